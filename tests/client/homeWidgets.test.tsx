import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import { setStoredUser, type StoredUser } from '../../dataProvider/storage';
import * as homeTexts from '../../i18n/parts/home';
import * as layoutTexts from '../../i18n/parts/layout';
import * as objectTexts from '../../i18n/parts/objects';
import { raGerman } from '../../i18n/ra/de';
import { home } from '../../resources/home';
import { HomeScreen } from '../../resources/home/HomeScreen';
import { takeEarlyHomeWidget } from '../../resources/home/widgetLoads';
import type { DashboardWidget } from '../../schema/dashboard';
import { bootstrapOf, expectRefusal } from './settingsFixtures';

const i18nProvider = polyglotI18nProvider(
  () => ({ ...raGerman, ...layoutTexts.de, ...objectTexts.de, ...homeTexts.de }),
  'de',
  [{ locale: 'de', name: 'Deutsch' }],
);

const WIDGETS: Record<string, DashboardWidget> = {
  objects_by_state: {
    id: 'objects_by_state',
    type: 'grouped-number',
    titleKey: 'home_widget_objects_by_state',
    groups: [
      {
        key: 'apartments',
        labelKey: 'objects_kind_apartments',
        figures: [
          {
            key: 'available',
            labelKey: 'objects_state_apartments_available',
            value: 12,
            link: '/objects/apartments?status=available',
          },
          {
            key: 'rented',
            labelKey: 'objects_state_apartments_rented',
            value: 30,
            link: '/objects/apartments?status=rented',
          },
        ],
      },
    ],
  },
  applications_by_state: {
    id: 'applications_by_state',
    type: 'donut',
    titleKey: 'home_widget_applications_by_state',
    figures: [
      {
        key: 'active.new',
        labelKey: 'home_application_state_active_new',
        value: 7,
        link: '/applications?status=active.new',
      },
      {
        key: 'with_offer.declined',
        labelKey: 'home_application_state_with_offer_declined',
        value: 3,
        link: '/applications?status=with_offer.declined',
      },
    ],
  },
  applications_new: {
    id: 'applications_new',
    type: 'multi-num',
    titleKey: 'home_widget_applications_new',
    since: '2026-11-24T07:30:00.000Z',
    figures: [
      {
        key: 'new',
        labelKey: 'home_applications_new',
        value: 5,
        link: '/applications?f.since_last_visit=true',
      },
      {
        key: 'untouched',
        labelKey: 'home_applications_untouched',
        value: 2,
        link: '/applications?status=active.new&f.since_last_visit=true',
      },
    ],
  },
  offers_expiring: {
    id: 'offers_expiring',
    type: 'multi-num',
    titleKey: 'home_widget_offers_expiring',
    figures: [
      {
        key: 'apartments',
        labelKey: 'home_count_apartments',
        value: 2,
        link: '/objects/apartments?status=with_offer&f.offer_due=true',
      },
    ],
  },
  unread_mails: {
    id: 'unread_mails',
    type: 'multi-num',
    titleKey: 'home_widget_unread_mails',
    figures: [
      { key: 'replies', labelKey: 'home_unread_replies', value: 4, link: '/communication?f.read=unread' },
      {
        key: 'bounces',
        labelKey: 'home_unseen_bounces',
        value: 1,
        link: '/communication/sent?status=bounced&f.read=unread',
      },
    ],
  },
  available_without_applications: {
    id: 'available_without_applications',
    type: 'donut',
    titleKey: 'home_widget_available_without_applications',
    figures: [
      {
        key: 'apartments',
        labelKey: 'home_count_apartments',
        value: 12,
        link: '/objects/apartments?status=available&f.without_applications=true',
      },
      {
        key: 'parkingspace',
        labelKey: 'home_count_parking',
        value: 1,
        link: '/objects/parking?status=available&f.without_applications=true',
      },
    ],
  },
};

interface Pending {
  id: string;
  answer: (status?: number) => void;
}

/** The widget calls wait until the test answers them: each by its widget id. */
function holdWidgetCalls(): Pending[] {
  const pending: Pending[] = [];
  api.defaults.adapter = (config: InternalAxiosRequestConfig) =>
    new Promise((resolve, reject) => {
      const id = String((config.params as { widget: string }).widget);
      pending.push({
        id,
        answer: (status = 200) => {
          const data = status === 200 ? { widgets: [WIDGETS[id]] } : { message: 'kaputt' };
          const response = { data, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
          if (status >= 400)
            reject(new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response));
          else resolve(response);
        },
      });
    });
  return pending;
}

function answer(pending: Pending[], id: string, status?: number): void {
  const index = pending.findIndex((p) => p.id === id);
  expect(index).toBeGreaterThanOrEqual(0);
  pending.splice(index, 1)[0]!.answer(status);
}

/** Signs in a user (the stored session) and returns it. */
function signIn(token = 'token'): StoredUser {
  const user = { ...bootstrapOf('user').user, token };
  setStoredUser(user);
  return user;
}

