import { signInSubject } from '../../core/auth';
import type { Kysely } from 'kysely';
import type { LoginReply } from '../../../schema/api/session';
import { ApiError } from '../../core/errors';
import { verifyNothing, verifyPassword } from '../../core/passwords';
import type { Database, Project } from '../../db/types';
import { assertMaySignIn, createSession, sessionUser } from './session';
import { accountKey, assertMayGuess, clearGuessFailures, recordGuessFailure, type Guess } from './throttle';
import { startTwoFactorIfNeeded, type TwoFactorChallengeReply } from './twoFactor';

// bootstrap (shared/service) and single sign-on (sso/flow) use these through this module
export { assertMaySignIn, createSession, sessionUser };
export type { SessionOrigin } from './session';

export interface LoginRequest {
  username: string;
  password: string;
  ip: string;
  userAgent: string;
}

/**
 * Signs a member of staff in to a project. Wrong credentials get one message whatever the
 * reason (unknown user, wrong password, another customer's user, inactive account).
 *
 * A user with a second factor, or without one in a project that requires it, gets no session
 * yet: the reply names the method (null: set one up first) and a challenge for
 * POST /api/v1/2fa-authentication.
 */
export async function login(
  db: Kysely<Database>,
  project: Project,
  input: LoginRequest,
): Promise<LoginReply | TwoFactorChallengeReply> {
  const now = Date.now();
  const typed = input.username.trim().toLowerCase();
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username_key', '=', typed), eb('email_key', '=', typed)]))
    .executeTakeFirst();
  // failures count per account, whether its username or its e-mail was typed; an identifier
  // that names no account counts the same way, so that refusing it tells nothing
  const guess: Guess = { scope: 'login', key: user ? accountKey(user.id) : `name:${typed}`, ip: input.ip };
  await assertMayGuess(db, guess, now);
  const valid = user
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyNothing(input.password), false);
  if (!user || !valid || user.is_active !== 1 || user.organisation_id !== project.organisation_id) {
    await recordGuessFailure(db, guess, now);
    throw new ApiError(401, 'invalid_credentials');
  }
  await assertMaySignIn(db, user, project);

  const challenge = await startTwoFactorIfNeeded(db, project, user, input, now);
  if (challenge) {
    await clearGuessFailures(db, guess);
    return challenge;
  }
  const token = await db.transaction().execute(async (trx) => {
    await clearGuessFailures(trx, guess);
    return createSession(trx, user, input, now);
  });
  return { token, user: sessionUser(user, await signInSubject(db, user, project)) };
}

export async function logout(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
