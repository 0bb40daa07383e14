import type { FastifyBaseLogger } from 'fastify';
import { vi } from 'vitest';
import { startMailSender, type MailSender } from '../../server/modules/mail/sender';
import { smtpTransport, type MailTransport } from '../../server/modules/mail/sendTransport';
import { startSmtpSink, type SinkOptions, type SmtpSink } from '../support/smtpSink';
import type { TestApp } from './harness';

/** A logger that keeps the sender's lines out of the test output. */
export const quietLog = {
  info: vi.fn(),
  warn: vi.fn(),
  error: vi.fn(),
  debug: vi.fn(),
} as unknown as FastifyBaseLogger;

/** What a mail test starts against its SMTP servers; `close` ends all of it (in afterAll). */
export interface SmtpFixtures {
  /** an SMTP server on loopback (tests/support/smtpSink.ts) */
  sink(options?: SinkOptions): Promise<SmtpSink>;
  /** a transport to a sink, as the sender makes one */
  transportTo(sink: SmtpSink): MailTransport;
  /** the app's running mail sender, delivering to a sink */
  sender(sink: SmtpSink): MailSender;
  /** stops the senders started so far (between tests) */
  stopSenders(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The SMTP servers, transports and senders of a mail test file, each remembered so that they are
 * closed together; `app` answers the test app (made in beforeAll).
 */
export function smtpFixtures(app: () => TestApp): SmtpFixtures {
  const sinks: SmtpSink[] = [];
  const transports: MailTransport[] = [];
  const senders: MailSender[] = [];
  const stopSenders = async () => {
    await Promise.all(senders.splice(0).map((s) => s.stop()));
  };
  return {
    async sink(options: SinkOptions = {}) {
      const s = await startSmtpSink(options);
      sinks.push(s);
      return s;
    },
    transportTo(s) {
      const tr = smtpTransport(s.url);
      transports.push(tr);
      return tr;
    },
    sender(s) {
      const t = app();
      const started = startMailSender(t.database.db, { ...t.config, smtpUrl: s.url }, quietLog);
      senders.push(started);
      return started;
    },
    stopSenders,
    async close() {
      await stopSenders();
      transports.splice(0).forEach((tr) => tr.close());
      await Promise.all(sinks.splice(0).map((s) => s.close()));
    },
  };
}
