/**
 * The demo applications in the database: the project's form (version 1 of the shipped form), the
 * applications with their persons, priorities, comments and documents, the offers and assignments
 * of the objects they hold (object state, occupancy row), duplicate groups, points and search text
 * as the server keeps them. `addApplications` tops a project up to N applications for the benchmark.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { duplicateGroups, normalizeEmail } from '../../../schema/applicationDuplicates';
import { documentFields, type FormDefinition } from '../../../schema/applicationForm';
import { applicationPointsTotal } from '../../../schema/applicationPoints';
import { isClosedApplicationState } from '../../../schema/applicationStates';
import { scoped, type Scoped } from '../../core/scope';
import type { Storage } from '../../core/storage';
import { insertSearchable, updateSearchable } from '../../lists/searchText';
import { objectSearch } from '../../modules/objects/searchText';
import { DEFAULT_FORM_DEFINITION } from '../../modules/applicationForms/defaultForm';
import { applicationSearch, householdNames } from '../../modules/applications/searchText';
import { hashToken, TOKEN_BYTES } from '../../modules/publicApplications/links';
import type { Database } from '../types';
import type { NewObjectOccupancy } from '../tables/objects';
import { answersFor, demoApplication, plusDays, type DemoApplication, type PoolObject } from './applicants';
import { demoDocumentBytes, type DemoDocumentMime } from './applicationDocuments';
import { rowRng, seedProject, timestamp, type SeedProject } from './context';
import { createRng, hashString } from './random';

/** Rows per INSERT (persons, priorities, comments: few columns). */
const CHUNK_ROWS = 500;
/** Applications per transaction in addApplications. */
const TRANSACTION_ROWS = 5_000;
/** At most this share of a project's free objects is offered or assigned by the demo. */
const BINDING_SHARE = 0.25;
/** ... but at least two (an offer and an assignment) where there are two free objects. */
const MIN_BINDINGS = 2;
/** Stored document files written at the same time. */
const PARALLEL = 16;

export interface ApplicationSeedOptions {
  /** how many applications the project gets */
  count: number;
  /** the first this many get documents (a few files each) */
  withDocuments: number;
  /** YYYY-MM-DD: offers run from a few days before it and expire some days after it */
  today: string;
}

interface ProjectRef {
  id: number;
  organisation_id: number;
  type: string;
}

const isSaleProject = (type: string) => type === 'sale' || type === 'saleb2b';

