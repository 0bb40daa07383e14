import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  applicationUrlOf,
  householdBodySchema,
  newApplicationSchema,
  personBodySchema,
  personUpdateBodySchema,
  publicFormQuerySchema,
} from '../../../schema/applicationForm';
import { isSaleProject } from '../../../schema/objects';
import { rowId } from '../../../schema/rowId';
import { requireProject } from '../../core/context';
import { notFound } from '../../core/errors';
import { PUBLIC, route } from '../../core/route';
import { storageFor } from '../../core/storage';
import { parse } from '../../core/validate';
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
import { normalizeUuids, submitApplication, submitForm } from './submit';

const NEW = '/api/v2/applications/new';
const BASE = '/api/v1/product-form/:formId/update/:slug/:token';

/** The private link's parts: any text here; applicationOfLink checks them (a wrong one is 404). */
const link = { slug: z.string(), token: z.string() };
const linkParams = z.object(link);
const formParams = z.object({ formId: rowId, ...link });
const personParams = z.object({ formId: rowId, personId: rowId, ...link });
const objectListParams = z.object({ formId: rowId, objectType: z.string(), ...link });
/** what an id beyond any row names, by path parameter */
const missing = { formId: 'application_form_unknown', personId: 'application_person_not_found' } as const;

type Link = z.output<typeof linkParams> & { formId?: number };

/**
 * The public application form (spec 2 section 7.9), without a session, in the project of the
 * request's host: the form for the advertised objects and its submit, then the household's
 * private link {slug}/{token} to complete the application (household answers, adults, children,
 * documents). Every write is rate limited; a closed application's link is refused.
 */
export async function publicApplicationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, MULTIPART_OPTIONS);

  route(
    app,
    { method: 'GET', url: NEW, guard: PUBLIC, query: publicFormQuerySchema },
    async ({ request, query }) => {
      const project = requireProject(request);
      const form = await currentForm(app.db, project.id);
      const objects = await objectsByPublicId(app.db, project.id, uuidsOf(query.uuids));
      const sale = isSaleProject(project.type);
      return {
        ...(await formBase(app.db, project, form, request.lang)),
        objects: objects.map((o) => toPublicObject(o, sale, request.t)),
      };
    },
  );

  route(app, { method: 'POST', url: NEW, guard: PUBLIC }, async ({ request, reply }) => {
    const ctx = {
      db: app.db,
      config: app.config,
      project: requireProject(request),
      t: request.t,
      address: request.ip,
    };
    // the rate limit comes first; the body is checked against the form it will be made with
    const form = await submitForm(ctx);
    const body = parse(newApplicationSchema(form.definition), normalizeUuids(request.body));
    return reply.status(201).send(await submitApplication(ctx, form, body));
  });

  /** The application of the link in the path, with the form version it was made with. */
  async function linked(request: FastifyRequest, params: Link) {
    const project = requireProject(request);
    const { slug, token, formId } = params;
    const application = await applicationOfLink(app.db, project.id, slug, token);
    if (formId !== undefined && formId !== application.form_id) throw notFound('application_form_unknown');
    const form =
      application.form_id === null
        ? await currentForm(app.db, project.id)
        : await formById(app.db, project.id, application.form_id);
    return { project, application, form, credentials: { slug, token } };
  }

  const show = async (request: FastifyRequest, params: Link) => {
    const { project, application, form, credentials } = await linked(request, params);
    return applicationReply(app.db, project, application, form, credentials, request.lang, request.t);
  };

  /** The context of a write through the link, after its rate limit (recorded with the write). */
  async function writeContext(request: FastifyRequest, params: Link): Promise<LinkContext> {
    const { project, application, form } = await linked(request, params);
    const writeRules = linkWriteRules(request.ip, app.config);
    await checkRate(app.db, writeRules);
    return { db: app.db, project, application, definition: form.definition, t: request.t, writeRules };
  }

  for (const page of ['update', 'new-adult']) {
    route(
      app,
      { method: 'GET', url: `/api/v2/applications/:slug/:token/${page}`, guard: PUBLIC, params: linkParams },
      ({ request, params }) => show(request, params),
    );
  }

  // routes answer with and without a trailing slash (the router ignores it)
  const onForm = { guard: PUBLIC, params: formParams, missing } as const;
  route(app, { ...onForm, method: 'GET', url: BASE }, ({ request, params }) => show(request, params));
  route(app, { ...onForm, method: 'POST', url: BASE }, async ({ request, params }) => {
    const ctx = await writeContext(request, params);
    return saveHousehold(ctx, parse(householdBodySchema(ctx.definition), request.body));
  });

  route(
    app,
    {
      guard: PUBLIC,
      params: objectListParams,
      missing,
      method: 'GET',
      url: `${BASE}/object-list/:objectType`,
    },
    async ({ request, params }) => {
      const { project } = await linked(request, params);
      const sale = isSaleProject(project.type);
      const objects = await openObjects(app.db, project.id, params.objectType);
      return {
        objects: objects.map((o) => ({
          ...toPublicObject(o, sale, request.t),
          url: applicationUrlOf(o.public_id),
        })),
      };
    },
  );

  const KINDS: ReadonlyArray<[string, PersonKind]> = [
    ['adult', 'adult'],
    ['new-adult', 'adult'],
    ['child', 'child'],
  ];
  for (const [path, kind] of KINDS) {
    route(app, { ...onForm, method: 'GET', url: `${BASE}/${path}` }, async ({ request, params }) => {
      const { project, application } = await linked(request, params);
      const persons = await personsOf(app.db, project.id, application.id);
      return { persons: persons.filter((p) => p.person_type === kind) };
    });
    route(app, { ...onForm, method: 'POST', url: `${BASE}/${path}` }, async ({ request, reply, params }) => {
      const ctx = await writeContext(request, params);
      const body = parse(personBodySchema(ctx.definition, kind), request.body);
      return reply.status(201).send(await createPerson(ctx, kind, body));
    });
  }
  for (const kind of ['adult', 'child'] as const) {
    const person = {
      guard: PUBLIC,
      params: personParams,
      missing,
      url: `${BASE}/${kind}/:personId`,
    } as const;
    route(app, { ...person, method: 'GET' }, async ({ request, params }) => {
      const { project, application, form } = await linked(request, params);
      return getPerson(
        { db: app.db, project, application, definition: form.definition, t: request.t, writeRules: [] },
        kind,
        params.personId,
      );
    });
    route(app, { ...person, method: 'POST' }, async ({ request, params }) => {
      const ctx = await writeContext(request, params);
      const body = parse(personUpdateBodySchema(ctx.definition, kind), request.body);
      return updatePerson(ctx, kind, params.personId, body);
    });
    route(app, { ...person, method: 'DELETE' }, async ({ request, params }) =>
      deletePerson(await writeContext(request, params), kind, params.personId),
    );
  }

  route(app, { ...onForm, method: 'POST', url: `${BASE}/documents` }, async ({ request, reply, params }) => {
    const ctx = await writeContext(request, params);
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
