import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PERMIT } from '../../../schema/permissions';
import { guardRequest } from '../../core/auth';
import { requireProject, staffContext } from '../../core/context';
import { badRequest, forbidden, notFound } from '../../core/errors';
import { storageFor } from '../../core/storage';
import { parse } from '../../core/validate';
import { checkMediaLink } from './mediaLinks';
import {
  extensionOf,
  fileRules,
  findFile,
  MAX_FILES_PER_UPLOAD,
  NoFilesError,
  receiveUploads,
  removeFiles,
  storageKeyOf,
  type UploadContext,
  type UploadPart,
} from './service';
import { FILE_KINDS } from './signatures';

const PUBLIC = { kind: 'public' } as const;
const MB = 1024 * 1024;
/** how long a browser may keep a file opened through a signed link */
const SIGNED_CACHE_SECONDS = 300;

const removeBody = z.object({ files: z.array(z.string().min(1).max(1000)).min(1).max(100) });
const serveQuery = z.object({
  url: z.string().max(1000).optional(),
  expires: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

/** A signed file may be kept a few minutes, never past its link's expiry. */
const signedMaxAge = (expires: string) =>
  Math.max(0, Math.min(SIGNED_CACHE_SECONDS, Number(expires) - Math.floor(Date.now() / 1000)));

const hasCode = (error: unknown, codes: readonly string[]) =>
  error instanceof Error && 'code' in error && codes.includes(String(error.code));

/** `inline` or `attachment`, with the original name (ASCII fallback and UTF-8 form). */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Uploads, removal and serving of files (spec 2 sections 7.2 and 7.6). Multipart parsing is
 * registered here, for these routes only.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fieldNameSize: 100,
      fieldSize: 10_000,
      fields: 20,
      headerPairs: 200,
      files: MAX_FILES_PER_UPLOAD,
      parts: MAX_FILES_PER_UPLOAD + 20,
    },
  });

  const uploadContext = (request: FastifyRequest): UploadContext => {
    const { project, user, t } = staffContext(request);
    return { db: app.db, storage: storageFor(app.config), project, user, t, log: request.log };
  };

  // 200 when at least one file was stored (refused ones listed in errors), 400 when none was.
  app.post('/api/v1/upload-files', { config: { guard: PERMIT } }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest('upload_not_multipart');
    const ctx = uploadContext(request);
    const maxBytes = fileRules(ctx.project).maxFileSize * MB;
    try {
      const parts = request.parts({ limits: { fileSize: maxBytes } }) as AsyncIterable<UploadPart>;
      const result = await receiveUploads(ctx, parts);
      return reply.code(result.status === 'error' ? 400 : 200).send(result);
    } catch (error) {
      if (error instanceof NoFilesError) throw badRequest('upload_no_files');
      if (hasCode(error, ['FST_FILES_LIMIT', 'FST_PARTS_LIMIT'])) {
        throw badRequest('upload_too_many_files', { max: MAX_FILES_PER_UPLOAD });
      }
      throw error;
    }
  });

  // 200 when at least one file was removed; 404 when none was found, 403 when some were others'.
  app.post('/api/v1/remove-files', { config: { guard: PERMIT } }, async (request, reply) => {
    const { files } = parse(removeBody, request.body);
    const result = await removeFiles(uploadContext(request), files);
    const refusedAsOthers = result.errors.some((e) => e.messageKey === 'file_remove_not_own');
    const status = result.status !== 'error' ? 200 : refusedAsOthers ? 403 : 404;
    return reply.code(status).send(result);
  });

  // A file of the request's project, to a session of that project or through a signed link.
  app.get('/serve-media-files', { config: { guard: PUBLIC } }, async (request, reply) => {
    const project = requireProject(request);
    const query = parse(serveQuery, request.query);
    const key = query.url ? storageKeyOf(query.url) : null;
    const signed = query.sig !== undefined || query.expires !== undefined;
    if (signed) {
      const check = key
        ? await checkMediaLink(app.db, project.id, key, query.expires ?? '', query.sig ?? '')
        : 'invalid';
      if (check !== 'valid')
        throw forbidden(check === 'expired' ? 'media_link_expired' : 'media_link_invalid');
    } else {
      request.auth = await guardRequest(app.db, request, PERMIT, app.config.sessionIdleMinutes);
    }
    if (!query.url) throw badRequest('media_url_missing');
    const row = key ? await findFile(app.db, project.id, key) : undefined;
    const stored = row ? await storageFor(app.config).get(row.storage_key) : null;
    if (!row || !stored) {
      if (row) request.log.warn({ key: row.storage_key }, 'file row without stored bytes');
      throw notFound('file_not_found');
    }
    const kind = FILE_KINDS[extensionOf(row.storage_key)];
    const isPdf = row.mime === 'application/pdf';
    return reply
      .header('Content-Type', row.mime)
      .header(
        'Content-Disposition',
        contentDisposition(kind?.inline ? 'inline' : 'attachment', row.original_name),
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header(
        'Cache-Control',
        signed ? `private, max-age=${signedMaxAge(query.expires!)}` : 'private, no-store',
      )
      .header('X-Frame-Options', 'SAMEORIGIN')
      .header(
        'Content-Security-Policy',
        // a PDF opens in the browser's viewer (a plugin); everything else runs sandboxed
        isPdf
          ? "default-src 'none'; object-src 'self'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'"
          : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
      )
      .send(stored.bytes);
  });
}
