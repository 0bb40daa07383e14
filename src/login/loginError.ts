import { isAxiosError } from 'axios';
import type { ApiErrorBody } from '../../schema/api/common';
import { isNetworkError, isTimeout, statusOf } from '../../dataProvider';
import { fieldErrorsOf } from '../forms/fieldErrors';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Seconds until a Retry-After header (seconds or an HTTP date) allows another try; null when absent. */
function secondsUntil(header: unknown, now: number): number | null {
  if (typeof header !== 'string' && typeof header !== 'number') return null;
  const text = String(header).trim();
  if (!text) return null;
  const seconds = /^\d+$/.test(text) ? Number(text) : (Date.parse(text) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : null;
}

/** Whole minutes until a Retry-After header (seconds or an HTTP date) allows another try; null when absent. */
export function retryAfterMinutes(header: unknown, now = Date.now()): number | null {
  const seconds = secondsUntil(header, now);
  return seconds === null ? null : Math.max(1, Math.ceil(seconds / 60));
}

/** A reply header of a failed call, its name compared case-insensitively. */
function headerOf(error: unknown, name: string): unknown {
  const headers: object = (isAxiosError(error) && error.response?.headers) || {};
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

function errorBody(error: unknown): Partial<ApiErrorBody> | null {
  const body: unknown = isAxiosError(error)
    ? error.response?.data
    : (error as { body?: unknown } | null | undefined)?.body;
  return typeof body === 'object' && body !== null ? (body as Partial<ApiErrorBody>) : null;
}

/** The first line of the server's message (already in the request language), or null. */
export function serverMessage(error: unknown): string | null {
  const message = errorBody(error)?.message;
  if (typeof message !== 'string' || !message.trim()) return null;
  return message.split('\n')[0]!.trim();
}

/** The stable key of the server's message (`two_factor_challenge_invalid`, ...), or null. */
export function messageKeyOf(error: unknown): string | null {
  const key = errorBody(error)?.messageKey;
  return typeof key === 'string' ? key : null;
}

/** Seconds until the Retry-After header of a refused call allows another try; null when absent. */
export function retryAfterSeconds(error: unknown, now = Date.now()): number | null {
  return secondsUntil(headerOf(error, 'retry-after'), now);
}

/** How the code step reacts to a refused code, resend or set-up. */
export interface TwoFactorFailure {
  /** the challenge is gone (expired, used, unknown): back to the password step */
  restart: boolean;
  /** the text belongs to the code input rather than to the form */
  onField: boolean;
  text: string;
}

/**
 * A refused call of the second factor: an expired or unknown challenge restarts the sign-in; a
 * wrong code is the code input's error; 429 says how long to wait (a resend sooner than 30
 * seconds in seconds, too many wrong codes in minutes); anything else as for the password.
 */
export function twoFactorFailure(error: unknown, translate: Translate): TwoFactorFailure {
  const status = statusOf(error);
  const key = messageKeyOf(error);
  const fields = fieldErrorsOf(error);
  if (status === 410 || key === 'two_factor_challenge_invalid' || fields.challenge) {
    return { restart: true, onField: false, text: serverMessage(error) ?? translate('auth_2fa_expired') };
  }
  if (status === 429) {
    const seconds = retryAfterSeconds(error);
    if (key === 'two_factor_resend_too_soon' && seconds !== null) {
      return {
        restart: false,
        onField: false,
        text: translate('auth_2fa_resend_wait', { smart_count: seconds }),
      };
    }
    if (seconds !== null) {
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      return {
        restart: false,
        onField: false,
        text: translate('auth_2fa_too_many', { smart_count: minutes }),
      };
    }
  }
  if (fields.code) return { restart: false, onField: true, text: translate(fields.code) };
  return { restart: false, onField: false, text: loginErrorText(error, translate) };
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
