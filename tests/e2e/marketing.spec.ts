import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { apiSignIn, ObjectListScreen, projectUrl, signInAs } from './support';

/** The marketer writes an object's ad, publishes it to a portal, sees its state and takes it off. */

type MarketingRows = { body: Array<{ _id: number; ref_number: string; homegate: string | null }> };

test('writes an ad, publishes it to Homegate, sees it on its way in the list and deactivates it', async ({
  context,
  page,
  request,
}) => {
  // an administrator switches Homegate on in the project's settings (rental platforms)
  const admin = await apiSignIn(request, 'demo.admin', 'rent');
  const adminHeaders = { authorization: `Bearer ${admin.token}`, 'tenant-name': 'rent' };
  const settings = await request.get('/api/v1/settings/marketing-platforms', { headers: adminHeaders });
  expect(settings.status()).toBe(200);
  const current = (await settings.json()) as {
    version: number;
    platforms: Array<{
      portal: string;
      enabled: boolean;
      format: string;
      transport: string;
      senderId: string;
    }>;
  };
  const saved = await request.post('/api/v1/settings/marketing-platforms', {
    headers: adminHeaders,
    data: {
      version: current.version,
      platforms: Object.fromEntries(
        current.platforms.map((p) => [
          p.portal,
          {
            enabled: p.portal === 'homegate' ? true : p.enabled,
            format: p.format,
            transport: p.transport,
            senderId: p.senderId,
          },
        ]),
      ),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // with its pull feed made, a transfer that runs before the list is read puts the ad online (without
  // one it would fail: which of the two came first would decide the test)
  const feed = await request.post('/api/v1/settings/marketing-platforms/renew-feed', {
    headers: adminHeaders,
    data: { portal: 'homegate' },
  });
  expect(feed.status(), await feed.text()).toBe(200);

  // an available object that is on no portal yet, from the end of the list (other specs take the first ones)
  const session = await signInAs(context, request, 'marketer', 'rent');
  const headers = { authorization: `Bearer ${session.token}`, 'tenant-name': 'rent' };
  const listed = await request.post('/api/v2/marketing/objects', {
    headers,
    data: { status: 'available', rowsPerPage: '50' },
  });
  expect(listed.status()).toBe(200);
  const rows = ((await listed.json()) as MarketingRows).body.filter((r) => r.homegate === null);
  const object = rows[rows.length - 1]!;
  expect(object, 'an available object').toBeTruthy();

  // the marketer finds it in the marketing list from the menu and opens its ad
  await page.goto(projectUrl('rent', '/objects/apartments'));
  await page.getByRole('link', { name: 'Marketing' }).click();
  await expect(page).toHaveURL(/\/marketing$/);
  const list = new ObjectListScreen(page);
  await list.settled();
  await list.search.fill(object.ref_number);
  await expect(list.rows).toHaveCount(1);
  await list
    .row(object.ref_number)
    .getByRole('button', { name: /^Details zu .+ öffnen$/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/marketing/${object._id}$`));

  const german = page.getByRole('region', { name: 'Titel und Beschreibung – Deutsch' });
  await german.getByRole('textbox', { name: 'Titel' }).fill('Helle Wohnung mit Seesicht');
  const description = german.locator('[contenteditable="true"]');
  await description.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Ruhige Lage, fünf Minuten zum Bahnhof.');
  const french = page.getByRole('region', { name: 'Titel und Beschreibung – Französisch' });
  await french.getByRole('textbox', { name: 'Titel' }).fill('Appartement lumineux avec vue sur le lac');
  await page.getByRole('textbox', { name: 'Angaben zur Besichtigung' }).fill('Jeden Samstag 10–12 Uhr');

  const portals = page.getByRole('group', { name: 'Portale' });
  await expect(
    portals.getByRole('checkbox', { name: 'Newhome (in den Einstellungen ausgeschaltet)' }),
  ).toBeDisabled();
  await portals.getByRole('checkbox', { name: 'Homegate', exact: true }).check();
  const publish = page.getByRole('button', { name: 'Veröffentlichen' });
  await expect(publish).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  const saving = page.waitForRequest((req) => req.url().endsWith('/api/v1/marketing/ad/save'));
  await page.getByRole('button', { name: 'Speichern' }).click();
  const body = (await saving).postDataJSON() as {
    version: number;
    portals: string[];
    texts: Record<string, { title: string; description: string }>;
  };
  expect(body.version).toBe(0);
  expect(body.portals).toEqual(['homegate']);
  expect(body.texts.de!.description).toContain('fünf Minuten zum Bahnhof');
  await expect(page.getByText('Das Inserat ist gespeichert.')).toBeVisible();

  await expect(publish).toBeEnabled();
  await publish.click();
  const result = page.getByRole('status').filter({ hasText: 'Veröffentlichung in Auftrag gegeben' });
  await expect(result).toContainText('Homegate: für die nächste Übermittlung vorgemerkt (1 Objekt)');
  expect(await seriousViolations(page)).toEqual([]);

  // the marketing list shows the ad on its way to Homegate (or already there)
  await page.getByRole('link', { name: 'Zurück zu den Inseraten' }).click();
  await list.settled();
  await list.search.fill(object.ref_number);
  await expect(list.rows).toHaveCount(1);
  const headings = (await list.table.getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
  const homegate = list.row(object.ref_number).getByRole('cell').nth(headings.indexOf('Homegate'));
  await expect(homegate).toHaveText(/^(In Übermittlung|Online)$/);

  // deactivated, the ad is off Homegate
  await list.selectRow(object.ref_number);
  await list.chooseBulkAction('Deaktivieren');
  await list.bulkBar.getByRole('button', { name: 'Ausführen' }).click();
  await page
    .getByRole('dialog', { name: 'Deaktivieren' })
    .getByRole('button', { name: 'Bestätigen' })
    .click();
  const outcome = page.getByRole('dialog', { name: 'Ergebnis der Sammelaktion' });
  await expect(outcome).toContainText('1 von 1 erledigt, 0 übersprungen.');
  await outcome.getByRole('button', { name: 'Schliessen' }).click();
  await expect(homegate).toHaveText('Offline');
});
