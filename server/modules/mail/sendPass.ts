import { runDueJobs } from '../../core/jobs';
import { MAIL_SEND_JOB } from '../../core/mail';
import type { Executor } from '../../core/scope';
import type { SenderConfig } from './sendAttempt';
import { DEFAULT_LEASE_MS, mailSendHandler, sweepOutbox } from './sendJob';
import { transportOf, type MailTransport } from './sendTransport';

/**
 * One pass of the sender at a given time (tests, the mail benchmark): the outbox's sweep, then the
 * `mail_send` jobs due run once through the jobs table (sendJob.ts). The running sender
 * (sender.ts) runs the same jobs through the job runner instead.
 */

export interface DeliverOptions {
  /** the transport to send with (reused across passes); default: one of SMTP_URL for this pass */
  transport?: MailTransport;
  /** the time of the pass (tests move it past a backoff); default: the clock */
  now?: Date;
  /** how long a claimed row stays this process's before it counts as interrupted (ms) */
  leaseMs?: number;
  /** at most this many mails in one pass */
  batchSize?: number;
}

export interface DeliveryCounts {
  /** accepted by the mail server */
  sent: number;
  /** refused for good (5xx), or given up after about a day of temporary failures */
  failed: number;
  /** left for a later pass: a temporary failure with backoff, or held back by the rate limit */
  deferred: number;
  /** found interrupted between send and mark (lease passed): not sent again */
  unconfirmed: number;
}

export { DEFAULT_LEASE_MS };
const DEFAULT_BATCH = 200;

/**
 * One pass over the due mails: each is claimed, sent and recorded by its job. Without SMTP_URL
 * (and no transport handed in) nothing is sent.
 */
export async function deliverDue(
  db: Executor,
  config: SenderConfig,
  options: DeliverOptions = {},
): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, failed: 0, deferred: 0, unconfirmed: 0 };
  const transport = options.transport ?? transportOf(config);
  if (!transport) return counts;
  const clock = () => options.now ?? new Date();
  try {
    const swept = await sweepOutbox(db, clock());
    counts.unconfirmed += swept.unconfirmed;
    const handler = mailSendHandler({
      config,
      transport,
      clock,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      onOutcome: (outcome) => {
        if (outcome === 'sent' || outcome === 'failed' || outcome === 'deferred' || outcome === 'unconfirmed')
          counts[outcome] += 1;
      },
    });
    await runDueJobs(
      db,
      { [MAIL_SEND_JOB]: handler },
      { now: clock(), batchSize: options.batchSize ?? DEFAULT_BATCH },
    );
  } finally {
    if (!options.transport) transport.close();
  }
  return counts;
}
