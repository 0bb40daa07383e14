import type { FastifyInstance } from 'fastify';
import { buildingEditSchema, buildingInputSchema } from '../../../schema/objects';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { readOf, route, writeOf } from '../../core/route';
import { buildingCreateInit, createBuilding, deleteBuilding, editBuilding, getBuilding } from './service';

const read = readOf('buildings');
const write = writeOf('buildings');
const params = rowIdParams('id');
const missing = 'building_not_found';

/** Create, edit and delete buildings (spec 2 section 7.14); their list is buildings/ (lists.ts). */
export async function buildingRoutes(app: FastifyInstance): Promise<void> {
  route(app, { method: 'GET', url: '/api/v1/buildings/create', guard: write }, ({ request }) =>
    buildingCreateInit(app.db, staffContext(request).project),
  );

  route(
    app,
    { method: 'POST', url: '/api/v1/buildings/create', guard: write, body: buildingInputSchema },
    async ({ request, reply, body }) =>
      reply.status(201).send(await createBuilding(app.db, staffContext(request), body)),
  );

  route(
    app,
    { method: 'GET', url: '/api/v1/buildings/:id', guard: read, params, missing },
    ({ request, params }) => getBuilding(app.db, staffContext(request).project, params.id),
  );

  route(
    app,
    { method: 'GET', url: '/api/v1/buildings/:id/edit', guard: write, params, missing },
    ({ request, params }) => getBuilding(app.db, staffContext(request).project, params.id),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/buildings/:id/edit',
      guard: write,
      params,
      missing,
      body: buildingEditSchema,
    },
    ({ request, params, body }) => editBuilding(app.db, staffContext(request), params.id, body),
  );

  route(
    app,
    { method: 'DELETE', url: '/api/v1/buildings/:id', guard: write, params, missing },
    async ({ request, params }) => {
      const ctx = staffContext(request);
      const { title } = await deleteBuilding(app.db, ctx, params.id);
      return { message: ctx.t('building_deleted', { title }) };
    },
  );
}
