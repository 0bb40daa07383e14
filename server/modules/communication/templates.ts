import type { z } from 'zod';
import type { Kysely } from 'kysely';
import { LANGUAGES, type Language } from '../../../schema/api/common';
import type { MailTemplateListReply, MailTemplateRecord } from '../../../schema/api/communication';
import { MAIL_PLACEHOLDERS, type MailTexts } from '../../../schema/mailPlaceholders';
import type { mailTemplateSchema, mailTemplateUpdateSchema } from '../../../schema/mailTemplates';
import { changedFields, recordAudit } from '../../core/audit';
import { ApiError, notFound } from '../../core/errors';
import { sanitizeRichText } from '../../core/sanitize';
import { scoped, type Executor } from '../../core/scope';
import type { MailTemplate } from '../../db/tables/communication';
import type { Database, Project, User } from '../../db/types';

/** Settings > communication > mail templates: subject and body per language, placeholders checked. */

type Db = Kysely<Database>;

const EMPTY = { subject: '', body: '' };

/** The stored texts of a template; a language missing from the JSON is empty. */
export function textsOf(row: Pick<MailTemplate, 'texts'>): MailTexts {
  let parsed: unknown = {};
  try {
    parsed = JSON.parse(row.texts);
  } catch {
    parsed = {};
  }
  const source = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  const texts = {} as MailTexts;
  for (const lang of LANGUAGES) {
    const entry = source[lang] as { subject?: unknown; body?: unknown } | undefined;
    texts[lang] = {
      subject: typeof entry?.subject === 'string' ? entry.subject : EMPTY.subject,
      body: typeof entry?.body === 'string' ? entry.body : EMPTY.body,
    };
  }
  return texts;
}

/** A template's text in a language, falling back to the default language when it has none. */
export function templateText(texts: MailTexts, lang: Language): { subject: string; body: string } {
  const own = texts[lang];
  return own.subject.trim() !== '' ? own : texts.de;
}

export function templateRecord(row: MailTemplate): MailTemplateRecord {
  return {
    id: row.id,
    title: row.title,
    texts: textsOf(row),
    version: row.version,
    updated_at: row.updated_at,
  };
}

/** Bodies sanitised (scripts, event handlers and foreign URLs dropped) before they are stored. */
function sanitizedTexts(texts: MailTexts): MailTexts {
  const out = {} as MailTexts;
  for (const lang of LANGUAGES) {
    const body = texts[lang].body;
    out[lang] = { subject: texts[lang].subject, body: body.trim() === '' ? '' : sanitizeRichText(body) };
  }
  return out;
}

export async function listTemplates(db: Executor, projectId: number): Promise<MailTemplateRecord[]> {
  const rows = await scoped(db, projectId)
    .selectFrom('mail_templates')
    .selectAll()
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map(templateRecord);
}

export async function templateList(db: Db, project: Project): Promise<MailTemplateListReply> {
  return { templates: await listTemplates(db, project.id), placeholders: MAIL_PLACEHOLDERS };
}

/** A template of the project; another project's id is not found, like a missing one. */
export async function findTemplate(db: Executor, projectId: number, id: number): Promise<MailTemplate> {
  const row = await scoped(db, projectId)
    .selectFrom('mail_templates')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('mail_template_not_found');
  return row;
}

export async function getTemplate(db: Db, project: Project, id: number): Promise<MailTemplateRecord> {
  return templateRecord(await findTemplate(db, project.id, id));
}

const audited = (row: MailTemplate) => ({ title: row.title, texts: row.texts });

export async function createTemplate(
  db: Db,
  project: Project,
  user: User,
  input: z.infer<typeof mailTemplateSchema>,
): Promise<MailTemplateRecord> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const row = await scoped(trx, project.id)
      .insertInto('mail_templates', [
        {
          title: input.title,
          texts: JSON.stringify(sanitizedTexts(input.texts)),
          created_by: user.id,
          created_at: now,
          updated_at: now,
        },
      ])
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'create',
      entity: 'mail_templates',
      entityId: row.id,
      before: null,
      after: audited(row),
    });
    return templateRecord(row);
  });
}

export async function updateTemplate(
  db: Db,
  project: Project,
  user: User,
  id: number,
  input: z.infer<typeof mailTemplateUpdateSchema>,
): Promise<MailTemplateRecord> {
  return db.transaction().execute(async (trx) => {
    const before = await findTemplate(trx, project.id, id);
    const version = input.version ?? before.version;
    const result = await scoped(trx, project.id)
      .updateTable('mail_templates')
      .set({
        title: input.title,
        texts: JSON.stringify(sanitizedTexts(input.texts)),
        version: version + 1,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'mail_template_changed_meanwhile');
    const after = await findTemplate(trx, project.id, id);
    const change = changedFields(audited(before), audited(after));
    if (change) {
      await recordAudit(trx, {
        projectId: project.id,
        userId: user.id,
        action: 'update',
        entity: 'mail_templates',
        entityId: id,
        ...change,
      });
    }
    return templateRecord(after);
  });
}

export async function deleteTemplate(
  db: Db,
  project: Project,
  user: User,
  id: number,
): Promise<{ id: number }> {
  await db.transaction().execute(async (trx) => {
    const before = await findTemplate(trx, project.id, id);
    await scoped(trx, project.id).deleteFrom('mail_templates').where('id', '=', id).execute();
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'delete',
      entity: 'mail_templates',
      entityId: id,
      before: audited(before),
      after: null,
    });
  });
  return { id };
}
