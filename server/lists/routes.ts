import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bulkActionBody } from '../../schema/listBulk';
import { staffContext } from '../core/context';
import { notFound } from '../core/errors';
import { route } from '../core/route';
import { storageFor } from '../core/storage';
import { runBulk } from './bulk';
import { parseListParams } from './params';
import { plainExpressions } from './query';
import { tableData } from './tableData';
import type { ListRequest, ListSchema } from './types';

export function listContext(app: FastifyInstance, request: FastifyRequest): ListRequest {
  const { project, user, subject, t, lang } = staffContext(request);
  return { db: app.db, dialect: app.dialect, project, user, subject, t, lang };
}

/**
 * Refuses a schema whose plain column expressions hold a subquery: values from other tables are
 * declared as related values, for which the engine adds the project condition itself.
 */
export function checkListSchema(app: Pick<FastifyInstance, 'db'>, schema: ListSchema): void {
  for (const [name, expr] of plainExpressions(schema)) {
    if (/\bselect\b/i.test(expr.compile(app.db).sql)) {
      throw new Error(`list ${schema.path}: ${name} holds a subquery; declare it as a related value`);
    }
  }
  if (schema.search && schema.search.text.table !== schema.table) {
    throw new Error(`list ${schema.path}: its search text belongs to ${schema.search.text.table}`);
  }
}

/**
 * One GET (table data) and one POST (bulk action) per list path, declared through the route
 * helper under the list's permission; the bulk body is parsed by bulkActionBody (schema/listBulk.ts).
 */
export function registerList(app: FastifyInstance, schema: ListSchema): void {
  checkListSchema(app, schema);
  const url = `/api/v1/${schema.path}`;
  const context = (request: FastifyRequest) => {
    const ctx = listContext(app, request);
    if (schema.projectTypes && !schema.projectTypes.includes(ctx.project.type))
      throw notFound('list_not_in_project');
    return ctx;
  };
  const guard = schema.permission;
  // the query is the list's own (its filters, sort and page): the list engine reads it against the schema
  route(app, { method: 'GET', url, guard }, ({ request }) =>
    tableData(schema, context(request), parseListParams(schema, request.query as Record<string, unknown>)),
  );
  // a list the project does not have is not found before its body is read
  const bulkBody = ({ request }: { request: FastifyRequest }) => {
    context(request);
    return bulkActionBody;
  };
  route(
    app,
    { method: 'POST', url, guard, body: bulkBody, formMessage: true },
    async ({ request, reply, body }) => {
      const outcome = await runBulk(schema, context(request), body);
      if (outcome.kind === 'result') {
        await removeStoredFiles(app, request, outcome.removedFiles);
        return outcome.result;
      }
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', outcome.contentDisposition)
        .send(outcome.data);
    },
  );
}

/**
 * Deletes the bytes of files whose rows a committed change removed. A failure leaves an orphaned
 * file behind (logged), never a row without its file.
 */
export async function removeStoredFiles(
  app: Pick<FastifyInstance, 'config'>,
  request: Pick<FastifyRequest, 'log'>,
  keys: readonly string[],
): Promise<void> {
  const storage = storageFor(app.config);
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      request.log.warn({ err: error, key }, 'stored file could not be deleted');
    }
  }
}
