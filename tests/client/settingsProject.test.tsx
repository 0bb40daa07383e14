import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { websiteObjectListSchema } from '../../schema/publicObjects';
import { api } from '../../dataProvider/http';
import { setStoredUser } from '../../dataProvider/storage';
import * as formsTexts from '../../i18n/parts/forms';
import * as layoutTexts from '../../i18n/parts/layout';
import * as projectTexts from '../../i18n/parts/projectSettings';
import * as settingsTexts from '../../i18n/parts/settings';
import { raGerman } from '../../i18n/ra/de';
import { SettingsRoutes } from '../../resources/settings/SettingsRoutes';
import type { ProjectSettingsReply, WebsiteThemeReply } from '../../schema/api/projectSettings';
import { PublicFooter } from '../../src/layout/PublicPages';
import { PublicCityContext } from '../../src/public/publicCity';
import { callPublicTheme, PublicTheme, THEME_WAIT_MS } from '../../src/public/PublicTheme';
import { bootstrapOf, callsTo, expectRefusal, mockApi, type Call, type Reply } from './settingsFixtures';

const PROJECT = '/api/v1/settings/project';
const WEBSITE = '/api/v1/settings/website';
const PUBLIC_THEME = '/api/v1/public/website-theme';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const i18nProvider = polyglotI18nProvider(
  () => ({ ...raGerman, ...layoutTexts.de, ...formsTexts.de, ...settingsTexts.de, ...projectTexts.de }),
  'de',
  [{ locale: 'de', name: 'Deutsch' }],
);

function projectSettings(extra: Partial<ProjectSettingsReply> = {}): ProjectSettingsReply {
  return {
    name: 'Wiedervermietung Zürich',
    address: 'Bahnhofstrasse 12\n8001 Zürich',
    contactName: 'Anna Muster',
    phone: '+41441234567',
    email: 'anna@muster.example',
    language: 'de',
    currency: 'CHF',
    languages: ['de', 'fr', 'it', 'en'],
    currencies: ['CHF', 'EUR'],
    version: 2,
    ...extra,
  };
}

function websiteTheme(extra: Partial<WebsiteThemeReply> = {}): WebsiteThemeReply {
  return {
    themeColor: '#1f6f8b',
    fontColor: '#ffffff',
    secondFontColor: '#1f2933',
    font: 'inter',
    customCss: '',
    fonts: ['inter', 'helvetica', 'verdana', 'georgia', 'system'],
    version: 1,
    ...extra,
  };
}

/** The two pages' server: reads answer the stored settings, saves store them (or `onSave` refuses). */
function server(onSave?: (url: string, body: Record<string, unknown>) => Reply | undefined) {
  let project = projectSettings();
  let theme = websiteTheme();
  return mockApi((call: Call) => {
    // the city template's form on the website page (its own test is in the browser suite)
    if (call.url === `${WEBSITE}/city-template` && call.method === 'GET') {
      return {
        data: {
          enabled: true,
          name: 'Stadt Biel',
          legalUrl: 'https://biel.example/recht',
          legalUrlFr: 'https://bienne.example/droit',
          imprintUrl: 'https://biel.example/impressum',
          accessibilityUrl: 'https://biel.example/barrierefrei',
          version: 0,
        },
      };
    }
    // the public object list's form on the website page
    if (call.url === `${WEBSITE}/object-list` && call.method === 'GET') {
      const texts = { title: '', intro: '' };
      return {
        data: {
          fields: ['rooms', 'price'],
          filters: ['rooms'],
          texts: { de: { title: 'Unsere Wohnungen', intro: '' }, fr: texts, it: texts, en: texts },
          frameDomains: ['https://www.verwaltung.example'],
          version: 1,
        },
      };
    }
    if (call.url === `${WEBSITE}/object-list` && call.method === 'POST') {
      // as the server answers: the sites as a list of origins
      const saved = websiteObjectListSchema.parse(call.body);
      return { data: { ...saved, version: 2, message: 'gespeichert' } };
    }
    if (call.url === `${WEBSITE}/privacy-text` && call.method === 'GET') {
      return { data: { de: '<p>Unser Datenschutz</p>', fr: '', it: '', en: '', version: 3 } };
    }
    if (call.url !== PROJECT && call.url !== WEBSITE) return undefined;
    if (call.method === 'GET') return { data: call.url === PROJECT ? project : theme };
    const body = call.body as Record<string, unknown>;
    const refusal = onSave?.(call.url, body);
    if (refusal) return refusal;
    if (call.url === PROJECT) project = { ...project, ...body, version: project.version + 1 };
    else theme = { ...theme, ...body, version: theme.version + 1 };
    return { data: { ...(call.url === PROJECT ? project : theme), message: 'gespeichert' } };
  });
}

