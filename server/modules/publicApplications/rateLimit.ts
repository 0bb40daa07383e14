import { isIP } from 'node:net';
import type { Config } from '../../core/config';
import { ApiError } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import type { Executor } from '../../core/scope';

/**
 * Limits of the public form (docs/decisions.md), summed in public_rate_events per bucket over the
 * last hour: submits per client address and per address and object, the writes through a private
 * link per address (household answers, person edits, document uploads), and the bytes of public
 * documents per address. There is no limit for the form as a whole: a counter shared by everyone
 * lets a few addresses lock out every real applicant.
 */
export const RATE_WINDOW_MS = 60 * 60 * 1000;
/** submits of one address for one object within the hour */
export const SUBMITS_PER_ADDRESS_AND_OBJECT = 3;

export type PublicLimits = Pick<
  Config,
  | 'publicSubmitsPerAddressPerHour'
  | 'publicLinkWritesPerAddressPerHour'
  | 'publicUploadBytesPerAddressPerHour'
  | 'publicUploadBytesPerApplication'
  | 'uploadStaffReservePercent'
>;

export interface RateRule {
  bucket: string;
  max: number;
  message: MessageKey;
}

/**
 * The key a client address is counted under: an IPv4 address as it is (also when it comes
 * IPv4-mapped), an IPv6 address by its /64 network, which one household or server holds whole.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (isIP(bare) !== 6) return ip;
  const [head = '', tail = ''] = bare.includes('::') ? bare.split('::') : [bare, ''];
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  // an embedded IPv4 tail takes two groups; only the first four groups are kept anyway
  const missing = Math.max(0, 8 - left.length - right.length);
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export const submitRules = (
  address: string,
  objectIds: readonly number[],
  limits: PublicLimits,
): RateRule[] => {
  const key = addressKey(address);
  return [
    {
      bucket: `application_submit:address:${key}`,
      max: limits.publicSubmitsPerAddressPerHour,
      message: 'application_rate_limited',
    },
    ...objectIds.map((id) => ({
      bucket: `application_submit:object:${id}:address:${key}`,
      max: SUBMITS_PER_ADDRESS_AND_OBJECT,
      message: 'application_rate_limited' as const,
    })),
  ];
};

export const linkWriteRules = (address: string, limits: PublicLimits): RateRule[] => [
  {
    bucket: `application_link:address:${addressKey(address)}`,
    max: limits.publicLinkWritesPerAddressPerHour,
    message: 'application_rate_limited',
  },
];

/** The bucket of the bytes an address uploaded through private links. */
export const uploadBytesBucket = (address: string) =>
  `application_upload_bytes:address:${addressKey(address)}`;

/**
 * What a bucket holds within the hour (the sum of its events' amounts) and when its oldest event
 * leaves the hour; events older than the hour are removed on the way.
 */
export async function rateUsage(
  db: Executor,
  bucket: string,
  now = Date.now(),
): Promise<{ used: number; oldest: number | null }> {
  const since = new Date(now - RATE_WINDOW_MS).toISOString();
  await db.deleteFrom('public_rate_events').where('bucket', '=', bucket).where('at', '<', since).execute();
  const row = await db
    .selectFrom('public_rate_events')
    .select((eb) => [eb.fn.sum<number | string | null>('amount').as('used'), eb.fn.min('at').as('oldest')])
    .where('bucket', '=', bucket)
    .where('at', '>=', since)
    .executeTakeFirst();
  return {
    used: Number(row?.used ?? 0),
    oldest: row?.oldest ? Date.parse(String(row.oldest)) : null,
  };
}

/** Seconds until the oldest counted event leaves the hour (at least one). */
export function retrySeconds(oldest: number | null, now = Date.now()): number {
  return Math.max(1, Math.ceil(((oldest ?? now) + RATE_WINDOW_MS - now) / 1000));
}

/**
 * Refuses with 429 (Retry-After: when the oldest counted event leaves the hour) when a bucket is
 * full.
 */
export async function checkRate(db: Executor, rules: readonly RateRule[], now = Date.now()): Promise<void> {
  for (const rule of rules) {
    const { used, oldest } = await rateUsage(db, rule.bucket, now);
    if (used < rule.max) continue;
    const seconds = retrySeconds(oldest, now);
    throw new ApiError(
      429,
      rule.message,
      { minutes: Math.max(1, Math.ceil(seconds / 60)) },
      { headers: { 'Retry-After': String(seconds) } },
    );
  }
}

/** Counts one event in every bucket of the rules (in the transaction of what it counts). */
export async function recordRate(
  db: Executor,
  rules: ReadonlyArray<Pick<RateRule, 'bucket'>>,
  now = Date.now(),
  amount = 1,
): Promise<void> {
  if (rules.length === 0) return;
  const at = new Date(now).toISOString();
  await db
    .insertInto('public_rate_events')
    .values(rules.map((rule) => ({ bucket: rule.bucket, at, amount })))
    .execute();
}
