import type { FastifyInstance } from 'fastify';
import { staffContext } from '../../core/context';
import { idParam } from '../objects/common';
import { buildingCreateInit, createBuilding, deleteBuilding, editBuilding, getBuilding } from './service';
import { RESOURCES, writePermissionOf } from '../../../schema/resources';

const read = { guard: RESOURCES.buildings.permission };
const write = { guard: writePermissionOf('buildings') };

/** Create, edit and delete buildings (spec 2 section 7.14); their list is buildings/ (lists.ts). */
export async function buildingRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/buildings/create', { config: write }, async (request) => {
    return buildingCreateInit(app.db, staffContext(request).project);
  });

  app.post('/api/v1/buildings/create', { config: write }, async (request, reply) => {
    return reply.status(201).send(await createBuilding(app.db, staffContext(request), request.body));
  });

  app.get('/api/v1/buildings/:id', { config: read }, async (request) => {
    return getBuilding(app.db, staffContext(request).project, idParam(request.params, 'building_not_found'));
  });

  app.get('/api/v1/buildings/:id/edit', { config: write }, async (request) => {
    return getBuilding(app.db, staffContext(request).project, idParam(request.params, 'building_not_found'));
  });

  app.post('/api/v1/buildings/:id/edit', { config: write }, async (request) => {
    const id = idParam(request.params, 'building_not_found');
    return editBuilding(app.db, staffContext(request), id, request.body);
  });

  app.delete('/api/v1/buildings/:id', { config: write }, async (request) => {
    const ctx = staffContext(request);
    const { title } = await deleteBuilding(app.db, ctx, idParam(request.params, 'building_not_found'));
    return { message: ctx.t('building_deleted', { title }) };
  });
}