function renderAt(path: string) {
  const bootstrap = bootstrapOf('admin');
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

const saveButton = () => screen.findByRole('button', { name: 'Speichern' });
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('settings > project', () => {
  it("shows what the project's files take of its quota, and the hourly amount per person", async () => {
    mockApi((call) => {
      if (call.url === PROJECT) return { data: projectSettings() };
      if (call.url === '/api/v1/settings/storage') {
        return {
          data: { usedBytes: 4.6 * 1024 ** 3, quotaBytes: 5 * 1024 ** 3, ratePerHourBytes: 1024 ** 3 },
        };
      }
      return undefined;
    });
    renderAt('/settings/project');
    const bar = await screen.findByRole('progressbar', { name: '4.6 GB von 5.0 GB belegt (92 %)' });
    expect(bar.getAttribute('aria-valuenow')).toBe('92');
    expect(screen.getByText('Hochladen pro Person: höchstens 1.0 GB pro Stunde')).toBeTruthy();
  });

  it('shows general and contact, and saves a Swiss phone number with the loaded version', async () => {
    const calls = server();
    renderAt('/settings/project');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projekt' })).toBeTruthy();
    const phone = (await screen.findByLabelText('Telefon')) as HTMLInputElement;
    await waitFor(() =>
      expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Wiedervermietung Zürich'),
    );
    await userEvent.clear(phone);
    await userEvent.type(phone, '079 123 45 67');
    await userEvent.click(await saveButton());
    await screen.findByText('Projekteinstellungen gespeichert.');
    const body = callsTo(calls, 'POST', PROJECT)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ version: 2, contactName: 'Anna Muster', currency: 'CHF' });
    expect(String(body.phone).replace(/\s/g, '')).toMatch(/^(\+41|0)791234567$/);
  });

  it('refuses an invalid phone number on the input, without sending', async () => {
    const calls = server();
    renderAt('/settings/project');
    const phone = (await screen.findByLabelText('Telefon')) as HTMLInputElement;
    await waitFor(() => expect(phone.value).not.toBe(''));
    await userEvent.clear(phone);
    await userEvent.type(phone, '12');
    await userEvent.click(await saveButton());
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(phone)).toContain('gültige Telefonnummer');
    expect(callsTo(calls, 'POST', PROJECT)).toHaveLength(0);
  });

  it('offers to reload when someone else saved in between', async () => {
    expectRefusal();
    const calls = server(() => ({
      status: 409,
      data: { message: 'geändert', messageKey: 'project_settings_changed' },
    }));
    renderAt('/settings/project');
    const contact = (await screen.findByLabelText('Kontaktperson')) as HTMLInputElement;
    await waitFor(() => expect(contact.value).toBe('Anna Muster'));
    await userEvent.type(contact, ' Meier');
    await userEvent.click(await saveButton());
    expect(
      await screen.findByText('Jemand anderes hat die Einstellungen inzwischen geändert.', {
        selector: '.MuiAlert-message',
      }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect(callsTo(calls, 'GET', PROJECT).length).toBeGreaterThanOrEqual(2));
  });
});

/** The theme form's save button (the city template's form below has its own). */
const themeSaveFound = async () =>
  within(await screen.findByRole('region', { name: 'Farben und Schrift' })).findByRole('button', {
    name: 'Speichern',
  });

