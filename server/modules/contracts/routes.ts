import type { FastifyInstance } from 'fastify';
import { rowIdParams } from '../../../schema/rowId';
import {
  contractMailPreviewSchema,
  contractMailSchema,
  contractStatusChangeSchema,
  contractTermsSchema,
  contractVersionSchema,
} from '../../../schema/tenantContract';
import { staffContext } from '../../core/context';
import { readOf, route, writeOf } from '../../core/route';
import { storageFor } from '../../core/storage';
import { contentDisposition } from '../files/disposition';
import {
  cancelContract,
  changeContractStatus,
  contractMailPreview,
  contractPreview,
  getContractInfo,
  reminderPreview,
  resetContract,
  saveContractTerms,
  sendContractEmail,
  sendReminder,
} from './service';

const params = rowIdParams('id');
const missing = 'tenant_not_found';
const read = readOf('tenant');
const write = writeOf('tenant');
const tenantUrl = (call: string) => `/api/v1/tenants/:id/${call}`;

/**
 * A tenant's rental agreement (spec 2 sections 7.8 and 7.10): its terms (GET, and POST for the
 * edited ones), the PDF, the mail with the PDF, the reminder, withdrawing it, and the contract
 * state changed from the application (handed over in person, signed on paper).
 */
export async function contractRoutes(app: FastifyInstance): Promise<void> {
  const storage = storageFor(app.config);
  const smtpUrl = app.config.smtpUrl;

  route(
    app,
    { method: 'GET', url: tenantUrl('contract-info'), guard: read, params, missing },
    ({ request, params }) => getContractInfo(app.db, staffContext(request), params.id),
  );

  route(
    app,
    {
      method: 'POST',
      url: tenantUrl('contract-info'),
      guard: write,
      params,
      missing,
      body: contractTermsSchema,
    },
    ({ request, params, body }) => saveContractTerms(app.db, staffContext(request), params.id, body),
  );

  route(
    app,
    {
      method: 'POST',
      url: tenantUrl('reset-to-default'),
      guard: write,
      params,
      missing,
      body: contractVersionSchema,
    },
    ({ request, params, body }) => resetContract(app.db, staffContext(request), params.id, body.version),
  );

  route(
    app,
    { method: 'GET', url: tenantUrl('contract-preview'), guard: read, params, missing },
    async ({ request, reply, params }) => {
      const pdf = await contractPreview(app.db, storage, staffContext(request), params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('inline', pdf.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(pdf.bytes);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: tenantUrl('contract-email-preview'),
      guard: write,
      params,
      missing,
      body: contractMailPreviewSchema,
    },
    ({ request, params, body }) => contractMailPreview(app.db, staffContext(request), params.id, body),
  );

  route(
    app,
    {
      method: 'POST',
      url: tenantUrl('send-contract-email'),
      guard: write,
      params,
      missing,
      body: contractMailSchema,
    },
    ({ request, params, body }) =>
      sendContractEmail(app.db, storage, staffContext(request), params.id, body, app.config),
  );

  route(
    app,
    { method: 'GET', url: tenantUrl('send-contract-reminder-email'), guard: write, params, missing },
    ({ request, params }) => reminderPreview(app.db, staffContext(request), params.id),
  );

  route(
    app,
    {
      method: 'POST',
      url: tenantUrl('send-contract-reminder-email'),
      guard: write,
      params,
      missing,
      body: contractMailSchema,
    },
    ({ request, params, body }) => sendReminder(app.db, staffContext(request), params.id, body, smtpUrl),
  );

  route(
    app,
    {
      method: 'POST',
      url: tenantUrl('cancel-contract'),
      guard: write,
      params,
      missing,
      body: contractVersionSchema,
    },
    ({ request, params, body }) => cancelContract(app.db, staffContext(request), params.id, body.version),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/applications/:id/contract-status-change',
      guard: write,
      params,
      missing,
      body: contractStatusChangeSchema,
    },
    ({ request, params, body }) =>
      changeContractStatus(app.db, storage, staffContext(request), params.id, body),
  );
}
