import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../core/config';
import type { Executor } from '../../core/scope';
import { deliverDue, type DeliveryCounts } from './sendPass';
import { smtpTransport } from './sendTransport';

export { deliverDue, type DeliverOptions, type DeliveryCounts } from './sendPass';

/** The running sender: it delivers the outbox over SMTP_URL until stopped. */
export interface MailSender {
  stop(): Promise<void>;
}

/** Pause between the end of one pass and the start of the next. */
const INTERVAL_MS = 1000;

/** Starts delivering the outbox (nothing happens without SMTP_URL: the mails wait). */
export function startMailSender(db: Executor, config: Config, log: FastifyBaseLogger): MailSender {
  if (!config.smtpUrl) {
    log.info('SMTP_URL is not set: mails wait in the outbox until a mail server is configured');
    return { stop: async () => {} };
  }
  const transport = smtpTransport(config.smtpUrl);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let failing = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = pass().finally(() => {
        running = null;
      });
    }, delay);
    timer.unref();
  };

  // one pass at a time: the next is only scheduled when this one has ended
  const pass = async () => {
    try {
      const counts: DeliveryCounts = await deliverDue(db, config, { transport });
      if (failing) log.info('mail sender works again');
      failing = false;
      if (counts.sent + counts.failed + counts.unconfirmed > 0) log.info(counts, 'outbox delivered');
    } catch (err) {
      // a database error: logged once until a pass succeeds again, the next pass tries again
      if (!failing) log.error({ err }, 'mail sender pass failed');
      failing = true;
    }
    schedule(INTERVAL_MS);
  };

  log.info({ from: config.mailFrom }, 'mail sender started');
  schedule(0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      transport.close();
    },
  };
}
