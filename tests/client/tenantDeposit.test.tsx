import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { setStoredUser } from '../../dataProvider/storage';
import { TenantShow } from '../../resources/tenant/TenantShow';
import type { TenantDepositInfo } from '../../schema/api/deposits';
import type { TenantDetail } from '../../schema/api/tenants';
import { expectRefusal, i18nProvider, mockServer } from './profileFixtures';
import { contractInfoOf } from './contractFixtures';

const TENANT: TenantDetail = {
  id: 7,
  progress_state: 'with_contract',
  version: 4,
  status: { title: 'Mietvertrag unterzeichnet', msg1: 'W 1.01 Attika', msg2: '' },
  name: 'Tina Muster',
  email: 'tina@example.ch',
  phone: '+41791234567',
  language: 'de',
  applicationId: null,
  object: null,
  objectLabel: 'W 1.01 Attika',
  contract: {
    startDate: '2020-04-01',
    netRent: 1500,
    extraCosts: 200,
    grossRent: 1700,
    noticeMonths: 3,
    effectiveNoticeMonths: 3,
    terminationMonths: [3, 6, 9, 12],
  },
  assignment: null,
  termination: null,
  createdAt: '2020-03-01T09:00:00.000Z',
  updatedAt: '2020-03-01T09:00:00.000Z',
};

const EMPTY: TenantDepositInfo = {
  tenantId: 7,
  applicationId: null,
  progress_state: 'with_contract',
  deposit: null,
  monthlyRent: 1700,
  maxAmount: 5100,
  currency: 'CHF',
  currencyOrder: 'before',
  providers: [{ id: 3, name: 'SwissCaution' }],
};

const RECORDED: TenantDepositInfo = {
  ...EMPTY,
  deposit: {
    kind: 'bank_account',
    provider_id: null,
    providerName: '',
    amount: 5100,
    due_date: '2026-05-01',
    paid_date: null,
    overdue: true,
    reminderSentAt: '2026-05-02T06:00:00.000Z',
    version: 2,
    updatedAt: '2026-04-20T09:00:00.000Z',
  },
};

