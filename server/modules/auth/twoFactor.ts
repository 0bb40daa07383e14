import type { Kysely } from 'kysely';
import type { LoginReply } from '../../../schema/api/session';
import { hashToken, newToken, signInSubject } from '../../core/auth';
import { ApiError, badRequest } from '../../core/errors';
import { translate } from '../../core/i18n/index';
import type { Executor } from '../../core/scope';
import { newTotpSecret, otpauthUri } from '../../core/totp';
import type { TwoFactorChallenge, TwoFactorMethod } from '../../db/tables/accounts';
import type { Database, Project, User } from '../../db/types';
import {
  activatePending,
  activeMethod,
  assertMaySendCode,
  auditTwoFactor,
  ENROL_CHALLENGE_MINUTES,
  ENROL_EMAIL_CODE_MINUTES,
  issueEmailCode,
  LOGIN_CHALLENGE_MINUTES,
  LOGIN_EMAIL_CODE_MINUTES,
  pendingMethod,
  replaceRecoveryCodes,
  setPending,
  twoFactorOf,
  useSecondFactor,
} from '../account/twoFactor';
import { userLanguage } from '../account/mails';
import { assertMaySignIn, createSession, sessionUser, type SessionOrigin } from './session';
import { assertMayGuess, clearGuessFailures, codeKey, recordGuessFailure, type Guess } from './throttle';

/** Login's answer when a second factor is needed: no session yet. */
export interface TwoFactorChallengeReply {
  twoFactorRequired: true;
  /** the user's method; null: the project requires a second factor the user has not set up (enrolmentRequired) */
  method: TwoFactorMethod | null;
  enrolmentRequired: boolean;
  /** sent back with the code to POST /api/v1/2fa-authentication; single use */
  challenge: string;
  expiresAt: string;
  /** method email: the address the code went to, partly hidden */
  sentTo?: string;
}

export type TwoFactorLoginReply = LoginReply & { recoveryCodes?: string[] };

const iso = (ms: number) => new Date(ms).toISOString();
const conflict = (key: 'two_factor_already_set_up' | 'two_factor_resend_not_email') => new ApiError(409, key);

/** d***@example.ch: enough to recognise one's own address, not enough to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

async function openChallenge(
  db: Executor,
  user: User,
  project: Project,
  purpose: 'login' | 'enrol',
  origin: SessionOrigin,
  now: number,
): Promise<{ id: number; token: string; expiresAt: string }> {
  const token = newToken();
  const minutes = purpose === 'login' ? LOGIN_CHALLENGE_MINUTES : ENROL_CHALLENGE_MINUTES;
  const expiresAt = iso(now + minutes * 60_000);
  // pending sign-ins that ran out are of no use to anyone
  await db.deleteFrom('two_factor_challenges').where('expires_at', '<', iso(now)).execute();
  const row = await db
    .insertInto('two_factor_challenges')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      project_id: project.id,
      purpose,
      created_at: iso(now),
      expires_at: expiresAt,
      ip: origin.ip,
      user_agent: origin.userAgent.slice(0, 300),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token, expiresAt };
}

/**
 * After the right password: the challenge reply when the user has a second factor (an e-mailed
 * code is sent at once), or when the project requires one the user has not set up; else null.
 */
export async function startTwoFactorIfNeeded(
  db: Kysely<Database>,
  project: Project,
  user: User,
  origin: SessionOrigin,
  now: number,
): Promise<TwoFactorChallengeReply | null> {
  const method = activeMethod(await twoFactorOf(db, user.id));
  // an administrator's reset of the second factor (must_enrol_2fa) asks for a new one like the project's requirement
  if (!method && project.require_2fa !== 1 && user.must_enrol_2fa !== 1) return null;
  return db.transaction().execute(async (trx) => {
    const purpose = method ? 'login' : 'enrol';
    const challenge = await openChallenge(trx, user, project, purpose, origin, now);
    const reply: TwoFactorChallengeReply = {
      twoFactorRequired: true,
      method,
      enrolmentRequired: method === null,
      challenge: challenge.token,
      expiresAt: challenge.expiresAt,
    };
    if (method === 'email') {
      await issueEmailCode(trx, project, user, challenge.id, LOGIN_EMAIL_CODE_MINUTES, now);
      reply.sentTo = maskEmail(user.email);
    }
    return reply;
  });
}

/** The live challenge of a token, with its user; unknown, another project's or expired: refused. */
async function findChallenge(
  db: Kysely<Database>,
  token: string,
  project: Project,
  now: number,
): Promise<{ challenge: TwoFactorChallenge; user: User }> {
  const challenge = await db
    .selectFrom('two_factor_challenges')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!challenge || challenge.project_id !== project.id) {
    throw badRequest(
      'two_factor_challenge_invalid',
      {},
      { errors: { challenge: 'two_factor_challenge_invalid' } },
    );
  }
  if (Date.parse(challenge.expires_at) <= now) {
    await db.deleteFrom('two_factor_challenges').where('id', '=', challenge.id).execute();
    throw new ApiError(410, 'two_factor_challenge_expired');
  }
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', challenge.user_id)
    .executeTakeFirstOrThrow();
  return { challenge, user };
}

