import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailDialogReply, MailPreviewReply, MailSendReply } from '../../schema/api/communication';
import type { TableData } from '../../schema/api/tableData';
import type {
  ApplicationViewing,
  ViewingChangeReply,
  ViewingDetail,
  ViewingDrawInit,
  ViewingDrawReply,
  ViewingInit,
  ViewingSummary,
} from '../../schema/api/viewings';
import { swissToday } from '../../server/modules/objects/common';
import { bookSlot } from '../../server/modules/viewings/booking';
import { drawFrom } from '../../server/modules/viewings/draw';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { APPOINTMENTS, createViewing, viewingBody } from './viewingSupport';
import { expectFieldError, expectStatus } from './objectsSupport';

const BASE = APPOINTMENTS;

/** Viewing appointments over HTTP: staff calls, lists, draw, booking under load, on both databases. */
describe.each(DIALECTS)('viewings (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let rentId: number;
  let objectId: number;
  let applicationIds: number[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    rentId = await t.projectId('rent');
    // the object with the most applicants (first choice)
    const best = await t.database.db
      .selectFrom('applications')
      .select(['object_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('project_id', '=', rentId)
      .where('object_id', 'is not', null)
      .groupBy('object_id')
      .orderBy('n', 'desc')
      .orderBy('object_id')
      .executeTakeFirstOrThrow();
    objectId = best.object_id!;
    applicationIds = (
      await t.database.db
        .selectFrom('applications')
        .select('id')
        .where('project_id', '=', rentId)
        .orderBy('id')
        .limit(60)
        .execute()
    ).map((r) => r.id);
  });
  afterAll(() => t.close());

  const create = (overrides: Record<string, unknown> = {}, object: number | null = objectId) =>
    createViewing(admin, object, viewingBody({}, overrides));

  it('creates a viewing for an object with slots and invited applications, and reads it back', async () => {
    const init = expectStatus(await admin.get(`${BASE}/init`), 200) as unknown as ViewingInit;
    expect(init.objects.some((o) => o.id === objectId)).toBe(true);
    expect(init.contacts.length).toBeGreaterThan(0);
    const v = await create({ applicationIds: applicationIds.slice(0, 3) });
    expect(v).toMatchObject({
      state: 'planned',
      startTime: '17:00',
      endTime: '18:00',
      contactPhone: '+41447001250',
    });
    expect(v.object?.id).toBe(objectId);
    expect(v.slots.map((s) => [s.capacity, s.booked, s.free])).toEqual([
      [5, 0, 5],
      [null, 0, null],
    ]);
    expect(v.participants).toHaveLength(3);
    expect(v.counts.invited).toBe(3);
    expect(v.refusals.complete).toBeTruthy(); // in the future
    const read = expectStatus(await admin.get(`${BASE}/${v.id}/edit`), 200) as unknown as ViewingDetail;
    expect(read.id).toBe(v.id);
    // a general viewing (no object)
    const general = await create({}, null);
    expect(general.object).toBeNull();
    const upcoming = expectStatus(
      await admin.get(`${BASE}/with-participants`, { objectId: String(objectId) }),
      200,
    ) as unknown as ViewingSummary[];
    expect(upcoming.map((u) => u.id)).toContain(v.id);
    expect(upcoming.map((u) => u.id)).not.toContain(general.id);
    // an application's viewings
    const mine = expectStatus(
      await admin.get(`${BASE}/applications/${applicationIds[0]}`),
      200,
    ) as unknown as ApplicationViewing[];
    expect(mine.find((m) => m.id === v.id)).toMatchObject({ participantState: 'invited', slot: null });
  });

  it('has demo viewings in the past and the future with booked participants, their places counted', async () => {
    const past = (await admin.get(`${BASE}/booked`, { status: 'completed' })).json<TableData>();
    expect(past.body.length).toBeGreaterThan(0);
    expect(past.body.every((r) => String(r.date) < swissToday())).toBe(true);
    const future = (
      await admin.get(`${BASE}/booked`, { status: 'planned', upcoming: 'true' })
    ).json<TableData>();
    expect(future.body.length).toBeGreaterThan(0);
    const detail = expectStatus(
      await admin.get(`${BASE}/${future.body[0]!._id}`),
      200,
    ) as unknown as ViewingDetail;
    expect(detail.counts.booked).toBeGreaterThan(0);
    for (const slot of detail.slots)
      expect(slot.booked).toBe(
        detail.participants.filter((p) => p.slotId === slot.id && p.state !== 'declined').length,
      );
    const unanswered = (
      await admin.get(`${BASE}/without-registrations`, { status: 'planned' })
    ).json<TableData>();
    expect(unanswered.body.some((r) => Number(r.invited) > 0)).toBe(true);
  });

  it('refuses bad fields with 400 on the field', async () => {
    const url = `${BASE}/apartments/${objectId}/create`;
    expectFieldError(
      await admin.post(url, viewingBody({}, { endTime: '16:00' })),
      'endTime',
      'viewing_end_before_start',
    );
    expectFieldError(
      await admin.post(
        url,
        viewingBody({}, { slots: [{ startTime: '16:00', endTime: '17:00', capacity: 3 }] }),
      ),
      'slots.0.startTime',
      'viewing_slot_outside',
    );
    expectFieldError(
      await admin.post(url, viewingBody({}, { slots: [] })),
      'slots',
      'viewing_slots_required',
    );
    expectFieldError(
      await admin.post(
        url,
        viewingBody({}, { slots: [{ startTime: '17:00', endTime: '17:30', capacity: 0 }] }),
      ),
      'slots.0.capacity',
    );
    expectFieldError(await admin.post(url, viewingBody({}, { date: '' })), 'date');
    expectFieldError(
      await admin.post(url, viewingBody({}, { startTime: '25:00' })),
      'startTime',
      'time_invalid',
    );
    expectFieldError(
      await admin.post(url, viewingBody({}, { invitation: 'everyone' })),
      'invitation',
      'choice_invalid',
    );
    expectFieldError(
      await admin.post(url, viewingBody({}, { contactPhone: '12' })),
      'contactPhone',
      'phone_invalid',
    );
    // an application of another project
    const beta = await t.database.db
      .selectFrom('applications')
      .select('id')
      .where('project_id', '=', await t.projectId('beta'))
      .executeTakeFirstOrThrow();
    expectFieldError(
      await admin.post(url, viewingBody({}, { applicationIds: [beta.id] })),
      'applicationIds',
      'viewing_application_unknown',
    );
    const c = await create({ applicationIds: applicationIds.slice(0, 1) });
    expectFieldError(
      await admin.post(`${BASE}/${c.id}/${c.participants[0]!.id}/comments`, { comment: 'x'.repeat(2001) }),
      'comment',
    );
  });

  it('answers each role as its permissions say', async () => {
    const v = await create();
    for (const username of ['demo.analyst', 'demo.contract']) {
      const c = await Client.login(t.app, username);
      expect((await c.get(`${BASE}/init`)).statusCode, username).toBe(403);
      expect((await c.get(`${BASE}/${v.id}`)).statusCode, username).toBe(403);
      expect((await c.post(`${BASE}/${v.id}/cancel`, { version: v.version })).statusCode, username).toBe(403);
      expect((await c.get(`${BASE}/${v.id}/send-mail`)).statusCode, username).toBe(403);
      expect((await c.get(`${BASE}/booked`)).statusCode, username).toBe(403);
      expect(
        (await c.post(`/api/v1/applications/random-generator/${objectId}`, {})).statusCode,
        username,
      ).toBe(403);
    }
    for (const username of ['demo.assistant', 'demo.marketer', 'demo.user']) {
      const c = await Client.login(t.app, username);
      expect((await c.get(`${BASE}/${v.id}`)).statusCode, username).toBe(200);
      expect((await c.get(`${BASE}/without-registrations`)).statusCode, username).toBe(200);
    }
    expect((await admin.get(`${BASE}/nonsense`)).statusCode).toBe(400);
  });

  it("answers 404 for another project's appointment on every call", async () => {
    const other = await Client.login(t.app, 'demo.admin', 'erstvermietung');
    const v = await create();
    const p = v.participants[0]?.id ?? 1;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `${BASE}/${v.id}`],
      ['GET', `${BASE}/${v.id}/edit`],
      ['POST', `${BASE}/${v.id}/edit`, viewingBody({}, { version: v.version })],
      ['POST', `${BASE}/${v.id}/delete`, { version: v.version }],
      ['POST', `${BASE}/${v.id}/cancel`, { version: v.version }],
      ['POST', `${BASE}/${v.id}/complete`, { version: v.version }],
      ['POST', `${BASE}/${v.id}/send-mail`, { subject: 'x', body: 'y', to: 'all' }],
      ['GET', `${BASE}/${v.id}/send-mail`],
      ['GET', `${BASE}/send-mail?targets=${v.id}`],
      ['POST', `${BASE}/send-mail`, { targets: [v.id], subject: 'x', body: 'y', to: 'all' }],
      ['POST', `${BASE}/mail-preview`, { targetId: p, subject: 'x', body: 'y' }],
      ['GET', `${BASE}/${v.id}/export-participants`],
      ['POST', `${BASE}/${v.id}/${p}/comments`, { comment: 'x' }],
      ['POST', `${BASE}/${v.id}/${p}/present`, { present: true }],
      ['POST', `${BASE}/apartments/${objectId}/create`, viewingBody({})],
      ['GET', `${BASE}/apartments/${objectId}/random-generator`],
      ['GET', `${BASE}/applications/${applicationIds[0]}`],
      ['POST', `/api/v1/applications/random-generator/${objectId}`, { appointmentId: v.id, count: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await other.request({ method: method as 'GET', url, payload: payload as object });
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(404);
    }
  });

  it('books atomically: 50 bookings at once for 5 places, exactly 5 succeed; booking again moves', async () => {
    const v = await create({
      applicationIds: applicationIds.slice(0, 50),
      slots: [
        { startTime: '17:00', endTime: '17:30', capacity: 5 },
        { startTime: '17:30', endTime: '18:00', capacity: 2 },
      ],
    });
    expect(v.participants).toHaveLength(50);
    const slot = v.slots[0]!.id;
    const outcomes = await Promise.allSettled(
      v.participants.map((p) => bookSlot(t.database.db, rentId, p.id, slot)),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    expect(ok).toHaveLength(5);
    for (const o of outcomes)
      if (o.status === 'rejected') expect((o.reason as { key: string }).key).toMatch(/^viewing_slot_full$/);
    const after = expectStatus(await admin.get(`${BASE}/${v.id}`), 200) as unknown as ViewingDetail;
    expect(after.slots[0]).toMatchObject({ booked: 5, free: 0 });
    expect(after.counts.booked).toBe(5);
    // booking the other slot moves the booking and frees its place
    const booked = after.participants.find((p) => p.state === 'booked')!;
    const moved = await bookSlot(t.database.db, rentId, booked.id, v.slots[1]!.id);
    expect(moved.movedFrom).toBe(slot);
    const again = expectStatus(await admin.get(`${BASE}/${v.id}`), 200) as unknown as ViewingDetail;
    expect(again.slots.map((s) => s.booked)).toEqual([4, 1]);
    expect(again.counts.booked).toBe(5);
    // another project's participant is not found
    await expect(bookSlot(t.database.db, await t.projectId('beta'), booked.id, slot)).rejects.toMatchObject({
      status: 404,
    });
    // the slot's capacity can't go below its bookings; a slot with bookings can't go
    const edit = (slots: unknown) =>
      admin.post(`${BASE}/${v.id}/edit`, viewingBody({}, { version: again.version, slots }));
    expectFieldError(
      await edit([
        { id: slot, startTime: '17:00', endTime: '17:30', capacity: 3 },
        { id: v.slots[1]!.id, startTime: '17:30', endTime: '18:00', capacity: 2 },
      ]),
      'slots.0.capacity',
    );
    expectFieldError(
      await edit([{ id: slot, startTime: '17:00', endTime: '17:30', capacity: 5 }]),
      'slots',
      'viewing_slot_has_bookings',
    );
    // deleting is refused while people are booked
    expect((await admin.post(`${BASE}/${v.id}/delete`, { version: again.version })).statusCode).toBe(409);
  });

  it('edits at its version; a stale version is 409', async () => {
    const v = await create();
    const res = expectStatus(
      await admin.post(
        `${BASE}/${v.id}/edit`,
        viewingBody(
          {},
          {
            version: v.version,
            place: 'Im Treppenhaus',
            slots: v.slots.map((s) => ({
              id: s.id,
              startTime: s.startTime,
              endTime: s.endTime,
              capacity: s.capacity,
            })),
          },
        ),
      ),
      200,
    ) as unknown as ViewingChangeReply;
    expect(res.appointment.place).toBe('Im Treppenhaus');
    expect(res.appointment.version).toBe(v.version + 1);
    expect(res.appointment.slots.map((s) => s.id)).toEqual(v.slots.map((s) => s.id));
    expect(
      (await admin.post(`${BASE}/${v.id}/edit`, viewingBody({}, { version: v.version }))).statusCode,
    ).toBe(409);
    // deleted without bookings
    expectStatus(await admin.post(`${BASE}/${v.id}/delete`, { version: v.version + 1 }), 200);
    expect((await admin.get(`${BASE}/${v.id}`)).statusCode).toBe(404);
  });

  it('marks presence and comments, completes on its day, exports the participants as xlsx', async () => {
    const v = await create({ date: swissToday(), applicationIds: applicationIds.slice(0, 2) });
    const [a, b] = v.participants;
    await bookSlot(t.database.db, rentId, a!.id, v.slots[0]!.id);
    let r = expectStatus(
      await admin.post(`${BASE}/${v.id}/${a!.id}/present`, { present: true }),
      200,
    ) as unknown as ViewingChangeReply;
    expect(r.appointment.participants.find((p) => p.id === a!.id)?.state).toBe('present');
    r = expectStatus(
      await admin.post(`${BASE}/${v.id}/${b!.id}/comments`, { comment: 'Kommt später' }),
      200,
    ) as unknown as ViewingChangeReply;
    expect(r.appointment.participants.find((p) => p.id === b!.id)?.comment).toBe('Kommt später');
    expectFieldError(await admin.post(`${BASE}/${v.id}/${a!.id}/present`, { present: 'yes' }), 'present');
    expect((await admin.post(`${BASE}/${v.id}/999999/present`, { present: true })).statusCode).toBe(404);

    const xlsx = await admin.get(`${BASE}/${v.id}/export-participants`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const byName = new Map(rows.map((row) => [row[1], row]));
    expect(byName.get(a!.name)?.[4]).toBe('Anwesend');
    expect(byName.get(a!.name)?.[5]).toBe('17:00–17:30');
    expect(byName.get(b!.name)?.[7]).toBe('Kommt später');

    const done = expectStatus(
      await admin.post(`${BASE}/${v.id}/complete`, { version: r.appointment.version }),
      200,
    ) as unknown as ViewingChangeReply;
    expect(done.appointment.state).toBe('completed');
    expect(
      (await admin.post(`${BASE}/${v.id}/complete`, { version: done.appointment.version })).statusCode,
    ).toBe(409);
    expect(
      (await admin.post(`${BASE}/${v.id}/delete`, { version: done.appointment.version })).statusCode,
    ).toBe(409);
    const future = await create();
    expect(
      (await admin.post(`${BASE}/${future.id}/complete`, { version: future.version })).json(),
    ).toMatchObject({ messageKey: 'viewing_complete_before_date' });
  });

  it('cancels with a mail to each participant in their language, through the outbox', async () => {
    const v = await create({ applicationIds: applicationIds.slice(10, 12) });
    const [fr] = v.participants;
    await t.database.db
      .updateTable('viewing_participants')
      .set({ language: 'fr' })
      .where('id', '=', fr!.id)
      .execute();
    const before = await t.database.db
      .selectFrom('outbox')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const res = expectStatus(
      await admin.post(`${BASE}/${v.id}/cancel`, {
        version: v.version,
        sendMail: true,
        message: 'Neuer Termin folgt.',
      }),
      200,
    ) as unknown as ViewingChangeReply;
    expect(res.appointment.state).toBe('cancelled');
    expect(res.mails).toBe(2);
    const mails = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '>', before?.id ?? 0)
      .where('kind', '=', 'viewing_cancelled')
      .execute();
    expect(mails).toHaveLength(2);
    const french = mails.find((m) => m.to_address === v.participants[0]!.email)!;
    expect(french.subject).toMatch(/^Visite annulée/);
    expect(french.text_body).toContain('Neuer Termin folgt.');
    expect(mails.find((m) => m !== french)!.subject).toMatch(/^Besichtigung abgesagt/);
    expect(
      (await admin.post(`${BASE}/${v.id}/cancel`, { version: res.appointment.version })).statusCode,
    ).toBe(409);
  });

  it('sends a mail with the appointment placeholders; refuses unknown ones on the field', async () => {
    const v = await create({ applicationIds: applicationIds.slice(20, 22) });
    const date = v.date.split('-').reverse().join('.');
    const res = expectStatus(
      await admin.post(`${BASE}/${v.id}/send-mail`, {
        subject: 'Besichtigung {{viewing_date}}',
        body: '<p>Guten Tag {{applicant_name}}</p>',
        to: 'invited',
      }),
      200,
    ) as unknown as MailSendReply;
    expect(res.queued).toBe(2);
    expect(res.results.map((r) => r.status)).toEqual(['queued', 'queued']);
    expect(res.batchId).not.toBeNull();
    const mails = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'viewing_mail')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(mails.map((m) => m.subject)).toEqual([`Besichtigung ${date} 17:00`, `Besichtigung ${date} 17:00`]);
    const names = v.participants.map((p) => p.name);
    expect(names.some((name) => mails[0]!.text_body.includes(`Guten Tag ${name}`))).toBe(true);
    // each mail is in the applicant's conversation (the messenger shows it)
    const filed = await t.database.db
      .selectFrom('conversation_mails')
      .innerJoin('conversations', 'conversations.id', 'conversation_mails.conversation_id')
      .select('conversations.application_id')
      .where('conversation_mails.batch_id', '=', res.batchId)
      .execute();
    expect(filed.map((f) => f.application_id).sort()).toEqual([...applicationIds.slice(20, 22)].sort());
    expectFieldError(
      await admin.post(`${BASE}/${v.id}/send-mail`, { subject: 'x', body: '{{first_name}}', to: 'all' }),
      'body',
    );
    expectFieldError(
      await admin.post(`${BASE}/${v.id}/send-mail`, { subject: 'x', body: 'y', to: 'booked' }),
      'to',
      'viewing_mail_no_recipients',
    );
    expectFieldError(
      await admin.post(`${BASE}/${v.id}/send-mail`, { subject: '', body: 'y', to: 'all' }),
      'subject',
    );
    expectFieldError(
      await admin.post(`${BASE}/${v.id}/send-mail`, { subject: 'x', body: 'y', to: 'nobody' }),
      'to',
      'choice_invalid',
    );
  });

  it('opens the mail dialog for the participants, previews one, and mails several appointments at once', async () => {
    const first = await create({ applicationIds: applicationIds.slice(22, 24) });
    const second = await create({ applicationIds: applicationIds.slice(24, 25) });
    // participants of two languages: the templates come in the language most of them speak
    const setLanguage = (language: string, ids: number[]) =>
      t.database.db.updateTable('viewing_participants').set({ language }).where('id', 'in', ids).execute();
    await setLanguage(
      'de',
      first.participants.map((p) => p.id),
    );
    await setLanguage('fr', [second.participants[0]!.id]);
    const dialog = expectStatus(
      await admin.get(`${BASE}/send-mail`, { targets: `${first.id},${second.id}`, to: 'invited' }),
      200,
    ) as unknown as MailDialogReply;
    expect(dialog.language).toBe('de');
    const contacts = dialog.contactGroups.flatMap((g) => g.contacts);
    expect(contacts.map((c) => c.id).sort()).toEqual(
      [...first.participants, ...second.participants].map((p) => p.id).sort(),
    );
    expect(dialog.contactGroups.map((g) => g.language)).toEqual(['de', 'fr']);
    expect(dialog.mailTemplates.length).toBeGreaterThan(0);
    expect((await admin.get(`${BASE}/${first.id}/send-mail`, { to: 'booked' })).statusCode).toBe(400);

    const preview = expectStatus(
      await admin.post(`${BASE}/mail-preview`, {
        targetId: second.participants[0]!.id,
        subject: 'Besichtigung {{viewing_date}}',
        body: '<p>{{applicant_name}}: {{viewing_link}} {{object_rent}}</p>',
      }),
      200,
    ) as unknown as MailPreviewReply;
    expect(preview.subject).toBe(`Besichtigung ${second.date.split('-').reverse().join('.')} 17:00`);
    expect(preview.body).toContain(second.participants[0]!.name);
    expect(preview.body).toMatch(/\/action\/[^/]+\/[^/]+\/appointments-booking-object/);
    expect(preview.unfilled).toEqual([]);

    const sent = expectStatus(
      await admin.post(`${BASE}/send-mail`, {
        targets: [first.id, second.id],
        to: 'invited',
        subject: 'Besichtigung {{viewing_date}}',
        body: '<p>Bitte melden Sie sich an: {{viewing_link}}</p>',
      }),
      200,
    ) as unknown as MailSendReply;
    expect(sent.queued).toBe(3);
    expect(
      (await admin.post(`${BASE}/send-mail`, { targets: [], to: 'all', subject: 'x', body: 'y' })).statusCode,
    ).toBe(400);
  });

  it('lists booked and unregistered appointments with states, search, and bulk cancel and export', async () => {
    const quiet = await create({ place: 'Zwirbelgasse 7' });
    const busy = await create({ place: 'Zwirbelgasse 9', applicationIds: applicationIds.slice(30, 31) });
    await bookSlot(t.database.db, rentId, busy.participants[0]!.id, busy.slots[0]!.id);
    const booked = expectStatus(
      await admin.get(`${BASE}/booked`, { search: 'zwirbelgasse' }),
      200,
    ) as unknown as TableData;
    expect(booked.body.map((r) => r._id)).toEqual([busy.id]);
    expect(booked.body[0]).toMatchObject({ booked: 1, invited: 1, place: 'Zwirbelgasse 9' });
    const without = (
      await admin.get(`${BASE}/without-registrations`, { search: 'zwirbelgasse' })
    ).json<TableData>();
    expect(without.body.map((r) => r._id)).toEqual([quiet.id]);
    const planned = (
      await admin.get(`${BASE}/without-registrations`, { status: 'cancelled', search: 'zwirbelgasse' })
    ).json<TableData>();
    expect(planned.body).toHaveLength(0);
    const bulk = await admin.post(`${BASE}/without-registrations`, {
      bulkAction: 'cancel',
      targets: [quiet.id],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const cancelled = (
      await admin.get(`${BASE}/without-registrations`, { status: 'cancelled', search: 'zwirbelgasse' })
    ).json<TableData>();
    expect(cancelled.body.map((r) => r._id)).toEqual([quiet.id]);
    const xlsx = await admin.post(`${BASE}/booked`, { bulkAction: 'exportExcel', targets: [busy.id] });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('draws fairly: stored seed and candidates recompute; a redraw keeps the invited unless asked', async () => {
    const v = await create({ invitation: 'draw' });
    const init = expectStatus(
      await admin.get(`${BASE}/apartments/${objectId}/random-generator`),
      200,
    ) as unknown as ViewingDrawInit;
    expect(init.applicants).toBeGreaterThan(3);
    expect(init.appointments.map((a) => a.id)).toContain(v.id);
    const url = `/api/v1/applications/random-generator/${objectId}`;
    const first = expectStatus(
      await admin.post(url, { appointmentId: v.id, count: 2 }),
      200,
    ) as unknown as ViewingDrawReply;
    expect(first.invited).toBe(2);
    expect(first.draw.recomputes).toBe(true);
    expect(first.draw.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawFrom(first.draw.seed, first.draw.candidates, 2)).toEqual(first.draw.result);
    // a redraw keeps the two invited and draws among the others
    const second = expectStatus(
      await admin.post(url, { appointmentId: v.id, count: 1 }),
      200,
    ) as unknown as ViewingDrawReply;
    expect(second.draw.kept.sort()).toEqual([...first.draw.result].sort());
    expect(second.draw.candidates).not.toContain(first.draw.result[0]);
    let detail = expectStatus(await admin.get(`${BASE}/${v.id}`), 200) as unknown as ViewingDetail;
    expect(detail.participants).toHaveLength(3);
    // asked to replace: unanswered invitations are withdrawn, a booked one stays
    const keep = detail.participants[0]!;
    await bookSlot(t.database.db, rentId, keep.id, v.slots[0]!.id);
    const third = expectStatus(
      await admin.post(url, { appointmentId: v.id, count: 1, replace: true }),
      200,
    ) as unknown as ViewingDrawReply;
    expect(third.withdrawn).toBe(2);
    detail = expectStatus(await admin.get(`${BASE}/${v.id}`), 200) as unknown as ViewingDetail;
    expect(detail.participants).toHaveLength(2);
    expect(detail.participants.some((p) => p.id === keep.id && p.state === 'booked')).toBe(true);
    // filters: nobody has that many points
    expect((await admin.post(url, { appointmentId: v.id, count: 1, minPoints: 99999 })).statusCode).toBe(409);
    expectFieldError(await admin.post(url, { appointmentId: v.id, count: 0 }), 'count');
    expectFieldError(
      await admin.post(url, { appointmentId: v.id, count: 1, minPoints: 5, maxPoints: 2 }),
      'maxPoints',
    );
    expectFieldError(
      await admin.post(url, { appointmentId: v.id, count: 1, states: ['assigned'] }),
      'states.0',
    );
    const general = await create({}, null);
    expectFieldError(await admin.post(url, { appointmentId: general.id, count: 1 }), 'appointmentId');
    const after = expectStatus(
      await admin.get(`${BASE}/apartments/${objectId}/random-generator`),
      200,
    ) as unknown as ViewingDrawInit;
    expect(after.draws.slice(0, 3).map((d) => d.id)).toEqual([third.draw.id, second.draw.id, first.draw.id]);
    expect(after.draws.every((d) => d.recomputes)).toBe(true);

    // the applications list of this one object tells of its draws; of several objects it does not
    const list = expectStatus(
      await admin.get('/api/v1/applications/', { object: String(objectId) }),
      200,
    ) as unknown as TableData;
    expect(list.randomPeopleViewing?.date).toBe(third.draw.createdAt);
    expect(list.randomPeopleViewing?.appointments).toBeGreaterThanOrEqual(1);
    const when = v.date.split('-').reverse().join('.');
    expect(list.randomApplicantsViewingMessages).toEqual([
      expect.stringMatching(
        new RegExp(`: 1 von \\d+ Bewerbungen zur Besichtigung vom ${when} 17:00 eingeladen\\.$`),
      ),
      expect.stringMatching(/: 1 von \d+ Bewerbungen/),
      expect.stringMatching(/: 2 von \d+ Bewerbungen/),
    ]);
    const light = expectStatus(
      await admin.get('/api/v1/applications/', { object: String(objectId), tableDataOnly: 'true' }),
      200,
    ) as unknown as TableData;
    expect(light.randomApplicantsViewingMessages).toEqual(list.randomApplicantsViewingMessages);
    const wide = expectStatus(await admin.get('/api/v1/applications/'), 200) as unknown as TableData;
    expect(wide.randomPeopleViewing).toBeUndefined();
    expect(wide.randomApplicantsViewingMessages).toBeUndefined();
  });
});
