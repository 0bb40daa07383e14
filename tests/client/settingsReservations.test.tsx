import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import type { ReservationSettingsRecord } from '../../schema/api/sales';
import { callsTo, mockApi, renderSettings } from './settingsFixtures';

const SETTINGS = '/api/v1/settings/reservations';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const EMPTY: ReservationSettingsRecord = {
  fee: null,
  paymentDays: 10,
  iban: '',
  creditorName: '',
  street: '',
  buildingNumber: '',
  zip: '',
  city: '',
  country: 'CH',
  version: 1,
};

describe('settings > reservations (sale projects)', () => {
  it('takes a QR-IBAN only and saves the fee, the deadline and the creditor with the version', async () => {
    const user = userEvent.setup();
    const calls = mockApi((call) => {
      if (call.url !== SETTINGS) return undefined;
      if (call.method === 'GET') return { data: EMPTY };
      return { data: { ...EMPTY, ...(call.body as object), version: 2 } };
    });
    renderSettings({ path: '/settings/reservations', projectType: 'sale' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservationen' })).toBeTruthy();
    await user.type(await screen.findByRole('textbox', { name: /Reservationsgebühr/ }), '1234');
    const iban = screen.getByRole('textbox', { name: /QR-IBAN/ });
    // an ordinary IBAN is not a QR-IBAN
    await user.type(iban, 'CH93 0076 2011 6238 5295 7');
    await user.type(screen.getByRole('textbox', { name: /Zahlungsempfänger/ }), 'Verkauf Seeblick AG');
    await user.type(screen.getByRole('textbox', { name: /Strasse/ }), 'Bahnhofstrasse');
    await user.type(screen.getByRole('textbox', { name: /PLZ/ }), '8001');
    await user.type(screen.getByRole('textbox', { name: /Ort/ }), 'Zürich');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Geben Sie eine QR-IBAN ein/)).toBeTruthy();
    expect(callsTo(calls, 'POST', SETTINGS)).toHaveLength(0);

    await user.clear(iban);
    await user.type(iban, 'CH44 3199 9123 0008 8901 2');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(callsTo(calls, 'POST', SETTINGS)).toHaveLength(1));
    expect(callsTo(calls, 'POST', SETTINGS)[0]!.body).toMatchObject({
      fee: 1234,
      paymentDays: 10,
      iban: 'CH4431999123000889012',
      creditorName: 'Verkauf Seeblick AG',
      country: 'CH',
      version: 1,
    });
    expect(await screen.findByText('Die Reservationseinstellungen sind gespeichert.')).toBeTruthy();
  });
});
