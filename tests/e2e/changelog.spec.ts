import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { apiSignIn, projectUrl, signInAs } from './support';

/**
 * The changelog in the browser: demo.admin changes a building of the first-time-letting project
 * through the API; demo.user sees the count on the bell, opens the changelog (the count goes back to
 * zero), and opens the change to see its value before and after. At 800 px, as on a small laptop.
 */
test('a user sees who changed a building, opens the change, and the bell is reset', async ({
  context,
  page,
  request,
}) => {
  const project = 'erstvermietung';
  await page.setViewportSize({ width: 800, height: 900 });
  await signInAs(context, request, 'user', project);
  const user = await apiSignIn(request, 'demo.user', project);
  const headers = (token: string) => ({ 'tenant-name': project, authorization: `Bearer ${token}` });
  // the user has looked before the change
  expect((await request.post('/api/v1/event-log/init', { headers: headers(user.token) })).status()).toBe(200);

  const admin = await apiSignIn(request, 'demo.admin', project);
  const list = await request.get('/api/v1/buildings/?rowsPerPage=50', { headers: headers(admin.token) });
  const building = (
    (await list.json()) as {
      body: Array<{ _id: number; _progress_state: string; ref_number: string; title: string }>;
    }
  ).body.find((row) => row._progress_state === 'active')!;
  const bulk = (action: string) =>
    request.post('/api/v1/buildings/', {
      headers: headers(admin.token),
      data: { bulkAction: action, targets: [building._id] },
    });
  // the changelog names the building by its number and title, not by its id
  const name = `${building.ref_number} ${building.title}`.trim();
  expect((await (await bulk('deactivate')).json()).done).toBe(1);
  try {
    await page.goto(projectUrl(project, '/objects/apartments'));
    const bell = page.getByRole('link', { name: /Neuigkeiten: \d+ Änderungen/ });
    await expect(bell).toBeVisible();

    await bell.click();
    await expect(page).toHaveURL(/\/changelog$/);
    await expect(page.getByRole('heading', { name: 'Änderungsprotokoll' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Neuigkeiten', exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name }).first();
    await expect(row).toContainText('Deaktiviert');
    await expect(row).toContainText('Liegenschaft');
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: /Details zu .* öffnen/ }).click();
    await expect(page).toHaveURL(/\/changelog-details\/\d+$/);
    const values = page.getByRole('table', { name: 'Werte vorher und nachher' });
    // the field by its label, the values as people read them
    await expect(values.getByRole('row', { name: /Aktiv/ })).toContainText('Ja');
    await expect(values.getByRole('row', { name: /Aktiv/ })).toContainText('Nein');
    await expect(page.getByText(`Liegenschaft: ${name}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await bulk('activate');
  }
});
