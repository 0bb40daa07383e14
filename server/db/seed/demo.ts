/**
 * The demo data: two organisations with projects, users, buildings and objects, generated
 * deterministically so that two seeds of two fresh databases hold the same rows.
 */
import type { Kysely } from 'kysely';
import type { Storage } from '../../core/storage';
import type { Database } from '../types';
import { defaultPermissions } from '../../../schema/permissions';
import { scoped } from '../../core/scope';
import { insertSearchable } from '../../lists/searchText';
import { buildingSearch, objectSearch } from '../../modules/objects/searchText';
import { buildingRows } from './buildings';
import { seedProject, timestamp, type BuildingRef, type MarketMode, type SeedProject } from './context';
import {
  BETA_ORGANISATION,
  DEMO_ORGANISATION,
  newProjectRow,
  DEMO_ROLE_LIST,
  type OrganisationDef,
  type ProjectDef,
} from './definitions';
import { seedAds } from './ads';
import { seedApplications } from './applications';
import { seedContractSettings } from './contractSettings';
import { seedDeposits } from './deposits';
import { seedConversations } from './conversations';
import { seedMailTemplates } from './mailTemplates';
import { OBJECT_KINDS, type SeedObjectRow } from './objectBase';
import { objectRow } from './objects';
import { occupancyRow } from './occupancies';
import { seedTenants } from './tenants';
import { seedViewings } from './viewings';

export interface SeedOptions {
  /** argon2 hash of the demo password, computed once by the caller. */
  passwordHash: string;
  /** where the demo applications' documents are written; without it only their rows are made (storeDemoDocuments writes them later) */
  storage?: Storage;
  /** YYYY-MM-DD, the day the demo's offers are recent to (default: today) */
  today?: string;
}

export const DEMO_ROLES: readonly string[] = DEMO_ROLE_LIST;

/** Rows per INSERT of bindings. */
const CHUNK_ROWS = 500;
/** Rows per transaction in addApartments. */
const TRANSACTION_ROWS = 10_000;

/** Creates the demo organisations, projects, users, buildings and objects in one transaction. */
export async function seedDemo(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const organisation of [DEMO_ORGANISATION, BETA_ORGANISATION]) {
      await seedOrganisation(trx, organisation, options);
    }
  });
}

