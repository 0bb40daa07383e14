import {
  DOCUMENT_REQUEST_DAYS,
  actionLinkState,
  type ActionLinkState,
  type DocumentsRequestBody,
} from '../../../schema/actionLinks';
import type {
  DocumentsRequestInfoReply,
  DocumentsRequestOverview,
  DocumentsRequestReply,
  RequestedCategory,
} from '../../../schema/api/actionLinks';
import { documentFields, localized, type FormDefinition } from '../../../schema/applicationForm';
import { isClosedApplicationState } from '../../../schema/applicationStates';
import { formatDate, swissDay } from '../../../schema/dates';
import type { Config } from '../../core/config';
import type { StaffContext } from '../../core/context';
import { recordAudit } from '../../core/audit';
import { ApiError, badRequest, notFound } from '../../core/errors';
import { translate } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { ActionLink } from '../../db/tables/actionLinks';
import type { Application } from '../../db/tables/applications';
import type { Project } from '../../db/types';
import { currentForm, formById } from '../applicationForms/forms';
import { findApplication } from '../applicationFlow/common';
import { conversationFor, queueConversationMail } from '../communication/conversations';
import { applicationRecipient, salutationOf } from '../communication/recipients';
import { escapeHtml, renderMail } from '../communication/render';
import { signatureIn } from '../communication/signature';
import {
  actionPageUrl,
  contactOf,
  createActionLink,
  daysFrom,
  detailsOf,
  languageOf,
  linkOfUuid,
} from './links';

/**
 * The document request (`action/{uuid}/{token}/documents-upload-form`): staff ask the household
 * for documents of the application form's file fields with a message; the mail carries the link;
 * the household uploads through the application form's upload checks until the link expires (or
 * the application closes); every upload lands in the application's documents and tells the staff.
 */

export async function formOf(db: Executor, projectId: number, app: Application): Promise<FormDefinition> {
  const form =
    app.form_id === null ? await currentForm(db, projectId) : await formById(db, projectId, app.form_id);
  return form.definition;
}

export function categoriesOf(
  definition: FormDefinition,
  keys: readonly string[],
  lang: Parameters<typeof localized>[1],
): RequestedCategory[] {
  const fields = documentFields(definition);
  return keys.flatMap((key) => {
    const field = fields.find((f) => f.key === key);
    if (!field) return [];
    return [
      {
        key,
        label: localized(field.label, lang),
        scope: field.scope === 'household' ? 'household' : 'adult',
      },
    ];
  });
}

/** POST /api/v1/applications/{id}/documents-request (staff) */
export async function requestDocuments(
  db: Executor,
  ctx: StaffContext,
  config: Pick<Config, 'mailDomain' | 'mailFrom' | 'smtpUrl' | 'publicUrl'>,
  id: number,
  body: DocumentsRequestBody,
): Promise<DocumentsRequestReply> {
  const projectId = ctx.project.id;
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, projectId);
    const app = await findApplication(scope, id);
    const definition = await formOf(trx, projectId, app);
    const known = new Set(documentFields(definition).map((f) => f.key));
    const unknown = body.categories.find((key) => !known.has(key));
    if (unknown !== undefined) {
      throw badRequest(
        'documents_request_category_unknown',
        { category: unknown },
        { errors: { categories: 'choice_invalid' } },
      );
    }
    const now = new Date();
    const expiresAt = daysFrom(now, DOCUMENT_REQUEST_DAYS);
    const { row, token } = await createActionLink(trx, projectId, {
      purpose: 'documents',
      applicationId: app.id,
      details: { categories: body.categories, message: body.message },
      expiresAt,
      createdBy: ctx.user.id,
    });
    await recordAudit(trx, [
      {
        projectId,
        userId: ctx.user.id,
        action: 'documents_requested',
        entity: 'applications',
        entityId: app.id,
        before: null,
        after: { request: row.id, categories: body.categories },
      },
    ]);
    const recipient = await applicationRecipient(trx, projectId, app.id, app.id);
    if (!recipient?.email) {
      const message = ctx.t('documents_request_no_address');
      return {
        id: row.id,
        expires_at: expiresAt,
        mail: { status: 'no_address', to: null, message },
        message,
      };
    }
    const lang = recipient.language;
    const link = actionPageUrl.documents(config.publicUrl, row.public_id, token);
    const categories = categoriesOf(definition, body.categories, lang)
      .map((c) => c.label)
      .join(', ');
    const html = translate(lang, 'documents_request_body', {
      salutation: escapeHtml(salutationOf(recipient)),
      categories: escapeHtml(categories),
      message: body.message ? `<p>${escapeHtml(body.message).replace(/\n/g, '<br>')}</p>` : '',
      until: formatDate(swissDay(new Date(expiresAt))),
      link: escapeHtml(link),
    });
    const mail = renderMail(
      translate(lang, 'documents_request_subject'),
      html,
      await signatureIn(trx, projectId, lang),
      {},
    );
    const conversation = await conversationFor(trx, projectId, {
      applicationId: app.id,
      personId: recipient.adultId,
      objectId: app.object_id,
      email: recipient.email,
      name: recipient.name,
      language: lang,
    });
    await queueConversationMail(trx, config, projectId, {
      conversation,
      kind: 'system',
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      sentBy: ctx.user.id,
      fromName: ctx.project.title.replace(/[\r\n]+/g, ' '),
    });
    const waiting = config.smtpUrl === null;
    const message = ctx.t(waiting ? 'documents_request_waiting' : 'documents_request_sent', {
      email: recipient.email,
    });
    return {
      id: row.id,
      expires_at: expiresAt,
      mail: { status: waiting ? 'waiting' : 'queued', to: recipient.email, message },
      message,
    };
  });
}

