import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MailAttachmentUpload, MailPreviewReply, MailView } from '../../../schema/api/communication';
import { unknownPlaceholders } from '../../../schema/mailPlaceholders';
import { mailBodySchema, mailSubjectSchema, MAIL_UNKNOWN_PLACEHOLDER } from '../../../schema/mailTemplates';
import { hasPermission, needs } from '../../../schema/permissions';
import { bodyRowId, rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { badRequest, forbidden, notFound } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import { scoped } from '../../core/scope';
import { storageFor } from '../../core/storage';
import { parse, pathIds } from '../../core/validate';
import { MULTIPART_OPTIONS, uploadContextOf, uploadFromRequest } from '../files/uploadRequest';
import { findFile } from '../files/service';
import { attachmentFiles, dialogReply, partition, sendMails, type SendContext } from './bulkMail';
import { batchProgress } from './bulkMailProgress';
import { declineApartment, denialDialog, denialRecipient } from './offerDenial';
import { placeholderValues, resolveRecipients, contactOf, applicationRecipient } from './recipients';
import {
  REFERENCE_TYPES,
  referenceDialog,
  referenceOutgoing,
  referencesOf,
  referenceValues,
  resolvedRecipients,
} from './referenceMails';
import { renderMail } from './render';
import { signatureIn } from './signature';
import { findTemplate } from './templates';

const MAX_TARGETS = 1000;
const rowId = bodyRowId;
const mailView = z.enum(['applications', 'objects']);

/** `1,2,3` or repeated `targets`: the ids of the query. */
const targetList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((v) => v.trim() !== '') : value),
  z.array(rowId).min(1, 'mail_no_recipients').max(MAX_TARGETS),
);

const dialogQuery = z.object({
  targets: targetList,
  mailView: mailView.default('applications'),
  apartmentId: rowId.optional().or(z.literal('').transform(() => undefined)),
});

const sendBody = z
  .object({
    targets: z.array(rowId).max(MAX_TARGETS).default([]),
    mailView: mailView.default('applications'),
    subject: mailSubjectSchema,
    body: mailBodySchema,
    templateId: rowId.nullish(),
    pdf: z.boolean().optional(),
    attachments: z.array(rowId).max(20).default([]),
    apartmentId: rowId.nullish(),
    applicationId: rowId.nullish(),
    adultId: rowId.nullish(),
  })
  .superRefine((value, ctx) => {
    if (unknownPlaceholders(value.subject).length > 0)
      ctx.addIssue({ code: 'custom', path: ['subject'], message: MAIL_UNKNOWN_PLACEHOLDER });
    if (unknownPlaceholders(value.body).length > 0)
      ctx.addIssue({ code: 'custom', path: ['body'], message: MAIL_UNKNOWN_PLACEHOLDER });
  });

const previewBody = z.object({
  mailView: mailView.default('applications'),
  targetId: rowId,
  adultId: rowId.nullish(),
  apartmentId: rowId.nullish(),
  /** the preview of a reference mail: greets the reference, not the applicant */
  reference: z.enum(REFERENCE_TYPES).nullish(),
  subject: z.string().max(10_000),
  body: z.string().max(200_000),
});

const appParams = rowIdParams('applicationId');
const denialParams = rowIdParams('applicationId', 'apartmentId');
const batchParams = rowIdParams('batchId');
const typeParams = z.object({ type: z.enum(REFERENCE_TYPES) });

const LIST_PERMISSION: Record<MailView, 'applications_read' | 'object_read'> = {
  applications: 'applications_read',
  objects: 'object_read',
};

/** A path parameter that is not an id names nothing: 404 like a missing row. */
function pathOf<S extends z.ZodType>(schema: S, params: unknown, missing: MessageKey): z.infer<S> {
  const result = schema.safeParse(params);
  if (!result.success) throw notFound(missing);
  return result.data;
}

