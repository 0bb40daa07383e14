import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  commentInputSchema,
  commentResolveSchema,
  commentUpdateSchema,
  evaluationSchema,
  mergeSchema,
  personDeleteQuerySchema,
  personUpdateSchema,
} from '../../../schema/applicationDetail';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext, type StaffContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { readOf, route, writeOf } from '../../core/route';
import { removeStoredFiles } from '../../lists/routes';
import { deleteDocument, mergeApplications } from './changes';
import {
  createComment,
  deleteComment,
  evaluationInit,
  resolveComment,
  setEvaluation,
  updateComment,
} from './comments';
import { changeApplication, readApplication, saleProject, type OnApplication } from './common';
import { applicationDetail, applicationDuplicates, applicationPointsReply } from './detail';
import { deletePerson, getPerson, updatePerson } from './persons';

/** what an id beyond any row names, by path parameter */
const missing = {
  id: 'application_not_found',
  personId: 'application_person_not_found',
  commentId: 'application_comment_not_found',
  documentId: 'application_document_not_found',
} as const;
const reads = { method: 'GET', guard: readOf('applications'), missing } as const;
const writes = { guard: writeOf('applications'), missing } as const;

const appParams = rowIdParams('id');
const personParams = rowIdParams('id', 'personId');
const commentParams = rowIdParams('id', 'commentId');
const documentParams = rowIdParams('id', 'documentId');

type Work<T> = (on: OnApplication, ctx: StaffContext) => Promise<T>;

/**
 * Staff routes of applications: detail, persons, evaluation, comments, points, documents,
 * duplicates and merge (spec 2 section 7.8). Rent projects answer under /api/v1/applications,
 * sale projects under /api/v1/sales/applications; the other prefix is 404 there.
 */
export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  for (const sale of [false, true]) {
    const base = sale ? '/api/v1/sales/applications/:id' : '/api/v1/applications/:id';
    const context = (request: FastifyRequest) => {
      const ctx = staffContext(request);
      if (saleProject(ctx.project) !== sale) throw notFound('application_not_found');
      return ctx;
    };
    /** the application of the path, read once for the service */
    const reading = <T>(request: FastifyRequest, id: number, work: Work<T>) => {
      const ctx = context(request);
      return readApplication(db, ctx, id, (on) => work(on, ctx));
    };
    /** the application of the path, read once in the transaction of the service's change */
    const changing = <T>(request: FastifyRequest, id: number, work: Work<T>) => {
      const ctx = context(request);
      return changeApplication(db, ctx, id, (on) => work(on, ctx));
    };

    route(app, { ...reads, url: base, params: appParams }, ({ request, params }) =>
      reading(request, params.id, applicationDetail),
    );
    route(app, { ...reads, url: `${base}/duplicates`, params: appParams }, ({ request, params }) =>
      reading(request, params.id, applicationDuplicates),
    );
    route(
      app,
      { ...writes, method: 'POST', url: `${base}/merge`, params: appParams, body: mergeSchema },
      async ({ request, params, body }) => {
        const outcome = await changing(request, params.id, (on, ctx) => mergeApplications(on, ctx, body));
        await removeStoredFiles(app, request, outcome.removedFiles);
        return outcome.reply;
      },
    );

    for (const type of ['adult', 'child'] as const) {
      const url = `${base}/${type}/:personId`;
      route(app, { ...reads, url, params: personParams }, ({ request, params }) =>
        reading(request, params.id, (on, ctx) => getPerson(on, ctx, type, params.personId)),
      );
      route(
        app,
        { ...writes, method: 'POST', url, params: personParams, body: personUpdateSchema },
        ({ request, params, body }) =>
          changing(request, params.id, (on, ctx) => updatePerson(on, ctx, type, params.personId, body)),
      );
      route(
        app,
        { ...writes, method: 'DELETE', url, params: personParams, query: personDeleteQuerySchema },
        ({ request, params, query }) =>
          changing(request, params.id, (on, ctx) =>
            deletePerson(on, ctx, type, params.personId, query.version ?? null),
          ),
      );
    }

    route(
      app,
      { ...writes, method: 'PUT', url: `${base}/evaluation`, params: appParams, body: evaluationSchema },
      ({ request, params, body }) => changing(request, params.id, (on, ctx) => setEvaluation(on, ctx, body)),
    );
    route(app, { ...reads, url: `${base}/evaluation/init`, params: appParams }, ({ request, params }) =>
      reading(request, params.id, evaluationInit),
    );
    route(app, { ...reads, url: `${base}/points`, params: appParams }, ({ request, params }) =>
      reading(request, params.id, applicationPointsReply),
    );

    route(
      app,
      { ...writes, method: 'POST', url: `${base}/comments`, params: appParams, body: commentInputSchema },
      ({ request, params, body }) => changing(request, params.id, (on, ctx) => createComment(on, ctx, body)),
    );
    const comment = `${base}/comments/:commentId`;
    route(
      app,
      { ...writes, method: 'POST', url: comment, params: commentParams, body: commentUpdateSchema },
      ({ request, params, body }) =>
        changing(request, params.id, (on, ctx) => updateComment(on, ctx, params.commentId, body)),
    );
    route(
      app,
      {
        ...writes,
        method: 'POST',
        url: `${comment}/resolve`,
        params: commentParams,
        body: commentResolveSchema,
      },
      ({ request, params, body }) =>
        changing(request, params.id, (on, ctx) => resolveComment(on, ctx, params.commentId, body)),
    );
    route(app, { ...writes, method: 'DELETE', url: comment, params: commentParams }, ({ request, params }) =>
      changing(request, params.id, (on, ctx) => deleteComment(on, ctx, params.commentId)),
    );

    route(
      app,
      { ...writes, method: 'DELETE', url: `${base}/documents/:documentId`, params: documentParams },
      async ({ request, params }) => {
        const outcome = await changing(request, params.id, (on, ctx) =>
          deleteDocument(on, ctx, params.documentId),
        );
        await removeStoredFiles(app, request, outcome.removedFiles);
        return outcome.reply;
      },
    );
  }
}
