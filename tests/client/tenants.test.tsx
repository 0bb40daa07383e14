import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { setStoredUser } from '../../dataProvider/storage';
import { TenantList } from '../../resources/tenant/TenantList';
import { TenantShow } from '../../resources/tenant/TenantShow';
import type { TableData } from '../../schema/api/tableData';
import type { TenantDetail, TenantTerminateInfo } from '../../schema/api/tenants';
import { QUARTER_TERMINATION_MONTHS } from '../../schema/tenantTermination';
import { column, DETAIL_COLUMN, fakeProvider, listCall, renderScreen, row, tableData } from './listFixtures';
import { i18nProvider, mockServer } from './profileFixtures';
import { contractInfoOf } from './contractFixtures';

const STATES = [
  ['without_contract', 'Ohne Mietvertrag', 3],
  ['contract_sent', 'Mietvertrag versandt', 1],
  ['with_contract', 'Mit Mietvertrag', 5],
  ['quit', 'Gekündigt', 2],
] as const;

function tenantTable(): TableData {
  const body = [
    row(7, { _type: 'tenant', _progress_state: 'with_contract', name: 'Tina Muster', object: 'W 1.01' }),
  ];
  return tableData({
    header: [column('name', { fixed: true }), column('object'), DETAIL_COLUMN],
    body,
    bulkOptions: [],
    filters: [],
    stateFilters: {
      key: 'status',
      choices: [
        { value: 'all', displayName: 'Alle', totalNum: 11, active: true },
        ...STATES.map(([value, displayName, totalNum]) => ({ value, displayName, totalNum, active: false })),
      ],
    },
  });
}

/** The rental agreement of a signed tenancy, for the page's contract section. */
const CONTRACT_7 = contractInfoOf({ progress_state: 'with_contract' });

describe('the tenant list', () => {
  it('lists tenants/ with a tab per state and opens a row on its own page', async () => {
    const user = userEvent.setup();
    const provider = fakeProvider(tenantTable());
    const { location } = renderScreen(
      <Routes>
        <Route path="/tenant" element={<TenantList />} />
        <Route path="/tenant/:id" element={<p>tenant page</p>} />
      </Routes>,
      provider,
      { path: '/tenant' },
    );
    await screen.findByText('Tina Muster');
    expect(listCall(provider, 0).resource).toBe('tenant');
    for (const [, name, count] of STATES) {
      expect(screen.getByRole('button', { name: `${name} (${count})` })).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: 'Gekündigt (2)' }));
    await waitFor(() => expect(listCall(provider).filter).toMatchObject({ status: 'quit' }));

    const line = screen.getByText('Tina Muster').closest('tr')!;
    await user.click(within(line).getAllByRole('button').at(-1)!);
    await screen.findByText('tenant page');
    expect(location().pathname).toBe('/tenant/7');
  });
});

const CONTRACT = {
  startDate: '2020-04-01',
  netRent: 1500,
  extraCosts: 200,
  grossRent: 1700,
  noticeMonths: 3,
  effectiveNoticeMonths: 3,
  terminationMonths: [...QUARTER_TERMINATION_MONTHS],
};

const TENANT: TenantDetail = {
  id: 7,
  progress_state: 'with_contract',
  version: 4,
  status: { title: 'Mietvertrag unterzeichnet', msg1: 'W 1.01 Attika', msg2: 'Mietbeginn 01.04.2020' },
  name: 'Tina Muster',
  email: 'tina@example.ch',
  phone: '+41791234567',
  language: 'de',
  applicationId: null,
  object: {
    id: 17,
    type: 'apartments',
    title: 'Attika',
    refNumber: 'W 1.01',
    address: 'Seestrasse 1, 8000 Zürich',
  },
  objectLabel: 'W 1.01 Attika',
  contract: CONTRACT,
  assignment: null,
  termination: null,
  createdAt: '2020-03-01T09:00:00.000Z',
  updatedAt: '2020-03-01T09:00:00.000Z',
};

const INFO: TenantTerminateInfo = {
  id: 7,
  version: 4,
  progress_state: 'with_contract',
  refusal: null,
  objectType: 'apartments',
  contract: CONTRACT,
  today: '2026-04-20',
  dates: [{ endDate: '2026-09-30', receiveBy: '2026-06-30' }],
  landlordNotice: 'Amtliches Formular',
  termination: null,
};

const NO_DEPOSIT = {
  tenantId: 7,
  deposit: null,
  monthlyRent: 1700,
  maxAmount: 5100,
  currency: 'CHF',
  currencyOrder: 'before',
  providers: [],
};

