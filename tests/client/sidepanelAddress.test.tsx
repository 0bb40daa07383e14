import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useSetLocale } from 'react-admin';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { applications } from '../../resources/applications';
import { ApplicationList } from '../../resources/applications/ApplicationList';
import { panelAddressOf, withPanel } from '../../src/layout/sidepanel';
import { column, row, tableData } from './listFixtures';
import {
  applicationDetail,
  fakeApplicationProvider,
  renderApplications,
  type FakeApplicationProvider,
} from './applicationsFixtures';

function applicationTable() {
  return tableData({
    header: [column('main_applicant')],
    body: [row(1, { main_applicant: 'Vreni Huber', _progress_state: 'active.new' })],
  });
}

function provider(): FakeApplicationProvider {
  return fakeApplicationProvider(
    {
      getApplicationDetail: async (id: number) => ({ data: applicationDetail({ id }) }),
      getPriorityApartments: async () => ({ data: [] }),
      getAlternativeApartments: async () => ({ data: [] }),
    } as never,
    applicationTable(),
  );
}

/** The browser's Back and a language switch, as buttons beside the list. */
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

const ApplicationPage = applications.recordPage!;

function screens() {
  return (
    <>
      <Routes>
        <Route path="/applications" element={<ApplicationList />} />
        <Route path="/applications/:id" element={<ApplicationPage />} />
      </Routes>
      <Controls />
    </>
  );
}

describe('a sidepanel’s address (spec 1 section 2, "Sidepanels")', () => {
  it('reads and writes the panel query, keeping the list’s own parameters', () => {
    const query = withPanel('?page=2&f.city=Bern', {
      key: 'ApplicationOffer',
      id: 12,
      params: { mode: 'assign' },
    });
    expect(query).toBe('?page=2&f.city=Bern&panel=ApplicationOffer:12&panel.mode=assign');
    expect(panelAddressOf(query)).toEqual({ key: 'ApplicationOffer', id: 12, params: { mode: 'assign' } });
    expect(withPanel(query, null)).toBe('?page=2&f.city=Bern');
    expect(panelAddressOf('?panel=ApplicationEdit:abc')).toBeNull();
    expect(panelAddressOf('?panel=ApplicationEdit:1234567890123')).toBeNull();
  });

  it('puts an opened panel into the URL, and Back closes it', async () => {
    const user = userEvent.setup();
    const fake = provider();
    const { location } = renderApplications(screens(), fake, { path: '/applications?page=1' });
    await user.click(await screen.findByRole('button', { name: 'Vreni Huber' }));
    const panel = await screen.findByRole('complementary', { name: 'Vreni Huber' });
    expect(await within(panel).findByText('vreni.huber@example.com')).toBeTruthy();
    expect(location().pathname).toBe('/applications');
    expect(panelAddressOf(location().search)).toEqual({ key: 'ApplicationEdit', id: 1 });

    await user.click(screen.getByRole('button', { name: 'back' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(location().search).toBe('?page=1');
  });

  it('closes with its close button and leaves the address without it', async () => {
    const user = userEvent.setup();
    const { location } = renderApplications(screens(), provider(), { path: '/applications' });
    await user.click(await screen.findByRole('button', { name: 'Vreni Huber' }));
    const panel = await screen.findByRole('complementary', { name: 'Vreni Huber' });
    await user.click(within(panel).getByRole('button', { name: de.layout_close_panel }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(location().search).toBe('');
  });

  it('opens the panel an address names (a link, a reload)', async () => {
    const fake = provider();
    renderApplications(screens(), fake, { path: '/applications?panel=ApplicationEdit:7' });
    const panel = await screen.findByRole('complementary', { name: 'Bewerbung' });
    expect(await within(panel).findByText('vreni.huber@example.com')).toBeTruthy();
    expect(fake.getApplicationDetail).toHaveBeenCalledWith(7);
  });

  it('opens an application’s own address /applications/{id} over the list', async () => {
    const fake = provider();
    const { location } = renderApplications(screens(), fake, { path: '/applications/9' });
    expect(await screen.findByRole('complementary', { name: 'Bewerbung' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Vreni Huber' });
    expect(location().pathname).toBe('/applications');
    expect(panelAddressOf(location().search)).toEqual({ key: 'ApplicationEdit', id: 9 });
    expect(fake.getApplicationDetail).toHaveBeenCalledWith(9);
  });

  it('keeps the panel open when the language changes (the app is drawn anew)', async () => {
    const user = userEvent.setup();
    const i18nProvider = polyglotI18nProvider(
      (locale) => (locale === 'fr' ? { ...de, applications_panel_edit: 'Candidature' } : de),
      'de',
      [
        { locale: 'de', name: 'Deutsch' },
        { locale: 'fr', name: 'Français' },
      ],
      { allowMissing: true },
    );
    renderApplications(screens(), provider(), {
      path: '/applications?panel=ApplicationEdit:7',
      i18nProvider,
    });
    expect(await screen.findByRole('complementary', { name: 'Bewerbung' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'français' }));
    expect(await screen.findByRole('complementary', { name: 'Candidature' })).toBeTruthy();
  });

  it('stays open with its name while the list is searched, and closes onto the searched list', async () => {
    const user = userEvent.setup();
    const { location } = renderApplications(screens(), provider(), { path: '/applications' });
    await user.click(await screen.findByRole('button', { name: 'Vreni Huber' }));
    expect(await screen.findByRole('complementary', { name: 'Vreni Huber' })).toBeTruthy();
    // the search is sent after the panel opened (typed just before, sent after the pause)
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'Huber{Enter}');
    await waitFor(() => expect(new URLSearchParams(location().search).get('search')).toBe('Huber'));
    const panel = screen.getByRole('complementary', { name: 'Vreni Huber' });
    expect(panelAddressOf(location().search)).toEqual({ key: 'ApplicationEdit', id: 1 });
    await user.click(within(panel).getByRole('button', { name: de.layout_close_panel }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(location().search).toBe('?search=Huber');
  });
});
