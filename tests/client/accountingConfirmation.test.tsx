import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import * as layoutTexts from '../../i18n/parts/layout';
import { raGerman } from '../../i18n/ra/de';
import type { AccountingFormInfo } from '../../schema/api/sales';
import { AccountingConfirmationPage } from '../../src/public/action/AccountingConfirmationPage';
import { callsTo, mockApi } from './applicationFormFixtures';
import { expectConsole } from './consoleGuard';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const i18nProvider = polyglotI18nProvider(() => ({ ...raGerman, ...layoutTexts.de }), 'de', [], {
  allowMissing: true,
});

const UUID = '0b6f2a4e-8a1f-4a53-9a44-2f3e1c0d9b7a';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';
const PATH = `/action/${UUID}/${TOKEN}/accounting-confirmation-form`;
const CALL = `/api/v1/sales/accounting-confirmation/${UUID}/${TOKEN}`;

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestMemoryRouter initialEntries={[PATH]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <Routes>
          <Route
            path="/action/:uuid/:token/accounting-confirmation-form"
            element={<AccountingConfirmationPage />}
          />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

function info(extra: Partial<AccountingFormInfo> = {}): AccountingFormInfo {
  return {
    state: 'open',
    contact: { project: 'Seeblick', name: 'Marco Brunner', email: 'verkauf@example.ch', phone: '' },
    language: 'de',
    buyerName: 'Anna Keller',
    email: 'anna@example.ch',
    unit: 'A-101 – 3.5-Zimmer-Wohnung',
    fee: 5000,
    reference: '000001000000000000000000037',
    iban: 'CH4431999123000889012',
    expires_at: '2030-03-21T10:00:00.000Z',
    ...extra,
  };
}

describe('the buyer’s accounting confirmation page', () => {
  it('shows the reservation’s details and sends a plain confirmation', async () => {
    const calls = mockApi((call) => {
      if (call.method === 'GET' && call.url === CALL) return { data: info() };
      if (call.method === 'POST' && call.url === CALL) return { data: { ok: true } };
      return undefined;
    });
    renderPage();
    expect(await screen.findByText('A-101 – 3.5-Zimmer-Wohnung')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Abrechnungsangaben bestätigen' })).toBeTruthy();
    expect(screen.getByText("CHF 5'000.00")).toBeTruthy();
    expect(screen.getByText('00 00010 00000 00000 00000 00037')).toBeTruthy();
    expect(screen.getByText(/bis 21\.03\.2030/)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Die Angaben stimmen' }));
    expect(screen.queryByRole('textbox', { name: /Strasse und Nummer/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Ihre Antwort ist bei uns eingegangen.')).toBeTruthy();
    expect(callsTo(calls, 'POST', CALL)[0]?.body).toEqual({
      confirmed: true,
      buyerName: '',
      street: '',
      zip: '',
      city: '',
      billingEmail: '',
      refundIban: '',
      comment: '',
    });
  });

  it('asks for the address before it sends a correction', async () => {
    const calls = mockApi((call) => {
      if (call.method === 'GET' && call.url === CALL) return { data: info() };
      if (call.method === 'POST' && call.url === CALL) return { data: { ok: true } };
      return undefined;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Ich korrigiere die Angaben' }));
    const name = screen.getByRole('textbox', { name: /Name der Käuferschaft/ });
    expect((name as HTMLInputElement).value).toBe('Anna Keller');
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    const street = screen.getByRole('textbox', { name: /Strasse und Nummer/ });
    await waitFor(() => expect(street.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(calls, 'POST', CALL)).toHaveLength(0);
    await userEvent.type(street, 'Seestrasse 12');
    await userEvent.type(screen.getByRole('textbox', { name: /PLZ/ }), '8002');
    await userEvent.type(screen.getByRole('textbox', { name: /^Ort/ }), 'Zürich');
    await userEvent.type(
      screen.getByRole('textbox', { name: /IBAN für Rückzahlungen/ }),
      'CH93 0076 2011 6238 5295 7',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Ihre Antwort ist bei uns eingegangen.')).toBeTruthy();
    expect(callsTo(calls, 'POST', CALL)[0]?.body).toEqual({
      confirmed: false,
      buyerName: 'Anna Keller',
      street: 'Seestrasse 12',
      zip: '8002',
      city: 'Zürich',
      billingEmail: 'anna@example.ch',
      refundIban: 'CH9300762011623852957',
      comment: '',
    });
  });

  it('says a used link was answered and whom to contact, without a form', async () => {
    mockApi((call) =>
      call.method === 'GET' && call.url === CALL
        ? {
            data: info({
              state: 'used',
              buyerName: '',
              email: '',
              unit: '',
              fee: null,
              reference: '',
              iban: '',
            }),
          }
        : undefined,
    );
    renderPage();
    expect(await screen.findByText('Über diesen Link wurde bereits geantwortet. Vielen Dank.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dieser Link gilt nicht mehr' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'E-Mail: verkauf@example.ch' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Antwort senden' })).toBeNull();
  });

  it('shows how the link stands when it was answered meanwhile (409)', async () => {
    expectConsole(/HttpError|status 409/);
    let answered = false;
    mockApi((call) => {
      if (call.method === 'GET' && call.url === CALL) {
        return { data: answered ? info({ state: 'used', fee: null }) : info() };
      }
      if (call.method === 'POST' && call.url === CALL) {
        answered = true;
        return { status: 409, data: { message: 'Über diesen Link wurde bereits geantwortet.' } };
      }
      return undefined;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Die Angaben stimmen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Über diesen Link wurde bereits geantwortet. Vielen Dank.')).toBeTruthy();
  });
});
