import type { JobItem, JobRetryReply, JobState, JobsOverview } from '../../../schema/api/jobs';
import type { StaffContext } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';
import { isMessageKey } from '../../core/i18n/index';
import { jobQueueOf } from '../../core/jobs';
import { MAIL_SEND_JOB } from '../../core/mail';
import { scoped, type Executor } from '../../core/scope';
import type { JobRow } from '../../db/tables/jobs';
import { reopenFailedMail } from '../mail/sendJob';

/** How many failed jobs the page lists, and how many of those still to come. */
const FAILED_SHOWN = 100;
const UPCOMING_SHOWN = 20;

function itemOf(ctx: StaffContext, row: JobRow): JobItem {
  const labelKey = `job_kind_${row.kind}`;
  return {
    id: row.id,
    kind: row.kind,
    kind_label: isMessageKey(labelKey) ? ctx.t(labelKey) : row.kind,
    state: row.state as JobState,
    attempts: row.attempts,
    last_error: row.last_error,
    run_at: row.run_at,
    updated_at: row.updated_at,
  };
}

const projectJobs = (db: Executor, projectId: number) => scoped(db, projectId).selectFrom('jobs');

/** GET /api/v1/settings/jobs (admins): counts, the failed jobs and the next ones due. */
export async function jobsOverview(db: Executor, ctx: StaffContext): Promise<JobsOverview> {
  const projectId = ctx.project.id;
  // mails on their way are shown by the outbox view; a mail's job is shown here when it failed
  const counted = await projectJobs(db, projectId)
    .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
    .where((eb) =>
      eb.or([
        eb('state', '=', 'failed'),
        eb.and([eb('state', 'in', ['queued', 'running']), eb('kind', '!=', MAIL_SEND_JOB)]),
      ]),
    )
    .groupBy('state')
    .execute();
  const count = (state: string) => Number(counted.find((row) => row.state === state)?.count ?? 0);
  const failed = await projectJobs(db, projectId)
    .selectAll()
    .where('state', '=', 'failed')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(FAILED_SHOWN)
    .execute();
  const upcoming = await projectJobs(db, projectId)
    .selectAll()
    .where('state', 'in', ['queued', 'running'])
    .where('kind', '!=', MAIL_SEND_JOB)
    .orderBy('run_at')
    .orderBy('id')
    .limit(UPCOMING_SHOWN)
    .execute();
  return {
    counts: { queued: count('queued'), running: count('running'), failed: count('failed') },
    failed: failed.map((row) => itemOf(ctx, row)),
    upcoming: upcoming.map((row) => itemOf(ctx, row)),
  };
}

/**
 * POST /api/v1/settings/jobs/{id}/retry (admins): a failed job runs again at the runner's next
 * pass (on PostgreSQL: a new pg-boss delivery), with all its attempts; its last error stays until then. A job that has not failed
 * answers 409; another project's, 404.
 */
export async function retryJob(db: Executor, ctx: StaffContext, id: number): Promise<JobRetryReply> {
  const projectId = ctx.project.id;
  const now = new Date().toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const result = await scoped(trx, projectId)
      .updateTable('jobs')
      .set({ state: 'queued', attempts: 0, run_at: now, finished_at: null, updated_at: now })
      .where('id', '=', id)
      .where('state', '=', 'failed')
      .executeTakeFirst();
    const current = await projectJobs(trx, projectId).selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound('job_not_found');
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'job_not_failed');
    // a mail's job sends its outbox row again: the row is queued again with it
    if (current.kind === MAIL_SEND_JOB) await reopenFailedMail(trx, current.key);
    // on PostgreSQL a new pg-boss delivery, committed with the row
    await jobQueueOf(trx).requeued(trx, current);
    return current;
  });
  return { job: itemOf(ctx, row), message: ctx.t('job_retried') };
}
