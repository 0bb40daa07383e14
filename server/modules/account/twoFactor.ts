import { createHash, randomInt } from 'node:crypto';
import { recordAudit } from '../../core/audit';
import { ApiError } from '../../core/errors';
import { decryptSecret, encryptSecret } from '../../core/secrets';
import type { Executor } from '../../core/scope';
import { base32Decode, verifyTotp } from '../../core/totp';
import type { TwoFactorMethod, UserTwoFactor } from '../../db/tables/accounts';
import type { Project, User } from '../../db/types';
import { twoFactorCodeMail } from './mails';

/**
 * Two-factor sign-in: the user's method, TOTP secrets (sealed at rest), e-mailed codes and
 * recovery codes. Codes are stored as SHA-256 only and each is accepted once.
 */

export const LOGIN_CHALLENGE_MINUTES = 5;
/** a sign-in that must first set up a second factor gets longer: installing an app takes a moment */
export const ENROL_CHALLENGE_MINUTES = 15;
export const LOGIN_EMAIL_CODE_MINUTES = 5;
export const ENROL_EMAIL_CODE_MINUTES = 10;
export const RECOVERY_CODE_COUNT = 10;
/** the shortest wait between two e-mailed codes, and the most codes one sign-in or set-up may send */
export const RESEND_AFTER_SECONDS = 30;
export const MAX_EMAIL_CODES = 5;

/** How a sign-in was confirmed (sessions.second_factor). */
export type SecondFactor = 'totp' | 'email' | 'recovery';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();

export async function twoFactorOf(db: Executor, userId: number): Promise<UserTwoFactor | undefined> {
  return db.selectFrom('user_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

const isMethod = (value: string | null | undefined): value is TwoFactorMethod =>
  value === 'totp' || value === 'email';

export function activeMethod(row: UserTwoFactor | undefined): TwoFactorMethod | null {
  return isMethod(row?.method) ? row.method : null;
}

export function pendingMethod(row: UserTwoFactor | undefined): TwoFactorMethod | null {
  return isMethod(row?.pending_method) ? row.pending_method : null;
}

/** Whether a project the user works in requires a second factor (they may switch method but not turn it off). */
export async function twoFactorRequiredFor(db: Executor, user: User): Promise<boolean> {
  let query = db
    .selectFrom('projects')
    .select('projects.id')
    .where('projects.organisation_id', '=', user.organisation_id)
    .where('projects.require_2fa', '=', 1);
  if (user.role !== 'superadmin') {
    query = query
      .innerJoin('user_projects', 'user_projects.project_id', 'projects.id')
      .where('user_projects.user_id', '=', user.id);
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Records a change of the user's second factor in the audit trail (method names only, never a secret or code). */
export async function auditTwoFactor(
  trx: Executor,
  projectId: number,
  userId: number,
  action: 'two_factor_enable' | 'two_factor_disable' | 'recovery_codes_replace',
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  await recordAudit(trx, {
    projectId,
    userId,
    action,
    entity: 'user_two_factor',
    entityId: userId,
    before,
    after,
  });
}

// ---- enrolment state ----

/** Starts (or restarts) setting up a method; a TOTP secret is sealed before it is stored. */
export async function setPending(
  db: Executor,
  userId: number,
  method: TwoFactorMethod,
  totpSecret: string | null,
  now: number,
): Promise<void> {
  const pending = {
    pending_method: method,
    pending_totp_secret: totpSecret === null ? null : encryptSecret(totpSecret),
    updated_at: iso(now),
  };
  await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, ...pending })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(pending))
    .execute();
  // codes mailed for an earlier set-up end with it (kept as used: they count against the sending limits)
  await db
    .updateTable('two_factor_email_codes')
    .set({ used_at: iso(now) })
    .where('user_id', '=', userId)
    .where('challenge_id', 'is', null)
    .where('used_at', 'is', null)
    .execute();
}

/** Makes the pending method the user's method. */
export async function activatePending(db: Executor, row: UserTwoFactor, now: number): Promise<void> {
  await db
    .updateTable('user_two_factor')
    .set({
      method: row.pending_method,
      totp_secret: row.pending_method === 'totp' ? row.pending_totp_secret : null,
      pending_method: null,
      pending_totp_secret: null,
      enabled_at: iso(now),
      updated_at: iso(now),
    })
    .where('user_id', '=', row.user_id)
    .execute();
  await db
    .deleteFrom('two_factor_email_codes')
    .where('user_id', '=', row.user_id)
    .where('challenge_id', 'is', null)
    .execute();
}

export async function turnOff(db: Executor, userId: number, now: number): Promise<void> {
  await db
    .updateTable('user_two_factor')
    .set({
      method: null,
      totp_secret: null,
      pending_method: null,
      pending_totp_secret: null,
      enabled_at: null,
      updated_at: iso(now),
    })
    .where('user_id', '=', userId)
    .execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_email_codes').where('user_id', '=', userId).execute();
}

// ---- recovery codes ----

// 32 letters and digits without the look-alikes l, o, 0, 1: 12 of them carry 60 random bits
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const RECOVERY_FORM = /^[a-z2-9]{12}$/;

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 12; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

const recoveryHash = (code: string) => sha256(`recovery:${code.replace(/[\s-]/g, '').toLowerCase()}`);

/** Ten new recovery codes in place of the old ones; answers them in plain text, the only time they are shown. */
export async function replaceRecoveryCodes(db: Executor, userId: number, now: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryHash(code), created_at: iso(now) })))
    .execute();
  return codes;
}

