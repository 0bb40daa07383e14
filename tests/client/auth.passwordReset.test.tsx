import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passwordRuleStates } from '../../src/public/PasswordChecklist';
import { mockApi, renderAuthPages, restoreApi, startWithSso, type Call, type Reply } from './authFixtures';

const ID = '3f1c2a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const RESET_PAGE = `/action/account/${ID}/password-reset-form?token=tok-abc`;
const CHECK = `/api/v1/accounts/password/reset/check/${ID}/init`;
const CONFIRM = '/api/v1/accounts/password/reset/confirm';

function server(routes: Record<string, (call: Call) => Reply>) {
  return mockApi(
    (call) => routes[call.url]?.(call) ?? { status: 404, data: { message: `no route ${call.url}` } },
  );
}

const validLink = () => ({
  data: { valid: true, username: 'beta.assistant', expiresAt: '2026-03-01T11:00:00Z' },
});

/** The ticked rules of the checklist, by their text. */
function checklist(): Record<string, boolean> {
  const list = screen.getByRole('list', { name: 'Das Passwort braucht:' });
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((item) => [
        item.querySelector('span')?.textContent ?? '',
        item.getAttribute('data-met') === 'true',
      ]),
  );
}

beforeEach(() => startWithSso(null));
afterEach(restoreApi);

