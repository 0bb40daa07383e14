import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactBookingReply } from '../../schema/interestedBooking';
import type { PublicBookingReply } from '../../schema/viewingBooking';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { APPOINTMENTS, createViewing, dayFrom, viewingBody } from './viewingSupport';
import { expectFieldError, expectStatus } from './objectsSupport';

const BASE = APPOINTMENTS;

/** The public booking with contact (general, of an object, of one appointment), on both databases. */
describe.each(DIALECTS)('viewing booking with contact (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let rentId: number;
  let objectId: number;
  let objectSlug: string;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    rentId = await t.projectId('rent');
    const object = await t.database.db
      .selectFrom('objects')
      .select(['id', 'public_id'])
      .where('project_id', '=', rentId)
      .where('object_type', '=', 'apartments')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    objectId = object.id;
    objectSlug = object.public_id!;
  });
  afterAll(() => t.close());

  const create = (object: number | null, overrides: Record<string, unknown> = {}) =>
    createViewing(
      admin,
      object,
      viewingBody(
        { inDays: 5, start: '10:00', capacities: [1, 2], invitation: 'public' },
        { place: 'Eingang Nord', ...overrides },
      ),
    );
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, tenant = 'rent') =>
    t.app.inject({
      method,
      url,
      headers: { 'tenant-name': tenant },
      remoteAddress: `198.51.100.${(counter % 200) + 1}`,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const contact = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      name: `Luca Besucher${counter}`,
      email: `luca.${counter}@example.ch`,
      phone: '079 555 12 34',
      language: 'it',
      ...overrides,
    };
  };
  const peopleWith = (email: string) =>
    t.database.db
      .selectFrom('interested_people')
      .selectAll()
      .where('project_id', '=', rentId)
      .where('email', '=', email)
      .execute();

  it('offers the public appointments of an object and books one, making exactly one interested person', async () => {
    const v = await create(objectId);
    const chosen = await create(objectId, { invitation: 'chosen' });
    const page = expectStatus(
      await call('GET', `${BASE}/with-object/${objectSlug}/booking`),
      200,
    ) as unknown as ContactBookingReply;
    const slugs = page.appointments.map((a) => a.slug);
    expect(slugs).toContain(v.slug);
    expect(slugs).not.toContain(chosen.slug);
    expect(page.object?.label).toBeTruthy();

    const person = contact();
    const booked = expectStatus(
      await call('POST', `${BASE}/with-object/${objectSlug}/booking`, {
        ...person,
        appointment: v.slug,
        slotId: v.slots[1]!.id,
      }),
      200,
    ) as unknown as ContactBookingReply;
    expect(booked.booked).toEqual({ appointment: v.slug, slotId: v.slots[1]!.id });
    expect(booked.appointments.find((a) => a.slug === v.slug)!.slots[1]!.free).toBe(1);
    const people = await peopleWith(person.email);
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({
      source: 'booking',
      phone: '+41795551234',
      language: 'it',
      object_id: objectId,
    });
    const participants = await t.database.db
      .selectFrom('viewing_participants')
      .selectAll()
      .where('interested_person_id', '=', people[0]!.id)
      .execute();
    expect(participants).toHaveLength(1);
    expect(participants[0]).toMatchObject({ state: 'booked', slot_id: v.slots[1]!.id });

    // the confirmation, in Italian, carries the person's own link, which opens their booking
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'viewing_booking_confirmation')
      .where('to_address', '=', person.email)
      .executeTakeFirstOrThrow();
    const link = /\/action\/([^/\s]+)\/([^/\s]+)\/appointments-booking-object/.exec(mail.text_body);
    expect(link, mail.text_body).not.toBeNull();
    const own = expectStatus(
      await call('GET', `${BASE}/${link![1]}/${link![2]}/booking`),
      200,
    ) as unknown as PublicBookingReply;
    expect(own.participant).toMatchObject({ state: 'booked', slotId: v.slots[1]!.id });
    expect(JSON.stringify(booked)).not.toContain(link![2]!);
  });

  it('does not duplicate a person booking again with the same address, and keeps one slot per appointment', async () => {
    const v = await create(null);
    const w = await create(null);
    const person = contact();
    const url = `${BASE}/without-object/booking`;
    expectStatus(await call('POST', url, { ...person, appointment: v.slug, slotId: v.slots[1]!.id }), 200);
    const again = await call('POST', url, {
      ...person,
      email: person.email.toUpperCase(),
      appointment: v.slug,
      slotId: v.slots[0]!.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ messageKey: string }>().messageKey).toBe('viewing_contact_already_booked');
    // another appointment: the same person, a second participation
    expectStatus(await call('POST', url, { ...person, appointment: w.slug, slotId: w.slots[0]!.id }), 200);
    const people = await peopleWith(person.email);
    expect(people).toHaveLength(1);
    expect(people[0]!.object_id).toBeNull();
    const held = await t.database.db
      .selectFrom('viewing_participants')
      .select(['appointment_id', 'state'])
      .where('interested_person_id', '=', people[0]!.id)
      .orderBy('appointment_id')
      .execute();
    expect(held).toEqual([
      { appointment_id: v.id, state: 'booked' },
      { appointment_id: w.id, state: 'booked' },
    ]);
    // the general page lists general appointments only
    const general = expectStatus(await call('GET', url), 200) as unknown as ContactBookingReply;
    expect(general.appointments.map((a) => a.slug)).toContain(v.slug);
    expect(general.object).toBeNull();
  });

  it('holds a slot’s capacity: a full slot is 409 naming the free ones, and the person stays registered once', async () => {
    const v = await create(null);
    const url = `${BASE}/${v.slug}/booking`;
    const page = expectStatus(await call('GET', url), 200) as unknown as ContactBookingReply;
    expect(page.appointments.map((a) => a.slug)).toEqual([v.slug]);
    expectStatus(await call('POST', url, { ...contact(), appointment: v.slug, slotId: v.slots[0]!.id }), 200);
    const late = contact();
    const full = await call('POST', url, { ...late, appointment: v.slug, slotId: v.slots[0]!.id });
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toContain('10:30–11:00');
    // the same person then takes the free slot
    expectStatus(await call('POST', url, { ...late, appointment: v.slug, slotId: v.slots[1]!.id }), 200);
    expect(await peopleWith(late.email)).toHaveLength(1);
  });

  it('keeps the capacity and one person per address under concurrent bookings', async () => {
    const v = await create(null, { slots: [{ startTime: '10:00', endTime: '11:00', capacity: 3 }] });
    const url = `${BASE}/${v.slug}/booking`;
    const people = Array.from({ length: 12 }, () => contact());
    const replies = await Promise.all(
      people.map((p) => call('POST', url, { ...p, appointment: v.slug, slotId: v.slots[0]!.id })),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const slot = await t.database.db
      .selectFrom('viewing_slots')
      .select('booked')
      .where('id', '=', v.slots[0]!.id)
      .executeTakeFirstOrThrow();
    expect(Number(slot.booked)).toBe(3);

    // the same address five times at once (a double submit): one person, one place
    const w = await create(null);
    const same = contact();
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `${BASE}/${w.slug}/booking`, { ...same, appointment: w.slug, slotId: w.slots[1]!.id }),
      ),
    );
    expect(again.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(again.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const [person, ...more] = await peopleWith(same.email);
    expect(more).toHaveLength(0);
    const held = await t.database.db
      .selectFrom('viewing_participants')
      .select(['state', 'slot_id'])
      .where('interested_person_id', '=', person!.id)
      .execute();
    expect(held).toEqual([{ state: 'booked', slot_id: w.slots[1]!.id }]);
    const places = await t.database.db
      .selectFrom('viewing_slots')
      .select('booked')
      .where('id', '=', w.slots[1]!.id)
      .executeTakeFirstOrThrow();
    expect(Number(places.booked)).toBe(1);
  });

  it('mails a person their own link to the general viewings, which books and moves, until the person is deactivated', async () => {
    const v = await create(null);
    const who = contact();
    const person = (
      expectStatus(
        await admin.post('/api/v1/applications/interested/create', {
          ...who,
          objectId: null,
          note: '',
        }),
        200,
      ) as unknown as { person: { id: number; email: string } }
    ).person;
    const contractUser = await Client.login(t.app, 'demo.contract');
    expect(
      (await contractUser.post('/api/v1/applications/interested/invite-to-viewing', { targets: [person.id] }))
        .statusCode,
    ).toBe(403);
    const sent = expectStatus(
      await admin.post('/api/v1/applications/interested/invite-to-viewing', { targets: [person.id, 99999] }),
      200,
    ) as unknown as { results: Array<{ id: number; status: string }> };
    expect(sent.results.map((r) => r.status)).toEqual(['done', 'not_found']);
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'interested_viewing_invite')
      .where('to_address', '=', person.email)
      .executeTakeFirstOrThrow();
    const token = /\/action\/([^/\s]+)\/appointments-booking-general/.exec(mail.text_body)?.[1];
    expect(token, mail.text_body).toBeTruthy();
    const stored = await t.database.db
      .selectFrom('interested_people')
      .select(['booking_token_hash'])
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(stored.booking_token_hash).not.toContain(token!);

    const url = `${BASE}/without-object/booking?participant_slug=${token}`;
    const page = expectStatus(await call('GET', url), 200) as unknown as ContactBookingReply;
    expect(page.person?.name).toBe(who.name);
    expect(page.appointments.map((a) => a.slug)).toContain(v.slug);
    const booked = expectStatus(
      await call('POST', url, { appointment: v.slug, slotId: v.slots[0]!.id }),
      200,
    ) as unknown as ContactBookingReply;
    expect(booked.booked).toEqual({ appointment: v.slug, slotId: v.slots[0]!.id });
    expectStatus(await call('POST', url, { appointment: v.slug, slotId: v.slots[1]!.id }), 200);
    const held = await t.database.db
      .selectFrom('viewing_participants')
      .select(['state', 'slot_id'])
      .where('interested_person_id', '=', person.id)
      .execute();
    expect(held).toEqual([{ state: 'booked', slot_id: v.slots[1]!.id }]);
    // another project does not know the link; a deactivated person's link is closed
    expect((await call('GET', url, undefined, 'beta')).statusCode).toBe(404);
    expectStatus(
      await admin.post('/api/v1/applications/interested', { bulkAction: 'deactivate', targets: [person.id] }),
      200,
    );
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/without-object/booking?participant_slug=kaputt`)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad fields on the field', async () => {
    const v = await create(null);
    const url = `${BASE}/${v.slug}/booking`;
    const body = (overrides: Record<string, unknown>) => ({
      ...contact(),
      appointment: v.slug,
      slotId: v.slots[0]!.id,
      ...overrides,
    });
    expectFieldError(await call('POST', url, body({ phone: '' })), 'phone');
    expectFieldError(await call('POST', url, body({ phone: '12345' })), 'phone', 'phone_invalid');
    expectFieldError(await call('POST', url, body({ email: 'nicht gültig' })), 'email');
    expectFieldError(await call('POST', url, body({ name: '  ' })), 'name');
    expectFieldError(await call('POST', url, body({ slotId: 'eins' })), 'slotId');
    expect(await peopleWith('nicht gültig')).toHaveLength(0);
  });

  it('answers 404 for unknown or non-public appointments and another customer’s, 410 after the appointment', async () => {
    const chosen = await create(null, { invitation: 'chosen' });
    expect((await call('GET', `${BASE}/${chosen.slug}/booking`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/with-object/${'0'.repeat(32)}/booking`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/with-object/kaputt/booking`)).statusCode).toBe(404);
    const v = await create(objectId);
    // the slug and the object of the rent project are unknown in another project
    expect((await call('GET', `${BASE}/${v.slug}/booking`, undefined, 'beta')).statusCode).toBe(404);
    expect(
      (await call('GET', `${BASE}/with-object/${objectSlug}/booking`, undefined, 'beta')).statusCode,
    ).toBe(404);
    // an appointment of the object is not bookable through the general page
    const general = await call('POST', `${BASE}/without-object/booking`, {
      ...contact(),
      appointment: v.slug,
      slotId: v.slots[0]!.id,
    });
    expect(general.statusCode).toBe(404);
    const cancelled = await create(null);
    expectStatus(
      await admin.post(`${BASE}/${cancelled.id}/cancel`, {
        version: cancelled.version,
        notify: false,
        message: '',
      }),
      200,
    );
    expect((await call('GET', `${BASE}/${cancelled.slug}/booking`)).statusCode).toBe(410);
    const past = await create(null);
    await t.database.db
      .updateTable('viewing_appointments')
      .set({ date: dayFrom(-2) })
      .where('id', '=', past.id)
      .execute();
    expect((await call('GET', `${BASE}/${past.slug}/booking`)).statusCode).toBe(410);
  });
});
