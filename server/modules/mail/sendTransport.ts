import { createTransport, type SendMailOptions } from 'nodemailer';
import type { Config } from '../../core/config';

/**
 * The SMTP side of the sender: the nodemailer transport of SMTP_URL and how an error of an
 * attempt is judged (try again later, or give up with the server's answer).
 */

/** What the sender needs of a nodemailer transport (a test may hand in its own). */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

/** Mails sent side by side: the pool's connections. */
export const SEND_CONCURRENCY = 4;

/**
 * A pooled transport for SMTP_URL (smtp:// or smtps://, credentials in the URL). The pool never
 * re-sends a mail on its own (maxRequeues 0): a connection that closes during a mail is a failed
 * attempt the sender retries with its backoff, recorded in the outbox. Timeouts are short enough
 * that one attempt ends well within the lease of its row.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  return createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SEND_CONCURRENCY,
    maxMessages: 100,
    maxRequeues: 0,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/** A transport of the config's SMTP_URL, or null without one. */
export function transportOf(config: Pick<Config, 'smtpUrl'>): MailTransport | null {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
}

/** How an attempt ended when it did not end with the mail accepted. */
export interface AttemptFailure {
  /** true: the mail will not be accepted however often it is tried (5xx, a missing attachment) */
  permanent: boolean;
  /** the server's answer, or what went wrong on the way */
  reason: string;
}

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  message?: unknown;
}

/** Codes of a wrong or missing login: the mail is fine, the configuration is to be fixed. */
const CONFIGURATION_CODES = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2', 'ECONFIG']);

/**
 * A 5xx answer is permanent (the server's answer is the reason), except for a refused login,
 * which an administrator fixes; a 4xx answer, a refused, reset or timed-out connection and
 * anything unknown are temporary, so that nothing is lost while a mail server is down.
 */
export function judgeFailure(error: unknown): AttemptFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const code = typeof e.code === 'string' ? e.code : '';
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : 0;
  const response = typeof e.response === 'string' ? e.response.trim() : '';
  const message = typeof e.message === 'string' ? e.message : String(error);
  const reason = (response || message).slice(0, 1000);
  if (CONFIGURATION_CODES.has(code)) return { permanent: false, reason };
  if (responseCode >= 500 && responseCode < 600) return { permanent: true, reason };
  return { permanent: false, reason };
}
