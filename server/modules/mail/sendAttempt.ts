import { sql } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import type { Config } from '../../core/config';
import type { MessageKey } from '../../core/i18n';
import { isPostgres } from '../../core/boss';
import { scoped, type Executor } from '../../core/scope';
import { storageFor } from '../../core/storage';
import type { OutboxMail } from '../../db/tables/accounts';
import type { ConversationMailStatus } from '../../db/tables/communication';
import { markConversationMail, newMessageId } from '../communication/conversations';
import { judgeFailure, type AttemptFailure, type MailTransport } from './sendTransport';

/**
 * One attempt at one outbox row, the work of its `mail_send` job (sendJob.ts): claim it (queued ->
 * sending with a lease, in a short transaction of its own), send it with no transaction open,
 * record the outcome on the row and its conversation mail in one transaction. A row is only ever
 * sent by the run that claimed it, so a job run twice (at-least-once delivery) sends it once; a
 * row left in `sending` after its lease was interrupted between send and mark and is marked
 * `unconfirmed`, never sent again.
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

/** A row held back by its project's rate limit is looked at again this much later. */
export const RATE_WAIT_MS = 10_000;

/**
 * How a job's look at its row ended: sent; failed for good (`reason`); to be looked at again at
 * `again` (a temporary failure's backoff, the rate limit, another run's lease); marked unconfirmed;
 * or nothing to do (sent, failed or gone already).
 */
export type RowOutcome =
  | { outcome: 'sent' }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'deferred'; again: Date }
  | { outcome: 'waiting'; again: Date }
  | { outcome: 'unconfirmed' }
  | { outcome: 'none' };

const iso = (date: Date) => date.toISOString();

/** Two statements that count and claim a project's row do so one at a time (PostgreSQL: across nodes). */
async function lockProject(trx: Executor, projectId: number): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${RATE_LOCK}, ${projectId})`.execute(trx);
}
/** the first key of the rate limit's advisory locks (the second is the project) */
const RATE_LOCK = 7_301_026;

/**
 * Claims a due row for this run: null when another run has it (or it is no longer due), `held`
 * when its project sent MAIL_RATE_PER_MINUTE mails in the last minute (counting those being sent
 * and those due that were queued before it).
 */
async function claim(
  db: Executor,
  config: SenderConfig,
  row: Pick<OutboxMail, 'id' | 'project_id'>,
  now: Date,
  leaseMs: number,
): Promise<OutboxMail | 'held' | null> {
  if (row.project_id === null) return claimRow(db, config, row.id, now, leaseMs);
  const projectId = row.project_id;
  return db.transaction().execute(async (trx) => {
    await lockProject(trx, projectId);
    const minuteAgo = iso(new Date(now.getTime() - 60_000));
    const nowIso = iso(now);
    // the project's mails of the last minute, those being sent, and those due before this one
    // (its mails leave in the order they were queued)
    const recent = await scoped(trx, projectId)
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where((eb) =>
        eb.or([
          eb('sent_at', '>=', minuteAgo),
          eb('status', '=', 'sending'),
          eb.and([
            eb('status', '=', 'queued'),
            eb('id', '<', row.id),
            eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)]),
          ]),
        ]),
      )
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= config.mailRatePerMinute) return 'held';
    return claimRow(trx, config, row.id, now, leaseMs);
  });
}

async function claimRow(db: Executor, config: SenderConfig, id: number, now: Date, leaseMs: number) {
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

/**
 * What a `mail_send` job does with its outbox row: a queued row that is due is claimed, sent and
 * recorded; a row another run holds is looked at again when its lease ends, and marked
 * unconfirmed if it is still held then; a row sent, failed, bounced or unconfirmed is left be.
 */
export async function sendOutboxRow(
  db: Executor,
  config: SenderConfig,
  transport: MailTransport,
  target: { id: number; projectId: number | null },
  clock: () => Date,
  leaseMs: number,
): Promise<RowOutcome> {
  const now = clock();
  // the usual case first: a queued row that is due, claimed in one statement
  const row = await claim(db, config, { id: target.id, project_id: target.projectId }, now, leaseMs);
  if (row && row !== 'held') {
    const outcome = await attemptClaimed(db, config, transport, row, clock);
    if (outcome.outbox === 'sent') return { outcome: 'sent' };
    if (outcome.outbox === 'failed') return { outcome: 'failed', reason: outcome.lastError };
    return { outcome: 'deferred', again: new Date(outcome.nextAttemptAt!) };
  }
  const current = await db
    .selectFrom('outbox')
    .select(['status', 'next_attempt_at', 'claimed_until', 'last_error'])
    .where('id', '=', target.id)
    .executeTakeFirst();
  if (!current) return { outcome: 'none' };
  if (current.status === 'sending') {
    if (current.claimed_until && current.claimed_until >= iso(now))
      return { outcome: 'waiting', again: new Date(new Date(current.claimed_until).getTime() + 1000) };
    return (await markInterruptedRow(db, target.id, now)) ? { outcome: 'unconfirmed' } : { outcome: 'none' };
  }
  if (current.status === 'failed') return { outcome: 'failed', reason: current.last_error ?? '' };
  if (current.status !== 'queued') return { outcome: 'none' };
  if (current.next_attempt_at && current.next_attempt_at > iso(now))
    return { outcome: 'waiting', again: new Date(current.next_attempt_at) };
  // due and queued, not claimed: held back by the rate limit (or claimed and let go in between)
  return { outcome: 'deferred', again: new Date(now.getTime() + (row === 'held' ? RATE_WAIT_MS : 1000)) };
}

/** Sends a claimed row and records the outcome. */
async function attemptClaimed(
  db: Executor,
  config: SenderConfig,
  transport: MailTransport,
  row: OutboxMail,
  clock: () => Date,
): Promise<Outcome> {
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
  return outcome;
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
  for (const { id } of stale) if (await markInterruptedRow(db, id, now)) marked += 1;
  return marked;
}

/** Marks one row `unconfirmed` if it is in `sending` past its lease; answers whether it did. */
async function markInterruptedRow(db: Executor, id: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('outbox')
      .set({ status: 'unconfirmed', last_error: REASON.unconfirmed, claimed_until: null })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await markConversationMail(trx, id, 'unconfirmed', REASON.unconfirmed);
    return true;
  });
}
