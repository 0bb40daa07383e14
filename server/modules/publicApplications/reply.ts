import type { Kysely } from 'kysely';
import { LANGUAGES, type Language } from '../../../schema/api/common';
import type {
  PublicApplicationDocument,
  PublicApplicationFormBase,
  PublicApplicationPerson,
  PublicApplicationReply,
} from '../../../schema/api/applicationForms';
import type { Answers } from '../../../schema/applicationForm';
import { isSaleProject } from '../../../schema/objects';
import { translator, type Translator } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { Database, Project } from '../../db/types';
import type { Application } from '../../db/tables/applications';
import type { FormVersion } from '../applicationForms/forms';
import { getPublicTheme } from '../projectSettings/settings';
import { objectsById, openObjects, toPublicObject } from './objects';

/** The replies of the public form: what every page gets, and an application as its household left it. */

export function parseAnswers(json: string): Answers {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Answers) : {};
  } catch {
    return {};
  }
}

export async function formBase(
  db: Kysely<Database>,
  project: Project,
  form: FormVersion,
  lang: Language,
): Promise<PublicApplicationFormBase> {
  const sale = isSaleProject(project.type);
  const t = translator(lang);
  return {
    project: { name: project.title, sale, currency: project.currency },
    theme: await getPublicTheme(db, project),
    language: lang,
    languages: LANGUAGES,
    formId: form.id,
    definition: form.definition,
    available: (await openObjects(db, project.id, 'all')).map((o) => toPublicObject(o, sale, t)),
  };
}

export async function personsOf(
  db: Executor,
  projectId: number,
  applicationId: number,
): Promise<PublicApplicationPerson[]> {
  const rows = await scoped(db, projectId)
    .selectFrom('application_persons')
    .select(['id', 'person_type', 'position', 'answers', 'version'])
    .where('application_id', '=', applicationId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    person_type: row.person_type === 'child' ? 'child' : 'adult',
    position: Number(row.position),
    answers: parseAnswers(row.answers),
    version: Number(row.version),
  }));
}

export async function documentsOf(
  db: Executor,
  projectId: number,
  applicationId: number,
): Promise<PublicApplicationDocument[]> {
  const rows = await scoped(db, projectId)
    .selectFrom('application_documents')
    .innerJoin('uploaded_files', 'uploaded_files.id', 'application_documents.file_id')
    .select([
      'application_documents.id as id',
      'application_documents.category as category',
      'application_documents.person_id as person_id',
      'application_documents.created_at as created_at',
      'uploaded_files.original_name as file_name',
      'uploaded_files.size as size',
    ])
    .where('application_documents.application_id', '=', applicationId)
    .orderBy('application_documents.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    category: row.category,
    file_name: row.file_name,
    size: Number(row.size),
    person_id: row.person_id === null ? null : Number(row.person_id),
    created_at: row.created_at,
  }));
}

export async function priorityObjectIds(
  db: Executor,
  projectId: number,
  applicationId: number,
): Promise<number[]> {
  const rows = await scoped(db, projectId)
    .selectFrom('application_priorities')
    .select('object_id')
    .where('application_id', '=', applicationId)
    .orderBy('rank')
    .execute();
  return rows.map((r) => Number(r.object_id));
}

/** The application of a private link as the household sees it, with the form version it was made with. */
export async function applicationReply(
  db: Kysely<Database>,
  project: Project,
  application: Application,
  form: FormVersion,
  credentials: { slug: string; token: string },
  lang: Language,
  t: Translator,
): Promise<PublicApplicationReply> {
  const sale = isSaleProject(project.type);
  const persons = await personsOf(db, project.id, application.id);
  const objects = await objectsById(db, project.id, await priorityObjectIds(db, project.id, application.id));
  const first = objects[0];
  const size = persons.length;
  const occupancyValid =
    !first ||
    ((first.min_occupancy === null || size >= first.min_occupancy) &&
      (first.max_occupancy === null || size <= first.max_occupancy));
  return {
    ...(await formBase(db, project, form, lang)),
    credentials,
    application: {
      id: application.id,
      progress_state: application.progress_state,
      created_at: application.created_at,
      expires_at: application.token_expires_at,
      answers: parseAnswers(application.answers),
      version: application.version,
    },
    objects: objects.map((o) => toPublicObject(o, sale, t)),
    adults: persons.filter((p) => p.person_type === 'adult'),
    children: persons.filter((p) => p.person_type === 'child'),
    documents: await documentsOf(db, project.id, application.id),
    occupancyValid,
  };
}
