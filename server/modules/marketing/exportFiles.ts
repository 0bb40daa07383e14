import type { Storage } from '../../core/storage';
import { zipWriter } from '../applicationExport/zip';
import type { ExportContext, ExportRecord } from './exportModel';
import { idxFile, idxPictureName, idxPictures } from './idx';
import type { PushFile } from './push';
import { swissRetsInventory } from './swissrets';

/** The IDX 3.01 ZIP: `unload.txt` (Latin-1) and the pictures named `<object>_<image>.<ext>`. */
export async function idxZip(
  records: readonly ExportRecord[],
  ctx: ExportContext,
  storage: Storage,
): Promise<Buffer> {
  const zip = zipWriter(ctx.now);
  const chunks: Buffer[] = [];
  zip.stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    zip.stream.on('end', () => resolve());
    zip.stream.on('error', reject);
  });
  await zip.add('unload.txt', Buffer.from(idxFile([...records], ctx), 'latin1'));
  for (const r of records) {
    for (const image of idxPictures(r)) {
      const stored = await storage.get(image.storageKey);
      if (stored) await zip.add(idxPictureName(r.object.id, image.id, image.name), stored.bytes);
    }
  }
  await zip.finish();
  await ended;
  return Buffer.concat(chunks);
}

/** The export's file name without extension: the sender id, else the project's slug. */
export const exportBaseName = (ctx: ExportContext) =>
  (ctx.senderId || ctx.project.slug).replace(/[^A-Za-z0-9_.-]/g, '_');

/** A SwissRETS medium's file name beside the JSON when pushed (the JSON links it by this name). */
export const pushedMediaName = (kind: 'image' | 'document', id: number, name: string) => {
  const ext = (name.toLowerCase().split('.').pop() ?? '').replace(/[^a-z0-9]/g, '');
  return `${kind}-${id}${ext ? `.${ext}` : ''}`;
};

/**
 * What a push sends, the main file last: the IDX ZIP alone, or the SwissRETS JSON after its images
 * and documents (which the JSON links by their names beside it).
 */
export async function pushPackage(
  format: string,
  records: readonly ExportRecord[],
  ctx: Omit<ExportContext, 'mediaUrl'>,
  storage: Storage,
): Promise<PushFile[]> {
  const base = exportBaseName({ ...ctx, mediaUrl: () => '' });
  if (format === 'idx') {
    const full: ExportContext = { ...ctx, mediaUrl: () => '' };
    return [{ name: `${base}.zip`, bytes: await idxZip(records, full, storage) }];
  }
  const media = new Map<string, { kind: 'image' | 'document'; id: number; storageKey: string }>();
  const names = new Map<string, string>();
  for (const r of records) {
    for (const [kind, list] of [
      ['image', r.images],
      ['document', r.documents],
    ] as const) {
      for (const m of list) {
        const name = pushedMediaName(kind, m.id, m.name);
        media.set(name, { kind, id: m.id, storageKey: m.storageKey });
        names.set(`${kind}:${m.id}`, name);
      }
    }
  }
  const full: ExportContext = { ...ctx, mediaUrl: (kind, id) => names.get(`${kind}:${id}`) ?? '' };
  const files: PushFile[] = [];
  for (const [name, m] of media) {
    const stored = await storage.get(m.storageKey);
    if (stored) files.push({ name, bytes: stored.bytes });
  }
  const json = JSON.stringify(swissRetsInventory([...records], full));
  files.push({ name: `${base}.json`, bytes: Buffer.from(json, 'utf8') });
  return files;
}
