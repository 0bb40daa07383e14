import { isAxiosError } from 'axios';
import type { ApiErrorBody } from '../../schema/api/common';
import { isNetworkError, isTimeout, statusOf } from '../../dataProvider';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Whole minutes until a Retry-After header (seconds or an HTTP date) allows another try; null when absent. */
export function retryAfterMinutes(header: unknown, now = Date.now()): number | null {
  if (typeof header !== 'string' && typeof header !== 'number') return null;
  const text = String(header).trim();
  if (!text) return null;
  const seconds = /^\d+$/.test(text) ? Number(text) : (Date.parse(text) - now) / 1000;
  if (!Number.isFinite(seconds)) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}

/** A reply header of a failed call, its name compared case-insensitively. */
function headerOf(error: unknown, name: string): unknown {
  const headers: object = (isAxiosError(error) && error.response?.headers) || {};
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

function serverMessage(error: unknown): string | null {
  const body: unknown = isAxiosError(error)
    ? error.response?.data
    : (error as { body?: unknown } | null | undefined)?.body;
  const message = (body as Partial<ApiErrorBody> | null | undefined)?.message;
  if (typeof message !== 'string' || !message.trim()) return null;
  return message.split('\n')[0]!.trim();
}

/**
 * The text a refused sign-in shows in the form: after too many attempts how long to wait (from
 * Retry-After), else the server's own message (in the request language), else a generic one.
 */
export function loginErrorText(error: unknown, translate: Translate): string {
  if (isTimeout(error)) return translate('admin_request_timedout');
  if (isNetworkError(error)) return translate('auth_server_unreachable');
  if (statusOf(error) === 429) {
    const minutes = retryAfterMinutes(headerOf(error, 'retry-after'));
    if (minutes !== null) return translate('auth_too_many_attempts', { smart_count: minutes });
  }
  return serverMessage(error) ?? translate('auth_login_failed');
}
