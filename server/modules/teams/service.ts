import type { Kysely } from 'kysely';
import type { TeamChoices, TeamDetail } from '../../../schema/api/teams';
import type { TeamInput, TeamUpdateInput } from '../../../schema/teams';
import { recordAudit } from '../../core/audit';
import { ApiError, badRequest, notFound } from '../../core/errors';
import { scoped } from '../../core/scope';
import type { Database, Project, User } from '../../db/types';

/** Settings > teams: teams of the project's customer that serve the project. */

type Db = Kysely<Database>;

/** A team of the project's customer that serves the project; anything else is not found. */
async function teamInProject(db: Db, project: Project, id: number) {
  const team = await scoped(db, project.id)
    .selectFrom('team_projects')
    .innerJoin('teams', 'teams.id', 'team_projects.team_id')
    .selectAll('teams')
    .where('teams.id', '=', id)
    .where('teams.organisation_id', '=', project.organisation_id)
    .executeTakeFirst();
  if (!team) throw notFound('team_not_found');
  return team;
}

async function detailOf(db: Db, id: number): Promise<TeamDetail> {
  const team = await db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const members = await db.selectFrom('team_members').select('user_id').where('team_id', '=', id).execute();
  const projects = await db
    .selectFrom('team_projects')
    .select('project_id')
    .where('team_id', '=', id)
    .execute();
  return {
    id: team.id,
    name: team.name,
    members: members.map((m) => m.user_id).sort((a, b) => a - b),
    projects: projects.map((p) => p.project_id).sort((a, b) => a - b),
    version: team.version,
  };
}

export async function teamChoices(db: Db, project: Project): Promise<TeamChoices> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('organisation_id', '=', project.organisation_id)
    .where('user_type', '=', 'staff')
    .where('is_active', '=', 1)
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
  const projects = await db
    .selectFrom('projects')
    .select(['id', 'title'])
    .where('organisation_id', '=', project.organisation_id)
    .orderBy('title')
    .execute();
  return {
    users: users.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim() })),
    projects,
  };
}

/** Members must be staff of the customer, projects the customer's own; a stranger is a 400. */
async function checkReferences(db: Db, project: Project, input: TeamInput): Promise<void> {
  const choices = await teamChoices(db, project);
  const users = new Set(choices.users.map((u) => u.id));
  const projects = new Set(choices.projects.map((p) => p.id));
  const errors: Record<string, string> = {};
  if (input.members.some((id) => !users.has(id))) errors.members = 'team_member_invalid';
  if (input.projects.some((id) => !projects.has(id))) errors.projects = 'team_project_invalid';
  if (Object.keys(errors).length > 0) {
    throw badRequest('invalid_request', { detail: Object.keys(errors).join(', ') }, { errors });
  }
}

async function writeLinks(trx: Db, teamId: number, input: TeamInput): Promise<void> {
  await trx.deleteFrom('team_members').where('team_id', '=', teamId).execute();
  await trx.deleteFrom('team_projects').where('team_id', '=', teamId).execute();
  const members = [...new Set(input.members)];
  const projects = [...new Set(input.projects)];
  if (members.length > 0) {
    await trx
      .insertInto('team_members')
      .values(members.map((user_id) => ({ team_id: teamId, user_id })))
      .execute();
  }
  await trx
    .insertInto('team_projects')
    .values(projects.map((project_id) => ({ team_id: teamId, project_id })))
    .execute();
}

const audited = (d: TeamDetail) => ({ name: d.name, members: d.members, projects: d.projects });

export async function getTeam(db: Db, project: Project, id: number): Promise<TeamDetail> {
  await teamInProject(db, project, id);
  return detailOf(db, id);
}

export async function createTeam(
  db: Db,
  project: Project,
  user: User,
  input: TeamInput,
): Promise<TeamDetail> {
  await checkReferences(db, project, input);
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('teams')
      .values({
        organisation_id: project.organisation_id,
        name: input.name,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLinks(trx, id, input);
    const detail = await detailOf(trx, id);
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'create',
      entity: 'teams',
      entityId: id,
      before: null,
      after: audited(detail),
    });
    return detail;
  });
}

export async function updateTeam(
  db: Db,
  project: Project,
  user: User,
  id: number,
  input: TeamUpdateInput,
): Promise<TeamDetail> {
  await teamInProject(db, project, id);
  await checkReferences(db, project, input);
  return db.transaction().execute(async (trx) => {
    const before = await detailOf(trx, id);
    const result = await trx
      .updateTable('teams')
      .set({ name: input.name, version: input.version + 1, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'team_changed_meanwhile');
    await writeLinks(trx, id, input);
    const after = await detailOf(trx, id);
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'update',
      entity: 'teams',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

export async function deleteTeam(db: Db, project: Project, user: User, id: number): Promise<{ id: number }> {
  await teamInProject(db, project, id);
  await db.transaction().execute(async (trx) => {
    const before = await detailOf(trx, id);
    await trx.deleteFrom('team_members').where('team_id', '=', id).execute();
    await trx.deleteFrom('team_projects').where('team_id', '=', id).execute();
    await trx.deleteFrom('teams').where('id', '=', id).execute();
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'delete',
      entity: 'teams',
      entityId: id,
      before: audited(before),
      after: null,
    });
  });
  return { id };
}
