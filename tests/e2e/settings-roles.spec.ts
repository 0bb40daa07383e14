import { expect, test } from './fixtures';
import { apiSignIn, projectUrl, storeSession } from './support';

const ROLES_PATH = '/settings/user-management/roles';

test.describe('project settings: roles', () => {
  test('an admin removes a permission from the user role and a signed-in user loses that menu entry at the next navigation', async ({
    browser,
    context,
    page,
    request,
    consoleGuard,
  }) => {
    // the user works in the objects list, signed in before the change
    await storeSession(context, await apiSignIn(request, 'demo.user', 'erstvermietung'));
    await page.goto(projectUrl('erstvermietung', '/objects/apartments'));
    const userMenu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(userMenu.getByRole('link', { name: 'Parkplätze' })).toBeVisible();

    // meanwhile an admin takes "read objects" away from the user role
    const admin = await apiSignIn(request, 'demo.admin', 'erstvermietung');
    const adminContext = await browser.newContext();
    try {
      await storeSession(adminContext, admin);
      const adminPage = await adminContext.newPage();
      await adminPage.goto(projectUrl('erstvermietung', ROLES_PATH));
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Rollen' })).toBeVisible();
      await adminPage.getByRole('combobox', { name: 'Rolle' }).click();
      await adminPage.getByRole('option', { name: 'Benutzer/in' }).click();
      const objectRead = adminPage.getByRole('checkbox', { name: 'Objekte lesen' });
      await expect(objectRead).toBeChecked();
      await objectRead.uncheck();
      await adminPage.getByRole('button', { name: 'Speichern' }).click();
      await expect(adminPage.getByText('Rolle gespeichert')).toBeVisible();
      await expect(adminPage.getByText('Angepasst')).toBeVisible();
    } finally {
      await adminContext.close();
    }

    // the user's next navigation: the server refuses the list, the menu drops the objects
    consoleGuard.expectConsole(/403/);
    await userMenu.getByRole('link', { name: 'Parkplätze' }).click();
    await expect(userMenu.getByRole('link', { name: 'Parkplätze' })).toHaveCount(0);
    await expect(userMenu.getByRole('link', { name: 'Wohnungen' })).toHaveCount(0);

    // back to the defaults, for whatever runs next
    const reset = await request.delete('/api/v1/settings/roles/user', {
      headers: { authorization: `Bearer ${admin.token}`, 'tenant-name': 'erstvermietung' },
    });
    expect(reset.status()).toBe(200);
  });
});

test.describe('project settings: user management at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('roles, teams and owners fit the width of the window', async ({ context, page, request }) => {
    await storeSession(context, await apiSignIn(request, 'demo.admin', 'bauprojekt'));
    const pages: [string, string][] = [
      [ROLES_PATH, 'Rollen'],
      ['/settings/user-management/teams', 'Teams'],
      ['/settings/user-management/owners', 'Eigentümer'],
      ['/settings/user-management/owners/create', 'Neuer Eigentümer'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(projectUrl('bauprojekt', path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
