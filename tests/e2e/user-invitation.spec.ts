import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { latestMailTo } from './outbox';
import { projectUrl, signInAs } from './support';
import { fillPasswordStep, storedUsername } from './support-signin';

const PASSWORD = 'Willkommen-26';

test('an admin invites a user, who sets a password from the mailed link and signs in', async ({
  context,
  page,
  request,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signInAs(context, request, 'admin');
  await page.goto(projectUrl('rent', '/settings'));
  await expect(page).toHaveURL(projectUrl('rent', '/settings/user-management/users'));
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
  await expect(page.getByText('demo.analyst@immodesk.demo')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Einladen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer einladen' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Vorname' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Nina');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Neuhaus');
  await page.getByRole('textbox', { name: 'Benutzername' }).fill('nina.neuhaus');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('nina.neuhaus@example.ch');
  // the current project is chosen already
  await page.getByRole('button', { name: /Speichern/ }).click();
  await expect(
    page.getByText(
      'Einladung für nina.neuhaus@example.ch erstellt. Die Mail wartet im Postausgang: Es ist kein Mailserver eingerichtet.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(projectUrl('rent', '/settings/user-management/users'));

  const mail = latestMailTo('nina.neuhaus@example.ch');
  expect(mail, 'the invitation mail').not.toBeNull();
  const link = /https?:\/\/\S+\/action\/account\/[0-9a-f-]{36}\/invitation\?token=[\w-]+/.exec(
    mail!.text_body,
  )?.[0];
  expect(link, mail!.text_body).toBeTruthy();

  // the invited person, in a browser of their own
  const invited = await context.browser()!.newContext();
  const person = await invited.newPage();
  await person.goto(link!);
  await expect(person.getByRole('heading', { name: 'Passwort festlegen' })).toBeVisible();
  await person.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(PASSWORD);
  await person.getByRole('textbox', { name: 'Neues Passwort wiederholen' }).fill(PASSWORD);
  await person.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(person.getByRole('status')).toHaveText(
    'Ihr Passwort ist gesetzt. Sie können sich jetzt anmelden.',
  );
  await person.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await fillPasswordStep(person, 'nina.neuhaus', PASSWORD);
  await expect(person).not.toHaveURL(/\/login/);
  expect(await storedUsername(person)).toBe('nina.neuhaus');
  await invited.close();
});
