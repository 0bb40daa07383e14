import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferInfoReply } from '../../schema/api/actionLinks';
import {
  applicationRow,
  bindingsOfApplication,
  dayFromNow,
  freshObjects,
  insertApplication,
  mailedLink,
  makeOffer,
  openActionTest,
  setPriorities,
} from './applicationFlowSupport';
import { Client, DIALECTS, type TestApp } from './harness';

/** The household answers an offer through the link of the offer mail (action/{id}/offer-form). */
describe.each(DIALECTS)('public offer answer (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let anonymous: Client;
  let rentId: number;
  const freshObject = freshObjects(
    () => t,
    (o) => o.rental_price !== null,
  );

  /** An offer made by staff; answers the link's token read from the mail in the outbox. */
  async function offered(expiresOn = dayFromNow(5)) {
    const object = await freshObject();
    const app = await insertApplication(t.database.db, rentId, { progress_state: 'active.evaluated' });
    await setPriorities(t.database.db, app, [object.id]);
    const reply = await makeOffer(admin, app, object.id, expiresOn, '');
    const { mail, match } = await mailedLink(
      t.database.db,
      app.email,
      /\/action\/([A-Za-z0-9_-]+)\/offer-form/,
    );
    return { app, object, reply, token: match[1]!, mail };
  }

  const info = (token: string, client = anonymous) =>
    client.get(`/api/v1/applications/${token}/offer-info/init`);
  const confirm = (token: string, body: unknown, client = anonymous) =>
    client.post(`/api/v1/applications/${token}/offer-confirm`, body);

  beforeAll(async () => {
    ({ t, admin, anonymous, rentId } = await openActionTest(dialect));
  });
  afterAll(() => t.close());

  it('mails a link of 192 random bits whose hash alone is stored, bound to the offer', async () => {
    const { app, token, reply } = await offered();
    expect(token.length).toBeGreaterThanOrEqual(32);
    const rows = await t.database.db
      .selectFrom('action_links')
      .selectAll()
      .where('application_id', '=', app.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'offer', occupancy_id: reply.offer.id, used_at: null });
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain(token);
  });

  it('shows the apartment, the rent and the deadline without a session', async () => {
    const expiresOn = dayFromNow(4);
    const { app, object, token } = await offered(expiresOn);
    const res = await info(token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OfferInfoReply>();
    expect(body.state).toBe('open');
    expect(body.offer).toMatchObject({
      applicant_name: app.main_name,
      object_title: object.title,
      ref_number: object.ref_number,
      rent: object.rental_price! / 100,
      currency: 'CHF',
      expires_on: expiresOn,
    });
    expect(body.contact.project).toBeTruthy();
  });

  it('accepts: the object is assigned to the application and the staff get an unread message', async () => {
    const { app, object, token } = await offered();
    const res = await confirm(token, { answer: 'accept' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ answer: 'accept' });
    expect((await applicationRow(t.database.db, app.id)).progress_state).toBe('assigned');
    const bindings = await bindingsOfApplication(t.database.db, app.id);
    expect(bindings.map((b) => [b.kind, b.closed_as, b.closed_at === null])).toEqual([
      ['offer', 'accepted', false],
      ['assignment', '', true],
    ]);
    const obj = await t.database.db
      .selectFrom('objects')
      .select('progress_state')
      .where('id', '=', object.id)
      .executeTakeFirstOrThrow();
    expect(obj.progress_state).toBe('assigned');
    const notice = await t.database.db
      .selectFrom('conversation_mails')
      .innerJoin('conversations', 'conversations.id', 'conversation_mails.conversation_id')
      .select(['conversation_mails.subject', 'conversation_mails.is_read', 'conversations.unread_count'])
      .where('conversations.application_id', '=', app.id)
      .where('conversation_mails.kind', '=', 'system')
      .where('conversation_mails.direction', '=', 'in')
      .executeTakeFirstOrThrow();
    expect(notice.is_read).toBe(0);
    expect(notice.subject).toContain(object.title);
    // the page now says the link was used
    await expect(info(token).then((r) => r.json<OfferInfoReply>())).resolves.toMatchObject({
      state: 'used',
      answer: 'accept',
      offer: null,
    });
  });

  it('declines with a reason: the offer ends and the next ranked candidate is proposed', async () => {
    const { app, object, token } = await offered();
    const next = await insertApplication(t.database.db, rentId, { progress_state: 'active.evaluated' });
    await setPriorities(t.database.db, next, [object.id]);
    const missing = await confirm(token, { answer: 'decline', reason: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('reason');
    const res = await confirm(token, { answer: 'decline', reason: 'Zu weit vom Arbeitsort' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await applicationRow(t.database.db, app.id);
    expect(after.progress_state).toBe('with_offer.declined');
    const [offer] = await bindingsOfApplication(t.database.db, app.id);
    expect(offer).toMatchObject({ closed_as: 'declined', closed_reason: 'Zu weit vom Arbeitsort' });
    const proposal = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'objects')
      .where('entity_id', '=', String(object.id))
      .where('action', '=', 'offer_proposal')
      .executeTakeFirst();
    expect(proposal?.after).toContain(String(next.id));
  });

  it('refuses a second answer with a clear 409', async () => {
    const { token } = await offered();
    expect((await confirm(token, { answer: 'decline', reason: 'Zu teuer' })).statusCode).toBe(200);
    const again = await confirm(token, { answer: 'accept' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Über diesen Link wurde bereits geantwortet.');
  });

  it('takes one of two answers given at the same moment', async () => {
    const { app, token } = await offered();
    const results = await Promise.all([
      confirm(token, { answer: 'accept' }),
      confirm(token, { answer: 'decline', reason: 'Doch nicht' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(['assigned', 'with_offer.declined']).toContain(
      (await applicationRow(t.database.db, app.id)).progress_state,
    );
  });

  it('refuses an answer after the deadline: the offer has lapsed and the page says so', async () => {
    const { app, token, reply } = await offered(dayFromNow(1));
    // the deadline passed: the offer's last day was yesterday
    await t.database.db
      .updateTable('object_occupancies')
      .set({ ends_on: dayFromNow(-1) })
      .where('id', '=', reply.offer.id)
      .execute();
    const res = await confirm(token, { answer: 'accept' });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('Dieser Link ist abgelaufen.');
    expect((await applicationRow(t.database.db, app.id)).progress_state).toBe('with_offer.declined');
    expect((await info(token)).json<OfferInfoReply>()).toMatchObject({ state: 'expired', offer: null });
  });

  it('refuses an expired link even while the offer is open', async () => {
    const { app, token } = await offered();
    await t.database.db
      .updateTable('action_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('application_id', '=', app.id)
      .execute();
    expect((await confirm(token, { answer: 'accept' })).statusCode).toBe(410);
    expect((await applicationRow(t.database.db, app.id)).progress_state).toBe('with_offer');
  });

  it('revokes the link of an offer withdrawn by staff, and of an offer made again', async () => {
    const { app, token } = await offered();
    const current = await applicationRow(t.database.db, app.id);
    const withdrawn = await admin.post(`/api/v1/applications/${app.id}/offer/withdraw`, {
      version: current.version,
      comment: '',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await info(token)).json<OfferInfoReply>()).toMatchObject({ state: 'revoked' });
    const res = await confirm(token, { answer: 'accept' });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('Dieser Link wurde zurückgezogen.');
  });

  it('never opens a link in another project, nor a made-up or malformed token', async () => {
    const { app, token } = await offered();
    const other = new Client(t.app, null, 'erstvermietung');
    expect((await info(token, other)).statusCode).toBe(404);
    expect((await confirm(token, { answer: 'accept' }, other)).statusCode).toBe(404);
    expect((await info('A'.repeat(32))).statusCode).toBe(404);
    expect((await info('../../etc')).statusCode).toBe(404);
    expect((await info(String(app.id))).statusCode).toBe(404);
    expect((await applicationRow(t.database.db, app.id)).progress_state).toBe('with_offer');
  });

  it('does not open an offer link as another purpose’s link', async () => {
    const { token } = await offered();
    const res = await anonymous.get(`/api/v1/adults/${token}/evaluation/landlord/reference/init`);
    expect(res.statusCode).toBe(404);
  });

  it('answers in the visitor’s language', async () => {
    const { token } = await offered();
    const res = await anonymous.request({
      method: 'POST',
      url: `/fr/api/v1/applications/${token}/offer-confirm`,
      payload: { answer: 'accept' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('accepté');
  });
});