/** The project's application form, version 1 (the shipped form) when it has none yet. */
async function formOf(scope: Scoped): Promise<{ id: number; definition: FormDefinition }> {
  const existing = await scope
    .selectFrom('application_forms')
    .select(['id', 'definition'])
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (existing) return { id: existing.id, definition: JSON.parse(existing.definition) as FormDefinition };
  const row = await scope
    .insertInto('application_forms', [
      {
        version: 1,
        definition: JSON.stringify(DEFAULT_FORM_DEFINITION),
        created_by: null,
        created_at: timestamp(0),
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, definition: DEFAULT_FORM_DEFINITION };
}

/** Apartments that take applications and are free (available, active), in id order. */
async function poolOf(scope: Scoped): Promise<PoolObject[]> {
  return scope
    .selectFrom('objects')
    .select([
      'id',
      'ref_number',
      'rooms',
      'rental_price',
      'selling_price',
      'available_from',
      'min_occupancy',
      'max_occupancy',
      'cats_allowed',
      'dogs_allowed',
    ])
    .where('object_type', '=', 'apartments')
    .where('application', '=', 1)
    .where('progress_state', '=', 'available')
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
}

/** Staff of the project's organisation who comment (admins, superusers, users, assistants). */
async function staffOf(db: Kysely<Database>, organisationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('role', 'in', ['admin', 'superuser', 'user', 'assistant'])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A private link: a deterministic slug, a random token (as the public form's) of which only the sha-256 is kept. */
function privateLink(project: SeedProject, index: number): { slug: string; token_hash: string } {
  const rng = rowRng(project, 'application-slug', index);
  const slug = Array.from({ length: 20 }, () => '0123456789abcdefghijklmnopqrstuv'[rng.int(0, 31)]).join('');
  return { slug, token_hash: hashToken(randomToken()) };
}

/** A token as the public form makes them, from random bytes fetched for 1,024 tokens at a time. */
let entropy = Buffer.alloc(0);
function randomToken(): string {
  if (entropy.length < TOKEN_BYTES) entropy = randomBytes(TOKEN_BYTES * 1024);
  const token = entropy.subarray(0, TOKEN_BYTES).toString('base64url');
  entropy = entropy.subarray(TOKEN_BYTES);
  return token;
}

/** The storage key of a demo document: like an uploaded file's, derived from the project and name. */
function documentKey(projectId: number, app: number, position: number, mime: DemoDocumentMime): string {
  const hash = createHash('sha256')
    .update(`immodesk-demo-document:${projectId}:${app}:${position}`)
    .digest('hex');
  return `${projectId}/${timestamp(0).slice(0, 7)}/${hash.slice(0, 32)}.${mime === 'image/png' ? 'png' : 'pdf'}`;
}

type Subject = { main_name: string; email: string; phone: string; birth_date: string | null };

/** The main applicant as the duplicate rules see it (the demo's phones are E.164 already, as normalizePhone writes them). */
function subjectOf(app: DemoApplication): Subject {
  const main = app.persons[0]!;
  return {
    main_name: `${main.first_name} ${main.last_name}`,
    email: normalizeEmail(main.email),
    phone: main.phone,
    birth_date: main.birth_date,
  };
}

/** One application's rows, before its id is known. */
interface Planned {
  app: DemoApplication;
  row: Omit<Insertable<Database['applications']>, 'project_id' | 'search_text'>;
  household: Record<string, unknown>;
  persons: Array<Record<string, unknown>>;
}

function plan(
  project: SeedProject,
  app: DemoApplication,
  formId: number,
  definition: FormDefinition,
  duplicateGroup: string | null,
): Planned {
  const rng = rowRng(project, 'application-answers', app.index);
  const household = answersFor(definition, 'household', app, null, rng);
  const persons = app.persons.map((person) => answersFor(definition, person.person_type, app, person, rng));
  const object = app.priorities[0] ?? null;
  const subject = subjectOf(app);
  const income_ratio =
    !app.sale && object?.rental_price
      ? Math.round((app.income / ((object.rental_price / 100) * 12)) * 100) / 100
      : null;
  const points = applicationPointsTotal({
    income_ratio,
    household_size: app.persons.length,
    pets: app.pets,
    move_in_date: app.move_in_date,
    document_categories: app.documents.map((d) => d.category),
    answers: household,
    object,
  });
  const closed = isClosedApplicationState(app.state);
  return {
    app,
    household,
    persons,
    row: {
      sale: app.sale ? 1 : 0,
      ...privateLink(project, app.index),
      token_expires_at: closed ? app.updated_at : null,
      form_id: formId,
      language: app.language,
      progress_state: app.state,
      state_before_deactivation: app.state_before_deactivation,
      deactivation_reason: app.deactivation_reason,
      object_id: object?.id ?? null,
      main_name: subject.main_name,
      email: subject.email,
      phone: subject.phone,
      birth_date: subject.birth_date,
      adults: app.persons.filter((p) => p.person_type === 'adult').length,
      children: app.persons.filter((p) => p.person_type === 'child').length,
      household_size: app.persons.length,
      pets: app.pets,
      income_cents: app.income * 100,
      income_ratio,
      object_rooms: object?.rooms ?? null,
      move_in_date: app.move_in_date,
      answers: JSON.stringify(household),
      overall_star: app.overall_star,
      points,
      duplicate_group: duplicateGroup,
      household_names: householdNames(app.persons),
      created_at: app.created_at,
      updated_at: app.updated_at,
    },
  };
}

async function insertChunked<
  T extends
    | 'application_persons'
    | 'application_priorities'
    | 'application_comments'
    | 'application_documents'
    | 'object_occupancies',
>(scope: Scoped, table: T, rows: ReadonlyArray<Omit<Insertable<Database[T]>, 'project_id'>>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await scope.insertInto(table, rows.slice(start, start + CHUNK_ROWS)).execute();
  }
}

/** Inserts planned applications with persons, priorities and comments; answers the applications' ids. */
async function insertPlanned(
  scope: Scoped,
  planned: readonly Planned[],
  staff: readonly number[],
): Promise<{ ids: number[]; personIds: number[][] }> {
  const ids = await insertSearchable(
    scope,
    applicationSearch,
    planned.map((p) => p.row),
  );
  const persons = planned.flatMap((p, i) =>
    p.app.persons.map((person, j) => ({
      application_id: ids[i]!,
      person_type: person.person_type,
      position: person.position,
      first_name: person.first_name,
      last_name: person.last_name,
      email: normalizeEmail(person.email),
      phone: person.phone,
      birth_date: person.birth_date,
      answers: JSON.stringify(p.persons[j] ?? {}),
      created_at: p.app.created_at,
      updated_at: p.app.updated_at,
    })),
  );
  const personIds: number[] = [];
  for (let start = 0; start < persons.length; start += CHUNK_ROWS) {
    const rows = await scope
      .insertInto('application_persons', persons.slice(start, start + CHUNK_ROWS))
      .returning('id')
      .execute();
    // one INSERT numbers its rows in the order given; RETURNING need not answer in that order
    personIds.push(...rows.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  let next = 0;
  const byApplication = planned.map((p) => p.app.persons.map(() => personIds[next++]!));

  await insertChunked(
    scope,
    'application_priorities',
    planned.flatMap((p, i) =>
      p.app.priorities.map((object, rank) => ({
        application_id: ids[i]!,
        object_id: object.id,
        rank: rank + 1,
      })),
    ),
  );
  if (staff.length > 0) {
    await insertChunked(
      scope,
      'application_comments',
      planned.flatMap((p, i) =>
        p.app.comments.map((c) => ({
          application_id: ids[i]!,
          user_id: staff[c.author % staff.length]!,
          body: c.body,
          resolved: c.resolved ? 1 : 0,
          created_at: c.created_at,
          updated_at: c.created_at,
        })),
      ),
    );
  }
  return { ids, personIds: byApplication };
}

/** The file rows and document rows of the planned documents (bytes are made to learn their size). */
async function insertDocuments(
  db: Kysely<Database>,
  scope: Scoped,
  planned: readonly Planned[],
  ids: readonly number[],
  personIds: readonly number[][],
  storage: Storage | undefined,
): Promise<void> {
  const files = planned.flatMap((p, i) =>
    p.app.documents.map((d, position) => ({
      application_id: ids[i]!,
      person_id: d.person === null ? null : (personIds[i]?.[d.person - 1] ?? null),
      category: d.category,
      created_at: p.app.created_at,
      key: documentKey(scope.projectId, p.app.index, position, d.mime),
      name: d.file_name,
      mime: d.mime,
    })),
  );
  for (let start = 0; start < files.length; start += CHUNK_ROWS) {
    const chunk = files.slice(start, start + CHUNK_ROWS);
    const bytes = chunk.map((f) => demoDocumentBytes(f.name, f.mime));
    const rows = await db
      .insertInto('uploaded_files')
      .values(
        chunk.map((f, j) => ({
          project_id: scope.projectId,
          uploaded_by: null,
          storage_key: f.key,
          original_name: f.name,
          mime: f.mime,
          size: bytes[j]!.length,
          created_at: f.created_at,
        })),
      )
      .returning(['id', 'storage_key'])
      .execute();
    const fileId = new Map(rows.map((r) => [r.storage_key, r.id]));
    await scope
      .insertInto(
        'application_documents',
        chunk.map((f) => ({
          application_id: f.application_id,
          person_id: f.person_id,
          file_id: fileId.get(f.key)!,
          category: f.category,
          created_at: f.created_at,
        })),
      )
      .execute();
    if (storage)
      await putAll(
        storage,
        chunk.map((f, j) => ({ key: f.key, mime: f.mime, bytes: bytes[j]! })),
      );
  }
}

async function putAll(
  storage: Storage,
  items: ReadonlyArray<{ key: string; mime: string; bytes: Buffer }>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await storage.put(item.key, item.bytes, { contentType: item.mime });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/**
 * The object an application with an offer or an assignment holds: its state follows (the state
 * counts follow by trigger), and the occupancy row names the main applicant and the application.
 */
async function bindObjects(
  scope: Scoped,
  planned: readonly Planned[],
  ids: readonly number[],
  today: string,
): Promise<void> {
  const occupancies: Array<Omit<NewObjectOccupancy, 'project_id'>> = [];
  const offered: number[] = [];
  const assigned: number[] = [];
  for (const [i, p] of planned.entries()) {
    const object = p.app.priorities[0];
    if (!object || (p.app.state !== 'with_offer' && p.app.state !== 'assigned')) continue;
    const rng = createRng(hashString(`application-binding:${scope.projectId}:${p.app.index}`));
    const main = p.app.persons[0]!;
    const offer = p.app.state === 'with_offer';
    const since = rng.int(1, 6);
    (offer ? offered : assigned).push(object.id);
    occupancies.push({
      object_id: object.id,
      application_id: ids[i]!,
      kind: offer ? 'offer' : 'assignment',
      person_name: `${main.first_name} ${main.last_name}`,
      person_email: normalizeEmail(main.email),
      person_phone: main.phone,
      starts_on: offer ? plusDays(today, -since) : (object.available_from ?? p.app.move_in_date),
      ends_on: offer ? plusDays(today, rng.int(3, 14)) : null,
      amount: object.rental_price,
      paid_on: null,
      comment: offer ? 'Angebot nach Besichtigung' : 'Zusage der Eigentümerschaft liegt vor',
      created_by: null,
      // an offer was made on its first day; an assignment when the application was last changed
      created_at: offer
        ? `${plusDays(today, -since)}T${String(rng.int(8, 17)).padStart(2, '0')}:00:00.000Z`
        : p.app.updated_at,
      closed_at: null,
    });
  }
  for (const [state, ids] of [
    ['with_offer', offered],
    ['assigned', assigned],
  ] as const) {
    // through the list engine, which keeps the objects' search text (a stamp of the seed's day)
    await updateSearchable(
      scope,
      objectSearch,
      ids,
      { progress_state: state },
      { now: `${today}T06:00:00.000Z` },
    );
  }
  await insertChunked(scope, 'object_occupancies', occupancies);
}

/** The demo applications of one project (rent: offers and assignments of free apartments too). */
export async function seedApplications(
  db: Kysely<Database>,
  project: SeedProject,
  options: ApplicationSeedOptions & { storage?: Storage },
): Promise<number> {
  const scope = scoped(db, project.id);
  const ref = await db
    .selectFrom('projects')
    .select(['id', 'organisation_id', 'type'])
    .where('id', '=', project.id)
    .executeTakeFirstOrThrow();
  const form = await formOf(scope);
  if (options.count <= 0) return 0;
  const pool = await poolOf(scope);
  const staff = await staffOf(db, ref.organisation_id);
  const apps = generate(
    project,
    ref,
    pool,
    staff.length,
    form.definition,
    1,
    options.count,
    options.withDocuments,
    true,
  );
  const groups = duplicateGroups(apps.map(subjectOf));
  const planned = apps.map((app, i) => plan(project, app, form.id, form.definition, groups[i] ?? null));
  const { ids, personIds } = await insertPlanned(scope, planned, staff);
  await insertDocuments(db, scope, planned, ids, personIds, options.storage);
  await bindObjects(scope, planned, ids, options.today);
  return apps.length;
}

/**
 * Applications `from`..`to` of a project. With `bindings`, offers and assignments go to distinct
 * free objects (from the end of the pool, at most a quarter of it); each such application asks
 * for its object first.
 */
function generate(
  project: SeedProject,
  ref: ProjectRef,
  pool: readonly PoolObject[],
  staff: number,
  definition: FormDefinition,
  from: number,
  to: number,
  withDocuments: number,
  bindings: boolean,
): DemoApplication[] {
  const sale = isSaleProject(ref.type);
  const categories = new Set(documentFields(definition).map((f) => f.key));
  const free = [...pool].reverse();
  const maxBindings =
    bindings && !sale
      ? Math.min(pool.length, Math.max(MIN_BINDINGS, Math.floor(pool.length * BINDING_SHARE)))
      : 0;
  let bound = 0;
  const apps: DemoApplication[] = [];
  for (let index = from; index <= to; index++) {
    const app = demoApplication(project, index, {
      sale,
      pool,
      bindings: bound < maxBindings,
      staff,
      documents: index <= withDocuments,
      documentCategories: categories,
    });
    if (app.state === 'with_offer' || app.state === 'assigned') {
      const object = free[bound++]!;
      app.priorities = [object, ...app.priorities.filter((o) => o.id !== object.id)].slice(0, 3);
    }
    apps.push(app);
  }
  return apps;
}

/**
 * Adds applications to a project until it holds `targetCount` (bulk, in transactions of 5,000; no
 * documents, offers or assignments): application n is always the same household. Duplicate groups
 * are recomputed over the whole project. Answers how many were added.
 */
export async function addApplications(
  db: Kysely<Database>,
  projectSlug: string,
  targetCount: number,
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  const ref = await db
    .selectFrom('projects')
    .select(['id', 'organisation_id', 'type', 'slug'])
    .where('slug', '=', projectSlug)
    .executeTakeFirst();
  if (!ref) throw new Error(`no project with slug "${projectSlug}"`);
  const project = seedProject(ref.id, ref.slug, isSaleProject(ref.type) ? 'sale' : 'rent');
  const scope = scoped(db, project.id);
  const { count } = await scope
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const existing = Number(count);
  const total = Math.max(0, targetCount - existing);
  if (total === 0) return 0;

  const form = await formOf(scope);
  const pool = await poolOf(scope);
  const staff = await staffOf(db, ref.organisation_id);
  const stored = await scope
    .selectFrom('applications')
    .select(['id', 'main_name', 'email', 'phone', 'birth_date', 'duplicate_group'])
    .orderBy('id')
    .execute();
  const apps = generate(
    project,
    ref,
    pool,
    staff.length,
    form.definition,
    existing + 1,
    targetCount,
    0,
    false,
  );
  const groups = duplicateGroups([...stored, ...apps.map(subjectOf)]);

  for (let start = 0; start < apps.length; start += TRANSACTION_ROWS) {
    const chunk = apps.slice(start, start + TRANSACTION_ROWS);
    await db.transaction().execute(async (trx) => {
      const planned = chunk.map((app, i) =>
        plan(project, app, form.id, form.definition, groups[stored.length + start + i] ?? null),
      );
      await insertPlanned(scoped(trx, project.id), planned, staff);
    });
    onProgress?.(start + chunk.length, total);
  }
  // stored applications that a new one joined in a group
  await db.transaction().execute(async (trx) => {
    for (const [i, s] of stored.entries()) {
      const group = groups[i] ?? null;
      if (group === s.duplicate_group) continue;
      await scoped(trx, project.id)
        .updateTable('applications')
        .set({ duplicate_group: group })
        .where('id', '=', s.id)
        .execute();
    }
  });
  return total;
}

/**
 * Writes the bytes of demo application documents that are not in the storage yet (the seed
 * records them when no storage is at hand): the same bytes the seed measured, from name and type.
 */
export async function storeDemoDocuments(db: Kysely<Database>, storage: Storage): Promise<number> {
  const rows = await db
    .selectFrom('application_documents')
    .innerJoin('uploaded_files', 'uploaded_files.id', 'application_documents.file_id')
    .select(['uploaded_files.storage_key', 'uploaded_files.original_name', 'uploaded_files.mime'])
    .where('uploaded_files.uploaded_by', 'is', null)
    .where('uploaded_files.mime', 'in', ['application/pdf', 'image/png'])
    .execute();
  const missing = [];
  for (const row of rows) if (!(await storage.exists(row.storage_key))) missing.push(row);
  await putAll(
    storage,
    missing.map((r) => ({
      key: r.storage_key,
      mime: r.mime,
      bytes: demoDocumentBytes(r.original_name, r.mime as DemoDocumentMime),
    })),
  );
  return missing.length;
}
