import type { Kysely } from 'kysely';
import { badRequest, notFound } from '../../../core/errors';
import type { Translator } from '../../../core/i18n/index';
import { scoped } from '../../../core/scope';
import type { Storage } from '../../../core/storage';
import type { Database, Project } from '../../../db/types';
import { objectImageRows } from '../mediaRows';
import { flyerImage, renderBusinessCard, renderFlyer } from './documents';
import { printSheet } from './sheet';
import { fileNamePart } from './text';

export const POSTING_TYPES = ['flyer', 'business_card'] as const;
export type PostingType = (typeof POSTING_TYPES)[number];

/** The printed matter a `type` names: `flyer`, `business_card` (also written business-card). */
export function postingType(value: string | undefined): PostingType {
  const type = (value ?? '').trim().toLowerCase().replace(/-/g, '_');
  if ((POSTING_TYPES as readonly string[]).includes(type)) return type as PostingType;
  throw badRequest(
    'posting_type_unknown',
    { type: value ?? '' },
    { errors: { type: 'posting_type_unknown' } },
  );
}

/** The bytes of an object's main image (its first), or null when it has none or they are missing. */
async function mainImage(db: Kysely<Database>, storage: Storage, projectId: number, objectId: number) {
  const first = await objectImageRows(db, projectId, objectId).limit(1).executeTakeFirst();
  if (!first) return null;
  const stored = await storage.get(first.storage_key);
  return stored ? flyerImage(stored.bytes) : null;
}

/**
 * A flyer or business card of an object as a PDF, in the request's language, with the name it is
 * saved under (`Flyer-RENT-A-0001.pdf`, `Visitenkarte-RENT-A-0001.pdf`). Another project's object
 * is not found.
 */
export async function generatePosting(
  db: Kysely<Database>,
  storage: Storage,
  project: Project,
  objectId: number,
  type: PostingType,
  t: Translator,
  lang: string,
  siteUrl: string,
): Promise<{ bytes: Buffer; fileName: string }> {
  const object = await scoped(db, project.id)
    .selectFrom('objects')
    .selectAll()
    .where('id', '=', objectId)
    .executeTakeFirst();
  if (!object) throw notFound('object_not_found');
  const sheet = printSheet(object, project, t, siteUrl);
  // the document's language for screen readers: Swiss German, French and Italian; English as such
  const pdfLang = lang === 'en' ? 'en' : `${lang}-CH`;
  const bytes =
    type === 'flyer'
      ? await renderFlyer(sheet, await mainImage(db, storage, project.id, objectId), pdfLang)
      : await renderBusinessCard(sheet, pdfLang);
  const prefix = t(type === 'flyer' ? 'print_flyer_file' : 'print_card_file');
  return { bytes, fileName: `${fileNamePart(prefix)}-${fileNamePart(object.ref_number)}.pdf` };
}
