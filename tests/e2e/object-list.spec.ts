import { expect, test } from './fixtures';
import { ObjectListScreen, moneyValue, signInAs } from './support';

let list: ObjectListScreen;

test.beforeEach(async ({ context, page, request }) => {
  await signInAs(context, request, 'user');
  await page.goto('/objects/apartments');
  list = new ObjectListScreen(page);
  await list.settled();
});

test('pages through the apartments with the page buttons and the page size', async () => {
  await expect(list.rows).toHaveCount(10);
  const total = await list.total();
  expect(total).toBeGreaterThan(20);
  await expect(list.range(1, 10, total)).toBeVisible();
  const firstPage = await list.columnValues('Ref.-Nr.');

  await list.pagination.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(list.range(11, 20, total)).toBeVisible();
  await expect(list.pagination.getByRole('button', { name: 'Seite 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await list.settled();
  await expect(list.rows).toHaveCount(10);
  const secondPage = await list.columnValues('Ref.-Nr.');
  expect(secondPage.filter((ref) => firstPage.includes(ref))).toEqual([]);

  await list.pagination.getByRole('button', { name: 'Seite 1', exact: true }).click();
  await expect(list.range(1, 10, total)).toBeVisible();
  await list.settled();
  expect(await list.columnValues('Ref.-Nr.')).toEqual(firstPage);

  await list.pagination.getByRole('combobox', { name: 'Zeilen pro Seite' }).click();
  await list.page.getByRole('option', { name: '20', exact: true }).click();
  await expect(list.range(1, 20, total)).toBeVisible();
  await list.settled();
  await expect(list.rows).toHaveCount(20);
  expect((await list.columnValues('Ref.-Nr.')).slice(0, 20)).toEqual([...firstPage, ...secondPage]);
});

test('sorts by a column ascending, then descending', async () => {
  const header = list.columnHeader('Bruttomiete');
  await expect(header).toHaveAttribute('aria-sort', 'none');

  await header.getByRole('button', { name: 'Bruttomiete' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await list.settled();
  const ascending = (await list.columnValues('Bruttomiete')).map(moneyValue);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await header.getByRole('button', { name: 'Bruttomiete' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await list.settled();
  const descending = (await list.columnValues('Bruttomiete')).map(moneyValue);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  // the dearest apartments now lead: dearer than any of the cheapest page
  expect(descending[0]).toBeGreaterThan(Math.max(...ascending));
});

test('searches after a pause in typing and shows only the matching rows', async () => {
  const total = await list.total();

  await list.search.fill('Baden');
  // the search goes out after the debounce; the range then counts only the matches
  await expect(list.pagination.getByText(/^\d+–\d+ von \d+$/)).not.toHaveText(`1–10 von ${total}`);
  await list.settled();
  const found = await list.total();
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(total);
  for (const row of await list.rows.all()) await expect(row).toContainText('Baden');

  await list.search.clear();
  await expect(list.range(1, 10, total)).toBeVisible();
});

test('filters by state: every row shows the chosen state and the count matches', async () => {
  const rented = list.stateFilter('Vermietet');
  await expect(list.stateFilter('Alle')).toHaveAttribute('aria-pressed', 'true');
  const count = await list.stateCount('Vermietet');
  expect(count).toBeGreaterThan(0);

  await rented.click();
  await expect(rented).toHaveAttribute('aria-pressed', 'true');
  await expect(list.range(1, Math.min(10, count), count)).toBeVisible();
  await list.settled();
  expect(new Set(await list.columnValues('Status'))).toEqual(new Set(['Vermietet']));

  const available = list.stateFilter('Verfügbar');
  const availableCount = await list.stateCount('Verfügbar');
  await available.click();
  await expect(available).toHaveAttribute('aria-pressed', 'true');
  await expect(list.range(1, Math.min(10, availableCount), availableCount)).toBeVisible();
  await list.settled();
  expect(new Set(await list.columnValues('Status'))).toEqual(new Set(['Verfügbar']));
});

test('the detail button opens the object in the sidepanel, the same button closes it, a route change closes it', async ({
  page,
}) => {
  const [ref] = await list.columnValues('Ref.-Nr.');
  const [title] = await list.columnValues('Objekt');
  const detailButton = page.getByRole('button', { name: `Details zu ${ref} öffnen` });
  const panel = page.getByRole('complementary', { name: title });

  await detailButton.click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Grunddaten' })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Ref.-Nr.' })).toHaveValue(ref!);

  await detailButton.click();
  await expect(panel).toHaveCount(0);

  await detailButton.click();
  await expect(panel).toBeVisible();
  await page.getByRole('tab', { name: 'Parkplätze' }).click();
  await expect(page).toHaveURL('/objects/parking');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('complementary')).toHaveCount(0);
});

test("a row's link buttons show their tooltip beside them on hover and on keyboard focus", async ({
  page,
}) => {
  const copy = list.rows.first().getByRole('button', { name: /^Bewerbungslink von .* kopieren$/ });
  await copy.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText('Bewerbungslink kopieren');
  // it points at the hovered button: right below it, centred on it
  const [button, tip] = [(await copy.boundingBox())!, (await tooltip.boundingBox())!];
  expect(Math.abs(tip.x + tip.width / 2 - (button.x + button.width / 2))).toBeLessThan(2);
  expect(tip.y).toBeGreaterThanOrEqual(button.y + button.height - 1);
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);

  // by keyboard from the link before it
  const open = list.rows.first().getByRole('link', { name: /^Bewerbungsformular von .* öffnen$/ });
  await copy.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(open).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Bewerbungsformular öffnen' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(copy).toBeFocused();
  // the one of the button left closes, that of the focused one opens
  await expect(page.getByRole('tooltip', { name: 'Bewerbungsformular öffnen' })).toHaveCount(0);
  await expect(tooltip).toHaveText('Bewerbungslink kopieren');
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});

test("the rows' cells look exactly as MUI's table cells in the app's theme", async ({ page }) => {
  // the loading rows are MUI's own TableCells: held while the list is asked for again
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/objects\/apartments\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const looks = (cell: string) =>
    page
      .locator(cell)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return [
          'padding',
          'font',
          'letterSpacing',
          'borderBottom',
          'color',
          'verticalAlign',
          'textAlign',
          'display',
        ].map(
          (name) =>
            `${name}: ${style.getPropertyValue(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))}`,
        );
      });
  const muiCell = await looks('table tbody tr[aria-hidden] td');
  release();
  await list.settled();
  expect(await looks('table tbody tr:not([aria-hidden]) td:nth-child(2)')).toEqual(muiCell);
  // the checkbox column as wide as MUI's in the heading
  const widths = await page.evaluate(() =>
    ['thead th:first-child', 'tbody tr:not([aria-hidden]) td:first-child'].map((cell) => {
      const style = getComputedStyle(document.querySelector(`table ${cell}`)!);
      return [style.width, style.padding];
    }),
  );
  expect(widths[1]).toEqual(widths[0]);
});
