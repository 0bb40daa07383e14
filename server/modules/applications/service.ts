import { sql } from 'kysely';
import { z } from 'zod';
import type {
  ApplicationAnswerField,
  ApplicationCommentItem,
  ApplicationDetail,
  ApplicationDuplicate,
  ApplicationDuplicatesReply,
  ApplicationEvaluationInit,
  ApplicationPersonDetail,
  ApplicationPointsReply,
} from '../../../schema/api/applications';
import type { Language } from '../../../schema/api/common';
import { fieldsOf, localized, type FormDefinition, type FormField } from '../../../schema/applicationForm';
import { applicationActionsIn } from '../../../schema/applicationStates';
import { isAdminRole } from '../../../schema/permissions';
import { applicationPersonSchema, commentInputSchema } from '../../../schema/applicationDetail';
import { NOTE_MAX_CHARS } from '../../../schema/constants';
import { auditedFields, changedFields, recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { ApiError, badRequest, notFound } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import { parse } from '../../core/validate';
import type { Application, ApplicationPerson } from '../../db/tables/applications';
import { mediaPath } from '../files/mediaLinks';
import { storedKeysOf } from '../files/imageVariants';
import { changedMeanwhile, findApplication, formOf, jsonObject, saleProject } from './common';
import { pointsOf, refreshApplication, refreshDuplicates } from './derived';
import { removeApplications } from './remove';

/** The staff side of one application: detail, persons, evaluation, comments, points, documents, duplicates. */

type Row = Record<string, unknown>;
const audit = (
  ctx: StaffContext,
  entity: string,
  entityId: number,
  action: string,
  before: Row | null,
  after: Row | null,
) => ({
  projectId: ctx.project.id,
  userId: ctx.user.id,
  action,
  entity,
  entityId,
  before,
  after,
});

// ---- answers as label/value pairs ----

function answerText(field: FormField | undefined, value: unknown, ctx: StaffContext): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return ctx.t(value ? 'application_answer_yes' : 'application_answer_no');
  if (Array.isArray(value)) return value.map((v) => answerText(field, v, ctx)).join(', ');
  if (field?.choices) {
    const choice = field.choices.find((c) => c.value === String(value));
    if (choice) return localized(choice.label, ctx.lang as Language);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function answerFields(
  form: FormDefinition | null,
  scope: 'household' | 'adult' | 'child',
  answers: Row,
  ctx: StaffContext,
): ApplicationAnswerField[] {
  if (!form) {
    return Object.entries(answers).map(([key, value]) => ({
      key,
      label: key,
      value: answerText(undefined, value, ctx),
    }));
  }
  return fieldsOf(form, scope)
    .filter((f) => f.typeName !== 'html' && f.typeName !== 'file' && f.typeName !== 'hidden')
    .map((f) => ({
      key: f.key,
      label: localized(f.label, ctx.lang as Language),
      value: answerText(f, answers[f.key], ctx),
    }));
}

function answerSections(form: FormDefinition | null, answers: Row, ctx: StaffContext) {
  if (!form) {
    const fields = answerFields(null, 'household', answers, ctx);
    return fields.length ? [{ title: ctx.t('application_section_household'), fields }] : [];
  }
  return form.sections
    .map((section) => ({
      title: localized(section.title, ctx.lang as Language),
      fields: answerFields({ sections: [{ ...section }] }, 'household', answers, ctx),
    }))
    .filter((s) => s.fields.length > 0);
}

// ---- detail ----

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

const personSummary = (p: ApplicationPerson) => ({
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

async function personsOf(scope: Scoped, applicationId: number) {
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
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<ApplicationDetail> {
  const scope = scoped(db, ctx.project.id);
  const app = await findApplication(scope, id);
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
    answers: { sections: answerSections(form, jsonObject(app.answers), ctx) },
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

export async function applicationDuplicates(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<ApplicationDuplicatesReply> {
  const scope = scoped(db, ctx.project.id);
  const app = await findApplication(scope, id);
  return { duplicate_group: app.duplicate_group, duplicates: await duplicatesOf(scope, app) };
}

// ---- persons ----

type PersonType = 'adult' | 'child';

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
    fields: answerFields(form, type, answers, ctx),
    answers,
    deletable: type === 'child' || (await adultCount(scope, app.id)) > 1,
  };
}

export async function getPerson(
  db: Executor,
  ctx: StaffContext,
  id: number,
  type: PersonType,
  personId: number,
) {
  const scope = scoped(db, ctx.project.id);
  const app = await findApplication(scope, id);
  return personDetail(scope, ctx, app, await findPerson(scope, id, type, personId));
}

const answerValue = z.union([
  z.string().max(NOTE_MAX_CHARS),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(200)).max(50),
]);
/** The person's columns by the staff panel's rules (each optional: a save may send answers only). */
const personBody = applicationPersonSchema.partial().extend({
  version: z.number().int().positive(),
  answers: z.record(z.string().max(50), answerValue).optional(),
});

export async function updatePerson(
  db: Executor,
  ctx: StaffContext,
  id: number,
  type: PersonType,
  personId: number,
  body: unknown,
): Promise<ApplicationPersonDetail> {
  const input = parse(personBody, body);
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const app = await findApplication(scope, id);
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
        trx,
        audit(ctx, 'application_persons', personId, 'update', changed.before, changed.after),
      );
    const refreshed = await refreshApplication(scope, id, now);
    return personDetail(scope, ctx, refreshed, after);
  });
}

export async function deletePerson(
  db: Executor,
  ctx: StaffContext,
  id: number,
  type: PersonType,
  personId: number,
  version: number | null,
) {
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    await findApplication(scope, id);
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
    await recordAudit(
      trx,
      audit(ctx, 'application_persons', personId, 'delete', auditedFields(person), null),
    );
    await refreshApplication(scope, id, new Date().toISOString());
    return { id: personId, deleted: true as const };
  });
}

