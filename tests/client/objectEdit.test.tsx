import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  Notification,
  Resource,
  TestMemoryRouter,
  memoryStore,
  useSetLocale,
  type AuthProvider,
  type I18nProvider,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { buildings, objects } from '../../resources/objects';
import { de } from '../../i18n/de';
import type { ObjectDetail } from '../../schema/api/objects';
import { SidepanelHost } from '../../src/layout/SidepanelHost';
import {
  PanelDefinitionsContext,
  SidepanelProvider,
  type PanelDefinitions,
} from '../../src/layout/sidepanel';
import { expectConsole } from './consoleGuard';
import { descriptionOf, i18nProvider, project } from './formsFixtures';
import { tableData } from './listFixtures';
import { DETAIL, INIT, fakeApi, type ApiCall } from './objectFormsFixtures';

interface Options {
  /** answers the edit call; the saved object by default */
  edit?: (call: ApiCall) => { status?: number; data?: unknown } | undefined;
  /** the object as the next reads return it */
  reads?: ObjectDetail[];
  /** a user who may read objects only */
  readOnly?: boolean;
  /** German by default */
  i18n?: I18nProvider;
}

/** The object panels by their address, as the resources declare them. */
const PANELS: PanelDefinitions = { ...objects.panels, ...buildings.panels };

/** The browser's Back and a language switch, as buttons beside the screens. */
function Controls() {
  const navigate = useNavigate();
  const setLocale = useSetLocale();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => setLocale('fr')}>
        français
      </button>
    </>
  );
}

/** The object screens with the sidepanel host, on a fake API (list, object 2 and 3, create init, edit). */
function renderObjects(
  path: string,
  { edit, reads = [DETAIL], readOnly = false, i18n = i18nProvider }: Options = {},
) {
  const calls = fakeApi((call) => {
    if (call.url === '/api/v1/objects/apartments') return { data: tableData() };
    if (call.url === '/api/v1/objects/apartments/create') return { data: INIT };
    // the apartment's applications beside its form
    if (/^\/api\/v1\/objects\/\d+\/applications$/.test(call.url)) return { data: [] };
    const read = /^\/api\/v1\/objects\/(\d+)$/.exec(call.url);
    if (read) {
      const detail = reads.length > 1 ? reads.shift()! : reads[0]!;
      return { data: { ...detail, id: Number(read[1]) } };
    }
    if (call.method === 'POST' && /^\/api\/v1\/objects\/\d+\/edit$/.test(call.url)) {
      const body = call.body as ObjectDetail;
      return edit?.(call) ?? { data: { ...DETAIL, ...body, version: body.version + 1 } };
    }
    return undefined;
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['bootstrap'], project);
  const authProvider: AuthProvider | undefined = readOnly
    ? {
        login: async () => undefined,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getPermissions: async () => undefined,
        canAccess: async ({ action }) => action !== 'edit',
      }
    : undefined;
  const locations: string[] = [];
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => locations.push(l.pathname + l.search)}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18n}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <PanelDefinitionsContext.Provider value={PANELS}>
          <SidepanelProvider>
            <Routes>
              <Route
                path="/objects/*"
                element={
                  <Resource name="objects" list={objects.list} edit={objects.recordPage}>
                    {objects.routes?.map((route) => (
                      <Route key={route.path} path={route.path} element={route.element} />
                    ))}
                  </Resource>
                }
              />
            </Routes>
            <SidepanelHost />
            <Controls />
          </SidepanelProvider>
        </PanelDefinitionsContext.Provider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  /** the address shown now */
  const location = () => locations[locations.length - 1];
  return { calls, location, user: userEvent.setup({ delay: null }) };
}

const panel = () => screen.getByRole('complementary');
const titleInput = () => within(panel()).findByRole('textbox', { name: /^Bezeichnung/ });
const edits = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.endsWith('/edit'));

