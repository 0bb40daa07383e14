import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AlternativeApartment,
  ApplicationAssignment,
  ApplicationAssignmentReply,
  ApplicationOffer,
  ApplicationOfferDeclined,
  ApplicationPrioritiesReply,
  ApplicationStateReply,
  ObjectApplication,
  PriorityApartment,
} from '../../schema/api/applicationFlow';
import type { Application, NewApplication } from '../../server/db/tables/applications';
import type { RealEstateObject } from '../../server/db/types';
import { swissDay } from '../../server/modules/applicationFlow/common';
import { expireOffers } from '../../server/modules/applicationFlow/expiry';
import {
  applicationRow,
  bindingsOfApplication,
  dayFromNow,
  freshObjects,
  insertApplication,
  makeOffer,
  setPriorities,
} from './applicationFlowSupport';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { auditOf, expectFieldError, expectStatus, objectRow } from './objectsSupport';

const DAY = 86_400_000;

/** Offers, assignments, priorities and the object's side, each moving the object's state along. */
describe.each(DIALECTS)('applications: offer and assignment (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let rentId: number;

  /** An available apartment open for applications, one per test use, ranked by no demo application. */
  const freshObject = freshObjects(
    () => t,
    (o) => o.application === 1,
  );

  const insert = (overrides: Partial<NewApplication> = {}) =>
    insertApplication(t.database.db, rentId, overrides);
  const url = (app: Pick<Application, 'id'>, path: string) => `/api/v1/applications/${app.id}/${path}`;
  const row = (app: Pick<Application, 'id'>) => applicationRow(t.database.db, app.id);

  async function offer(app: Application, object: RealEstateObject, expiresOn = dayFromNow(7)) {
    return makeOffer(admin, app, object.id, expiresOn, 'Besichtigung am Montag');
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    rentId = await t.projectId('rent');
  });
  afterAll(() => t.close());

  it('offers an object: the object goes to with_offer, bound to the application until the expiry date', async () => {
    const object = await freshObject();
    const app = await insert({ progress_state: 'active.evaluated' });
    const expiresOn = dayFromNow(5);
    const reply = await offer(app, object, expiresOn);
    expect(reply).toMatchObject({ id: app.id, progress_state: 'with_offer', version: app.version + 1 });
    expect(reply.offer).toMatchObject({
      expires_on: expiresOn,
      comment: 'Besichtigung am Montag',
      created_by: 'Marco Bernasconi',
      object: { id: object.id, progress_state: 'with_offer', rent: object.rental_price! / 100 },
    });
    expect((await objectRow(t, object.id))!.progress_state).toBe('with_offer');
    const [binding] = await bindingsOfApplication(t.database.db, app.id);
    expect(binding).toMatchObject({
      kind: 'offer',
      object_id: object.id,
      ends_on: expiresOn,
      closed_at: null,
      person_name: app.main_name,
    });
    const current = expectStatus(await admin.get(url(app, 'offer')), 200) as unknown as ApplicationOffer;
    expect(current).toMatchObject({ id: binding!.id, expires_on: expiresOn, object: { id: object.id } });
    // the object's own state detail names the applicant
    const info = (await admin.get(`/api/v1/objects/${object.id}/with-offer`)).json<{ current: unknown }>();
    expect(info.current).toMatchObject({ kind: 'offer', personName: app.main_name });
    const audit = await auditOf(t, 'objects', object.id);
    expect(audit.at(-1)).toMatchObject({ action: 'offer', user_name: 'Marco Bernasconi' });
  });

  it('mails the offer in the applicant’s language: object, deadline and how to answer; the reply says it waits in the outbox', async () => {
    const object = await freshObject();
    const app = await insert({ language: 'fr' });
    const reply = await offer(app, object, dayFromNow(5));
    expect(reply.mail).toMatchObject({ status: 'waiting', to: app.email });
    expect(reply.message).toContain('Postausgang');
    const mails = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', app.email)
      .execute();
    expect(mails).toHaveLength(1);
    const [y, m, d] = dayFromNow(5).split('-');
    expect(mails[0]!.subject).toBe(`Offre : ${object.title}`);
    expect(mails[0]!.text_body).toContain(`${d}.${m}.${y}`);
    expect(mails[0]!.text_body).toContain('répondez simplement à cet e-mail');
    expect(mails[0]!.reply_to).toMatch(/^r-/);
    // the rejection and the assignment mail too; no address, no mail, and the reply says so
    const other = await insert({ email: '' });
    const res = await admin.post(url(other, 'change-status'), {
      action: 'deactivate',
      version: other.version,
      reason: 'Absage',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mail).toMatchObject({ status: 'no_address', to: null });
    const assigned = await insert({ language: 'it' });
    const direct = await admin.post(url(assigned, 'assignment'), {
      version: assigned.version,
      objectId: (await freshObject()).id,
      comment: '',
    });
    expect(direct.statusCode, direct.body).toBe(200);
    expect(direct.json().mail.status).toBe('waiting');
    const it = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', assigned.email)
      .execute();
    expect(it[0]!.subject).toMatch(/^Conferma: /);
  });

  it('refuses an object bound to someone else, a bound or rented one, and an expiry date in the past', async () => {
    const object = await freshObject();
    const first = await insert();
    await offer(first, object);
    const second = await insert();
    const res = await admin.post(url(second, 'offer'), {
      version: second.version,
      objectId: object.id,
      expiresOn: dayFromNow(3),
    });
    expect(expectStatus(res, 409).messageKey).toBe('application_object_not_offerable');
    const rented = (await t.objectsOf('rent')).find((o) => o.active === 1 && o.progress_state === 'rented')!;
    const direct = await admin.post(url(second, 'assignment'), {
      version: second.version,
      objectId: rented.id,
    });
    expect(expectStatus(direct, 409).messageKey).toBe('application_object_not_offerable');
    const free = await freshObject();
    expectFieldError(
      await admin.post(url(second, 'offer'), {
        version: second.version,
        objectId: free.id,
        expiresOn: dayFromNow(-1),
      }),
      'expiresOn',
      // no start to be after: the date is in the past
      'date_in_past',
    );
    expectFieldError(
      await admin.post(url(second, 'offer'), { version: second.version, objectId: free.id }),
      'expiresOn',
    );
    const foreign = (await t.objectsOf('erstvermietung'))[0]!;
    const other = await admin.post(url(second, 'offer'), {
      version: second.version,
      objectId: foreign.id,
      expiresOn: dayFromNow(3),
    });
    expect(expectStatus(other, 404).messageKey).toBe('object_not_found');
    expect(await row(second)).toMatchObject({ progress_state: 'active.new', version: second.version });
    expect((await objectRow(t, free.id))!.progress_state).toBe('available');
    // an offer is refused in a state that does not allow it (409 with the state machine's key)
    const inactive = await insert({ progress_state: 'inactive' });
    const refused = await admin.post(url(inactive, 'offer'), {
      version: inactive.version,
      objectId: free.id,
      expiresOn: dayFromNow(3),
    });
    expect(expectStatus(refused, 409).messageKey).toBe('application_action_not_in_state');
    expect(expectStatus(await admin.get(url(inactive, 'offer')), 409).messageKey).toBe(
      'application_no_offer',
    );
  });

  it('a declined offer frees the object and shows the reason and the next ranked candidates', async () => {
    const object = await freshObject();
    const app = await insert();
    await setPriorities(t.database.db, app, [object.id]);
    const low = await insert({ points: 90, overall_star: 5 });
    const best = await insert({ points: 40, overall_star: 1 });
    const tie = await insert({ points: 40, overall_star: 4 });
    const closed = await insert({ progress_state: 'inactive', points: 100 });
    const other = await freshObject();
    await setPriorities(t.database.db, low, [other.id, object.id]);
    await setPriorities(t.database.db, best, [object.id]);
    await setPriorities(t.database.db, tie, [object.id]);
    await setPriorities(t.database.db, closed, [object.id]);
    const offered = await offer(app, object);
    // a reason is a note: at most 2000 characters, as the decline form says
    const overlong = await admin.post(url(app, 'offer/decline'), {
      version: offered.version,
      reason: 'x'.repeat(2001),
    });
    expect(overlong.statusCode).toBe(400);
    expect(overlong.json<{ errors: Record<string, string> }>().errors).toEqual({
      reason: 'text_too_long|{"max":2000}',
    });
    const res = await admin.post(url(app, 'offer/decline'), {
      version: offered.version,
      reason: 'Zu weit vom Arbeitsort',
    });
    expect(res.json<ApplicationStateReply>(), res.body).toMatchObject({
      progress_state: 'with_offer.declined',
    });
    expect((await objectRow(t, object.id))!.progress_state).toBe('available');
    const [binding] = await bindingsOfApplication(t.database.db, app.id);
    expect(binding).toMatchObject({ closed_as: 'declined', closed_reason: 'Zu weit vom Arbeitsort' });
    expect(binding!.closed_at).not.toBeNull();
    const declined = (await admin.get(url(app, 'offer-declined'))).json<ApplicationOfferDeclined>();
    expect(declined.offer).toMatchObject({
      reason: 'Zu weit vom Arbeitsort',
      expired: false,
      object: { id: object.id },
    });
    // rank first, then points, then the evaluation; inactive applications are no candidates
    expect(declined.candidates.map((c) => c.application_id)).toEqual([tie.id, best.id, low.id]);
    expect(declined.candidates[0]).toMatchObject({
      rank: 1,
      points: 40,
      overall_star: 4,
      main_name: tie.main_name,
    });
    const proposal = (await auditOf(t, 'objects', object.id)).find((a) => a.action === 'offer_proposal');
    expect(JSON.parse(proposal!.after!)).toMatchObject({
      proposed_application_id: tie.id,
      after_application_id: app.id,
    });
    // the declined application is offerable again, but no longer a candidate for this object
    const again = await row(app);
    expect(
      (await admin.get(`/api/v1/objects/${object.id}/applications`)).json<ObjectApplication[]>(),
    ).toEqual(
      expect.arrayContaining([expect.objectContaining({ application_id: again.id, can_offer: true })]),
    );
  });

  it('a withdrawn offer frees the object and takes the application back to evaluated', async () => {
    const object = await freshObject();
    const app = await insert({ progress_state: 'active.in_progress' });
    const offered = await offer(app, object);
    const res = await admin.post(url(app, 'offer/withdraw'), { version: offered.version });
    expect(res.json<ApplicationStateReply>(), res.body).toMatchObject({ progress_state: 'active.evaluated' });
    expect((await objectRow(t, object.id))!.progress_state).toBe('available');
    expect((await bindingsOfApplication(t.database.db, app.id))[0]).toMatchObject({ closed_as: 'withdrawn' });
    expect((await admin.get(url(app, 'offer-declined'))).json<ApplicationOfferDeclined>()).toEqual({
      offer: null,
      candidates: [],
    });
    // decline and withdraw only while an offer is open
    const stale = await admin.post(url(app, 'offer/decline'), { version: offered.version + 1, reason: '' });
    expect(expectStatus(stale, 409).messageKey).toBe('application_action_not_in_state');
  });

  it('assigns the offered object: the offer ends as accepted, object and application assigned, link closed', async () => {
    const object = await freshObject();
    const app = await insert();
    const offered = await offer(app, object);
    const elsewhere = await freshObject();
    const wrong = await admin.post(url(app, 'assignment'), {
      version: offered.version,
      objectId: elsewhere.id,
    });
    expect(expectStatus(wrong, 409).messageKey).toBe('application_offer_other_object');
    const res = await admin.post(url(app, 'assignment'), {
      version: offered.version,
      objectId: object.id,
      comment: 'Mietvertrag folgt',
    });
    const reply = res.json<ApplicationAssignmentReply>();
    expect(reply, res.body).toMatchObject({
      progress_state: 'assigned',
      assignment: { object: { id: object.id, progress_state: 'assigned' }, comment: 'Mietvertrag folgt' },
    });
    expect(reply.private_link_expires_at).not.toBeNull();
    expect((await objectRow(t, object.id))!.progress_state).toBe('assigned');
    const bindings = await bindingsOfApplication(t.database.db, app.id);
    expect(bindings.map((b) => [b.kind, b.closed_as, b.closed_at === null])).toEqual([
      ['offer', 'accepted', false],
      ['assignment', '', true],
    ]);
    expect((await row(app)).token_expires_at).not.toBeNull();
    const current = (await admin.get(url(app, 'assignment'))).json<ApplicationAssignment>();
    expect(current).toMatchObject({ id: bindings[1]!.id, comment: 'Mietvertrag folgt' });

    const updated = await admin.post(url(app, 'assignment/update'), {
      version: reply.version,
      comment: 'Vertrag versandt',
    });
    const after = updated.json<ApplicationAssignmentReply>();
    expect(after, updated.body).toMatchObject({
      version: reply.version + 1,
      assignment: { comment: 'Vertrag versandt' },
    });
    const stale = await admin.post(url(app, 'assignment/update'), { version: reply.version, comment: 'x' });
    expect(expectStatus(stale, 409).messageKey).toBe('record_changed');

    const released = await admin.post(url(app, 'assignment/release'), { version: after.version });
    expect(released.json<ApplicationStateReply>(), released.body).toMatchObject({
      progress_state: 'active.evaluated',
      private_link_expires_at: null,
    });
    expect((await objectRow(t, object.id))!.progress_state).toBe('available');
    expect((await bindingsOfApplication(t.database.db, app.id))[1]).toMatchObject({ closed_as: 'released' });
    expect(expectStatus(await admin.get(url(app, 'assignment')), 409).messageKey).toBe(
      'application_no_assignment',
    );
  });

  it('assigns directly from a new application and cancels the assignment', async () => {
    const object = await freshObject();
    const app = await insert();
    const res = await admin.post(url(app, 'assignment'), { version: app.version, objectId: object.id });
    const reply = res.json<ApplicationAssignmentReply>();
    expect(reply, res.body).toMatchObject({ progress_state: 'assigned', version: app.version + 1 });
    expect((await objectRow(t, object.id))!.progress_state).toBe('assigned');
    // a second application cannot take the object now
    const second = await insert();
    const taken = await admin.post(url(second, 'assignment'), {
      version: second.version,
      objectId: object.id,
    });
    expect(expectStatus(taken, 409).messageKey).toBe('application_object_not_offerable');
    const cancelled = await admin.post(url(app, 'assignment/cancel'), {
      version: reply.version,
      comment: 'Irrtum',
    });
    expect(cancelled.json<ApplicationStateReply>(), cancelled.body).toMatchObject({
      progress_state: 'active.evaluated',
    });
    expect((await bindingsOfApplication(t.database.db, app.id))[0]).toMatchObject({
      closed_as: 'cancelled',
      closed_reason: 'Irrtum',
    });
    expect((await objectRow(t, object.id))!.progress_state).toBe('available');
    const again = await admin.post(url(app, 'assignment/cancel'), { version: reply.version + 1 });
    expect(expectStatus(again, 409).messageKey).toBe('application_action_not_in_state');
  });

  it('assigns an inactive object, which keeps its own state flag', async () => {
    const object = await freshObject();
    await t.database.db.updateTable('objects').set({ active: 0 }).where('id', '=', object.id).execute();
    const app = await insert();
    const res = await admin.post(url(app, 'assignment'), { version: app.version, objectId: object.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await objectRow(t, object.id)).toMatchObject({ progress_state: 'assigned', active: 0 });
  });

  it('an offer past its expiry date is declined by the clock and the next ranked candidate proposed', async () => {
    const object = await freshObject();
    const app = await insert({ points: 80 });
    const next = await insert({ points: 70 });
    const later = await insert({ points: 10 });
    await setPriorities(t.database.db, app, [object.id]);
    await setPriorities(t.database.db, next, [object.id]);
    await setPriorities(t.database.db, later, [object.id]);
    const expiresOn = dayFromNow(2);
    const offered = await offer(app, object, expiresOn);
    // on the last day the offer still stands
    expect(await expireOffers(t.database.db, new Date(Date.now() + 2 * DAY), { projectId: rentId })).toEqual(
      [],
    );
    expect((await row(app)).progress_state).toBe('with_offer');
    const expired = await expireOffers(t.database.db, new Date(Date.now() + 3 * DAY + 3_600_000));
    expect(expired).toContainEqual({
      projectId: rentId,
      objectId: object.id,
      applicationId: app.id,
      proposed: next.id,
    });
    expect(await row(app)).toMatchObject({
      progress_state: 'with_offer.declined',
      version: offered.version + 1,
    });
    expect((await objectRow(t, object.id))!.progress_state).toBe('available');
    expect((await bindingsOfApplication(t.database.db, app.id))[0]).toMatchObject({ closed_as: 'expired' });
    const audit = await auditOf(t, 'applications', app.id);
    expect(audit.at(-1)).toMatchObject({ action: 'declineOffer', user_id: null });
    const proposal = (await auditOf(t, 'objects', object.id)).find((a) => a.action === 'offer_proposal');
    expect(JSON.parse(proposal!.after!)).toMatchObject({
      offer_ended: 'expired',
      proposed_application_id: next.id,
    });
    const declined = (await admin.get(url(app, 'offer-declined'))).json<ApplicationOfferDeclined>();
    expect(declined.offer).toMatchObject({ expired: true, reason: '', expires_on: expiresOn });
    expect(declined.candidates.map((c) => c.application_id)).toEqual([next.id, later.id]);
    // nothing left to expire
    expect(
      (await expireOffers(t.database.db, new Date(Date.now() + 3 * DAY + 3_600_000))).filter(
        (e) => e.objectId === object.id,
      ),
    ).toEqual([]);

    // the next candidate's offer expires in turn: the one after it is proposed
    const nextRow = await row(next);
    await offer(nextRow, object, swissDay(new Date()));
    const cascade = await expireOffers(t.database.db, new Date(Date.now() + 2 * DAY), { projectId: rentId });
    expect(cascade).toEqual([
      { projectId: rentId, objectId: object.id, applicationId: next.id, proposed: later.id },
    ]);
  });

  it('an expired offer is declined when it is read, before its job runs', async () => {
    const object = await freshObject();
    const app = await insert();
    await offer(app, object);
    // the offer's last day lies in the past (as if the job had not yet run)
    await t.database.db
      .updateTable('object_occupancies')
      .set({ ends_on: dayFromNow(-1) })
      .where('application_id', '=', app.id)
      .execute();
    expect(expectStatus(await admin.get(url(app, 'offer')), 409).messageKey).toBe('application_no_offer');
    expect((await row(app)).progress_state).toBe('with_offer.declined');
    expect((await objectRow(t, object.id))!.progress_state).toBe('available');
  });

  it('lists priority apartments with whether each can be offered, edits them, and proposes alternatives', async () => {
    const available = await freshObject((o) => o.rooms !== null && o.rental_price !== null);
    const rented = (await t.objectsOf('rent')).find((o) => o.active === 1 && o.progress_state === 'rented')!;
    const app = await insert({
      progress_state: 'active.in_progress',
      household_size: 2,
      adults: 2,
      income_cents: 100_000_000,
    });
    const res = await admin.post(url(app, 'edit-prios'), {
      version: app.version,
      objectIds: [rented.id, available.id],
    });
    const reply = res.json<ApplicationPrioritiesReply>();
    expect(reply, res.body).toMatchObject({ id: app.id, version: app.version + 1 });
    expect(reply.priorities.map((p) => [p.object_id, p.rank, p.can_offer, p.refusal])).toEqual([
      [rented.id, 1, false, 'application_object_not_offerable'],
      [available.id, 2, true, null],
    ]);
    expect(reply.priorities[0]!.refusal_text).toBeTruthy();
    expect(await row(app)).toMatchObject({ object_id: rented.id, object_rooms: rented.rooms });
    // the first priority's rent gives the income ratio the points are made of
    expect((await row(app)).income_ratio).toBeCloseTo(100_000_000 / (rented.rental_price! * 12), 2);
    const listed = (await admin.get(url(app, 'priority-apartments'))).json<PriorityApartment[]>();
    expect(listed).toEqual(reply.priorities);
    expect(listed[1]).toMatchObject({
      title: available.title,
      rent: available.rental_price! / 100,
      active: true,
    });

    const stale = await admin.post(url(app, 'edit-prios'), { version: app.version, objectIds: [] });
    expect(expectStatus(stale, 409).messageKey).toBe('record_changed');
    for (const objectIds of [[available.id, available.id], [(await t.objectsOf('erstvermietung'))[0]!.id]]) {
      const bad = await admin.post(url(app, 'edit-prios'), { version: reply.version, objectIds });
      expect(expectStatus(bad, 400).messageKey).toBe('application_priorities_invalid');
    }

    const alternatives = (await admin.get(url(app, 'alternative-apartments'))).json<AlternativeApartment[]>();
    expect(alternatives.length).toBeGreaterThan(0);
    for (const a of alternatives) {
      expect(a).toMatchObject({ progress_state: 'available', active: true, can_offer: true });
      expect([rented.id, available.id]).not.toContain(a.object_id);
    }
    // no income at all leaves nothing a household of 2 adults with 10 CHF could rent
    const poor = await insert({ income_cents: 1000, household_size: 2, adults: 2 });
    expect((await admin.get(url(poor, 'alternative-apartments'))).json<AlternativeApartment[]>()).toEqual([]);

    // an application holding an offer shows the priorities it cannot be offered now
    await offer(await row(app), available);
    const withOffer = (await admin.get(url(app, 'priority-apartments'))).json<PriorityApartment[]>();
    expect(withOffer.map((p) => p.refusal)).toEqual([
      'application_action_not_in_state',
      'application_action_not_in_state',
    ]);
    const locked = await admin.post(url(app, 'edit-prios'), {
      version: (await row(app)).version,
      objectIds: [],
    });
    expect(expectStatus(locked, 409).messageKey).toBe('application_action_not_in_state');
  });

  it('lists an object’s applications best first with whether the object can be offered to each', async () => {
    const object = await freshObject();
    const fresh = await insert({ points: 10 });
    const evaluated = await insert({ progress_state: 'active.evaluated', points: 50 });
    const inactive = await insert({ progress_state: 'inactive', points: 99 });
    const assigned = await insert({ progress_state: 'assigned', points: 60 });
    for (const a of [fresh, evaluated, inactive, assigned])
      await setPriorities(t.database.db, a, [object.id]);
    const list = (await admin.get(`/api/v1/objects/${object.id}/applications`)).json<ObjectApplication[]>();
    expect(list.map((a) => [a.application_id, a.can_offer, a.refusal])).toEqual([
      [inactive.id, false, 'application_action_not_in_state'],
      [assigned.id, false, 'application_action_not_in_state'],
      [evaluated.id, true, null],
      [fresh.id, true, null],
    ]);
    await offer(evaluated, object);
    const after = (await admin.get(`/api/v1/objects/${object.id}/applications`)).json<ObjectApplication[]>();
    expect(after.find((a) => a.application_id === fresh.id)).toMatchObject({
      can_offer: false,
      refusal: 'application_object_not_offerable',
    });
  });
});
