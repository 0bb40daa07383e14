import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWING_REMINDER_HOURS_BEFORE } from '../../schema/constants';
import type { PublicBookingReply } from '../../schema/viewingBooking';
import { runDueJobs } from '../../server/core/jobs';
import { JOB_HANDLERS } from '../../server/modules/index';
import { participantToken } from '../../server/modules/viewings/links';
import { viewingReminderKey, zurichInstant } from '../../server/modules/viewings/reminders';
import { DIALECTS, type Client, type TestApp } from './harness';
import { APPOINTMENTS, createViewing, dayFrom, openViewingTest, viewingBody } from './viewingSupport';
import { expectFieldError, expectStatus } from './objectsSupport';

const BASE = APPOINTMENTS;

/** The public booking of invited people, their reminders and links, on both databases. */
describe.each(DIALECTS)('viewing booking (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let rentId: number;
  let applicationIds: number[];

  beforeAll(async () => {
    ({ t, admin, rentId, applicationIds } = await openViewingTest(dialect, 60));
  });
  afterAll(() => t.close());

  const create = (overrides: Record<string, unknown> = {}) =>
    createViewing(admin, null, viewingBody({ capacities: [1, null] }, overrides));

  /** The link parts of every participant of an appointment, by participant id. */
  const linksOf = async (appointmentId: number) => {
    const db = t.database.db;
    const rows = await db
      .selectFrom('viewing_participants')
      .innerJoin('viewing_appointments', 'viewing_appointments.id', 'viewing_participants.appointment_id')
      .select([
        'viewing_participants.id as id',
        'viewing_participants.token_sealed as token_sealed',
        'viewing_appointments.slug as slug',
        'viewing_appointments.date as date',
      ])
      .where('viewing_participants.appointment_id', '=', appointmentId)
      .orderBy('viewing_participants.id')
      .execute();
    return Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        slug: r.slug,
        token: await participantToken(db, rentId, r, r.date),
      })),
    );
  };

  const publicCall = (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    remoteAddress = '203.0.113.7',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { 'tenant-name': 'rent' },
      remoteAddress,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const bookingUrl = (l: { slug: string; token: string }, lang = '') =>
    `${lang}${BASE}/${l.slug}/${l.token}/booking`;
  const declineUrl = (l: { slug: string; token: string }) => `${BASE}/${l.slug}/${l.token}/decline`;
  const jobOf = (participantId: number) =>
    t.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('key', '=', viewingReminderKey(participantId))
      .executeTakeFirst();

  it('mails invited people their booking link, which opens the appointment and its free places', async () => {
    const v = await create({ applicationIds: applicationIds.slice(0, 2) });
    const sent = await admin.post(`${BASE}/${v.id}/send-mail`, {
      subject: 'Besichtigung am {{viewing_date}}',
      body: 'Guten Tag {{applicant_name}}\n\nBitte melden Sie sich an: {{viewing_link}}',
      to: 'invited',
    });
    expectStatus(sent, 200, 'send-mail');
    const mails = await t.database.db
      .selectFrom('outbox')
      .select(['to_address', 'text_body'])
      .where('kind', '=', 'viewing_mail')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(mails).toHaveLength(2);
    const links = await linksOf(v.id);
    for (const mail of mails) {
      const match = /\/action\/([^/\s]+)\/([^/\s]+)\/appointments-booking-object/.exec(mail.text_body);
      expect(match, mail.text_body).not.toBeNull();
      expect(match![1]).toBe(v.slug);
      expect(links.map((l) => l.token)).toContain(match![2]);
    }
    // the same link again in a second mail: the sealed token is reused
    expect((await linksOf(v.id)).map((l) => l.token)).toEqual(links.map((l) => l.token));

    const page = expectStatus(
      await publicCall('GET', bookingUrl(links[0]!)),
      200,
    ) as unknown as PublicBookingReply;
    expect(page.appointment).toMatchObject({ date: v.date, contactPerson: 'Marco Bernasconi' });
    expect(page.participant.state).toBe('invited');
    expect(page.slots.map((s) => [s.startTime, s.capacity, s.free])).toEqual([
      ['17:00', 1, 1],
      ['17:30', null, null],
    ]);
    const fr = await publicCall('GET', bookingUrl(links[0]!, '/fr'));
    expect((fr.json() as PublicBookingReply).language).toBe('fr');
  });

  it('books a slot, refuses a full one naming the free ones, moves a booking and reminds the day before', async () => {
    const v = await create({ applicationIds: applicationIds.slice(2, 4) });
    const [a, b] = await linksOf(v.id);
    const [first, open] = v.slots;
    const booked = await publicCall('POST', bookingUrl(a!), { slotId: first!.id });
    const reply = expectStatus(booked, 200, 'book') as unknown as PublicBookingReply;
    expect(reply.participant).toMatchObject({ state: 'booked', slotId: first!.id });
    expect(reply.slots[0]!.free).toBe(0);
    expect(reply.message).toContain('17:00');
    const job = await jobOf(a!.id);
    expect(job?.state).toBe('queued');
    expect(Date.parse(job!.run_at)).toBe(
      zurichInstant(v.date, '17:00').getTime() - VIEWING_REMINDER_HOURS_BEFORE * 3_600_000,
    );

    const full = await publicCall('POST', bookingUrl(b!), { slotId: first!.id });
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toContain('17:30–18:00');

    const moved = expectStatus(
      await publicCall('POST', bookingUrl(a!), { slotId: open!.id }),
      200,
    ) as unknown as PublicBookingReply;
    expect(moved.participant.slotId).toBe(open!.id);
    expect(moved.slots[0]!.free).toBe(1);
    expect(Date.parse((await jobOf(a!.id))!.run_at)).toBe(
      zurichInstant(v.date, '17:30').getTime() - VIEWING_REMINDER_HOURS_BEFORE * 3_600_000,
    );
    // now the first slot has a place for the other person
    expectStatus(await publicCall('POST', bookingUrl(b!), { slotId: first!.id }), 200);

    // the reminder: once, in the person's language, with the link; not before it is due
    const before = await runDueJobs(t.database.db, JOB_HANDLERS);
    expect(before.done).toBe(0);
    const due = new Date(Date.parse((await jobOf(a!.id))!.run_at) + 60_000);
    await runDueJobs(t.database.db, JOB_HANDLERS, { now: due });
    await runDueJobs(t.database.db, JOB_HANDLERS, { now: new Date(due.getTime() + 3_600_000) });
    const reminders = await t.database.db
      .selectFrom('outbox')
      .select(['to_address', 'text_body', 'subject'])
      .where('kind', '=', 'viewing_reminder')
      .execute();
    const email = (
      await t.database.db
        .selectFrom('viewing_participants')
        .select('email')
        .where('id', '=', a!.id)
        .executeTakeFirstOrThrow()
    ).email;
    const mine = reminders.filter((m) => m.to_address === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text_body).toContain('17:30–18:00');
    expect(mine[0]!.text_body).toContain(`/action/${v.slug}/${a!.token}/appointments-booking-object`);
    expect((await jobOf(a!.id))!.state).toBe('done');
  });

  it('declines with a reason: the place is given back and the reminder cancelled', async () => {
    const v = await create({ applicationIds: applicationIds.slice(4, 5) });
    const [a] = await linksOf(v.id);
    expectStatus(await publicCall('POST', bookingUrl(a!), { slotId: v.slots[0]!.id }), 200);
    expect((await jobOf(a!.id))!.state).toBe('queued');
    expectFieldError(await publicCall('POST', declineUrl(a!), { decline_reason: '  ' }), 'decline_reason');
    const declined = expectStatus(
      await publicCall('POST', declineUrl(a!), { decline_reason: 'Wir haben schon eine Wohnung.' }),
      200,
    ) as unknown as PublicBookingReply;
    expect(declined.participant).toMatchObject({
      state: 'declined',
      slotId: null,
      declineReason: 'Wir haben schon eine Wohnung.',
    });
    expect(declined.slots[0]!.free).toBe(1);
    expect((await jobOf(a!.id))!.state).toBe('cancelled');
    // booking again after a decline is allowed
    expectStatus(await publicCall('POST', bookingUrl(a!), { slotId: v.slots[0]!.id }), 200);
  });

  it("moves a booked person's reminder when the staff move the appointment", async () => {
    const v = await create({ applicationIds: applicationIds.slice(58, 59) });
    const [a] = await linksOf(v.id);
    expectStatus(await publicCall('POST', bookingUrl(a!), { slotId: v.slots[0]!.id }), 200);
    const edited = await admin.post(`${BASE}/${v.id}/edit`, {
      ...viewingBody({ inDays: 9, capacities: [1, null] }),
      applicationIds: undefined,
      version: v.version,
      slots: v.slots.map((s) => ({
        id: s.id,
        startTime: s.startTime,
        endTime: s.endTime,
        capacity: s.capacity,
      })),
    });
    expectStatus(edited, 200, 'edit');
    const job = await jobOf(a!.id);
    expect(job?.state).toBe('queued');
    expect(Date.parse(job!.run_at)).toBe(
      zurichInstant(dayFrom(9), '17:00').getTime() - VIEWING_REMINDER_HOURS_BEFORE * 3_600_000,
    );
  });

  it('refuses unknown links with 404 and closed ones with 410 naming the contact', async () => {
    const v = await create({ applicationIds: applicationIds.slice(5, 7) });
    const [a, b] = await linksOf(v.id);
    const unknown = await publicCall('GET', bookingUrl({ slug: v.slug, token: 'A'.repeat(22) }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ messageKey: string }>().messageKey).toBe('viewing_link_invalid');
    // another appointment's slug with this person's token
    const other = await create();
    expect((await publicCall('GET', bookingUrl({ slug: other.slug, token: a!.token }))).statusCode).toBe(404);
    // another project's host does not know the link
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: bookingUrl(a!),
      headers: { 'tenant-name': 'sale' },
    });
    expect(elsewhere.statusCode).toBe(404);

    // a booking holds a reminder; the appointment's cancellation cancels it and closes the link
    expectStatus(await publicCall('POST', bookingUrl(b!), { slotId: v.slots[1]!.id }), 200);
    expect((await jobOf(b!.id))!.state).toBe('queued');
    expectStatus(
      await admin.post(`${BASE}/${v.id}/cancel`, { version: v.version, sendMail: false, message: '' }),
      200,
    );
    expect((await jobOf(b!.id))!.state).toBe('cancelled');
    const cancelled = await publicCall('GET', bookingUrl(a!));
    expect(cancelled.statusCode).toBe(410);
    expect(cancelled.json<{ message: string }>().message).toContain('Marco Bernasconi');
    expect((await publicCall('POST', bookingUrl(a!), { slotId: v.slots[0]!.id })).statusCode).toBe(410);

    // a link past its day
    const later = await create({ applicationIds: applicationIds.slice(7, 8) });
    const [c] = await linksOf(later.id);
    await t.database.db
      .updateTable('viewing_participants')
      .set({ token_expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', c!.id)
      .execute();
    const expired = await publicCall('GET', bookingUrl(c!));
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ messageKey: string }>().messageKey).toBe('viewing_link_expired');
  });

  it('gives 5 places to exactly 5 of 50 people booking at the same moment', async () => {
    const v = await create({
      slots: [{ startTime: '17:00', endTime: '18:00', capacity: 5 }],
      applicationIds: applicationIds.slice(8, 58),
    });
    const links = await linksOf(v.id);
    expect(links).toHaveLength(50);
    const replies = await Promise.all(
      links.map((l, i) =>
        publicCall('POST', bookingUrl(l), { slotId: v.slots[0]!.id }, `198.51.100.${i + 1}`),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    const slot = await t.database.db
      .selectFrom('viewing_slots')
      .select('booked')
      .where('id', '=', v.slots[0]!.id)
      .executeTakeFirstOrThrow();
    expect(Number(slot.booked)).toBe(5);
    const bookedRows = await t.database.db
      .selectFrom('viewing_participants')
      .select('id')
      .where('appointment_id', '=', v.id)
      .where('state', '=', 'booked')
      .execute();
    expect(bookedRows).toHaveLength(5);
  });
});
