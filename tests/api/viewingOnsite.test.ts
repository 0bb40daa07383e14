import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewingDetail } from '../../schema/api/viewings';
import { endOfSwissDay } from '../../schema/dates';
import type { OnsiteLinkStatus, OnsiteReply } from '../../schema/viewingOnsite';
import { Client, DIALECTS, type TestApp } from './harness';
import { APPOINTMENTS, createViewing, dayFrom, openViewingTest, viewingBody } from './viewingSupport';
import { expectStatus } from './objectsSupport';

const BASE = APPOINTMENTS;

/** The on-site link of a viewing: staff make, renew and revoke it; the caretaker uses it; on both databases. */
describe.each(DIALECTS)('viewing on-site link (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let rentId: number;
  let applicationIds: number[];

  beforeAll(async () => {
    ({ t, admin, rentId, applicationIds } = await openViewingTest(dialect, 12));
  });
  afterAll(() => t.close());

  const create = (overrides: Record<string, unknown> = {}): Promise<ViewingDetail> =>
    createViewing(admin, null, viewingBody({ inDays: 0, capacities: [3, 3] }, overrides));

  /** An appointment today with two people booked in its first slot and one only invited. */
  const booked = async (ids: number[]) => {
    const v = await create({ applicationIds: ids });
    const slot = v.slots[0]!.id;
    const people = v.participants;
    await t.database.db
      .updateTable('viewing_participants')
      .set({ state: 'booked', slot_id: slot })
      .where(
        'id',
        'in',
        people.slice(0, 2).map((p) => p.id),
      )
      .execute();
    await t.database.db.updateTable('viewing_slots').set({ booked: 2 }).where('id', '=', slot).execute();
    return { v, people };
  };

  const makeLink = async (id: number) => {
    const body = expectStatus(
      await admin.post(`${BASE}/${id}/on-site-link`),
      200,
      'make link',
    ) as unknown as OnsiteLinkStatus;
    expect(body.link).not.toBeNull();
    const match = /\/action\/([A-Za-z0-9_-]+)\/appointment-edit-participants$/.exec(body.link!.url);
    expect(match, body.link!.url).not.toBeNull();
    return match![1]!;
  };

  const publicCall = (method: 'GET' | 'POST', url: string, payload?: unknown, tenant = 'rent') =>
    t.app.inject({
      method,
      url,
      headers: { 'tenant-name': tenant },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const onsite = (token: string, call: string) => `${BASE}/on-site/${token}/${call}`;

  it('makes a link of 192 random bits, stored as its hash only, that the manager can copy again', async () => {
    const { v } = await booked(applicationIds.slice(0, 3));
    const none = expectStatus(
      await admin.get(`${BASE}/${v.id}/on-site-link`),
      200,
    ) as unknown as OnsiteLinkStatus;
    expect(none.link).toBeNull();
    const token = await makeLink(v.id);
    expect(Buffer.from(token, 'base64url')).toHaveLength(24);
    const rows = await t.database.db
      .selectFrom('viewing_onsite_links')
      .selectAll()
      .where('appointment_id', '=', v.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.project_id).toBe(rentId);
    const again = expectStatus(
      await admin.get(`${BASE}/${v.id}/on-site-link`),
      200,
    ) as unknown as OnsiteLinkStatus;
    expect(again.link!.url).toContain(token);
    expect(again.link!.expiresAt).toBe(endOfSwissDay(v.date));
    expect(again.link!.createdBy).not.toBe('');
  });

  it('opens the booked people per slot, marks them present, comments and completes, audited like staff', async () => {
    const { v, people } = await booked(applicationIds.slice(3, 6));
    const token = await makeLink(v.id);
    const page = expectStatus(await publicCall('GET', onsite(token, 'edit')), 200) as unknown as OnsiteReply;
    expect(page.state).toBe('open');
    expect(page.viewing!.slots).toHaveLength(2);
    expect(page.viewing!.slots[0]!.participants.map((p) => p.id).sort()).toEqual(
      people
        .slice(0, 2)
        .map((p) => p.id)
        .sort(),
    );
    expect(page.viewing!.slots[1]!.participants).toEqual([]);
    // the page shows no participant's e-mail address
    for (const p of people.filter((p) => p.email !== '')) expect(JSON.stringify(page)).not.toContain(p.email);

    const present = expectStatus(
      await publicCall('POST', onsite(token, 'present'), { participantId: people[0]!.id, present: true }),
      200,
    ) as unknown as OnsiteReply;
    expect(present.viewing!.slots[0]!.participants.find((p) => p.id === people[0]!.id)!.state).toBe(
      'present',
    );
    expect(present.message).toBeTruthy();
    const commented = expectStatus(
      await publicCall('POST', onsite(token, 'comments'), {
        participantId: people[0]!.id,
        comment: 'Kam mit Hund, fragt nach dem Keller',
      }),
      200,
    ) as unknown as OnsiteReply;
    expect(commented.viewing!.slots[0]!.participants.find((p) => p.id === people[0]!.id)!.comment).toBe(
      'Kam mit Hund, fragt nach dem Keller',
    );
    // the one only invited is not on the page, and cannot be marked through it
    expectStatus(
      await publicCall('POST', onsite(token, 'present'), { participantId: people[2]!.id, present: true }),
      404,
    );

    const detail = expectStatus(await admin.get(`${BASE}/${v.id}`), 200) as unknown as ViewingDetail;
    expect(detail.participants.find((p) => p.id === people[0]!.id)!.state).toBe('present');
    const done = expectStatus(
      await publicCall('POST', onsite(token, 'complete'), { version: detail.version }),
      200,
    ) as unknown as OnsiteReply;
    expect(done.viewing!.state).toBe('completed');
    // a stale version is refused like on the staff page
    expectStatus(await publicCall('POST', onsite(token, 'complete'), { version: detail.version }), 409);

    const file = await publicCall('GET', onsite(token, 'export-participants'));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const text = JSON.stringify(book.worksheets[0]!.getSheetValues());
    expect(text).toContain('Kam mit Hund');

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'after'])
      .where('entity', '=', 'viewing_appointments')
      .where('entity_id', '=', String(v.id))
      .orderBy('id')
      .execute();
    const viaLink = audit.filter((a) => a.after?.includes('on_site_link"') && a.user_id === null);
    expect(viaLink.map((a) => a.action)).toEqual(['present', 'comment', 'complete']);
    expect(audit.map((a) => a.action)).toContain('onsite_link_create');
  });

  it('refuses another appointment’s participant, and another project’s host does not know the link', async () => {
    const one = await booked(applicationIds.slice(6, 8));
    const other = await booked(applicationIds.slice(8, 10));
    const token = await makeLink(one.v.id);
    expectStatus(
      await publicCall('POST', onsite(token, 'present'), {
        participantId: other.people[0]!.id,
        present: true,
      }),
      404,
    );
    expectStatus(
      await publicCall('POST', onsite(token, 'comments'), {
        participantId: other.people[0]!.id,
        comment: 'x',
      }),
      404,
    );
    const untouched = await t.database.db
      .selectFrom('viewing_participants')
      .select(['state', 'comment'])
      .where('id', '=', other.people[0]!.id)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ state: 'booked', comment: '' });
    for (const call of ['edit', 'export-participants'])
      expectStatus(await publicCall('GET', onsite(token, call), undefined, 'erstvermietung'), 404);
    expectStatus(
      await publicCall(
        'POST',
        onsite(token, 'present'),
        { participantId: one.people[0]!.id, present: true },
        'erstvermietung',
      ),
      404,
    );
    // a wrong token, a malformed one: 404
    expectStatus(await publicCall('GET', onsite('A'.repeat(32), 'edit')), 404);
    expectStatus(await publicCall('GET', onsite('short', 'edit')), 404);
    // another project's staff do not reach the appointment either
    const foreign = await Client.login(t.app, 'demo.admin', 'erstvermietung');
    expectStatus(await foreign.post(`${BASE}/${one.v.id}/on-site-link`), 404);
  });

  it('revokes and renews: the old link shows as revoked and refuses writes (410)', async () => {
    const { v, people } = await booked(applicationIds.slice(0, 2));
    const first = await makeLink(v.id);
    const second = await makeLink(v.id);
    expect(second).not.toBe(first);
    const old = expectStatus(await publicCall('GET', onsite(first, 'edit')), 200) as unknown as OnsiteReply;
    expect(old.state).toBe('revoked');
    expect(old.viewing).toBeNull();
    expect(old.contact.name).toBe('Marco Bernasconi');
    expectStatus(
      await publicCall('POST', onsite(first, 'present'), { participantId: people[0]!.id, present: true }),
      410,
    );
    expectStatus(await publicCall('GET', onsite(first, 'export-participants')), 410);

    const revoked = await admin.request({ method: 'DELETE', url: `${BASE}/${v.id}/on-site-link` });
    expect((expectStatus(revoked, 200) as unknown as OnsiteLinkStatus).link).toBeNull();
    const now = expectStatus(await publicCall('GET', onsite(second, 'edit')), 200) as unknown as OnsiteReply;
    expect(now.state).toBe('revoked');
    expectStatus(
      await publicCall('POST', onsite(second, 'comments'), { participantId: people[0]!.id, comment: 'x' }),
      410,
    );
    const status = expectStatus(
      await admin.get(`${BASE}/${v.id}/on-site-link`),
      200,
    ) as unknown as OnsiteLinkStatus;
    expect(status.link).toBeNull();
  });

  it('expires after the appointment’s day, and a cancelled viewing closes it', async () => {
    const { v, people } = await booked(applicationIds.slice(2, 4));
    const token = await makeLink(v.id);
    await t.database.db
      .updateTable('viewing_appointments')
      .set({ date: dayFrom(-1) })
      .where('id', '=', v.id)
      .execute();
    const page = expectStatus(await publicCall('GET', onsite(token, 'edit')), 200) as unknown as OnsiteReply;
    expect(page.state).toBe('expired');
    expectStatus(
      await publicCall('POST', onsite(token, 'present'), { participantId: people[0]!.id, present: true }),
      410,
    );
    expectStatus(await admin.post(`${BASE}/${v.id}/on-site-link`), 409);

    const later = await create({ date: dayFrom(3) });
    const token2 = await makeLink(later.id);
    expectStatus(
      await admin.post(`${BASE}/${later.id}/cancel`, {
        version: later.version,
        sendMail: false,
        message: '',
      }),
      200,
    );
    const closed = expectStatus(
      await publicCall('GET', onsite(token2, 'edit')),
      200,
    ) as unknown as OnsiteReply;
    expect(closed.state).toBe('revoked');
    expectStatus(await admin.post(`${BASE}/${later.id}/on-site-link`), 409);
  });

  it('needs the viewing write permission to make or read the link', async () => {
    const v = await create({ date: dayFrom(2) });
    const analyst = await Client.login(t.app, 'demo.analyst');
    expectStatus(await analyst.post(`${BASE}/${v.id}/on-site-link`), 403);
    expectStatus(await analyst.get(`${BASE}/${v.id}/on-site-link`), 403);
    const anonymous = new Client(t.app, null);
    expectStatus(await anonymous.post(`${BASE}/${v.id}/on-site-link`), 401);
  });
});
