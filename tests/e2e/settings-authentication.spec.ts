import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_PASSWORD, apiSignIn, projectUrl, signInAs, storeSession } from './support';

const AUTHENTICATION_PATH = '/settings/software-interfaces/authentication';
const SSO_SECTION = 'Anmeldung mit dem Firmenkonto (Single Sign-on)';

/** A code of an authenticator app (RFC 6238: SHA-1, 6 digits, 30 s) for a base32 secret. */
function appCode(secret: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

function ssoSection(page: Page) {
  return page.getByRole('region', { name: SSO_SECTION });
}

test.describe('project settings: authentication', () => {
  test('an admin opens the gear, saves an OpenID Connect directory, and finds it kept with the secret hidden', async ({
    context,
    page,
    request,
  }) => {
    // a project no other browser test signs in to with SSO
    const session = await apiSignIn(request, 'demo.admin', 'bauprojekt');
    await storeSession(context, session);
    try {
      await page.goto(projectUrl('bauprojekt', '/objects/apartments'));
      await page.getByRole('link', { name: 'Projekteinstellungen' }).click();
      // the gear leads to the default settings page, the users
      await expect(page).toHaveURL(projectUrl('bauprojekt', '/settings/user-management/users'));
      await page
        .getByRole('navigation', { name: 'Menü Projekteinstellungen' })
        .getByRole('link', { name: 'Authentifizierung' })
        .click();

      await expect(page).toHaveURL(projectUrl('bauprojekt', AUTHENTICATION_PATH));
      await expect(page.getByRole('heading', { level: 1, name: 'Authentifizierung' })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Menü Projekteinstellungen' });
      await expect(menu.getByRole('link')).toHaveText([
        'Zurück zur Anwendung',
        'Projekt',
        'Website',
        'Digitale Unterschrift',
        'Mietvertrag',
        'Benutzerverwaltung',
        'Benutzer',
        'Teams',
        'Rollen',
        'Eigentümer',
        'Kommunikation',
        'E-Mail-Signatur',
        'E-Mail-Vorlagen',
        'Formulare',
        'Allgemein',
        'Bewerbungsformular',
        'Referenzfragen',
        'Softwareschnittstellen',
        'Inserateportale',
        'Authentifizierung',
        'Kautionsanbieter',
        'Aufträge im Hintergrund',
      ]);

      const sso = ssoSection(page);
      await expect(sso.getByRole('textbox', { name: 'Weiterleitungs-URI (Redirect URI)' })).toHaveValue(
        /\/api\/v2\/sso\/callback$/,
      );
      await sso.getByRole('radio', { name: 'OpenID Connect' }).check();
      await sso
        .getByRole('textbox', { name: 'Aussteller-URL (Issuer)' })
        .fill('http://127.0.0.1:1/realms/e2e');
      await sso.getByRole('textbox', { name: 'Anwendungs-ID (Client-ID)' }).fill('immodesk-e2e');
      await sso.getByLabel('Geheimer Clientschlüssel').fill('e2e-client-secret-4711');
      await sso.getByRole('switch', { name: 'Anmeldung mit dem Firmenkonto einschalten' }).check();
      await sso.getByRole('button', { name: 'Speichern' }).click();
      await expect(
        page.getByText('Die Einstellungen für die Anmeldung mit dem Firmenkonto wurden gespeichert.'),
      ).toBeVisible();

      await page.reload();
      const reloaded = ssoSection(page);
      await expect(reloaded.getByRole('radio', { name: 'OpenID Connect' })).toBeChecked();
      await expect(reloaded.getByRole('textbox', { name: 'Aussteller-URL (Issuer)' })).toHaveValue(
        'http://127.0.0.1:1/realms/e2e',
      );
      await expect(reloaded.getByRole('textbox', { name: 'Anwendungs-ID (Client-ID)' })).toHaveValue(
        'immodesk-e2e',
      );
      await expect(
        reloaded.getByRole('switch', { name: 'Anmeldung mit dem Firmenkonto einschalten' }),
      ).toBeChecked();
      const secret = reloaded.getByLabel('Geheimer Clientschlüssel');
      await expect(secret).toHaveValue('');
      await expect(secret).toHaveAttribute('type', 'password');
      await expect(reloaded.getByText(/^Gespeichert\. Leer lassen, um ihn zu behalten/)).toBeVisible();
      expect(await page.content()).not.toContain('e2e-client-secret-4711');
    } finally {
      // leave the project without a working directory sign-in
      const off = await request.post('/api/v1/settings/authentication', {
        headers: { authorization: `Bearer ${session.token}`, 'tenant-name': 'bauprojekt' },
        data: { provider: 'azure', enabled: false },
      });
      expect(off.status()).toBe(200);
    }
  });

  test('a user sees no gear, and /settings answers access denied', async ({ context, page, request }) => {
    await signInAs(context, request, 'user');
    await page.goto('/objects/apartments');
    await expect(page.getByRole('heading', { level: 1, name: 'Objekte' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Projekteinstellungen' })).toHaveCount(0);

    await page.goto('/settings');
    await expect(page).toHaveURL('/403');
    await expect(page.getByRole('alert')).toContainText('Der Zugriff wurde verweigert.');
    await page.goto(AUTHENTICATION_PATH);
    await expect(page).toHaveURL('/403');
  });
});

/**
 * A session of beta.admin once the project requires a second factor: signs in and sets up an
 * authenticator app on the way. Answers the token and the app's secret (null: no second factor
 * was needed).
 */
async function signInWithSecondFactor(
  request: APIRequestContext,
): Promise<{ token: string; secret: string | null }> {
  const headers = { 'tenant-name': 'beta' };
  const login = await request.post('/api/v1/login', {
    headers,
    data: { username: 'beta.admin', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const reply = (await login.json()) as {
    token?: string;
    twoFactorRequired?: boolean;
    enrolmentRequired?: boolean;
    challenge?: string;
  };
  if (reply.token) return { token: reply.token, secret: null };
  let secret: string | null = null;
  if (reply.enrolmentRequired) {
    const setup = await request.post('/api/v1/2fa-authentication/setup', {
      headers,
      data: { challenge: reply.challenge, method: 'totp' },
    });
    expect(setup.status()).toBe(200);
    secret = ((await setup.json()) as { secret: string }).secret;
  }
  expect(secret, 'the app secret of beta.admin').toBeTruthy();
  const done = await request.post('/api/v1/2fa-authentication', {
    headers,
    data: { challenge: reply.challenge, code: appCode(secret!) },
  });
  expect(done.status()).toBe(200);
  return { token: ((await done.json()) as { token: string }).token, secret };
}

test('an admin requires two-factor sign-in after confirming, and is signed out until they have a second factor', async ({
  consoleGuard,
  context,
  page,
  request,
}) => {
  // the session opened without a second factor is refused: Chromium logs the refused request
  consoleGuard.expectConsole(/status of 401/);
  // beta: a project no other browser test uses; everything is turned back off at the end
  const session = await apiSignIn(request, 'beta.admin', 'beta');
  await storeSession(context, session);
  try {
    await page.goto(projectUrl('beta', AUTHENTICATION_PATH));
    const requirement = page.getByRole('switch', { name: 'Zwei-Faktor-Anmeldung verlangen' });
    await expect(requirement).not.toBeChecked();
    await expect(
      page.getByText(/^\d+ von \d+ Mitarbeitenden haben einen zweiten Faktor eingerichtet\.$/),
    ).toBeVisible();

    await requirement.click();
    const dialog = page.getByRole('dialog', { name: 'Zwei-Faktor-Anmeldung verlangen?' });
    await expect(dialog).toContainText(
      'Mitarbeitende ohne zweiten Faktor richten ihn bei ihrer nächsten Anmeldung ein',
    );
    await expect(dialog).toContainText('Auch Ihre eigene Sitzung wurde ohne zweiten Faktor geöffnet');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(requirement).not.toBeChecked();

    await requirement.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verlangen' }).click();

    // this session was opened with the password alone: it no longer works here
    await expect(page).toHaveURL(
      projectUrl('beta', `/login?redirect=${encodeURIComponent(AUTHENTICATION_PATH)}`),
    );
    const refused = await request.get('/api/v1/settings/two-factor', {
      headers: { authorization: `Bearer ${session.token}`, 'tenant-name': 'beta' },
    });
    expect(refused.status()).toBe(401);
  } finally {
    // turn the requirement off with a session that has a second factor, then remove beta.admin's
    const { token, secret } = await signInWithSecondFactor(request);
    const headers = { authorization: `Bearer ${token}`, 'tenant-name': 'beta' };
    const off = await request.post('/api/v1/settings/two-factor', { headers, data: { require_2fa: false } });
    expect(off.status()).toBe(200);
    if (secret) {
      const disabled = await request.post('/api/v1/users/user-profile-settings/2fa/disable', {
        headers,
        data: { password: DEMO_PASSWORD },
      });
      expect(disabled.status()).toBe(200);
    }
    const again = await request.post('/api/v1/login', {
      headers: { 'tenant-name': 'beta' },
      data: { username: 'beta.admin', password: DEMO_PASSWORD },
    });
    expect(((await again.json()) as { token?: string }).token).toBeTruthy();
  }
});
