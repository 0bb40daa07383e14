import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import type { PublicBookingReply } from '../../schema/viewingBooking';
import { ViewingBookingPage, ViewingCancelPage } from '../../src/public/viewings/ViewingBookingPage';
import { callsTo, mockApi } from './applicationFormFixtures';
import { expectConsole } from './consoleGuard';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const LINK = '/api/v1/appointments/slug123456789012/token1234567890123456/booking';

function replyOf(extra: Partial<PublicBookingReply> = {}): PublicBookingReply {
  return {
    project: { name: 'Wiedervermietung Zürich' },
    theme: {
      themeColor: '#1f4e79',
      fontColor: '#000000',
      secondFontColor: '#ffffff',
      font: 'system' as PublicBookingReply['theme']['font'],
      fontFamily: 'sans-serif',
      customCss: '',
    },
    language: 'de',
    languages: ['de', 'fr', 'it', 'en'],
    appointment: {
      date: '2026-12-12',
      startTime: '17:00',
      endTime: '18:00',
      objectLabel: 'A-2.01 3.5-Zimmer-Wohnung, Seestrasse 12, 8002 Zürich',
      place: 'Vor dem Hauseingang',
      contactPerson: 'Marco Bernasconi',
      contactPhone: '+41447001250',
      note: '',
    },
    participant: { name: 'Anna Keller', state: 'invited', slotId: null, declineReason: '' },
    slots: [
      { id: 1, startTime: '17:00', endTime: '17:30', capacity: 2, free: 1 },
      { id: 2, startTime: '17:30', endTime: '18:00', capacity: 2, free: 0 },
    ],
    ...extra,
  };
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} queryClient={queryClient} store={memoryStore()}>
        <Routes>
          <Route path="/action/:slug/:token/appointments-booking-object" element={<ViewingBookingPage />} />
          <Route path="/action/:slug/:token/appointment-cancel-booking" element={<ViewingCancelPage />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the public viewing booking page', () => {
  it('shows the slots with their free places, a full one disabled, and names a refusal of the server', async () => {
    // react-admin logs a refused call of the data provider in development
    expectConsole(/HttpError/);
    let full = false;
    const calls = mockApi((call) => {
      if (call.url !== LINK) return undefined;
      if (call.method === 'GET') return { data: replyOf() };
      full = true;
      return {
        status: 409,
        data: { message: 'Dieses Zeitfenster ist ausgebucht. Noch frei: 17:30–18:00.' },
      };
    });
    renderAt('/action/slug123456789012/token1234567890123456/appointments-booking-object');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmeldung zur Besichtigung' })).toBeTruthy();
    expect(await screen.findByText('Marco Bernasconi, +41447001250')).toBeTruthy();
    const first = screen.getByRole('radio', { name: /17:00–17:30 · 1 von 2 Plätzen frei/ });
    const second = screen.getByRole('radio', { name: /17:30–18:00 · ausgebucht/ });
    expect((second as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(first);
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText('Dieses Zeitfenster ist ausgebucht. Noch frei: 17:30–18:00.'),
    ).toBeTruthy();
    expect(full).toBe(true);
    expect(callsTo(calls, 'POST', LINK)[0]?.body).toEqual({ slotId: 1 });
    // the page reads the slots again
    await waitFor(() => expect(callsTo(calls, 'GET', LINK).length).toBeGreaterThanOrEqual(2));
  });

  it('declines with a reason and shows the confirmation', async () => {
    const calls = mockApi((call) => {
      if (call.method === 'GET' && call.url === LINK) return { data: replyOf() };
      if (call.method === 'POST' && call.url === LINK.replace(/booking$/, 'decline'))
        return {
          data: replyOf({
            participant: { name: 'Anna Keller', state: 'declined', slotId: null, declineReason: 'Krank' },
            message: 'Ihre Absage ist eingegangen. Vielen Dank für die Rückmeldung.',
          }),
        };
      return undefined;
    });
    renderAt('/action/slug123456789012/token1234567890123456/appointment-cancel-booking');
    const reason = await screen.findByRole('textbox', { name: /Grund der Absage/ });
    await userEvent.type(reason, 'Krank');
    await userEvent.click(screen.getByRole('button', { name: 'Absagen' }));
    expect(
      await screen.findByText('Ihre Absage ist eingegangen. Vielen Dank für die Rückmeldung.'),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', /decline$/)[0]?.body).toEqual({ decline_reason: 'Krank' });
  });
});
