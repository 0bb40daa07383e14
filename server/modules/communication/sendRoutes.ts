import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  MailAttachmentUpload,
  MailContact,
  MailPreviewReply,
  MailView,
  ReferenceType,
} from '../../../schema/api/communication';
import {
  mailDialogQuery,
  mailPreviewSchema,
  mailSendSchema,
  REFERENCE_TYPES,
  referenceDialogQuery,
  type MailSendValues,
} from '../../../schema/communication';
import { hasPermission, type PermissionKey } from '../../../schema/permissions';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { badRequest, forbidden, notFound } from '../../core/errors';
import { route } from '../../core/route';
import { scoped } from '../../core/scope';
import { storageFor } from '../../core/storage';
import { MULTIPART_OPTIONS, uploadContextOf, uploadFromRequest } from '../files/uploadRequest';
import { findFile } from '../files/service';
import {
  attachmentFiles,
  commonLanguage,
  dialogReply,
  partition,
  sendMails,
  type SendContext,
} from './bulkMail';
import { prepareReferenceLinks } from '../actionLinks/references';
import { batchProgress } from './bulkMailProgress';
import { COMMUNICATION } from './inbox';
import { declineApartment, denialDialog, denialRecipient } from './offerDenial';
import { placeholderValues, resolveRecipients, contactOf, applicationRecipient } from './recipients';
import {
  referenceDialog,
  referenceOutgoing,
  withReferenceLink,
  referencesOf,
  referenceValues,
  resolvedRecipients,
} from './referenceMails';
import { previewMail } from './render';
import { signatureIn } from './signature';
import { findTemplate } from './templates';

const appParams = rowIdParams('applicationId');
const denialParams = rowIdParams('applicationId', 'apartmentId');
const batchParams = rowIdParams('batchId');
/** the reference type of a path: any text, an unknown one names nothing (404) */
const typeParams = z.object({ type: z.string().max(100) });

const LIST_PERMISSION: Record<MailView, PermissionKey> = {
  applications: 'applications_read',
  objects: 'object_read',
  tenants: 'tenants_read',
  interested: 'interested_people',
};

function referenceTypeOf(type: string): ReferenceType {
  if (!(REFERENCE_TYPES as readonly string[]).includes(type)) throw notFound('object_not_found');
  return type as ReferenceType;
}

