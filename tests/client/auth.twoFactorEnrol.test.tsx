import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getStoredUser } from '../../dataProvider/storage';
import { groupSecret } from '../../src/login/TotpSetupPanel';
import {
  challenge,
  RECOVERY_CODES,
  renderAuthPages,
  restoreApi,
  signInWithPassword,
  startWithSso,
  twoFactorServer,
  twoFactorSession,
} from './authFixtures';

beforeEach(() => startWithSso(null));
afterEach(restoreApi);

describe('setting up the second factor at sign-in', () => {
  it('shows the QR code and the key of the app, confirms with the first code and shows the recovery codes once before the app opens', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const calls = twoFactorServer(
      { data: challenge({ method: null, enrolmentRequired: true, challenge: 'enrol-1' }) },
      {
        '/api/v1/2fa-authentication/setup': () => ({
          data: {
            method: 'totp',
            secret,
            otpauthUri: `otpauth://totp/Immodesk:beta.user?secret=${secret}&issuer=Immodesk`,
          },
        }),
        '/api/v1/2fa-authentication': () => ({
          data: { ...twoFactorSession, recoveryCodes: RECOVERY_CODES },
        }),
      },
    );
    renderAuthPages();
    const person = userEvent.setup();
    await signInWithPassword(person);

    expect(await screen.findByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: /Authenticator-App/ }));

    const qr = await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByLabelText('Schlüssel für die App').textContent).toBe(groupSecret(secret));
    expect(calls.find((c) => c.url === '/api/v1/2fa-authentication/setup')?.body).toEqual({
      challenge: 'enrol-1',
      method: 'totp',
    });

    await person.type(screen.getByLabelText(/^Code/, { selector: 'input' }), '123456{Enter}');
    const list = await screen.findByRole('list', { name: 'Wiederherstellungscodes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    // the session waits until the codes are saved
    expect(getStoredUser()).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();

    await person.click(screen.getByRole('button', { name: 'Codes kopieren' }));
    // user-event puts a clipboard of its own in place of the browser's
    expect(await navigator.clipboard.readText()).toBe(RECOVERY_CODES.join('\n'));
    expect(await screen.findByRole('button', { name: 'Kopiert' })).toBeTruthy();

    await person.click(screen.getByRole('button', { name: 'Ich habe die Codes gespeichert' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/');
    expect(getStoredUser()?.token).toBe('tok-2fa');
  });

  it('mails a code when e-mail is chosen and names where it went', async () => {
    const calls = twoFactorServer(
      { data: challenge({ method: null, enrolmentRequired: true }) },
      {
        '/api/v1/2fa-authentication/setup': () => ({ data: { method: 'email', sentTo: 'b***@beta.demo' } }),
      },
    );
    renderAuthPages();
    const person = userEvent.setup();
    await signInWithPassword(person);
    await person.click(await screen.findByRole('button', { name: /Code per E-Mail/ }));

    expect(
      await screen.findByText(
        'Wir haben einen Code an b***@beta.demo gesendet. Geben Sie ihn zur Bestätigung ein.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(calls.find((c) => c.url === '/api/v1/2fa-authentication/setup')?.body).toMatchObject({
      method: 'email',
    });
    expect(screen.getByRole('button', { name: /^Neuen Code senden/ })).toBeTruthy();
  });

  it('goes back to the password when the set-up challenge has run out', async () => {
    twoFactorServer(
      { data: challenge({ method: null, enrolmentRequired: true }) },
      {
        '/api/v1/2fa-authentication/setup': () => ({
          status: 410,
          data: { message: 'Die Zeit ist abgelaufen.', messageKey: 'two_factor_challenge_expired' },
        }),
      },
    );
    renderAuthPages();
    const person = userEvent.setup();
    await signInWithPassword(person);
    await person.click(await screen.findByRole('button', { name: /Authenticator-App/ }));
    expect(await screen.findByRole('form', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByText('Die Zeit ist abgelaufen.')).toBeTruthy();
  });
});

describe('groupSecret', () => {
  it('groups a TOTP key in fours for typing', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});
