import type { z } from 'zod';
import type { Kysely } from 'kysely';
import { LANGUAGES, type Language } from '../../../schema/api/common';
import type { MailSignatureRecord } from '../../../schema/api/communication';
import type { mailSignatureSchema } from '../../../schema/mailTemplates';
import { changedFields, recordAudit } from '../../core/audit';
import { ApiError } from '../../core/errors';
import { sanitizeRichText } from '../../core/sanitize';
import { scoped, type Executor } from '../../core/scope';
import type { Database, Project, User } from '../../db/types';

/**
 * The project's mail signature (settings > communication): HTML per language, appended to every
 * mail of the mail dialog. A project without a row has an empty signature at version 1; the
 * first save makes the row.
 */

type Texts = Record<Language, string>;

function parseTexts(json: string): Texts {
  let parsed: unknown = {};
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = {};
  }
  const source = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  const texts = {} as Texts;
  for (const lang of LANGUAGES) {
    const value = source[lang];
    texts[lang] = typeof value === 'string' ? value : '';
  }
  return texts;
}

export async function getSignature(db: Executor, projectId: number): Promise<MailSignatureRecord> {
  const row = await scoped(db, projectId).selectFrom('mail_signatures').selectAll().executeTakeFirst();
  if (!row) return { texts: { de: '', fr: '', it: '', en: '' }, version: 1 };
  return { texts: parseTexts(row.texts), version: row.version };
}

/** The signature in a language (the German one when that language has none). */
export async function signatureIn(db: Executor, projectId: number, lang: Language): Promise<string> {
  const { texts } = await getSignature(db, projectId);
  return texts[lang].trim() !== '' ? texts[lang] : texts.de;
}

export async function saveSignature(
  db: Kysely<Database>,
  project: Project,
  user: User,
  input: z.infer<typeof mailSignatureSchema>,
): Promise<MailSignatureRecord> {
  const texts = {} as Texts;
  for (const lang of LANGUAGES) {
    const value = input.texts[lang];
    texts[lang] = value.trim() === '' ? '' : sanitizeRichText(value);
  }
  return db.transaction().execute(async (trx) => {
    const s = scoped(trx, project.id);
    const row = await s.selectFrom('mail_signatures').selectAll().executeTakeFirst();
    const current = row?.version ?? 1;
    if (input.version !== undefined && input.version !== current) {
      throw new ApiError(409, 'mail_signature_changed_meanwhile');
    }
    const now = new Date().toISOString();
    if (row) {
      const result = await s
        .updateTable('mail_signatures')
        .set({ texts: JSON.stringify(texts), version: current + 1, updated_by: user.id, updated_at: now })
        .where('version', '=', current)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'mail_signature_changed_meanwhile');
    } else {
      // two first saves at once: the one that comes second finds the row made and is told so
      const result = await s
        .insertInto('mail_signatures', [
          { texts: JSON.stringify(texts), version: current + 1, updated_by: user.id, updated_at: now },
        ])
        .onConflict((oc) => oc.column('project_id').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1)
        throw new ApiError(409, 'mail_signature_changed_meanwhile');
    }
    const change = changedFields({ texts: row ? parseTexts(row.texts) : null }, { texts });
    if (change) {
      await recordAudit(trx, {
        projectId: project.id,
        userId: user.id,
        action: row ? 'update' : 'create',
        entity: 'mail_signatures',
        entityId: project.id,
        ...change,
      });
    }
    return { texts, version: current + 1 };
  });
}
