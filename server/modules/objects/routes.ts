import type { FastifyInstance } from 'fastify';
import { isSaleProject, objectCreateSchema } from '../../../schema/objects';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { readOf, route, writeOf } from '../../core/route';
import { removeStoredFiles } from '../../lists/routes';
import { objectTypeParam } from './common';
import { createInit, createObject, objectPageBody, validatePage } from './create';
import { editObject, objectEditBody } from './edit';
import { deleteObject } from './remove';
import { getObject } from './service';
import { objectStateRoutes } from './stateRoutes';

const read = readOf('objects');
const write = writeOf('objects');
const params = rowIdParams('id');
const missing = 'object_not_found';

/** One object: detail, creation wizard, edit, delete (spec 2 section 7.7); its states in stateRoutes.ts. */
export async function objectRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    { method: 'GET', url: '/api/v1/objects/:id', guard: read, params, missing },
    ({ request, params }) => getObject(app.db, staffContext(request).project, params.id),
  );

  // an unknown :type is not found (404), before the body is read
  route(app, { method: 'GET', url: '/api/v1/objects/:type/create', guard: write }, ({ request }) => {
    const { project, t } = staffContext(request);
    return createInit(app.db, project, objectTypeParam(request.params), t);
  });

  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/objects/:type/create',
      guard: write,
      body: ({ request }) =>
        objectCreateSchema(
          objectTypeParam(request.params),
          isSaleProject(staffContext(request).project.type),
        ),
    },
    async ({ request, reply, body }) => {
      const detail = await createObject(app.db, staffContext(request), objectTypeParam(request.params), body);
      return reply.status(201).send(detail);
    },
  );

  route(
    app,
    { method: 'POST', url: '/api/v1/objects/:type/validation', guard: write, body: objectPageBody },
    ({ request, body }) =>
      validatePage(app.db, staffContext(request).project, objectTypeParam(request.params), body),
  );

  route(
    app,
    { method: 'GET', url: '/api/v1/objects/:id/edit', guard: write, params, missing },
    ({ request, params }) => getObject(app.db, staffContext(request).project, params.id),
  );

  // v1 and v2 of the edit call take the same fields (docs/decisions.md); the fields are those of
  // the stored object's type, so the body's schema is chosen by reading it
  for (const version of ['v1', 'v2']) {
    route(
      app,
      {
        method: 'POST',
        url: `/api/${version}/objects/:id/edit`,
        guard: write,
        params,
        missing,
        body: ({ request, params }) => objectEditBody(app.db, staffContext(request).project, params.id),
      },
      ({ request, params, body }) => editObject(app.db, staffContext(request), params.id, body),
    );
  }

  route(
    app,
    { method: 'DELETE', url: '/api/v1/objects/:id', guard: write, params, missing },
    async ({ request, params }) => {
      const ctx = staffContext(request);
      const sale = isSaleProject(ctx.project.type);
      const { title, removedFiles } = await deleteObject(app.db, ctx, sale, params.id);
      await removeStoredFiles(app, request, removedFiles);
      return { message: ctx.t('object_deleted', { title }) };
    },
  );

  await app.register(objectStateRoutes);
}
