import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import * as contractTexts from '../../i18n/parts/contracts';
import * as layoutTexts from '../../i18n/parts/layout';
import { raGerman } from '../../i18n/ra/de';
import type { SigningPageInfo } from '../../schema/api/contractSigning';
import { ContractSigningState } from '../../resources/tenant/ContractSigning';
import { ContractSigningPage } from '../../src/public/action/ContractSigningPage';
import { callsTo, mockApi } from './applicationFormFixtures';
import { contractInfoOf } from './contractFixtures';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const i18nProvider = polyglotI18nProvider(
  () => ({ ...raGerman, ...layoutTexts.de, ...contractTexts.de }),
  'de',
  [],
  { allowMissing: true },
);

function renderAt(path: string, element: React.ReactNode, route: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const UUID = '0b6c4a4e-1d2f-4c3b-9a8e-7f6d5c4b3a21';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';
const BASE = `/api/v1/contract-signing/${UUID}/${TOKEN}`;
const SHA = 'ab'.repeat(32);
const PAGE = `/action/${UUID}/${TOKEN}/contract-signing`;

const info = (extra: Partial<SigningPageInfo> = {}): SigningPageInfo => ({
  state: 'open',
  language: 'de',
  name: 'Anna Keller',
  email: 'anna@example.ch',
  object: 'W 1.01 Sonnenhof',
  project: 'Seeblick',
  sha256: SHA,
  fileName: 'Mietvertrag.pdf',
  signedAt: null,
  contact: { project: 'Seeblick', name: 'Marco Brunner', email: 'vermietung@example.ch', phone: '' },
  ...extra,
});

describe('the public signing page', () => {
  it('shows the document and its fingerprint, sends a code and signs the document shown', async () => {
    const calls = mockApi((call) => {
      if (call.method === 'GET' && call.url === `${BASE}/init`) return { data: info() };
      if (call.method === 'POST' && call.url === `${BASE}/code`)
        return { data: { message: 'Wir haben einen Code an anna@example.ch gesendet.', info: info() } };
      if (call.method === 'POST' && call.url === `${BASE}/sign`)
        return {
          data: { message: 'Vielen Dank. Ihre Unterschrift ist erfasst.', info: info({ state: 'signed' }) },
        };
      return undefined;
    });
    renderAt(PAGE, <ContractSigningPage />, '/action/:uuid/:token/contract-signing');
    const link = await screen.findByRole('link', { name: 'Mietvertrag ansehen (PDF)' });
    expect(link.getAttribute('href')).toBe(`${BASE}/document`);
    expect(screen.getByText(SHA)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Code per E-Mail senden' }));
    expect(await screen.findByText(/Code an anna@example.ch gesendet/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Code aus der E-Mail/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich unterschreiben' }));
    expect(await screen.findByText('Vielen Dank. Ihre Unterschrift ist erfasst.')).toBeTruthy();
    expect(callsTo(calls, 'POST', `${BASE}/sign`)[0]?.body).toEqual({
      name: 'Anna Keller',
      code: '123456',
      sha256: SHA,
    });
  });

  it('shows the closed-link page for a revoked link, without a form', async () => {
    mockApi((call) =>
      call.method === 'GET' && call.url === `${BASE}/init` ? { data: info({ state: 'revoked' }) } : undefined,
    );
    renderAt(PAGE, <ContractSigningPage />, '/action/:uuid/:token/contract-signing');
    expect(await screen.findByText('Marco Brunner')).toBeTruthy();
    expect(screen.getByText(/Dieser Link wurde zurückgezogen/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verbindlich unterschreiben' })).toBeNull();
  });
});

describe('the signing state in the tenant page’s contract section', () => {
  it('lists who signed when and who is pending, and offers countersigning once all adults signed', async () => {
    const signers = [
      {
        id: 1,
        position: 1,
        name: 'Anna Keller',
        email: 'anna@example.ch',
        state: 'signed' as const,
        expiresAt: '2030-01-01T00:00:00Z',
        signedAt: '2027-03-01T09:15:00Z',
        signedName: 'Anna Keller',
        signedIp: '10.0.0.1',
      },
      {
        id: 2,
        position: 2,
        name: 'Beat Keller',
        email: 'beat@example.ch',
        state: 'pending' as const,
        expiresAt: '2030-01-01T00:00:00Z',
        signedAt: null,
        signedName: null,
        signedIp: null,
      },
    ];
    mockApi(() => undefined);
    const pending = contractInfoOf({
      progress_state: 'contract_sent',
      signing: { sha256: SHA, signers, allSigned: false, countersignedAt: null },
    });
    const view = renderAt('/', <ContractSigningState info={pending} />, '/');
    expect(await screen.findByText('Unterschrieben am 01.03.2027 10:15')).toBeTruthy();
    expect(screen.getByText('Noch nicht unterschrieben')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Gegenzeichnen' })).toBeNull();
    view.unmount();

    const done = contractInfoOf({
      progress_state: 'contract_sent',
      signing: {
        sha256: SHA,
        signers: signers.map((s) => ({ ...s, state: 'signed' as const, signedAt: '2027-03-01T09:15:00Z' })),
        allSigned: true,
        countersignedAt: null,
      },
    });
    renderAt('/', <ContractSigningState info={done} />, '/');
    expect(await screen.findByRole('button', { name: 'Gegenzeichnen' })).toBeTruthy();
  });
});
