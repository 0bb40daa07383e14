import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../../schema/api/common';
import { defaultPermissions, type Role } from '../../../schema/permissions';
import { hasProjectAccess, signInSubject } from '../../core/auth';
import { ApiError, forbidden } from '../../core/errors';
import { hashPassword } from '../../core/passwords';
import type { SsoSettings } from '../../db/tables/sso';
import type { Database, Project, User } from '../../db/types';
import { namesOf, usernameFor, type Claims } from './claims';

/** Who the directory says signed in: a verified e-mail address and the token's claims. */
export interface Identity {
  email: string;
  claims: Claims;
}

async function uniqueUsername(db: Kysely<Database>, email: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const username = usernameFor(email, n);
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('username_key', '=', username.toLowerCase())
      .executeTakeFirst();
    if (!taken) return username;
  }
  throw new ApiError(500, 'internal_error');
}

/** A new member of staff of the project, from a verified sign-in; only when the project allows it. */
async function createUser(
  db: Kysely<Database>,
  project: Project,
  settings: SsoSettings,
  identity: Identity,
  language: Language,
): Promise<User> {
  const role = settings.default_role as Role;
  const { firstName, lastName } = namesOf(identity.claims, identity.email);
  const username = await uniqueUsername(db, identity.email);
  // nobody knows this password: the account signs in through the directory (or resets it)
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const user = await db
    .insertInto('users')
    .values({
      organisation_id: project.organisation_id,
      username,
      username_key: username.toLowerCase(),
      email: identity.email,
      email_key: identity.email.toLowerCase(),
      first_name: firstName,
      last_name: lastName,
      company: '',
      role,
      permissions: JSON.stringify(defaultPermissions(role)),
      user_type: 'staff',
      language,
      password_hash: passwordHash,
      is_active: 1,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.insertInto('user_projects').values({ project_id: project.id, user_id: user.id }).execute();
  return user;
}

/** The member of staff a verified e-mail belongs to, in the project's organisation and with access to it. */
export async function userFor(
  db: Kysely<Database>,
  project: Project,
  settings: SsoSettings,
  identity: Identity,
  language: Language,
): Promise<User> {
  const found = await db
    .selectFrom('users')
    .selectAll()
    .where('email_key', '=', identity.email.toLowerCase())
    .executeTakeFirst();
  if (!found) {
    if (settings.allow_create_users !== 1)
      throw new ApiError(403, 'sso_user_unknown', { email: identity.email });
    return createUser(db, project, settings, identity, language);
  }
  // an address of another customer's account is unknown here
  if (found.organisation_id !== project.organisation_id) {
    throw new ApiError(403, 'sso_user_unknown', { email: identity.email });
  }
  if (found.is_active !== 1) throw forbidden('sso_user_inactive');
  if (found.user_type !== 'staff') throw forbidden('staff_login_only');
  if (!(await hasProjectAccess(db, found, project))) throw forbidden('project_access_denied');
  const subject = await signInSubject(db, found, project);
  if (subject.role !== 'superadmin' && subject.permissions === null) throw forbidden('permissions_missing');
  return found;
}
