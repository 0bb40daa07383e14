import type { FastifyInstance } from 'fastify';
import { isSaleProject } from '../../../schema/objects';
import { staffContext } from '../../core/context';
import { removeStoredFiles } from '../../lists/routes';
import { idParam, objectTypeParam } from './common';
import { createInit, createObject, validatePage } from './create';
import { editObject } from './edit';
import { deleteObject } from './remove';
import { getObject } from './service';
import { objectStateRoutes } from './stateRoutes';
import { RESOURCES, writePermissionOf } from '../../../schema/resources';

const read = { guard: RESOURCES.objects.permission };
const write = { guard: writePermissionOf('objects') };

/** One object: detail, creation wizard, edit, delete (spec 2 section 7.7); its states in stateRoutes.ts. */
export async function objectRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/objects/:id', { config: read }, async (request) => {
    const { project } = staffContext(request);
    return getObject(app.db, project, idParam(request.params));
  });

  app.get('/api/v1/objects/:type/create', { config: write }, async (request) => {
    const { project, t } = staffContext(request);
    return createInit(app.db, project, objectTypeParam(request.params), t);
  });

  app.post('/api/v1/objects/:type/create', { config: write }, async (request, reply) => {
    const ctx = staffContext(request);
    const detail = await createObject(app.db, ctx, objectTypeParam(request.params), request.body);
    return reply.status(201).send(detail);
  });

  app.post('/api/v1/objects/:type/validation', { config: write }, async (request) => {
    const { project } = staffContext(request);
    return validatePage(app.db, project, objectTypeParam(request.params), request.body);
  });

  app.get('/api/v1/objects/:id/edit', { config: write }, async (request) => {
    const { project } = staffContext(request);
    return getObject(app.db, project, idParam(request.params));
  });

  // v1 and v2 of the edit call take the same fields (docs/decisions.md)
  for (const version of ['v1', 'v2']) {
    app.post(`/api/${version}/objects/:id/edit`, { config: write }, async (request) => {
      return editObject(app.db, staffContext(request), idParam(request.params), request.body);
    });
  }

  app.delete('/api/v1/objects/:id', { config: write }, async (request) => {
    const ctx = staffContext(request);
    const sale = isSaleProject(ctx.project.type);
    const { title, removedFiles } = await deleteObject(app.db, ctx, sale, idParam(request.params));
    await removeStoredFiles(app, request, removedFiles);
    return { message: ctx.t('object_deleted', { title }) };
  });

  await app.register(objectStateRoutes);
}
