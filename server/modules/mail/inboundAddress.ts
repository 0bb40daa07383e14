import type { Kysely, Selectable } from 'kysely';
import type { ConversationMailTable } from '../../db/tables/communication';
import type { Database } from '../../db/types';
import { REPLY_PREFIX, replyHashOf } from '../communication/conversations';

/** The local part that receives the DSNs of our mails (the envelope sender of every mail). */
export const BOUNCES_LOCAL_PART = 'bounces';

const REPLY_LOCAL_PART = new RegExp(`^${REPLY_PREFIX}[a-z2-7]{26}$`, 'i');

/** What an address of ours is: a conversation mail's reply address, or the bounce address. */
export type OwnAddress = { kind: 'reply'; localPart: string } | { kind: 'bounces' };

/** The kind of one of our addresses, or null for any other address (another domain, another shape). */
export function ownAddressOf(address: string, mailDomain: string): OwnAddress | null {
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const local = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1).toLowerCase();
  if (domain !== mailDomain.toLowerCase()) return null;
  if (local === BOUNCES_LOCAL_PART) return { kind: 'bounces' };
  if (REPLY_LOCAL_PART.test(local)) return { kind: 'reply', localPart: local };
  return null;
}

/** The outgoing conversation mail a reply address belongs to, and so its conversation and project. */
export interface ReplyTarget {
  /** the reply address as it was written in RCPT TO */
  address: string;
  mailId: number;
  conversationId: number;
  projectId: number;
  outboxId: number | null;
  messageId: string | null;
}

/** The columns of an outgoing conversation mail that make a reply target. */
const TARGET_COLUMNS = ['id', 'conversation_id', 'project_id', 'outbox_id', 'message_id'] as const;

function targetOf(
  address: string,
  row: Pick<Selectable<ConversationMailTable>, (typeof TARGET_COLUMNS)[number]>,
): ReplyTarget {
  return {
    address,
    mailId: row.id,
    conversationId: row.conversation_id,
    projectId: row.project_id,
    outboxId: row.outbox_id,
    messageId: row.message_id,
  };
}

/**
 * The mail of a reply address, found by the hash of its local part. The hash is the key across
 * projects (128 random bits); the project follows from the row and every later write is scoped to it.
 */
export async function replyTargetOf(
  db: Kysely<Database>,
  address: string,
  localPart: string,
): Promise<ReplyTarget | null> {
  const row = await db
    .selectFrom('conversation_mails')
    .select(TARGET_COLUMNS)
    .where('reply_hash', '=', replyHashOf(localPart))
    .where('direction', '=', 'out')
    .executeTakeFirst();
  return row ? targetOf(address, row) : null;
}

/**
 * The outgoing conversation mail an answer sent to the bounce address refers to (a vacation
 * reply goes to the envelope sender): by its In-Reply-To or References, the Message-IDs we gave.
 */
export async function threadTargetOf(
  db: Kysely<Database>,
  address: string,
  messageIds: readonly string[],
): Promise<ReplyTarget | null> {
  if (messageIds.length === 0) return null;
  const row = await db
    .selectFrom('conversation_mails')
    .select(TARGET_COLUMNS)
    .where('message_id', 'in', messageIds.slice(0, 50))
    .where('direction', '=', 'out')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? targetOf(address, row) : null;
}
