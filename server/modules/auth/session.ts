import type { Kysely } from 'kysely';
import { isLanguage } from '../../../schema/api/common';
import type { SessionUser } from '../../../schema/api/session';
import type { PermissionSubject } from '../../../schema/permissions';
import { hashToken, hasProjectAccess, newToken, signInSubject } from '../../core/auth';
import { ApiError, forbidden } from '../../core/errors';
import type { Executor } from '../../core/scope';
import type { Database, Project, User } from '../../db/types';

/** Sessions: who may sign in, the user a session answers, and opening one. */

/** The user a session answers, with what they may do in the project (`signInSubject` or the request's own). */
export function sessionUser(user: User, subject: PermissionSubject): SessionUser {
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

/** Refuses a user who may not (or no longer) sign in to this project. */
export async function assertMaySignIn(db: Kysely<Database>, user: User, project: Project): Promise<void> {
  if (user.is_active !== 1 || user.organisation_id !== project.organisation_id) {
    throw new ApiError(401, 'invalid_credentials');
  }
  if (user.user_type !== 'staff') throw forbidden('staff_login_only');
  if (!(await hasProjectAccess(db, user, project))) throw forbidden('project_access_denied');
  const subject = await signInSubject(db, user, project);
  if (subject.role !== 'superadmin' && subject.permissions === null) throw forbidden('permissions_missing');
}

export interface SessionOrigin {
  ip: string;
  userAgent: string;
  /** how the sign-in was confirmed beyond the password */
  secondFactor?: string | null;
}

/** Opens a session; answers its token (only the token's hash is stored). */
export async function createSession(
  db: Executor,
  user: User,
  origin: SessionOrigin,
  now: number,
): Promise<string> {
  const token = newToken();
  const stamp = new Date(now).toISOString();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      organisation_id: user.organisation_id,
      created_at: stamp,
      last_seen_at: stamp,
      ip: origin.ip,
      user_agent: origin.userAgent.slice(0, 300),
      second_factor: origin.secondFactor ?? null,
    })
    .execute();
  await db.updateTable('users').set({ last_login_at: stamp }).where('id', '=', user.id).execute();
  return token;
}
