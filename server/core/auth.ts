import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { checkAccess, type PermissionSubject } from '../../schema/permissions';
import type { Database, Project, User } from '../db/types';
import type { AuthContext, RouteGuard } from './context';
import { parseJsonList, projectFeatures } from './context';
import { ApiError, forbidden, unauthorized } from './errors';
import { scoped } from './scope';

/** A new session token: 256 random bits. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOUCH_AFTER_MS = 60_000;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * What a user may do in a project. `rolePermissions` is the list an admin set for the user's role
 * in this project (settings > roles), read with every request; without one the user's own list
 * applies. A user without a list of their own stays without one (signed out).
 */
export function permissionSubject(
  user: User,
  project: Project,
  rolePermissions: string | null = null,
): PermissionSubject {
  const own = parseJsonList(user.permissions);
  return {
    role: user.role,
    permissions: own !== null && rolePermissions !== null ? parseJsonList(rolePermissions) : own,
    features: projectFeatures(project),
  };
}

/**
 * What a user may do in a project as a sign-in answers it: with the role's list of that project
 * (settings > roles), as every later request reads it.
 */
export async function signInSubject(
  db: Kysely<Database>,
  user: User,
  project: Project,
): Promise<PermissionSubject> {
  const row = await scoped(db, project.id)
    .selectFrom('role_permissions')
    .select('permissions')
    .where('role', '=', user.role)
    .executeTakeFirst();
  return permissionSubject(user, project, row?.permissions ?? null);
}

/** A superadmin works in every project of its organisation, everyone else in the projects assigned to them. */
function mayWorkIn(user: User, project: Project, assigned: boolean): boolean {
  return user.organisation_id === project.organisation_id && (user.role === 'superadmin' || assigned);
}

/** Whether a user may work in this project (sign-in; guarded requests learn it with the session). */
export async function hasProjectAccess(db: Kysely<Database>, user: User, project: Project): Promise<boolean> {
  const assignment = await scoped(db, project.id)
    .selectFrom('user_projects')
    .select('user_id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return mayWorkIn(user, project, assignment !== undefined);
}

/** How long a session lives: unused, and at most from its sign-in however often it is used. */
export interface SessionLimits {
  sessionIdleMinutes: number;
  sessionMaxHours: number;
}

/**
 * Resolves the bearer token to a live session. Missing, unknown, idle or past its lifetime: 401.
 * The session's last use is written at most once a minute.
 */
export async function authenticate(
  db: Kysely<Database>,
  request: FastifyRequest,
  limits: SessionLimits,
  project: Project,
): Promise<{
  user: User;
  sessionId: number;
  assigned: boolean;
  secondFactor: string | null;
  rolePermissions: string | null;
}> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('not_authenticated');
  // One query: the session, its user, and whether the user is assigned to the project.
  const scope = scoped(db, project.id);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select((eb) => [
      'sessions.id as session_id',
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.second_factor as session_second_factor',
      eb
        .exists(
          eb
            .selectFrom('user_projects')
            .select('user_projects.user_id')
            .whereRef('user_projects.user_id', '=', 'users.id')
            .where(scope.owns('user_projects')),
        )
        .as('session_assigned'),
      // the role's permissions in this project, read with every request (settings > roles)
      eb
        .selectFrom('role_permissions')
        .select('role_permissions.permissions')
        .whereRef('role_permissions.role', '=', 'users.role')
        .where(scope.owns('role_permissions'))
        .as('session_role_permissions'),
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw unauthorized('not_authenticated');
  const {
    session_id: sessionId,
    session_created_at: createdAt,
    session_last_seen_at: lastSeen,
    session_assigned: assigned,
    session_second_factor: secondFactor,
    session_role_permissions: rolePermissions,
    ...user
  } = row;
  const now = Date.now();
  const lastSeenMs = Date.parse(lastSeen);
  const idle = now - lastSeenMs > limits.sessionIdleMinutes * 60_000;
  const tooOld = now - Date.parse(createdAt) > limits.sessionMaxHours * 3_600_000;
  if (idle || tooOld || user.is_active !== 1) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    throw unauthorized('session_expired');
  }
  if (now - lastSeenMs > TOUCH_AFTER_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', sessionId)
      .execute();
  }
  return {
    user,
    sessionId,
    assigned: Boolean(assigned),
    secondFactor,
    rolePermissions: rolePermissions ?? null,
  };
}

/** Applies a route's guard: session, organisation, project access and permission, in that order. */
export async function guardRequest(
  db: Kysely<Database>,
  request: FastifyRequest,
  guard: RouteGuard,
  limits: SessionLimits,
): Promise<AuthContext | null> {
  if (guard.kind === 'public') return null;
  const project = request.project;
  if (!project) throw new ApiError(500, 'internal_error');
  const { user, sessionId, assigned, secondFactor, rolePermissions } = await authenticate(
    db,
    request,
    limits,
    project,
  );
  if (!mayWorkIn(user, project, assigned)) throw forbidden('project_access_denied');
  // a project that requires a second factor admits only sessions that were opened with one,
  // except to sign out
  const endsSession = request.routeOptions.config.endsSession === true;
  if (project.require_2fa === 1 && !secondFactor && !endsSession) throw unauthorized('two_factor_required');
  const subject = permissionSubject(user, project, rolePermissions);
  const access = checkAccess(subject, guard);
  if (access === 'logout') {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    throw unauthorized('permissions_missing');
  }
  if (access === 'deny') throw forbidden('admin_access_denied');
  return { user, sessionId, subject };
}
