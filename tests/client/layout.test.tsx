import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import {
  AdminContext,
  ResourceDefinitionContextProvider,
  TestMemoryRouter,
  memoryStore,
  type DataProvider,
  type I18nProvider,
} from 'react-admin';
import type { NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { setStoredUser } from '../../dataProvider/storage';
import { fr } from '../../i18n/fr';
import type { Bootstrap, ProjectLink, SessionUser } from '../../schema/api/session';
import { defaultPermissions, type Role } from '../../schema/permissions';
import { AppMenu } from '../../src/layout/AppMenu';
import { AppLayout } from '../../src/layout/AppLayout';
import { menuItemsOf } from '../../src/registry/menu';
import { ALL_MENU_DEFINITIONS, APP_DEFINITIONS } from './registryFixtures';
import { PanelDefinitionsContext, useSidepanel, type PanelDefinitions } from '../../src/layout/sidepanel';
import { useSidepanelDiscardGuard } from '../../src/forms';

const i18nProvider: I18nProvider = {
  translate: (key: string) => key,
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'de',
};

const project = (slug: string, type: string, brandColor: string): ProjectLink => ({
  slug,
  title: `Projekt ${slug}`,
  type,
  brandColor,
  url: `http://${slug}.immodesk.test`,
});

function userOf(role: Role): SessionUser {
  return {
    id: 1,
    first_name: 'Anna',
    last_name: 'Keller',
    email: 'anna.keller@demo.test',
    company: 'Demo AG',
    role,
    permissions: defaultPermissions(role),
    features: {},
    username: `demo.${role}`,
    userType: 'staff',
    language: 'de',
  };
}

function bootstrapOf(role: Role, unread = 3, type = 'rent'): Bootstrap {
  const current = project('rent', type, '#1f6f8b');
  return {
    project_type: type,
    project: current,
    availableFeatures: {},
    baseBackendUrl: 'http://localhost',
    allowedFileTypes: [],
    allowedImageTypes: [],
    maxFileSize: 1,
    maxNumObjectImages: 1,
    projects: [current, project('verkauf', 'sale', '#b5651d')],
    currency: 'CHF',
    currencyOrder: 'before',
    unread_messages: unread,
    uiConfig: { applicationForm: { template: '' } },
    user: userOf(role),
    landingPage: null,
    canSeeProjectSettings: role === 'superadmin' || role === 'admin',
  };
}

interface Options {
  role?: Role;
  unread?: number;
  /** the changes since the user last looked at the changelog */
  unseen?: number;
  type?: string;
  path?: string;
  onNavigate?: (navigate: NavigateFunction) => void;
  /** the texts (keys by default) */
  i18n?: I18nProvider;
}

/** The only call the layout makes: the changelog bell's count. */
function changelogProvider(unseen: number): DataProvider {
  return {
    getChangelogInit: () => Promise.resolve({ data: { unseen, last_seen_at: null } }),
  } as unknown as DataProvider;
}

function renderWith(
  ui: ReactNode,
  { role = 'user', unread, unseen = 0, type, path = '/objects/apartments', onNavigate, i18n }: Options = {},
) {
  const bootstrap = bootstrapOf(role, unread, type);
  setStoredUser({ ...bootstrap.user, token: 'token' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['bootstrap'], bootstrap);
  return render(
    <TestMemoryRouter initialEntries={[path]} navigateCallback={onNavigate}>
      <AdminContext
        i18nProvider={i18n ?? i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
        dataProvider={changelogProvider(unseen)}
      >
        <ResourceDefinitionContextProvider definitions={APP_DEFINITIONS}>
          <PanelDefinitionsContext.Provider value={TEST_PANELS}>{ui}</PanelDefinitionsContext.Provider>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** The media query listeners of the stubbed screen, told when it is resized. */
const screenListeners = new Set<() => void>();

/** A window.matchMedia (jsdom has none) that answers width queries for a screen of the current width. */
function stubScreen(width: number) {
  setWidth(width);
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = () =>
      (max !== null || min !== null) &&
      (!max || window.innerWidth <= Number(max[1])) &&
      (!min || window.innerWidth >= Number(min[1]));
    const listeners = new Map<unknown, () => void>();
    const add = (_type: string, listener: unknown) => {
      const call = () => (listener as (event: { matches: boolean }) => void)({ matches: matches() });
      listeners.set(listener, call);
      screenListeners.add(call);
    };
    const remove = (_type: string, listener: unknown) => {
      const call = listeners.get(listener);
      if (call) screenListeners.delete(call);
    };
    return {
      get matches() {
        return matches();
      },
      media: query,
      onchange: null,
      addListener: (listener: unknown) => add('change', listener),
      removeListener: (listener: unknown) => remove('change', listener),
      addEventListener: add,
      removeEventListener: remove,
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
}

/** The stubbed screen takes another width (a window resized, a tablet turned). */
function resizeScreen(width: number) {
  act(() => {
    setWidth(width);
    for (const listener of [...screenListeners]) listener();
  });
}

afterEach(() => {
  screenListeners.clear();
  setWidth(1024);
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('top bar', () => {
  it('shows 99+ for more than 99 unread messages', () => {
    renderWith(<AppLayout />, { unread: 250 });
    expect(screen.getByRole('img', { name: 'layout_unread_messages' }).textContent).toContain('99+');
  });

  it('shows the exact unread count up to 99', () => {
    renderWith(<AppLayout />, { unread: 42 });
    expect(screen.getByRole('img', { name: 'layout_unread_messages' }).textContent).toContain('42');
  });

  it('hides the unread counter without shared_communication', () => {
    renderWith(<AppLayout />, { role: 'analyst', unread: 5 });
    expect(screen.queryByRole('img', { name: 'layout_unread_messages' })).toBeNull();
  });

  it('shows the settings gear to an admin, and the changelog bell in a rent project', async () => {
    renderWith(<AppLayout />, { role: 'superadmin', type: 'rent' });
    expect(screen.getByRole('link', { name: 'layout_settings' }).getAttribute('href')).toBe('/settings');
    const bell = await screen.findByRole('link', { name: 'layout_changelog' });
    expect(bell.getAttribute('href')).toBe('/changelog');
  });

  it('counts the changes since the last look on the changelog bell', async () => {
    renderWith(<AppLayout />, { type: 'first-time-letting', unseen: 7 });
    const bell = await screen.findByRole('link', { name: 'changelog_bell_unseen' });
    await waitFor(() => expect(bell.textContent).toContain('7'));
  });

  it('shows no changelog bell in a sale project', () => {
    renderWith(<AppLayout />, { type: 'sale' });
    expect(screen.queryByRole('link', { name: /changelog/ })).toBeNull();
  });

  it('shows no settings gear to a role without project settings', () => {
    renderWith(<AppLayout />, { role: 'user' });
    expect(screen.queryByRole('link', { name: 'layout_settings' })).toBeNull();
  });

  it('lists the projects with their addresses and type, the current one marked', async () => {
    renderWith(<AppLayout />);
    await userEvent.click(screen.getByRole('button', { name: 'layout_project_switcher' }));
    const menu = screen.getByRole('menu');
    const current = within(menu).getByRole('menuitem', { current: true });
    expect(current.textContent).toContain('Projekt rent');
    const other = within(menu).getByRole('menuitem', { name: /Projekt verkauf/ });
    expect(other.getAttribute('href')).toBe('http://verkauf.immodesk.test');
    expect(other.textContent).toContain('layout_project_type_sale');
  });

  it('offers the four languages and logout in the user menu', async () => {
    renderWith(<AppLayout />);
    await userEvent.click(screen.getByRole('button', { name: /layout_user_menu/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Anna Keller')).toBeTruthy();
    for (const name of ['Deutsch', 'Français', 'Italiano', 'English']) {
      expect(within(menu).getByRole('menuitem', { name })).toBeTruthy();
    }
    expect(within(menu).getByRole('menuitem', { name: 'layout_logout' })).toBeTruthy();
  });
});

describe('left menu', () => {
  it('shows objects and its children to a user who reads objects', () => {
    renderWith(<AppLayout />, { role: 'marketer' });
    const nav = screen.getByRole('navigation', { name: 'layout_menu_label' });
    expect(within(nav).getByRole('link', { name: 'layout_menu_objects' }).getAttribute('href')).toBe(
      '/objects/apartments',
    );
    expect(within(nav).getByRole('link', { name: 'layout_menu_parking' }).getAttribute('href')).toBe(
      '/objects/parking',
    );
    expect(
      within(nav).getByRole('link', { name: 'layout_menu_apartments' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('wraps long French menu entries instead of cutting them', () => {
    const french = polyglotI18nProvider(() => fr, 'fr', [{ locale: 'fr', name: 'Français' }], {
      allowMissing: true,
    });
    renderWith(<AppLayout />, { role: 'admin', i18n: french });
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const labels = [
      within(nav).getByText('Surfaces commerciales'),
      within(nav).getByText('Objets annexes'),
      within(nav).getByText('Politique de confidentialité'),
    ];
    for (const label of labels) {
      const style = getComputedStyle(label);
      expect(style.whiteSpace, label.textContent ?? '').not.toBe('nowrap');
      expect(style.textOverflow, label.textContent ?? '').not.toBe('ellipsis');
    }
  });

  it('hides objects from the analyst but keeps the privacy policy', () => {
    renderWith(<AppLayout />, { role: 'analyst' });
    const nav = screen.getByRole('navigation', { name: 'layout_menu_label' });
    expect(within(nav).queryByRole('link')).toBeNull();
    expect(within(nav).getByRole('button', { name: 'layout_privacy_policy' })).toBeTruthy();
  });

  it('opens the feature-unavailable modal with a contact-me mail link for a flagged entry', async () => {
    const items = menuItemsOf(ALL_MENU_DEFINITIONS).map((item) =>
      item.key === 'waitlist' ? { ...item, behaviour: 'upsell' as const } : item,
    );
    renderWith(<AppMenu collapsed={false} items={items} built={['objects']} />);
    expect(screen.getByText('layout_menu_beta')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /layout_menu_waitlist/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('layout_feature_upsell_text');
    const contact = within(dialog).getByRole('link', { name: 'layout_feature_contact' });
    expect(contact.getAttribute('href')).toMatch(/^mailto:support@immodesk\.ch\?subject=/);
  });

  it('remembers the collapsed menu across a reload', async () => {
    setWidth(1920);
    const first = renderWith(<AppLayout />);
    await userEvent.click(screen.getByRole('button', { name: 'layout_menu_collapse' }));
    expect(screen.getByRole('button', { name: 'layout_menu_expand' })).toBeTruthy();
    first.unmount();
    renderWith(<AppLayout />);
    expect(screen.getByRole('button', { name: 'layout_menu_expand' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.queryByText('layout_menu_objects')).toBeNull();
  });
});

/** The panels these tests open, by their address (what resources declare). */
const TEST_PANELS: PanelDefinitions = {
  ObjectDetail: { title: (_translate, address) => `Objekt ${address.id}`, Content: () => 'Details' },
  UnsavedEdit: { title: (_translate, address) => `Objekt ${address.id}`, Content: () => <UnsavedForm /> },
  NoteEdit: {
    title: (_translate, address) => `Objekt ${address.id}`,
    Content: () => <input aria-label="Notiz" />,
  },
};

function PanelOpener() {
  const { togglePanel } = useSidepanel();
  return (
    <button type="button" onClick={() => togglePanel({ key: 'ObjectDetail', id: 7 })}>
      open
    </button>
  );
}

/** A panel's form holding unsaved input (what SchemaForm's `unsaved` keeps). */
function UnsavedForm() {
  const { unsaved, confirmation } = useSidepanelDiscardGuard();
  useEffect(() => {
    unsaved.current = true;
  }, [unsaved]);
  return (
    <>
      <p>Formular</p>
      {confirmation}
    </>
  );
}

function UnsavedPanelOpener() {
  const { togglePanel } = useSidepanel();
  return (
    <>
      <button type="button" onClick={() => togglePanel({ key: 'UnsavedEdit', id: 7 })}>
        open
      </button>
      <button type="button" onClick={() => togglePanel({ key: 'ObjectDetail', id: 8 })}>
        other
      </button>
    </>
  );
}

function PanelWithInput() {
  const { togglePanel } = useSidepanel();
  return (
    <button type="button" onClick={() => togglePanel({ key: 'NoteEdit', id: 7 })}>
      open
    </button>
  );
}

describe('sidepanel', () => {
  it('keeps what was typed in it when the screen crosses the phone width and back', async () => {
    stubScreen(1440);
    renderWith(
      <AppLayout>
        <PanelWithInput />
      </AppLayout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Notiz' }), 'Balkon prüfen');

    resizeScreen(700);
    expect(screen.getByRole('textbox', { name: 'Notiz' })).toHaveProperty('value', 'Balkon prüfen');
    // over the whole screen now: the phone drawer
    expect(screen.getByRole('textbox', { name: 'Notiz' }).closest('.MuiDrawer-paper')).not.toBeNull();

    resizeScreen(1440);
    expect(screen.getByRole('textbox', { name: 'Notiz' })).toHaveProperty('value', 'Balkon prüfen');
    expect(screen.getByRole('textbox', { name: 'Notiz' }).closest('.MuiDrawer-paper')).toBeNull();
  });

  it('asks before a panel holding unsaved input closes or gives way to another', async () => {
    setWidth(1920);
    renderWith(
      <AppLayout>
        <UnsavedPanelOpener />
      </AppLayout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByText('Formular');

    await userEvent.click(screen.getByRole('button', { name: 'layout_close_panel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'forms_keep_editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('complementary', { name: 'Objekt 7' })).toBeTruthy();

    // Escape in the panel asks too; so does opening another record's panel
    screen.getByRole('button', { name: 'layout_close_panel' }).focus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'forms_keep_editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'other' }));
    await userEvent.click(await screen.findByRole('button', { name: 'forms_discard' }));
    expect(await screen.findByRole('complementary', { name: 'Objekt 8' })).toBeTruthy();

    // the new panel holds nothing unsaved: it closes at once
    await userEvent.click(screen.getByRole('button', { name: 'layout_close_panel' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('toggles closed when the same panel is opened again, and closes with its button and Escape', async () => {
    setWidth(1920);
    renderWith(
      <AppLayout>
        <PanelOpener />
      </AppLayout>,
    );
    const open = screen.getByRole('button', { name: 'open' });
    await userEvent.click(open);
    expect(screen.getByRole('complementary', { name: 'Objekt 7' }).textContent).toContain('Details');
    await userEvent.click(open);
    expect(screen.queryByRole('complementary', { name: 'Objekt 7' })).toBeNull();

    await userEvent.click(open);
    await userEvent.click(screen.getByRole('button', { name: 'layout_close_panel' }));
    expect(screen.queryByRole('complementary', { name: 'Objekt 7' })).toBeNull();

    await userEvent.click(open);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Objekt 7' })).toBeNull();
  });

  it('closes on a route change', async () => {
    let navigate: NavigateFunction | undefined;
    renderWith(
      <AppLayout>
        <PanelOpener />
      </AppLayout>,
      { onNavigate: (n) => (navigate = n) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('complementary', { name: 'Objekt 7' })).toBeTruthy();
    await act(async () => {
      await navigate?.('/objects/parking');
    });
    expect(screen.queryByRole('complementary', { name: 'Objekt 7' })).toBeNull();
  });

  it('collapses the menu while a panel is open at 1440 px, without changing the stored choice', async () => {
    setWidth(1440);
    renderWith(
      <AppLayout>
        <PanelOpener />
      </AppLayout>,
    );
    expect(screen.getByRole('button', { name: 'layout_menu_collapse' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('button', { name: 'layout_menu_expand' })).toBeTruthy();
    expect(window.localStorage.getItem('immodesk.menuCollapsed')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'layout_close_panel' }));
    expect(screen.getByRole('button', { name: 'layout_menu_collapse' })).toBeTruthy();
  });

  it('leaves the menu open when a panel opens on a wide screen', async () => {
    setWidth(1920);
    renderWith(
      <AppLayout>
        <PanelOpener />
      </AppLayout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('button', { name: 'layout_menu_collapse' })).toBeTruthy();
  });
});

describe('on a phone', () => {
  it('opens the menu as a drawer from the menu button and closes it when a link is followed', async () => {
    stubScreen(375);
    renderWith(<AppLayout />);
    expect(screen.queryByRole('navigation', { name: 'layout_menu_label' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'layout_menu_open' }));
    const nav = screen.getByRole('navigation', { name: 'layout_menu_label' });
    await userEvent.click(within(nav).getByRole('link', { name: 'layout_menu_parking' }));
    // the drawer may already be gone when the click returns
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'layout_menu_label' })).toBeNull());
  });

  it('shows a sidepanel over the screen, closed by Escape', async () => {
    stubScreen(375);
    renderWith(
      <AppLayout>
        <PanelOpener />
      </AppLayout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('complementary', { name: 'Objekt 7' }).textContent).toContain('Details');
    await userEvent.keyboard('{Escape}');
    await waitForElementToBeRemoved(() => screen.queryByRole('complementary', { name: 'Objekt 7' }));
  });
});