// ---- evaluation, comments, points ----

const evaluationBody = z.object({ overall_star: z.number().int().min(0).max(5) });

export async function setEvaluation(db: Executor, ctx: StaffContext, id: number, body: unknown) {
  const { overall_star } = parse(evaluationBody, body);
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const app = await findApplication(scope, id);
    if (app.overall_star !== overall_star) {
      await scope
        .updateTable('applications')
        .set({ overall_star, version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      await recordAudit(
        trx,
        audit(ctx, 'applications', id, 'evaluate', { overall_star: app.overall_star }, { overall_star }),
      );
    }
    return { overall_star };
  });
}

async function commentItems(
  db: Executor,
  scope: Scoped,
  ctx: StaffContext,
  applicationId: number,
  onlyId?: number,
) {
  let query = scope
    .selectFrom('application_comments')
    .selectAll()
    .where('application_id', '=', applicationId);
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  const userIds = [...new Set(rows.map((r) => r.user_id).filter((u): u is number => u !== null))];
  const users =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name'])
          .where('id', 'in', userIds)
          .execute();
  const names = new Map(users.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]));
  return rows.map((r): ApplicationCommentItem => ({
    id: r.id,
    body: r.body,
    author:
      (r.user_id !== null ? names.get(r.user_id) : undefined) ?? ctx.t('application_comment_author_removed'),
    resolved: r.resolved === 1,
    created_at: r.created_at,
    updated_at: r.updated_at,
    version: r.version,
    own: r.user_id === ctx.user.id,
  }));
}

