import type { Kysely } from 'kysely';
import { defaultPermissions, isAdminRole, roleAfterUpdate, type Role } from '../../../schema/permissions';
import { assignableRoles, type UserCreateInput, type UserUpdateInput } from '../../../schema/users';
import { changedFields, recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { ApiError, badRequest, forbidden, notFound } from '../../core/errors';
import { acrossProjects, scoped, type Executor } from '../../core/scope';
import type { Database, User } from '../../db/types';
import { issueInvitation, openInvitation } from './invitations';
import type { UserChoices, UserDetail } from '../../../schema/api/users';

/**
 * User management (settings > users) and the rules of spec 1 section 6: only a superadmin makes
 * or edits a superadmin; a superadmin updated with the admin role stays superadmin; an admin
 * cannot lock themselves out; a project keeps at least one active admin. Users of another
 * customer, or who do not work in the request's project, are not found (404).
 */

const lockout = (key: 'user_own_admin_role' | 'user_deactivate_self' | 'user_own_project') =>
  new ApiError(409, key);

function statusOf(user: User): UserDetail['status'] {
  if (user.is_active !== 1) return 'inactive';
  return user.password_hash === '' ? 'invited' : 'active';
}

/** The projects of the actor's customer an actor may give: a superadmin all, an admin their own. */
export async function assignableProjects(
  db: Executor,
  actor: User,
): Promise<Array<{ id: number; title: string }>> {
  let query = db
    .selectFrom('projects')
    .select(['projects.id', 'projects.title'])
    .where('projects.organisation_id', '=', actor.organisation_id);
  if (actor.role !== 'superadmin') {
    query = query
      .innerJoin('user_projects', 'user_projects.project_id', 'projects.id')
      .where('user_projects.user_id', '=', actor.id);
  }
  return query.orderBy('projects.title').orderBy('projects.id').execute();
}

async function assignedProjects(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_projects')
    .select('project_id')
    .where('user_id', '=', userId)
    .orderBy('project_id')
    .execute();
  return rows.map((r) => r.project_id);
}

export function userChoices(db: Executor, ctx: StaffContext): Promise<UserChoices> {
  return assignableProjects(db, ctx.user).then((projects) => ({
    roles: assignableRoles(ctx.user.role),
    projects,
    currentProject: ctx.project.id,
  }));
}

/** A user of the actor's customer who works in the request's project; anyone else: 404. */
export async function findUser(db: Executor, ctx: StaffContext, id: number): Promise<User> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('organisation_id', '=', ctx.project.organisation_id)
    .where('user_type', '=', 'staff')
    .executeTakeFirst();
  if (!user) throw notFound('user_not_found');
  if (user.role !== 'superadmin' && !(await assignedProjects(db, user.id)).includes(ctx.project.id))
    throw notFound('user_not_found');
  return user;
}

/** Only a superadmin changes a superadmin. */
export function mayChange(ctx: StaffContext, target: User): void {
  if (target.role === 'superadmin' && ctx.user.role !== 'superadmin') throw forbidden('user_superadmin_only');
}

/** A user as the form shows them: of their projects, those the actor may give (the others stay as they are). */
export async function userDetail(db: Executor, ctx: StaffContext, user: User): Promise<UserDetail> {
  const [assigned, reachable, twoFactor, invitation] = await Promise.all([
    assignedProjects(db, user.id),
    assignableProjects(db, ctx.user),
    db.selectFrom('user_two_factor').select('method').where('user_id', '=', user.id).executeTakeFirst(),
    openInvitation(db, user.id),
  ]);
  const reach = new Set(reachable.map((p) => p.id));
  const projects = assigned.filter((p) => reach.has(p));
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    language: user.language,
    role: user.role,
    projects,
    is_active: user.is_active === 1,
    status: statusOf(user),
    two_factor: Boolean(twoFactor?.method),
    last_login_at: user.last_login_at,
    invitation_expires_at: invitation?.expires_at ?? null,
    editable: user.role !== 'superadmin' || ctx.user.role === 'superadmin',
    self: user.id === ctx.user.id,
    version: user.version,
  };
}

async function checkUnique(
  db: Executor,
  input: { email: string; username?: string },
  exceptId: number | null,
) {
  const emailKey = input.email.toLowerCase();
  const usernameKey = input.username?.toLowerCase() ?? null;
  let query = db
    .selectFrom('users')
    .select(['username_key', 'email_key'])
    .where((eb) =>
      usernameKey === null
        ? eb('email_key', '=', emailKey)
        : eb.or([eb('email_key', '=', emailKey), eb('username_key', '=', usernameKey)]),
    );
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  const clash = await query.execute();
  if (usernameKey !== null && clash.some((c) => c.username_key === usernameKey))
    throw badRequest('username_taken', {}, { errors: { username: 'username_taken' } });
  if (clash.some((c) => c.email_key === emailKey))
    throw badRequest('email_taken', {}, { errors: { email: 'email_taken' } });
}

