import { ApiError } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import type { Executor } from '../../core/scope';

/**
 * Limits of the public form (docs/decisions.md), counted in public_rate_events per bucket over
 * the last hour: submits per address and per project form, and the writes through a private link
 * per address (person edits, document uploads).
 */
export const RATE_WINDOW_MS = 60 * 60 * 1000;
export const SUBMITS_PER_ADDRESS = 10;
export const SUBMITS_PER_FORM = 200;
export const LINK_WRITES_PER_ADDRESS = 300;

export interface RateRule {
  bucket: string;
  max: number;
  message: MessageKey;
}

export const submitRules = (address: string, projectId: number): RateRule[] => [
  {
    bucket: `application_submit:address:${address}`,
    max: SUBMITS_PER_ADDRESS,
    message: 'application_rate_limited',
  },
  {
    bucket: `application_submit:form:${projectId}`,
    max: SUBMITS_PER_FORM,
    message: 'application_form_rate_limited',
  },
];

export const linkWriteRules = (address: string): RateRule[] => [
  {
    bucket: `application_link:address:${address}`,
    max: LINK_WRITES_PER_ADDRESS,
    message: 'application_rate_limited',
  },
];

/**
 * Refuses with 429 (Retry-After: when the oldest counted event leaves the hour) when a bucket is
 * full; events older than the hour are removed on the way.
 */
export async function checkRate(db: Executor, rules: readonly RateRule[], now = Date.now()): Promise<void> {
  const since = new Date(now - RATE_WINDOW_MS).toISOString();
  for (const rule of rules) {
    await db
      .deleteFrom('public_rate_events')
      .where('bucket', '=', rule.bucket)
      .where('at', '<', since)
      .execute();
    const row = await db
      .selectFrom('public_rate_events')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('at').as('oldest')])
      .where('bucket', '=', rule.bucket)
      .where('at', '>=', since)
      .executeTakeFirst();
    if (Number(row?.n ?? 0) < rule.max) continue;
    const oldest = row?.oldest ? Date.parse(String(row.oldest)) : now;
    const seconds = Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - now) / 1000));
    throw new ApiError(
      429,
      rule.message,
      { minutes: Math.max(1, Math.ceil(seconds / 60)) },
      { headers: { 'Retry-After': String(seconds) } },
    );
  }
}

/** Counts one event in every bucket of the rules (in the transaction of what it counts). */
export async function recordRate(db: Executor, rules: readonly RateRule[], now = Date.now()): Promise<void> {
  const at = new Date(now).toISOString();
  await db
    .insertInto('public_rate_events')
    .values(rules.map((rule) => ({ bucket: rule.bucket, at })))
    .execute();
}
