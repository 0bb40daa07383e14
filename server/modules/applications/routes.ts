import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  commentInputSchema,
  commentResolveSchema,
  commentUpdateSchema,
  evaluationSchema,
  mergeSchema,
  personUpdateSchema,
} from '../../../schema/applicationDetail';
import { needs } from '../../../schema/permissions';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { parse, pathIds } from '../../core/validate';
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
import { saleProject } from './common';
import { applicationDetail, applicationDuplicates, applicationPointsReply } from './detail';
import { deletePerson, getPerson, updatePerson } from './persons';

const READ = { config: { guard: needs('applications_read') } };
const WRITE = { config: { guard: needs('applications_write') } };

const appParams = rowIdParams('id');
const personParams = rowIdParams('id', 'personId');
const commentParams = rowIdParams('id', 'commentId');
const documentParams = rowIdParams('id', 'documentId');
/** what an id beyond any row names, by path parameter */
const MISSING = {
  id: 'application_not_found',
  personId: 'application_person_not_found',
  commentId: 'application_comment_not_found',
  documentId: 'application_document_not_found',
} as const;
const deleteQuery = z.object({ version: z.coerce.number().int().positive().optional() });

/**
 * Staff routes of applications: detail, persons, evaluation, comments, points, documents,
 * duplicates and merge (spec 2 section 7.8). Rent projects answer under /api/v1/applications,
 * sale projects under /api/v1/sales/applications; the other prefix is 404 there.
 */
export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  for (const sale of [false, true]) {
    const base = sale ? '/api/v1/sales/applications' : '/api/v1/applications';
    const context = (request: FastifyRequest) => {
      const ctx = staffContext(request);
      if (saleProject(ctx.project) !== sale) throw notFound('application_not_found');
      return ctx;
    };
    const appId = (request: FastifyRequest) => pathIds(appParams, request.params, MISSING).id;

    app.get(`${base}/:id`, READ, async (request) => applicationDetail(db, context(request), appId(request)));
    app.get(`${base}/:id/duplicates`, READ, async (request) =>
      applicationDuplicates(db, context(request), appId(request)),
    );
    app.post(`${base}/:id/merge`, WRITE, async (request) => {
      const outcome = await mergeApplications(
        db,
        context(request),
        appId(request),
        parse(mergeSchema, request.body),
      );
      await removeStoredFiles(app, request, outcome.removedFiles);
      return outcome.reply;
    });

    for (const type of ['adult', 'child'] as const) {
      const person = (request: FastifyRequest) => pathIds(personParams, request.params, MISSING);
      app.get(`${base}/:id/${type}/:personId`, READ, async (request) => {
        const p = person(request);
        return getPerson(db, context(request), p.id, type, p.personId);
      });
      app.post(`${base}/:id/${type}/:personId`, WRITE, async (request) => {
        const p = person(request);
        return updatePerson(
          db,
          context(request),
          p.id,
          type,
          p.personId,
          parse(personUpdateSchema, request.body),
        );
      });
      app.delete(`${base}/:id/${type}/:personId`, WRITE, async (request) => {
        const p = person(request);
        const q = parse(deleteQuery, request.query);
        return deletePerson(db, context(request), p.id, type, p.personId, q.version ?? null);
      });
    }

    app.put(`${base}/:id/evaluation`, WRITE, async (request) =>
      setEvaluation(db, context(request), appId(request), parse(evaluationSchema, request.body)),
    );
    app.get(`${base}/:id/evaluation/init`, READ, async (request) =>
      evaluationInit(db, context(request), appId(request)),
    );
    app.get(`${base}/:id/points`, READ, async (request) =>
      applicationPointsReply(db, context(request), appId(request)),
    );

    app.post(`${base}/:id/comments`, WRITE, async (request) =>
      createComment(db, context(request), appId(request), parse(commentInputSchema, request.body)),
    );
    app.post(`${base}/:id/comments/:commentId`, WRITE, async (request) => {
      const p = pathIds(commentParams, request.params, MISSING);
      return updateComment(db, context(request), p.id, p.commentId, parse(commentUpdateSchema, request.body));
    });
    app.post(`${base}/:id/comments/:commentId/resolve`, WRITE, async (request) => {
      const p = pathIds(commentParams, request.params, MISSING);
      return resolveComment(
        db,
        context(request),
        p.id,
        p.commentId,
        parse(commentResolveSchema, request.body),
      );
    });
    app.delete(`${base}/:id/comments/:commentId`, WRITE, async (request) => {
      const p = pathIds(commentParams, request.params, MISSING);
      return deleteComment(db, context(request), p.id, p.commentId);
    });

    app.delete(`${base}/:id/documents/:documentId`, WRITE, async (request) => {
      const p = pathIds(documentParams, request.params, MISSING);
      const outcome = await deleteDocument(db, context(request), p.id, p.documentId);
      await removeStoredFiles(app, request, outcome.removedFiles);
      return outcome.reply;
    });
  }
}