/** The mail dialog, bulk mail, preview, attachments, direct, reference and offer-denial mails. */
export async function mailSendRoutes(app: FastifyInstance): Promise<void> {
  const guard = { config: { guard: needs('shared_communication') } };

  /** The send context; the list the targets come from must be readable too. */
  const contextOf = (request: FastifyRequest, view: MailView = 'applications'): SendContext => {
    const { project, user, t, subject } = staffContext(request);
    if (!hasPermission(subject, LIST_PERMISSION[view])) throw forbidden('mail_view_not_allowed');
    return { db: app.db, config: app.config, storage: storageFor(app.config), project, user, t };
  };

  /** What every send takes from its body; an attachment the sender may not read refuses it (403). */
  const sendInput = async (request: FastifyRequest, ctx: SendContext, body: z.infer<typeof sendBody>) => {
    if (body.templateId) await findTemplate(ctx.db, ctx.project.id, body.templateId);
    const { subject } = staffContext(request);
    return {
      subject: body.subject,
      body: body.body,
      templateId: body.templateId ?? null,
      attachments: await attachmentFiles(ctx.db, ctx.project.id, subject, body.attachments),
    };
  };

  app.get('/api/v1/communication/bulk-mail', guard, async (request) => {
    const query = parse(dialogQuery, request.query);
    const ctx = contextOf(request, query.mailView);
    const { recipients } = partition(await resolveRecipients(app.db, ctx.project.id, query));
    // a dialog with nobody to write to is refused at once, not after the mail is written
    if (recipients.length === 0)
      throw badRequest(
        query.mailView === 'objects' ? 'mail_objects_without_applicant' : 'mail_recipient_not_found',
      );
    return dialogReply(ctx, recipients.map(contactOf));
  });

  app.post('/api/v1/communication/bulk-mail', guard, async (request) => {
    const body = parse(sendBody, request.body);
    const ctx = contextOf(request, body.mailView);
    if (body.targets.length === 0)
      throw badRequest('mail_no_recipients', {}, { errors: { targets: 'mail_no_recipients' } });
    const { recipients, refused } = partition(await resolveRecipients(app.db, ctx.project.id, body));
    const input = await sendInput(request, ctx, body);
    const kind = input.templateId ? 'template' : 'bulk';
    const outgoing = recipients.map((recipient) => ({ targetId: recipient.targetId, recipient }));
    return sendMails(ctx, outgoing, { ...input, kind, refused, letters: true });
  });

  app.get('/api/v1/communication/bulk-mail/:batchId', guard, async (request) => {
    const { batchId } = pathIds(batchParams, request.params, 'mail_batch_not_found');
    return batchProgress(app.db, app.config, staffContext(request).project.id, batchId);
  });

  app.post('/api/v1/communication/mail-preview', guard, async (request): Promise<MailPreviewReply> => {
    const body = parse(previewBody, request.body);
    const ctx = contextOf(request, body.mailView);
    const [resolved] = await resolveRecipients(app.db, ctx.project.id, {
      mailView: body.mailView,
      targets: [body.targetId],
      // a reference mail speaks of the application's main adult, whichever reference it goes to
      adultId: body.reference ? null : body.adultId,
      apartmentId: body.apartmentId,
    });
    if (!resolved?.ok) throw notFound('mail_recipient_not_found');
    const { recipient } = resolved;
    const signature = await signatureIn(app.db, ctx.project.id, recipient.language);
    let values = placeholderValues(recipient, { ...ctx, publicUrl: app.config.publicUrl });
    if (body.reference) {
      const references = await referencesOf(app.db, ctx.project.id, [recipient], body.reference);
      const reference = references.find((r) => r.personId === (body.adultId ?? null));
      if (!reference) throw notFound('mail_reference_missing');
      values = referenceValues(ctx, reference);
    }
    const mail = renderMail(body.subject, body.body, signature, values);
    return {
      subject: mail.subject,
      body: mail.html,
      adultId: body.reference ? (body.adultId ?? null) : recipient.adultId,
    };
  });

  await app.register(async (uploads) => {
    await uploads.register(multipart, MULTIPART_OPTIONS);
    uploads.post(
      '/api/v1/communication/attachments',
      guard,
      async (request): Promise<MailAttachmentUpload> => {
        const ctx = uploadContextOf(app, request);
        const result = await uploadFromRequest(request, ctx);
        const [file] = result.uploaded;
        const row = file ? await findFile(app.db, ctx.project.id, file.key) : undefined;
        if (!file || !row) {
          const key = result.errors[0]?.messageKey ?? 'upload_failed';
          throw badRequest(key, {}, { errors: { file: key } });
        }
        return { id: row.id, name: row.original_name, size: row.size };
      },
    );
  });

  // One application: every adult is a contact; POST writes to the adult chosen (adultId).
  app.get('/api/v1/communication/:applicationId/send-direct-mail', guard, async (request) => {
    const { applicationId } = pathIds(appParams, request.params, 'application_not_found');
    const ctx = contextOf(request);
    const adults = await scoped(ctx.db, ctx.project.id)
      .selectFrom('application_persons')
      .select('id')
      .where('application_id', '=', applicationId)
      .where('person_type', '=', 'adult')
      .orderBy('position')
      .execute();
    const ids = adults.length === 0 ? [null] : adults.map((a) => a.id);
    const contacts = [];
    for (const adultId of ids) {
      const recipient = await applicationRecipient(ctx.db, ctx.project.id, applicationId, applicationId, {
        adultId,
      });
      if (!recipient) throw notFound('application_not_found');
      contacts.push(contactOf(recipient));
    }
    return dialogReply(ctx, contacts);
  });

  app.post('/api/v1/communication/:applicationId/send-direct-mail', guard, async (request) => {
    const { applicationId } = pathIds(appParams, request.params, 'application_not_found');
    const body = parse(sendBody, request.body);
    const ctx = contextOf(request);
    const recipient = await applicationRecipient(ctx.db, ctx.project.id, applicationId, applicationId, {
      adultId: body.adultId,
      objectId: body.apartmentId ?? null,
    });
    if (!recipient) throw notFound('application_not_found');
    const input = await sendInput(request, ctx, body);
    return sendMails(ctx, [{ targetId: applicationId, recipient }], {
      ...input,
      kind: 'direct',
      refused: [],
      letters: true,
    });
  });

  app.get('/api/v1/communication/:type/reference-mails', guard, async (request) => {
    const { type } = pathOf(typeParams, request.params, 'object_not_found');
    const { targets } = parse(z.object({ targets: targetList }), request.query);
    const ctx = contextOf(request);
    const recipients = resolvedRecipients(
      await resolveRecipients(app.db, ctx.project.id, { mailView: 'applications', targets }),
    );
    return referenceDialog(ctx, type, await referencesOf(app.db, ctx.project.id, recipients, type));
  });

  app.post('/api/v1/communication/:type/reference-mails', guard, async (request) => {
    const { type } = pathOf(typeParams, request.params, 'object_not_found');
    const body = parse(sendBody, request.body);
    const ctx = contextOf(request);
    if (body.targets.length === 0)
      throw badRequest('mail_no_recipients', {}, { errors: { targets: 'mail_no_recipients' } });
    const resolved = await resolveRecipients(app.db, ctx.project.id, {
      mailView: 'applications',
      targets: body.targets,
    });
    const { recipients, refused } = partition(resolved);
    const references = await referencesOf(app.db, ctx.project.id, recipients, type);
    const named = new Set(references.map((r) => r.recipient.targetId));
    const missing = recipients
      .filter((r) => !named.has(r.targetId))
      .map((r) => ({ targetId: r.targetId, message: 'mail_reference_missing' as const }));
    const input = await sendInput(request, ctx, body);
    return sendMails(ctx, referenceOutgoing(ctx, references), {
      ...input,
      kind: 'reference',
      refused: [...refused, ...missing],
      letters: false,
    });
  });

  app.get('/api/v1/communication/manual-offer-denial/:applicationId/:apartmentId', guard, async (request) => {
    const { applicationId, apartmentId } = pathIds(denialParams, request.params, 'application_not_found');
    const ctx = contextOf(request);
    return denialDialog(ctx, await denialRecipient(app.db, ctx.project.id, applicationId, apartmentId));
  });

  app.post(
    '/api/v1/communication/manual-offer-denial/:applicationId/:apartmentId',
    guard,
    async (request) => {
      const { applicationId, apartmentId } = pathIds(denialParams, request.params, 'application_not_found');
      const body = parse(sendBody, request.body);
      const ctx = contextOf(request);
      if (!hasPermission(staffContext(request).subject, 'applications_write')) throw forbidden();
      const recipient = await denialRecipient(app.db, ctx.project.id, applicationId, apartmentId);
      const input = await sendInput(request, ctx, body);
      return sendMails(ctx, [{ targetId: applicationId, recipient }], {
        ...input,
        kind: 'offer_denial',
        refused: [],
        letters: true,
        alongside: (trx) => declineApartment(trx, ctx, applicationId, apartmentId),
      });
    },
  );
}
