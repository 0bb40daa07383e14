import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, expectConsole, test } from './fixtures';
import { latestMailTo } from './outbox';
import {
  apiSignIn,
  ObjectListScreen,
  PORT,
  projectUrl,
  signInAs,
  tabTo,
  expectNoHorizontalScroll,
} from './support';

/** The demo project whose apartments are advertised (server/db/seed/ads.ts). */
const PROJECT = 'erstvermietung';
const LIST = '/api/v1/objects/iframe-object-list';
const SETTINGS = '/api/v1/settings/website/object-list';

test.describe('a visitor on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('sees nothing move while the list loads: the header, the offers and the footer keep their places', async ({
    page,
  }) => {
    await page.addInitScript(`(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    })()`);
    await page.goto(projectUrl(PROJECT, '/public-object-list'));
    await expect(page.getByRole('heading', { level: 1, name: 'Freie Objekte' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    // the header's project name and the offers came after the first drawing
    await expect(page.getByRole('banner')).toContainText('Erstvermietung');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    expect(await page.evaluate('window.__shift')).toBe(0);
  });

  test('finds the offers of the first letting, opens one by keyboard and registers interest', async ({
    page,
    request,
  }) => {
    // the offers as the public list answers them (published by the demo)
    const listed = await request.get(LIST, { headers: { 'tenant-name': PROJECT } });
    expect(listed.status()).toBe(200);
    const offers = (await listed.json()) as { objects: Array<{ id: string; title: string }>; total: number };
    expect(offers.total).toBeGreaterThan(0);
    const offer = offers.objects[0]!;

    await page.goto(projectUrl(PROJECT, '/public-object-list'));
    await expect(page.getByRole('heading', { level: 1, name: 'Freie Objekte' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `${offers.total} Angebote` })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(offers.objects.length);
    await expect(page.getByRole('heading', { level: 2, name: offer.title })).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    // by keyboard to the offer's details
    await tabTo(page, page.getByRole('link', { name: `Details zu ${offer.title}` }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/public-object-details/${offer.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Beschreibung' })).toBeVisible();
    await expect(page.getByText(/Neubau-Erstbezug/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    // the interest form, by keyboard
    const email = `nina.frei.${Date.now()}@example.ch`;
    const form = page.getByRole('form', { name: 'Interesse melden' });
    await tabTo(page, form.getByRole('textbox', { name: /Vor- und Nachname/ }));
    await page.keyboard.type('Nina Frei');
    await tabTo(page, form.getByRole('textbox', { name: /E-Mail/ }));
    await page.keyboard.type(email);
    await tabTo(page, form.getByRole('textbox', { name: /Telefon/ }));
    await page.keyboard.type('079 444 22 11');
    await tabTo(page, form.getByRole('textbox', { name: /Nachricht/ }));
    await page.keyboard.type('Ist die Wohnung ab nächstem Monat frei?');
    await tabTo(page, form.getByRole('button', { name: 'Interesse senden' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihr Interesse.' }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(latestMailTo(email)?.subject).toBe(`Ihr Interesse an ${offer.title}`);

    // the staff see the new interested person of that object, from the website
    const session = await signInAs(page.context(), request, 'admin', PROJECT);
    const headers = { authorization: `Bearer ${session.token}`, 'tenant-name': PROJECT };
    const people = await request.get('/api/v1/applications/interested', {
      headers,
      params: { search: email },
    });
    expect(people.status()).toBe(200);
    const rows = ((await people.json()) as { body: Array<{ _id: number; name: string; source: string }> })
      .body;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Nina Frei', email, source: 'website' });
    const person = await request.get(`/api/v1/applications/interested/${rows[0]!._id}`, { headers });
    expect(person.status()).toBe(200);
    const detail = (await person.json()) as { note: string; object: { id: number } | null };
    expect(detail.note).toBe('Ist die Wohnung ab nächstem Monat frei?');
    const staffObject = await request.get(`/api/v2/marketing/objects/${detail.object!.id}/edit`, {
      headers,
    });
    expect(staffObject.status()).toBe(200);
    const ad = (await staffObject.json()) as { texts: Record<string, { title: string }> };
    expect(ad.texts.de!.title).toBe(offer.title);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(projectUrl(PROJECT, '/interested-people'));
    const list = new ObjectListScreen(page);
    await list.settled();
    await list.search.fill(email);
    await expect(list.rows).toHaveCount(1);
    await expect(list.rows.first()).toContainText('Nina Frei');
    await expect(list.rows.first()).toContainText('Website');
  });
});

/** What Chromium says in the console of a page whose frame it refused. */
const FRAMING_REFUSED =
  /Framing '.+' violates the following Content Security Policy directive: "frame-ancestors/;

/** A page of another site (another origin: 127.0.0.1 instead of <project>.localhost) that frames the iframe list. */
async function embeddingSite(): Promise<{ server: Server; origin: string }> {
  const frameUrl = `http://${PROJECT}.localhost:${PORT}/iframe/object-list`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="de"><head><title>Verwaltung</title></head><body>` +
        `<h1>Unsere Wohnungen</h1><iframe title="Freie Objekte" src="${frameUrl}" width="360" height="600"></iframe>` +
        `</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

async function saveEmbeddingSites(request: APIRequestContext, frameDomains: string[]) {
  const admin = await apiSignIn(request, 'demo.admin', PROJECT);
  const headers = { authorization: `Bearer ${admin.token}`, 'tenant-name': PROJECT };
  const current = await request.get(SETTINGS, { headers });
  expect(current.status()).toBe(200);
  const settings = (await current.json()) as Record<string, unknown>;
  const saved = await request.post(SETTINGS, {
    headers,
    data: {
      fields: settings.fields,
      filters: settings.filters,
      texts: settings.texts,
      version: settings.version,
      frameDomains,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('the iframe list shows on another site only while settings > website allows that site', async ({
  page,
  request,
}) => {
  const { server, origin } = await embeddingSite();
  try {
    const framed = page.frameLocator('iframe[title="Freie Objekte"]');
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (FRAMING_REFUSED.test(message.text())) refusals.push(message.text());
    });
    // Chromium says so in the console of the page whose frame it refused
    expectConsole(page, FRAMING_REFUSED);

    // not among the allowed sites: the browser refuses to show the page in the frame
    await page.goto(`${origin}/`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toContain("frame-ancestors 'self'");
    await expect(framed.getByRole('heading', { name: 'Freie Objekte' })).toHaveCount(0);

    // allowed: the list shows inside the other site's page, and its details open in the frame
    await saveEmbeddingSites(request, [origin]);
    refusals.length = 0;
    await page.goto(`${origin}/`);
    await expect(framed.getByRole('heading', { level: 1, name: 'Freie Objekte' })).toBeVisible();
    const first = framed.getByRole('article').first();
    await expect(first).toBeVisible();
    const title = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
    await first.getByRole('link', { name: `Details zu ${title}` }).click();
    await expect(framed.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(framed.getByRole('form', { name: 'Interesse melden' })).toBeVisible();
    expect(refusals).toEqual([]);

    // taken off the list again: refused again
    await saveEmbeddingSites(request, []);
    await page.goto(`${origin}/`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    await expect(framed.getByRole('heading', { name: 'Freie Objekte' })).toHaveCount(0);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
