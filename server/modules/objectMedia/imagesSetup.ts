import type { Kysely } from 'kysely';
import type { ObjectImagesSetup } from '../../../schema/api/objects';
import type { ObjectImagesSetupInput } from '../../../schema/objectMedia';
import { ruleMessage } from '../../../schema/rules';
import { ApiError, badRequest } from '../../core/errors';
import { scoped } from '../../core/scope';
import type { Database, Project } from '../../db/types';
import { storageKeyOf } from '../files/service';
import { allowedImageTypes, listObjectImages } from './images';
import type { MediaContext } from './mediaContext';
import {
  IMAGE_KIND,
  objectImageRows,
  removeMediaRows,
  saveObjectMedia,
  uploadRefusal,
  uploadsByKey,
} from './mediaRows';
import { requireObject } from './objectLock';

/** GET upload-images-setup: the object's images in order, and the project's image rules. */
export async function objectImagesSetup(
  db: Kysely<Database>,
  project: Project,
  objectId: number,
): Promise<ObjectImagesSetup> {
  await requireObject(db, project.id, objectId);
  return {
    images: await listObjectImages(db, project.id, objectId),
    maxNumObjectImages: project.max_num_object_images,
    allowedImageTypes: allowedImageTypes(project),
  };
}

/**
 * Saves an object's images in one transaction: `removedImages` are deleted (their rows and files;
 * the bytes once it commits), `updatedImages` is the complete list afterwards in its order, new
 * images (id 0) by the storage key upload-images gave them. Anything wrong refuses the whole
 * request and changes nothing: more images than the project allows (400 images_too_many), an id
 * that is not an image of this object or a key that is not a free image of this project (400 with
 * a field error), and an image of the object neither kept nor removed, which means the images were
 * changed since they were loaded (409).
 */
export async function saveObjectImages(
  ctx: MediaContext,
  objectId: number,
  body: ObjectImagesSetupInput,
): Promise<ObjectImagesSetup> {
  const { project } = ctx;
  const max = project.max_num_object_images;
  if (body.updatedImages.length > max) {
    throw badRequest(
      'images_too_many',
      { max },
      { errors: { updatedImages: ruleMessage('images_too_many', { max }) } },
    );
  }
  await saveObjectMedia(ctx, objectId, 'object_images_changed', async (trx, trail) => {
    const current = await objectImageRows(trx, project.id, objectId).execute();
    const byId = new Map(current.map((row) => [row.id, row]));
    const errors: Record<string, string> = {};

    const removed = new Set<number>();
    body.removedImages.forEach((id, index) => {
      if (!byId.has(id)) errors[`removedImages.${index}`] = 'image_not_found';
      else if (removed.has(id)) errors[`removedImages.${index}`] = 'image_duplicate';
      else removed.add(id);
    });

    const kept = new Set<number>();
    const added = new Map<string, number>();
    body.updatedImages.forEach((item, index) => {
      const key = storageKeyOf(item.image);
      if (item.id === 0) {
        if (key === null) errors[`updatedImages.${index}.image`] = 'image_not_found';
        else if (added.has(key)) errors[`updatedImages.${index}.image`] = 'image_duplicate';
        else added.set(key, index);
        return;
      }
      const row = byId.get(item.id);
      if (!row) errors[`updatedImages.${index}.id`] = 'image_not_found';
      else if (removed.has(item.id) || kept.has(item.id))
        errors[`updatedImages.${index}.id`] = 'image_duplicate';
      else if (key !== row.storage_key) errors[`updatedImages.${index}.image`] = 'image_not_found';
      else kept.add(item.id);
    });

    const uploads = await uploadsByKey(trx, project.id, [...added.keys()]);
    for (const [key, index] of added) {
      const refusal = uploadRefusal(uploads.byKey.get(key), uploads.inUse, IMAGE_KIND);
      if (refusal) errors[`updatedImages.${index}.image`] = refusal;
    }
    if (Object.keys(errors).length > 0) throw badRequest('object_images_invalid', {}, { errors });
    if (current.some((row) => !kept.has(row.id) && !removed.has(row.id))) {
      throw new ApiError(409, 'object_images_changed');
    }

    const removedKeys = await removeMediaRows(
      trx,
      trail,
      { projectId: project.id, objectId, table: 'object_images' },
      current.filter((row) => removed.has(row.id)),
      (row) => ({ position: row.position }),
    );

    const scope = scoped(trx, project.id);
    const now = new Date().toISOString();
    for (const [position, item] of body.updatedImages.entries()) {
      if (item.id === 0) {
        const file = uploads.byKey.get(storageKeyOf(item.image)!)!;
        const [inserted] = await scope
          .insertInto('object_images', [{ object_id: objectId, file_id: file.id, position, created_at: now }])
          .returning('id')
          .execute();
        trail.add('create', 'object_images', inserted!.id, null, {
          object_id: objectId,
          file_id: file.id,
          position,
        });
        continue;
      }
      const row = byId.get(item.id)!;
      if (row.position === position) continue;
      await scope.updateTable('object_images').set({ position }).where('id', '=', row.id).execute();
      trail.add('update', 'object_images', row.id, { position: row.position }, { position });
    }
    return removedKeys;
  });
  return objectImagesSetup(ctx.db, project, objectId);
}
