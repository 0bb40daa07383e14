import type { FastifyRequest } from 'fastify';
import type { PublicDocumentUploadReply } from '../../../schema/api/applicationForms';
import { documentFields } from '../../../schema/applicationForm';
import { isSaleProject } from '../../../schema/objects';
import { recordAudit } from '../../core/audit';
import { ApiError, badRequest } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import { scoped } from '../../core/scope';
import type { Storage } from '../../core/storage';
import { checkImage, imageRefusal, PROCESSABLE_IMAGE_TYPES } from '../files/imageVariants';
import { storageUsed } from '../files/quota';
import {
  checkedFile,
  drain,
  fileRules,
  groupRefusals,
  MAX_FILES_PER_UPLOAD,
  newStorageKey,
  removeStored,
  UPLOAD_FIELD,
  type Refusal,
  type UploadPart,
} from '../files/service';
import { isUnreadableMultipart } from '../files/uploadRequest';
import { refreshApplication } from './household';
import type { LinkContext } from './persons';
import { documentsOf } from './reply';
import { rateUsage, recordRate, retrySeconds, uploadBytesBucket } from './rateLimit';

/**
 * POST api/v1/product-form/{formId}/update/{slug}/{token}/documents: the household uploads the
 * documents its form asks for (category = a file field's key; person_id for a person's document).
 * The checks of upload-files apply (name of at most 200 characters, allowed type, content that
 * matches it, size) and those of images (readable, at most IMAGE_MAX_PIXELS, read from the
 * header); the bytes are limited per application, per client address and hour, and by the public
 * part of the project's quota (the staff reserve stays free). The files belong to the project and
 * are served only to its staff. Files, documents, audit entries and the rate events are written in
 * one transaction.
 */

export const MAX_DOCUMENTS_PER_APPLICATION = 50;
const MB = 1024 * 1024;

interface Accepted {
  key: string;
  name: string;
  mime: string;
  size: number;
}

/** The byte limits of public uploads (server/core/config.ts). */
export interface PublicUploadLimits {
  /** the part of the project's quota public uploads may fill (quota minus the staff reserve) */
  publicQuotaBytes: number;
  perApplicationBytes: number;
  perAddressPerHourBytes: number;
}

export interface DocumentContext extends LinkContext {
  storage: Storage;
  limits: PublicUploadLimits;
  address: string;
  log: { warn(object: object, message: string): void };
  /** the categories this upload may use; all the form's file fields when absent (a document request names some) */
  categories?: ReadonlySet<string>;
}

export async function uploadDocuments(
  ctx: DocumentContext,
  request: FastifyRequest,
): Promise<PublicDocumentUploadReply> {
  if (!request.isMultipart()) throw badRequest('upload_not_multipart');
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {
    category: typeof query.category === 'string' ? query.category : '',
    person_id: typeof query.person_id === 'string' ? query.person_id : '',
  };
  const rules = fileRules(ctx.project);
  const categories = ctx.categories ?? new Set(documentFields(ctx.definition).map((f) => f.key));
  const projectId = ctx.project.id;

  const existing = await documentsOf(ctx.db, projectId, ctx.application.id);
  const accepted: Accepted[] = [];
  const refusals: Refusal[] = [];
  let storing: string | null = null;
  let total = 0;
  let category = '';
  let personId: number | null = null;
  try {
    const budget = await publicUploadBudget(
      ctx,
      existing.reduce((sum, d) => sum + d.size, 0),
    );
    const parts = request.parts({ limits: { fileSize: rules.maxFileSize * MB } }) as AsyncIterable<
      UploadPart & { value?: unknown }
    >;
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'category' || part.fieldname === 'person_id') {
          fields[part.fieldname] = String(part.value ?? '');
        }
        continue;
      }
      if (part.fieldname !== UPLOAD_FIELD) {
        await drain(part.file);
        continue;
      }
      if (total === 0) {
        category = fields.category!.trim();
        if (!categories.has(category)) throw badRequest('application_document_category_unknown');
        personId = await personOf(ctx, fields.person_id!);
      }
      total += 1;
      if (existing.length + accepted.length >= MAX_DOCUMENTS_PER_APPLICATION) {
        throw new ApiError(409, 'application_documents_too_many', { max: MAX_DOCUMENTS_PER_APPLICATION });
      }
      const file = await checkedFile(part, rules);
      if (!('bytes' in file)) {
        refusals.push(file);
        continue;
      }
      const { name, bytes, ext, mime } = file;
      // an image is checked as staff images are: readable, and its pixels (from its header) in bounds
      if (PROCESSABLE_IMAGE_TYPES.includes(ext)) {
        const image = await checkImage(bytes);
        if (!image.ok) {
          refusals.push({ name, ...imageRefusal(image.reason) });
          continue;
        }
      }
      budget.take(bytes.length);
      const key = newStorageKey(projectId, ext);
      storing = key;
      await ctx.storage.put(key, bytes, { contentType: mime });
      storing = null;
      accepted.push({ key, name, mime, size: bytes.length });
    }
    if (total === 0) throw badRequest('upload_no_files');
    if (accepted.length > 0) await record(ctx, accepted, category, personId);
  } catch (error) {
    await removeStored(
      ctx,
      storing === null ? accepted.map((a) => a.key) : [...accepted.map((a) => a.key), storing],
    );
    if (
      error instanceof Error &&
      'code' in error &&
      ['FST_FILES_LIMIT', 'FST_PARTS_LIMIT'].includes(String(error.code))
    ) {
      throw badRequest('upload_too_many_files', { max: MAX_FILES_PER_UPLOAD });
    }
    if (isUnreadableMultipart(error)) throw badRequest('upload_malformed');
    throw error;
  }

  const status = refusals.length === 0 ? 'success' : accepted.length > 0 ? 'partial' : 'error';
  const messageKey: MessageKey =
    status === 'success' ? 'upload_done' : status === 'partial' ? 'upload_partly_done' : 'upload_failed';
  const documents = (await documentsOf(ctx.db, projectId, ctx.application.id)).filter(
    (d) => !existing.some((e) => e.id === d.id),
  );
  return {
    status,
    message: ctx.t(messageKey, { count: accepted.length, done: accepted.length, total }),
    uploaded: documents,
    errors: groupRefusals(refusals, ctx.t).map(({ file_names, message, detail }) => ({
      file_names,
      message,
      detail,
    })),
  };
}

