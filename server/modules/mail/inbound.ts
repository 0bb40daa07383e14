import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { simpleParser } from 'mailparser';
import type { Config } from '../../core/config';
import type { Storage } from '../../core/storage';
import type { Database } from '../../db/types';
import { recordBounce, type BounceOutcome } from './bounce';
import { dsnReportOf } from './bounceReport';
import { ownAddressOf, replyTargetOf, threadTargetOf, type ReplyTarget } from './inboundAddress';
import { fileReply, inboundContentOf } from './inboundMail';

/**
 * One incoming mail, accepted at the SMTP level: a DSN marks the mail it returns bounced; any
 * other mail (a reply, an auto-reply) is filed into the conversation of each reply address it
 * was sent to, once per conversation. A mail only to the bounce address that is no DSN is filed
 * where its In-Reply-To/References point (a vacation reply to the envelope sender), else dropped.
 */

export interface InboundDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'mailDomain' | 'uploadQuotaBytes' | 'smtpUrl'>;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface InboundEnvelope {
  /** MAIL FROM ('' for the null sender of a DSN) */
  from: string;
  /** RCPT TO, as accepted */
  to: readonly string[];
}

export interface InboundResult {
  /** the conversation mails made, one per conversation */
  filed: Array<{ conversationId: number; mailId: number }>;
  bounce: BounceOutcome | null;
}

/** The reply addresses among the recipients, as targets (unknown ones are left out). */
async function targetsOf(deps: InboundDeps, to: readonly string[]): Promise<ReplyTarget[]> {
  const targets: ReplyTarget[] = [];
  for (const address of to) {
    const own = ownAddressOf(address, deps.config.mailDomain);
    if (own?.kind !== 'reply') continue;
    const target = await replyTargetOf(deps.db, address, own.localPart);
    if (target) targets.push(target);
  }
  return targets;
}

function referencesOf(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : value.split(/\s+/).filter(Boolean);
}

/** Handles one mail's data (the raw message) for its envelope. */
export async function receiveMail(
  deps: InboundDeps,
  envelope: InboundEnvelope,
  raw: Buffer,
): Promise<InboundResult> {
  const parsed = await simpleParser(raw, { keepDeliveryStatus: true, skipImageLinks: true });
  const targets = await targetsOf(deps, envelope.to);
  const report = dsnReportOf(parsed);
  if (report) {
    const outboxIds = targets.map((t) => t.outboxId).filter((id): id is number => id !== null);
    const bounce = await recordBounce(deps.db, report, outboxIds, deps.config);
    if (bounce.kind === 'bounced') {
      deps.log.info({ outboxId: bounce.outboxId }, 'mail bounced');
    } else {
      deps.log.info({ messageIds: report.messageIds, outcome: bounce.kind }, 'delivery report dropped');
    }
    return { filed: [], bounce };
  }
  if (targets.length === 0) {
    const bouncesAddress = envelope.to.find(
      (a) => ownAddressOf(a, deps.config.mailDomain)?.kind === 'bounces',
    );
    const thread = [
      ...(parsed.inReplyTo ? [parsed.inReplyTo] : []),
      ...referencesOf(parsed.references).reverse(),
    ];
    const target = bouncesAddress ? await threadTargetOf(deps.db, bouncesAddress, thread) : null;
    if (!target) {
      deps.log.info({ messageId: parsed.messageId ?? null }, 'mail to the bounce address dropped');
      return { filed: [], bounce: null };
    }
    targets.push(target);
  }
  const content = inboundContentOf(parsed, envelope.from);
  const filed: InboundResult['filed'] = [];
  const done = new Set<number>();
  for (const target of targets) {
    if (done.has(target.conversationId)) continue;
    done.add(target.conversationId);
    const outcome = await fileReply(deps.db, deps.storage, deps.config.uploadQuotaBytes, target, content);
    if (outcome.kind === 'filed') {
      filed.push({ conversationId: target.conversationId, mailId: outcome.mailId });
      if (outcome.notes.length > 0) {
        deps.log.info({ mailId: outcome.mailId, refused: outcome.notes.length }, 'attachments refused');
      }
    }
  }
  return { filed, bounce: null };
}