function renderTenant(tenant: TenantDetail = TENANT) {
  setStoredUser({ id: 2, username: 'demo.contract', token: 'token' } as never);
  return render(
    <TestMemoryRouter initialEntries={[`/tenant/${tenant.id}`]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
        store={memoryStore()}
      >
        <Routes>
          <Route path="/tenant/:id" element={<TenantShow />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const posts = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method === 'POST');

/** The rental agreement of a signed tenancy, for the page's contract section. */
const CONTRACT_7 = contractInfoOf({ progress_state: 'with_contract' });

describe("the deposit on a tenant's page", () => {
  it('refuses more than three monthly rents before sending, then records the deposit', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      'GET /api/v1/tenants/7/contract-info': { data: CONTRACT_7 },
      'GET /api/v1/tenants/8/contract-info': { data: { ...CONTRACT_7, tenantId: 8 } },
      'GET /api/v1/tenants/7': { data: TENANT },
      'GET /api/v1/tenants/7/deposit': { data: EMPTY },
      'POST /api/v1/tenants/7/deposit': {
        data: { ...RECORDED, message: 'Die Mietkaution ist gespeichert.' },
      },
    });
    renderTenant();
    const section = await screen.findByRole('region', { name: 'tenant_section_deposit' });
    expect(await within(section).findByText('deposit_none')).toBeTruthy();
    expect(within(section).getByText("deposit_maximum(max=CHF 5'100.00,months=3)")).toBeTruthy();

    const amount = within(section).getByRole('textbox', { name: /deposit_field_amount/ });
    await user.clear(amount);
    await user.type(amount, '5200');
    await user.type(within(section).getByRole('textbox', { name: /deposit_field_due_date/ }), '01.05.2026');
    await user.click(within(section).getByRole('button', { name: 'deposit_save' }));
    expect(await within(section).findByText(/deposit_over_maximum/)).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '5100');
    await user.click(within(section).getByRole('button', { name: 'deposit_save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      url: '/api/v1/tenants/7/deposit',
      body: {
        kind: 'bank_account',
        provider_id: null,
        amount: 5100,
        due_date: '2026-05-01',
        paid_date: null,
      },
    });
    // the recorded deposit: overdue, and the tenant was reminded
    expect(await within(section).findByText('deposit_state_overdue(date=01.05.2026)')).toBeTruthy();
    expect(within(section).getByText(/deposit_state_reminded/)).toBeTruthy();
  });

  it('asks for the provider of a guarantee and sends the version it was loaded with', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      'GET /api/v1/tenants/7/contract-info': { data: CONTRACT_7 },
      'GET /api/v1/tenants/8/contract-info': { data: { ...CONTRACT_7, tenantId: 8 } },
      'GET /api/v1/tenants/7': { data: TENANT },
      'GET /api/v1/tenants/7/deposit': { data: RECORDED },
      'POST /api/v1/tenants/7/deposit': {
        data: { ...RECORDED, message: 'Die Mietkaution ist gespeichert.' },
      },
    });
    renderTenant();
    const section = await screen.findByRole('region', { name: 'tenant_section_deposit' });
    expect(within(section).queryByRole('combobox', { name: /deposit_field_provider/ })).toBeNull();
    await user.click(await within(section).findByRole('radio', { name: 'deposit_kind_guarantee' }));
    await user.click(within(section).getByRole('button', { name: 'deposit_save' }));
    expect(await within(section).findByText(/deposit_provider_required/)).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.click(within(section).getByRole('combobox', { name: /deposit_field_provider/ }));
    await user.click(await screen.findByRole('option', { name: 'SwissCaution' }));
    await user.type(within(section).getByRole('textbox', { name: /deposit_field_paid_date/ }), '30.04.2026');
    await user.click(within(section).getByRole('button', { name: 'deposit_save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({
      kind: 'guarantee',
      provider_id: 3,
      amount: 5100,
      due_date: '2026-05-01',
      paid_date: '2026-04-30',
      version: 2,
    });
  });

  it('shows a stale edit refused in the form', async () => {
    expectRefusal();
    const user = userEvent.setup();
    mockServer({
      'GET /api/v1/tenants/7/contract-info': { data: CONTRACT_7 },
      'GET /api/v1/tenants/8/contract-info': { data: { ...CONTRACT_7, tenantId: 8 } },
      'GET /api/v1/tenants/7': { data: TENANT },
      'GET /api/v1/tenants/7/deposit': { data: RECORDED },
      'POST /api/v1/tenants/7/deposit': {
        status: 409,
        data: { message: 'Die Mietkaution wurde inzwischen geändert. Bitte laden Sie sie neu.' },
      },
    });
    renderTenant();
    const section = await screen.findByRole('region', { name: 'tenant_section_deposit' });
    const paid = await within(section).findByRole('textbox', { name: /deposit_field_paid_date/ });
    await user.type(paid, '30.04.2026');
    await user.click(within(section).getByRole('button', { name: 'deposit_save' }));
    expect(await within(section).findByText(/inzwischen geändert/)).toBeTruthy();
  });

  it('has no deposit before the contract is sent', async () => {
    const calls = mockServer({
      'GET /api/v1/tenants/7/contract-info': { data: CONTRACT_7 },
      'GET /api/v1/tenants/8/contract-info': { data: { ...CONTRACT_7, tenantId: 8 } },
      'GET /api/v1/tenants/8': {
        data: {
          ...TENANT,
          id: 8,
          progress_state: 'without_contract',
          status: { title: 'Ohne', msg1: '', msg2: '' },
        },
      },
    });
    renderTenant({ ...TENANT, id: 8 });
    expect(await screen.findByText('Ohne')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'tenant_section_deposit' })).toBeNull();
    const urls = calls.map((c) => c.url);
    expect(urls).toContain('/api/v1/tenants/8');
    expect(urls).not.toContain('/api/v1/tenants/8/deposit');
  });
});