const megabytes = (bytes: number) => Math.ceil((bytes / MB) * 10) / 10;

/**
 * The room a public upload has: `take(size)` before each file is stored refuses (by throwing) a
 * file that would take the application past its budget (413), the client address past its hourly
 * amount (429 with Retry-After), or the project's storage into the staff reserve (413). Counted at
 * the start of the request and then per file, so one request never passes the limits; requests
 * at the same moment may pass them by at most one request each.
 */
async function publicUploadBudget(
  ctx: DocumentContext,
  applicationBytes: number,
): Promise<{ take(size: number): void }> {
  const now = Date.now();
  let stored = applicationBytes;
  let used = await storageUsed(ctx.db, ctx.project.id);
  const hour = await rateUsage(ctx.db, uploadBytesBucket(ctx.address), now);
  let uploaded = hour.used;
  const { perApplicationBytes, perAddressPerHourBytes, publicQuotaBytes } = ctx.limits;
  return {
    take(size) {
      if (stored + size > perApplicationBytes) {
        throw new ApiError(413, 'application_upload_budget_exceeded', {
          used: megabytes(stored),
          max: megabytes(perApplicationBytes),
        });
      }
      if (uploaded + size > perAddressPerHourBytes) {
        const seconds = Math.max(60, retrySeconds(hour.oldest, now));
        throw new ApiError(
          429,
          'application_upload_rate_exceeded',
          {
            uploaded: megabytes(uploaded),
            max: megabytes(perAddressPerHourBytes),
            minutes: Math.ceil(seconds / 60),
          },
          { headers: { 'Retry-After': String(seconds) } },
        );
      }
      if (used + size > publicQuotaBytes) throw new ApiError(413, 'application_upload_storage_full');
      stored += size;
      uploaded += size;
      used += size;
    },
  };
}

/** The person a document belongs to: '' for the household, else one of the application's persons. */
async function personOf(ctx: LinkContext, value: string): Promise<number | null> {
  const text = value.trim();
  if (text === '') return null;
  const id = Number(text);
  const row = Number.isSafeInteger(id)
    ? await scoped(ctx.db, ctx.project.id)
        .selectFrom('application_persons')
        .select('id')
        .where('application_id', '=', ctx.application.id)
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw badRequest('application_person_not_found');
  return Number(row.id);
}

async function record(
  ctx: DocumentContext,
  accepted: readonly Accepted[],
  category: string,
  personId: number | null,
) {
  const createdAt = new Date().toISOString();
  const projectId = ctx.project.id;
  await ctx.db.transaction().execute(async (trx) => {
    await recordRate(trx, ctx.writeRules);
    const now = Date.now();
    const bytes = accepted.reduce((sum, file) => sum + file.size, 0);
    await recordRate(trx, [{ bucket: uploadBytesBucket(ctx.address) }], now, bytes);
    for (const file of accepted) {
      const inserted = await scoped(trx, projectId)
        .insertInto('uploaded_files', [
          {
            uploaded_by: null,
            storage_key: file.key,
            original_name: file.name,
            mime: file.mime,
            size: file.size,
            created_at: createdAt,
          },
        ])
        .returning('id')
        .executeTakeFirstOrThrow();
      const document = await scoped(trx, projectId)
        .insertInto('application_documents', [
          {
            application_id: ctx.application.id,
            person_id: personId,
            file_id: Number(inserted.id),
            category,
            created_at: createdAt,
          },
        ])
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, [
        {
          projectId,
          userId: null,
          action: 'create',
          entity: 'uploaded_files',
          entityId: Number(inserted.id),
          before: null,
          after: { storage_key: file.key, original_name: file.name, mime: file.mime, size: file.size },
        },
        {
          projectId,
          userId: null,
          action: 'create',
          entity: 'application_documents',
          entityId: Number(document.id),
          before: null,
          after: {
            application_id: ctx.application.id,
            category,
            person_id: personId,
            file_id: Number(inserted.id),
          },
        },
      ]);
    }
    await refreshApplication(trx, projectId, ctx.application.id, isSaleProject(ctx.project.type));
  });
}
