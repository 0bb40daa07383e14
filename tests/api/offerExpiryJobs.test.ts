import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobRetryReply, JobsOverview } from '../../schema/api/jobs';
import {
  MAX_ATTEMPTS,
  runDueJobs,
  startJobRunner,
  type JobHandlers,
  type JobRunner,
} from '../../server/core/jobs';
import type { Application } from '../../server/db/tables/applications';
import { swissDay } from '../../server/modules/applicationFlow/common';
import { runOfferExpiry } from '../../server/modules/applicationFlow/expiry';
import {
  adoptOfferExpiries,
  OFFER_EXPIRY_JOB,
  offerExpiryKey,
  offerExpiryTime,
  scheduleOfferExpiry,
} from '../../server/modules/applicationFlow/offerExpiryJob';
import { JOB_HANDLERS } from '../../server/modules/index';
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
import { auditOf, objectRow } from './objectsSupport';

const JOBS = '/api/v1/settings/jobs';

/**
 * An offer's expiry is a job of the job interface: scheduled with the offer, run once across
 * runners (the offer declined, the next candidate proposed once), retried and shown to the admins
 * when it fails, and run after a restart when it fell due meanwhile.
 */
describe.each(DIALECTS)('offer expiry as a job (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let rentId: number;
  const runners: JobRunner[] = [];
  const handlers: JobHandlers = { [OFFER_EXPIRY_JOB]: runOfferExpiry };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    rentId = await t.projectId('rent');
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await t.close();
  });

  const freshObject = freshObjects(
    () => t,
    (o) => o.application === 1,
  );

  /** An object offered to the first of three ranked applications (80, 70 and 10 points). */
  async function offered(expiresOn = dayFromNow(3)) {
    const object = await freshObject();
    const apps: Application[] = [];
    for (const points of [80, 70, 10]) {
      const a = await insertApplication(t.database.db, rentId, { points });
      await setPriorities(t.database.db, a, [object.id]);
      apps.push(a);
    }
    const reply = await makeOffer(admin, apps[0]!, object.id, expiresOn);
    const [binding] = await bindingsOfApplication(t.database.db, apps[0]!.id);
    return { object, app: apps[0]!, next: apps[1]!, later: apps[2]!, offerId: binding!.id, reply };
  }

  const jobRow = (offerId: number) =>
    t.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('key', '=', offerExpiryKey(offerId))
      .executeTakeFirstOrThrow();

  /**
   * Days go by: the offer's last day was yesterday, and its job is at the time it then has (the
   * start of today), as its offer would have had it from the start.
   */
  async function letExpire(offerId: number) {
    const endsOn = dayFromNow(-1);
    await t.database.db
      .updateTable('object_occupancies')
      .set({ ends_on: endsOn })
      .where('id', '=', offerId)
      .execute();
    await t.database.db.transaction().execute((trx) => scheduleOfferExpiry(trx, rentId, offerId, endsOn));
  }

  async function startRunner(which: JobHandlers = handlers) {
    const runner = await startJobRunner(t.database.db, which, t.app.log, {
      intervalMs: 100,
      retryDelaySeconds: 1,
    });
    runners.push(runner);
    return runner;
  }
  const stop = async (runner: JobRunner) => {
    runners.splice(runners.indexOf(runner), 1);
    await runner.stop();
  };
  const waitForState = (offerId: number, state: string) =>
    vi.waitFor(async () => expect((await jobRow(offerId)).state).toBe(state), {
      timeout: 30_000,
      interval: 100,
    });

  /** The offer was expired once and the next candidate proposed once. */
  async function expectExpiredOnce(o: Awaited<ReturnType<typeof offered>>) {
    expect(await applicationRow(t.database.db, o.app.id)).toMatchObject({
      progress_state: 'with_offer.declined',
      version: o.reply.version + 1,
    });
    const bindings = await bindingsOfApplication(t.database.db, o.app.id);
    expect(bindings.map((b) => b.closed_as)).toEqual(['expired']);
    expect((await objectRow(t, o.object.id))!.progress_state).toBe('available');
    const declines = (await auditOf(t, 'applications', o.app.id)).filter((a) => a.action === 'declineOffer');
    expect(declines).toHaveLength(1);
    const proposals = (await auditOf(t, 'objects', o.object.id)).filter((a) => a.action === 'offer_proposal');
    expect(proposals).toHaveLength(1);
    expect(JSON.parse(proposals[0]!.after!)).toMatchObject({
      offer_ended: 'expired',
      after_application_id: o.app.id,
      proposed_application_id: o.next.id,
    });
  }

  it('schedules the expiry with the offer and cancels it when the offer ends otherwise', async () => {
    const expiresOn = dayFromNow(5);
    const o = await offered(expiresOn);
    expect(await jobRow(o.offerId)).toMatchObject({
      kind: OFFER_EXPIRY_JOB,
      state: 'queued',
      project_id: rentId,
      run_at: offerExpiryTime(expiresOn).toISOString(),
    });
    expect(JSON.parse((await jobRow(o.offerId)).payload)).toEqual({ projectId: rentId, offerId: o.offerId });
    // the start of the day after the last day, in Zurich
    expect(swissDay(offerExpiryTime(expiresOn))).toBe(dayFromNow(6));
    expect(swissDay(new Date(offerExpiryTime(expiresOn).getTime() - 1))).toBe(expiresOn);
    // not due: a pass runs nothing
    expect((await runDueJobs(t.database.db, handlers)).done).toBe(0);

    const res = await admin.post(`/api/v1/applications/${o.app.id}/offer/decline`, {
      version: o.reply.version,
      reason: 'Zu teuer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await jobRow(o.offerId)).state).toBe('cancelled');
  });

  it('is among the app’s job kinds', () => {
    expect(JOB_HANDLERS[OFFER_EXPIRY_JOB]).toBe(runOfferExpiry);
  });

  it('expires an offer once and proposes the next candidate once although two runners race for it', async () => {
    const o = await offered();
    await letExpire(o.offerId);
    const [a, b] = await Promise.all([
      runDueJobs(t.database.db, handlers, { runnerId: 'node-a' }),
      runDueJobs(t.database.db, handlers, { runnerId: 'node-b' }),
    ]);
    expect(a.done + b.done).toBe(1);
    expect(a.failed + b.failed).toBe(0);
    expect(await jobRow(o.offerId)).toMatchObject({ state: 'done', attempts: 1 });
    await expectExpiredOnce(o);
    // delivered again (at-least-once): the offer is closed, nothing changes
    await letExpire(o.offerId);
    expect((await runDueJobs(t.database.db, handlers)).done).toBe(1);
    await expectExpiredOnce(o);
  });

  it('runs once when two started runners work on the same database', async () => {
    const o = await offered();
    await letExpire(o.offerId);
    await Promise.all([startRunner(), startRunner()]);
    await waitForState(o.offerId, 'done');
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    expect((await jobRow(o.offerId)).attempts).toBe(1);
    await expectExpiredOnce(o);
  });

  it('runs what fell due while the runner was stopped once it starts again', async () => {
    const o = await offered();
    const first = await startRunner();
    // the runner passes while the offer still stands, and stops
    await vi.waitFor(
      async () => {
        await new Promise((r) => setTimeout(r, 200));
        expect((await jobRow(o.offerId)).state).toBe('queued');
      },
      { timeout: 5_000 },
    );
    await stop(first);
    expect((await applicationRow(t.database.db, o.app.id)).progress_state).toBe('with_offer');
    await letExpire(o.offerId);
    // nothing runs it while stopped
    expect((await applicationRow(t.database.db, o.app.id)).progress_state).toBe('with_offer');
    const second = await startRunner();
    await waitForState(o.offerId, 'done');
    await stop(second);
    await expectExpiredOnce(o);
  });

  it('shows a failure with its reason to the project’s admins, leaves the offer as it was, and runs once retried', async () => {
    const o = await offered();
    await letExpire(o.offerId);
    const failing: JobHandlers = {
      [OFFER_EXPIRY_JOB]: async () => {
        throw new Error('Verbindung zur Datenbank unterbrochen');
      },
    };
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await runDueJobs(t.database.db, failing, { now: new Date(Date.now() + attempt * attempt * 3_600_000) });
    }
    const row = await jobRow(o.offerId);
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    // the failed runs wrote nothing: the offer stands
    expect((await applicationRow(t.database.db, o.app.id)).progress_state).toBe('with_offer');

    const overview = (await admin.get(JOBS)).json<JobsOverview>();
    expect(overview.failed.find((job) => job.id === row.id)).toMatchObject({
      kind: OFFER_EXPIRY_JOB,
      kind_label: 'Ablauf eines Angebots: absagen und nächste Bewerbung vorschlagen',
      state: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: 'Verbindung zur Datenbank unterbrochen',
    });
    const beta = admin.inTenant('erstvermietung');
    expect((await beta.get(JOBS)).json<JobsOverview>().failed.some((job) => job.id === row.id)).toBe(false);

    const retried = await admin.post(`${JOBS}/${row.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<JobRetryReply>().job).toMatchObject({ id: row.id, state: 'queued', attempts: 0 });
    // the app's runner (on PostgreSQL a pg-boss worker, through the retry's delivery) runs it
    const runner = await startRunner();
    await waitForState(o.offerId, 'done');
    await stop(runner);
    await expectExpiredOnce(o);
    expect((await admin.get(JOBS)).json<JobsOverview>().failed.some((job) => job.id === row.id)).toBe(false);
  });

  it('gives open offers without a job theirs, once', async () => {
    const object = await freshObject();
    const app = await insertApplication(t.database.db, rentId, { progress_state: 'with_offer' });
    const now = new Date().toISOString();
    const { id: offerId } = await t.database.db
      .insertInto('object_occupancies')
      .values({
        project_id: rentId,
        object_id: object.id,
        application_id: app.id,
        kind: 'offer',
        person_name: app.main_name,
        person_email: app.email,
        person_phone: app.phone,
        starts_on: dayFromNow(-3),
        ends_on: dayFromNow(2),
        amount: null,
        paid_on: null,
        comment: '',
        created_by: null,
        created_at: now,
        closed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await adoptOfferExpiries(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await jobRow(offerId)).toMatchObject({
      kind: OFFER_EXPIRY_JOB,
      state: 'queued',
      project_id: rentId,
      run_at: offerExpiryTime(dayFromNow(2)).toISOString(),
    });
    // twice (two nodes starting): nothing more
    const [again, twice] = await Promise.all([
      adoptOfferExpiries(t.database.db),
      adoptOfferExpiries(t.database.db),
    ]);
    expect(again + twice).toBe(0);
  });
});