/** The projects asked for, each one the actor may give or the user has already; others: 400 on the field. */
async function checkProjects(
  db: Executor,
  ctx: StaffContext,
  asked: readonly number[],
  current: readonly number[] = [],
): Promise<Set<number>> {
  const allowed = new Set((await assignableProjects(db, ctx.user)).map((p) => p.id));
  if (asked.some((id) => !allowed.has(id) && !current.includes(id)))
    throw badRequest('user_project_not_allowed', {}, { errors: { projects: 'user_project_not_allowed' } });
  return allowed;
}

/**
 * Refuses a change that leaves a project the user is an active admin of without any active admin
 * (superadmins do not count: they are the customer's, not the project's).
 */
async function keepAnAdmin(
  db: Executor,
  user: User,
  after: { role: string; active: boolean; projects: readonly number[] },
): Promise<void> {
  if (user.role !== 'admin' || user.is_active !== 1) return;
  const keeps = after.active && after.role === 'admin';
  const losing = (await assignedProjects(db, user.id)).filter((p) => !keeps || !after.projects.includes(p));
  for (const projectId of losing) {
    const other = await scoped(db, projectId)
      .selectFrom('user_projects')
      .innerJoin('users', 'users.id', 'user_projects.user_id')
      .select('users.id')
      .where('users.id', '!=', user.id)
      .where('users.role', '=', 'admin')
      .where('users.is_active', '=', 1)
      .limit(1)
      .executeTakeFirst();
    if (!other) {
      const project = await db
        .selectFrom('projects')
        .select('title')
        .where('id', '=', projectId)
        .executeTakeFirst();
      throw new ApiError(409, 'user_last_admin', { project: project?.title ?? '' });
    }
  }
}

const auditFields = (user: User, projects: readonly number[]) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  language: user.language,
  role: user.role,
  is_active: user.is_active,
  projects: [...projects].sort((a, b) => a - b),
});

/** Invites a user: the account without a password, its projects, and the mailed link. */
export async function createUser(
  db: Kysely<Database>,
  ctx: StaffContext,
  input: UserCreateInput,
  links: { publicUrl: string },
): Promise<User> {
  if (input.role === 'superadmin' && ctx.user.role !== 'superadmin') throw forbidden('user_superadmin_only');
  await checkProjects(db, ctx, input.projects);
  await checkUnique(db, input, null);
  const projects = [...new Set(input.projects)];
  const permissions = defaultPermissions(input.role);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        organisation_id: ctx.user.organisation_id,
        username: input.username,
        username_key: input.username.toLowerCase(),
        email: input.email,
        email_key: input.email.toLowerCase(),
        first_name: input.first_name,
        last_name: input.last_name,
        company: ctx.user.company,
        role: input.role,
        permissions: JSON.stringify(permissions),
        user_type: 'staff',
        language: input.language,
        password_hash: '',
        is_active: 1,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_projects')
      .values(projects.map((project_id) => ({ project_id, user_id: user.id })))
      .execute();
    await recordAudit(trx, {
      projectId: ctx.project.id,
      userId: ctx.user.id,
      action: 'create',
      entity: 'users',
      entityId: user.id,
      before: null,
      after: { username: user.username, ...auditFields(user, projects) },
    });
    await issueInvitation(trx, ctx, user, links);
    return user;
  });
}

