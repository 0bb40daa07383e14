import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/** Helpers of the sign-in browser tests (signin-*.spec.ts). */

/** The project those tests work in: its own customer, no other browser test signs its users in. */
export const BETA = 'beta';
export const betaHeaders = (token?: string): Record<string, string> =>
  token ? { 'tenant-name': BETA, authorization: `Bearer ${token}` } : { 'tenant-name': BETA };

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/[\s=]+/g, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/** The code an authenticator app shows for a base32 secret (RFC 6238: HMAC-SHA-1, 30 s, 6 digits). */
export function totpCode(secret: string, timeMs = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 30_000)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * The code of the next 30-second step: the server takes one step either side, and never a step
 * it took before, so a sign-in right after a set-up (which used the current step) needs this one.
 */
export const nextTotpCode = (secret: string): string => totpCode(secret, Date.now() + 30_000);

/** POST /api/v1/login in the beta project: the whole reply (a session or a challenge). */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Record<string, unknown>> {
  const response = await request.post('/api/v1/login', {
    headers: betaHeaders(),
    data: { username, password },
  });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** A POST with a session in the beta project that must succeed; its JSON reply. */
export async function apiPost<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(path, { headers: betaHeaders(token), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The token of the user the page has stored (dataProvider/storage.ts). */
export async function storedToken(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('immodesk.user') ?? '{}') as { token?: string }).token,
  );
}

/** The stored user's username. */
export async function storedUsername(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem('immodesk.user') ?? '{}') as { username?: string }).username,
  );
}

/** Fills the password step of the login form. */
export async function fillPasswordStep(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Anmelden' });
  await form.getByRole('textbox', { name: 'Benutzername oder E-Mail' }).fill(username);
  await form.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
}
