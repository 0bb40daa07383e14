import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { apiSignIn, projectUrl, storeSession } from './support';

const PROJECT = 'verkauf';
const TITLE = 'Zusage Besichtigung';

const EMPTY = { subject: '', body: '' };

async function signIn(context: BrowserContext, request: APIRequestContext, page: Page) {
  const session = await apiSignIn(request, 'demo.admin', PROJECT);
  await storeSession(context, session);
  await page.setViewportSize({ width: 800, height: 900 });
  return { authorization: `Bearer ${session.token}`, 'tenant-name': PROJECT };
}

test.describe('settings > communication', () => {
  test('communication settings open on the signature, which saves', async ({ context, page, request }) => {
    await signIn(context, request, page);
    await page.goto(projectUrl(PROJECT, '/settings/communication'));
    await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Signatur' })).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/communication\/signature$/);
    const signature = page.getByRole('textbox', { name: 'Signatur (Deutsch)' });
    await signature.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Ihr Vermietungsteam');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Signatur wurde gespeichert.')).toBeVisible();
    await expect(signature).toContainText('Ihr Vermietungsteam');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an admin writes a template in German and French with placeholders and finds it in the list', async ({
    context,
    page,
    request,
  }) => {
    // four editors, twelve placeholders and two accessibility scans: more than the default minute on a busy machine
    test.slow();
    await signIn(context, request, page);
    await page.goto(projectUrl(PROJECT, '/settings/communication/templates'));
    await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Vorlagen' })).toBeVisible();
    await page.getByRole('link', { name: 'Neue Vorlage' }).click();
    await page.getByRole('textbox', { name: 'Titel' }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Betreff (Deutsch)' }).fill('Ihre Besichtigung');
    await page.getByRole('textbox', { name: 'Text (Deutsch)' }).click();
    await page.keyboard.type('Guten Tag ');
    await page.getByRole('button', { name: '{{applicant_name}} einfügen' }).click();
    await expect(page.getByRole('textbox', { name: 'Text (Deutsch)' })).toContainText(
      'Guten Tag {{applicant_name}}',
    );

    // the language tabs work with the keyboard
    await page.getByRole('tab', { name: 'Deutsch' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Französisch' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Französisch' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: 'Betreff (Französisch)' }).fill('Votre visite');
    await page.getByRole('textbox', { name: 'Text (Französisch)' }).click();
    await page.keyboard.type('Bonjour ');
    await page.getByRole('button', { name: '{{salutation}} einfügen' }).click();
    await expect(page.getByRole('textbox', { name: 'Text (Französisch)' })).toContainText(
      'Bonjour {{salutation}}',
    );

    // 800 px: nothing sticks out; no serious accessibility fault
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Vorlage wurde gespeichert.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Vorlagen' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(TITLE) })).toContainText('Sprachen: DE · FR');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an unknown placeholder is refused with the field message, by the screen and by the server', async ({
    context,
    page,
    request,
  }) => {
    const headers = await signIn(context, request, page);
    const texts = {
      de: { subject: 'Absage', body: '<p>Guten Tag {{applicant_name}}</p>' },
      fr: EMPTY,
      it: EMPTY,
      en: EMPTY,
    };
    const created = await request.post('/api/v1/settings/email-templates/create', {
      headers,
      data: { title: 'Absage', texts },
    });
    expect(created.status()).toBe(201);
    const { id, version } = (await created.json()) as { id: number; version: number };

    await page.goto(projectUrl(PROJECT, `/settings/communication/templates/${id}`));
    const germanBody = page.getByRole('textbox', { name: 'Text (Deutsch)' });
    await expect(germanBody).toContainText('{{applicant_name}}');
    await germanBody.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' {{foo}}');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByText('Dieser Platzhalter ist unbekannt. Verwenden Sie nur die aufgeführten Platzhalter.'),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Deutsch (mit Fehler)' })).toBeVisible();

    const refused = await request.post(`/api/v1/settings/email-templates/${id}/edit`, {
      headers,
      data: {
        title: 'Absage',
        version,
        texts: { ...texts, de: { subject: 'Absage', body: '<p>{{foo}}</p>' } },
      },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      'texts.de.body': 'mail_unknown_placeholder',
    });

    // leaving with the refused edit asks first
    await page.getByRole('link', { name: 'Zurück zu den Vorlagen' }).click();
    const question = page.getByRole('dialog');
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Verwerfen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Vorlagen' })).toBeVisible();
  });
});