export async function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function useRecoveryCode(db: Executor, userId: number, code: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: iso(now) })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- e-mailed codes ----

const emailCodeHash = (userId: number, code: string) => sha256(`email:${userId}:${code}`);

/** Refuses another e-mailed code sooner than RESEND_AFTER_SECONDS after the last, or beyond MAX_EMAIL_CODES. */
export async function assertMaySendCode(
  db: Executor,
  userId: number,
  challengeId: number | null,
  now: number,
): Promise<void> {
  let query = db
    .selectFrom('two_factor_email_codes')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', iso(now - 60 * 60_000));
  query =
    challengeId === null
      ? query.where('challenge_id', 'is', null)
      : query.where('challenge_id', '=', challengeId);
  const sent = await query.orderBy('created_at', 'desc').execute();
  const last = sent[0] ? Date.parse(sent[0].created_at) : null;
  if (last !== null && now - last < RESEND_AFTER_SECONDS * 1000) {
    const seconds = Math.ceil((last + RESEND_AFTER_SECONDS * 1000 - now) / 1000);
    throw new ApiError(
      429,
      'two_factor_resend_too_soon',
      { seconds },
      { headers: { 'Retry-After': String(seconds) } },
    );
  }
  if (sent.length >= MAX_EMAIL_CODES) {
    const retry = Math.ceil((Date.parse(sent[sent.length - 1]!.created_at) + 60 * 60_000 - now) / 1000);
    throw new ApiError(
      429,
      'too_many_code_attempts',
      { minutes: Math.ceil(retry / 60) },
      { headers: { 'Retry-After': String(Math.max(1, retry)) } },
    );
  }
}

/** Mails a new six-digit code; earlier codes of the same sign-in (or set-up) stop working. */
export async function issueEmailCode(
  db: Executor,
  project: Project,
  user: User,
  challengeId: number | null,
  minutes: number,
  now: number,
): Promise<void> {
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  let expire = db
    .updateTable('two_factor_email_codes')
    .set({ used_at: iso(now) })
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null);
  expire =
    challengeId === null
      ? expire.where('challenge_id', 'is', null)
      : expire.where('challenge_id', '=', challengeId);
  await expire.execute();
  await db
    .insertInto('two_factor_email_codes')
    .values({
      user_id: user.id,
      challenge_id: challengeId,
      code_hash: emailCodeHash(user.id, code),
      created_at: iso(now),
      expires_at: iso(now + minutes * 60_000),
    })
    .execute();
  await twoFactorCodeMail(db, project, user, code, minutes);
}

async function useEmailCode(
  db: Executor,
  userId: number,
  challengeId: number | null,
  code: string,
  now: number,
): Promise<boolean> {
  let query = db
    .updateTable('two_factor_email_codes')
    .set({ used_at: iso(now) })
    .where('user_id', '=', userId)
    .where('code_hash', '=', emailCodeHash(userId, code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(now));
  query =
    challengeId === null
      ? query.where('challenge_id', 'is', null)
      : query.where('challenge_id', '=', challengeId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) >= 1;
}

// ---- TOTP ----

function openSecret(sealed: string | null): Buffer | null {
  if (!sealed) return null;
  try {
    return base32Decode(decryptSecret(sealed));
  } catch {
    // sealed with a key this server no longer has: the user signs in with a recovery code
    return null;
  }
}

async function useTotp(db: Executor, row: UserTwoFactor, sealed: string | null, code: string, now: number) {
  const key = openSecret(sealed);
  if (!key) return false;
  const step = verifyTotp(key, code, now, { afterStep: row.totp_last_step });
  if (step === null) return false;
  // a code is good once: the step is recorded, and a parallel request with the same code loses
  const result = await db
    .updateTable('user_two_factor')
    .set({ totp_last_step: step })
    .where('user_id', '=', row.user_id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const SIX_DIGITS = /^\d{6}$/;

/**
 * Checks a code of the user's second factor and uses it up. `active`: the method the user has
 * (a recovery code is good too); `pending`: the method being set up. Writes only on success, so
 * that the caller's transaction can simply end on null.
 */
export async function useSecondFactor(
  db: Executor,
  row: UserTwoFactor | undefined,
  code: string,
  options: { mode: 'active' | 'pending'; challengeId: number | null; now: number },
): Promise<SecondFactor | null> {
  if (!row) return null;
  const clean = code.replace(/[\s-]/g, '').toLowerCase();
  const { mode, challengeId, now } = options;
  const method = mode === 'active' ? activeMethod(row) : pendingMethod(row);
  if (!method) return null;
  if (SIX_DIGITS.test(clean)) {
    if (method === 'email')
      return (await useEmailCode(db, row.user_id, challengeId, clean, now)) ? 'email' : null;
    const sealed = mode === 'active' ? row.totp_secret : row.pending_totp_secret;
    return (await useTotp(db, row, sealed, clean, now)) ? 'totp' : null;
  }
  if (mode === 'active' && RECOVERY_FORM.test(clean)) {
    return (await useRecoveryCode(db, row.user_id, clean, now)) ? 'recovery' : null;
  }
  return null;
}