export async function evaluationInit(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<ApplicationEvaluationInit> {
  const scope = scoped(db, ctx.project.id);
  const app = await findApplication(scope, id);
  return {
    overall_star: app.overall_star,
    points: app.points,
    comments: await commentItems(db, scope, ctx, id),
  };
}

const commentCreate = commentInputSchema;
const commentUpdate = commentInputSchema.extend({ version: z.number().int().positive() });
const commentResolve = z.object({ resolved: z.boolean(), version: z.number().int().positive() });

async function findComment(scope: Scoped, applicationId: number, commentId: number) {
  const row = await scope
    .selectFrom('application_comments')
    .selectAll()
    .where('id', '=', commentId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) throw notFound('application_comment_not_found');
  return row;
}

const mayChange = (ctx: StaffContext, userId: number | null) =>
  userId === ctx.user.id || isAdminRole(ctx.user.role);

export async function createComment(db: Executor, ctx: StaffContext, id: number, body: unknown) {
  const input = parse(commentCreate, body);
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    await findApplication(scope, id);
    const now = new Date().toISOString();
    const { id: commentId } = await scope
      .insertInto('application_comments', [
        { application_id: id, user_id: ctx.user.id, body: input.body, created_at: now, updated_at: now },
      ])
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      audit(ctx, 'application_comments', commentId, 'create', null, { application_id: id, body: input.body }),
    );
    return (await commentItems(trx, scope, ctx, id, commentId))[0]!;
  });
}

async function changeComment(
  db: Executor,
  ctx: StaffContext,
  id: number,
  commentId: number,
  version: number,
  set: { body?: string; resolved?: number },
  action: string,
) {
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    await findApplication(scope, id);
    const comment = await findComment(scope, id, commentId);
    // resolving is open to everyone who may write; the text only to its author or an admin
    if (set.body !== undefined && !mayChange(ctx, comment.user_id))
      throw new ApiError(403, 'application_comment_not_own');
    const result = await scope
      .updateTable('application_comments')
      .set({ ...set, version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
      .where('id', '=', commentId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'application_comment_changed_meanwhile');
    const after = await findComment(scope, id, commentId);
    const changed = changedFields(comment, after);
    if (changed)
      await recordAudit(
        trx,
        audit(ctx, 'application_comments', commentId, action, changed.before, changed.after),
      );
    return (await commentItems(trx, scope, ctx, id, commentId))[0]!;
  });
}

export async function updateComment(
  db: Executor,
  ctx: StaffContext,
  id: number,
  commentId: number,
  body: unknown,
) {
  const input = parse(commentUpdate, body);
  return changeComment(db, ctx, id, commentId, input.version, { body: input.body }, 'update');
}

export async function resolveComment(
  db: Executor,
  ctx: StaffContext,
  id: number,
  commentId: number,
  body: unknown,
) {
  const input = parse(commentResolve, body);
  return changeComment(
    db,
    ctx,
    id,
    commentId,
    input.version,
    { resolved: input.resolved ? 1 : 0 },
    'resolve',
  );
}

export async function deleteComment(db: Executor, ctx: StaffContext, id: number, commentId: number) {
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    await findApplication(scope, id);
    const comment = await findComment(scope, id, commentId);
    if (!mayChange(ctx, comment.user_id)) throw new ApiError(403, 'application_comment_not_own');
    await scope.deleteFrom('application_comments').where('id', '=', commentId).execute();
    await recordAudit(
      trx,
      audit(ctx, 'application_comments', commentId, 'delete', auditedFields(comment), null),
    );
    return { id: commentId, deleted: true as const };
  });
}

