import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { needs } from '../../../schema/permissions';
import { staffContext } from '../../core/context';
import { parse } from '../../core/validate';
import { getObject } from './service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export async function objectRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/objects/:id', { config: { guard: needs('object_read') } }, async (request) => {
    const { project } = staffContext(request);
    const { id } = parse(idParams, request.params);
    return getObject(app.db, project.id, id);
  });
}
