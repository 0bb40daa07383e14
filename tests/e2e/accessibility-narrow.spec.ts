import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { signInAs } from './support';

/** Home and the project settings at 800 px (a tablet upright): no critical or serious axe violation. */
test.use({ viewport: { width: 800, height: 1000 } });

test('home at 800 px has no critical or serious accessibility violation', async ({
  context,
  page,
  request,
}) => {
  await signInAs(context, request, 'admin');
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const widgets = page.getByRole('region', { name: 'Übersicht' });
  await expect(widgets.getByText('Objekte nach Status')).toBeVisible();
  await expect(widgets.getByText('Wird geladen …')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

const SETTINGS_PAGES: ReadonlyArray<[string, string]> = [
  ['/settings/project', 'main'],
  ['/settings/website', 'main'],
  ['/settings/user-management/users', 'table'],
  ['/settings/user-management/roles', 'main'],
  ['/settings/user-management/teams', 'table'],
  ['/settings/user-management/owners', 'table'],
];

for (const [path, ready] of SETTINGS_PAGES) {
  test(`${path} at 800 px has no critical or serious accessibility violation`, async ({
    context,
    page,
    request,
  }) => {
    await signInAs(context, request, 'admin');
    await page.goto(path);
    await expect(page.getByRole(ready === 'table' ? 'table' : 'main')).toBeVisible();
    if (ready === 'table') await expect(page.getByRole('row').nth(1)).toBeVisible();
    else await expect(page.getByRole('textbox').or(page.getByRole('checkbox')).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