function renderHome() {
  signIn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestMemoryRouter initialEntries={['/home']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <HomeScreen />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const widget = (name: string) => screen.getByRole('region', { name });
const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

describe('home widgets', () => {
  it('shows every widget loading at once and the figures of each as they arrive', async () => {
    const pending = holdWidgetCalls();
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Startseite' })).toBeTruthy();
    // a moment without widgets (their figures may come at once), then each with its placeholder
    expect(screen.queryByRole('region', { name: 'Übersicht' })).toBeNull();
    await screen.findByRole('region', { name: 'Übersicht' });
    for (const name of [
      'Objekte nach Status',
      'Bewerbungen nach Status',
      'Neue Bewerbungen seit Ihrem letzten Besuch',
      'Angebote, Frist in 3 Tagen',
      'Mails',
      'Verfügbar ohne Bewerbung',
    ]) {
      expect(widget(name).getAttribute('data-state')).toBe('init');
      expect(widget(name).getAttribute('aria-busy')).toBe('true');
      expect(within(widget(name)).getByText('Wird geladen …')).toBeTruthy();
    }
    await screen.findByRole('region', { name: 'Objekte nach Status' });
    expect(pending.map((p) => p.id).sort()).toEqual([
      'applications_by_state',
      'applications_new',
      'available_without_applications',
      'objects_by_state',
      'offers_expiring',
      'unread_mails',
    ]);

    answer(pending, 'offers_expiring');
    const offers = await within(widget('Angebote, Frist in 3 Tagen')).findByRole('link', {
      name: '2 Wohnungen',
    });
    expect(offers.getAttribute('href')).toBe('/objects/apartments?status=with_offer&f.offer_due=true');
    expect(widget('Angebote, Frist in 3 Tagen').getAttribute('data-state')).toBe('done');
    // the others still load
    expect(widget('Objekte nach Status').getAttribute('data-state')).toBe('init');

    answer(pending, 'objects_by_state');
    const rented = await within(widget('Objekte nach Status')).findByRole('link', { name: '30 Vermietet' });
    expect(rented.getAttribute('href')).toBe('/objects/apartments?status=rented');
    expect(within(widget('Objekte nach Status')).getByRole('heading', { name: 'Wohnungen' })).toBeTruthy();

    answer(pending, 'available_without_applications');
    const parking = await within(widget('Verfügbar ohne Bewerbung')).findByRole('link', {
      name: '1 Parkplatz',
    });
    expect(parking.getAttribute('href')).toBe(
      '/objects/parking?status=available&f.without_applications=true',
    );
    expect(
      within(widget('Verfügbar ohne Bewerbung')).getByRole('link', { name: '12 Wohnungen' }),
    ).toBeTruthy();
    expect(within(widget('Verfügbar ohne Bewerbung')).getByText('Total: 13')).toBeTruthy();

    answer(pending, 'applications_by_state');
    const byState = widget('Bewerbungen nach Status');
    const declined = await within(byState).findByRole('link', { name: '3 Angebot abgelehnt' });
    expect(declined.getAttribute('href')).toBe('/applications?status=with_offer.declined');
    expect(within(byState).getByRole('link', { name: '7 Neu' }).getAttribute('href')).toBe(
      '/applications?status=active.new',
    );
    expect(within(byState).getByText('Total: 10')).toBeTruthy();

    answer(pending, 'applications_new');
    const fresh = widget('Neue Bewerbungen seit Ihrem letzten Besuch');
    const received = await within(fresh).findByRole('link', { name: '5 Neu eingegangen' });
    expect(received.getAttribute('href')).toBe('/applications?f.since_last_visit=true');
    expect(within(fresh).getByRole('link', { name: '2 Noch nicht bearbeitet' }).getAttribute('href')).toBe(
      '/applications?status=active.new&f.since_last_visit=true',
    );
    // the visit the figures count from, in Swiss time
    expect(within(fresh).getByText('seit 24.11.2026 08:30')).toBeTruthy();

    answer(pending, 'unread_mails');
    const mails = widget('Mails');
    const replies = await within(mails).findByRole('link', { name: '4 Ungelesene Antworten' });
    expect(replies.getAttribute('href')).toBe('/communication?f.read=unread');
    expect(within(mails).getByRole('link', { name: '1 Unzustellbare Mail' }).getAttribute('href')).toBe(
      '/communication/sent?status=bounced&f.read=unread',
    );
  });

  it('shows a failed widget with a retry while the others show their figures', async () => {
    const pending = holdWidgetCalls();
    renderHome();
    await screen.findByRole('region', { name: 'Objekte nach Status' });
    // react-admin's data provider logs the failed call
    expectRefusal();
    answer(pending, 'objects_by_state', 500);
    answer(pending, 'offers_expiring');
    answer(pending, 'available_without_applications');
    const failed = widget('Objekte nach Status');
    expect(await within(failed).findByText('Konnte nicht geladen werden.')).toBeTruthy();
    expect(failed.getAttribute('data-state')).toBe('error');
    expect(
      await within(widget('Angebote, Frist in 3 Tagen')).findByRole('link', { name: '2 Wohnungen' }),
    ).toBeTruthy();

    await userEvent.click(within(failed).getByRole('button', { name: 'Erneut versuchen' }));
    expect(failed.getAttribute('data-state')).toBe('init');
    answer(pending, 'objects_by_state');
    expect(await within(failed).findByRole('link', { name: '12 Verfügbar' })).toBeTruthy();
    expect(failed.getAttribute('data-state')).toBe('done');
  });

  it('keeps the figures shown while a widget reloads', async () => {
    const pending = holdWidgetCalls();
    renderHome();
    await screen.findByRole('region', { name: 'Angebote, Frist in 3 Tagen' });
    for (const id of Object.keys(WIDGETS)) answer(pending, id);
    const offers = widget('Angebote, Frist in 3 Tagen');
    await within(offers).findByRole('link', { name: '2 Wohnungen' });

    await userEvent.click(within(offers).getByRole('button', { name: 'Aktualisieren' }));
    expect(offers.getAttribute('data-state')).toBe('reload');
    expect(offers.getAttribute('aria-busy')).toBe('true');
    expect(within(offers).getByRole('progressbar', { name: 'Wird aktualisiert …' })).toBeTruthy();
    expect(within(offers).getByRole('link', { name: '2 Wohnungen' })).toBeTruthy();
    answer(pending, 'offers_expiring');
    await within(offers).findByRole('button', { name: 'Aktualisieren' });
    await expect.poll(() => offers.getAttribute('data-state')).toBe('done');
  });

  it('shows the figures asked for alongside the start without asking again, and asks on reload', async () => {
    const pending = holdWidgetCalls();
    signIn();
    // the start of the app on /home: one call per widget the user may see, before any render
    home.prefetch?.('/home');
    await expect.poll(() => pending.map((p) => p.id).sort()).toEqual(Object.keys(WIDGETS).sort());
    for (const id of Object.keys(WIDGETS)) answer(pending, id);

    renderHome();
    const offers = await screen.findByRole('region', { name: 'Angebote, Frist in 3 Tagen' });
    expect(within(offers).getByRole('link', { name: '2 Wohnungen' })).toBeTruthy();
    await expect.poll(() => offers.getAttribute('data-state')).toBe('done');
    expect(pending).toEqual([]);

    // a reload asks the server, the figures taken once
    await userEvent.click(within(offers).getByRole('button', { name: 'Aktualisieren' }));
    expect(pending.map((p) => p.id)).toEqual(['offers_expiring']);
    answer(pending, 'offers_expiring');
    await expect.poll(() => offers.getAttribute('data-state')).toBe('done');
  });

  it('asks for nothing at the start of another page', async () => {
    const pending = holdWidgetCalls();
    const user = signIn();
    home.prefetch?.('/objects/apartments');
    // the home page's own start asks (the calls go out a few microtasks later)
    home.prefetch?.('/home');
    await expect.poll(() => pending.length).toBe(Object.keys(WIDGETS).length);
    for (const id of Object.keys(WIDGETS)) answer(pending, id);
    // taken here, so that no later home page shows them
    for (const id of Object.keys(WIDGETS)) {
      expect(await takeEarlyHomeWidget(id, user)).toEqual(WIDGETS[id]);
    }
  });

  it("never shows one session's early figures to the next one signed in", async () => {
    const pending = holdWidgetCalls();
    signIn('first-session');
    home.prefetch?.('/home');
    await expect.poll(() => pending.length).toBe(Object.keys(WIDGETS).length);
    for (const id of Object.keys(WIDGETS)) answer(pending, id);

    // another user signs in in the same tab: the home page asks the server for its own figures
    renderHome();
    await expect.poll(() => pending.length).toBe(Object.keys(WIDGETS).length);
    const offers = await screen.findByRole('region', { name: 'Angebote, Frist in 3 Tagen' });
    expect(offers.getAttribute('data-state')).toBe('init');
    for (const id of Object.keys(WIDGETS)) answer(pending, id);
    await expect.poll(() => offers.getAttribute('data-state')).toBe('done');
  });

  it('shows the widgets once, with their figures, when these come within a moment', async () => {
    const pending = holdWidgetCalls();
    renderHome();
    await expect.poll(() => pending.length).toBe(Object.keys(WIDGETS).length);
    // every widget's figures but one: the widgets wait for the last
    for (const id of Object.keys(WIDGETS).filter((id) => id !== 'unread_mails')) answer(pending, id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Übersicht' })).toBeNull();
    answer(pending, 'unread_mails');
    const widgets = await screen.findByRole('region', { name: 'Übersicht' });
    // each with its figures from its first drawing: no placeholder to be replaced by taller figures
    expect(within(widgets).queryByText('Wird geladen …')).toBeNull();
    const states = [...widgets.querySelectorAll('[data-state]')].map((w) => w.getAttribute('data-state'));
    expect(states).toEqual(Object.keys(WIDGETS).map(() => 'done'));
    expect(within(widget('Mails')).getByRole('link', { name: '4 Ungelesene Antworten' })).toBeTruthy();
  });
});