describe('settings > website (theme)', () => {
  it('previews the colours live and names both colours when the contrast is too low', async () => {
    const calls = server();
    renderAt('/settings/website');
    const themeColor = (await screen.findByLabelText(/^Themenfarbe/)) as HTMLInputElement;
    await waitFor(() => expect(themeColor.value).toBe('#1f6f8b'));
    const preview = screen.getByTestId('public-theme-preview');
    await userEvent.clear(themeColor);
    await userEvent.type(themeColor, '#ffcc00');
    await waitFor(() =>
      expect(getComputedStyle(preview.firstElementChild as HTMLElement).backgroundColor).toBe(
        'rgb(255, 204, 0)',
      ),
    );
    expect(screen.getByText('Kontrast 1.5:1')).toBeTruthy();
    await userEvent.click(await themeSaveFound());
    const fontColor = screen.getByLabelText(/^Schrift auf Themenfarbe/);
    await waitFor(() => expect(fontColor.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(fontColor)).toContain('Schrift #ffffff auf #ffcc00: Kontrast 1.5:1, nötig 4.5:1.');
    expect(callsTo(calls, 'POST', WEBSITE)).toHaveLength(0);
  });

  it('takes a colour from the picker into the field, says the theme is for public pages, titles once', async () => {
    const calls = server();
    renderAt('/settings/website');
    const themeColor = (await screen.findByLabelText(/^Themenfarbe/)) as HTMLInputElement;
    await waitFor(() => expect(themeColor.value).toBe('#1f6f8b'));
    const picker = screen.getByLabelText('Farbe wählen: Themenfarbe') as HTMLInputElement;
    expect(picker.type).toBe('color');
    expect(picker.value).toBe('#1f6f8b');
    fireEvent.change(picker, { target: { value: '#123456' } });
    await waitFor(() => expect(themeColor.value).toBe('#123456'));
    expect(descriptionOf(themeColor)).toContain('Kopfzeile und Schaltflächen');
    expect(descriptionOf(screen.getByLabelText(/^Schrift auf Weiss/))).toContain('weissen Seitengrund');
    expect(screen.getByText(/Die Verwaltung selbst behält ihr Aussehen/)).toBeTruthy();
    expect(screen.getAllByText('Design der öffentlichen Seiten')).toHaveLength(1);
    await userEvent.click(await themeSaveFound());
    await waitFor(() => expect(callsTo(calls, 'POST', WEBSITE)).toHaveLength(1));
    expect(callsTo(calls, 'POST', WEBSITE)[0]!.body).toMatchObject({ themeColor: '#123456' });
  });

  it("shows the server's CSS refusal on the CSS input", async () => {
    expectRefusal();
    server(() => ({
      status: 400,
      data: {
        message: 'Das CSS darf kein @import enthalten.',
        messageKey: 'css_import_not_allowed',
        errors: { customCss: 'css_import_not_allowed' },
      },
    }));
    renderAt('/settings/website');
    const css = (await screen.findByLabelText('Eigenes CSS')) as HTMLTextAreaElement;
    // the client check refuses @import too: the server's refusal is shown for what slips past it
    await userEvent.type(css, 'body {{ color: red }');
    await userEvent.click(await themeSaveFound());
    await waitFor(() => expect(css.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(css)).toContain('@import ist nicht erlaubt.');
  });

  it('refuses CSS loading another origin before sending', async () => {
    const calls = server();
    renderAt('/settings/website');
    const css = (await screen.findByLabelText('Eigenes CSS')) as HTMLTextAreaElement;
    await userEvent.type(css, 'body {{ background: url(https://evil.example/a.png) }');
    await userEvent.click(await themeSaveFound());
    await waitFor(() => expect(css.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(css)).toContain('Nur Adressen dieser Website');
    expect(callsTo(calls, 'POST', WEBSITE)).toHaveLength(0);
  });
});

describe('settings > website (city links and privacy text)', () => {
  it('shows each city link in German and the other languages, and the privacy text per language', async () => {
    server();
    renderAt('/settings/website');
    const city = await screen.findByRole('region', { name: 'Stadtvorlage' });
    const legal = await within(city).findAllByLabelText(/^Link «Rechtliche Hinweise»/);
    expect(legal).toHaveLength(4);
    await waitFor(() => expect((legal[0] as HTMLInputElement).value).toBe('https://biel.example/recht'));
    expect((legal[1] as HTMLInputElement).value).toBe('https://bienne.example/droit');
    expect((legal[2] as HTMLInputElement).value).toBe('');
    expect(descriptionOf(legal[1]!)).toContain('Französisch (leer: der deutsche Link)');
    const privacy = await screen.findByRole('region', { name: 'Datenschutztext' });
    expect(within(privacy).getByText(/Fehlt eine Sprache, gilt der deutsche Text/)).toBeTruthy();
    expect(await within(privacy).findByText('Unser Datenschutz')).toBeTruthy();
  });

  it('saves the sites that may embed the object list with the version the section was loaded at', async () => {
    const calls = server();
    renderAt('/settings/website');
    const list = await screen.findByRole('region', { name: 'Öffentliche Objektliste und Iframe' });
    const sites = (await within(list).findByLabelText('Websites, die das Iframe einbetten dürfen', {
      selector: 'textarea',
    })) as HTMLTextAreaElement;
    await waitFor(() => expect(sites.value).toBe('https://www.verwaltung.example'));
    expect((within(list).getByLabelText('Titel (Deutsch)') as HTMLInputElement).value).toBe(
      'Unsere Wohnungen',
    );
    await userEvent.type(sites, '{enter}https://immobilien.example');
    await userEvent.click(within(list).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(callsTo(calls, 'POST', `${WEBSITE}/object-list`)).toHaveLength(1));
    const body = callsTo(calls, 'POST', `${WEBSITE}/object-list`)[0]!.body as Record<string, unknown>;
    expect(body.version).toBe(1);
    expect(body.fields).toEqual(['rooms', 'price']);
    expect(JSON.stringify(body.frameDomains)).toContain('https://immobilien.example');
    expect(JSON.stringify(body.frameDomains)).toContain('https://www.verwaltung.example');
  });
});

describe('the city footer in the visitor’s language', () => {
  const city = {
    name: 'Stadt Biel',
    legalUrl: 'https://biel.example/recht',
    imprintUrl: 'https://biel.example/impressum',
    accessibilityUrl: 'https://biel.example/barrierefrei',
    links: {
      de: {
        legalUrl: 'https://biel.example/recht',
        imprintUrl: 'https://biel.example/impressum',
        accessibilityUrl: 'https://biel.example/barrierefrei',
      },
      fr: {
        legalUrl: 'https://bienne.example/droit',
        imprintUrl: 'https://biel.example/impressum',
        accessibilityUrl: 'javascript:alert(1)',
      },
      it: {
        legalUrl: 'https://biel.example/recht',
        imprintUrl: 'https://biel.example/impressum',
        accessibilityUrl: 'https://biel.example/barrierefrei',
      },
      en: {
        legalUrl: 'https://biel.example/recht',
        imprintUrl: 'https://biel.example/impressum',
        accessibilityUrl: 'https://biel.example/barrierefrei',
      },
    },
  };

  function footerIn(locale: 'de' | 'fr') {
    const provider = polyglotI18nProvider(
      (lang) => ({ ...raGerman, ...(lang === 'fr' ? layoutTexts.fr : layoutTexts.de) }),
      locale,
      [
        { locale: 'de', name: 'Deutsch' },
        { locale: 'fr', name: 'Français' },
      ],
    );
    return render(
      <AdminContext i18nProvider={provider} store={memoryStore()}>
        <PublicCityContext.Provider value={city}>
          <PublicFooter />
        </PublicCityContext.Provider>
      </AdminContext>,
    );
  }

  it('links the French pages for a French visitor, German where French has none or no web address', () => {
    footerIn('fr');
    expect(screen.getByRole('link', { name: layoutTexts.fr.layout_city_legal }).getAttribute('href')).toBe(
      'https://bienne.example/droit',
    );
    expect(
      screen.getByRole('link', { name: layoutTexts.fr.layout_city_accessibility }).getAttribute('href'),
    ).toBe('https://biel.example/barrierefrei');
  });

  it('links the German pages for a German visitor', () => {
    footerIn('de');
    expect(screen.getByRole('link', { name: layoutTexts.de.layout_city_legal }).getAttribute('href')).toBe(
      'https://biel.example/recht',
    );
  });
});

describe('public theme on public pages', () => {
  const publicServer = (customCss: string) =>
    mockApi((call) =>
      call.url === PUBLIC_THEME
        ? {
            data: {
              themeColor: '#1f4e79',
              fontColor: '#ffffff',
              secondFontColor: '#222222',
              font: 'georgia',
              fontFamily: 'Georgia, serif',
              customCss,
            },
          }
        : undefined,
    );

  it('applies the custom CSS while the public page is shown, and removes it when it goes', async () => {
    publicServer('.public-title { letter-spacing: 2px }');
    const { unmount } = render(
      <PublicTheme>
        <p>öffentliche Seite</p>
      </PublicTheme>,
    );
    // the page waits for its theme: it shows once, in the project's font, never in the app's
    expect(screen.queryByText('öffentliche Seite')).toBeNull();
    const page = await screen.findByText('öffentliche Seite');
    expect(getComputedStyle(page.parentElement!).fontFamily).toContain('Georgia');
    await waitFor(() => expect(document.querySelector('style[data-public-custom-css]')).not.toBeNull());
    expect(document.querySelector('style[data-public-custom-css]')!.textContent).toBe(
      '.public-title { letter-spacing: 2px }',
    );
    expect(getComputedStyle(screen.getByText('öffentliche Seite').parentElement!).fontFamily).toContain(
      'Georgia',
    );
    unmount();
    expect(document.querySelector('style[data-public-custom-css]')).toBeNull();
  });

  it("shows the page in the project's theme from its first render when the start has the theme", async () => {
    const calls = publicServer('');
    const call = callPublicTheme();
    await call.reply;
    render(
      <PublicTheme call={call}>
        <p>öffentliche Seite</p>
      </PublicTheme>,
    );
    // at once, in the project's font, and the theme asked for only once
    expect(getComputedStyle(screen.getByText('öffentliche Seite').parentElement!).fontFamily).toContain(
      'Georgia',
    );
    expect(callsTo(calls, 'GET', PUBLIC_THEME)).toHaveLength(1);
  });

  it("shows the page in the app's theme when the project's theme does not answer in time", async () => {
    // a theme call that never answers
    api.defaults.adapter = () => new Promise(() => undefined);
    render(
      <PublicTheme>
        <p>öffentliche Seite</p>
      </PublicTheme>,
    );
    expect(screen.queryByText('öffentliche Seite')).toBeNull();
    const page = await screen.findByText('öffentliche Seite', {}, { timeout: THEME_WAIT_MS + 2000 });
    expect(getComputedStyle(page.parentElement!).fontFamily).not.toContain('Georgia');
  });

  it('never applies CSS that fails the check, even if a server answers it', async () => {
    const calls = publicServer('body{}</style><script>alert(1)</script>');
    render(
      <PublicTheme>
        <p>öffentliche Seite</p>
      </PublicTheme>,
    );
    await waitFor(() => expect(callsTo(calls, 'GET', PUBLIC_THEME)).toHaveLength(1));
    await waitFor(() =>
      expect(getComputedStyle(screen.getByText('öffentliche Seite').parentElement!).fontFamily).toContain(
        'Georgia',
      ),
    );
    expect(document.querySelector('style[data-public-custom-css]')).toBeNull();
    expect(within(document.body).queryByText(/alert/)).toBeNull();
  });
});
