import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_ROW_ID } from '../../../schema/constants';
import { needs } from '../../../schema/permissions';
import { staffContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { parse } from '../../core/validate';
import { getObject } from './service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export async function objectRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/objects/:id', { config: { guard: needs('object_read') } }, async (request) => {
    const { project } = staffContext(request);
    const { id } = parse(idParams, request.params);
    if (id > MAX_ROW_ID) throw notFound('object_not_found');
    return getObject(app.db, project.id, id);
  });
}