export async function updateUser(
  db: Kysely<Database>,
  ctx: StaffContext,
  target: User,
  input: UserUpdateInput,
): Promise<User> {
  mayChange(ctx, target);
  if (input.role === 'superadmin' && ctx.user.role !== 'superadmin') throw forbidden('user_superadmin_only');
  const role: Role = roleAfterUpdate(target.role, input.role);
  const self = target.id === ctx.user.id;
  if (self && !isAdminRole(role)) throw lockout('user_own_admin_role');
  const current = await assignedProjects(db, target.id);
  const allowed = await checkProjects(db, ctx, input.projects, current);
  // projects beyond the actor's reach stay as they are
  const projects = [...new Set([...input.projects, ...current.filter((p) => !allowed.has(p))])].sort(
    (a, b) => a - b,
  );
  if (self && role !== 'superadmin' && !projects.includes(ctx.project.id)) throw lockout('user_own_project');
  await keepAnAdmin(db, target, { role, active: target.is_active === 1, projects });
  await checkUnique(db, input, target.id);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set((eb) => ({
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        email_key: input.email.toLowerCase(),
        language: input.language,
        role,
        ...(role !== target.role ? { permissions: JSON.stringify(defaultPermissions(role)) } : {}),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', target.id)
      .where('version', '=', input.version)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ApiError(409, 'user_changed_meanwhile');
    const removed = current.filter((p) => !projects.includes(p));
    const added = projects.filter((p) => !current.includes(p));
    if (removed.length > 0)
      await acrossProjects(trx, removed)
        .deleteFrom('user_projects')
        .where('user_id', '=', target.id)
        .execute();
    if (added.length > 0)
      await trx
        .insertInto('user_projects')
        .values(added.map((project_id) => ({ project_id, user_id: target.id })))
        .execute();
    const changes = changedFields(auditFields(target, current), auditFields(row, projects));
    if (changes) {
      await recordAudit(trx, {
        projectId: ctx.project.id,
        userId: ctx.user.id,
        action: 'update',
        entity: 'users',
        entityId: target.id,
        ...changes,
      });
    }
    return row;
  });
}

/** Ends the access of a user: deactivated, every session ended at once, open invitations void. */
export async function deactivateUser(db: Kysely<Database>, ctx: StaffContext, target: User): Promise<number> {
  mayChange(ctx, target);
  if (target.id === ctx.user.id) throw lockout('user_deactivate_self');
  if (target.is_active !== 1) return 0;
  await keepAnAdmin(db, target, { role: target.role, active: false, projects: [] });
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await trx
      .updateTable('users')
      .set((eb) => ({ is_active: 0, version: eb('version', '+', 1) }))
      .where('id', '=', target.id)
      .execute();
    const ended = await trx.deleteFrom('sessions').where('user_id', '=', target.id).executeTakeFirst();
    await trx
      .updateTable('user_invitations')
      .set({ used_at: now })
      .where('user_id', '=', target.id)
      .where('used_at', 'is', null)
      .execute();
    await recordAudit(trx, {
      projectId: ctx.project.id,
      userId: ctx.user.id,
      action: 'deactivate',
      entity: 'users',
      entityId: target.id,
      before: { is_active: 1 },
      after: { is_active: 0 },
    });
    return Number(ended.numDeletedRows);
  });
}

export async function activateUser(db: Kysely<Database>, ctx: StaffContext, target: User): Promise<void> {
  mayChange(ctx, target);
  if (target.is_active === 1) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ is_active: 1, version: eb('version', '+', 1) }))
      .where('id', '=', target.id)
      .execute();
    await recordAudit(trx, {
      projectId: ctx.project.id,
      userId: ctx.user.id,
      action: 'activate',
      entity: 'users',
      entityId: target.id,
      before: { is_active: 0 },
      after: { is_active: 1 },
    });
  });
}

/**
 * Resets a user's second factor (a lost phone): method, secrets and recovery codes are removed,
 * their sessions end, and the next sign-in sets up a second factor again.
 */
export async function resetTwoFactor(db: Kysely<Database>, ctx: StaffContext, target: User): Promise<void> {
  mayChange(ctx, target);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('user_two_factor')
      .select('method')
      .where('user_id', '=', target.id)
      .executeTakeFirst();
    await trx.deleteFrom('user_two_factor').where('user_id', '=', target.id).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', target.id).execute();
    await trx.deleteFrom('two_factor_challenges').where('user_id', '=', target.id).execute();
    await trx
      .updateTable('users')
      .set((eb) => ({ must_enrol_2fa: 1, version: eb('version', '+', 1) }))
      .where('id', '=', target.id)
      .execute();
    if (target.id !== ctx.user.id)
      await trx.deleteFrom('sessions').where('user_id', '=', target.id).execute();
    await recordAudit(trx, {
      projectId: ctx.project.id,
      userId: ctx.user.id,
      action: 'two_factor_reset',
      entity: 'users',
      entityId: target.id,
      before: { two_factor: before?.method ?? null },
      after: { two_factor: null, must_enrol_2fa: 1 },
    });
  });
}

/** Sends a new invitation link to a user who has not set a password yet; earlier links stop working. */
export async function resendInvitation(
  db: Kysely<Database>,
  ctx: StaffContext,
  target: User,
  links: { publicUrl: string },
): Promise<void> {
  mayChange(ctx, target);
  if (target.is_active !== 1 || target.password_hash !== '') throw new ApiError(409, 'user_not_invited');
  await db.transaction().execute(async (trx) => {
    await issueInvitation(trx, ctx, target, links);
    await recordAudit(trx, {
      projectId: ctx.project.id,
      userId: ctx.user.id,
      action: 'invitation_resend',
      entity: 'users',
      entityId: target.id,
      before: null,
      after: { email: target.email },
    });
  });
}
