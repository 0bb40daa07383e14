import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import { setStoredUser } from '../../dataProvider/storage';
import * as authTexts from '../../i18n/parts/auth';
import * as formsTexts from '../../i18n/parts/forms';
import * as layoutTexts from '../../i18n/parts/layout';
import * as mailSettingsTexts from '../../i18n/parts/mailSettings';
import * as settingsTexts from '../../i18n/parts/settings';
import { raGerman } from '../../i18n/ra/de';
import { SettingsRoutes } from '../../resources/settings/SettingsRoutes';
import type { MailSignatureRecord, MailTemplateRecord } from '../../schema/api/communication';
import { MAIL_PLACEHOLDERS } from '../../schema/mailPlaceholders';
import { bootstrapOf, expectRefusal } from './settingsFixtures';

const TEMPLATES = '/api/v1/settings/email-templates';
const SIGNATURE = '/api/v1/settings/email-signature';
const UPLOAD = '/api/v1/ckeditor-image-upload';

const i18nProvider = polyglotI18nProvider(
  () => ({
    ...raGerman,
    ...layoutTexts.de,
    ...formsTexts.de,
    ...authTexts.de,
    ...settingsTexts.de,
    ...mailSettingsTexts.de,
  }),
  'de',
  [{ locale: 'de', name: 'Deutsch' }],
);

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

