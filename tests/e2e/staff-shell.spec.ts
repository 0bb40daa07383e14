import { expect, test, type Page } from './fixtures';
import { signInAs } from './support';

/**
 * The shell of index.html paints before the app's script: the staff frame (top bar, menu frame, a
 * table) for a signed-in member of staff, the sign-in's card for an anonymous visitor, a public
 * page's frame with a loading indicator on the public pages. It goes when the app has rendered; the
 * unread long poll starts only after the list's first rows.
 */

/** Opens the page with the app's scripts held back: what shows is the first HTML's own. */
async function openWithoutApp(page: Page, path: string): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
}

const ROWS = 'table tbody tr:not([aria-hidden]) td';

test.describe('signed in', () => {
  test.beforeEach(async ({ context, request }) => {
    await signInAs(context, request, 'admin');
  });

  test('the shell is in the first HTML on a staff path, the public frame on a public page, none on the login page', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.expectConsole(/Failed to load|ERR_FAILED|Failed to fetch dynamically imported module/);
    await openWithoutApp(page, '/objects/apartments');
    await expect(page.locator('#shell')).toBeVisible();
    await expect(page.locator('#shell .shell-menu')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'open');

    // a public page: its own frame with a loading indicator, not the staff frame
    await openWithoutApp(page, '/form/application/new');
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'public');
    await expect(page.locator('#shell .shell-public svg')).toBeVisible();
    await expect(page.locator('#shell .shell-menu')).toBeHidden();
    await page.unrouteAll();

    // the app takes its place: a public page's own, and a signed-in user's login page has none
    for (const path of ['/public-object-list', '/login']) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.locator('#shell'), path).toHaveCount(0);
      await expect(page.locator('html'), path).not.toHaveAttribute('data-shell');
    }
    await page.goto('/public-object-list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#shell')).toHaveCount(0);
  });

  test('the app replaces the shell, and the unread long poll starts only after the first rows', async ({
    page,
  }) => {
    // every call's start, with whether the list's rows were in the document then
    await page.addInitScript(`(() => {
      window.__calls = [];
      const send = XMLHttpRequest.prototype.open;
      const rows = () => document.querySelector(${JSON.stringify(ROWS)}) !== null;
      XMLHttpRequest.prototype.open = function (method, url, ...rest) {
        window.__calls.push({ url: String(url), rows: rows() });
        return send.call(this, method, url, ...rest);
      };
      // background calls (the long poll) go with fetch
      const fetchCall = window.fetch;
      window.fetch = function (input, init) {
        window.__calls.push({ url: String(input instanceof Request ? input.url : input), rows: rows() });
        return fetchCall.call(this, input, init);
      };
    })()`);
    const poll = page.waitForRequest((r) => r.url().includes('/api/v1/get-unread-messages'));
    await page.goto('/objects/apartments');
    await expect(page.locator(ROWS).first()).toBeVisible();
    await expect(page.locator('#shell')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-shell');
    // the layout is the app's own: its top bar and menu
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();

    await poll;
    const calls = (await page.evaluate('window.__calls')) as Array<{ url: string; rows: boolean }>;
    const polls = calls.filter((c) => c.url.includes('get-unread-messages'));
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((c) => c.rows)).toBe(true);
    // the list's own call went out before the rows, as the check above is not vacuous
    expect(calls.some((c) => !c.rows)).toBe(true);
  });
});

test("an anonymous visitor sees the sign-in's card before the app, and the app's sign-in replaces it", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.expectConsole(/Failed to load|ERR_FAILED|Failed to fetch dynamically imported module/);
  await openWithoutApp(page, '/objects/apartments');
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'login');
  await expect(page.locator('#shell .shell-card')).toBeVisible();
  await expect(page.locator('#shell .shell-card')).toHaveText('Anmelden');
  await expect(page.locator('#shell .shell-menu')).toBeHidden();
  await openWithoutApp(page, '/fr/login');
  await expect(page.locator('#shell .shell-card')).toHaveText('Connexion');
  await page.unrouteAll();

  // the heading stays on screen from the first HTML to the app's sign-in
  await page.addInitScript(`(() => {
    window.__headingGaps = 0;
    let shown = false;
    const check = () => {
      const shell = document.querySelector('#shell .shell-card p');
      if (shell && shell.offsetParent) shown = window.__shellShown = true;
      else if (shown && !document.querySelector('#root h1')) window.__headingGaps += 1;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  })()`);
  await page.goto('/objects/apartments');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Benutzername oder E-Mail' })).toBeVisible();
  await expect(page.locator('#shell')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-shell');
  expect(await page.evaluate('window.__shellShown')).toBe(true);
  expect(await page.evaluate('window.__headingGaps')).toBe(0);
});
