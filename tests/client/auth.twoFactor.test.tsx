import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser } from '../../dataProvider/storage';
import { resendSecondsLeft } from '../../src/login/ResendCodeButton';
import {
  challenge,
  renderAuthPages,
  restoreApi,
  signInWithPassword,
  startWithSso,
  twoFactorServer,
  twoFactorSession,
} from './authFixtures';

beforeEach(() => startWithSso(null));
afterEach(() => {
  restoreApi();
  vi.useRealTimers();
});

describe('sign-in with a second factor', () => {
  it('asks for the app code after the password, refuses a wrong code on the input and signs in with the right one', async () => {
    const codes: string[] = [];
    const calls = twoFactorServer(
      { data: challenge() },
      {
        '/api/v1/2fa-authentication': (call) => {
          const { code } = call.body as { code: string };
          codes.push(code);
          return code === '123456'
            ? { data: twoFactorSession }
            : {
                status: 400,
                data: {
                  message: 'Ungültig',
                  messageKey: 'invalid',
                  errors: { code: 'two_factor_code_invalid' },
                },
              };
        },
      },
    );
    renderAuthPages('/login?redirect=%2Fobjects%2Fparking');
    const person = userEvent.setup();
    await signInWithPassword(person);

    expect(await screen.findByRole('heading', { name: 'Anmeldung bestätigen' })).toBeTruthy();
    expect(screen.getByText('Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.')).toBeTruthy();
    // no session yet, and the challenge is kept nowhere but in the page
    expect(getStoredUser()).toBeNull();
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain('chal-1');
    const input = screen.getByLabelText(/^Code/, { selector: 'input' });
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(input);

    await person.type(input, '654321{Enter}');
    expect(
      (await screen.findByText('Der Code ist falsch oder abgelaufen.')).closest('.MuiFormControl-root'),
    ).toBe(input.closest('.MuiFormControl-root'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(getStoredUser()).toBeNull();

    await person.clear(input);
    await person.type(input, '123 456{Enter}');
    expect((await screen.findByTestId('where')).textContent).toBe('/objects/parking');
    expect(codes).toEqual(['654321', '123456']);
    expect(calls.find((c) => c.url === '/api/v1/2fa-authentication')?.body).toEqual({
      challenge: 'chal-1',
      code: '654321',
    });
    expect(getStoredUser()?.token).toBe('tok-2fa');
  });

  it('goes back to the password with the server’s message when the challenge has expired', async () => {
    twoFactorServer(
      { data: challenge() },
      {
        '/api/v1/2fa-authentication': () => ({
          status: 410,
          data: {
            message: 'Die Zeit für die Eingabe des Codes ist abgelaufen.',
            messageKey: 'two_factor_challenge_expired',
          },
        }),
      },
    );
    renderAuthPages();
    const person = userEvent.setup();
    await signInWithPassword(person);
    await person.type(await screen.findByLabelText(/^Code/, { selector: 'input' }), '123456{Enter}');

    const form = await screen.findByRole('form', { name: 'Anmelden' });
    expect(screen.getByText('Die Zeit für die Eingabe des Codes ist abgelaufen.')).toBeTruthy();
    // the username stays, the password is typed again
    expect((within(form).getByLabelText(/Benutzername oder E-Mail/) as HTMLInputElement).value).toBe(
      'beta.user',
    );
    expect((within(form).getByLabelText(/^Passwort/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '',
    );
    expect(getStoredUser()).toBeNull();
  });

  it('treats an unknown challenge like an expired one', async () => {
    twoFactorServer(
      { data: challenge() },
      {
        '/api/v1/2fa-authentication': () => ({
          status: 400,
          data: {
            message: 'Diese Anmeldung ist nicht mehr gültig.',
            messageKey: 'two_factor_challenge_invalid',
          },
        }),
      },
    );
    renderAuthPages();
    const person = userEvent.setup();
    await signInWithPassword(person);
    await person.type(await screen.findByLabelText(/^Code/, { selector: 'input' }), '123456{Enter}');
    expect(await screen.findByRole('form', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByText('Diese Anmeldung ist nicht mehr gültig.')).toBeTruthy();
  });

  it('says in minutes how long to wait after too many wrong codes', async () => {
    twoFactorServer(
      { data: challenge() },
      {
        '/api/v1/2fa-authentication': () => ({
          status: 429,
          data: { message: 'Zu viele', messageKey: 'too_many_code_attempts' },
          headers: { 'Retry-After': '540' },
        }),
      },
    );
    renderAuthPages();
    const person = userEvent.setup();
    await signInWithPassword(person);
    await person.type(await screen.findByLabelText(/^Code/, { selector: 'input' }), '123456{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu viele falsche Codes. Bitte versuchen Sie es in 9 Minuten erneut.',
    );
  });

  it('takes a recovery code instead, typed as text', async () => {
    const calls = twoFactorServer(
      { data: challenge() },
      { '/api/v1/2fa-authentication': () => ({ data: twoFactorSession }) },
    );
    renderAuthPages();
    const person = userEvent.setup();
    await signInWithPassword(person);
    await person.click(await screen.findByRole('button', { name: 'Wiederherstellungscode verwenden' }));

    expect(screen.getByText(/Geben Sie einen Ihrer Wiederherstellungscodes ein/)).toBeTruthy();
    const input = screen.getByLabelText(/^Wiederherstellungscode/, { selector: 'input' });
    expect(input.getAttribute('inputmode')).toBeNull();
    expect(screen.getByRole('button', { name: 'Code aus der App verwenden' })).toBeTruthy();
    await person.type(input, 'abcd-efgh-jkmn{Enter}');

    expect((await screen.findByTestId('where')).textContent).toBe('/');
    expect(calls.find((c) => c.url === '/api/v1/2fa-authentication')?.body).toEqual({
      challenge: 'chal-1',
      code: 'abcd-efgh-jkmn',
    });
  });

  it('names the address of an e-mailed code and offers a new one only after 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const calls = twoFactorServer(
      { data: challenge({ method: 'email', sentTo: 'b***@beta.demo' }) },
      {
        '/api/v1/2fa-authentication/resend': () => ({
          data: { sentTo: 'b***@beta.demo', message: 'gesendet' },
        }),
      },
    );
    renderAuthPages();
    const person = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await signInWithPassword(person);

    expect(
      await screen.findByText(
        'Wir haben einen 6-stelligen Code an b***@beta.demo gesendet. Geben Sie ihn hier ein.',
      ),
    ).toBeTruthy();
    const waiting = screen.getByRole('button', { name: 'Neuen Code senden (in 30 s)' });
    expect(waiting).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Neuen Code senden (in 20 s)' })).toHaveProperty(
      'disabled',
      true,
    );
    act(() => vi.advanceTimersByTime(20_000));

    await person.click(screen.getByRole('button', { name: 'Neuen Code senden' }));
    expect(await screen.findByText('Wir haben einen neuen Code an b***@beta.demo gesendet.')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/v1/2fa-authentication/resend')).toEqual([
      expect.objectContaining({ method: 'POST', body: { challenge: 'chal-1' } }),
    ]);
    // and the wait starts again
    expect(screen.getByRole('button', { name: 'Neuen Code senden (in 30 s)' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('helpers of the code steps', () => {
  it('counts the resend wait down to zero', () => {
    expect(resendSecondsLeft(1_000, 1_000)).toBe(30);
    expect(resendSecondsLeft(1_000, 1_001)).toBe(30);
    expect(resendSecondsLeft(1_000, 30_999)).toBe(1);
    expect(resendSecondsLeft(1_000, 31_000)).toBe(0);
  });
});