/** The mail dialog, bulk mail, preview, attachments, direct, reference and offer-denial mails. */
export async function mailSendRoutes(app: FastifyInstance): Promise<void> {
  const guard = COMMUNICATION;

  /** The send context; the list the targets come from must be readable too. */
  const contextOf = (request: FastifyRequest, view: MailView = 'applications'): SendContext => {
    const { project, user, t, subject } = staffContext(request);
    if (!hasPermission(subject, LIST_PERMISSION[view])) throw forbidden('mail_view_not_allowed');
    return { db: app.db, config: app.config, storage: storageFor(app.config), project, user, t };
  };

  /** What every send takes from its body; an attachment the sender may not read refuses it (403). */
  const sendInput = async (request: FastifyRequest, ctx: SendContext, body: MailSendValues) => {
    if (body.templateId) await findTemplate(ctx.db, ctx.project.id, body.templateId);
    const { subject } = staffContext(request);
    return {
      subject: body.subject,
      body: body.body,
      templateId: body.templateId ?? null,
      attachments: await attachmentFiles(ctx.db, ctx.project.id, subject, body.attachments),
    };
  };

  const noTargets = () => badRequest('mail_no_recipients', {}, { errors: { targets: 'mail_no_recipients' } });

  const bulk = '/api/v1/communication/bulk-mail';
  route(app, { method: 'GET', url: bulk, guard, query: mailDialogQuery }, async ({ request, query }) => {
    const ctx = contextOf(request, query.mailView);
    const { recipients } = partition(await resolveRecipients(app.db, ctx.project.id, query));
    // a dialog with nobody to write to is refused at once, not after the mail is written
    if (recipients.length === 0)
      throw badRequest(
        query.mailView === 'objects' ? 'mail_objects_without_applicant' : 'mail_recipient_not_found',
      );
    return dialogReply(ctx, recipients.map(contactOf));
  });

  route(app, { method: 'POST', url: bulk, guard, body: mailSendSchema }, async ({ request, body }) => {
    const ctx = contextOf(request, body.mailView);
    if (body.targets.length === 0) throw noTargets();
    const { recipients, refused } = partition(await resolveRecipients(app.db, ctx.project.id, body));
    const input = await sendInput(request, ctx, body);
    const kind = input.templateId ? 'template' : 'bulk';
    const outgoing = recipients.map((recipient) => ({ targetId: recipient.targetId, recipient }));
    return sendMails(ctx, outgoing, { ...input, kind, refused, letters: true });
  });

  route(
    app,
    {
      method: 'GET',
      url: `${bulk}/:batchId`,
      guard,
      params: batchParams,
      missing: 'mail_batch_not_found',
    },
    ({ request, params }) =>
      batchProgress(app.db, app.config, staffContext(request).project.id, params.batchId),
  );

  route(
    app,
    { method: 'POST', url: '/api/v1/communication/mail-preview', guard, body: mailPreviewSchema },
    async ({ request, body }): Promise<MailPreviewReply> => {
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
      return {
        ...previewMail(body.subject, body.body, signature, values),
        adultId: body.reference ? (body.adultId ?? null) : recipient.adultId,
      };
    },
  );

  await app.register(async (uploads) => {
    await uploads.register(multipart, MULTIPART_OPTIONS);
    route(
      uploads,
      { method: 'POST', url: '/api/v1/communication/attachments', guard },
      async ({ request }): Promise<MailAttachmentUpload> => {
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
  const direct = {
    url: '/api/v1/communication/:applicationId/send-direct-mail',
    guard,
    params: appParams,
    missing: 'application_not_found',
  } as const;
  route(app, { ...direct, method: 'GET' }, async ({ request, params }) => {
    const { applicationId } = params;
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

  route(app, { ...direct, method: 'POST', body: mailSendSchema }, async ({ request, params, body }) => {
    const { applicationId } = params;
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

  const references = { url: '/api/v1/communication/:type/reference-mails', guard, params: typeParams };
  route(
    app,
    { ...references, method: 'GET', query: referenceDialogQuery },
    async ({ request, params, query }) => {
      const type = referenceTypeOf(params.type);
      const ctx = contextOf(request);
      const recipients = resolvedRecipients(
        await resolveRecipients(app.db, ctx.project.id, { mailView: 'applications', targets: query.targets }),
      );
      return referenceDialog(ctx, type, await referencesOf(app.db, ctx.project.id, recipients, type));
    },
  );

  route(app, { ...references, method: 'POST', body: mailSendSchema }, async ({ request, params, body }) => {
    const type = referenceTypeOf(params.type);
    const ctx = contextOf(request);
    if (body.targets.length === 0) throw noTargets();
    const resolved = await resolveRecipients(app.db, ctx.project.id, {
      mailView: 'applications',
      targets: body.targets,
    });
    const { recipients, refused } = partition(resolved);
    const named = await referencesOf(app.db, ctx.project.id, recipients, type);
    const withReference = new Set(named.map((r) => r.recipient.targetId));
    const missing = recipients
      .filter((r) => !withReference.has(r.targetId))
      .map((r) => ({ targetId: r.targetId, message: 'mail_reference_missing' as const }));
    const input = await sendInput(request, ctx, body);
    // each reference gets its own form link, written with the mails
    const links = prepareReferenceLinks(named, type, app.config.publicUrl);
    const language = commonLanguage(
      named.map((r) => r.recipient.language),
      ctx.project.language as MailContact['language'],
    );
    return sendMails(ctx, referenceOutgoing(ctx, named, links.urls), {
      ...input,
      body: withReferenceLink(input.body, language),
      kind: 'reference',
      refused: [...refused, ...missing],
      letters: false,
      alongside: (trx) => links.insert(trx, ctx.project.id, staffContext(request).user.id),
    });
  });

  const denial = {
    url: '/api/v1/communication/manual-offer-denial/:applicationId/:apartmentId',
    guard,
    params: denialParams,
    missing: 'application_not_found',
  } as const;
  route(app, { ...denial, method: 'GET' }, async ({ request, params }) => {
    const ctx = contextOf(request);
    return denialDialog(
      ctx,
      await denialRecipient(app.db, ctx.project.id, params.applicationId, params.apartmentId),
    );
  });

  route(app, { ...denial, method: 'POST', body: mailSendSchema }, async ({ request, params, body }) => {
    const { applicationId, apartmentId } = params;
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
  });
}
