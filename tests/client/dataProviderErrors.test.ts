import { AxiosError, AxiosHeaders, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import {
  errorNotifications,
  isTimeout,
  RequestError,
  statusOf,
  toRequestError,
  uploadErrorNotifications,
} from '../../dataProvider';
import { de, en, fr, it as itMessages } from '../../i18n/parts/errors';
import { de as forms } from '../../i18n/parts/forms/de';

const messages: Record<string, string> = de;
const translate = (key: string) => messages[key] ?? key;
const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function replyError(status: number, data: unknown): AxiosError {
  const response = { data, status, statusText: '', headers: new AxiosHeaders(), config };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

describe('errorNotifications', () => {
  it('reports a timeout as admin_request_timedout', () => {
    const expected = [{ type: 'error', message: de.admin_request_timedout }];
    expect(
      errorNotifications(new AxiosError('timeout of 120000ms exceeded', 'ECONNABORTED', config), translate),
    ).toEqual(expected);
    expect(errorNotifications(new AxiosError('timeout', 'ETIMEDOUT', config), translate)).toEqual(expected);
    expect(
      errorNotifications(toRequestError(new AxiosError('t', 'ECONNABORTED', config)), translate),
    ).toEqual(expected);
  });

  it('shows each entry of a notify list with its type, title, text and duration', () => {
    const error = replyError(409, {
      message: 'ignored',
      notify: [
        { type: 'danger', title: 'Nicht möglich', text: 'Objekt ist reserviert', duration: 8000 },
        { type: 'success', title: 'Teilweise erledigt.', text: '2 von 3 Objekten' },
        { type: 'warning', title: '', text: 'Nur Text' },
        { type: 'info', title: 'Nur Titel', text: '' },
      ],
    });
    expect(errorNotifications(error, translate)).toEqual([
      { type: 'error', message: 'Nicht möglich: Objekt ist reserviert', duration: 8000 },
      { type: 'success', message: 'Teilweise erledigt. 2 von 3 Objekten' },
      { type: 'warning', message: 'Nur Text' },
      { type: 'info', message: 'Nur Titel' },
    ]);
  });

  it('reports 403 titled admin_permissions with the text admin_access_denied', () => {
    const error = replyError(403, { message: 'Zugriff verweigert', messageKey: 'admin_access_denied' });
    expect(errorNotifications(error, translate)).toEqual([
      { type: 'error', message: `${de.admin_permissions}: ${de.admin_access_denied}` },
    ]);
    expect(errorNotifications(toRequestError(error), translate)).toEqual(
      errorNotifications(error, translate),
    );
  });

  it('reports each refused upload with its file names and message or detail', () => {
    const error = replyError(400, {
      status: 'error',
      uploaded: [],
      errors: [
        { file_names: ['a.exe', 'b.exe'], message: 'Dateityp nicht erlaubt' },
        { file_names: ['gross.pdf'], detail: 'Datei grösser als 10 MB' },
        { file_names: 'c.pdf' },
      ],
    });
    expect(errorNotifications(error, translate)).toEqual([
      { type: 'error', message: 'a.exe, b.exe: Dateityp nicht erlaubt' },
      { type: 'error', message: 'gross.pdf: Datei grösser als 10 MB' },
      { type: 'error', message: `c.pdf: ${de.error_upload_failed}` },
    ]);
  });

  it('falls back to the generic upload error for an empty error list', () => {
    expect(errorNotifications(replyError(400, { errors: [] }), translate)).toEqual([
      { type: 'error', message: de.error_upload_failed },
    ]);
    expect(uploadErrorNotifications([{ file_names: ['x.pdf'], message: 'zu gross' }], translate)).toEqual([
      { type: 'error', message: 'x.pdf: zu gross' },
    ]);
  });

  it('shows the first line of the message of a JSON error, or of a text error', () => {
    const form = replyError(400, {
      message: 'Ungültige Eingabe\nDetails',
      errors: { email: 'invalid_email' },
    });
    expect(errorNotifications(form, translate)).toEqual([{ type: 'error', message: 'Ungültige Eingabe' }]);
    expect(errorNotifications(replyError(500, '\nInterner Fehler\nTrace'), translate)).toEqual([
      { type: 'error', message: 'Interner Fehler' },
    ]);
  });

  it('does not show an HTML error page; it says the request failed', () => {
    expect(errorNotifications(replyError(502, '<html><body>Bad Gateway</body></html>'), translate)).toEqual([
      { type: 'error', message: de.error_request_failed },
    ]);
  });

  it('says the server cannot be reached when no reply came', () => {
    const network = new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const expected = [{ type: 'error', message: de.error_server_unreachable }];
    expect(errorNotifications(network, translate)).toEqual(expected);
    expect(errorNotifications(toRequestError(network), translate)).toEqual(expected);
  });

  it('shows nothing for a call the client cancelled', () => {
    expect(errorNotifications(new CanceledError(undefined, undefined, config), translate)).toEqual([]);
  });

  it('shows the message of any other error', () => {
    expect(errorNotifications(new Error('Kaputt\nstack'), translate)).toEqual([
      { type: 'error', message: 'Kaputt' },
    ]);
    expect(
      errorNotifications(new HttpError('Schon vergeben', 409, { message: 'Schon vergeben' }), translate),
    ).toEqual([{ type: 'error', message: 'Schon vergeben' }]);
    expect(errorNotifications(undefined, translate)).toEqual([{ type: 'error', message: de.error_unknown }]);
  });

  it('says a rule message in words with its parameters, never as its key', () => {
    // polyglot's way: the key's text (else `_`), with %{name} filled in
    const catalogue: Record<string, string> = { ...de, ...forms };
    const polyglot = (key: string, options: Record<string, unknown> = {}) =>
      (catalogue[key] ?? String(options._ ?? key)).replace(/%\{(\w+)\}/g, (_, name: string) =>
        String(options[name]),
      );
    expect(errorNotifications(new Error('tags_too_many|{"max":10}'), polyglot)).toEqual([
      { type: 'error', message: 'Höchstens 10 Einträge.' },
    ]);
    // a key the catalogue lacks is not shown raw either
    expect(errorNotifications(new Error('unknown_rule|{"max":3}'), polyglot)).toEqual([
      { type: 'error', message: de.error_unknown },
    ]);
  });
});

describe('statusOf, isTimeout and RequestError', () => {
  it('reads the status of axios errors, HttpErrors and plain objects', () => {
    expect(statusOf(replyError(404, {}))).toBe(404);
    expect(statusOf(new HttpError('x', 401))).toBe(401);
    expect(statusOf({ status: 403 })).toBe(403);
    expect(statusOf(new AxiosError('Network Error', 'ERR_NETWORK', config))).toBeUndefined();
    expect(statusOf(new Error('x'))).toBeUndefined();
  });

  it('recognises timeouts by their code only', () => {
    expect(isTimeout(new AxiosError('t', 'ECONNABORTED', config))).toBe(true);
    expect(isTimeout(new AxiosError('t', 'ETIMEDOUT', config))).toBe(true);
    expect(isTimeout(replyError(504, 'Gateway Timeout'))).toBe(false);
    expect(isTimeout(new Error('timeout'))).toBe(false);
  });

  it('converts axios errors into HttpErrors that keep status, body and code', () => {
    const converted = toRequestError(replyError(409, { message: 'Veraltet', messageKey: 'stale' }));
    expect(converted).toBeInstanceOf(HttpError);
    expect(converted).toBeInstanceOf(RequestError);
    expect(converted).toMatchObject({
      status: 409,
      body: { message: 'Veraltet' },
      message: 'Veraltet',
      code: 'ERR_BAD_REQUEST',
    });
    const timeout = toRequestError(new AxiosError('t', 'ECONNABORTED', config));
    expect(timeout).toMatchObject({ message: 'admin_request_timedout', status: undefined });
    expect(isTimeout(timeout)).toBe(true);
    const plain = new Error('x');
    expect(toRequestError(plain)).toBe(plain);
  });
});

describe('texts', () => {
  it('has every key in all four languages, Swiss spelling in German', () => {
    for (const part of [fr, itMessages, en]) expect(Object.keys(part).sort()).toEqual(Object.keys(de).sort());
    for (const part of [de, fr, itMessages, en])
      for (const text of Object.values(part)) expect(text.trim()).not.toBe('');
    expect(Object.values(de).join(' ')).not.toContain('ß');
  });
});
