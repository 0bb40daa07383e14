import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import { SETTINGS_PAGES } from '../../resources/settings/pages';
import { defaultSoftwareInterface } from '../../resources/settings/settingsModel';
import type { ResourcePage } from '../../src/registry';
import { AppMenu } from '../../src/layout/AppMenu';
import { AUTHENTICATION_PATH, mockApi, renderSettings } from './settingsFixtures';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

describe('settings routes', () => {
  it('/settings/software-interfaces leads to the rental platforms on a rent project', async () => {
    mockApi();
    const { location } = renderSettings({ path: '/settings/software-interfaces' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inserateportale' })).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/settings/software-interfaces/rental-platforms'));
  });

  it('/settings/software-interfaces leads to the authentication page on an investor project', async () => {
    mockApi();
    const { location } = renderSettings({ path: '/settings/software-interfaces', projectType: 'saleb2b' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentifizierung' })).toBeTruthy();
    await waitFor(() => expect(location()).toBe(AUTHENTICATION_PATH));
  });
});

/** The pages the settings menu leads to (its entries without children). */
const leaves = (pages: readonly ResourcePage[]): ResourcePage[] =>
  pages.flatMap((page) => (page.children ? leaves(page.children) : [page]));

describe('settings pages declared on the resource', () => {
  it.each(leaves(SETTINGS_PAGES).map((page) => page.path))(
    '/settings/%s has a route (the settings menu leads there)',
    async (path) => {
      // the pages' reads stay pending: only the route matters here
      api.defaults.adapter = () => new Promise(() => undefined);
      const { location, unmount } = renderSettings({ path: `/settings/${path}` });
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      // an unknown path leads on to /settings and its first page
      expect(location().startsWith(`/settings/${path}`), location()).toBe(true);
      unmount();
    },
  );
});

describe('default software interface', () => {
  it('is authentication on investor projects and rental platforms elsewhere, once that is built', () => {
    const built = ['rental-platforms', 'authentication'] as const;
    expect(defaultSoftwareInterface('saleb2b', built)).toBe('authentication');
    expect(defaultSoftwareInterface('rent', built)).toBe('rental-platforms');
  });

  it('falls back to the first built page while the spec default is not built', () => {
    expect(defaultSoftwareInterface('rent')).toBe('rental-platforms');
    expect(defaultSoftwareInterface('saleb2b')).toBe('authentication');
    expect(defaultSoftwareInterface('rent', ['authentication'])).toBe('authentication');
    expect(defaultSoftwareInterface('rent', [])).toBeNull();
  });
});

describe('settings mode menu', () => {
  it('lists only the built settings pages and a way back to the app', () => {
    renderSettings({ ui: <AppMenu collapsed={false} />, role: 'admin' });
    const nav = screen.getByRole('navigation', { name: 'Menü Projekteinstellungen' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Zurück zur Anwendung', '/'],
      ['Projekt', '/settings/project'],
      ['Website', '/settings/website'],
      ['Digitale Unterschrift', '/settings/digital-signature'],
      ['Mietvertrag', '/settings/rental-agreement'],
      ['Benutzerverwaltung', '/settings/user-management/users'],
      ['Benutzer', '/settings/user-management/users'],
      ['Teams', '/settings/user-management/teams'],
      ['Rollen', '/settings/user-management/roles'],
      ['Eigentümer', '/settings/user-management/owners'],
      ['Kommunikation', '/settings/communication/signature'],
      ['E-Mail-Signatur', '/settings/communication/signature'],
      ['E-Mail-Vorlagen', '/settings/communication/templates'],
      ['Formulare', '/settings/form-settings/general'],
      ['Allgemein', '/settings/form-settings/general'],
      ['Bewerbungsformular', '/settings/form-settings/forms'],
      ['Referenzfragen', '/settings/form-settings/references'],
      ['Softwareschnittstellen', '/settings/software-interfaces'],
      ['Inserateportale', '/settings/software-interfaces/rental-platforms'],
      ['Authentifizierung', AUTHENTICATION_PATH],
      ['Kautionsanbieter', '/settings/software-interfaces/deposit-providers'],
      ['Aufträge im Hintergrund', '/settings/jobs'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Authentifizierung' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows the app menu, not the settings menu, outside /settings', () => {
    renderSettings({ ui: <AppMenu collapsed={false} />, role: 'admin', path: '/objects/apartments' });
    expect(screen.queryByRole('navigation', { name: 'Menü Projekteinstellungen' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(nav).queryByRole('link', { name: 'Authentifizierung' })).toBeNull();
  });
});
