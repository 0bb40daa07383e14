import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { InlineImageReply } from '../../../schema/api/communication';
import { ADMIN } from '../../../schema/permissions';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { ApiError, badRequest } from '../../core/errors';
import { storageFor } from '../../core/storage';
import { parse, pathIds } from '../../core/validate';
import { contentDisposition } from '../files/disposition';
import { servedBytes } from '../files/imageVariants';
import { extensionOf } from '../files/service';
import { MULTIPART_OPTIONS, uploadContextOf, uploadFromRequest } from '../files/uploadRequest';
import { imageRules, storeImage } from '../objectMedia/images';
import { inlineImageFile, inlineImageUrl } from './inlineImages';
import { getSignature, saveSignature } from './signature';
import { createTemplate, deleteTemplate, getTemplate, templateList, updateTemplate } from './templates';

const PUBLIC = { kind: 'public' } as const;
const idParams = rowIdParams('id');
const imageParams = z.object({
  sig: z.string().max(100),
  project: z.string().max(12),
  month: z.string().max(10),
  file: z.string().max(60),
});

/** The `:id` of a path (schema/rowId.ts): not an id is 400; one no row can have is a missing template. */
function templateId(params: unknown): number {
  return pathIds(idParams, params, 'mail_template_not_found').id;
}

/** Settings > communication: templates, signature, inline images (spec 2 sections 7.6 and 7.17). */
export async function mailTemplateRoutes(app: FastifyInstance): Promise<void> {
  const admin = { config: { guard: ADMIN } };

  app.get('/api/v1/settings/email-templates', admin, async (request) =>
    templateList(app.db, staffContext(request).project),
  );
  app.post('/api/v1/settings/email-templates/create', admin, async (request, reply) => {
    const { project, user } = staffContext(request);
    return reply.code(201).send(await createTemplate(app.db, project, user, request.body));
  });
  app.get('/api/v1/settings/email-templates/:id', admin, async (request) =>
    getTemplate(app.db, staffContext(request).project, templateId(request.params)),
  );
  app.post('/api/v1/settings/email-templates/:id/edit', admin, async (request) => {
    const { project, user } = staffContext(request);
    return updateTemplate(app.db, project, user, templateId(request.params), request.body);
  });
  app.delete('/api/v1/settings/email-templates/:id', admin, async (request) => {
    const { project, user } = staffContext(request);
    return deleteTemplate(app.db, project, user, templateId(request.params));
  });

  app.get('/api/v1/settings/email-signature', admin, async (request) =>
    getSignature(app.db, staffContext(request).project.id),
  );
  app.post('/api/v1/settings/email-signature', admin, async (request) => {
    const { project, user } = staffContext(request);
    return saveSignature(app.db, project, user, request.body);
  });

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
  app.get(
    '/mail-images/:sig/:project/:month/:file',
    { config: { guard: PUBLIC, tenant: false } },
    async (request, reply) => {
      const params = parse(imageParams, request.params);
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