describe('the password-reset page of the mailed link', () => {
  it('checks the link, ticks the rules while typing, puts the server’s field errors on their inputs and then confirms', async () => {
    let confirms = 0;
    const calls = server({
      [CHECK]: validLink,
      [CONFIRM]: () => {
        confirms += 1;
        return confirms === 1
          ? {
              status: 400,
              data: {
                message: 'Ungültige Angaben',
                messageKey: 'invalid_request',
                errors: {
                  password: 'password_needs_special',
                  password_confirmation: 'password_confirmation_mismatch',
                },
              },
            }
          : { data: { message: 'Ihr Passwort wurde geändert.' } };
      },
    });
    renderAuthPages(RESET_PAGE);
    const person = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Neues Passwort festlegen' })).toBeTruthy();
    expect(screen.getByText('Für das Konto «beta.assistant».')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', url: CHECK, params: { token: 'tok-abc' } });

    const password = screen.getByLabelText(/^Neues Passwort$|^Neues Passwort\s*\*/, { selector: 'input' });
    const confirmation = screen.getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' });
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(Object.values(checklist()).some(Boolean)).toBe(false);

    await person.type(password, 'abc');
    expect(checklist()).toEqual({
      '6 bis 20 Zeichen': false,
      'einen Kleinbuchstaben': true,
      'einen Grossbuchstaben': false,
      'eine Ziffer': false,
      'ein Sonderzeichen, z. B. ! ? # . -': false,
    });
    await person.type(password, 'DEF12!');
    expect(Object.values(checklist()).every(Boolean)).toBe(true);

    // a different confirmation is refused before anything is sent
    await person.type(confirmation, 'abcDEF12?{Enter}');
    expect(await screen.findByText('Die beiden Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(calls.filter((c) => c.url === CONFIRM)).toHaveLength(0);

    await person.clear(confirmation);
    await person.type(confirmation, 'abcDEF12!{Enter}');
    // the server's field errors, each under its own input
    const passwordError = await screen.findByText('Das Passwort braucht ein Sonderzeichen.');
    expect(passwordError.id).toBe('new-password-helper-text');
    expect(screen.getByText('Die beiden Passwörter stimmen nicht überein.').id).toBe(
      'new-password-confirmation-helper-text',
    );
    expect(password.getAttribute('aria-invalid')).toBe('true');

    await person.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(
      await screen.findByText(
        'Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.',
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.url === CONFIRM).at(-1)?.body).toEqual({
      id: ID,
      token: 'tok-abc',
      password: 'abcDEF12!',
      password_confirmation: 'abcDEF12!',
    });
    await person.click(screen.getByRole('link', { name: 'Zur Anmeldung' }));
    expect(await screen.findByRole('form', { name: 'Anmelden' })).toBeTruthy();
  });

  it.each([
    [400, 'Dieser Link zum Zurücksetzen des Passworts ist ungültig. Bitte fordern Sie einen neuen an.'],
    [410, 'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen (er gilt eine Stunde).'],
  ])(
    'says why a link does not work (%s) and offers a new one from the sign-in page',
    async (status, message) => {
      server({ [CHECK]: () => ({ status, data: { message, messageKey: 'password_reset_link_invalid' } }) });
      renderAuthPages(RESET_PAGE);
      const person = userEvent.setup();

      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.queryByLabelText(/^Neues Passwort/)).toBeNull();
      await person.click(screen.getByRole('link', { name: 'Neuen Link anfordern' }));
      expect(await screen.findByRole('heading', { name: 'Passwort zurücksetzen' })).toBeTruthy();
      expect(screen.getByRole('form', { name: 'Passwort zurücksetzen' })).toBeTruthy();
    },
  );

  it('turns to the invalid-link message when the link was used meanwhile', async () => {
    server({
      [CHECK]: validLink,
      [CONFIRM]: () => ({ status: 410, data: { message: 'Dieser Link wurde bereits verwendet.' } }),
    });
    renderAuthPages(RESET_PAGE);
    const person = userEvent.setup();
    await person.type(
      await screen.findByLabelText(/^Neues Passwort\s*\*?$/, { selector: 'input' }),
      'abcDEF12!',
    );
    await person.type(
      screen.getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' }),
      'abcDEF12!{Enter}',
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Dieser Link wurde bereits verwendet.');
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toBeTruthy();
  });
});

describe('asking for a reset link on the sign-in page', () => {
  it.each([
    ['beta.assistant', { username: 'beta.assistant' }],
    ['beta.assistant@beta.demo', { email: 'beta.assistant@beta.demo' }],
  ])('sends %s and answers the same confirmation whatever the server knows', async (typed, body) => {
    const calls = server({
      '/api/v1/accounts/password/reset/request': () => ({ data: { message: 'whatever the server says' } }),
    });
    renderAuthPages('/login?redirect=%2Fobjects');
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Passwort vergessen?' }));
    // the request form is a state of the sign-in page (its address keeps the redirect)
    expect(screen.queryByTestId('where')).toBeNull();

    const form = screen.getByRole('form', { name: 'Passwort zurücksetzen' });
    await person.type(within(form).getByLabelText(/Benutzername oder E-Mail/), `${typed}{Enter}`);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Wenn zu diesen Angaben ein Konto besteht, haben wir Ihnen eine E-Mail mit einem Link gesendet. Der Link ist eine Stunde gültig. Bitte schauen Sie auch im Spam-Ordner nach.',
    );
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', body })]);

    await person.click(screen.getByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(await screen.findByRole('form', { name: 'Anmelden' })).toBeTruthy();
  });

  it('takes over what was typed as username', async () => {
    server({});
    renderAuthPages();
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/Benutzername oder E-Mail/), 'beta.assistant');
    await person.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    const form = await screen.findByRole('form', { name: 'Passwort zurücksetzen' });
    expect((within(form).getByLabelText(/Benutzername oder E-Mail/) as HTMLInputElement).value).toBe(
      'beta.assistant',
    );
  });
});

describe('passwordRuleStates', () => {
  it('ticks the length only between 6 and 20 characters', () => {
    const length = (password: string) => passwordRuleStates(password)[0]?.met;
    expect(length('')).toBe(false);
    expect(length('aB1!x')).toBe(false);
    expect(length('aB1!xy')).toBe(true);
    expect(length('aB1!'.repeat(5))).toBe(true);
    expect(length('aB1!'.repeat(5) + 'x')).toBe(false);
  });
});
