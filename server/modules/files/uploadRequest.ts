import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { storageFor } from '../../core/storage';
import { uploadLimitsOf } from './quota';
import {
  fileRules,
  MAX_FILES_PER_UPLOAD,
  NoFilesError,
  receiveUploads,
  type UploadContext,
  type UploadOptions,
  type UploadPart,
  type UploadReply,
} from './service';

const MB = 1024 * 1024;

/** Multipart parsing as every upload route registers it (in its own plugin, for its routes only). */
export const MULTIPART_OPTIONS: FastifyMultipartOptions = {
  throwFileSizeLimit: false,
  limits: {
    fieldNameSize: 100,
    fieldSize: 10_000,
    fields: 20,
    headerPairs: 200,
    files: MAX_FILES_PER_UPLOAD,
    parts: MAX_FILES_PER_UPLOAD + 20,
  },
};

/** The project, user, storage and language of an upload or removal request. */
export function uploadContextOf(app: FastifyInstance, request: FastifyRequest): UploadContext {
  const { project, user, t } = staffContext(request);
  const limits = uploadLimitsOf(app.config);
  return { db: app.db, storage: storageFor(app.config), project, user, t, log: request.log, limits };
}

const hasCode = (error: unknown, codes: readonly string[]) =>
  error instanceof Error && 'code' in error && codes.includes(String(error.code));

/** What the multipart parser throws for a body it cannot read: cut off, without boundary, or garbage. */
const UNREADABLE =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Unsupported Content-Type\.)$/;

/** Whether an error says the request's multipart body could not be read (the sender's fault, 400). */
export function isUnreadableMultipart(error: unknown): boolean {
  return (
    (error instanceof Error && UNREADABLE.test(error.message)) ||
    hasCode(error, ['FST_MP_PREMATURE_CLOSE', 'FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR'])
  );
}

/**
 * A broken or cut-off request is the sender's fault, not ours: 400 `upload_malformed`, logged at
 * info. Any other error is answered as it is.
 */
export function unreadableBodyError(request: FastifyRequest, error: unknown): unknown {
  if (!isUnreadableMultipart(error)) return error;
  request.log.info({ err: error }, 'multipart body could not be read');
  return badRequest('upload_malformed');
}

/**
 * Receives the files of a multipart request (field `file`) under the given rules. A request that
 * is not multipart, cannot be read, sends no file or too many files is refused (400) as a whole.
 */
export async function uploadFromRequest(
  request: FastifyRequest,
  ctx: UploadContext,
  options: UploadOptions = {},
): Promise<UploadReply> {
  if (!request.isMultipart()) throw badRequest('upload_not_multipart');
  const maxBytes = (options.rules ?? fileRules(ctx.project)).maxFileSize * MB;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes } }) as AsyncIterable<UploadPart>;
    return await receiveUploads(ctx, parts, options);
  } catch (error) {
    if (error instanceof NoFilesError) throw badRequest('upload_no_files');
    if (hasCode(error, ['FST_FILES_LIMIT', 'FST_PARTS_LIMIT'])) {
      throw badRequest('upload_too_many_files', { max: MAX_FILES_PER_UPLOAD });
    }
    // nothing was kept: receiveUploads removes what it stored
    throw unreadableBodyError(request, error);
  }
}
