import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { UploadImagesReply } from '../../../schema/api/objects';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { storageFor } from '../../core/storage';
import { parse, pathIds } from '../../core/validate';
import { contentDisposition } from '../files/disposition';
import { MULTIPART_OPTIONS, uploadContextOf, uploadFromRequest } from '../files/uploadRequest';
import { filesSetupBody, objectFilesSetup, saveObjectFiles } from './filesSetup';
import { imageRules, imageUrls, storeImage } from './images';
import { imagesSetupBody, objectImagesSetup, saveObjectImages } from './imagesSetup';
import { mediaContextOf } from './mediaContext';
import { generatePosting, postingQuery, postingType } from './print/postings';
import { projectUrl } from '../shared/service';
import { RESOURCES, writePermissionOf } from '../../../schema/resources';

const idParams = rowIdParams('id');

const READ = { guard: RESOURCES.objects.permission };
const WRITE = { guard: writePermissionOf('objects') };

/** The object id of a request; one beyond any row id is simply not found. */
function objectId(params: unknown): number {
  return pathIds(idParams, params, 'object_not_found').id;
}

/** Images, documents and printed matter (flyer, business card) of objects (spec 2 sections 7.6, 7.7). */
export async function objectMediaRoutes(app: FastifyInstance): Promise<void> {
  // Image uploads: checked like upload-files, then stored with a thumbnail. 200 when at least one
  // image was stored (refused ones in errors), 400 when none was.
  await app.register(async (uploads) => {
    await uploads.register(multipart, MULTIPART_OPTIONS);
    uploads.post('/api/v1/upload-images', { config: WRITE }, async (request, reply) => {
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
    });
  });

  app.get('/api/v1/objects/:id/upload-images-setup', { config: READ }, async (request) => {
    const { project } = staffContext(request);
    return objectImagesSetup(app.db, project, objectId(request.params));
  });

  app.post('/api/v1/objects/:id/upload-images-setup', { config: WRITE }, async (request) => {
    const id = objectId(request.params);
    const body = parse(imagesSetupBody, request.body);
    return saveObjectImages(mediaContextOf(app, request), id, body);
  });

  app.get('/api/v1/objects/:id/upload-files-setup', { config: READ }, async (request) => {
    const { project, t } = staffContext(request);
    return objectFilesSetup(app.db, project, objectId(request.params), t);
  });

  app.post('/api/v1/objects/:id/upload-files-setup', { config: WRITE }, async (request) => {
    const id = objectId(request.params);
    const body = parse(filesSetupBody, request.body);
    return saveObjectFiles(mediaContextOf(app, request), id, body);
  });

  // A flyer (A4) or business card (85 × 55 mm) of the object, as a PDF download.
  app.post('/api/v1/objects/:id/generate-serve-posting-files', { config: READ }, async (request, reply) => {
    const { project, t, lang } = staffContext(request);
    const id = objectId(request.params);
    const type = postingType(parse(postingQuery, request.query).type);
    const site = projectUrl(app.config, project.slug);
    const pdf = await generatePosting(app.db, storageFor(app.config), project, id, type, t, lang, site);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition('attachment', pdf.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf.bytes);
  });
}