describe('object edit sidepanel', () => {
  it('opens from a row as ApartmentEdit, saves with its version and refreshes the list', async () => {
    const { calls, user } = renderObjects('/objects/apartments');
    await user.click(await screen.findByRole('button', { name: 'Details zu A-2 öffnen' }));
    const title = await titleInput();
    expect(title).toHaveProperty('value', '3-Zimmer-Wohnung, 1. OG');
    expect(within(panel()).getByRole('heading', { level: 2, name: 'Wohnung 2' })).toBeTruthy();
    expect(
      within(panel()).getByRole('link', { name: 'Objekt auf eigener Seite öffnen' }).getAttribute('href'),
    ).toBe('/objects/2');
    expect(within(panel()).getByRole('toolbar', { name: 'Objektaktionen' })).toBeTruthy();
    const lists = calls.filter((call) => call.url === '/api/v1/objects/apartments').length;

    await user.type(title, ' mit Balkon');
    await user.click(within(panel()).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Änderungen am Objekt wurden gespeichert.')).toBeTruthy();
    expect(edits(calls)[0]?.body).toMatchObject({
      version: 3,
      basics: { title: '3-Zimmer-Wohnung, 1. OG mit Balkon', refNumber: 'RENT-A-0002' },
      address: { building: 7 },
    });
    expect(edits(calls)[0]?.url).toBe('/api/v1/objects/2/edit');
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/v1/objects/apartments').length).toBe(lists + 1),
    );
  });

  it('says someone else changed the object and reloads their values on request', async () => {
    expectConsole(/HttpError/);
    const theirs = { ...DETAIL, version: 4, basics: { ...DETAIL.basics, title: 'Seeblick (renoviert)' } };
    const { calls, user } = renderObjects('/objects/apartments', {
      reads: [DETAIL, theirs],
      edit: () => ({ status: 409, data: { message: 'Geändert', messageKey: 'record_changed' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Details zu A-2 öffnen' }));
    await user.type(await titleInput(), '!');
    await user.click(within(panel()).getByRole('button', { name: 'Speichern' }));
    const notice = await within(panel()).findByText(
      /^Jemand anderes hat diesen Datensatz inzwischen geändert/,
    );
    expect(await titleInput()).toHaveProperty('value', '3-Zimmer-Wohnung, 1. OG!');
    await user.click(
      within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Neu laden' }),
    );
    await waitFor(async () => expect(await titleInput()).toHaveProperty('value', 'Seeblick (renoviert)'));
    expect(edits(calls)).toHaveLength(1);
  });

  it('asks before its unsaved input goes: the close button, Escape, another row', async () => {
    const { user } = renderObjects('/objects/apartments');
    await user.click(await screen.findByRole('button', { name: 'Details zu A-2 öffnen' }));
    await user.type(await titleInput(), ' neu');

    await user.click(within(panel()).getByRole('button', { name: 'Seitenbereich schliessen' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await titleInput()).toHaveProperty('value', '3-Zimmer-Wohnung, 1. OG neu');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('complementary')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Details zu A-3 öffnen' }));
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    await waitFor(() =>
      expect(within(panel()).getByRole('heading', { level: 2, name: 'Wohnung 3' })).toBeTruthy(),
    );
    expect(await titleInput()).toHaveProperty('value', '3-Zimmer-Wohnung, 1. OG');

    // nothing typed: closes at once
    await user.click(within(panel()).getByRole('button', { name: 'Seitenbereich schliessen' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  }, 60_000);
});

describe('an object row panel’s address (spec 1 section 2, "Sidepanels")', () => {
  it('opens the panel its address names (a link, a reload) over the list', async () => {
    const { calls } = renderObjects('/objects/apartments?panel=ApartmentEdit:2');
    expect(await screen.findByRole('complementary', { name: 'Objekt' })).toBeTruthy();
    expect(await titleInput()).toHaveProperty('value', '3-Zimmer-Wohnung, 1. OG');
    expect(calls.some((call) => call.method === 'GET' && call.url === '/api/v1/objects/2')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Details zu A-3 öffnen' })).toBeTruthy();
  }, 60_000);

  it('puts a row’s panel into the URL, and Back closes it', async () => {
    const { location, user } = renderObjects('/objects/apartments');
    await user.click(await screen.findByRole('button', { name: 'Details zu A-2 öffnen' }));
    expect(await screen.findByRole('complementary', { name: 'Wohnung 2' })).toBeTruthy();
    expect(location()).toBe('/objects/apartments?panel=ApartmentEdit:2');
    await titleInput();

    await user.click(screen.getByRole('button', { name: 'back' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(location()).toBe('/objects/apartments');
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 60_000);

  it('asks before Back or a link elsewhere drops its unsaved input; "keep editing" keeps panel and URL', async () => {
    const { location, user } = renderObjects('/objects/apartments');
    await user.click(await screen.findByRole('button', { name: 'Details zu A-2 öffnen' }));
    await user.type(await titleInput(), ' neu');
    const address = location();

    await user.click(screen.getByRole('button', { name: 'back' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await titleInput()).toHaveProperty('value', '3-Zimmer-Wohnung, 1. OG neu');
    expect(location()).toBe(address);

    // another kind's tab leaves the list: asked too
    await user.click(screen.getByRole('tab', { name: 'Parkplätze' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe(address);

    await user.click(screen.getByRole('button', { name: 'back' }));
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    // (while the question is open, the panel is hidden from the accessibility tree: wait for the URL)
    await waitFor(() => expect(location()).toBe('/objects/apartments'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('complementary')).toBeNull();
  }, 60_000);

  it('closes with its close button, after asking once, and leaves the address without it', async () => {
    const { location, user } = renderObjects('/objects/apartments');
    await user.click(await screen.findByRole('button', { name: 'Details zu A-2 öffnen' }));
    await user.type(await titleInput(), ' neu');
    await user.click(within(panel()).getByRole('button', { name: 'Seitenbereich schliessen' }));
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(location()).toBe('/objects/apartments'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('complementary')).toBeNull();
  }, 60_000);

  it('stays open when the language changes (the app is drawn anew)', async () => {
    const i18n = polyglotI18nProvider(
      (locale) => (locale === 'fr' ? { ...de, objects_detail_title: 'Objet' } : de),
      'de',
      [
        { locale: 'de', name: 'Deutsch' },
        { locale: 'fr', name: 'Français' },
      ],
      { allowMissing: true },
    );
    const { location, user } = renderObjects('/objects/apartments?panel=ApartmentEdit:2', { i18n });
    expect(await screen.findByRole('complementary', { name: 'Objekt' })).toBeTruthy();
    await titleInput();
    await user.click(screen.getByRole('button', { name: 'français' }));
    expect(await screen.findByRole('complementary', { name: 'Objet' })).toBeTruthy();
    expect(await titleInput()).toHaveProperty('value', '3-Zimmer-Wohnung, 1. OG');
    expect(location()).toBe('/objects/apartments?panel=ApartmentEdit:2');
  }, 60_000);
});

describe("object's page", () => {
  it('edits the object for those who may change objects, grouped like the wizard', async () => {
    const { calls, user } = renderObjects('/objects/2');
    const title = await screen.findByRole('textbox', { name: /^Bezeichnung/ });
    expect(screen.getByRole('heading', { level: 1, name: '3-Zimmer-Wohnung, 1. OG' })).toBeTruthy();
    // the object's viewings follow its form (their code loads on demand)
    expect(await screen.findByRole('heading', { level: 2, name: 'Besichtigungen' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Grunddaten',
      'Preise',
      'Adresse',
      'Vermietungskriterien',
      'Weitere Angaben',
      'Besichtigungen',
    ]);
    expect(screen.queryByLabelText('Bilder')).toBeNull();

    // the rental criteria only while the object takes applications
    await user.click(screen.getByRole('switch', { name: 'Bewerbung möglich' }));
    expect(screen.queryByRole('heading', { level: 2, name: 'Vermietungskriterien' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Bewerbung möglich' }));

    await user.clear(title);
    await user.clear(screen.getByRole('textbox', { name: /^Bruttomiete/ }));
    await user.type(screen.getByRole('textbox', { name: /^Bruttomiete/ }), '2000');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(descriptionOf(title)).toBe('Bitte ausfüllen.'));
    expect(descriptionOf(screen.getByRole('textbox', { name: /^Bruttomiete/ }))).toBe(
      'Die Bruttomiete muss die Nettomiete plus die Nebenkosten sein.',
    );
    expect(edits(calls)).toEqual([]);
    // beside the form: the apartment's applications, with Offer and Direct assignment
    expect(await screen.findByText('Noch keine Bewerbungen für dieses Objekt.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'GET' && c.url === '/api/v1/objects/2/applications')).toBe(true);
  }, 60_000);

  it('shows the object read only to those who may only read objects', async () => {
    renderObjects('/objects/2', { readOnly: true });
    expect(await screen.findByText('Mellingerstrasse 18')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Bezeichnung/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
  });
});
