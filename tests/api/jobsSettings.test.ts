import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRetryReply, JobsOverview } from '../../schema/api/jobs';
import {
  MAX_ATTEMPTS,
  runDueJobs,
  scheduleJob,
  startJobRunner,
  type JobHandlers,
} from '../../server/core/jobs';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const URL = '/api/v1/settings/jobs';

/** Settings > background jobs: a project's failed jobs with their reason, and the retry. */
describe.each(DIALECTS)('background jobs in the settings (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let rentId: number;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    rentId = await t.projectId('rent');
  });
  afterAll(() => t.close());

  /** A job of the project that fails on every run until it has failed for good. */
  async function failedJob(projectId = rentId) {
    counter += 1;
    const kind = `test_settings_${counter}`;
    const key = `${kind}:${projectId}`;
    await t.database.db
      .transaction()
      .execute((trx) => scheduleJob(trx, { kind, key, runAt: new Date(), payload: { projectId } }));
    const failing: JobHandlers = {
      [kind]: async () => {
        throw new Error('Der Mailserver antwortet nicht (ECONNREFUSED)');
      },
    };
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await runDueJobs(t.database.db, failing, { now: new Date(Date.now() + attempt * attempt * 3_600_000) });
    }
    const row = await t.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('failed');
    expect(row.project_id).toBe(projectId);
    return { row, kind };
  }

  it('lists a failed job with its reason to the project’s admins, and only to them', async () => {
    const { row } = await failedJob();
    const res = await admin.get(URL);
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json<JobsOverview>();
    const listed = overview.failed.find((job) => job.id === row.id);
    expect(listed).toMatchObject({
      state: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: 'Der Mailserver antwortet nicht (ECONNREFUSED)',
    });
    expect(overview.counts.failed).toBeGreaterThanOrEqual(1);
    // another project's admin does not see it, a user without admin rights sees nothing
    const beta = admin.inTenant('erstvermietung');
    const theirs = (await beta.get(URL)).json<JobsOverview>();
    expect(theirs.failed.some((job) => job.id === row.id)).toBe(false);
    expect((await (await Client.login(t.app, 'demo.user')).get(URL)).statusCode).toBe(403);
    expect((await new Client(t.app, null, 'rent').get(URL)).statusCode).toBe(401);
  });

  it('names the kinds of the app’s jobs in the admin’s language', async () => {
    const now = new Date(Date.now() + 86_400_000);
    await t.database.db.transaction().execute((trx) =>
      scheduleJob(trx, {
        kind: 'deposit_reminder',
        key: `deposit_reminder:settings-test`,
        runAt: now,
        payload: { projectId: rentId, tenantId: 0, dueDate: '2099-01-01' },
      }),
    );
    const overview = (await admin.get(URL)).json<JobsOverview>();
    const upcoming = overview.upcoming.find((job) => job.kind === 'deposit_reminder');
    expect(upcoming?.kind_label).toBe('Erinnerung an eine fällige Mietkaution');
    const french = (await admin.get(`/fr${URL}`)).json<JobsOverview>();
    expect(french.upcoming.find((job) => job.kind === 'deposit_reminder')?.kind_label).toBe(
      'Rappel d’une garantie de loyer échue',
    );
  });

  it('runs a failed job again once retried; refuses a job that has not failed and another project’s', async () => {
    const { row, kind } = await failedJob();
    const beta = admin.inTenant('erstvermietung');
    expect((await beta.post(`${URL}/${row.id}/retry`)).statusCode).toBe(404);
    expect((await (await Client.login(t.app, 'demo.user')).post(`${URL}/${row.id}/retry`)).statusCode).toBe(
      403,
    );

    const res = await admin.post(`${URL}/${row.id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<JobRetryReply>();
    expect(reply.job).toMatchObject({ id: row.id, state: 'queued', attempts: 0 });
    expect(reply.message).toBe('Der Auftrag wird erneut ausgeführt.');
    const again = await admin.post(`${URL}/${row.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('job_not_failed');

    let ran = 0;
    const handlers: JobHandlers = { [kind]: async () => void (ran += 1) };
    const jobRow = () =>
      t.database.db.selectFrom('jobs').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    if (dialect === 'postgres') {
      // pg-boss's worker runs it: the retry sent a delivery (the first one, unused by the table
      // passes above, finds the job done and changes nothing)
      const runner = await startJobRunner(t.database.db, handlers, t.app.log, { intervalMs: 100 });
      try {
        for (let i = 0; i < 600 && (await jobRow()).state !== 'done'; i += 1) {
          await new Promise((r) => setTimeout(r, 100));
        }
      } finally {
        await runner.stop();
      }
    } else {
      expect((await runDueJobs(t.database.db, handlers)).done).toBe(1);
    }
    expect(ran).toBe(1);
    const done = await jobRow();
    expect(done.state).toBe('done');
    expect((await admin.get(URL)).json<JobsOverview>().failed.some((job) => job.id === row.id)).toBe(false);
  });
});
