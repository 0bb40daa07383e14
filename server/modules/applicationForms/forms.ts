import type { Kysely } from 'kysely';
import { LANGUAGES } from '../../../schema/api/common';
import type { ReferenceKind, ReferenceQuestion } from '../../../schema/actionLinks';
import type {
  AddedReferenceQuestion,
  FormSettingsReply,
  ReferenceQuestionSettingsReply,
} from '../../../schema/api/applicationForms';
import {
  APPLICATION_FORM_PATH,
  FIELD_SCOPES,
  FIELD_TYPE_CODES,
  NO_ADDED_REFERENCE_QUESTIONS,
  formDefinitionSchema,
  withQuestionKeys,
  type FormDefinition,
  type ReferenceQuestionSettings,
} from '../../../schema/applicationForm';
import { recordAudit } from '../../core/audit';
import { ApiError, notFound } from '../../core/errors';
import type { Translator } from '../../core/i18n/index';
import { sanitizeRichText } from '../../core/sanitize';
import { scoped, type Executor } from '../../core/scope';
import type { Database, Project, User } from '../../db/types';
import { DEFAULT_FORM_DEFINITION } from './defaultForm';

/**
 * The versions of a project's application form (application_forms): the newest applies to new
 * applications, an application keeps the version it was made with (form_id). A project without
 * any gets version 1, the shipped form, the first time its form is asked for.
 */

export interface FormVersion {
  id: number;
  version: number;
  definition: FormDefinition;
  created_by: number | null;
  created_at: string;
}

type FormRow = {
  id: number;
  version: number;
  definition: string;
  created_by: number | null;
  created_at: string;
};

/** A stored definition; one that no longer reads (changed by hand) is the shipped form rather than an error. */
export function readDefinition(json: string): FormDefinition {
  try {
    const parsed = formDefinitionSchema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // falls through
  }
  return DEFAULT_FORM_DEFINITION;
}

const toVersion = (row: FormRow): FormVersion => ({
  id: Number(row.id),
  version: Number(row.version),
  definition: readDefinition(row.definition),
  created_by: row.created_by,
  created_at: row.created_at,
});

async function newestRow(db: Executor, projectId: number): Promise<FormRow | undefined> {
  return scoped(db, projectId)
    .selectFrom('application_forms')
    .select(['id', 'version', 'definition', 'created_by', 'created_at'])
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Inserts version 1 (the shipped form) for a project that has none; the demo seeder uses it too. */
export async function insertDefaultForm(
  db: Executor,
  projectId: number,
  createdAt = new Date().toISOString(),
) {
  await scoped(db, projectId)
    .insertInto('application_forms', [
      {
        version: 1,
        definition: JSON.stringify(DEFAULT_FORM_DEFINITION),
        created_by: null,
        created_at: createdAt,
      },
    ])
    .execute();
}

/** The newest version of the project's form, made from the shipped form when there is none yet. */
export async function currentForm(db: Kysely<Database>, projectId: number): Promise<FormVersion> {
  const row = await newestRow(db, projectId);
  if (row) return toVersion(row);
  try {
    await insertDefaultForm(db, projectId);
  } catch (error) {
    // another request made version 1 at the same moment (unique project_id, version): read theirs
    const again = await newestRow(db, projectId);
    if (again) return toVersion(again);
    throw error;
  }
  return toVersion((await newestRow(db, projectId))!);
}

/** One version of the project's form by id (another project's is 404). */
export async function formById(db: Executor, projectId: number, formId: number): Promise<FormVersion> {
  const row = await scoped(db, projectId)
    .selectFrom('application_forms')
    .select(['id', 'version', 'definition', 'created_by', 'created_at'])
    .where('id', '=', formId)
    .executeTakeFirst();
  if (!row) throw notFound('application_form_unknown');
  return toVersion(row);
}

// ---- settings > form settings ----

async function settingsReply(
  db: Kysely<Database>,
  project: Project,
  form: FormVersion,
): Promise<FormSettingsReply> {
  const author =
    form.created_by === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['first_name', 'last_name', 'username'])
          .where('id', '=', form.created_by)
          .executeTakeFirst();
  const count = await scoped(db, project.id)
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('form_id', '=', form.id)
    .executeTakeFirst();
  return {
    version: form.version,
    formId: form.id,
    definition: form.definition,
    general: {
      languages: LANGUAGES,
      fieldTypes: Object.entries(FIELD_TYPE_CODES).map(([name, code]) => ({
        code,
        name: name as keyof typeof FIELD_TYPE_CODES,
      })),
      scopes: FIELD_SCOPES,
      updatedAt: form.created_at,
      updatedBy: author ? `${author.first_name} ${author.last_name}`.trim() || author.username : null,
      applications: Number(count?.n ?? 0),
      publicPath: APPLICATION_FORM_PATH,
    },
  };
}

export async function getFormSettings(db: Kysely<Database>, project: Project): Promise<FormSettingsReply> {
  return settingsReply(db, project, await currentForm(db, project.id));
}

