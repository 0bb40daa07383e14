import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffContext } from '../core/context';
import { notFound } from '../core/errors';
import { runBulk } from './bulk';
import { parseListParams } from './params';
import { tableData } from './tableData';
import type { ListContext, ListSchema } from './types';

export function listContext(app: FastifyInstance, request: FastifyRequest): ListContext {
  const { project, user, subject, t, lang } = staffContext(request);
  return { db: app.db, dialect: app.dialect, project, user, subject, t, lang };
}

/** One GET (table data) and one POST (bulk action) per list path. */
export function registerList(app: FastifyInstance, schema: ListSchema): void {
  const url = `/api/v1/${schema.path}`;
  const context = (request: FastifyRequest) => {
    const ctx = listContext(app, request);
    if (schema.projectTypes && !schema.projectTypes.includes(ctx.project.type))
      throw notFound('list_not_in_project');
    return ctx;
  };
  app.get(url, { config: { guard: schema.permission } }, async (request) => {
    const ctx = context(request);
    return tableData(schema, ctx, parseListParams(schema, request.query as Record<string, unknown>));
  });
  app.post(url, { config: { guard: schema.permission } }, async (request, reply) => {
    const outcome = await runBulk(schema, context(request), request.body);
    if (outcome.kind === 'result') return outcome.result;
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', outcome.contentDisposition)
      .send(outcome.data);
  });
}
