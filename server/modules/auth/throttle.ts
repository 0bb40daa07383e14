import type { Kysely } from 'kysely';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '../../../schema/constants';
import { ApiError } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import type { Database } from '../../db/types';

/**
 * Guessing limits, kept in the login_failures table so that every API node sees the same count:
 * 10 failures for one key within 15 minutes refuse that key (429 with Retry-After) until the
 * oldest of them is 15 minutes old.
 *
 * Keys: a typed username or e-mail (login), `2fa:<user id>` (codes of the second factor, at
 * sign-in and when setting it up), `password:<user id>` (the current password asked for in the
 * profile). A username never contains ':', so the keys cannot meet.
 */
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

export const codeKey = (userId: number) => `2fa:${userId}`;
export const currentPasswordKey = (userId: number) => `password:${userId}`;

/** Refuses a key that failed too often lately, with the seconds until it may try again. */
export async function assertNotThrottled(
  db: Kysely<Database>,
  key: string,
  now: number,
  message: MessageKey = 'too_many_login_attempts',
): Promise<void> {
  const since = new Date(now - WINDOW_MS).toISOString();
  const failures = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('username_key', '=', key)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'desc')
    .limit(LOGIN_MAX_FAILURES)
    .execute();
  if (failures.length < LOGIN_MAX_FAILURES) return;
  const oldestCounted = Date.parse(failures[failures.length - 1]!.failed_at);
  const retryAfter = Math.max(1, Math.ceil((oldestCounted + WINDOW_MS - now) / 1000));
  throw new ApiError(
    429,
    message,
    { minutes: Math.ceil(retryAfter / 60) },
    { headers: { 'Retry-After': String(retryAfter) } },
  );
}

export async function recordFailure(
  db: Kysely<Database>,
  key: string,
  ip: string,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_failures')
      .where('failed_at', '<', new Date(now - WINDOW_MS).toISOString())
      .execute();
    await trx
      .insertInto('login_failures')
      .values({ username_key: key, failed_at: new Date(now).toISOString(), ip })
      .execute();
  });
}

export async function clearFailures(db: Kysely<Database>, ...keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('login_failures').where('username_key', 'in', keys).execute();
}
