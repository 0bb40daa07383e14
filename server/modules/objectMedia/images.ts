import type { Kysely } from 'kysely';
import type { ObjectImageItem } from '../../../schema/api/objects';
import { parseJsonList } from '../../core/context';
import type { Database, Project } from '../../db/types';
import { imageRefusal, prepareImage, PROCESSABLE_IMAGE_TYPES, thumbnailKeyOf } from '../files/imageVariants';
import { mediaPath, signedMediaPath } from '../files/mediaLinks';
import type { FileRules, StoreFile } from '../files/service';
import { objectImageRows } from './mediaRows';

/** The query parameter that asks serve-media-files for an image's thumbnail. */
const THUMB = '&variant=thumb';

/**
 * Where an image and its thumbnail are served to a session of the image's project: the image at
 * `/serve-media-files?url=<key>`, the thumbnail at the same path with `&variant=thumb`.
 */
export function imageUrls(key: string): { imageUrl: string; thumbUrl: string } {
  const imageUrl = mediaPath(key);
  return { imageUrl, thumbUrl: `${imageUrl}${THUMB}` };
}

/** The same for a page without a session (token links): both signed, valid until `expiresAt`. */
export async function signedImageUrls(
  db: Kysely<Database>,
  projectId: number,
  key: string,
  expiresAt: Date,
): Promise<{ imageUrl: string; thumbUrl: string }> {
  const imageUrl = await signedMediaPath(db, projectId, key, expiresAt);
  return { imageUrl, thumbUrl: `${imageUrl}${THUMB}` };
}

/**
 * The image types a project accepts: its allowedImageTypes (lower case, without dot) that we can
 * recognise and process. The same list goes to upload-images-setup, so the client offers no type
 * the server would refuse.
 */
export function allowedImageTypes(project: Project): string[] {
  const listed = (parseJsonList(project.allowed_image_types) ?? []).map((ext) =>
    ext.trim().replace(/^\./, '').toLowerCase(),
  );
  return [...new Set(listed)].filter((ext) => PROCESSABLE_IMAGE_TYPES.includes(ext));
}

/** The upload rules of upload-images: the project's image types and its size limit per file. */
export function imageRules(project: Project): FileRules {
  return { allowedFileTypes: allowedImageTypes(project), maxFileSize: project.max_file_size_mb };
}

/**
 * Stores an uploaded image: the image without its metadata (upright, scaled down when huge) and
 * its thumbnail beside it. An image that cannot be decoded is refused like a file of the wrong type.
 */
export const storeImage: StoreFile = async (file, storage) => {
  const prepared = await prepareImage(file.bytes, file.ext);
  if (!prepared.ok) return imageRefusal(prepared.reason);
  await storage.put(thumbnailKeyOf(file.key), prepared.thumbnail, { contentType: 'image/jpeg' });
  await storage.put(file.key, prepared.original, { contentType: file.mime });
  return { size: prepared.original.length };
};

/** An object's images in their order (the first is the main image). */
export async function listObjectImages(
  db: Kysely<Database>,
  projectId: number,
  objectId: number,
): Promise<ObjectImageItem[]> {
  const rows = await objectImageRows(db, projectId, objectId).execute();
  return rows.map((row) => ({
    id: row.id,
    image: row.storage_key,
    name: row.original_name ?? '',
    ...imageUrls(row.storage_key),
  }));
}
