import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { importSheetSchema, importTemplateQuery, importTypeParams } from '../../../schema/objectImport';
import { isObjectType, isSaleProject, type ObjectType } from '../../../schema/objects';
import { staffContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { storageFor } from '../../core/storage';
import { route, writeOf } from '../../core/route';
import { contentDisposition } from '../files/disposition';
import { uploadLimitsOf } from '../files/quota';
import { fileRules, UPLOAD_FIELD } from '../files/service';
import { unreadableBodyError } from '../files/uploadRequest';
import { importSheet, previewUpload, type ImportServiceContext } from './service';
import { importTemplate, TEMPLATE_FORMATS, type TemplateFormat } from './template';

const MB = 1024 * 1024;
const write = writeOf('objects');

const params = importTypeParams;

/** The object type of the path; an unknown one is not found. */
function objectType(type: string): ObjectType {
  if (!isObjectType(type)) throw notFound('import_type_unknown');
  return type;
}

const isFormat = (value: string): value is TemplateFormat =>
  (TEMPLATE_FORMATS as readonly string[]).includes(value);

async function readStream(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Bulk import of objects from a sheet (spec 2 section 7.7): the template, the preview of an
 * uploaded sheet, and the import of a previewed sheet in one transaction. Multipart parsing is
 * registered here, for these routes only.
 */
export async function objectImportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fieldNameSize: 100, fieldSize: 1000, fields: 5, files: 1, parts: 6, headerPairs: 200 },
  });

  const serviceContext = (request: FastifyRequest, type: ObjectType): ImportServiceContext => {
    const { project, user, t } = staffContext(request);
    return {
      db: app.db,
      storage: storageFor(app.config),
      project,
      user,
      t,
      log: request.log,
      type,
      dialect: app.dialect,
      limits: uploadLimitsOf(app.config),
    };
  };

  // The template of a kind, as .xlsx (default) or .csv, titled in the request's language.
  route(
    app,
    {
      method: 'GET',
      url: '/api/v1/objects/:type/import-template',
      guard: write,
      params,
      query: importTemplateQuery,
    },
    async ({ request, reply, params, query }) => {
      const { project, t } = staffContext(request);
      const type = objectType(params.type);
      const format = (query.format ?? 'xlsx').toLowerCase();
      if (!isFormat(format)) throw badRequest('import_format_invalid');
      const file = await importTemplate(type, isSaleProject(project.type), format, t);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', contentDisposition('attachment', file.fileName))
        .send(file.bytes);
    },
  );

  // 200 with the preview (also when every row is refused); 400 when the sheet cannot be read.
  // The multipart body is read here as a stream, under the project's file size.
  route(
    app,
    { method: 'POST', url: '/api/v1/objects/:type/import-bulk-files', guard: write, params },
    async ({ request, params }) => {
      const ctx = serviceContext(request, objectType(params.type));
      if (!request.isMultipart()) throw badRequest('upload_not_multipart');
      const maxBytes = fileRules(ctx.project).maxFileSize * MB;
      let part: MultipartFile | undefined;
      let bytes: Buffer;
      try {
        part = await request.file({ limits: { fileSize: maxBytes } });
        if (!part || part.fieldname !== UPLOAD_FIELD) throw badRequest('upload_no_files');
        bytes = await readStream(part.file);
      } catch (error) {
        throw unreadableBodyError(request, error);
      }
      if (part.file.truncated)
        throw badRequest('import_sheet_too_large', { max: fileRules(ctx.project).maxFileSize });
      if (bytes.length === 0) throw badRequest('import_sheet_empty');
      return previewUpload(ctx, { filename: part.filename, bytes });
    },
  );

  // 200 with what was created; 400 when no row is valid; 404 for a file the project does not have.
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/objects/:type/bulk-import',
      guard: write,
      params,
      // an unknown :type is not found (404), before the body is read
      body: ({ params }) => (objectType(params.type), importSheetSchema),
    },
    ({ request, params, body }) => importSheet(serviceContext(request, objectType(params.type)), body.file),
  );
}
