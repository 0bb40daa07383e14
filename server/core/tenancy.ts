import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Project } from '../db/types';
import { notFound } from './errors';

export const DEFAULT_TENANT = 'rent';

/**
 * The tenant name of a request: the `tenant-name` header, else the first label of a host that
 * has a subdomain, else `rent` (spec 2 section 7.1).
 */
export function tenantName(request: Pick<FastifyRequest, 'headers' | 'hostname'>): string {
  const header = request.headers['tenant-name'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value && value.trim()) return value.trim().toLowerCase();
  const host = (request.hostname ?? '').split(':')[0] ?? '';
  const labels = host.split('.');
  const isIp = /^[\d.]+$/.test(host);
  const hasSubdomain = labels.length > 2 || (labels.length === 2 && labels[1] === 'localhost');
  if (!isIp && hasSubdomain && labels[0]) return labels[0].toLowerCase();
  return DEFAULT_TENANT;
}

export async function resolveProject(db: Kysely<Database>, request: FastifyRequest): Promise<Project> {
  const name = tenantName(request);
  const project = await db.selectFrom('projects').selectAll().where('slug', '=', name).executeTakeFirst();
  if (!project) throw notFound('unknown_project', { name });
  return project;
}
