import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { UploadImagesReply } from '../../../schema/api/objects';
import {
  objectFilesSetupSchema,
  objectImagesSetupSchema,
  postingQuerySchema,
} from '../../../schema/objectMedia';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { storageFor } from '../../core/storage';
import { readOf, route, writeOf } from '../../core/route';
import { contentDisposition } from '../files/disposition';
import { MULTIPART_OPTIONS, uploadContextOf, uploadFromRequest } from '../files/uploadRequest';
import { objectFilesSetup, saveObjectFiles } from './filesSetup';
import { imageRules, imageUrls, storeImage } from './images';
import { objectImagesSetup, saveObjectImages } from './imagesSetup';
import { mediaContextOf } from './mediaContext';
import { generatePosting, postingType } from './print/postings';
import { projectUrl } from '../shared/service';

const params = rowIdParams('id');
const missing = 'object_not_found';
const read = readOf('objects');
const write = writeOf('objects');

/** Images, documents and printed matter (flyer, business card) of objects (spec 2 sections 7.6, 7.7). */
export async function objectMediaRoutes(app: FastifyInstance): Promise<void> {
  // Image uploads: checked like upload-files, then stored with a thumbnail. 200 when at least one
  // image was stored (refused ones in errors), 400 when none was. The multipart body is read as a
  // stream by the upload, under its own limits.
  await app.register(async (uploads) => {
    await uploads.register(multipart, MULTIPART_OPTIONS);
    route(
      uploads,
      { method: 'POST', url: '/api/v1/upload-images', guard: write },
      async ({ request, reply }) => {
        const ctx = uploadContextOf(app, request);
        const result = await uploadFromRequest(request, ctx, {
          rules: imageRules(ctx.project),
          store: storeImage,
        });
        const body: UploadImagesReply = {
          status: result.status,
          message: result.message,
          messageKey: result.messageKey,
          uploaded: result.uploaded.map((file) => ({
            id: 0,
            image: file.key,
            ...imageUrls(file.key),
            name: file.name,
            size: file.size,
          })),
          errors: result.errors,
        };
        return reply.code(result.status === 'error' ? 400 : 200).send(body);
      },
    );
  });

  route(
    app,
    { method: 'GET', url: '/api/v1/objects/:id/upload-images-setup', guard: read, params, missing },
    ({ request, params }) => objectImagesSetup(app.db, staffContext(request).project, params.id),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/objects/:id/upload-images-setup',
      guard: write,
      params,
      missing,
      body: objectImagesSetupSchema,
    },
    ({ request, params, body }) => saveObjectImages(mediaContextOf(app, request), params.id, body),
  );

  route(
    app,
    { method: 'GET', url: '/api/v1/objects/:id/upload-files-setup', guard: read, params, missing },
    ({ request, params }) => {
      const { project, t } = staffContext(request);
      return objectFilesSetup(app.db, project, params.id, t);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/objects/:id/upload-files-setup',
      guard: write,
      params,
      missing,
      body: objectFilesSetupSchema,
    },
    ({ request, params, body }) => saveObjectFiles(mediaContextOf(app, request), params.id, body),
  );

  // A flyer (A4) or business card (85 × 55 mm) of the object, as a PDF download.
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/objects/:id/generate-serve-posting-files',
      guard: read,
      params,
      missing,
      query: postingQuerySchema,
    },
    async ({ request, reply, params, query }) => {
      const { project, t, lang } = staffContext(request);
      const type = postingType(query.type);
      const site = projectUrl(app.config, project.slug);
      const pdf = await generatePosting(
        app.db,
        storageFor(app.config),
        project,
        params.id,
        type,
        t,
        lang,
        site,
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('attachment', pdf.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .send(pdf.bytes);
    },
  );
}
