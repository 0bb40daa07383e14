import { isAdminRole } from '../../../schema/permissions';
import { auditedFields, recordAudit } from '../../core/audit';
import type { MessageKey } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import {
  groupRefusals,
  removeStored,
  storageKeyOf,
  type FileError,
  type Refusal,
  type UploadContext,
} from './service';

export interface RemoveReply {
  status: 'success' | 'partial' | 'error';
  message: string;
  messageKey: MessageKey;
  /** the entries of `files` that were removed, as sent */
  removed: string[];
  errors: FileError[];
}

/**
 * The files among `fileIds` that something holds on to (an object's image or document, a rental
 * agreement's attachment): such a
 * file is removed with, or through, what holds it, never on its own.
 */
export async function filesInUse(
  trx: Executor,
  projectId: number,
  fileIds: readonly number[],
): Promise<Set<number>> {
  if (fileIds.length === 0) return new Set();
  const scope = scoped(trx, projectId);
  const images = await scope
    .selectFrom('object_images')
    .select('file_id')
    .where('file_id', 'in', fileIds)
    .execute();
  const documents = await scope
    .selectFrom('object_files')
    .select('file_id')
    .where('file_id', 'in', fileIds)
    .execute();
  const contractAttachments = await scope
    .selectFrom('rental_agreement_attachments')
    .select('file_id')
    .where('file_id', 'in', fileIds)
    .execute();
  return new Set([...images, ...documents, ...contractAttachments].map((row) => row.file_id));
}

/**
 * Removes files of the caller's project: its own uploads, or any of the project's for an
 * admin. A file an object holds (image or document) is refused: it is removed in that object's
 * images or documents. Each file that cannot be removed is listed; the rows and their audit
 * entries go in one transaction, the bytes after it commits.
 */
export async function removeFiles(ctx: UploadContext, references: readonly string[]): Promise<RemoveReply> {
  const requested = new Map<string, string>();
  const refusals: Refusal[] = [];
  for (const reference of references) {
    const key = storageKeyOf(reference);
    if (key === null)
      refusals.push({ name: reference, message: 'file_not_found', detail: 'file_not_found_detail' });
    else if (!requested.has(key)) requested.set(key, reference);
  }
  const removed: string[] = [];
  const removedKeys: string[] = [];
  if (requested.size > 0) {
    await ctx.db.transaction().execute(async (trx) => {
      const scope = scoped(trx, ctx.project.id);
      const rows = await scope
        .selectFrom('uploaded_files')
        .selectAll()
        .where('storage_key', 'in', [...requested.keys()])
        .execute();
      const byKey = new Map(rows.map((row) => [row.storage_key, row]));
      const inUse = await filesInUse(
        trx,
        ctx.project.id,
        rows.map((row) => row.id),
      );
      const gone: typeof rows = [];
      for (const [key, reference] of requested) {
        const row = byKey.get(key);
        if (!row) {
          refusals.push({ name: reference, message: 'file_not_found', detail: 'file_not_found_detail' });
        } else if (row.uploaded_by !== ctx.user.id && !isAdminRole(ctx.user.role)) {
          refusals.push({
            name: row.original_name,
            message: 'file_remove_not_own',
            detail: 'file_remove_not_own_detail',
          });
        } else if (inUse.has(row.id)) {
          refusals.push({ name: row.original_name, message: 'file_in_use', detail: 'file_in_use_detail' });
        } else {
          gone.push(row);
          removed.push(reference);
          removedKeys.push(key);
        }
      }
      if (gone.length === 0) return;
      await scope
        .deleteFrom('uploaded_files')
        .where(
          'id',
          'in',
          gone.map((row) => row.id),
        )
        .execute();
      await recordAudit(
        trx,
        gone.map((row) => ({
          projectId: ctx.project.id,
          userId: ctx.user.id,
          action: 'delete',
          entity: 'uploaded_files',
          entityId: row.id,
          before: auditedFields(row),
          after: null,
        })),
      );
    });
  }
  await removeStored(ctx, removedKeys);
  const status = refusals.length === 0 ? 'success' : removed.length > 0 ? 'partial' : 'error';
  const messageKey: MessageKey = removed.length > 0 ? 'files_removed' : 'files_remove_failed';
  return {
    status,
    message: ctx.t(messageKey, { count: removed.length }),
    messageKey,
    removed,
    errors: groupRefusals(refusals, ctx.t),
  };
}
