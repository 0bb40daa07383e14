import { expect, test } from './fixtures';
import { DEMO_PASSWORD, projectUrl } from './support';
import {
  apiLogin,
  apiPost,
  betaHeaders,
  fillPasswordStep,
  nextTotpCode,
  storedToken,
  storedUsername,
  totpCode,
} from './support-signin';

const PROFILE_2FA = '/api/v1/users/user-profile-settings/2fa';

test.describe('two-factor sign-in', () => {
  test('a user with an authenticator app signs in with the password, then a wrong and a right code', async ({
    consoleGuard,
    page,
    request,
  }) => {
    // the wrong code is refused: Chromium logs the refused request
    consoleGuard.expectConsole(/status of 400/);
    // beta.user: signed in by no other browser test; the second factor is removed at the end
    const { token } = await apiLogin(request, 'beta.user');
    const started = await apiPost<{ secret: string }>(request, String(token), `${PROFILE_2FA}/totp/start`, {
      password: DEMO_PASSWORD,
    });
    const enabled = await apiPost<{ recoveryCodes: string[] }>(
      request,
      String(token),
      `${PROFILE_2FA}/totp/confirm`,
      {
        code: totpCode(started.secret),
      },
    );
    expect(enabled.recoveryCodes).toHaveLength(10);
    try {
      await page.goto(projectUrl('beta', '/login'));
      await fillPasswordStep(page, 'beta.user');

      const step = page.getByRole('form', { name: 'Anmeldung bestätigen' });
      await expect(page.getByRole('heading', { name: 'Anmeldung bestätigen' })).toBeVisible();
      await expect(
        page.getByText('Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.'),
      ).toBeVisible();
      const code = step.getByRole('textbox', { name: 'Code' });
      await expect(code).toBeFocused();
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(code).toHaveAttribute('inputmode', 'numeric');

      // a code that is not the app's: refused on the input, still no session
      const right = nextTotpCode(started.secret);
      await code.fill(right === '000000' ? '111111' : '000000');
      await code.press('Enter');
      await expect(step.getByText('Der Code ist falsch oder abgelaufen.')).toBeVisible();
      expect(await storedToken(page)).toBeUndefined();

      await code.fill(nextTotpCode(started.secret));
      await code.press('Enter');
      await expect(page).toHaveURL(projectUrl('beta', '/home'));
      await expect(page.getByRole('heading', { level: 1, name: 'Startseite' })).toBeVisible();
      expect(await storedUsername(page)).toBe('beta.user');
    } finally {
      const fresh = await request.post('/api/v1/login', {
        headers: betaHeaders(),
        data: { username: 'beta.user', password: DEMO_PASSWORD },
      });
      const challenge = (await fresh.json()) as { challenge: string };
      const done = await request.post('/api/v1/2fa-authentication', {
        headers: betaHeaders(),
        data: { challenge: challenge.challenge, code: enabled.recoveryCodes[0] },
      });
      expect(done.status()).toBe(200);
      const session = (await done.json()) as { token: string };
      await apiPost(request, session.token, `${PROFILE_2FA}/disable`, { password: DEMO_PASSWORD });
    }
  });

  test('when the project requires a second factor, a user without one sets up the app at sign-in and sees the recovery codes once', async ({
    page,
    request,
  }) => {
    // beta.admin turns the requirement on (which ends their own password-only session)
    const admin = await apiLogin(request, 'beta.admin');
    await apiPost(request, String(admin.token), '/api/v1/settings/two-factor', { require_2fa: true });
    let marketerToken: string | undefined;
    try {
      await page.goto(projectUrl('beta', '/login'));
      await fillPasswordStep(page, 'beta.marketer');

      await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeVisible();
      await page.getByRole('button', { name: /Authenticator-App/ }).click();
      await expect(page.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
      const secret = (await page.getByLabel('Schlüssel für die App').innerText()).replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);

      const code = page.getByRole('textbox', { name: 'Code' });
      await code.fill(totpCode(secret));
      await page.getByRole('button', { name: 'Bestätigen' }).click();

      const codes = page.getByRole('list', { name: 'Wiederherstellungscodes' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await expect(codes.first()).toHaveText(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(await storedToken(page)).toBeUndefined();

      await page.getByRole('button', { name: 'Ich habe die Codes gespeichert' }).click();
      await expect(page).toHaveURL(projectUrl('beta', '/objects/apartments'));
      expect(await storedUsername(page)).toBe('beta.marketer');

      marketerToken = await storedToken(page);
    } finally {
      // turning the requirement off needs an admin session with a second factor: beta.admin sets one up
      const login = await apiLogin(request, 'beta.admin');
      let token = login.token as string | undefined;
      let adminSecret: string | null = null;
      if (!token) {
        const challenge = String(login.challenge);
        const setup = await request.post('/api/v1/2fa-authentication/setup', {
          headers: betaHeaders(),
          data: { challenge, method: 'totp' },
        });
        expect(setup.status()).toBe(200);
        adminSecret = ((await setup.json()) as { secret: string }).secret;
        const done = await request.post('/api/v1/2fa-authentication', {
          headers: betaHeaders(),
          data: { challenge, code: totpCode(adminSecret) },
        });
        expect(done.status()).toBe(200);
        token = ((await done.json()) as { token: string }).token;
      }
      await apiPost(request, token, '/api/v1/settings/two-factor', { require_2fa: false });
      // with the requirement off, the second factors set up here go again
      if (adminSecret) await apiPost(request, token, `${PROFILE_2FA}/disable`, { password: DEMO_PASSWORD });
      if (marketerToken) {
        await apiPost(request, marketerToken, `${PROFILE_2FA}/disable`, { password: DEMO_PASSWORD });
      }
      expect((await apiLogin(request, 'beta.admin')).token).toBeTruthy();
    }
  });
});
