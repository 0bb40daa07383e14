import multipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { removeFilesSchema, serveMediaQuerySchema } from '../../../schema/files';
import { guardRequest } from '../../core/auth';
import { requireProject } from '../../core/context';
import { badRequest, forbidden, notFound } from '../../core/errors';
import { storageFor, type Storage } from '../../core/storage';
import { ADMIN, PERMIT, PUBLIC, route } from '../../core/route';
import type { UploadedFile } from '../../db/tables/files';
import { mayReadFile } from './access';
import { contentDisposition } from './disposition';
import { makeThumbnail, PROCESSABLE_IMAGE_TYPES, servedBytes, thumbnailKeyOf } from './imageVariants';
import { checkMediaLink } from './mediaLinks';
import { storageUsed, uploadLimitsOf } from './quota';
import { removeFiles } from './removal';
import { extensionOf, findFile, storageKeyOf } from './service';
import { FILE_KINDS } from './signatures';
import { MULTIPART_OPTIONS, uploadContextOf, uploadFromRequest } from './uploadRequest';

/** how long a browser may keep a file opened through a signed link */
const SIGNED_CACHE_SECONDS = 300;

/** Every user file runs sandboxed (no scripts, an opaque origin), a PDF in its viewer too. */
const FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

/** A signed file may be kept a few minutes, never past its link's expiry. */
const signedMaxAge = (expires: string) =>
  Math.max(0, Math.min(SIGNED_CACHE_SECONDS, Number(expires) - Math.floor(Date.now() / 1000)));

/**
 * Uploads, removal and serving of files (spec 2 sections 7.2 and 7.6). Multipart parsing is
 * registered here, for these routes only.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, MULTIPART_OPTIONS);

  const uploadContext = (request: FastifyRequest) => uploadContextOf(app, request);

  // 200 when at least one file was stored (refused ones listed in errors), 400 when none was.
  // The multipart body is read as a stream by the upload, under its own limits.
  route(app, { method: 'POST', url: '/api/v1/upload-files', guard: PERMIT }, async ({ request, reply }) => {
    const result = await uploadFromRequest(request, uploadContext(request));
    return reply.code(result.status === 'error' ? 400 : 200).send(result);
  });

  // 200 when at least one file was removed; when none was: 403 if some were others', 409 if some
  // belong to an object (removed there), else 404.
  route(
    app,
    { method: 'POST', url: '/api/v1/remove-files', guard: PERMIT, body: removeFilesSchema },
    async ({ request, reply, body: { files } }) => {
      const result = await removeFiles(uploadContext(request), files);
      const refused = (key: string) => result.errors.some((e) => e.messageKey === key);
      const status =
        result.status !== 'error'
          ? 200
          : refused('file_remove_not_own')
            ? 403
            : refused('file_in_use')
              ? 409
              : 404;
      return reply.code(status).send(result);
    },
  );

  // What the project's files take, its quota and the hourly amount per person (admins).
  route(app, { method: 'GET', url: '/api/v1/settings/storage', guard: ADMIN }, async ({ request }) => {
    const project = requireProject(request);
    const limits = uploadLimitsOf(app.config);
    return {
      usedBytes: await storageUsed(app.db, project.id),
      quotaBytes: limits.quotaBytes,
      ratePerHourBytes: limits.ratePerHourBytes,
    };
  });

  // A file of the request's project, to a session of that project or through a signed link.
  route(
    app,
    { method: 'GET', url: '/serve-media-files', guard: PUBLIC, query: serveMediaQuerySchema },
    async ({ request, reply, query }) => {
      const project = requireProject(request);
      const key = query.url ? storageKeyOf(query.url) : null;
      const signed = query.sig !== undefined || query.expires !== undefined;
      if (signed) {
        const check = key
          ? await checkMediaLink(app.db, project.id, key, query.expires ?? '', query.sig ?? '')
          : 'invalid';
        if (check !== 'valid')
          throw forbidden(check === 'expired' ? 'media_link_expired' : 'media_link_invalid');
      } else {
        request.auth = await guardRequest(app.db, request, PERMIT, app.config);
      }
      if (!query.url) throw badRequest('media_url_missing');
      const row = key ? await findFile(app.db, project.id, key) : undefined;
      if (!row) throw notFound('file_not_found');
      // an applicant's file: only to those who may read applications (a signed link was given out)
      if (!signed && !(await mayReadFile(app.db, project.id, request.auth!.subject, row.id)))
        throw forbidden('admin_access_denied');
      const storage = storageFor(app.config);
      const served =
        query.variant === 'thumb'
          ? await thumbnailOf(storage, row, request)
          : await original(storage, row, reply);
      if (!served) {
        if (!query.variant) request.log.warn({ key: row.storage_key }, 'file row without stored bytes');
        throw notFound('file_not_found');
      }
      return reply
        .header('Content-Type', served.mime)
        .header(
          'Content-Disposition',
          contentDisposition(served.inline ? 'inline' : 'attachment', served.name),
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Cache-Control',
          signed ? `private, max-age=${signedMaxAge(query.expires!)}` : 'private, no-store',
        )
        .header('X-Frame-Options', 'SAMEORIGIN')
        .header('Content-Security-Policy', FILE_CSP)
        .send(served.body);
    },
  );
}

interface Served {
  /** the bytes, or a stream of them with their number */
  body: Buffer | Readable;
  mime: string;
  name: string;
  inline: boolean;
}

/**
 * A file as stored, read on from the store as it is sent (a PDF of a bucket goes through the app,
 * never from a bucket URL); an image without its metadata (see servableImage), which needs it whole.
 */
async function original(storage: Storage, row: UploadedFile, reply: FastifyReply): Promise<Served | null> {
  const ext = extensionOf(row.storage_key);
  const kind = FILE_KINDS[ext];
  const served = { mime: row.mime, name: row.original_name, inline: kind?.inline === true };
  if (!PROCESSABLE_IMAGE_TYPES.includes(ext)) {
    const opened = await storage.open(row.storage_key);
    if (!opened) return null;
    reply.header('Content-Length', opened.size);
    return { body: opened.body, ...served };
  }
  const stored = await storage.get(row.storage_key);
  if (!stored) return null;
  return { body: await servedBytes(stored.bytes, ext), ...served };
}

/**
 * An image's thumbnail. One that is missing (an image uploaded as a plain file, or stored before
 * thumbnails were made) is made from the image now and kept. Null for a file that is no image.
 */
async function thumbnailOf(
  storage: Storage,
  row: UploadedFile,
  request: FastifyRequest,
): Promise<Served | null> {
  if (!PROCESSABLE_IMAGE_TYPES.includes(extensionOf(row.storage_key))) return null;
  const name = `${row.original_name.replace(/\.[^.]*$/, '')}.jpg`;
  const thumbKey = thumbnailKeyOf(row.storage_key);
  const kept = await storage.get(thumbKey);
  if (kept) return { body: kept.bytes, mime: 'image/jpeg', name, inline: true };
  const image = await storage.get(row.storage_key);
  if (!image) return null;
  let bytes: Buffer;
  try {
    bytes = await makeThumbnail(image.bytes);
  } catch (error) {
    request.log.warn({ err: error, key: row.storage_key }, 'thumbnail could not be made');
    return null;
  }
  await storage.put(thumbKey, bytes, { contentType: 'image/jpeg' });
  return { body: bytes, mime: 'image/jpeg', name, inline: true };
}
