import { scoped, type Executor } from '../../core/scope';
import { storedKeysOf } from '../files/imageVariants';
import { refreshDuplicates } from './derived';

/**
 * Removes applications with their persons, documents (and the documents' files), comments and
 * priorities, inside the caller's transaction; the applications they were duplicates of get their
 * groups anew. Answers the storage keys whose bytes go once it has committed.
 */
export async function removeApplications(
  trx: Executor,
  projectId: number,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const scope = scoped(trx, projectId);
  const list = [...ids];
  const documents = await scope
    .selectFrom('application_documents')
    .select('file_id')
    .where('application_id', 'in', list)
    .execute();
  const groups = await scope
    .selectFrom('applications')
    .select('duplicate_group')
    .where('id', 'in', list)
    .where('duplicate_group', 'is not', null)
    .execute();
  const fileIds = [...new Set(documents.map((d) => d.file_id))];
  const files =
    fileIds.length === 0
      ? []
      : await scope.selectFrom('uploaded_files').select('storage_key').where('id', 'in', fileIds).execute();
  for (const table of [
    'application_documents',
    'application_comments',
    'application_priorities',
    'application_persons',
  ] as const) {
    await scope.deleteFrom(table).where('application_id', 'in', list).execute();
  }
  await scope
    .updateTable('object_occupancies')
    .set({ application_id: null })
    .where('application_id', 'in', list)
    .execute();
  await scope.deleteFrom('applications').where('id', 'in', list).execute();
  if (fileIds.length > 0) await scope.deleteFrom('uploaded_files').where('id', 'in', fileIds).execute();
  await refreshDuplicates(
    scope,
    [],
    groups.map((g) => g.duplicate_group!),
  );
  return files.flatMap((f) => storedKeysOf(f.storage_key));
}