export async function applicationPointsReply(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<ApplicationPointsReply> {
  const scope = scoped(db, ctx.project.id);
  const app = await findApplication(scope, id);
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

// ---- documents ----

export async function deleteDocument(db: Executor, ctx: StaffContext, id: number, documentId: number) {
  const outcome = await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    await findApplication(scope, id);
    const document = await scope
      .selectFrom('application_documents')
      .selectAll()
      .where('id', '=', documentId)
      .where('application_id', '=', id)
      .executeTakeFirst();
    if (!document) throw notFound('application_document_not_found');
    const file = await scope
      .selectFrom('uploaded_files')
      .select('storage_key')
      .where('id', '=', document.file_id)
      .executeTakeFirst();
    await scope.deleteFrom('application_documents').where('id', '=', documentId).execute();
    const stillUsed = await scope
      .selectFrom('application_documents')
      .select('id')
      .where('file_id', '=', document.file_id)
      .executeTakeFirst();
    if (!stillUsed) await scope.deleteFrom('uploaded_files').where('id', '=', document.file_id).execute();
    await recordAudit(
      trx,
      audit(ctx, 'application_documents', documentId, 'delete', auditedFields(document), null),
    );
    await refreshApplication(scope, id, new Date().toISOString());
    return { removedFiles: file && !stillUsed ? storedKeysOf(file.storage_key) : [] };
  });
  return { reply: { id: documentId, deleted: true as const }, removedFiles: outcome.removedFiles };
}

// ---- merge ----

const mergeBody = z.object({ otherId: z.number().int().positive(), version: z.number().int().positive() });

/**
 * Merges another application of the same household into this one: its documents, comments and
 * priorities move over (a priority both have keeps this one's rank), then it is removed; the
 * persons stay this application's.
 */
export async function mergeApplications(db: Executor, ctx: StaffContext, id: number, body: unknown) {
  const input = parse(mergeBody, body);
  if (input.otherId === id) throw badRequest('application_merge_same');
  const outcome = await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const app = await findApplication(scope, id);
    const other = await findApplication(scope, input.otherId);
    if (app.version !== input.version) throw changedMeanwhile();
    if (!app.duplicate_group || app.duplicate_group !== other.duplicate_group) {
      throw new ApiError(409, 'application_merge_not_duplicate');
    }
    if (['with_offer', 'assigned'].includes(other.progress_state))
      throw new ApiError(409, 'application_merge_bound');
    const moved = { documents: 0, comments: 0, priorities: 0 };
    const docs = await scope
      .updateTable('application_documents')
      .set({ application_id: id, person_id: null })
      .where('application_id', '=', other.id)
      .executeTakeFirst();
    moved.documents = Number(docs.numUpdatedRows);
    const comments = await scope
      .updateTable('application_comments')
      .set({ application_id: id })
      .where('application_id', '=', other.id)
      .executeTakeFirst();
    moved.comments = Number(comments.numUpdatedRows);
    const own = await scope
      .selectFrom('application_priorities')
      .select(['object_id', 'rank'])
      .where('application_id', '=', id)
      .execute();
    const theirs = await scope
      .selectFrom('application_priorities')
      .select(['object_id', 'rank'])
      .where('application_id', '=', other.id)
      .orderBy('rank')
      .execute();
    const have = new Set(own.map((p) => p.object_id));
    let rank = own.reduce((m, p) => Math.max(m, p.rank), 0);
    const added = theirs
      .filter((p) => !have.has(p.object_id))
      .map((p) => ({ application_id: id, object_id: p.object_id, rank: ++rank }));
    if (added.length > 0) await scope.insertInto('application_priorities', added).execute();
    moved.priorities = added.length;
    // the other's best evaluation is kept
    const set = other.overall_star > app.overall_star ? { overall_star: other.overall_star } : {};
    await scope
      .updateTable('applications')
      .set({ ...set, version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const removedFiles = await removeApplications(trx, ctx.project.id, [other.id]);
    await recordAudit(trx, [
      audit(ctx, 'applications', other.id, 'merge', auditedFields(other), null),
      audit(ctx, 'applications', id, 'merge', { merged_id: null }, { merged_id: other.id, ...moved }),
    ]);
    await refreshApplication(scope, id, new Date().toISOString());
    await refreshDuplicates(scope, [id], app.duplicate_group ? [app.duplicate_group] : []);
    return { removedFiles };
  });
  return { reply: await applicationDetail(db, ctx, id), removedFiles: outcome.removedFiles };
}
