import type { FastifyInstance } from 'fastify';
import { depositInputSchema } from '../../../schema/deposit';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { readOf, route, writeOf } from '../../core/route';
import { getDeposit, saveApplicationDeposit, saveDeposit } from './deposit';

const params = rowIdParams('id');
const read = readOf('tenant');
const write = writeOf('tenant');

/**
 * A tenancy's deposit: read and recorded on the tenant's page, and recorded for the tenancy an
 * application became (spec 2 section 7.8, `deposit-provider`). The rule of three monthly rents
 * needs the tenancy's rent, so the service checks it after the body's own rules.
 */
export async function depositRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    { method: 'GET', url: '/api/v1/tenants/:id/deposit', guard: read, params, missing: 'tenant_not_found' },
    ({ request, params }) => getDeposit(app.db, staffContext(request), params.id),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/tenants/:id/deposit',
      guard: write,
      params,
      missing: 'tenant_not_found',
      body: depositInputSchema,
    },
    ({ request, params, body }) => saveDeposit(app.db, staffContext(request), params.id, body),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/applications/:id/deposit-provider',
      guard: write,
      params,
      missing: 'application_not_found',
      body: depositInputSchema,
    },
    ({ request, params, body }) => saveApplicationDeposit(app.db, staffContext(request), params.id, body),
  );
}
