import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../core/config';
import { startJobRunner, type JobRunner } from '../../core/jobs';
import { MAIL_SEND_JOB } from '../../core/mail';
import type { Executor } from '../../core/scope';
import { mailSendHandler, sweepOutbox } from './sendJob';
import { smtpTransport } from './sendTransport';

export { deliverDue, type DeliverOptions, type DeliveryCounts } from './sendPass';

/** The running sender: it delivers the outbox over SMTP_URL until stopped. */
export interface MailSender {
  stop(): Promise<void>;
}

/** Pause between the job runner's passes over the mails (a sign-in code should not wait). */
const INTERVAL_MS = 1000;
/** Pause between two sweeps of the outbox (sendJob.ts, sweepOutbox). */
const SWEEP_MS = 60_000;

/**
 * Starts delivering the outbox (nothing happens without SMTP_URL: the mails wait): a job runner of
 * the `mail_send` jobs alone, passing every second (on PostgreSQL a pg-boss worker), and a sweep at
 * the start and every minute that gives a job to every queued mail that has none running.
 */
export function startMailSender(db: Executor, config: Config, log: FastifyBaseLogger): MailSender {
  if (!config.smtpUrl) {
    log.info('SMTP_URL is not set: mails wait in the outbox until a mail server is configured');
    return { stop: async () => {} };
  }
  const transport = smtpTransport(config.smtpUrl);
  let stopped = false;
  let sweeping: Promise<void> | null = null;
  const sweep = (runningSince?: Date) => {
    if (stopped || sweeping) return;
    const now = new Date();
    sweeping = sweepOutbox(db, now, runningSince)
      .then((counts) => {
        if (counts.unconfirmed + counts.adopted > 0) log.info(counts, 'outbox swept');
      })
      .catch((err: unknown) => log.error({ err }, 'outbox sweep failed'))
      .finally(() => {
        sweeping = null;
      });
  };
  // at the start every running mail job is taken as lost: the claims of this node's last run
  sweep(new Date());
  const timer = setInterval(() => sweep(), SWEEP_MS);
  timer.unref();
  const runner: Promise<JobRunner | null> = (async () => {
    await sweeping;
    return startJobRunner(db, { [MAIL_SEND_JOB]: mailSendHandler({ config, transport }) }, log, {
      intervalMs: INTERVAL_MS,
    });
  })().catch((err: unknown) => {
    log.error({ err }, 'mail sender could not start');
    return null;
  });
  log.info({ from: config.mailFrom }, 'mail sender started');
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (await runner)?.stop();
      await sweeping;
      transport.close();
    },
  };
}
