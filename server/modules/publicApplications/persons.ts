import type { Kysely } from 'kysely';
import type {
  PublicHouseholdSaved,
  PublicPersonDeleted,
  PublicPersonSaved,
} from '../../../schema/api/applicationForms';
import {
  householdCountFields,
  householdCountRefusal,
  MAX_ADULTS,
  MAX_CHILDREN,
  shownAnswers,
  type Answers,
  type FormDefinition,
  type HouseholdBody,
  type PersonBody,
  type PersonUpdateBody,
} from '../../../schema/applicationForm';
import { isSaleProject } from '../../../schema/objects';
import { ApiError, badRequest, notFound } from '../../core/errors';
import type { Translator } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { Database, Project } from '../../db/types';
import type { Application } from '../../db/tables/applications';
import { personColumns, refreshApplication } from './household';
import { recordRate, type RateRule } from './rateLimit';
import { parseAnswers, personsOf } from './reply';

/**
 * What the household changes through its private link: the household answers, and its adults
 * and children (create, change with version, delete). Each change writes the application's derived
 * columns anew and bumps its version, in one transaction.
 */

export type PersonKind = 'adult' | 'child';

const changed = () => new ApiError(409, 'application_public_changed_meanwhile');

async function counts(db: Executor, projectId: number, applicationId: number) {
  const persons = await personsOf(db, projectId, applicationId);
  const application = await scoped(db, projectId)
    .selectFrom('applications')
    .select('version')
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return {
    adults: persons.filter((p) => p.person_type === 'adult').length,
    children: persons.filter((p) => p.person_type === 'child').length,
    version: Number(application.version),
  };
}

/**
 * After a person was added or removed through the link: the household's declared size (its
 * residents selects) follows the persons listed, so that answers, list, points and dossier say the
 * same (docs/decisions.md). Answers the household answers to store, or null when nothing changes.
 */
async function householdFollowingPersons(trx: Executor, ctx: LinkContext): Promise<Answers | null> {
  const fields = householdCountFields(ctx.definition);
  if (fields.length === 0) return null;
  const { adults, children } = await counts(trx, ctx.project.id, ctx.application.id);
  const row = await scoped(trx, ctx.project.id)
    .selectFrom('applications')
    .select('answers')
    .where('id', '=', ctx.application.id)
    .executeTakeFirstOrThrow();
  const household = parseAnswers(row.answers);
  let changedAny = false;
  for (const field of fields) {
    if (household[field.key] !== undefined && household[field.key] !== adults + children) {
      household[field.key] = adults + children;
      changedAny = true;
    }
  }
  return changedAny ? household : null;
}

export interface LinkContext {
  db: Kysely<Database>;
  project: Project;
  application: Application;
  definition: FormDefinition;
  t: Translator;
  /** the rate limits a write through the link counts in (checked before, recorded with the write) */
  writeRules: readonly RateRule[];
}

/**
 * POST .../update/{slug}/{token}/: the household's answers (householdBodySchema of the link's form),
 * at the application's version.
 */
export async function saveHousehold(ctx: LinkContext, body: HouseholdBody): Promise<PublicHouseholdSaved> {
  const { version, answers } = body;
  const kept = parseAnswers(ctx.application.answers);
  const household = shownAnswers(ctx.definition, 'household', { ...kept, ...answers });
  await ctx.db.transaction().execute(async (trx) => {
    // a stale save is a conflict first; then the declared household size is the number of persons listed
    const { adults, children, version: stored } = await counts(trx, ctx.project.id, ctx.application.id);
    if (stored !== version) throw changed();
    const errors: Record<string, string> = {};
    for (const field of householdCountFields(ctx.definition)) {
      const refusal = householdCountRefusal(household[field.key], adults + children);
      if (refusal) errors[`answers.${field.key}`] = refusal;
    }
    if (Object.keys(errors).length > 0) throw badRequest('invalid_request', undefined, { errors });
    await recordRate(trx, ctx.writeRules);
    // the answers are among the columns written at that version
    const ok = await refreshApplication(
      trx,
      ctx.project.id,
      ctx.application.id,
      isSaleProject(ctx.project.type),
      {
        version,
        household,
      },
    );
    if (!ok) throw changed();
  });
  return { version: version + 1, message: ctx.t('application_answers_saved') };
}

async function personRow(db: Executor, ctx: LinkContext, kind: PersonKind, personId: number) {
  const row = await scoped(db, ctx.project.id)
    .selectFrom('application_persons')
    .select(['id', 'person_type', 'position', 'answers', 'version'])
    .where('application_id', '=', ctx.application.id)
    .where('person_type', '=', kind)
    .where('id', '=', personId)
    .executeTakeFirst();
  if (!row) throw notFound('application_person_not_found');
  return row;
}

