import { auditedFields, recordAudit, type AuditEntry } from '../../core/audit';
import type { MessageKey } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import { filesInUse } from '../files/removal';
import { removeStored } from '../files/service';
import type { MediaContext } from './mediaContext';
import { lockObject, saveInTransaction } from './objectLock';

/**
 * The rows of an object's images and documents, as the media calls read and change them: with
 * their uploaded files, the audit trail of a save, the uploads a save may attach.
 */

/** An object's images with their files' storage keys, in their order (the first is the main image). */
export function objectImageRows(db: Executor, projectId: number, objectId: number) {
  const scope = scoped(db, projectId);
  return scope
    .innerJoin(
      scope.selectFrom('object_images'),
      'uploaded_files',
      'uploaded_files.id',
      'object_images.file_id',
    )
    .select([
      'object_images.id',
      'object_images.file_id',
      'object_images.position',
      'uploaded_files.storage_key',
      'uploaded_files.original_name',
    ])
    .where('object_images.object_id', '=', objectId)
    .orderBy('object_images.position')
    .orderBy('object_images.id');
}

/** An object's documents with their files' storage keys, names and sizes. */
export function objectFileRows(db: Executor, projectId: number, objectId: number) {
  const scope = scoped(db, projectId);
  return scope
    .innerJoin(
      scope.selectFrom('object_files'),
      'uploaded_files',
      'uploaded_files.id',
      'object_files.file_id',
    )
    .select([
      'object_files.id',
      'object_files.file_id',
      'object_files.category',
      'uploaded_files.storage_key',
      'uploaded_files.original_name',
      'uploaded_files.size',
    ])
    .where('object_files.object_id', '=', objectId);
}

/**
 * What an upload must be to become an image or a document of an object, and the field errors
 * (message keys of the client) that refuse one.
 */
export interface MediaKind {
  accepts(mime: string): boolean;
  notFound: string;
  duplicate: string;
  inUse: string;
}

export const IMAGE_KIND: MediaKind = {
  accepts: (mime) => mime.startsWith('image/'),
  notFound: 'image_not_found',
  duplicate: 'image_duplicate',
  inUse: 'image_in_use',
};

export const FILE_KIND: MediaKind = {
  accepts: () => true,
  notFound: 'file_not_found',
  duplicate: 'file_duplicate',
  inUse: 'file_in_use',
};

export interface Upload {
  id: number;
  storage_key: string;
  mime: string;
}

/** The project's uploaded files under these storage keys, and those that something holds already. */
export async function uploadsByKey(
  trx: Executor,
  projectId: number,
  keys: readonly string[],
): Promise<{ byKey: Map<string, Upload>; inUse: Set<number> }> {
  const files =
    keys.length === 0
      ? []
      : await scoped(trx, projectId)
          .selectFrom('uploaded_files')
          .select(['id', 'storage_key', 'mime'])
          .where('storage_key', 'in', [...keys])
          .execute();
  const inUse = await filesInUse(
    trx,
    projectId,
    files.map((file) => file.id),
  );
  return { byKey: new Map(files.map((file) => [file.storage_key, file])), inUse };
}

/**
 * Why an upload cannot be attached: missing or of the wrong kind, named twice in the request,
 * or held by something already; null when it can.
 */
export function uploadRefusal(
  file: Upload | undefined,
  inUse: ReadonlySet<number>,
  kind: MediaKind,
  repeated = false,
): string | null {
  if (!file || !kind.accepts(file.mime)) return kind.notFound;
  if (repeated) return kind.duplicate;
  if (inUse.has(file.id)) return kind.inUse;
  return null;
}

type Fields = Record<string, unknown> | null;

/** The audit entries of one save, made by its user in its project. */
export function auditTrail(projectId: number, userId: number) {
  const entries: AuditEntry[] = [];
  return {
    add(action: string, entity: string, entityId: number, before: Fields, after: Fields) {
      entries.push({ projectId, userId, action, entity, entityId, before, after });
    },
    async record(trx: Executor) {
      if (entries.length > 0) await recordAudit(trx, entries);
    },
  };
}
export type AuditTrail = ReturnType<typeof auditTrail>;

/**
 * Deletes images or documents of an object with their uploaded files and notes both in the audit
 * trail (`describe` gives a media row's own fields); answers the files' storage keys, whose bytes
 * go once the transaction commits.
 */
export async function removeMediaRows<Row extends { id: number; file_id: number; storage_key: string }>(
  trx: Executor,
  trail: AuditTrail,
  target: { projectId: number; objectId: number; table: 'object_images' | 'object_files' },
  gone: readonly Row[],
  describe: (row: Row) => Record<string, unknown>,
): Promise<string[]> {
  if (gone.length === 0) return [];
  const { projectId, objectId, table } = target;
  const scope = scoped(trx, projectId);
  const fileIds = gone.map((row) => row.file_id);
  const fileRows = await scope.selectFrom('uploaded_files').selectAll().where('id', 'in', fileIds).execute();
  await scope
    .deleteFrom(table)
    .where(
      'id',
      'in',
      gone.map((row) => row.id),
    )
    .execute();
  await scope.deleteFrom('uploaded_files').where('id', 'in', fileIds).execute();
  for (const row of gone) {
    trail.add('delete', table, row.id, { object_id: objectId, file_id: row.file_id, ...describe(row) }, null);
  }
  for (const file of fileRows) trail.add('delete', 'uploaded_files', file.id, auditedFields(file), null);
  return gone.map((row) => row.storage_key);
}

/**
 * Runs a save of an object's images or documents: in one transaction that holds the object (a
 * missing one is not found), records the save's audit trail with it, and deletes the bytes of the
 * files `work` removed once it commits. A file another save took meanwhile answers 409 `conflict`.
 */
export async function saveObjectMedia(
  ctx: MediaContext,
  objectId: number,
  conflict: MessageKey,
  work: (trx: Executor, trail: AuditTrail) => Promise<string[]>,
): Promise<void> {
  const removedKeys = await saveInTransaction(ctx.db, conflict, async (trx) => {
    await lockObject(trx, ctx.dialect, ctx.project.id, objectId);
    const trail = auditTrail(ctx.project.id, ctx.user.id);
    const removed = await work(trx, trail);
    await trail.record(trx);
    return removed;
  });
  await removeStored(ctx, removedKeys);
}
