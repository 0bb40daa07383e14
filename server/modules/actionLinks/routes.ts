import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  REFERENCE_TYPES,
  documentsRequestSchema,
  offerConfirmSchema,
  type ReferenceKind,
} from '../../../schema/actionLinks';
import { rowIdParams } from '../../../schema/rowId';
import { requireProject, staffContext } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';
import { translate } from '../../core/i18n/index';
import { PUBLIC, readOf, route, writeOf } from '../../core/route';
import { storageFor } from '../../core/storage';
import { publicQuotaBytes } from '../files/quota';
import { MULTIPART_OPTIONS } from '../files/uploadRequest';
import { uploadDocuments } from '../publicApplications/documents';
import { checkRate, linkWriteRules, recordRate } from '../publicApplications/rateLimit';
import {
  documentsLink,
  documentsLinkState,
  documentsRequestInfo,
  formOf,
  requestDocuments,
  documentsRequestOverview,
  revokeDocumentsRequest,
  requestedKeys,
} from './documents';
import { languageOf } from './links';
import { notifyStaff } from './notify';
import { offerConfirm, offerInfo } from './offer';
import { answerReference, applicationReferences, referenceInfo } from './references';

/** An `{id}` page's id is the link's token; links.ts checks it (a wrong one is 404). */
const tokenParams = z.object({ id: z.string() });
const referenceParams = z.object({ id: z.string(), type: z.string() });
const uuidParams = z.object({ uuid: z.string(), token: z.string() });

const referenceType = (type: string): ReferenceKind => {
  if (!(REFERENCE_TYPES as readonly string[]).includes(type)) throw notFound('action_link_invalid');
  return type as ReferenceKind;
};

/**
 * The public action pages' calls (spec 1 section 2, spec 2 sections 7.2 and 7.8), without a
 * session, in the project of the request's host: the offer answer, the reference form and the
 * document request's upload; and the staff's side: asking for documents, reading the references.
 * Every public write is rate limited per client address like the application form's link writes.
 */
export async function actionLinkRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, MULTIPART_OPTIONS);

  /** The rate limit of a write through a link, checked first and counted once it is done. */
  async function limited<T>(request: FastifyRequest, write: () => Promise<T>): Promise<T> {
    const rules = linkWriteRules(request.ip, app.config);
    await checkRate(app.db, rules);
    const result = await write();
    await recordRate(app.db, rules);
    return result;
  }

  // ---- the offer ----
  route(
    app,
    { method: 'GET', url: '/api/v1/applications/:id/offer-info/init', guard: PUBLIC, params: tokenParams },
    ({ request, params }) => offerInfo(app.db, requireProject(request), params.id),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/applications/:id/offer-confirm',
      guard: PUBLIC,
      params: tokenParams,
      body: offerConfirmSchema,
    },
    ({ request, params, body }) =>
      limited(request, () => offerConfirm(app.db, requireProject(request), params.id, body, request.t)),
  );

  // ---- references ----
  const reference = '/api/v1/adults/:id/evaluation/:type/reference';
  route(
    app,
    { method: 'GET', url: `${reference}/init`, guard: PUBLIC, params: referenceParams },
    ({ request, params }) =>
      referenceInfo(app.db, requireProject(request), params.id, referenceType(params.type)),
  );
  route(
    app,
    { method: 'POST', url: reference, guard: PUBLIC, params: referenceParams },
    ({ request, params }) => {
      const type = referenceType(params.type);
      // the answers are checked against the link's own questions, once it is found
      return limited(request, () =>
        answerReference(app.db, requireProject(request), params.id, type, request.body, request.t),
      );
    },
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/v1/applications/:id/references',
      guard: readOf('applications'),
      params: rowIdParams('id'),
      missing: 'application_not_found',
    },
    ({ request, params }) => applicationReferences(app.db, staffContext(request).project.id, params.id),
  );

  // ---- documents ----
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/applications/:id/documents-request',
      guard: writeOf('applications'),
      params: rowIdParams('id'),
      missing: 'application_not_found',
      body: documentsRequestSchema,
    },
    ({ request, params, body }) =>
      requestDocuments(app.db, staffContext(request), app.config, params.id, body),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/v1/applications/:id/documents-request',
      guard: readOf('applications'),
      params: rowIdParams('id'),
      missing: 'application_not_found',
    },
    ({ request, params }) => documentsRequestOverview(app.db, staffContext(request), params.id),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/applications/:id/documents-request/:requestId/revoke',
      guard: writeOf('applications'),
      params: rowIdParams('id', 'requestId'),
      missing: 'documents_request_not_found',
    },
    ({ request, params }) =>
      revokeDocumentsRequest(app.db, staffContext(request), params.id, params.requestId),
  );
  const documents = '/api/v1/applications/adult-document-list/:uuid/:token';
  route(
    app,
    { method: 'GET', url: `${documents}/init`, guard: PUBLIC, params: uuidParams },
    ({ request, params }) =>
      documentsRequestInfo(app.db, requireProject(request), params.uuid, params.token, request.lang),
  );
  route(
    app,
    { method: 'POST', url: `${documents}/upload`, guard: PUBLIC, params: uuidParams },
    async ({ request, reply, params }) => {
      const project = requireProject(request);
      const { link, app: application } = await documentsLink(app.db, project, params.uuid, params.token);
      const state = documentsLinkState(link, application);
      if (state !== 'open') {
        throw new ApiError(410, state === 'expired' ? 'action_link_expired' : 'action_link_revoked');
      }
      const writeRules = linkWriteRules(request.ip, app.config);
      await checkRate(app.db, writeRules);
      const result = await uploadDocuments(
        {
          db: app.db,
          project,
          application,
          definition: await formOf(app.db, project.id, application),
          t: request.t,
          writeRules,
          categories: new Set(requestedKeys(link)),
          storage: storageFor(app.config),
          limits: {
            publicQuotaBytes: publicQuotaBytes(app.config),
            perApplicationBytes: app.config.publicUploadBytesPerApplication,
            perAddressPerHourBytes: app.config.publicUploadBytesPerAddressPerHour,
          },
          address: request.ip,
          log: request.log,
        },
        request,
      );
      if (result.uploaded.length > 0) {
        const lang = languageOf(project.language, project);
        await notifyStaff(
          app.db,
          project.id,
          application,
          translate(lang, 'documents_uploaded_notice_subject', { name: application.main_name }),
          translate(lang, 'documents_uploaded_notice', {
            name: application.main_name,
            count: result.uploaded.length,
            files: result.uploaded.map((d) => d.file_name).join(', '),
          }),
        );
      }
      return reply.status(result.status === 'error' ? 400 : 200).send(result);
    },
  );
}
