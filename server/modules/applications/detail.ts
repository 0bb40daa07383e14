import { sql } from 'kysely';
import type {
  ApplicationDetail,
  ApplicationDuplicate,
  ApplicationDuplicatesReply,
  ApplicationPointsReply,
} from '../../../schema/api/applications';
import { applicationActionsIn } from '../../../schema/applicationStates';
import type { StaffContext } from '../../core/context';
import type { MessageKey } from '../../core/i18n/index';
import type { Scoped } from '../../core/scope';
import type { Application, ApplicationPerson } from '../../db/tables/applications';
import { mediaPath } from '../files/mediaLinks';
import { answerObjectNames, answerSections } from './answers';
import { formOf, jsonObject, saleProject, type OnApplication } from './common';
import { pointsOf } from './derived';

/** Reading one application: its detail, its duplicates, its points. */

async function duplicatesOf(scope: Scoped, app: Application): Promise<ApplicationDuplicate[]> {
  if (!app.duplicate_group) return [];
  const rows = await scope
    .selectFrom('applications')
    .select(['id', 'main_name', 'progress_state', 'created_at'])
    .where('duplicate_group', '=', app.duplicate_group)
    .where('id', '!=', app.id)
    .orderBy('created_at')
    .execute();
  return rows;
}

export const personSummary = (p: ApplicationPerson) => ({
  id: p.id,
  person_type: p.person_type as 'adult' | 'child',
  position: p.position,
  first_name: p.first_name,
  last_name: p.last_name,
  email: p.email,
  phone: p.phone,
  birth_date: p.birth_date,
  version: p.version,
});

export async function personsOf(scope: Scoped, applicationId: number) {
  return scope
    .selectFrom('application_persons')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy(sql`case when person_type = 'adult' then 0 else 1 end`)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function applicationDetail(
  { scope, app }: OnApplication,
  ctx: StaffContext,
): Promise<ApplicationDetail> {
  const id = app.id;
  const sale = saleProject(ctx.project);
  const form = await formOf(scope, app.form_id);
  const persons = await personsOf(scope, id);
  const documents = await scope
    .selectFrom('application_documents')
    .innerJoin('uploaded_files', 'uploaded_files.id', 'application_documents.file_id')
    .select([
      'application_documents.id as id',
      'application_documents.category as category',
      'application_documents.person_id as person_id',
      'uploaded_files.original_name as file_name',
      'uploaded_files.storage_key as storage_key',
    ])
    .where('application_documents.application_id', '=', id)
    .orderBy('application_documents.id')
    .execute();
  const object =
    app.object_id === null
      ? null
      : ((await scope
          .selectFrom('objects')
          .select(['id', 'title', 'ref_number', 'progress_state'])
          .where('id', '=', app.object_id)
          .executeTakeFirst()) ?? null);
  const answers = jsonObject(app.answers);
  const objectNames = await answerObjectNames(scope, form, 'household', answers);
  return {
    id: app.id,
    version: app.version,
    progress_state: app.progress_state,
    sale,
    language: app.language,
    created_at: app.created_at,
    deactivation_reason: app.deactivation_reason,
    overall_star: app.overall_star,
    points: app.points,
    duplicate_group: app.duplicate_group,
    duplicates: await duplicatesOf(scope, app),
    main_name: app.main_name,
    email: app.email,
    phone: app.phone,
    household: {
      adults: app.adults,
      children: app.children,
      household_size: app.household_size,
      pets: app.pets,
      income: app.income_cents === null ? null : app.income_cents / 100,
      income_ratio: app.income_ratio,
      move_in_date: app.move_in_date,
    },
    answers: { sections: answerSections(form, answers, ctx, objectNames) },
    persons: persons.map(personSummary),
    documents: documents.map((d) => ({
      id: d.id,
      category: d.category,
      file_name: d.file_name,
      url: mediaPath(d.storage_key),
      person_id: d.person_id,
    })),
    object,
    actions: applicationActionsIn({ progress_state: app.progress_state, sale }),
    private_link_expires_at: app.token_expires_at,
  };
}

export async function applicationDuplicates({
  scope,
  app,
}: OnApplication): Promise<ApplicationDuplicatesReply> {
  return { duplicate_group: app.duplicate_group, duplicates: await duplicatesOf(scope, app) };
}

export async function applicationPointsReply(
  { scope, app }: OnApplication,
  ctx: StaffContext,
): Promise<ApplicationPointsReply> {
  const result = await pointsOf(scope, app);
  return {
    total: result.total,
    max: result.max,
    criteria: result.criteria.map((c) => ({
      key: c.key,
      label: ctx.t(`points_${c.key}` as MessageKey),
      points: c.points,
      max: c.max,
      reason: ctx.t(c.reason.key as MessageKey, c.reason.params),
    })),
  };
}
