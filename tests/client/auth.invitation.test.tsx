import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderAuthPages, restoreApi, startWithSso, type Call, type Reply } from './authFixtures';

const ID = '3f1c2a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const PAGE = `/action/account/${ID}/invitation?token=tok-abc`;
const CHECK = `/api/v1/accounts/invitation/${ID}/init`;
const CONFIRM = '/api/v1/accounts/invitation/confirm';
const PASSWORD = 'Willkommen26!';

function server(routes: Record<string, (call: Call) => Reply>) {
  return mockApi(
    (call) => routes[call.url]?.(call) ?? { status: 404, data: { message: `no route ${call.url}` } },
  );
}

beforeEach(() => startWithSso(null));
afterEach(restoreApi);

describe('the invitation page of the mailed link', () => {
  it('checks the link, sets the first password and leads to the sign-in', async () => {
    const calls = server({
      [CHECK]: () => ({ data: { valid: true, username: 'anna.muster', expiresAt: '2026-03-01T11:00:00Z' } }),
      [CONFIRM]: () => ({ data: { message: 'Ihr Passwort ist gesetzt.' } }),
    });
    renderAuthPages(PAGE);
    const person = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Passwort festlegen' })).toBeTruthy();
    expect(screen.getByText('Für das Konto «anna.muster».')).toBeTruthy();
    await person.type(
      screen.getByLabelText(/^Neues Passwort$|^Neues Passwort\s*\*/, { selector: 'input' }),
      PASSWORD,
    );
    await person.type(
      screen.getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' }),
      `${PASSWORD}{Enter}`,
    );
    expect(await screen.findByText('Ihr Passwort ist gesetzt. Sie können sich jetzt anmelden.')).toBeTruthy();
    expect(calls.find((c) => c.url === CONFIRM)).toMatchObject({
      method: 'POST',
      body: { id: ID, token: 'tok-abc', password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
  });

  it('says when the link was used, and offers only the sign-in (a new link comes from the admin)', async () => {
    server({
      [CHECK]: () => ({
        status: 410,
        data: {
          message: 'Dieser Einladungslink wurde bereits verwendet.',
          messageKey: 'invitation_link_used',
        },
      }),
    });
    renderAuthPages(PAGE);
    expect(await screen.findByText('Dieser Einladungslink wurde bereits verwendet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Neuen Link anfordern' })).toBeNull();
  });
});
