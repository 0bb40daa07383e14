import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantName } from '../../core/tenancy';
import type { Database } from '../../db/types';
import { getObjectListSettings } from './settings';

/**
 * The frame-ancestors of the iframe pages of a request's project (server/core/headers.ts): the
 * project's own origin and the sites settings > website allows; `'none'` for a host that names no
 * project. Only the iframe pages ask; every other reply keeps frame-ancestors 'none'.
 */
export function projectFrameAncestors(db: Kysely<Database>) {
  return async (request: FastifyRequest): Promise<string> => {
    const project = await db
      .selectFrom('projects')
      .select('id')
      .where('slug', '=', tenantName(request))
      .executeTakeFirst();
    if (!project) return "'none'";
    const { frameDomains } = await getObjectListSettings(db, project.id);
    return ["'self'", ...frameDomains].join(' ');
  };
}
