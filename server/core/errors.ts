import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, Notify } from '../../schema/api/common';
import type { MessageKey, MessageParams } from './i18n/index';

interface ApiErrorExtra {
  errors?: Record<string, string>;
  notify?: Notify[];
  headers?: Record<string, string>;
}

/** An error a person can act on: an HTTP status and a message key, translated into the request's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly extra: ApiErrorExtra = {},
  ) {
    super(key);
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams, extra?: ApiErrorExtra) =>
  new ApiError(400, key, params, extra);
export const unauthorized = (key: MessageKey = 'not_authenticated') => new ApiError(401, key);
export const forbidden = (key: MessageKey = 'admin_access_denied') => new ApiError(403, key);
export const notFound = (key: MessageKey = 'object_not_found', params?: MessageParams) =>
  new ApiError(404, key, params);

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/** Every error leaves as JSON {message, messageKey?, errors?, notify?}; never a stack trace. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const t = request.t;
  let status = 500;
  let body: ApiErrorBody;
  if (error instanceof ApiError) {
    status = error.status;
    body = { message: t(error.key, error.params), messageKey: error.key };
    if (error.extra.errors) body.errors = error.extra.errors;
    if (error.extra.notify) body.notify = error.extra.notify;
    for (const [name, value] of Object.entries(error.extra.headers ?? {})) reply.header(name, value);
  } else if (isFastifyError(error) && error.validation) {
    status = 400;
    body = { message: t('invalid_request', { detail: error.message }), messageKey: 'invalid_request' };
  } else if (isFastifyError(error) && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    status = 400;
    body = { message: t('invalid_json'), messageKey: 'invalid_json' };
  } else if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
    status = 400;
    body = { message: t('invalid_json'), messageKey: 'invalid_json' };
  } else if (isFastifyError(error) && error.statusCode === 413) {
    status = 413;
    body = { message: t('payload_too_large'), messageKey: 'payload_too_large' };
  } else if (isFastifyError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    body = { message: t('invalid_request', { detail: error.message }), messageKey: 'invalid_request' };
  } else {
    request.log.error({ err: error }, 'request failed');
    body = { message: t('internal_error'), messageKey: 'internal_error' };
  }
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
