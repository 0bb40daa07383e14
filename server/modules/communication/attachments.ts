import type { z } from 'zod';
import type { categorizeSchema } from '../../../schema/communication';
import type { OptionItem } from '../../../schema/api/tableData';
import { documentFields } from '../../../schema/applicationForm';
import { REQUIRED_DOCUMENT_CATEGORIES } from '../../../schema/applicationPoints';
import { hasPermission } from '../../../schema/permissions';
import { recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { ApiError, forbidden, notFound } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { Storage } from '../../core/storage';
import { formOf } from '../applications/common';
import { refreshApplication } from '../applications/derived';
import { extensionOf, newStorageKey } from '../files/service';
import { fieldError } from './feed';

/**
 * A mail's attachments: served to staff who may see the conversation and read the file (the rule
 * of files/access: an applicant's file needs applications_read), and filed as a document of the conversation's
 * application (categorize-documents). The document gets a copy of the file of its own, so that
 * removing the document leaves the mail's attachment intact and the other way round.
 */

export interface AttachmentFile {
  id: number;
  name: string;
  mime: string;
  storage_key: string;
  file_id: number;
  document_id: number | null;
  application_id: number | null;
  person_id: number | null;
}

/** An attachment of the project with its file and its conversation's application; otherwise 404. */
export async function findAttachment(scope: Scoped, attachmentId: number): Promise<AttachmentFile> {
  const row = await scope
    .selectFrom('mail_attachments')
    .innerJoin('uploaded_files', 'uploaded_files.id', 'mail_attachments.file_id')
    .innerJoin('conversation_mails', 'conversation_mails.id', 'mail_attachments.mail_id')
    .innerJoin('conversations', 'conversations.id', 'conversation_mails.conversation_id')
    .select([
      'mail_attachments.id as id',
      'mail_attachments.name as name',
      'mail_attachments.document_id as document_id',
      'uploaded_files.mime as mime',
      'uploaded_files.storage_key as storage_key',
      'uploaded_files.id as file_id',
      'conversations.application_id as application_id',
      'conversations.person_id as person_id',
    ])
    .where('mail_attachments.id', '=', attachmentId)
    .executeTakeFirst();
  if (!row) throw notFound('inbox_attachment_not_found');
  return {
    ...row,
    id: Number(row.id),
    file_id: Number(row.file_id),
    document_id: row.document_id === null ? null : Number(row.document_id),
    application_id: row.application_id === null ? null : Number(row.application_id),
    person_id: row.person_id === null ? null : Number(row.person_id),
  };
}

const BUILT_IN_CATEGORIES = [...REQUIRED_DOCUMENT_CATEGORIES, 'other'] as const;

/** The document categories of an application: its form's file fields, or the built-in ones. */
export async function documentCategories(
  scope: Scoped,
  ctx: Pick<StaffContext, 't' | 'lang'>,
  applicationId: number,
): Promise<OptionItem[]> {
  const app = await scope
    .selectFrom('applications')
    .select('form_id')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  const form = app ? await formOf(scope, app.form_id) : null;
  const fields = form ? documentFields(form) : [];
  if (fields.length > 0) {
    return [
      ...fields.map((f) => ({ value: f.key, displayName: f.label[ctx.lang] || f.label.de })),
      ...(fields.some((f) => f.key === 'other')
        ? []
        : [{ value: 'other', displayName: ctx.t('inbox_document_category_other') }]),
    ];
  }
  return BUILT_IN_CATEGORIES.map((c) => ({
    value: c,
    displayName: ctx.t(`inbox_document_category_${c}` as MessageKey),
  }));
}

export interface CategorizeReply {
  attachment_id: number;
  application_id: number | null;
  document_id: number | null;
  categories: OptionItem[];
}

/** Filing an attachment writes an application's documents: applications_write (403 otherwise). */
function requireFiling(ctx: StaffContext): void {
  if (!hasPermission(ctx.subject, 'applications_write')) throw forbidden('inbox_categorize_not_allowed');
}

/** GET categorize-documents: the categories the attachment may be filed as. */
export async function categorizeInfo(
  db: Executor,
  ctx: StaffContext,
  attachmentId: number,
): Promise<CategorizeReply> {
  requireFiling(ctx);
  const scope = scoped(db, ctx.project.id);
  const attachment = await findAttachment(scope, attachmentId);
  return {
    attachment_id: attachment.id,
    application_id: attachment.application_id,
    document_id: attachment.document_id,
    categories:
      attachment.application_id === null
        ? []
        : await documentCategories(scope, ctx, attachment.application_id),
  };
}

const alreadyFiled = () => new ApiError(409, 'inbox_attachment_already_filed');

/** POST categorize-documents { category }: files the attachment as a document of the application. */
export async function categorize(
  db: Executor,
  ctx: StaffContext,
  storage: Storage,
  attachmentId: number,
  input: z.infer<typeof categorizeSchema>,
): Promise<CategorizeReply> {
  requireFiling(ctx);
  const scope = scoped(db, ctx.project.id);
  const attachment = await findAttachment(scope, attachmentId);
  if (attachment.document_id !== null) throw alreadyFiled();
  const applicationId = attachment.application_id;
  if (applicationId === null) throw new ApiError(409, 'inbox_attachment_no_application');
  const categories = await documentCategories(scope, ctx, applicationId);
  if (!categories.some((c) => c.value === input.category))
    throw fieldError('category', 'application_document_category_unknown');
  const stored = await storage.get(attachment.storage_key);
  if (!stored) throw notFound('file_not_found');
  const key = newStorageKey(ctx.project.id, extensionOf(attachment.storage_key));
  await storage.put(key, stored.bytes, { contentType: attachment.mime });
  try {
    const documentId = await db.transaction().execute(async (trx) => {
      const s = scoped(trx, ctx.project.id);
      const now = new Date().toISOString();
      const file = await s
        .insertInto('uploaded_files', [
          {
            uploaded_by: ctx.user.id,
            storage_key: key,
            original_name: attachment.name,
            mime: attachment.mime,
            size: stored.bytes.length,
            created_at: now,
          },
        ])
        .returning('id')
        .executeTakeFirstOrThrow();
      const document = await s
        .insertInto('application_documents', [
          {
            application_id: applicationId,
            person_id: attachment.person_id,
            file_id: Number(file.id),
            category: input.category,
            created_at: now,
          },
        ])
        .returning('id')
        .executeTakeFirstOrThrow();
      const filed = await s
        .updateTable('mail_attachments')
        .set({ document_id: Number(document.id) })
        .where('id', '=', attachmentId)
        .where('document_id', 'is', null)
        .executeTakeFirst();
      if (Number(filed.numUpdatedRows) !== 1) throw alreadyFiled();
      await recordAudit(trx, {
        projectId: ctx.project.id,
        userId: ctx.user.id,
        action: 'create',
        entity: 'application_documents',
        entityId: Number(document.id),
        before: null,
        after: {
          application_id: applicationId,
          category: input.category,
          file_id: Number(file.id),
          mail_attachment_id: attachmentId,
        },
      });
      await refreshApplication(s, applicationId, now);
      return Number(document.id);
    });
    return {
      attachment_id: attachmentId,
      application_id: applicationId,
      document_id: documentId,
      categories,
    };
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}
