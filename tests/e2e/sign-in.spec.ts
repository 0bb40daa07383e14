import { expect, test, type Page } from './fixtures';
import { ROLES, signInThroughForm } from './support';

/** What a signed-in user sees on the object list: the heading, the apartments tab and rows. */
async function expectObjectList(page: Page, tab: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Objekte' })).toBeVisible();
  await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
  await expect(
    page.getByRole('table').getByRole('checkbox', { name: /^Zeile .+ auswählen$/ }),
  ).not.toHaveCount(0);
}

test.describe('each role signs in through the login form and lands on its page', () => {
  /** spec 1 section 6; analytics is not built yet (docs/decisions.md, "Home") */
  const LANDING: Record<string, string> = {
    marketer: '/objects/apartments',
    contract: '/tenant',
    analyst: '/profile-settings/account',
  };
  for (const role of ROLES) {
    const landing = LANDING[role] ?? '/home';

    test(`demo.${role} lands on ${landing}`, async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

      await signInThroughForm(page, `demo.${role}`);

      await expect(page).toHaveURL(landing);
      if (landing === '/home') {
        await expect(page.getByRole('heading', { level: 1, name: 'Startseite' })).toBeVisible();
        const states = page.getByRole('region', { name: 'Objekte nach Status' });
        await expect(states.getByRole('link', { name: /^\d+ Vermietet$/ }).first()).toBeVisible();
      } else if (landing === '/objects/apartments') {
        await expectObjectList(page, 'Wohnungen');
      } else if (landing === '/tenant') {
        await expect(page.getByRole('heading', { level: 1, name: 'Mieter' })).toBeVisible();
        await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(0);
      } else {
        await expect(page.getByRole('heading', { level: 1, name: 'Profileinstellungen' })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Benutzermenü' })).toBeVisible();
    });
  }
});

test.describe('an expired session', () => {
  test('opening a page after the server ended the session returns to the login with the redirect, and back after signing in', async ({
    consoleGuard,
    page,
    request,
  }) => {
    // the ended session is refused: Chromium logs the refused request
    consoleGuard.expectConsole(/status of 401/);
    await page.goto('/login');
    await signInThroughForm(page, 'demo.user');
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Startseite' })).toBeVisible();

    // the session ends on the server (as after a timeout or a sign-out elsewhere)
    const token = await page.evaluate(
      () => (JSON.parse(window.localStorage.getItem('immodesk.user') ?? '{}') as { token?: string }).token,
    );
    expect(token).toBeTruthy();
    const logout = await request.post('/api/v1/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(logout.ok()).toBe(true);

    await page.goto('/objects/parking');
    await expect(page).toHaveURL('/login?redirect=%2Fobjects%2Fparking');
    await expect(page.getByRole('form', { name: 'Anmelden' })).toBeVisible();

    await signInThroughForm(page, 'demo.user');
    await expect(page).toHaveURL('/objects/parking');
    await expectObjectList(page, 'Parkplätze');
  });

  test('a refused token while working in the app returns to the login with the redirect', async ({
    consoleGuard,
    page,
  }) => {
    // the token is refused: Chromium logs the refused request
    consoleGuard.expectConsole(/status of 401/);
    await page.goto('/login');
    await signInThroughForm(page, 'demo.marketer');
    await expect(page).toHaveURL('/objects/apartments');
    await expectObjectList(page, 'Wohnungen');

    // the stored token is no longer one the server knows
    await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('immodesk.user') ?? '{}') as object;
      window.localStorage.setItem('immodesk.user', JSON.stringify({ ...stored, token: 'expired-token' }));
    });
    await page.getByRole('tab', { name: 'Parkplätze' }).click();

    await expect(page).toHaveURL('/login?redirect=%2Fobjects%2Fparking');
    await signInThroughForm(page, 'demo.marketer');
    await expect(page).toHaveURL('/objects/parking');
    await expectObjectList(page, 'Parkplätze');
  });
});
