import { sql } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import type { Config } from '../../core/config';
import type { MessageKey } from '../../core/i18n';
import { scoped, type Executor } from '../../core/scope';
import { storageFor } from '../../core/storage';
import type { OutboxMail } from '../../db/tables/accounts';
import type { ConversationMailStatus } from '../../db/tables/communication';
import { markConversationMail, newMessageId } from '../communication/conversations';
import { judgeFailure, type AttemptFailure, type MailTransport } from './sendTransport';

/**
 * One attempt at one outbox row: claim it (queued -> sending with a lease), send it, record the
 * outcome on the row and its conversation mail in one transaction. A row is only ever sent by the
 * process that claimed it; a row left in `sending` after its lease was interrupted between send
 * and mark and is marked `unconfirmed`, never sent again.
 */

export type SenderConfig = Pick<
  Config,
  'smtpUrl' | 'mailFrom' | 'mailDomain' | 'mailRatePerMinute' | 'dataDir' | 'storage'
>;

/** The reasons the sender gives a conversation mail (server/core/i18n/parts/mailDelivery.ts). */
export const REASON = {
  unconfirmed: 'mail_delivery_unconfirmed',
  retrying: 'mail_delivery_retrying',
  gaveUp: 'mail_delivery_gave_up',
  attachmentMissing: 'mail_attachment_missing',
} as const satisfies Record<string, MessageKey>;

/** The first retry waits a minute, each further one twice as long, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * After this many attempts with temporary failures a mail is given up: the backoff (1, 2, 4, ...
 * 32 minutes, then hourly) makes that about 24 hours, so an hour without mail server loses nothing.
 */
export const MAX_ATTEMPTS = 30;

export type AttemptOutcome = 'sent' | 'failed' | 'deferred' | 'skipped';

const iso = (date: Date) => date.toISOString();

/** Claims a due row for this process; null when another process has it (or it is no longer due). */
async function claim(db: Executor, config: SenderConfig, id: number, now: Date, leaseMs: number) {
  const claimed = await db
    .updateTable('outbox')
    .set({
      status: 'sending',
      claimed_until: iso(new Date(now.getTime() + leaseMs)),
      attempts: sql<number>`attempts + 1`,
      // the Message-ID is recorded before the first attempt, and kept for every further one
      message_id: sql<string>`coalesce(message_id, ${newMessageId(config.mailDomain)})`,
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', iso(now))]))
    .returningAll()
    .executeTakeFirst();
  return claimed ?? null;
}

class MissingAttachment extends Error {}

function attachmentList(raw: string): Array<{ fileId: number; name: string }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new MissingAttachment('attachments are not JSON');
  }
  if (!Array.isArray(parsed)) throw new MissingAttachment('attachments are not a list');
  return parsed.map((entry: unknown) => {
    const e = (entry ?? {}) as { fileId?: unknown; name?: unknown };
    if (typeof e.fileId !== 'number' || typeof e.name !== 'string')
      throw new MissingAttachment('bad attachment');
    return { fileId: e.fileId, name: e.name };
  });
}

/** The row's attachments from the project's uploaded files. */
async function attachmentsOf(
  db: Executor,
  config: SenderConfig,
  row: OutboxMail,
): Promise<NonNullable<SendMailOptions['attachments']>> {
  const list = attachmentList(row.attachments);
  if (list.length === 0) return [];
  if (row.project_id === null) throw new MissingAttachment('a system mail has no files');
  const files = await scoped(db, row.project_id)
    .selectFrom('uploaded_files')
    .select(['id', 'storage_key', 'mime'])
    .where(
      'id',
      'in',
      list.map((a) => a.fileId),
    )
    .execute();
  const storage = storageFor(config);
  const out: NonNullable<SendMailOptions['attachments']> = [];
  for (const attachment of list) {
    const file = files.find((f) => f.id === attachment.fileId);
    const stored = file ? await storage.get(file.storage_key) : null;
    if (!file || !stored) throw new MissingAttachment(`file ${attachment.fileId} is gone`);
    out.push({ filename: attachment.name, content: stored.bytes, contentType: file.mime });
  }
  return out;
}

