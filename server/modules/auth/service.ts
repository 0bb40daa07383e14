import type { Kysely } from 'kysely';
import { isLanguage } from '../../../schema/api/common';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '../../../schema/constants';
import type { SessionUser } from '../../../schema/api/session';
import { newToken, hashToken, hasProjectAccess, permissionSubject } from '../../core/auth';
import { ApiError, forbidden } from '../../core/errors';
import { verifyNothing, verifyPassword } from '../../core/passwords';
import type { Database, Project, User } from '../../db/types';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

export function sessionUser(user: User, project: Project): SessionUser {
  const subject = permissionSubject(user, project);
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    company: user.company,
    role: user.role,
    permissions: subject.permissions ? [...subject.permissions] : null,
    features: subject.features,
    username: user.username,
    userType: user.user_type === 'b2b' ? 'b2b' : 'staff',
    language: isLanguage(user.language) ? user.language : 'de',
  };
}

/** Refuses a username that failed too often lately, with the seconds until it may try again. */
async function assertNotThrottled(db: Kysely<Database>, usernameKey: string, now: number): Promise<void> {
  const since = new Date(now - WINDOW_MS).toISOString();
  const failures = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('username_key', '=', usernameKey)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'desc')
    .limit(LOGIN_MAX_FAILURES)
    .execute();
  if (failures.length < LOGIN_MAX_FAILURES) return;
  const oldestCounted = Date.parse(failures[failures.length - 1]!.failed_at);
  const retryAfter = Math.max(1, Math.ceil((oldestCounted + WINDOW_MS - now) / 1000));
  throw new ApiError(
    429,
    'too_many_login_attempts',
    { minutes: Math.ceil(retryAfter / 60) },
    { headers: { 'Retry-After': String(retryAfter) } },
  );
}

async function recordFailure(
  db: Kysely<Database>,
  usernameKey: string,
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
      .values({ username_key: usernameKey, failed_at: new Date(now).toISOString(), ip })
      .execute();
  });
}

export interface LoginRequest {
  username: string;
  password: string;
  ip: string;
  userAgent: string;
}

/**
 * Signs a member of staff in to a project. Wrong credentials get one message whatever the
 * reason (unknown user, wrong password, another customer's user, inactive account).
 */
export async function login(db: Kysely<Database>, project: Project, input: LoginRequest) {
  const now = Date.now();
  const key = input.username.trim().toLowerCase();
  await assertNotThrottled(db, key, now);
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username_key', '=', key), eb('email_key', '=', key)]))
    .executeTakeFirst();
  const valid = user
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyNothing(input.password), false);
  if (!user || !valid || user.is_active !== 1 || user.organisation_id !== project.organisation_id) {
    await recordFailure(db, key, input.ip, now);
    throw new ApiError(401, 'invalid_credentials');
  }
  if (user.user_type !== 'staff') throw forbidden('staff_login_only');
  if (!(await hasProjectAccess(db, user, project))) throw forbidden('project_access_denied');
  const subject = permissionSubject(user, project);
  if (subject.role !== 'superadmin' && subject.permissions === null) throw forbidden('permissions_missing');

  const token = newToken();
  const stamp = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('login_failures').where('username_key', '=', key).execute();
    await trx
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        organisation_id: user.organisation_id,
        created_at: stamp,
        last_seen_at: stamp,
        ip: input.ip,
        user_agent: input.userAgent.slice(0, 300),
      })
      .execute();
  });
  return { token, user: sessionUser(user, project) };
}

export async function logout(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
