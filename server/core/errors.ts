import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, Notify } from '../../schema/api/common';
import { readRuleMessage } from '../../schema/rules';
import { securityHeaderValues, usesHsts } from './headers';
import {
  isMessageKey,
  languageOfPath,
  translate,
  translator,
  type MessageKey,
  type MessageParams,
  type Translator,
} from './i18n/index';

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

/** the longest path a "no such address" message repeats; the rest is cut */
const SHOWN_URL_LENGTH = 80;

/**
 * 404 for a path no route answers (or a path parameter naming nothing a route knows): the message
 * names the method and the path, the path cut short so a long one is not echoed back in full.
 */
export function routeNotFound(request: Pick<FastifyRequest, 'method' | 'url'>): ApiError {
  const path = request.url.split('?')[0] ?? '';
  const url = path.length > SHOWN_URL_LENGTH ? `${path.slice(0, SHOWN_URL_LENGTH)}…` : path;
  return new ApiError(404, 'route_not_found', { method: request.method, url });
}

/**
 * A rule message (`tags_too_many|{"max":10}`, schema/rules.ts) in words: its key's text with its
 * parameters, else the text of the rule of that name, else "invalid value"; never the raw key.
 */
export function ruleText(t: Translator, message: string): string {
  const { key, params } = readRuleMessage(message);
  if (isMessageKey(key)) return t(key, params);
  const ruleKey = `import_rule_${key}`;
  return isMessageKey(ruleKey) ? t(ruleKey, params) : t('import_rule_invalid');
}

/** The field errors of a refusal in words, for its message: `adults: Höchstens 10 Einträge.` */
export function fieldErrorsText(t: Translator, errors: Readonly<Record<string, string>>): string {
  const entries = Object.entries(errors);
  const shown = entries.slice(0, 5).map(([field, message]) => `${field}: ${ruleText(t, message)}`);
  return entries.length > 5 ? `${shown.join('; ')}; …` : shown.join('; ');
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/** Fastify's errors about a path it cannot route (undecodable, a parameter too long) */
const BAD_URL_CODES = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH']);

/** Every error leaves as JSON {message, messageKey?, errors?, notify?}; never a stack trace. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const t = request.t;
  let status = 500;
  let body: ApiErrorBody;
  if (error instanceof ApiError) {
    status = error.status;
    // a refusal naming fields without its own detail says them in words
    const params =
      error.extra.errors && error.params.detail === undefined
        ? { ...error.params, detail: fieldErrorsText(t, error.extra.errors) }
        : error.params;
    body = { message: t(error.key, params), messageKey: error.key };
    if (error.extra.errors) body.errors = error.extra.errors;
    if (error.extra.notify) body.notify = error.extra.notify;
    for (const [name, value] of Object.entries(error.extra.headers ?? {})) reply.header(name, value);
  } else if (isFastifyError(error) && error.validation) {
    status = 400;
    body = { message: t('invalid_request', { detail: error.message }), messageKey: 'invalid_request' };
  } else if (isFastifyError(error) && BAD_URL_CODES.has(error.code)) {
    // the message names the path: never echoed
    status = error.statusCode ?? 400;
    body = { message: t('invalid_url'), messageKey: 'invalid_url' };
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

/**
 * Fastify's frameworkErrors: errors it meets before a route is found (a path that cannot be
 * decoded) skip the hooks, so this adds what the onRequest hooks would (security headers, no-store,
 * the language of the path) and answers through errorHandler.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { lang } = languageOfPath(request.originalUrl);
  request.lang = lang;
  request.t = translator(lang);
  reply.headers(securityHeaderValues(null, { hsts: usesHsts(request.server.config?.publicUrl) }));
  reply.header('Cache-Control', 'no-store');
  errorHandler(error, request, reply);
}

const PARSER_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * Fastify's clientErrorHandler: a request Node's HTTP parser refuses never reaches Fastify, so the
 * reply is written here, with the app's security headers and error body, naming nothing it read.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.info({ err: error }, 'unreadable request refused');
  const status = PARSER_ERROR_STATUS[error.code ?? ''] ?? 400;
  const body = JSON.stringify({
    message: translate('de', 'malformed_request'),
    messageKey: 'malformed_request',
  } satisfies ApiErrorBody);
  const headers: Record<string, string> = {
    ...securityHeaderValues(null, { hsts: usesHsts(this.config?.publicUrl) }),
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  if (socket.writable) {
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