async function seedOrganisation(
  db: Kysely<Database>,
  org: OrganisationDef,
  options: SeedOptions,
): Promise<void> {
  const createdAt = timestamp(0);
  const { id: organisationId } = await db
    .insertInto('organisations')
    .values({ name: org.name, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();

  const projects = await db
    .insertInto('projects')
    .values(
      org.projects.map((p) =>
        newProjectRow({ ...p, organisationId }, createdAt, p.featureOverrides, p.contact),
      ),
    )
    .returning(['id', 'slug'])
    .execute();
  const projectIds = new Map(projects.map((p) => [p.slug, p.id]));

  const users = await db
    .insertInto('users')
    .values(
      org.users.map((u) => {
        const username = `${org.userPrefix}.${u.role}`;
        const email = `${username}@${org.emailDomain}`;
        const permissions = defaultPermissions(u.role);
        return {
          organisation_id: organisationId,
          username,
          username_key: username.toLowerCase(),
          email,
          email_key: email.toLowerCase(),
          first_name: u.firstName,
          last_name: u.lastName,
          company: org.name,
          role: u.role,
          permissions: permissions === null ? null : JSON.stringify(permissions),
          user_type: 'staff',
          language: 'de',
          password_hash: options.passwordHash,
          is_active: 1,
          created_at: createdAt,
        };
      }),
    )
    .returning('id')
    .execute();

  await db
    .insertInto('user_projects')
    .values(users.flatMap((u) => projects.map((p) => ({ project_id: p.id, user_id: u.id }))))
    .execute();

  for (const def of org.projects) {
    const projectId = projectIds.get(def.slug);
    if (projectId === undefined) throw new Error(`project ${def.slug} was not created`);
    const project = seedProject(projectId, def.slug, def.mode, def.cities);
    await seedProjectContent(db, def, project);
    await seedApplications(db, project, {
      count: def.applications?.count ?? 0,
      withDocuments: def.applications?.withDocuments ?? 0,
      today: options.today ?? new Date().toISOString().slice(0, 10),
      storage: options.storage,
    });
    const today = options.today ?? new Date().toISOString().slice(0, 10);
    await seedTenants(db, project, today);
    await seedMailTemplates(db, project, today);
    await seedContractSettings(db, project);
    await seedDeposits(db, project, today);
    await seedConversations(db, project, today);
    await seedViewings(db, project, today);
    await seedAds(db, project, def.title, def.contact, def.ads ?? 0, today);
  }
}

async function seedProjectContent(
  db: Kysely<Database>,
  def: ProjectDef,
  project: SeedProject,
): Promise<void> {
  const scope = scoped(db, project.id);
  await insertSearchable(scope, buildingSearch, buildingRows(project, def.buildings));
  const buildings = await loadBuildings(db, project.id);
  for (const kind of OBJECT_KINDS) {
    const count = def.objects[kind] ?? 0;
    const rows: SeedObjectRow[] = [];
    for (let i = 1; i <= count; i++) rows.push(objectRow(project, kind, i, buildings));
    const ids = await insertSearchable(scope, objectSearch, rows);
    // every object in a bound state is bound to someone: an applicant, a tenant or a buyer
    const bindings = rows.flatMap((row, i) => {
      const binding = occupancyRow(project, { ...row, id: ids[i]! });
      return binding ? [binding] : [];
    });
    for (let start = 0; start < bindings.length; start += CHUNK_ROWS) {
      await scope.insertInto('object_occupancies', bindings.slice(start, start + CHUNK_ROWS)).execute();
    }
  }
}

async function loadBuildings(db: Kysely<Database>, projectId: number): Promise<BuildingRef[]> {
  return db
    .selectFrom('buildings')
    .select(['id', 'title', 'ref_number', 'street', 'house_number', 'postal_code', 'city', 'num_floors'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
}

/**
 * Adds apartments to a project until it holds `targetCount` of them, with the demo generator
 * (apartment n is always the same row). Returns how many were added.
 */
export async function addApartments(
  db: Kysely<Database>,
  projectSlug: string,
  targetCount: number,
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  const project = await db
    .selectFrom('projects')
    .select(['id', 'slug', 'type'])
    .where('slug', '=', projectSlug)
    .executeTakeFirst();
  if (!project) throw new Error(`no project with slug "${projectSlug}"`);

  const { count } = await db
    .selectFrom('objects')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('project_id', '=', project.id)
    .where('object_type', '=', 'apartments')
    .executeTakeFirstOrThrow();
  const existing = Number(count);
  const total = Math.max(0, targetCount - existing);
  if (total === 0) return 0;

  const def = [...DEMO_ORGANISATION.projects, ...BETA_ORGANISATION.projects].find(
    (p) => p.slug === project.slug,
  );
  const mode: MarketMode = project.type === 'sale' || project.type === 'saleb2b' ? 'sale' : 'rent';
  const seed = seedProject(project.id, project.slug, mode, def?.cities);
  const buildings = await loadBuildings(db, project.id);

  for (let start = existing; start < targetCount; start += TRANSACTION_ROWS) {
    const end = Math.min(start + TRANSACTION_ROWS, targetCount);
    await db.transaction().execute(async (trx) => {
      const rows: SeedObjectRow[] = [];
      for (let i = start; i < end; i++) rows.push(objectRow(seed, 'apartments', i + 1, buildings));
      await insertSearchable(scoped(trx, project.id), objectSearch, rows);
    });
    onProgress?.(end - existing, total);
  }
  return total;
}
