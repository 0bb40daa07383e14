import type { Kysely } from 'kysely';
import type { ObjectFileItem, ObjectFilesSetup } from '../../../schema/api/objects';
import type { ObjectFilesSetupInput } from '../../../schema/objectMedia';
import { OBJECT_FILE_CATEGORIES, uniqueCategories, type ObjectFileCategory } from '../../../schema/objects';
import { badRequest } from '../../core/errors';
import type { Translator } from '../../core/i18n/index';
import { scoped } from '../../core/scope';
import type { Database, Project } from '../../db/types';
import { mediaPath } from '../files/mediaLinks';
import { fileRules, storageKeyOf } from '../files/service';
import type { MediaContext } from './mediaContext';
import {
  FILE_KIND,
  objectFileRows,
  removeMediaRows,
  saveObjectMedia,
  uploadRefusal,
  uploadsByKey,
} from './mediaRows';
import { requireObject } from './objectLock';

const isCategory = (value: string): value is ObjectFileCategory =>
  (OBJECT_FILE_CATEGORIES as readonly string[]).includes(value);
const categoryRank = (category: string) => OBJECT_FILE_CATEGORIES.indexOf(category as ObjectFileCategory);

/** The document categories, translated, in their order (the choices of the upload modal). */
export function fileChoices(t: Translator) {
  return OBJECT_FILE_CATEGORIES.map((category) => ({
    value: category,
    displayName: t(`file_category_${category}`),
  }));
}

/** GET upload-files-setup: the object's documents by category, the categories, the upload rules. */
export async function objectFilesSetup(
  db: Kysely<Database>,
  project: Project,
  objectId: number,
  t: Translator,
): Promise<ObjectFilesSetup> {
  await requireObject(db, project.id, objectId);
  const rows = await objectFileRows(db, project.id, objectId).execute();
  const files: ObjectFileItem[] = rows
    .sort((a, b) => categoryRank(a.category) - categoryRank(b.category) || a.id - b.id)
    .map((row) => ({
      id: row.id,
      url: mediaPath(row.storage_key),
      key: row.category as ObjectFileCategory,
      name: row.original_name,
      size: row.size,
    }));
  const { allowedFileTypes, maxFileSize } = fileRules(project);
  return { files, fileChoices: fileChoices(t), details: { allowedFileTypes, maxFileSize } };
}

/**
 * Saves an object's documents in one transaction: `removedFiles` are deleted (rows and files; the
 * bytes once it commits); each entry of `updatedFiles` is one of the object's documents with its
 * (new) category, or a file from upload-files to attach under its category. Documents named in
 * neither list stay as they are. Every document needs a category and no category may be given
 * twice, counting the documents that stay; any refusal (400, with field errors such as
 * `updatedFiles.2.new_key`) changes nothing.
 */
export async function saveObjectFiles(
  ctx: MediaContext,
  objectId: number,
  body: ObjectFilesSetupInput,
): Promise<ObjectFilesSetup> {
  const { project } = ctx;
  await saveObjectMedia(ctx, objectId, 'object_files_changed', async (trx, trail) => {
    const current = await objectFileRows(trx, project.id, objectId).execute();
    const byKey = new Map(current.map((row) => [row.storage_key, row]));
    const errors: Record<string, string> = {};

    const removed = new Set<number>();
    body.removedFiles.forEach((url, index) => {
      const row = byKey.get(storageKeyOf(url) ?? '');
      if (!row) errors[`removedFiles.${index}`] = 'file_not_found';
      else if (removed.has(row.id)) errors[`removedFiles.${index}`] = 'file_duplicate';
      else removed.add(row.id);
    });

    const listed = new Set<string>();
    const added = new Map<string, number>();
    body.updatedFiles.forEach((file, index) => {
      const key = storageKeyOf(file.url);
      const row = key === null ? undefined : byKey.get(key);
      if (key === null) errors[`updatedFiles.${index}.url`] = 'file_not_found';
      else if (listed.has(key) || (row && removed.has(row.id)))
        errors[`updatedFiles.${index}.url`] = 'file_duplicate';
      else if (!row) added.set(key, index);
      if (key !== null) listed.add(key);
    });

    // categories: of every document the object will have, those that stay unlisted first, so that a
    // clash is reported on the entry of the request
    const staying = current.filter((row) => !removed.has(row.id) && !listed.has(row.storage_key));
    const categoryErrors = uniqueCategories([
      ...staying.map((row) => ({ key: row.category })),
      ...body.updatedFiles,
    ]);
    body.updatedFiles.forEach((file, index) => {
      const category = file.new_key ?? file.key ?? '';
      const clash = categoryErrors[staying.length + index];
      if (category !== '' && !isCategory(category))
        errors[`updatedFiles.${index}.new_key`] = 'file_category_required';
      else if (clash) errors[`updatedFiles.${index}.new_key`] = clash;
    });

    const uploads = await uploadsByKey(trx, project.id, [...added.keys()]);
    for (const [key, index] of added) {
      const refusal = uploadRefusal(uploads.byKey.get(key), uploads.inUse, FILE_KIND);
      if (refusal) errors[`updatedFiles.${index}.url`] = refusal;
    }
    if (Object.keys(errors).length > 0) {
      const onlyCategories = Object.keys(errors).every((field) => field.endsWith('.new_key'));
      throw badRequest(onlyCategories ? 'object_files_categories' : 'object_files_invalid', {}, { errors });
    }

    const removedKeys = await removeMediaRows(
      trx,
      trail,
      { projectId: project.id, objectId, table: 'object_files' },
      current.filter((row) => removed.has(row.id)),
      (row) => ({ category: row.category }),
    );

    const scope = scoped(trx, project.id);
    // re-categorised documents go through a placeholder category first: two documents may swap
    const changed = body.updatedFiles.flatMap((file) => {
      const row = byKey.get(storageKeyOf(file.url) ?? '');
      const category = (file.new_key ?? file.key)!;
      return row && row.category !== category ? [{ row, category }] : [];
    });
    for (const { row } of changed) {
      await scope
        .updateTable('object_files')
        .set({ category: `~${row.id}` })
        .where('id', '=', row.id)
        .execute();
    }
    for (const { row, category } of changed) {
      await scope.updateTable('object_files').set({ category }).where('id', '=', row.id).execute();
      trail.add('update', 'object_files', row.id, { category: row.category }, { category });
    }

    const now = new Date().toISOString();
    for (const [key, index] of added) {
      const file = uploads.byKey.get(key)!;
      const update = body.updatedFiles[index]!;
      const category = (update.new_key ?? update.key)!;
      const [inserted] = await scope
        .insertInto('object_files', [{ object_id: objectId, file_id: file.id, category, created_at: now }])
        .returning('id')
        .execute();
      trail.add('create', 'object_files', inserted!.id, null, {
        object_id: objectId,
        file_id: file.id,
        category,
      });
    }
    return removedKeys;
  });
  return objectFilesSetup(ctx.db, project, objectId, ctx.t);
}
