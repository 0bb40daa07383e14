import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { InlineImageReply } from '../../../schema/api/communication';
import {
  mailSignatureSchema,
  mailTemplateSchema,
  mailTemplateUpdateSchema,
} from '../../../schema/mailTemplates';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { ApiError, badRequest } from '../../core/errors';
import { storageFor } from '../../core/storage';
import { ADMIN, PUBLIC, route } from '../../core/route';
import { contentDisposition } from '../files/disposition';
import { servedBytes } from '../files/imageVariants';
import { extensionOf } from '../files/service';
import { MULTIPART_OPTIONS, uploadContextOf, uploadFromRequest } from '../files/uploadRequest';
import { imageRules, storeImage } from '../objectMedia/images';
import { inlineImageFile, inlineImageUrl } from './inlineImages';
import { getSignature, saveSignature } from './signature';
import { createTemplate, deleteTemplate, getTemplate, templateList, updateTemplate } from './templates';

const params = rowIdParams('id');
const missing = 'mail_template_not_found';
const imageParams = z.object({
  sig: z.string().max(100),
  project: z.string().max(12),
  month: z.string().max(10),
  file: z.string().max(60),
});

/** Settings > communication: templates, signature, inline images (spec 2 sections 7.6 and 7.17). */
export async function mailTemplateRoutes(app: FastifyInstance): Promise<void> {
  const guard = ADMIN;
  const admin = { config: { guard } };
  const base = '/api/v1/settings/email-templates';

  route(app, { method: 'GET', url: base, guard }, ({ request }) =>
    templateList(app.db, staffContext(request).project),
  );
  route(
    app,
    { method: 'POST', url: `${base}/create`, guard, body: mailTemplateSchema },
    async ({ request, reply, body }) => {
      const { project, user } = staffContext(request);
      return reply.code(201).send(await createTemplate(app.db, project, user, body));
    },
  );
  route(app, { method: 'GET', url: `${base}/:id`, guard, params, missing }, ({ request, params }) =>
    getTemplate(app.db, staffContext(request).project, params.id),
  );
  route(
    app,
    { method: 'POST', url: `${base}/:id/edit`, guard, params, missing, body: mailTemplateUpdateSchema },
    ({ request, params, body }) => {
      const { project, user } = staffContext(request);
      return updateTemplate(app.db, project, user, params.id, body);
    },
  );
  route(app, { method: 'DELETE', url: `${base}/:id`, guard, params, missing }, ({ request, params }) => {
    const { project, user } = staffContext(request);
    return deleteTemplate(app.db, project, user, params.id);
  });

  route(app, { method: 'GET', url: '/api/v1/settings/email-signature', guard }, ({ request }) =>
    getSignature(app.db, staffContext(request).project.id),
  );
  route(
    app,
    { method: 'POST', url: '/api/v1/settings/email-signature', guard, body: mailSignatureSchema },
    ({ request, body }) => {
      const { project, user } = staffContext(request);
      return saveSignature(app.db, project, user, body);
    },
  );

  // One image for the editor: the image checks of upload-images; the reply's URL works in a mail.
  await app.register(async (uploads) => {
    await uploads.register(multipart, MULTIPART_OPTIONS);
    uploads.post('/api/v1/ckeditor-image-upload', admin, async (request): Promise<InlineImageReply> => {
      const ctx = uploadContextOf(app, request);
      const result = await uploadFromRequest(request, ctx, {
        rules: imageRules(ctx.project),
        store: storeImage,
      });
      const [file] = result.uploaded;
      if (!file) {
        const first = result.errors[0];
        throw badRequest(
          first?.messageKey ?? 'upload_failed',
          {},
          { errors: { file: first?.messageKey ?? 'upload_failed' } },
        );
      }
      return { url: await inlineImageUrl(app.db, app.config.publicUrl, file.key) };
    });
  });

  // An inline image, to anyone with its signed path (a recipient's mail client has no session).
  route(
    app,
    {
      method: 'GET',
      url: '/mail-images/:sig/:project/:month/:file',
      guard: PUBLIC,
      tenant: false,
      params: imageParams,
    },
    async ({ reply, params }) => {
      const path = `${params.project}/${params.month}/${params.file}`;
      const found = await inlineImageFile(app.db, params.sig, path);
      const stored = found ? await storageFor(app.config).get(found.key) : null;
      if (!found || !stored) throw new ApiError(404, 'file_not_found');
      // what reaches every recipient carries no EXIF, GPS, XMP or IPTC
      const bytes = await servedBytes(stored.bytes, extensionOf(found.key));
      return reply
        .header('Content-Type', found.mime)
        .header('Content-Disposition', contentDisposition('inline', found.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=86400, immutable')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(bytes);
    },
  );
}
