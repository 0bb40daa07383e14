import type { FastifyInstance } from 'fastify';
import { rowIdParams } from '../../../schema/rowId';
import { terminateTenantSchema } from '../../../schema/tenants';
import { staffContext } from '../../core/context';
import { readOf, route, writeOf } from '../../core/route';
import { deleteTenant, getDeleteInfo, getTenant, getTerminateInfo, terminateTenant } from './service';

const params = rowIdParams('id');
const missing = 'tenant_not_found';
const read = readOf('tenant');
const write = writeOf('tenant');

/** A tenant's calls (spec 2 section 7.10): its page, its termination, its removal. */
export async function tenantRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    { method: 'GET', url: '/api/v1/tenants/:id', guard: read, params, missing },
    ({ request, params }) => getTenant(app.db, staffContext(request), params.id),
  );

  route(
    app,
    { method: 'GET', url: '/api/v1/tenants/:id/terminate-info', guard: read, params, missing },
    ({ request, params }) => getTerminateInfo(app.db, staffContext(request), params.id),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/tenants/:id/terminate',
      guard: write,
      params,
      missing,
      body: terminateTenantSchema,
    },
    ({ request, params, body }) => terminateTenant(app.db, staffContext(request), params.id, body),
  );

  route(
    app,
    { method: 'GET', url: '/api/v1/tenants/:id/delete-info', guard: read, params, missing },
    ({ request, params }) => getDeleteInfo(app.db, staffContext(request), params.id),
  );

  route(
    app,
    { method: 'DELETE', url: '/api/v1/tenants/:id', guard: write, params, missing },
    ({ request, params }) => deleteTenant(app.db, staffContext(request), params.id),
  );
}
