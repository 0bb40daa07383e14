import { sql } from 'kysely';
import type { ApplicationCommentItem, ApplicationEvaluationInit } from '../../../schema/api/applications';
import type {
  CommentInput,
  CommentUpdate,
  CommentResolve,
  EvaluationInput,
} from '../../../schema/applicationDetail';
import { isAdminRole } from '../../../schema/permissions';
import { auditedFields, changedFields, recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';
import type { Executor, Scoped } from '../../core/scope';
import { auditEntry as audit, type OnApplication } from './common';

/** The staff's evaluation of an application: its stars and their comments. */

export async function setEvaluation(
  { db, scope, app }: OnApplication,
  ctx: StaffContext,
  input: EvaluationInput,
) {
  const { overall_star } = input;
  if (app.overall_star !== overall_star) {
    await scope
      .updateTable('applications')
      .set({ overall_star, version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
      .where('id', '=', app.id)
      .execute();
    await recordAudit(
      db,
      audit(ctx, 'applications', app.id, 'evaluate', { overall_star: app.overall_star }, { overall_star }),
    );
  }
  return { overall_star };
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
  { db, scope, app }: OnApplication,
  ctx: StaffContext,
): Promise<ApplicationEvaluationInit> {
  return {
    overall_star: app.overall_star,
    points: app.points,
    comments: await commentItems(db, scope, ctx, app.id),
  };
}

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

export async function createComment(
  { db, scope, app }: OnApplication,
  ctx: StaffContext,
  input: CommentInput,
) {
  const now = new Date().toISOString();
  const { id: commentId } = await scope
    .insertInto('application_comments', [
      { application_id: app.id, user_id: ctx.user.id, body: input.body, created_at: now, updated_at: now },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(
    db,
    audit(ctx, 'application_comments', commentId, 'create', null, {
      application_id: app.id,
      body: input.body,
    }),
  );
  return (await commentItems(db, scope, ctx, app.id, commentId))[0]!;
}

async function changeComment(
  { db, scope, app }: OnApplication,
  ctx: StaffContext,
  commentId: number,
  version: number,
  set: { body?: string; resolved?: number },
  action: string,
) {
  const comment = await findComment(scope, app.id, commentId);
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
  const after = await findComment(scope, app.id, commentId);
  const changed = changedFields(comment, after);
  if (changed)
    await recordAudit(
      db,
      audit(ctx, 'application_comments', commentId, action, changed.before, changed.after),
    );
  return (await commentItems(db, scope, ctx, app.id, commentId))[0]!;
}

export async function updateComment(
  on: OnApplication,
  ctx: StaffContext,
  commentId: number,
  input: CommentUpdate,
) {
  return changeComment(on, ctx, commentId, input.version, { body: input.body }, 'update');
}

export async function resolveComment(
  on: OnApplication,
  ctx: StaffContext,
  commentId: number,
  input: CommentResolve,
) {
  return changeComment(on, ctx, commentId, input.version, { resolved: input.resolved ? 1 : 0 }, 'resolve');
}

export async function deleteComment({ db, scope, app }: OnApplication, ctx: StaffContext, commentId: number) {
  const comment = await findComment(scope, app.id, commentId);
  if (!mayChange(ctx, comment.user_id)) throw new ApiError(403, 'application_comment_not_own');
  await scope.deleteFrom('application_comments').where('id', '=', commentId).execute();
  await recordAudit(
    db,
    audit(ctx, 'application_comments', commentId, 'delete', auditedFields(comment), null),
  );
  return { id: commentId, deleted: true as const };
}
