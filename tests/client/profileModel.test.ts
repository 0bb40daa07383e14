import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { deviceOf } from '../../resources/profile-settings/profileModel';
import { profileSettingsSchema } from '../../schema/validation';
import { fieldTest, submissionErrorsOf, zodResolver } from '../../src/forms';

function replyError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response = { data, status, statusText: '', headers: new AxiosHeaders(), config };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
}

describe('deviceOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
      'Chrome',
      'Linux',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iPad',
    ],
    ['curl/8.5.0', 'curl', null],
    ['Playwright/1.50.0 (x64; debian 12) node/20.19', 'Playwright', null],
  ])('reads %s', (ua, browser, os) => {
    expect(deviceOf(ua)).toEqual({ browser, os });
  });

  it('knows nothing of an empty user agent', () => {
    expect(deviceOf('')).toEqual({ browser: null, os: null });
    expect(deviceOf('SomethingElse/1.0')).toEqual({ browser: null, os: null });
  });
});

describe('form errors', () => {
  it('names the first broken rule of each field', async () => {
    const resolve = zodResolver(profileSettingsSchema);
    const { errors } = await resolve(
      { first_name: null, last_name: 'Meier', email: 'x@', username: 'ab!', language: 'es', version: 1 },
      undefined,
      {} as ResolverOptions<Record<string, unknown>>,
    );
    expect(
      Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message])),
    ).toEqual({
      first_name: 'general_field_is_required',
      email: 'email_invalid',
      username: 'username_too_short',
      language: 'language_invalid',
    });
  });

  it("keeps the server's errors of the form's own fields, and shows the rest", () => {
    const translate = (key: string) => key;
    const own = fieldTest(['email', 'username']);
    const error = replyError(400, {
      message: 'x',
      errors: { email: 'email_taken', version: 'general_field_is_required' },
    });
    expect(submissionErrorsOf(error, own, translate)).toMatchObject({
      email: expect.stringContaining('email_taken'),
      root: { serverError: 'general_field_is_required' },
    });
    expect(submissionErrorsOf(error, own, translate)).not.toHaveProperty('version');
    expect(
      submissionErrorsOf(replyError(400, { errors: { version: 'x' } }), fieldTest(['email']), translate),
    ).toEqual({
      root: { serverError: 'x' },
    });
    expect(
      submissionErrorsOf(replyError(500, { errors: { email: 'x' } }), fieldTest(['email']), translate),
    ).toBeNull();
  });
});
