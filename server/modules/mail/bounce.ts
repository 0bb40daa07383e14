import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { markConversationMail } from '../communication/conversations';
import { notifyUnread } from '../communication/unread';
import type { DsnReport } from './bounceReport';

export type BounceOutcome =
  | { kind: 'bounced'; outboxId: number; projectId: number | null }
  | { kind: 'not_failed' }
  | { kind: 'unknown_original' }
  | { kind: 'not_matching' };

/** Who may report a bounce besides the recipient's own domain: our mail domain and our relay. */
export interface BounceTrust {
  mailDomain: string;
  /** SMTP_URL, whose host (our outgoing relay) writes the reports of mails it could not hand on */
  smtpUrl: string | null;
}

/** The address in `Anna <anna@example.org>` or `anna@example.org`, lower case. */
function addressOf(value: string): string {
  return (/<([^<>]+)>/.exec(value)?.[1] ?? value).trim().toLowerCase();
}

const inDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The last two labels of a host name (`smtp.mail.example.ch` -> `example.ch`); an IP address stays whole. */
function siteOf(host: string): string {
  if (/^[\d.]+$/.test(host) || host.includes(':')) return host;
  return host.split('.').slice(-2).join('.');
}

function relayHostOf(smtpUrl: string | null): string | null {
  if (!smtpUrl) return null;
  try {
    return new URL(smtpUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * Whether a DSN speaks about the mail it names: its failed recipient is the mail's recipient, and
 * it was written at the recipient's domain (a subdomain included), at our mail domain, or at our
 * relay's site (the domain of SMTP_URL's host). A report that fails this marks nothing.
 */
export function reportFits(report: DsnReport, recipient: string, trust: BounceTrust): boolean {
  const address = addressOf(recipient);
  if (!report.recipients.includes(address)) return false;
  const reporter = report.reporter;
  if (!reporter) return false;
  const recipientDomain = address.slice(address.lastIndexOf('@') + 1);
  if (inDomain(reporter, recipientDomain) || inDomain(reporter, trust.mailDomain.toLowerCase())) return true;
  const relay = relayHostOf(trust.smtpUrl);
  return relay !== null && siteOf(reporter) === siteOf(relay);
}

/**
 * Marks the original of a DSN bounced: the outbox row whose Message-ID the DSN returns (or, when
 * it returns none we know, the mail whose reply address the DSN was sent to), with the reason on
 * the outbox row and its conversation mail, which counts as an unseen bounce. Only a mail that
 * was sent (or tried) can bounce, and only a report that fits it (`reportFits`) marks it.
 */
export async function recordBounce(
  db: Kysely<Database>,
  report: DsnReport,
  /** outbox ids of the mails whose reply addresses the DSN was sent to */
  addressedOutboxIds: readonly number[],
  trust: BounceTrust,
): Promise<BounceOutcome> {
  if (!report.failed) return { kind: 'not_failed' };
  return db.transaction().execute(async (trx) => {
    // the Message-ID is the key across projects: the project follows from the row found
    // only a mail that was handed to a mail server can bounce: a report naming one that never
    // left is forged or confused, and must not mark it
    const left = trx
      .selectFrom('outbox')
      .select(['id', 'project_id', 'message_id', 'to_address'])
      .where((eb) => eb.or([eb('status', '!=', 'queued'), eb('attempts', '>', 0)]));
    const found =
      report.messageIds.length === 0 ? [] : await left.where('message_id', 'in', report.messageIds).execute();
    found.sort((a, b) => report.messageIds.indexOf(a.message_id!) - report.messageIds.indexOf(b.message_id!));
    let original = found[0];
    if (!original && addressedOutboxIds.length === 1) {
      original = await left.where('id', '=', addressedOutboxIds[0]!).executeTakeFirst();
    }
    if (!original) return { kind: 'unknown_original' } as const;
    if (!reportFits(report, original.to_address, trust)) return { kind: 'not_matching' } as const;
    const reason = report.reason || 'bounced';
    await trx
      .updateTable('outbox')
      .set({ status: 'bounced', last_error: reason, claimed_until: null, next_attempt_at: null })
      .where('id', '=', original.id)
      .execute();
    await markConversationMail(trx, original.id, 'bounced', reason);
    if (original.project_id !== null) await notifyUnread(trx, original.project_id);
    return { kind: 'bounced', outboxId: original.id, projectId: original.project_id } as const;
  });
}
