import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import { setStoredUser } from '../../dataProvider/storage';
import { OnsiteLinkCard } from '../../resources/viewing-appointments/OnsiteLinkCard';
import type { ViewingDetail } from '../../schema/api/viewings';
import type { OnsiteReply } from '../../schema/viewingOnsite';
import { ViewingOnsitePage } from '../../src/public/viewings/ViewingOnsitePage';
import { callsTo, mockApi } from './applicationFormFixtures';
import { i18nProvider, mockServer } from './profileFixtures';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const TOKEN = 'T'.repeat(32);
const BASE = `/api/v1/appointments/on-site/${TOKEN}`;

function replyOf(extra: Partial<OnsiteReply> = {}, presentFirst = false): OnsiteReply {
  return {
    state: 'open',
    contact: {
      project: 'Wiedervermietung Zürich',
      name: 'Marco Bernasconi',
      email: '',
      phone: '+41447001250',
    },
    language: 'de',
    languages: ['de', 'fr', 'it', 'en'],
    project: { name: 'Wiedervermietung Zürich' },
    theme: {
      themeColor: '#1f4e79',
      fontColor: '#000000',
      secondFontColor: '#ffffff',
      font: 'system' as OnsiteReply['theme']['font'],
      fontFamily: 'sans-serif',
      customCss: '',
    },
    viewing: {
      date: '2026-12-12',
      startTime: '17:00',
      endTime: '18:00',
      objectLabel: 'A-2.01 Seestrasse 12',
      place: 'Vor dem Hauseingang',
      state: 'planned',
      version: 3,
      completeRefusal: null,
      slots: [
        {
          id: 1,
          startTime: '17:00',
          endTime: '17:30',
          participants: [
            {
              id: 11,
              name: 'Anna Keller',
              phone: '',
              state: presentFirst ? 'present' : 'booked',
              comment: '',
            },
            { id: 12, name: 'Beat Frei', phone: '+41791234567', state: 'booked', comment: '' },
          ],
        },
        { id: 2, startTime: '17:30', endTime: '18:00', participants: [] },
      ],
    },
    ...extra,
  };
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestMemoryRouter initialEntries={[`/action/${TOKEN}/appointment-edit-participants`]}>
      <AdminContext dataProvider={dataProvider} queryClient={queryClient} store={memoryStore()}>
        <Routes>
          <Route path="/action/:token/appointment-edit-participants" element={<ViewingOnsitePage />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the on-site page of a viewing', () => {
  it('lists the booked people per slot, marks one present, comments and completes', async () => {
    const user = userEvent.setup();
    const calls = mockApi((call) => {
      if (call.method === 'GET' && call.url === `${BASE}/edit`) return { data: replyOf() };
      if (call.method === 'POST' && call.url === `${BASE}/present`)
        return { data: replyOf({ message: 'Als anwesend erfasst.' }, true) };
      if (call.method === 'POST' && call.url === `${BASE}/comments`)
        return { data: replyOf({ message: 'Bemerkung gespeichert.' }, true) };
      if (call.method === 'POST' && call.url === `${BASE}/complete`) {
        const done = replyOf({ message: 'Die Besichtigung ist abgeschlossen.' }, true);
        return { data: { ...done, viewing: { ...done.viewing!, state: 'completed', version: 4 } } };
      }
      return undefined;
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Besichtigung vor Ort' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Zeitfenster 17:00–17:30' })).toBeTruthy();
    expect(screen.getByText('Niemand angemeldet.')).toBeTruthy();
    const anna = screen.getByRole('checkbox', { name: 'Anna Keller ist anwesend' });
    expect((anna as HTMLInputElement).checked).toBe(false);
    await user.click(anna);
    expect(await screen.findByText('Als anwesend erfasst.')).toBeTruthy();
    expect(callsTo(calls, 'POST', `${BASE}/present`)[0]?.body).toEqual({ participantId: 11, present: true });
    expect(
      (screen.getByRole('checkbox', { name: 'Anna Keller ist anwesend' }) as HTMLInputElement).checked,
    ).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Bemerkung zu Beat Frei' }), 'Fragt nach dem Keller');
    const saves = screen.getAllByRole('button', { name: 'Bemerkung speichern' });
    await user.click(saves[1]!);
    await waitFor(() =>
      expect(callsTo(calls, 'POST', `${BASE}/comments`)[0]?.body).toEqual({
        participantId: 12,
        comment: 'Fragt nach dem Keller',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Besichtigung abschliessen' }));
    expect(
      await screen.findByText(
        'Die Besichtigung ist abgeschlossen. Anwesenheit und Bemerkungen lassen sich noch korrigieren.',
      ),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', `${BASE}/complete`)[0]?.body).toEqual({ version: 3 });
    expect(screen.queryByRole('button', { name: 'Besichtigung abschliessen' })).toBeNull();
  });

  it('shows the closed-link page, with whom to contact, for a revoked link', async () => {
    mockApi((call) =>
      call.url === `${BASE}/edit` ? { data: replyOf({ state: 'revoked', viewing: null }) } : undefined,
    );
    renderPage();
    expect(await screen.findByText(/Dieser Link wurde zurückgezogen/)).toBeTruthy();
    expect(screen.getByText('Marco Bernasconi')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

const viewing = { id: 7, state: 'planned', date: '2026-12-12' } as ViewingDetail;

function renderCard() {
  setStoredUser({ id: 1, username: 'demo.admin', token: 'token' } as never);
  return render(
    <TestMemoryRouter initialEntries={['/viewing-appointments/7']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
        store={memoryStore()}
      >
        <OnsiteLinkCard viewing={viewing} today="2026-12-01" />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the on-site link on the viewing page', () => {
  it('creates the link, shows it to copy, and revokes it', async () => {
    const user = userEvent.setup();
    const url = `https://rent.example.ch/action/${TOKEN}/appointment-edit-participants`;
    const link = {
      url,
      expiresAt: '2026-12-12T23:59:59.999Z',
      createdAt: '2026-12-01T10:00:00Z',
      createdBy: 'Eva Muster',
    };
    const calls = mockServer({
      'GET /api/v1/appointments/7/on-site-link': { data: { link: null } },
      'POST /api/v1/appointments/7/on-site-link': { data: { link, message: 'Der Link ist bereit.' } },
      'DELETE /api/v1/appointments/7/on-site-link': { data: { link: null, message: 'Zurückgezogen.' } },
    });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'viewing_onsite_link_create' }));
    const field = await screen.findByRole('textbox', { name: 'viewing_onsite_link_address' });
    expect((field as HTMLInputElement).value).toBe(url);
    expect(screen.getByText('viewing_onsite_link_valid(date=12.12.2026,name=Eva Muster)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'viewing_onsite_link_copy' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'viewing_onsite_link_revoke' }));
    expect(await screen.findByRole('button', { name: 'viewing_onsite_link_create' })).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/appointments/7/on-site-link',
      'POST /api/v1/appointments/7/on-site-link',
      'DELETE /api/v1/appointments/7/on-site-link',
    ]);
  });

  it('offers no link for a cancelled viewing', async () => {
    mockServer({ 'GET /api/v1/appointments/7/on-site-link': { data: { link: null } } });
    setStoredUser({ id: 1, username: 'demo.admin', token: 'token' } as never);
    render(
      <TestMemoryRouter>
        <AdminContext
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          queryClient={new QueryClient()}
          store={memoryStore()}
        >
          <OnsiteLinkCard viewing={{ ...viewing, state: 'cancelled' }} today="2026-12-01" />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('viewing_onsite_link_closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'viewing_onsite_link_create' })).toBeNull();
  });
});
