import { seriousViolations } from './axe';
import { expect, expectConsole, test } from './fixtures';
import { enableCityTemplate } from './publicLinks';
import { expectPhoneFit, projectUrl } from './support';

/**
 * The city template at 360 px (issue 24): a project switched to it in settings > website (through
 * the API here) shows its public pages with the government-style header, the dark footer with the
 * city's legal, imprint and accessibility links and the privacy policy, on white; axe finds no
 * critical or serious violation. A project without it keeps its own header on light grey.
 */

test.use({ viewport: { width: 360, height: 780 } });

const CITY_PROJECT = 'erstvermietung';
const BAD_LINK = '/action/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/offer-form?lang=de';

test('a city project’s public page wears the city template, axe clean at 360 px', async ({
  page,
  request,
}) => {
  await enableCityTemplate(request, CITY_PROJECT);

  // a public page with header and footer: an action link that is not one
  expectConsole(page, /status of 404/);
  await page.goto(projectUrl(CITY_PROJECT, BAD_LINK));
  await expect(page.getByText(/Dieser Link ist ungültig/)).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText('Stadt Winterthur')).toBeVisible();
  await expect(header.getByRole('group', { name: /Sprache/ })).toBeVisible();
  const legal = page.getByRole('contentinfo').getByRole('navigation');
  await expect(legal.getByRole('link', { name: 'Rechtliche Hinweise' })).toHaveAttribute(
    'href',
    'https://stadt.example/rechtliches',
  );
  await expect(legal.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
    'href',
    'https://stadt.example/impressum',
  );
  await expect(legal.getByRole('link', { name: 'Barrierefreiheit' })).toHaveAttribute(
    'href',
    'https://stadt.example/barrierefreiheit',
  );
  const background = await page
    .locator('header[data-city-template]')
    .evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
  await expectPhoneFit(page);

  // the privacy policy from the footer, by keyboard
  await legal.getByRole('button', { name: 'Datenschutzerklärung' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Datenschutzerklärung' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // not found: no header, the city's footer
  await page.goto(projectUrl(CITY_PROJECT, '/public/404'));
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toBeVisible();
  await expectPhoneFit(page);
});

test('a project without the city template keeps its header and light grey page', async ({ page }) => {
  expectConsole(page, /status of 404/);
  await page.goto(BAD_LINK);
  await expect(page.getByText(/Dieser Link ist ungültig/)).toBeVisible();
  await expect(page.locator('header[data-city-template]')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toHaveCount(0);
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Datenschutzerklärung' }),
  ).toBeVisible();
});
