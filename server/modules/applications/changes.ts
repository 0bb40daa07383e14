import { sql } from 'kysely';
import type { MergeInput } from '../../../schema/applicationDetail';
import { auditedFields, recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { ApiError, badRequest, notFound } from '../../core/errors';
import { storedKeysOf } from '../files/imageVariants';
import { auditEntry as audit, changedMeanwhile, findApplication, type OnApplication } from './common';
import { refreshApplication, refreshDuplicates } from './derived';
import { applicationDetail } from './detail';
import { removeApplications } from './remove';

/** Changes that remove rows of an application: a document, or a whole duplicate merged into it. */

export async function deleteDocument(
  { db, scope, app }: OnApplication,
  ctx: StaffContext,
  documentId: number,
) {
  const id = app.id;
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
    db,
    audit(ctx, 'application_documents', documentId, 'delete', auditedFields(document), null),
  );
  await refreshApplication(scope, id, new Date().toISOString());
  return {
    reply: { id: documentId, deleted: true as const },
    removedFiles: file && !stillUsed ? storedKeysOf(file.storage_key) : [],
  };
}

/**
 * Merges another application of the same household into this one: its documents, comments and
 * priorities move over (a priority both have keeps this one's rank), then it is removed; the
 * persons stay this application's.
 */
export async function mergeApplications(on: OnApplication, ctx: StaffContext, input: MergeInput) {
  const { db, scope, app } = on;
  const id = app.id;
  if (input.otherId === id) throw badRequest('application_merge_same');
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
  const removedFiles = await removeApplications(db, ctx.project.id, [other.id]);
  await recordAudit(db, [
    audit(ctx, 'applications', other.id, 'merge', auditedFields(other), null),
    audit(ctx, 'applications', id, 'merge', { merged_id: null }, { merged_id: other.id, ...moved }),
  ]);
  await refreshApplication(scope, id, new Date().toISOString());
  await refreshDuplicates(scope, [id], app.duplicate_group ? [app.duplicate_group] : []);
  const merged = { ...on, app: await findApplication(scope, id) };
  return { reply: await applicationDetail(merged, ctx), removedFiles };
}
