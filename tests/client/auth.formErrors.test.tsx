import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  challenge,
  mockApi,
  renderAuthPages,
  restoreApi,
  signInWithPassword,
  startWithSso,
  twoFactorServer,
  type Call,
  type Reply,
} from './authFixtures';

/** Every sign-in and password form shows a server's field error on its input (the form engine's mapping). */

const ID = '3f1c2a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const fieldRefusal = (errors: Record<string, string>): Reply => ({
  status: 400,
  data: { message: 'Ungültige Angaben', messageKey: 'invalid_request', errors },
});

function server(routes: Record<string, (call: Call) => Reply>) {
  return mockApi(
    (call) => routes[call.url]?.(call) ?? { status: 404, data: { message: `no route ${call.url}` } },
  );
}

/** The input whose form control shows `text`. */
async function inputShowing(text: string): Promise<HTMLInputElement | null> {
  const message = await screen.findByText(text);
  return message.closest('.MuiFormControl-root')?.querySelector('input') ?? null;
}

beforeEach(() => startWithSso(null));
afterEach(restoreApi);

describe("the sign-in forms put the server's field errors on their inputs", () => {
  it('the password step: a refused username on the username, no notice of its own', async () => {
    server({ '/api/v1/login': () => fieldRefusal({ username: 'field_too_long' }) });
    renderAuthPages();
    const person = userEvent.setup();
    await signInWithPassword(person);
    const input = await inputShowing('Der Text ist zu lang.');
    expect(input?.name).toBe('username');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the code of a second factor being set up', async () => {
    twoFactorServer(
      { data: challenge({ method: null, enrolmentRequired: true }) },
      {
        '/api/v1/2fa-authentication/setup': () => ({ data: { method: 'email', sentTo: 'b***@beta.demo' } }),
        '/api/v1/2fa-authentication': () => fieldRefusal({ code: 'two_factor_code_invalid' }),
      },
    );
    renderAuthPages();
    const person = userEvent.setup();
    await signInWithPassword(person);
    await person.click(await screen.findByRole('button', { name: /Code per E-Mail/ }));
    const form = await screen.findByRole('form', { name: 'Zwei-Faktor-Anmeldung einrichten' });
    await person.type(within(form).getByLabelText(/^Code/, { selector: 'input' }), '12 34 56{Enter}');
    const input = await inputShowing('Der Code ist falsch oder abgelaufen.');
    expect(input?.id).toBe('enrol-code');
    expect(input?.value).toBe('123456');
  });

  it('the request for a reset link: a refused e-mail address on the one input', async () => {
    const calls = server({
      '/api/v1/accounts/password/reset/request': () => fieldRefusal({ email: 'email_invalid' }),
    });
    renderAuthPages('/login?forgot');
    const person = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Passwort zurücksetzen' });
    await person.type(within(form).getByLabelText(/Benutzername oder E-Mail/), 'beta@x{Enter}');
    const input = await inputShowing('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(input?.id).toBe('reset-login');
    expect(calls).toEqual([expect.objectContaining({ body: { email: 'beta@x' } })]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the password of an invitation', async () => {
    const password = 'Willkommen26!';
    server({
      [`/api/v1/accounts/invitation/${ID}/init`]: () => ({
        data: { valid: true, username: 'anna.muster', expiresAt: '2026-03-01T11:00:00Z' },
      }),
      '/api/v1/accounts/invitation/confirm': () => fieldRefusal({ password: 'password_too_long' }),
    });
    renderAuthPages(`/action/account/${ID}/invitation?token=tok-abc`);
    const person = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Passwort festlegen' });
    await person.type(within(form).getByLabelText(/^Neues Passwort\s*\*?$/, { selector: 'input' }), password);
    await person.type(
      within(form).getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' }),
      `${password}{Enter}`,
    );
    const input = await inputShowing('Das Passwort darf höchstens 20 Zeichen lang sein.');
    expect(input?.id).toBe('new-password');
    // the page stays on the form, with what was typed
    expect(input?.value).toBe(password);
  });

  it('leaves the sign-in without asking about typed input', async () => {
    server({});
    renderAuthPages();
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/Benutzername oder E-Mail/), 'beta.assistant');
    await person.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('form', { name: 'Passwort zurücksetzen' })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(await screen.findByRole('form', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
