import type { Notify, NotificationType } from '../schema/api/common';
import { readRuleMessage } from '../schema/ruleMessages';
import { bodyOf, bodyText, firstLine, isCanceled, isNetworkError, isTimeout, statusOf } from './requestError';

/** A notification ready for react-admin's notify(message, { type, autoHideDuration }). */
export interface AppNotification {
  type: 'info' | 'success' | 'warning' | 'error';
  /** final text, already translated */
  message: string;
  /** milliseconds; absent: the app's default */
  duration?: number;
}

/** react-admin's translate, or any function of the same shape. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One file's refusal in an upload reply (spec 2 section 7.6). */
export interface UploadFileError {
  file_names?: string[] | string;
  message?: string;
  detail?: string;
}

const NOTIFY_TYPES: Record<NotificationType, AppNotification['type']> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};

function joinTitle(title: string, text: string): string {
  if (title && text) return /[.!?:]$/.test(title) ? `${title} ${text}` : `${title}: ${text}`;
  return title || text;
}

function isNotify(value: unknown): value is Notify {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Notify>;
  return typeof entry.title === 'string' || typeof entry.text === 'string';
}

/** The server's notify list as notifications: type (danger -> error), title and text, duration. */
export function notifyNotifications(notify: readonly unknown[]): AppNotification[] {
  return notify.filter(isNotify).map((entry) => {
    const notification: AppNotification = {
      type: NOTIFY_TYPES[entry.type] ?? 'error',
      message: joinTitle(entry.title?.trim() ?? '', entry.text?.trim() ?? ''),
    };
    if (typeof entry.duration === 'number' && entry.duration > 0) notification.duration = entry.duration;
    return notification;
  });
}

function fileNames(value: UploadFileError['file_names']): string {
  if (Array.isArray(value)) return value.filter((name) => typeof name === 'string' && name).join(', ');
  return typeof value === 'string' ? value : '';
}

/**
 * Per-file upload refusals: one danger notice per entry with its file names and message (or
 * detail); an entry without either, or an empty list, gives the generic upload error.
 * Also for the `errors` of a successful upload reply.
 */
export function uploadErrorNotifications(
  errors: readonly unknown[],
  translate: Translate,
): AppNotification[] {
  const generic = (names = ''): AppNotification => ({
    type: 'error',
    message: joinTitle(names, translate('error_upload_failed')),
  });
  if (errors.length === 0) return [generic()];
  return errors.map((raw) => {
    const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as UploadFileError;
    const names = fileNames(entry.file_names);
    const reason = firstLine(entry.message) ?? firstLine(entry.detail);
    return reason ? { type: 'error', message: joinTitle(names, reason) } : generic(names);
  });
}

function listField(body: unknown, name: 'notify' | 'errors'): unknown[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return Array.isArray(value) ? value : null;
}

const danger = (message: string): AppNotification[] => [{ type: 'error', message }];

/**
 * The error catalogue of spec 2 section 8 as notifications, in this order: timeout; the
 * server's notify list; 403 (admin_permissions / admin_access_denied; the caller leaves it out
 * on the DMS registration and login pages); upload errors; the first line of the error text;
 * no reply at all (server not reachable). A cancelled call shows nothing.
 * 401 is not here: the authProvider logs out and navigates.
 */
export function errorNotifications(error: unknown, translate: Translate): AppNotification[] {
  if (isCanceled(error)) return [];
  if (isTimeout(error)) return danger(translate('admin_request_timedout'));

  const body = bodyOf(error);
  const notify = listField(body, 'notify');
  if (notify && notify.some(isNotify)) return notifyNotifications(notify);

  const status = statusOf(error);
  if (status === 403) {
    return danger(joinTitle(translate('admin_permissions'), translate('admin_access_denied')));
  }

  const uploadErrors = listField(body, 'errors');
  if (uploadErrors) return uploadErrorNotifications(uploadErrors, translate);

  const text = bodyText(body);
  if (text) return danger(text);
  if (isNetworkError(error)) return danger(translate('error_server_unreachable'));
  if (status !== undefined) return danger(translate('error_request_failed'));

  const message = error instanceof Error ? firstLine(error.message) : firstLine(error);
  if (!message) return danger(translate('error_unknown'));
  // a rule message (`tags_too_many|{"max":10}`) is its key's text with its parameters, never itself
  const { key, params } = readRuleMessage(message);
  const fallback = key === message ? message : translate('error_unknown');
  return danger(translate(key, { ...params, _: fallback }));
}