function renderTenant() {
  setStoredUser({ id: 2, username: 'demo.contract', token: 'token' } as never);
  return render(
    <TestMemoryRouter initialEntries={['/tenant/7']}>
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

const box = (name: RegExp) => screen.getByRole('textbox', { name });

describe("a tenant's page and its termination", () => {
  it('shows the status title and the contract, and records a termination at the earliest date', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      'GET /api/v1/tenants/7/contract-info': { data: CONTRACT_7 },
      'GET /api/v1/tenants/8/contract-info': { data: { ...CONTRACT_7, tenantId: 8 } },
      'GET /api/v1/tenants/7': { data: TENANT },
      'GET /api/v1/tenants/7/terminate-info': { data: INFO },
      // the deposit section of a signed contract (tests/client/tenantDeposit.test.tsx)
      'GET /api/v1/tenants/7/deposit': { data: NO_DEPOSIT },
      'POST /api/v1/tenants/7/terminate': {
        data: { ...TENANT, progress_state: 'quit', version: 5, message: 'Die Kündigung ist erfasst.' },
      },
    });
    renderTenant();
    expect(await screen.findByText('Mietvertrag unterzeichnet')).toBeTruthy();
    expect(screen.getByText('W 1.01 Attika', { selector: 'div' })).toBeTruthy();
    const contract = screen.getByRole('region', { name: 'tenant_section_contract' });
    expect(within(contract).getByText("CHF 1'700.00")).toBeTruthy();
    expect(
      within(contract).getByText('tenant_month_ends(months=März, Juni, September, Dezember)'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'tenant_action_terminate' }));
    const dialog = await screen.findByRole('dialog');
    // the earliest end for a notice received today, as the shared rule computes it
    expect(await within(dialog).findByText('tenant_earliest_end(date=30.09.2026)')).toBeTruthy();
    expect(within(dialog).queryByText('tenant_landlord_official_form')).toBeNull();

    // received on the last day for the June quarter: the earliest end moves with it
    await user.clear(box(/tenant_field_received_on/));
    await user.type(box(/tenant_field_received_on/), '31.03.2026');
    expect(await within(dialog).findByText('tenant_earliest_end(date=30.06.2026)')).toBeTruthy();
    expect(within(dialog).getByText('tenant_receive_by(date=31.03.2026)')).toBeTruthy();

    // a landlord's notice: the reminder of the canton's official form
    await user.click(within(dialog).getByRole('radio', { name: 'tenant_by_landlord' }));
    expect(within(dialog).getByText('tenant_landlord_official_form')).toBeTruthy();

    // an end the notice came too late for is refused before anything is sent
    await user.clear(box(/tenant_field_received_on/));
    await user.type(box(/tenant_field_received_on/), '15.04.2026');
    await user.type(box(/tenant_field_end_date/), '30.06.2026');
    await user.click(within(dialog).getByRole('button', { name: 'tenant_terminate_submit' }));
    expect(await within(dialog).findByText(/tenant_end_date_too_early/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(box(/tenant_field_end_date/));
    await user.click(within(dialog).getByRole('button', { name: 'tenant_terminate_submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/v1/tenants/7/terminate',
        body: { version: 4, by: 'landlord', receivedOn: '2026-04-15', endDate: null, comment: '' },
      },
    ]);
  });

  it('offers no termination for a tenant without a signed contract, and shows the assignment', async () => {
    mockServer({
      'GET /api/v1/tenants/7/contract-info': { data: CONTRACT_7 },
      'GET /api/v1/tenants/8/contract-info': { data: { ...CONTRACT_7, tenantId: 8 } },
      'GET /api/v1/tenants/8': {
        data: {
          ...TENANT,
          id: 8,
          progress_state: 'without_contract',
          status: { title: 'Mieter/in ohne Mietvertrag', msg1: 'Zugeteilt am 02.03.2026', msg2: '' },
          assignment: { startsOn: '2026-05-01', assignedAt: '2026-03-02T09:00:00.000Z', comment: 'Zusage' },
        },
      },
    });
    setStoredUser({ id: 2, username: 'demo.contract', token: 'token' } as never);
    render(
      <TestMemoryRouter initialEntries={['/tenant/8']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <Routes>
            <Route path="/tenant/:id" element={<TenantShow />} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('Mieter/in ohne Mietvertrag')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'tenant_section_assignment' })).toBeTruthy();
    expect(screen.getByText('Zusage')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'tenant_section_contract' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'tenant_action_terminate' })).toBeNull();
  });

  it('deletes a tenant without a signed contract and shows why a signed one stays', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      'GET /api/v1/tenants/7/contract-info': { data: CONTRACT_7 },
      'GET /api/v1/tenants/8/contract-info': { data: { ...CONTRACT_7, tenantId: 8 } },
      'GET /api/v1/tenants/7': { data: TENANT },
      'GET /api/v1/tenants/7/delete-info': {
        data: { id: 7, name: 'Tina Muster', canDelete: false, reason: 'Der Mietvertrag ist unterzeichnet.' },
      },
      // the deposit section of a signed contract (tests/client/tenantDeposit.test.tsx)
      'GET /api/v1/tenants/7/deposit': { data: NO_DEPOSIT },
    });
    renderTenant();
    await user.click(await screen.findByRole('button', { name: 'tenant_action_delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Der Mietvertrag ist unterzeichnet.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'tenant_delete_confirm' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'ra.action.close' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('deletes a tenant without contract after the confirmation', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      'GET /api/v1/tenants/7/contract-info': { data: CONTRACT_7 },
      'GET /api/v1/tenants/8/contract-info': { data: { ...CONTRACT_7, tenantId: 8 } },
      'GET /api/v1/tenants/7': { data: { ...TENANT, progress_state: 'without_contract' } },
      'GET /api/v1/tenants/7/delete-info': {
        data: { id: 7, name: 'Tina Muster', canDelete: true, reason: null },
      },
      'DELETE /api/v1/tenants/7': { data: { message: '«Tina Muster» wurde gelöscht.' } },
    });
    renderTenant();
    await user.click(await screen.findByRole('button', { name: 'tenant_action_delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'tenant_delete_confirm' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