export const requestedKeys = (link: ActionLink): string[] => {
  const categories = detailsOf(link).categories;
  return Array.isArray(categories) ? categories.filter((c): c is string => typeof c === 'string') : [];
};

/** How a document link stands: a closed application's is revoked. */
export function documentsLinkState(link: ActionLink, app: Application): ActionLinkState {
  const state = actionLinkState(link);
  return state === 'open' && isClosedApplicationState(app.progress_state) ? 'revoked' : state;
}

/** The link of a document request page and its application, in the project. */
export async function documentsLink(db: Executor, project: Project, uuid: string, token: string) {
  const link = await linkOfUuid(db, project.id, 'documents', uuid, token);
  const app = await findApplication(scoped(db, project.id), link.application_id);
  return { link, app };
}

/** GET /api/v1/applications/adult-document-list/{uuid}/{token}/init */
export async function documentsRequestInfo(
  db: Executor,
  project: Project,
  uuid: string,
  token: string,
  requestLang: Parameters<typeof localized>[1],
): Promise<DocumentsRequestInfoReply> {
  const { link, app } = await documentsLink(db, project, uuid, token);
  const state = documentsLinkState(link, app);
  const base = { state, contact: contactOf(project), language: languageOf(app.language, project) };
  if (state !== 'open') return { ...base, request: null };
  const definition = await formOf(db, project.id, app);
  const scope = scoped(db, project.id);
  const adults = await scope
    .selectFrom('application_persons')
    .select(['id', 'first_name', 'last_name'])
    .where('application_id', '=', app.id)
    .where('person_type', '=', 'adult')
    .orderBy('position')
    .execute();
  const uploaded = await scope
    .selectFrom('application_documents')
    .innerJoin('uploaded_files', 'uploaded_files.id', 'application_documents.file_id')
    .select([
      'application_documents.id as id',
      'application_documents.category as category',
      'application_documents.created_at as created_at',
      'uploaded_files.original_name as name',
      'uploaded_files.size as size',
    ])
    .where('application_documents.application_id', '=', app.id)
    .where('application_documents.created_at', '>=', link.created_at)
    .where('application_documents.category', 'in', requestedKeys(link).length ? requestedKeys(link) : [''])
    .orderBy('application_documents.id')
    .execute();
  return {
    ...base,
    request: {
      applicant_name: app.main_name,
      message: typeof detailsOf(link).message === 'string' ? (detailsOf(link).message as string) : '',
      categories: categoriesOf(definition, requestedKeys(link), requestLang),
      adults: adults.map((a) => ({ id: Number(a.id), name: `${a.first_name} ${a.last_name}`.trim() })),
      uploaded: uploaded.map((d) => ({
        id: Number(d.id),
        category: d.category,
        name: d.name,
        size: Number(d.size),
        created_at: d.created_at,
      })),
      expires_at: link.expires_at,
    },
  };
}

const CLOSED_REASON = {
  used: 'action_link_used',
  expired: 'action_link_expired',
  revoked: 'action_link_revoked',
} as const;

/** GET /api/v1/applications/{id}/documents-request (staff): what may be asked, and what was. */
export async function documentsRequestOverview(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<DocumentsRequestOverview> {
  const projectId = ctx.project.id;
  const scope = scoped(db, projectId);
  const app = await findApplication(scope, id);
  const definition = await formOf(db, projectId, app);
  const links = await scope
    .selectFrom('action_links')
    .selectAll()
    .where('application_id', '=', app.id)
    .where('purpose', '=', 'documents')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const documents = await scope
    .selectFrom('application_documents')
    .select(['category', 'created_at'])
    .where('application_id', '=', app.id)
    .execute();
  return {
    categories: documentFields(definition).map((field) => ({
      key: field.key,
      label: localized(field.label, ctx.lang),
      scope: field.scope === 'household' ? 'household' : 'adult',
    })),
    requests: links.map((link) => {
      const keys = requestedKeys(link);
      const message = detailsOf(link).message;
      return {
        id: link.id,
        categories: categoriesOf(definition, keys, ctx.lang),
        message: typeof message === 'string' ? message : '',
        state: documentsLinkState(link, app),
        uploaded: documents.filter((d) => keys.includes(d.category) && d.created_at >= link.created_at)
          .length,
        created_at: link.created_at,
        expires_at: link.expires_at,
      };
    }),
  };
}

/**
 * POST /api/v1/applications/{id}/documents-request/{requestId}/revoke (staff): the link stops
 * working at once; a link already closed (expired, revoked) answers 409 with the reason.
 */
export async function revokeDocumentsRequest(
  db: Executor,
  ctx: StaffContext,
  id: number,
  requestId: number,
): Promise<{ message: string }> {
  const projectId = ctx.project.id;
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, projectId);
    const app = await findApplication(scope, id);
    const link = await scope
      .selectFrom('action_links')
      .selectAll()
      .where('id', '=', requestId)
      .where('application_id', '=', app.id)
      .where('purpose', '=', 'documents')
      .executeTakeFirst();
    if (!link) throw notFound('documents_request_not_found');
    const state = documentsLinkState(link, app);
    if (state !== 'open') throw new ApiError(409, CLOSED_REASON[state]);
    const now = new Date().toISOString();
    const marked = await scope
      .updateTable('action_links')
      .set({ revoked_at: now })
      .where('id', '=', link.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) throw new ApiError(409, 'action_link_revoked');
    await recordAudit(trx, [
      {
        projectId,
        userId: ctx.user.id,
        action: 'documents_request_revoked',
        entity: 'applications',
        entityId: app.id,
        before: { request: link.id },
        after: null,
      },
    ]);
    return { message: ctx.t('documents_request_revoked') };
  });
}
