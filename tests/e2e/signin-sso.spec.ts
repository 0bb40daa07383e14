import { expect, test } from './fixtures';
import { startOidcProvider, type TestOidcProvider } from '../support/oidcProvider';
import { projectUrl } from './support';
import { apiLogin, apiPost, storedUsername } from './support-signin';

/**
 * Single sign-on through a real OpenID provider (oidc-provider on loopback, as in the API tests):
 * the beta project is configured for it, the login page's button opens the popup, the provider
 * signs in on its own, and the popup hands the session to the page.
 */
const CALLBACK = projectUrl('beta', '/api/v2/sso/callback');

let provider: TestOidcProvider;

test.beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: CALLBACK });
});

test.afterAll(async () => {
  await provider?.close();
});

test('a member of staff signs in with the company account in the popup', async ({
  context,
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'beta.admin');
  const configured = await apiPost<{ version: number }>(
    request,
    String(admin.token),
    '/api/v1/settings/authentication',
    {
      provider: 'oidc',
      enabled: true,
      issuerUrl: provider.issuer,
      clientId: provider.client.id,
      clientSecret: provider.client.secret,
      allowCreateUsers: false,
      defaultRole: 'user',
    },
  );
  try {
    // the provider signs in the test account named by login_hint (the address of beta.admin)
    await context.route(`${provider.issuer}/auth?**`, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('login_hint', 'otherCustomer');
      return route.continue({ url: url.href });
    });

    await page.goto(projectUrl('beta', '/login'));
    const button = page.getByRole('button', { name: 'Mit Firmenkonto anmelden' });
    await expect(button).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await expect(page.getByText('Die Anmeldung läuft im neuen Fenster…')).toBeVisible();

    // the popup closes itself once it has handed over the session
    await popup.waitForEvent('close');
    await expect(page).toHaveURL(projectUrl('beta', '/home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Startseite' })).toBeVisible();
    expect(await storedUsername(page)).toBe('beta.admin');
  } finally {
    await apiPost(request, String(admin.token), '/api/v1/settings/authentication', {
      provider: 'oidc',
      enabled: false,
      version: configured.version,
    });
  }
});