/**
 * The definition of a save (formDefinitionSchema), before the save: a refusal is 400 naming every
 * bad field (`definition.sections.0.fields.2.key`).
 */
export function parseFormDefinition(value: unknown): FormDefinition {
  const result = formDefinitionSchema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[['definition', ...issue.path].join('.')] ??= issue.message;
  // the message names the fields in words (errors.ts, fieldErrorsText)
  throw new ApiError(400, 'form_settings_invalid', {}, { errors });
}

/** HTML fields show their help as markup: kept only as the rich-text sanitiser lets it through. */
function sanitizeDefinition(definition: FormDefinition): FormDefinition {
  return {
    ...definition,
    sections: definition.sections.map((section) => ({
      ...section,
      fields: section.fields.map((field) =>
        field.typeName === 'html' && field.help
          ? {
              ...field,
              help: {
                de: sanitizeRichText(field.help.de),
                fr: sanitizeRichText(field.help.fr),
                it: sanitizeRichText(field.help.it),
                en: sanitizeRichText(field.help.en),
              },
            }
          : field,
      ),
    })),
  };
}

/**
 * Saves a changed form as a new version (the one it was loaded at must still be the newest: 409
 * otherwise). Stored applications keep the version they were made with.
 */
export async function saveFormSettings(
  db: Kysely<Database>,
  project: Project,
  user: User,
  input: { version: number; definition: FormDefinition },
  t: Translator,
): Promise<FormSettingsReply & { message: string }> {
  const current = await currentForm(db, project.id);
  const saved = await db.transaction().execute(async (trx) => {
    const newest = await newestRow(trx, project.id);
    const at = newest ? Number(newest.version) : 0;
    if (input.version !== at) throw new ApiError(409, 'form_settings_changed_meanwhile', { version: at });
    // the builder saves the sections only: the reference questions stay as they are
    const references = keyedQuestions(
      input.definition.references ?? (newest ? readDefinition(newest.definition).references : undefined),
    );
    const definition = { ...sanitizeDefinition(input.definition), references };
    const createdAt = new Date().toISOString();
    const version = at + 1;
    let inserted: { id: number };
    try {
      inserted = await scoped(trx, project.id)
        .insertInto('application_forms', [
          { version, definition: JSON.stringify(definition), created_by: user.id, created_at: createdAt },
        ])
        .returning('id')
        .executeTakeFirstOrThrow();
    } catch {
      // a save at the same moment took this version number
      throw new ApiError(409, 'form_settings_changed_meanwhile', { version });
    }
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'create',
      entity: 'application_forms',
      entityId: inserted.id,
      before: { version: current.version },
      after: { version },
    });
    return { id: Number(inserted.id), version, definition, created_by: user.id, created_at: createdAt };
  });
  return {
    ...(await settingsReply(db, project, saved)),
    message: t('form_settings_saved', { version: saved.version }),
  };
}

// ---- settings > form settings > references ----

/** The added reference questions with their keys (a new one gets the next free key of its type). */
function keyedQuestions(references: ReferenceQuestionSettings | undefined): {
  landlord: AddedReferenceQuestion[];
  employer: AddedReferenceQuestion[];
} {
  const given = references ?? NO_ADDED_REFERENCE_QUESTIONS;
  return { landlord: withQuestionKeys(given.landlord), employer: withQuestionKeys(given.employer) };
}

const referencesReply = (form: {
  version: number;
  definition: FormDefinition;
}): ReferenceQuestionSettingsReply => ({
  version: form.version,
  ...keyedQuestions(form.definition.references),
});

/** GET /api/v1/settings/form-settings/references */
export async function getReferenceQuestionSettings(
  db: Kysely<Database>,
  project: Project,
): Promise<ReferenceQuestionSettingsReply> {
  return referencesReply(await currentForm(db, project.id));
}

/**
 * POST /api/v1/settings/form-settings/references: the questions saved as a new version of the form
 * (the sections unchanged), with the version they were loaded at (409 when the form changed since).
 */
export async function saveReferenceQuestionSettings(
  db: Kysely<Database>,
  project: Project,
  user: User,
  input: { version: number } & ReferenceQuestionSettings,
  t: Translator,
): Promise<ReferenceQuestionSettingsReply & { message: string }> {
  const current = await currentForm(db, project.id);
  const saved = await saveFormSettings(
    db,
    project,
    user,
    {
      version: input.version,
      definition: {
        ...current.definition,
        references: { landlord: input.landlord, employer: input.employer },
      },
    },
    t,
  );
  return { ...referencesReply(saved), message: t('reference_questions_saved') };
}

/**
 * The questions the project adds to a reference of a type now (its newest form), which a reference
 * link keeps from the moment it is sent: a later change of the settings does not change its form.
 */
export async function addedReferenceQuestions(
  db: Executor,
  projectId: number,
  type: ReferenceKind,
): Promise<ReferenceQuestion[]> {
  const newest = await newestRow(db, projectId);
  if (!newest) return [];
  return keyedQuestions(readDefinition(newest.definition).references)[type].map((q) => ({
    key: q.key,
    kind: q.kind,
    required: q.required,
    label: q.label,
  }));
}
