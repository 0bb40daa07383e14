import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { documentsLink, offerLink, openApartments, referenceLink, viewingLink } from './publicLinks';
import { ObjectListScreen, signInAs } from './support';

/** The staff app's start chunk, as the client build names it (vite.config.ts, group "app"). */
const STAFF_APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;

/** The scripts a page fetched, by their paths, once it is `ready`. */
async function scriptsOf(page: Page, url: string, ready: () => Promise<void>): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (call) => {
    if (call.resourceType() === 'script') scripts.push(new URL(call.url()).pathname);
  });
  await page.goto(url);
  await ready();
  return scripts;
}

const PUBLIC_PAGES: Array<[string, (request: APIRequestContext) => Promise<string>]> = [
  ['the application form', async (request) => (await openApartments(request))[0]!.url],
  ['the offer page', offerLink],
  ['the documents upload page', documentsLink],
  ['the reference form', referenceLink],
  ['the viewing booking page', viewingLink],
];

test.describe('the public pages load none of the staff app', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [name, linkOf] of PUBLIC_PAGES) {
    test(name, async ({ page, request }) => {
      const scripts = await scriptsOf(page, await linkOf(request), async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // and whatever the page loads after its first screen
        await page.waitForLoadState('networkidle');
      });
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.filter((script) => STAFF_APP_CHUNK.test(script))).toEqual([]);
    });
  }
});

test('a staff list loads the staff app chunk the public pages go without', async ({
  context,
  page,
  request,
}) => {
  await signInAs(context, request, 'user');
  const scripts = await scriptsOf(page, '/objects/apartments', () => new ObjectListScreen(page).settled());
  expect(scripts.filter((script) => STAFF_APP_CHUNK.test(script))).toHaveLength(1);
});
