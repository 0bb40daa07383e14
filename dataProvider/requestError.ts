import { isAxiosError } from 'axios';
import { HttpError } from 'ra-core';

/**
 * What the dataProvider throws: react-admin's HttpError (status, body, a readable message) that
 * also keeps axios' error code, so a timeout or a network failure stays recognisable.
 * Callers of `api` directly get axios errors; every helper here reads both.
 */
export class RequestError extends HttpError {
  /** axios' code: ECONNABORTED / ETIMEDOUT (timeout), ERR_NETWORK, ERR_CANCELED, ... */
  readonly code: string | undefined;

  constructor(message: string, status: number | undefined, body: unknown, code?: string) {
    super(message, status, body);
    // HttpError resets the prototype to its own; keep this class's
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'RequestError';
    this.code = code;
  }
}

const TIMEOUT_CODES = ['ECONNABORTED', 'ETIMEDOUT'];

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

function codeOf(error: unknown): string | undefined {
  const code = field(error, 'code');
  return typeof code === 'string' ? code : undefined;
}

/** The HTTP status of a failed call, or undefined when no reply came (timeout, network). */
export function statusOf(error: unknown): number | undefined {
  if (isAxiosError(error)) return error.response?.status;
  const status = field(error, 'status');
  return typeof status === 'number' && status > 0 ? status : undefined;
}

/** The reply body of a failed call (the server's JSON error, a text, or nothing). */
export function bodyOf(error: unknown): unknown {
  if (isAxiosError(error)) return error.response?.data;
  return field(error, 'body') ?? undefined;
}

export function isTimeout(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && TIMEOUT_CODES.includes(code);
}

/** A call the client itself cancelled (a list left before its reply): nothing to show. */
export function isCanceled(error: unknown): boolean {
  return codeOf(error) === 'ERR_CANCELED' || field(error, 'name') === 'CanceledError';
}

/** No reply at all, and not a timeout: the server could not be reached. */
export function isNetworkError(error: unknown): boolean {
  if (isTimeout(error) || isCanceled(error)) return false;
  if (isAxiosError(error)) return !error.response;
  return codeOf(error) === 'ERR_NETWORK';
}

/** The first non-empty line of a text; HTML pages (proxy errors) count as no text. */
export function firstLine(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!trimmed || trimmed.startsWith('<')) return null;
  const line = trimmed.split(/\r?\n/).find((l) => l.trim());
  return line ? line.trim() : null;
}

/** The error text of a reply body: `message` of a JSON body, or the text body itself. */
export function bodyText(body: unknown): string | null {
  if (typeof body === 'string') return firstLine(body);
  return firstLine(field(body, 'message'));
}

/** A JSON object or array that arrived as text (responseType 'text'); anything else unchanged. */
export function parseJsonText(data: unknown): unknown {
  if (typeof data !== 'string' || !/^\s*[{[]/.test(data)) return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * An axios error as a RequestError; anything else unchanged. The message is the server's
 * first line, else a translation key react-admin's notifications translate.
 */
export function toRequestError(error: unknown): unknown {
  if (!isAxiosError(error)) return error;
  const status = error.response?.status;
  const body = parseJsonText(error.response?.data);
  let message = bodyText(body);
  if (!message) {
    if (isTimeout(error)) message = 'admin_request_timedout';
    else if (!error.response && !isCanceled(error)) message = 'error_server_unreachable';
    else message = 'error_request_failed';
  }
  return new RequestError(message, status, body, error.code);
}
