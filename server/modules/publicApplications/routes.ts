import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationUrlOf } from '../../../schema/applicationForm';
import { isSaleProject } from '../../../schema/objects';
import { rowIdParams } from '../../../schema/rowId';
import { requireProject } from '../../core/context';
import { notFound } from '../../core/errors';
import { storageFor } from '../../core/storage';
import { pathIds } from '../../core/validate';
import { currentForm, formById } from '../applicationForms/forms';
import { publicQuotaBytes } from '../files/quota';
import { MULTIPART_OPTIONS } from '../files/uploadRequest';
import { uploadDocuments } from './documents';
import { applicationOfLink } from './links';
import { objectsByPublicId, openObjects, toPublicObject, uuidsOf } from './objects';
import {
  createPerson,
  deletePerson,
  getPerson,
  saveHousehold,
  updatePerson,
  type LinkContext,
  type PersonKind,
} from './persons';
import { linkWriteRules, checkRate } from './rateLimit';
import { applicationReply, formBase, personsOf } from './reply';
import { submitApplication } from './submit';

const PUBLIC = { kind: 'public' } as const;

/**
 * The public application form (spec 2 section 7.9), without a session, in the project of the
 * request's host: the form for the advertised objects and its submit, then the household's
 * private link {slug}/{token} to complete the application (household answers, adults, children,
 * documents). Every write is rate limited; a closed application's link is refused.
 */
export async function publicApplicationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, MULTIPART_OPTIONS);

  app.get('/api/v2/applications/new', { config: { guard: PUBLIC } }, async (request) => {
    const project = requireProject(request);
    const form = await currentForm(app.db, project.id);
    const ids = uuidsOf((request.query as Record<string, unknown> | undefined)?.uuids);
    const objects = await objectsByPublicId(app.db, project.id, ids);
    const sale = isSaleProject(project.type);
    return {
      ...(await formBase(app.db, project, form, request.lang)),
      objects: objects.map((o) => toPublicObject(o, sale, request.t)),
    };
  });

  app.post('/api/v2/applications/new', { config: { guard: PUBLIC } }, async (request, reply) => {
    const project = requireProject(request);
    const created = await submitApplication(
      { db: app.db, config: app.config, project, t: request.t, address: request.ip },
      request.body,
    );
    return reply.status(201).send(created);
  });

  /** The application of the link in the request, with the form version it was made with. */
  async function linked(request: FastifyRequest, formId?: number) {
    const project = requireProject(request);
    const { slug, token } = request.params as { slug: string; token: string };
    const application = await applicationOfLink(app.db, project.id, slug, token);
    if (formId !== undefined && formId !== application.form_id) throw notFound('application_form_unknown');
    const form =
      application.form_id === null
        ? await currentForm(app.db, project.id)
        : await formById(app.db, project.id, application.form_id);
    return { project, application, form, credentials: { slug, token } };
  }

  const show = async (request: FastifyRequest, formId?: number) => {
    const { project, application, form, credentials } = await linked(request, formId);
    return applicationReply(app.db, project, application, form, credentials, request.lang, request.t);
  };

  app.get('/api/v2/applications/:slug/:token/update', { config: { guard: PUBLIC } }, (request) =>
    show(request),
  );
  app.get('/api/v2/applications/:slug/:token/new-adult', { config: { guard: PUBLIC } }, (request) =>
    show(request),
  );

  const BASE = '/api/v1/product-form/:formId/update/:slug/:token';
  const formParams = rowIdParams('formId');
  const personParams = rowIdParams('personId');
  const formIdOf = (request: FastifyRequest) =>
    pathIds(formParams, request.params, 'application_form_unknown').formId;
  const personIdOf = (request: FastifyRequest) =>
    pathIds(personParams, request.params, 'application_person_not_found').personId;

  /** The context of a write through the link, after its rate limit (recorded with the write). */
  async function writeContext(request: FastifyRequest): Promise<LinkContext> {
    const { project, application, form } = await linked(request, formIdOf(request));
    const writeRules = linkWriteRules(request.ip, app.config);
    await checkRate(app.db, writeRules);
    return { db: app.db, project, application, definition: form.definition, t: request.t, writeRules };
  }

  // routes answer with and without a trailing slash (the router ignores it)
  app.get(BASE, { config: { guard: PUBLIC } }, (request) => show(request, formIdOf(request)));
  app.post(BASE, { config: { guard: PUBLIC } }, async (request) =>
    saveHousehold(await writeContext(request), request.body),
  );

  app.get(`${BASE}/object-list/:objectType`, { config: { guard: PUBLIC } }, async (request) => {
    const { project } = await linked(request, formIdOf(request));
    const { objectType } = request.params as { objectType: string };
    const sale = isSaleProject(project.type);
    const objects = await openObjects(app.db, project.id, objectType);
    return {
      objects: objects.map((o) => ({
        ...toPublicObject(o, sale, request.t),
        url: applicationUrlOf(o.public_id),
      })),
    };
  });

  const KINDS: ReadonlyArray<[string, PersonKind]> = [
    ['adult', 'adult'],
    ['new-adult', 'adult'],
    ['child', 'child'],
  ];
  for (const [path, kind] of KINDS) {
    app.get(`${BASE}/${path}`, { config: { guard: PUBLIC } }, async (request) => {
      const { project, application } = await linked(request, formIdOf(request));
      const persons = await personsOf(app.db, project.id, application.id);
      return { persons: persons.filter((p) => p.person_type === kind) };
    });
    app.post(`${BASE}/${path}`, { config: { guard: PUBLIC } }, async (request, reply) =>
      reply.status(201).send(await createPerson(await writeContext(request), kind, request.body)),
    );
  }
  for (const kind of ['adult', 'child'] as const) {
    const path = `${BASE}/${kind}/:personId`;
    app.get(path, { config: { guard: PUBLIC } }, async (request) => {
      const { project, application, form } = await linked(request, formIdOf(request));
      return getPerson(
        { db: app.db, project, application, definition: form.definition, t: request.t, writeRules: [] },
        kind,
        personIdOf(request),
      );
    });
    app.post(path, { config: { guard: PUBLIC } }, async (request) =>
      updatePerson(await writeContext(request), kind, personIdOf(request), request.body),
    );
    app.delete(path, { config: { guard: PUBLIC } }, async (request) =>
      deletePerson(await writeContext(request), kind, personIdOf(request)),
    );
  }

  app.post(`${BASE}/documents`, { config: { guard: PUBLIC } }, async (request, reply) => {
    const ctx = await writeContext(request);
    const result = await uploadDocuments(
      {
        ...ctx,
        storage: storageFor(app.config),
        limits: {
          publicQuotaBytes: publicQuotaBytes(app.config),
          perApplicationBytes: app.config.publicUploadBytesPerApplication,
          perAddressPerHourBytes: app.config.publicUploadBytesPerAddressPerHour,
        },
        address: request.ip,
        log: request.log,
      },
      request,
    );
    return reply.status(result.status === 'error' ? 400 : 200).send(result);
  });
}
