import { badRequest } from '../../core/errors';
import { scoped, type Executor } from '../../core/scope';
import type { Project } from '../../db/types';
import { storedKeysOf } from '../files/imageVariants';
import { storageKeyOf } from '../files/service';
import { FILE_KIND, IMAGE_KIND, uploadRefusal, uploadsByKey, type MediaKind } from './mediaRows';

/**
 * Puts uploaded files on an object, inside the caller's transaction: the creation wizard sends
 * the images and documents it uploaded with the object, so the object and its media are stored
 * together or not at all.
 */

/**
 * The ids of the uploaded files under `keys` (one per entry, in order); an entry that is no
 * upload of the kind, repeats an earlier one or is held already refuses them all, as a field
 * error `<field>.<index>.<key field>`.
 */
async function uploadIds(
  trx: Executor,
  projectId: number,
  keys: ReadonlyArray<string | null>,
  kind: MediaKind,
  field: { list: 'images' | 'files'; key: string },
): Promise<number[]> {
  const { byKey, inUse } = await uploadsByKey(
    trx,
    projectId,
    keys.filter((k): k is string => k !== null),
  );
  const errors: Record<string, string> = {};
  const ids = keys.map((key, index) => {
    const file = key === null ? undefined : byKey.get(key);
    const refusal = uploadRefusal(file, inUse, kind, keys.indexOf(key) !== index);
    if (refusal) errors[`${field.list}.${index}.${field.key}`] = refusal;
    return file?.id ?? 0;
  });
  if (Object.keys(errors).length > 0) throw badRequest('invalid_request', { detail: field.list }, { errors });
  return ids;
}

/**
 * Attaches images (storage keys from upload-images) in the given order; the first is the main
 * image. A key that is not an image of this project is a field error on that image.
 */
export async function attachObjectImages(
  trx: Executor,
  project: Project,
  objectId: number,
  images: ReadonlyArray<{ image: string }>,
): Promise<void> {
  if (images.length === 0) return;
  if (images.length > project.max_num_object_images) {
    throw badRequest(
      'invalid_request',
      { detail: 'images' },
      {
        errors: { images: `images_too_many|{"max":${project.max_num_object_images}}` },
      },
    );
  }
  const keys = images.map((i) => storageKeyOf(i.image));
  const fileIds = await uploadIds(trx, project.id, keys, IMAGE_KIND, { list: 'images', key: 'image' });
  const now = new Date().toISOString();
  await scoped(trx, project.id)
    .insertInto(
      'object_images',
      fileIds.map((fileId, position) => ({
        object_id: objectId,
        file_id: fileId,
        position,
        created_at: now,
      })),
    )
    .execute();
}

/** Attaches documents (urls from upload-files) under their categories. */
export async function attachObjectFiles(
  trx: Executor,
  project: Project,
  objectId: number,
  files: ReadonlyArray<{ url: string; key: string }>,
): Promise<void> {
  if (files.length === 0) return;
  const keys = files.map((f) => storageKeyOf(f.url));
  const fileIds = await uploadIds(trx, project.id, keys, FILE_KIND, { list: 'files', key: 'url' });
  const now = new Date().toISOString();
  await scoped(trx, project.id)
    .insertInto(
      'object_files',
      files.map((file, index) => ({
        object_id: objectId,
        file_id: fileIds[index]!,
        category: file.key,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * Removes an object's images and documents with their file rows, inside the caller's
 * transaction; answers every storage key whose bytes the caller deletes after it commits (the
 * files and their thumbnails).
 */
export async function removeObjectMedia(
  trx: Executor,
  projectId: number,
  objectId: number,
): Promise<string[]> {
  const scope = scoped(trx, projectId);
  const images = await scope
    .selectFrom('object_images')
    .select('file_id')
    .where('object_id', '=', objectId)
    .execute();
  const documents = await scope
    .selectFrom('object_files')
    .select('file_id')
    .where('object_id', '=', objectId)
    .execute();
  const fileIds = [...images, ...documents].map((row) => row.file_id);
  if (fileIds.length === 0) return [];
  const rows = await scope
    .selectFrom('uploaded_files')
    .select(['id', 'storage_key'])
    .where('id', 'in', fileIds)
    .execute();
  await scope.deleteFrom('object_images').where('object_id', '=', objectId).execute();
  await scope.deleteFrom('object_files').where('object_id', '=', objectId).execute();
  await scope.deleteFrom('uploaded_files').where('id', 'in', fileIds).execute();
  return rows.flatMap((row) => storedKeysOf(row.storage_key));
}