/** The nodemailer message of a claimed row. */
export async function messageOf(
  db: Executor,
  config: SenderConfig,
  row: OutboxMail,
): Promise<SendMailOptions> {
  return {
    from: row.from_name ? { name: row.from_name, address: config.mailFrom } : config.mailFrom,
    to: row.to_address,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body ?? undefined,
    messageId: row.message_id ?? undefined,
    // bounces come back to the app's own address (the inbound receiver files them)
    envelope: { from: `bounces@${config.mailDomain}`, to: [row.to_address] },
    attachments: await attachmentsOf(db, config, row),
  };
}

interface Outcome {
  outbox: 'sent' | 'failed' | 'queued';
  lastError: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
  mail: ConversationMailStatus;
  reason: string;
}

function outcomeOfFailure(failure: AttemptFailure, attempts: number, now: Date): Outcome {
  if (failure.permanent) {
    return {
      outbox: 'failed',
      lastError: failure.reason,
      nextAttemptAt: null,
      sentAt: null,
      mail: 'failed',
      reason: failure.reason,
    };
  }
  if (attempts >= MAX_ATTEMPTS) {
    return {
      outbox: 'failed',
      lastError: failure.reason,
      nextAttemptAt: null,
      sentAt: null,
      mail: 'failed',
      reason: REASON.gaveUp,
    };
  }
  return {
    outbox: 'queued',
    lastError: failure.reason,
    nextAttemptAt: iso(new Date(now.getTime() + backoffMs(attempts))),
    sentAt: null,
    mail: 'queued',
    reason: REASON.retrying,
  };
}

/**
 * Records an attempt. The row is still ours while `sending`; one another process marked
 * `unconfirmed` (our attempt outlived its lease) takes the outcome we know for certain.
 */
async function record(db: Executor, id: number, outcome: Outcome): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('outbox')
      .set({
        status: outcome.outbox,
        last_error: outcome.lastError,
        next_attempt_at: outcome.nextAttemptAt,
        claimed_until: null,
        ...(outcome.sentAt ? { sent_at: outcome.sentAt } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', ['sending', 'unconfirmed'])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) await markConversationMail(trx, id, outcome.mail, outcome.reason);
  });
}

/** Claims, sends and records one due row. */
export async function attemptRow(
  db: Executor,
  config: SenderConfig,
  transport: MailTransport,
  id: number,
  clock: () => Date,
  leaseMs: number,
): Promise<AttemptOutcome> {
  const row = await claim(db, config, id, clock(), leaseMs);
  if (!row) return 'skipped';
  let outcome: Outcome;
  try {
    await transport.sendMail(await messageOf(db, config, row));
    outcome = {
      outbox: 'sent',
      lastError: '',
      nextAttemptAt: null,
      sentAt: iso(clock()),
      mail: 'sent',
      reason: '',
    };
  } catch (error) {
    const failure: AttemptFailure =
      error instanceof MissingAttachment
        ? { permanent: true, reason: REASON.attachmentMissing }
        : judgeFailure(error);
    outcome = outcomeOfFailure(failure, row.attempts, clock());
  }
  await record(db, row.id, outcome);
  return outcome.outbox === 'sent' ? 'sent' : outcome.outbox === 'failed' ? 'failed' : 'deferred';
}

/**
 * Rows in `sending` whose lease has passed: the process stopped between sending and marking, so
 * the mail may or may not have left. They are never sent again but marked `unconfirmed`.
 */
export async function markInterrupted(db: Executor, now: Date): Promise<number> {
  const stale = await db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'sending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
    .execute();
  let marked = 0;
  for (const { id } of stale) {
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('outbox')
        .set({ status: 'unconfirmed', last_error: REASON.unconfirmed, claimed_until: null })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return;
      marked += 1;
      await markConversationMail(trx, id, 'unconfirmed', REASON.unconfirmed);
    });
  }
  return marked;
}
