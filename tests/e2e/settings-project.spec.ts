import { expect, expectConsole, test } from './fixtures';
import { seriousViolations } from './axe';
import { apiSignIn, projectUrl, storeSession } from './support';

const OUTLINE = 'rgb(1, 2, 3)';
const CSS = `.MuiCard-root { outline: 3px solid ${OUTLINE} }`;

test.describe('project settings: public page theme', () => {
  test('an admin saves colours and custom CSS; the public page shows them, the staff app never', async ({
    context,
    page,
    request,
  }) => {
    // a project no other browser test changes the theme of
    const session = await apiSignIn(request, 'demo.admin', 'investoren');
    await storeSession(context, session);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(projectUrl('investoren', '/settings/website'));

    await expect(
      page.getByRole('heading', { level: 1, name: 'Design der öffentlichen Seiten' }),
    ).toBeVisible();
    const themeColor = page.getByRole('textbox', { name: 'Themenfarbe', exact: true });
    await expect(themeColor).not.toHaveValue('');
    await themeColor.fill('#1f4e79');
    await page.getByRole('textbox', { name: 'Eigenes CSS' }).fill(CSS);
    await expect(page.getByText('Kontrast 8.6:1')).toBeVisible();
    // the page's second form (the city template) has its own Speichern
    await page
      .getByRole('region', { name: 'Farben und Schrift' })
      .getByRole('button', { name: 'Speichern' })
      .click();
    await expect(page.getByText('Design gespeichert.')).toBeVisible();

    // the staff app: no custom CSS, and the page fits 800 px
    await expect(page.locator('style[data-public-custom-css]')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // a public page of the project: the checked CSS applies there (the made-up link is refused)
    expectConsole(page, /status of (400|410)/);
    await page.goto(projectUrl('investoren', '/action/account/1/password-reset-form?token=invalid'));
    await expect(page.locator('style[data-public-custom-css]')).toHaveCount(1);
    await expect(page.locator('.MuiCard-root').first()).toHaveCSS('outline-color', OUTLINE);

    // back in the staff app, it is gone again
    await page.goto(projectUrl('investoren', '/settings/project'));
    await expect(page.getByRole('heading', { level: 1, name: 'Projekt' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Telefon' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.locator('style[data-public-custom-css]')).toHaveCount(0);
  });
});
