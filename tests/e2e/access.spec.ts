import { expect, test } from './fixtures';
import { signInAs } from './support';

test('a role without object_read opening the object list directly sees access denied', async ({
  context,
  page,
  request,
}) => {
  await signInAs(context, request, 'analyst');

  await page.goto('/objects/apartments');

  await expect(page).toHaveURL('/403');
  await expect(page.getByRole('alert')).toContainText('403');
  await expect(page.getByRole('alert')).toContainText('Der Zugriff wurde verweigert.');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('an unknown path leads home, and on to the landing page', async ({ context, page, request }) => {
  await signInAs(context, request, 'user');

  await page.goto('/no/such/page');

  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Startseite' })).toBeVisible();
});

test('an unknown path leads an anonymous visitor to the login page', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('form', { name: 'Anmelden' })).toBeVisible();
});
