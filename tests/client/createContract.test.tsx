import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import { CreateContractPage } from '../../resources/create-contract/CreateContractPage';
import { CONTRACT_INFO as INFO } from './contractFixtures';
import { callsTo, mockApi, renderSettings } from './settingsFixtures';

const INFO_URL = '/api/v1/tenants/7/contract-info';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

function renderPage() {
  const calls = mockApi((call) => {
    if (call.url === INFO_URL && call.method === 'GET') return { data: INFO };
    if (call.url === INFO_URL) return { data: { ...INFO, version: 4, revision: 1, message: 'Gespeichert.' } };
    return undefined;
  });
  const rendered = renderSettings({
    path: '/create-contract/7',
    role: 'contract',
    ui: (
      <Routes>
        <Route path="/create-contract/:id" element={<CreateContractPage />} />
        <Route path="/tenant/:id" element={<p>Mieterseite</p>} />
      </Routes>
    ),
  });
  return { calls, ...rendered };
}

describe('the create-contract form', () => {
  it('starts from the stored terms, refuses a deposit over three monthly rents and saves with the version', async () => {
    const { calls, location } = renderPage();
    const deposit = await screen.findByRole('textbox', { name: /Mietkaution/ }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Mietvertrag: Vera Muster' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Nettomiete/ }) as HTMLInputElement).value).toContain('1');

    await userEvent.clear(deposit);
    await userEvent.type(deposit, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/höchstens 3 Monatsmieten|OR 257e/)).toBeTruthy();
    expect(callsTo(calls, 'POST', INFO_URL)).toHaveLength(0);

    await userEvent.clear(deposit);
    await userEvent.type(deposit, '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(callsTo(calls, 'POST', INFO_URL)).toHaveLength(1));
    expect(callsTo(calls, 'POST', INFO_URL)[0]!.body).toMatchObject({
      version: 3,
      deposit: 3000,
      net_rent: 1234.5,
      termination_months: [3, 6, 9],
      clauses: ['house_rules'],
    });
    await waitFor(() => expect(location()).toBe('/tenant/7'));
  });
});