// jsdom lays nothing out: the editor scrolling its cursor into view needs a range's rectangles
beforeAll(() => {
  const none = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect ??= none;
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}
interface Reply {
  status?: number;
  data?: unknown;
}
type Handler = (call: Call) => Reply | Promise<Reply> | undefined;

const EMPTY = { subject: '', body: '' };
const TEMPLATE: MailTemplateRecord = {
  id: 7,
  title: 'Einladung zur Besichtigung',
  texts: {
    de: { subject: 'Besichtigung', body: '<p>Guten Tag {{applicant_name}}</p>' },
    fr: EMPTY,
    it: EMPTY,
    en: EMPTY,
  },
  version: 3,
  updated_at: '2025-03-01T10:00:00.000Z',
};
const SIGNATURE_RECORD: MailSignatureRecord = {
  texts: { de: '<p>Freundliche Grüsse</p>', fr: '<p>Meilleures salutations</p>', it: '', en: '' },
  version: 2,
};

/** The settings API: templates and signature as stored; `handler` answers first (refusals, uploads). */
function server(handler: Handler = () => undefined): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: (config.url ?? '').replace(/^\/(fr|it|en)\//, '/'),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const { status = 200, data = {} } = (await handler(call)) ?? stored(call);
    const response = { data, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}

function stored(call: Call): Reply {
  if (call.url === TEMPLATES) return { data: { templates: [TEMPLATE], placeholders: MAIL_PLACEHOLDERS } };
  if (call.url === `${TEMPLATES}/7`) return { data: TEMPLATE };
  if (call.url === `${TEMPLATES}/create` || call.url === `${TEMPLATES}/7/edit`) {
    return {
      status: call.url.endsWith('create') ? 201 : 200,
      data: { ...TEMPLATE, ...(call.body as object) },
    };
  }
  if (call.url === SIGNATURE && call.method === 'GET') return { data: SIGNATURE_RECORD };
  if (call.url === SIGNATURE) return { data: { ...(call.body as object), version: 3 } };
  return { status: 404, data: { message: 'not found' } };
}

const posts = (calls: Call[], url: string) => calls.filter((c) => c.method === 'POST' && c.url === url);

function renderAt(path: string) {
  const bootstrap = { ...bootstrapOf('admin'), allowedImageTypes: ['jpg', 'png'], maxFileSize: 10 };
  setStoredUser({ ...bootstrap.user, token: 'token' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['bootstrap'], bootstrap);
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <Routes>
          <Route path="/settings/*" element={<SettingsRoutes />} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** The editor of a body (a multi-line text box named by its label) once it is ready. */
const editor = (name: string) => screen.findByRole('textbox', { name }, { timeout: 10_000 });
const save = async () => {
  const button = await screen.findByRole('button', { name: 'Speichern' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  await userEvent.click(button);
};

/** A new template: title, German subject, and a placeholder put into the German body. */
async function writeGermanTemplate() {
  await userEvent.type(await screen.findByLabelText(/^Titel/), 'Zusage');
  await userEvent.type(screen.getByLabelText(/^Betreff \(Deutsch\)/), 'Ihre Bewerbung');
  const body = await editor('Text (Deutsch)');
  await userEvent.click(screen.getByRole('button', { name: '{{applicant_name}} einfügen' }));
  await waitFor(() => expect(body.textContent).toContain('{{applicant_name}}'));
}

describe('settings > communication > mail signature', () => {
  it('is the default page, shows one editor per language in tabs and saves with the version', async () => {
    const calls = server();
    renderAt('/settings/communication');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Mail-Signatur' })).toBeTruthy();
    const tabs = await screen.findByRole('tablist', { name: 'Sprachen' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Deutsch', 'Französisch', 'Italienisch', 'Englisch']);
    await waitFor(async () =>
      expect((await editor('Signatur (Deutsch)')).textContent).toBe('Freundliche Grüsse'),
    );
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Französisch' }));
    const french = await editor('Signatur (Französisch)');
    expect(french.textContent).toBe('Meilleures salutations');
    expect(french.closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(false);
    expect(
      screen
        .getByRole('textbox', { name: 'Signatur (Deutsch)', hidden: true })
        .closest('[role="tabpanel"]')
        ?.hasAttribute('hidden'),
    ).toBe(true);

    // the form only saves something changed: put a placeholder-free line into Italian
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Italienisch' }));
    const italian = await editor('Signatur (Italienisch)');
    // (jsdom cannot type into the editor: the editor reads the changed text the way it reads typing)
    italian.innerHTML = '<p>Cordiali saluti</p>';
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Speichern' }).hasAttribute('disabled')).toBe(false),
    );
    await save();
    await screen.findByText('Die Signatur wurde gespeichert.');
    const body = posts(calls, SIGNATURE)[0]?.body as MailSignatureRecord;
    expect(body.version).toBe(2);
    expect(body.texts.de).toBe('<p>Freundliche Grüsse</p>');
    expect(body.texts.it).toContain('Cordiali saluti');
  });
});

describe('settings > communication > mail templates', () => {
  it('lists the templates with their languages, each opening its form', async () => {
    server();
    renderAt('/settings/communication/templates');
    const link = await screen.findByRole('link', { name: /Einladung zur Besichtigung/ });
    expect(link.textContent).toContain('Sprachen: DE');
    expect(link.getAttribute('href')).toBe('/settings/communication/templates/7');
    expect(screen.getByRole('button', { name: 'Vorlage «Einladung zur Besichtigung» löschen' })).toBeTruthy();
  });

  it('puts a clicked placeholder at the cursor of the open language and creates the template', async () => {
    const calls = server();
    renderAt('/settings/communication/templates/create');
    expect(await screen.findByRole('heading', { name: 'Platzhalter' })).toBeTruthy();
    for (const name of MAIL_PLACEHOLDERS) {
      expect(screen.getByRole('button', { name: `{{${name}}} einfügen` })).toBeTruthy();
    }
    await writeGermanTemplate();
    await save();
    await screen.findByText('Die Vorlage wurde gespeichert.');
    const body = posts(calls, `${TEMPLATES}/create`)[0]?.body as MailTemplateRecord;
    expect(body.title).toBe('Zusage');
    expect(body.texts.de.subject).toBe('Ihre Bewerbung');
    expect(body.texts.de.body).toContain('{{applicant_name}}');
    expect(body.texts.fr).toEqual(EMPTY);
  });

  it('refuses to save while an inline image is still uploading, then saves it with the image', async () => {
    let finish: (reply: Reply) => void = () => undefined;
    const calls = server((call) =>
      call.url === UPLOAD
        ? new Promise<Reply>((resolve) => {
            finish = resolve;
          })
        : undefined,
    );
    renderAt('/settings/communication/templates/create');
    await writeGermanTemplate();
    const picker = screen.getByTestId('inline-image-texts.de.body');
    fireEvent.change(picker, { target: { files: [new File(['png'], 'plan.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(await screen.findAllByText('Das Bild wird hochgeladen …')).toBeTruthy();
    await save();
    expect(
      await screen.findByText('Ein Bild wird noch hochgeladen. Speichern geht erst, wenn es fertig ist.'),
    ).toBeTruthy();
    expect(posts(calls, `${TEMPLATES}/create`)).toHaveLength(0);

    finish({ data: { url: 'https://rent.immodesk.test/mail-images/s/1/2025-03/plan.png' } });
    const body = await editor('Text (Deutsch)');
    await waitFor(() => expect(body.querySelector('img')?.getAttribute('alt')).toBe('plan'));
    expect(
      screen.queryByText('Ein Bild wird noch hochgeladen. Speichern geht erst, wenn es fertig ist.'),
    ).toBeNull();
    await save();
    await screen.findByText('Die Vorlage wurde gespeichert.');
    const sent = posts(calls, `${TEMPLATES}/create`)[0]?.body as MailTemplateRecord;
    expect(sent.texts.de.body).toContain('src="https://rent.immodesk.test/mail-images/s/1/2025-03/plan.png"');
  });

  it("shows the server's unknown-placeholder refusal on the French body and opens that tab", async () => {
    expectRefusal();
    server((call) =>
      call.url === `${TEMPLATES}/create`
        ? {
            status: 400,
            data: {
              message: 'Unbekannter Platzhalter',
              messageKey: 'mail_unknown_placeholder',
              errors: { 'texts.fr.body': 'mail_unknown_placeholder' },
            },
          }
        : undefined,
    );
    renderAt('/settings/communication/templates/create');
    await writeGermanTemplate();
    await userEvent.click(screen.getByRole('tab', { name: 'Französisch' }));
    await userEvent.type(screen.getByLabelText(/^Betreff \(Französisch\)/), 'Votre candidature');
    const french = await editor('Text (Französisch)');
    await userEvent.click(screen.getByRole('button', { name: '{{salutation}} einfügen' }));
    await waitFor(() => expect(french.textContent).toContain('{{salutation}}'));
    await userEvent.click(screen.getByRole('tab', { name: 'Deutsch' }));
    await save();

    const tab = await screen.findByRole('tab', { name: 'Französisch (mit Fehler)' });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    const panel = french.closest('[role="tabpanel"]') as HTMLElement;
    expect(panel.hasAttribute('hidden')).toBe(false);
    expect(
      within(panel).getByText(
        'Dieser Platzhalter ist unbekannt. Verwenden Sie nur die aufgeführten Platzhalter.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deutsch' }).getAttribute('aria-selected')).toBe('false');
  });

  it('says clearly that someone else changed the template, and keeps the edits', async () => {
    expectRefusal();
    let reads = 0;
    const calls = server((call) => {
      if (call.url === `${TEMPLATES}/7/edit`) {
        return { status: 409, data: { message: 'geändert', messageKey: 'mail_template_changed_meanwhile' } };
      }
      // after the conflict, the server holds another person's change
      if (call.url === `${TEMPLATES}/7` && (reads += 1) > 1) {
        return { data: { ...TEMPLATE, title: 'Besichtigung (Kollegin)', version: 4 } };
      }
      return undefined;
    });
    renderAt('/settings/communication/templates/7');
    const title = (await screen.findByLabelText(/^Titel/)) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('Einladung zur Besichtigung'));
    await userEvent.type(title, ' (neu)');
    await save();
    expect(
      await screen.findByText(/Jemand anderes hat das inzwischen geändert\. Ihre Eingaben sind noch da/, {
        selector: '.MuiAlert-message',
      }),
    ).toBeTruthy();
    expect(title.value).toBe('Einladung zur Besichtigung (neu)');
    expect((posts(calls, `${TEMPLATES}/7/edit`)[0]?.body as MailTemplateRecord).version).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect(title.value).toBe('Besichtigung (Kollegin)'));
  });
});
