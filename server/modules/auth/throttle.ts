import type { Kysely } from 'kysely';
import {
  LOGIN_MAX_ADDRESS_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
} from '../../../schema/constants';
import { ApiError } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import type { Database } from '../../db/types';

/**
 * Guessing limits, kept in the login_failures table so that every API node sees the same count:
 * 10 failures for one key within 15 minutes refuse that key (429 with Retry-After) until the
 * oldest of them is 15 minutes old.
 *
 * Keys: `user:<user id>` (sign-in of an account, whichever identifier was typed), a typed
 * username or e-mail that names no account, `2fa:<user id>` (codes of the second factor, at
 * sign-in and when setting it up), `password:<user id>` (the current password asked for in the
 * profile), and `login-ip:<address>` / `2fa-ip:<address>` (every failed sign-in or code from an
 * address, over all accounts). A username never contains ':', so the keys cannot meet.
 */
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

export const codeKey = (userId: number) => `2fa:${userId}`;
export const currentPasswordKey = (userId: number) => `password:${userId}`;
/** an account's failed sign-ins, whether its username or its e-mail address was typed */
export const accountKey = (userId: number) => `user:${userId}`;
const addressKey = (scope: GuessScope, ip: string) => `${scope}-ip:${ip}`;

/** what is guessed: a password at sign-in, or a second-factor code */
export type GuessScope = 'login' | '2fa';
export interface Guess {
  scope: GuessScope;
  /** the account (accountKey, codeKey) or, for an identifier that names no account, the typed text */
  key: string;
  ip: string;
}

/** The seconds until the oldest of `max` failures within the window leaves it; null: fewer than `max`. */
async function retryAfter(
  db: Kysely<Database>,
  key: string,
  max: number,
  now: number,
  ip?: string,
): Promise<number | null> {
  let query = db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('username_key', '=', key)
    .where('failed_at', '>', new Date(now - WINDOW_MS).toISOString());
  if (ip !== undefined) query = query.where('ip', '=', ip);
  const failures = await query.orderBy('failed_at', 'desc').limit(max).execute();
  if (failures.length < max) return null;
  const oldestCounted = Date.parse(failures[failures.length - 1]!.failed_at);
  return Math.max(1, Math.ceil((oldestCounted + WINDOW_MS - now) / 1000));
}

const tooMany = (message: MessageKey, seconds: number) =>
  new ApiError(
    429,
    message,
    { minutes: Math.ceil(seconds / 60) },
    { headers: { 'Retry-After': String(seconds) } },
  );

/**
 * Refuses a sign-in guess (a password or a second-factor code) when its address failed
 * LOGIN_MAX_ADDRESS_FAILURES times lately over all accounts, or when its account failed
 * LOGIN_MAX_FAILURES times lately and this address is among those that failed on it. An address
 * that has not been failing on the account may still try: guessing from elsewhere does not lock
 * the owner out (each such try that fails makes its address one that is refused).
 */
export async function assertMayGuess(
  db: Kysely<Database>,
  guess: Guess,
  now: number,
  message: MessageKey = 'too_many_login_attempts',
): Promise<void> {
  const fromAddress = await retryAfter(
    db,
    addressKey(guess.scope, guess.ip),
    LOGIN_MAX_ADDRESS_FAILURES,
    now,
  );
  if (fromAddress !== null) throw tooMany('too_many_attempts_from_address', fromAddress);
  const onAccount = await retryAfter(db, guess.key, LOGIN_MAX_FAILURES, now);
  if (onAccount !== null && (await retryAfter(db, guess.key, 1, now, guess.ip)) !== null)
    throw tooMany(message, onAccount);
}

/** Counts a failed guess against its account and its address. */
export async function recordGuessFailure(db: Kysely<Database>, guess: Guess, now: number): Promise<void> {
  await recordFailure(db, [guess.key, addressKey(guess.scope, guess.ip)], guess.ip, now);
}

/**
 * A right guess forgets the account's failures from its own address. Those from elsewhere stay,
 * so that the owner's sign-in does not give a guesser a fresh count; the address's own count stays
 * too, so that signing in to one's own account does not reset guessing at others.
 */
export async function clearGuessFailures(db: Kysely<Database>, guess: Guess): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('username_key', '=', guess.key)
    .where('ip', '=', guess.ip)
    .execute();
}

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
  key: string | string[],
  ip: string,
  now: number,
): Promise<void> {
  const keys = Array.isArray(key) ? key : [key];
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_failures')
      .where('failed_at', '<', new Date(now - WINDOW_MS).toISOString())
      .execute();
    await trx
      .insertInto('login_failures')
      .values(keys.map((k) => ({ username_key: k, failed_at: new Date(now).toISOString(), ip })))
      .execute();
  });
}

export async function clearFailures(db: Kysely<Database>, ...keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('login_failures').where('username_key', 'in', keys).execute();
}
