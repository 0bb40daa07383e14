import { createHash } from 'node:crypto';
import { storageFor } from '../../server/core/storage';
import { draw } from '../../server/db/seed/images';
import type { RealEstateObject } from '../../server/db/types';
import type { TestApp } from './harness';

/**
 * Gives an object `count` stored images, as an upload would (the test database has no demo
 * pictures): a drawn JPEG each, in storage, as uploaded file and object image in that order.
 */
export async function addObjectImages(
  t: TestApp,
  object: Pick<RealEstateObject, 'id' | 'project_id'>,
  { count = 1, variant = 0, name = (i: number) => `Bild ${i + 1}.jpg` } = {},
): Promise<void> {
  const storage = storageFor(t.config);
  const bytes = await draw('facade', variant);
  for (let position = 0; position < count; position++) {
    // shaped like an upload's key (32 hex digits), so that serve-media-files serves it
    const name32 = createHash('md5').update(`${object.id}x${variant}x${position}`).digest('hex');
    const key = `${object.project_id}/2026-01/${name32}.jpg`;
    await storage.put(key, bytes, { contentType: 'image/jpeg' });
    const now = new Date().toISOString();
    const file = await t.database.db
      .insertInto('uploaded_files')
      .values({
        project_id: object.project_id,
        uploaded_by: null,
        storage_key: key,
        original_name: name(position),
        mime: 'image/jpeg',
        size: bytes.length,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('object_images')
      .values({
        project_id: object.project_id,
        object_id: object.id,
        file_id: file.id,
        position,
        created_at: now,
      })
      .execute();
  }
}