/**
 * POST /api/v1/2fa-authentication: the code of the second factor (app, e-mail or a recovery
 * code) turns the challenge into a session. For an enrolment challenge the code confirms the
 * method just set up, which is then switched on, and the reply carries the recovery codes once.
 * Wrong codes count against the user like wrong passwords; the challenge is good once.
 */
export async function completeTwoFactor(
  db: Kysely<Database>,
  project: Project,
  input: { challenge: string; code: string } & SessionOrigin,
): Promise<TwoFactorLoginReply> {
  const now = Date.now();
  const { challenge, user } = await findChallenge(db, input.challenge, project, now);
  await assertMaySignIn(db, user, project);
  const guess: Guess = { scope: '2fa', key: codeKey(user.id), ip: input.ip };
  await assertMayGuess(db, guess, now, 'too_many_code_attempts');
  const row = await twoFactorOf(db, user.id);
  const enrol = challenge.purpose === 'enrol';
  if (enrol && !pendingMethod(row)) throw badRequest('two_factor_method_missing');

  const result = await db.transaction().execute(async (trx) => {
    const factor = await useSecondFactor(trx, row, input.code, {
      mode: enrol ? 'pending' : 'active',
      challengeId: challenge.id,
      now,
    });
    if (!factor) return null;
    const used = await trx
      .deleteFrom('two_factor_challenges')
      .where('id', '=', challenge.id)
      .executeTakeFirst();
    // the same challenge used twice at once: the second one finds it gone
    if (Number(used.numDeletedRows) !== 1) throw badRequest('two_factor_challenge_invalid');
    let recoveryCodes: string[] | undefined;
    if (enrol) {
      await activatePending(trx, row!, now);
      await trx.updateTable('users').set({ must_enrol_2fa: 0 }).where('id', '=', user.id).execute();
      recoveryCodes = await replaceRecoveryCodes(trx, user.id, now);
      const enabled = { method: row!.pending_method };
      await auditTwoFactor(trx, project.id, user.id, 'two_factor_enable', { method: null }, enabled);
    }
    await clearGuessFailures(trx, guess);
    const token = await createSession(trx, user, { ...input, secondFactor: factor }, now);
    return { token, recoveryCodes };
  });
  if (!result) {
    await recordGuessFailure(db, guess, now);
    throw badRequest('two_factor_code_invalid', {}, { errors: { code: 'two_factor_code_invalid' } });
  }
  const subject = await signInSubject(db, user, project);
  const reply: TwoFactorLoginReply = { token: result.token, user: sessionUser(user, subject) };
  if (result.recoveryCodes) reply.recoveryCodes = result.recoveryCodes;
  return reply;
}

export type TwoFactorSetupReply =
  { method: 'totp'; secret: string; otpauthUri: string } | { method: 'email'; sentTo: string };

/** The authenticator app's entry: issuer is the product, the account the username. */
export function totpSetup(user: User, secret: string): { secret: string; otpauthUri: string } {
  const issuer = translate(userLanguage(user), 'site_title');
  return { secret, otpauthUri: otpauthUri({ issuer, account: user.username, secret }) };
}

/**
 * POST /api/v1/2fa-authentication/setup: during an enrolment sign-in, picks the method. TOTP
 * answers the secret and its otpauth URI (the client shows it as a QR code); e-mail mails a code.
 * Either is confirmed by POST /api/v1/2fa-authentication with the challenge and a code.
 */
export async function setupFromChallenge(
  db: Kysely<Database>,
  project: Project,
  input: { challenge: string; method: TwoFactorMethod },
): Promise<TwoFactorSetupReply> {
  const now = Date.now();
  const { challenge, user } = await findChallenge(db, input.challenge, project, now);
  await assertMaySignIn(db, user, project);
  if (challenge.purpose !== 'enrol') throw conflict('two_factor_already_set_up');
  if (input.method === 'totp') {
    const secret = newTotpSecret();
    await setPending(db, user.id, 'totp', secret, now);
    return { method: 'totp', ...totpSetup(user, secret) };
  }
  await assertMaySendCode(db, user.id, challenge.id, now);
  await db.transaction().execute(async (trx) => {
    await setPending(trx, user.id, 'email', null, now);
    await issueEmailCode(trx, project, user, challenge.id, ENROL_EMAIL_CODE_MINUTES, now);
  });
  return { method: 'email', sentTo: maskEmail(user.email) };
}

/** POST /api/v1/2fa-authentication/resend: a new e-mailed code for a sign-in that uses them. */
export async function resendCode(
  db: Kysely<Database>,
  project: Project,
  input: { challenge: string },
): Promise<{ sentTo: string }> {
  const now = Date.now();
  const { challenge, user } = await findChallenge(db, input.challenge, project, now);
  await assertMaySignIn(db, user, project);
  const row = await twoFactorOf(db, user.id);
  const method = challenge.purpose === 'enrol' ? pendingMethod(row) : activeMethod(row);
  if (method !== 'email') throw conflict('two_factor_resend_not_email');
  await assertMaySendCode(db, user.id, challenge.id, now);
  const minutes = challenge.purpose === 'enrol' ? ENROL_EMAIL_CODE_MINUTES : LOGIN_EMAIL_CODE_MINUTES;
  await db.transaction().execute((trx) => issueEmailCode(trx, project, user, challenge.id, minutes, now));
  return { sentTo: maskEmail(user.email) };
}
