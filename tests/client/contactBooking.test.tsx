import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import type { ContactBookingReply } from '../../schema/interestedBooking';
import {
  GeneralContactBookingPage,
  ObjectContactBookingPage,
  PersonBookingPage,
} from '../../src/public/viewings/ContactBookingPage';
import { callsTo, mockApi } from './applicationFormFixtures';
import { expectConsole } from './consoleGuard';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const OBJECT_SLUG = 'a'.repeat(32);
const OBJECT_CALL = `/api/v1/appointments/with-object/${OBJECT_SLUG}/booking`;
const GENERAL_CALL = '/api/v1/appointments/without-object/booking';

const appointment = (slug: string, date: string, free: number) => ({
  slug,
  appointment: {
    date,
    startTime: '10:00',
    endTime: '11:00',
    objectLabel: 'A-2.01 3.5-Zimmer-Wohnung',
    place: 'Eingang Nord',
    contactPerson: 'Marco Bernasconi',
    contactPhone: '+41447001250',
    note: '',
  },
  slots: [
    { id: 11, startTime: '10:00', endTime: '10:30', capacity: 2, free },
    { id: 12, startTime: '10:30', endTime: '11:00', capacity: 2, free: 0 },
  ],
});

function replyOf(extra: Partial<ContactBookingReply> = {}): ContactBookingReply {
  return {
    project: { name: 'Wiedervermietung Zürich' },
    theme: {
      themeColor: '#1f4e79',
      fontColor: '#000000',
      secondFontColor: '#ffffff',
      font: 'system' as ContactBookingReply['theme']['font'],
      fontFamily: 'sans-serif',
      customCss: '',
    },
    language: 'de',
    languages: ['de', 'fr', 'it', 'en'],
    object: { label: 'A-2.01 3.5-Zimmer-Wohnung, Seestrasse 12, 8002 Zürich' },
    appointments: [
      appointment('slugfirst0000000001', '2026-12-12', 1),
      appointment('slugsecond000000002', '2026-12-19', 2),
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
          <Route
            path="/action/appointments-booking-general-with-contact"
            element={<GeneralContactBookingPage />}
          />
          <Route path="/action/:personSlug/appointments-booking-general" element={<PersonBookingPage />} />
          <Route
            path="/action/:objectSlug/appointments-booking-object-with-contact"
            element={<ObjectContactBookingPage />}
          />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the public booking with contact', () => {
  it('books a slot of the chosen appointment of an object with name, e-mail and phone in international form', async () => {
    const calls = mockApi((call) => {
      if (call.url !== OBJECT_CALL) return undefined;
      if (call.method === 'GET') return { data: replyOf() };
      return {
        data: replyOf({
          booked: { appointment: 'slugsecond000000002', slotId: 11 },
          message: 'Sie sind angemeldet: 19.12.2026, 10:00–10:30. Die Bestätigung kommt per E-Mail.',
        }),
      };
    });
    const user = userEvent.setup();
    renderAt(`/action/${OBJECT_SLUG}/appointments-booking-object-with-contact?lang=de`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmeldung zur Besichtigung' })).toBeTruthy();
    expect(await screen.findByText('A-2.01 3.5-Zimmer-Wohnung, Seestrasse 12, 8002 Zürich')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /19\.12\.2026, 10:00–11:00/ }));
    expect(
      (screen.getByRole('radio', { name: /10:30–11:00 · ausgebucht/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('radio', { name: /10:00–10:30 · 2 von 2 Plätzen frei/ }));
    await user.type(screen.getByRole('textbox', { name: /Vor- und Nachname/ }), 'Luca Rossi');
    await user.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'Luca@Example.ch');
    await user.type(screen.getByRole('textbox', { name: /Telefon/ }), '079 555 12 34');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(/Sie sind angemeldet: 19\.12\.2026/)).toBeTruthy();
    expect(callsTo(calls, 'POST', OBJECT_CALL)[0]?.body).toEqual({
      name: 'Luca Rossi',
      email: 'luca@example.ch',
      phone: '+41795551234',
      language: 'de',
      appointment: 'slugsecond000000002',
      slotId: 11,
    });
    // booked: the form gives way to the hint about the mail
    expect(screen.queryByRole('button', { name: 'Anmelden' })).toBeNull();
    expect(screen.getByText(/Die Bestätigung ist unterwegs/)).toBeTruthy();
  });

  it('refuses a phone number that is not one before sending, and shows a full slot’s refusal', async () => {
    // react-admin logs a refused call of the data provider in development
    expectConsole(/HttpError|status 409/);
    const calls = mockApi((call) => {
      if (call.url !== GENERAL_CALL) return undefined;
      if (call.method === 'GET')
        return {
          data: replyOf({
            object: null,
            appointments: [appointment('slugfirst0000000001', '2026-12-12', 1)],
          }),
        };
      return { status: 409, data: { message: 'Dieses Zeitfenster ist ausgebucht.' } };
    });
    const user = userEvent.setup();
    renderAt('/action/appointments-booking-general-with-contact');
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte wählen Sie ein Zeitfenster.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /10:00–10:30/ }));
    await user.type(screen.getByRole('textbox', { name: /Vor- und Nachname/ }), 'Luca Rossi');
    await user.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'luca@example.ch');
    await user.type(screen.getByRole('textbox', { name: /Telefon/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(/gültige Telefonnummer/)).toBeTruthy();
    expect(callsTo(calls, 'POST', GENERAL_CALL)).toHaveLength(0);
    const phone = screen.getByRole('textbox', { name: /Telefon/ });
    await user.clear(phone);
    await user.type(phone, '+41 79 555 12 34');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(callsTo(calls, 'POST', GENERAL_CALL)).toHaveLength(1));
    expect(await screen.findByText('Dieses Zeitfenster ist ausgebucht.')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'GET', GENERAL_CALL).length).toBeGreaterThanOrEqual(2));
  });

  it('books with a person’s own link without asking for the contact, and the page stays to move it', async () => {
    const token = 'persontoken12345678901';
    const url = `${GENERAL_CALL}?participant_slug=${token}`;
    const calls = mockApi((call) => {
      if (call.url !== url) return undefined;
      const base = replyOf({ object: null, person: { name: 'Nora Keller' } });
      if (call.method === 'GET') return { data: base };
      return {
        data: {
          ...base,
          booked: { appointment: 'slugfirst0000000001', slotId: 11 },
          message: 'Sie sind angemeldet: 12.12.2026, 10:00–10:30.',
        },
      };
    });
    const user = userEvent.setup();
    renderAt(`/action/${token}/appointments-booking-general`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Guten Tag Nora Keller' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /E-Mail/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /10:00–10:30 · 1 von 2 Plätzen frei/ }));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Sie sind angemeldet: 12.12.2026, 10:00–10:30.')).toBeTruthy();
    expect(callsTo(calls, 'POST', url)[0]?.body).toEqual({ appointment: 'slugfirst0000000001', slotId: 11 });
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('says so when no viewing is open', async () => {
    mockApi((call) =>
      call.url === GENERAL_CALL ? { data: replyOf({ object: null, appointments: [] }) } : undefined,
    );
    renderAt('/action/appointments-booking-general-with-contact?lang=fr');
    expect(
      await screen.findByText("Aucune visite n'est ouverte aux inscriptions pour le moment."),
    ).toBeTruthy();
  });
});
