import { sql } from 'kysely';
import type { ApplicationPersonDetail } from '../../../schema/api/applications';
import type { PersonUpdate } from '../../../schema/applicationDetail';
import { fieldsOf } from '../../../schema/applicationForm';
import { salutationFormOf } from '../../../schema/mailPlaceholders';
import { auditedFields, changedFields, recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { ApiError, badRequest, notFound } from '../../core/errors';
import type { Scoped } from '../../core/scope';
import type { Application, ApplicationPerson } from '../../db/tables/applications';
import { answerFields, answerObjectNames } from './answers';
import { auditEntry as audit, changedMeanwhile, formOf, jsonObject, type OnApplication } from './common';
import { refreshApplication } from './derived';
import { personSummary } from './detail';

/** The persons of an application's household as the staff read, change and remove them. */

export type PersonType = 'adult' | 'child';

function salutationOfPerson(answers: Record<string, unknown>): ApplicationPersonDetail['salutation'] {
  const form = salutationFormOf(answers);
  return form === 'neutral' ? '' : form;
}

async function findPerson(scope: Scoped, applicationId: number, type: PersonType, personId: number) {
  const person = await scope
    .selectFrom('application_persons')
    .selectAll()
    .where('id', '=', personId)
    .where('application_id', '=', applicationId)
    .where('person_type', '=', type)
    .executeTakeFirst();
  if (!person) throw notFound('application_person_not_found');
  return person;
}

async function adultCount(scope: Scoped, applicationId: number): Promise<number> {
  const row = await scope
    .selectFrom('application_persons')
    .select(sql<number>`count(*)`.as('n'))
    .where('application_id', '=', applicationId)
    .where('person_type', '=', 'adult')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function personDetail(
  scope: Scoped,
  ctx: StaffContext,
  app: Application,
  person: ApplicationPerson,
): Promise<ApplicationPersonDetail> {
  const form = await formOf(scope, app.form_id);
  const answers = jsonObject(person.answers);
  const type = person.person_type as PersonType;
  return {
    ...personSummary(person),
    application_id: app.id,
    fields: answerFields(form, type, answers, ctx, await answerObjectNames(scope, form, type, answers)),
    answers,
    salutation: salutationOfPerson(answers),
    deletable: type === 'child' || (await adultCount(scope, app.id)) > 1,
  };
}

export async function getPerson(
  { scope, app }: OnApplication,
  ctx: StaffContext,
  type: PersonType,
  personId: number,
) {
  return personDetail(scope, ctx, app, await findPerson(scope, app.id, type, personId));
}

export async function updatePerson(
  { db, scope, app }: OnApplication,
  ctx: StaffContext,
  type: PersonType,
  personId: number,
  input: PersonUpdate,
): Promise<ApplicationPersonDetail> {
  const id = app.id;
  const person = await findPerson(scope, id, type, personId);
  const form = await formOf(scope, app.form_id);
  let answers = jsonObject(person.answers);
  if (input.answers) {
    // only the keys of the form's fields of this scope (all keys without a form), checked by their rules
    const given = input.answers;
    if (form) {
      const known = new Set(fieldsOf(form, type).map((f) => f.key));
      const unknown = Object.keys(given).filter((k) => !known.has(k));
      if (unknown.length > 0) {
        throw badRequest(
          'invalid_request',
          { detail: unknown.join(', ') },
          {
            errors: Object.fromEntries(unknown.map((k) => [`answers.${k}`, 'text_invalid'])),
          },
        );
      }
    }
    answers = { ...answers, ...given };
  }
  // the Anrede is kept among the answers, where the mail placeholders read it
  // ('none' when none is chosen, so that a `gender` answer does not speak instead)
  if (input.salutation !== undefined) answers = { ...answers, salutation: input.salutation || 'none' };
  const now = new Date().toISOString();
  const columns = {
    ...(input.first_name !== undefined ? { first_name: input.first_name } : {}),
    ...(input.last_name !== undefined ? { last_name: input.last_name } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.birth_date !== undefined ? { birth_date: input.birth_date || null } : {}),
  };
  // the answers of the person columns follow the columns
  for (const [key, value] of Object.entries(columns)) if (key in answers || form) answers[key] = value;
  const result = await scope
    .updateTable('application_persons')
    .set({
      ...columns,
      answers: JSON.stringify(answers),
      version: sql<number>`version + 1`,
      updated_at: now,
    })
    .where('id', '=', personId)
    .where('version', '=', input.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw changedMeanwhile();
  const after = await findPerson(scope, id, type, personId);
  const changed = changedFields(person, after);
  if (changed)
    await recordAudit(
      db,
      audit(ctx, 'application_persons', personId, 'update', changed.before, changed.after),
    );
  const refreshed = await refreshApplication(scope, id, now);
  return personDetail(scope, ctx, refreshed, after);
}

export async function deletePerson(
  { db, scope, app }: OnApplication,
  ctx: StaffContext,
  type: PersonType,
  personId: number,
  version: number | null,
) {
  const id = app.id;
  const person = await findPerson(scope, id, type, personId);
  if (version !== null && person.version !== version) throw changedMeanwhile();
  if (type === 'adult' && (await adultCount(scope, id)) <= 1)
    throw new ApiError(409, 'application_last_adult');
  await scope
    .updateTable('application_documents')
    .set({ person_id: null })
    .where('person_id', '=', personId)
    .execute();
  await scope.deleteFrom('application_persons').where('id', '=', personId).execute();
  // the others keep their order without a gap
  const rest = await scope
    .selectFrom('application_persons')
    .select(['id', 'position'])
    .where('application_id', '=', id)
    .where('person_type', '=', type)
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const [i, p] of rest.entries()) {
    if (p.position !== i + 1) {
      await scope
        .updateTable('application_persons')
        .set({ position: i + 1 })
        .where('id', '=', p.id)
        .execute();
    }
  }
  await recordAudit(db, audit(ctx, 'application_persons', personId, 'delete', auditedFields(person), null));
  await refreshApplication(scope, id, new Date().toISOString());
  return { id: personId, deleted: true as const };
}
