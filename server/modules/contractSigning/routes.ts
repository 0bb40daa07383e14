import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rowIdParams } from '../../../schema/rowId';
import { contractSignSchema } from '../../../schema/contractSigning';
import { contractVersionSchema } from '../../../schema/tenantContract';
import { requireProject, staffContext } from '../../core/context';
import { PUBLIC, route, writeOf } from '../../core/route';
import { storageFor } from '../../core/storage';
import { contentDisposition } from '../files/disposition';
import { checkRate, linkWriteRules, recordRate } from '../publicApplications/rateLimit';
import { countersignContract, resendSigner, revokeSigner } from '../contracts/service';
import { sendSigningCode, signContract, signingDocument, signingPageInfo } from './public';

const uuidParams = z.object({ uuid: z.string(), token: z.string() });
const signerParams = rowIdParams('id', 'signerId');
const tenantParams = rowIdParams('id');

/**
 * Digital signing of rental agreements (V2, spec 2 sections 7.8 and 7.10): the public signing
 * page's calls under contract-signing/{uuid}/{token} (rate limited per client address like every
 * link write), and the staff's: revoke or renew a signer's link, countersign.
 */
export async function contractSigningRoutes(app: FastifyInstance): Promise<void> {
  const storage = storageFor(app.config);
  const write = writeOf('tenant');
  const missing = 'tenant_not_found';

  async function limited<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    const rules = linkWriteRules(request.ip, app.config);
    await checkRate(app.db, rules);
    try {
      return await work();
    } finally {
      await recordRate(app.db, rules);
    }
  }

  const base = '/api/v1/contract-signing/:uuid/:token';
  route(
    app,
    { method: 'GET', url: `${base}/init`, guard: PUBLIC, params: uuidParams },
    ({ request, params }) => signingPageInfo(app.db, requireProject(request), params.uuid, params.token),
  );
  route(
    app,
    { method: 'GET', url: `${base}/document`, guard: PUBLIC, params: uuidParams },
    async ({ request, reply, params }) => {
      const bytes = await signingDocument(
        app.db,
        storage,
        requireProject(request),
        params.uuid,
        params.token,
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('inline', 'contract.pdf'))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(bytes);
    },
  );
  route(
    app,
    { method: 'POST', url: `${base}/code`, guard: PUBLIC, params: uuidParams },
    ({ request, params }) =>
      limited(request, () => sendSigningCode(app.db, requireProject(request), params.uuid, params.token)),
  );
  route(
    app,
    { method: 'POST', url: `${base}/sign`, guard: PUBLIC, params: uuidParams, body: contractSignSchema },
    ({ request, params, body }) =>
      limited(request, () =>
        signContract(app.db, requireProject(request), params.uuid, params.token, body, request.ip),
      ),
  );

  const signer = '/api/v1/tenants/:id/contract-signers/:signerId';
  route(
    app,
    { method: 'POST', url: `${signer}/revoke`, guard: write, params: signerParams, missing },
    ({ request, params }) => revokeSigner(app.db, staffContext(request), params.id, params.signerId),
  );
  route(
    app,
    { method: 'POST', url: `${signer}/resend`, guard: write, params: signerParams, missing },
    ({ request, params }) =>
      resendSigner(app.db, staffContext(request), params.id, params.signerId, app.config),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/tenants/:id/countersign',
      guard: write,
      params: tenantParams,
      missing,
      body: contractVersionSchema,
    },
    ({ request, params, body }) =>
      countersignContract(app.db, storage, staffContext(request), params.id, body.version),
  );
}