export async function getPerson(ctx: LinkContext, kind: PersonKind, personId: number) {
  const row = await personRow(ctx.db, ctx, kind, personId);
  return {
    id: Number(row.id),
    person_type: kind,
    position: Number(row.position),
    answers: parseAnswers(row.answers),
    version: Number(row.version),
  };
}

/**
 * POST .../adult/ (.../new-adult/) and .../child/: a new person at the end of its kind
 * (personBodySchema of the link's form).
 */
export async function createPerson(
  ctx: LinkContext,
  kind: PersonKind,
  body: PersonBody,
): Promise<PublicPersonSaved> {
  const answers = shownAnswers(ctx.definition, kind, body.answers);
  const max = kind === 'adult' ? MAX_ADULTS : MAX_CHILDREN;
  const now = new Date().toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    await recordRate(trx, ctx.writeRules);
    const existing = (await personsOf(trx, ctx.project.id, ctx.application.id)).filter(
      (p) => p.person_type === kind,
    );
    if (existing.length >= max) throw new ApiError(409, 'application_persons_too_many', { max });
    const position = existing.reduce((top, p) => Math.max(top, p.position), 0) + 1;
    const inserted = await scoped(trx, ctx.project.id)
      .insertInto('application_persons', [
        {
          application_id: ctx.application.id,
          person_type: kind,
          position,
          ...personColumns(answers),
          answers: JSON.stringify(answers),
          created_at: now,
          updated_at: now,
        },
      ])
      .returning('id')
      .executeTakeFirstOrThrow();
    const household = await householdFollowingPersons(trx, ctx);
    await refreshApplication(trx, ctx.project.id, ctx.application.id, isSaleProject(ctx.project.type), {
      ...(household ? { household } : {}),
    });
    return Number(inserted.id);
  });
  return {
    person: await getPerson(ctx, kind, id),
    ...(await counts(ctx.db, ctx.project.id, ctx.application.id)),
    message: ctx.t('application_person_saved'),
  };
}

/**
 * POST .../adult/{personId}/ and .../child/{personId}/: a person's answers at its version
 * (personUpdateBodySchema of the link's form).
 */
export async function updatePerson(
  ctx: LinkContext,
  kind: PersonKind,
  personId: number,
  body: PersonUpdateBody,
): Promise<PublicPersonSaved> {
  const { version, answers } = body;
  await ctx.db.transaction().execute(async (trx) => {
    await recordRate(trx, ctx.writeRules);
    const row = await personRow(trx, ctx, kind, personId);
    const merged = shownAnswers(ctx.definition, kind, { ...parseAnswers(row.answers), ...answers });
    const result = await scoped(trx, ctx.project.id)
      .updateTable('application_persons')
      .set((eb) => ({
        ...personColumns(merged),
        answers: JSON.stringify(merged),
        version: eb('version', '+', 1),
        updated_at: new Date().toISOString(),
      }))
      .where('id', '=', personId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw changed();
    await refreshApplication(trx, ctx.project.id, ctx.application.id, isSaleProject(ctx.project.type));
  });
  return {
    person: await getPerson(ctx, kind, personId),
    ...(await counts(ctx.db, ctx.project.id, ctx.application.id)),
    message: ctx.t('application_person_saved'),
  };
}

/** DELETE .../adult/{personId}/ and .../child/{personId}/ (never the last adult). */
export async function deletePerson(
  ctx: LinkContext,
  kind: PersonKind,
  personId: number,
): Promise<PublicPersonDeleted> {
  await ctx.db.transaction().execute(async (trx) => {
    await recordRate(trx, ctx.writeRules);
    await personRow(trx, ctx, kind, personId);
    if (kind === 'adult') {
      const adults = (await personsOf(trx, ctx.project.id, ctx.application.id)).filter(
        (p) => p.person_type === 'adult',
      );
      if (adults.length <= 1) throw new ApiError(409, 'application_person_last_adult');
    }
    await scoped(trx, ctx.project.id)
      .updateTable('application_documents')
      .set({ person_id: null })
      .where('person_id', '=', personId)
      .execute();
    await scoped(trx, ctx.project.id).deleteFrom('application_persons').where('id', '=', personId).execute();
    // positions stay 1..n, the first adult being the main applicant
    const rest = (await personsOf(trx, ctx.project.id, ctx.application.id)).filter(
      (p) => p.person_type === kind,
    );
    for (const [i, person] of rest.entries()) {
      if (person.position !== i + 1) {
        await scoped(trx, ctx.project.id)
          .updateTable('application_persons')
          .set({ position: i + 1 })
          .where('id', '=', person.id)
          .execute();
      }
    }
    const household = await householdFollowingPersons(trx, ctx);
    await refreshApplication(trx, ctx.project.id, ctx.application.id, isSaleProject(ctx.project.type), {
      ...(household ? { household } : {}),
    });
  });
  return {
    id: personId,
    ...(await counts(ctx.db, ctx.project.id, ctx.application.id)),
    message: ctx.t('application_person_deleted'),
  };
}
