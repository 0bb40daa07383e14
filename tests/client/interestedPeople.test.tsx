import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, Notification, TestMemoryRouter, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import * as formTexts from '../../i18n/parts/forms';
import * as interestedTexts from '../../i18n/parts/interestedPeople';
import * as listTexts from '../../i18n/parts/list';
import { INTERESTED_PANEL_DEFINITIONS } from '../../resources/interested-people/panels';
import { InterestedList } from '../../resources/interested-people/InterestedList';
import type { TableData } from '../../schema/api/tableData';
import type { InterestedPersonDetail } from '../../schema/interestedPeople';
import { PanelDefinitionsContext, SidepanelProvider } from '../../src/layout/sidepanel';
import { SidepanelHost } from '../../src/layout/SidepanelHost';
import { fieldRefusal } from './applicationsFixtures';
import { expectConsole } from './consoleGuard';
import {
  bootstrapOf,
  bulk,
  column,
  DETAIL_COLUMN,
  fakeProvider,
  listCall,
  row,
  tableData,
} from './listFixtures';

const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, ...listTexts.en, ...formTexts.en, ...interestedTexts.en }),
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);

const PERSON: InterestedPersonDetail = {
  id: 7,
  name: 'Nora Keller',
  email: 'nora@example.ch',
  phone: '+41791234567',
  language: 'fr',
  source: 'booking',
  active: true,
  note: '',
  object: { id: 17, label: 'W 1.01 Attika, Seestrasse 1, 8000 Zürich' },
  invitedAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  version: 2,
  inviteRefusal: null,
  viewings: [{ appointmentId: 3, date: '2026-04-18', startTime: '17:00', state: 'booked' }],
};

function table(): TableData {
  return tableData({
    header: [column('name', { fixed: true }), column('email'), DETAIL_COLUMN],
    body: [
      row(7, {
        _type: 'interested',
        _progress_state: 'available',
        name: 'Nora Keller',
        email: 'nora@example.ch',
      }),
      row(8, {
        _type: 'interested',
        _progress_state: 'inactive',
        name: 'Paul Frei',
        email: 'paul@example.ch',
      }),
    ],
    bulkOptions: [bulk('deactivate'), bulk('sendMail'), bulk('inviteToApply', { displayName: 'INVITE' })],
    stateFilters: {
      key: 'status',
      choices: [
        { value: 'all', displayName: 'All', totalNum: 2, active: true },
        { value: 'active', displayName: 'Active', totalNum: 1, active: false },
        { value: 'inactive', displayName: 'Inactive', totalNum: 1, active: false },
      ],
    },
    createNew: { enabled: true, type: 'interested' } as never,
  });
}

function renderList(person: InterestedPersonDetail = PERSON) {
  const provider = Object.assign(fakeProvider(table()), {
    getInterestedPerson: vi.fn(async () => ({ data: person })),
    createInterestedPerson: vi.fn(),
    editInterestedPerson: vi.fn(),
    inviteInterestedToApply: vi.fn(),
    inviteInterestedToViewing: vi.fn(async () => ({
      data: { bulkAction: 'inviteToViewing', done: 1, skipped: 0, results: [], notify: [] },
    })),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['bootstrap'], bootstrapOf());
  render(
    <TestMemoryRouter initialEntries={['/interested-people']}>
      <AdminContext
        dataProvider={provider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <PanelDefinitionsContext.Provider value={INTERESTED_PANEL_DEFINITIONS}>
          <SidepanelProvider>
            <div style={{ display: 'flex' }}>
              <main>
                <InterestedList />
              </main>
              <SidepanelHost />
            </div>
          </SidepanelProvider>
        </PanelDefinitionsContext.Provider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { provider, user: userEvent.setup() };
}

describe('the interested people (B2C)', () => {
  it('lists applications/interested by state and opens a person in the sidepanel', async () => {
    const { provider, user } = renderList();
    await screen.findByText('Nora Keller');
    expect(listCall(provider, 0).resource).toBe('interested-people');
    await user.click(screen.getByRole('button', { name: 'Inactive (1)' }));
    await waitFor(() => expect(listCall(provider).filter).toMatchObject({ status: 'inactive' }));

    const line = screen.getByText('Nora Keller').closest('tr')!;
    await user.click(within(line).getAllByRole('button').at(-1)!);
    const panel = await screen.findByRole('complementary');
    expect(await within(panel).findByText('+41 79 123 45 67')).toBeTruthy();
    expect(within(panel).getByText('French')).toBeTruthy();
    expect(within(panel).getByText('Viewing booking')).toBeTruthy();
    expect(within(panel).getByText(/18\.04\.2026 17:00/)).toBeTruthy();
    expect(provider.getInterestedPerson).toHaveBeenCalledWith(7);
    expect(within(panel).getByRole('button', { name: 'Invite to apply' })).toHaveProperty('disabled', false);
    await user.click(within(panel).getByRole('button', { name: 'Invite to a viewing' }));
    await waitFor(() => expect(provider.inviteInterestedToViewing).toHaveBeenCalledWith([7]));
    expect(await screen.findByText('The invitation to a viewing was sent.')).toBeTruthy();
  });

  it('says why a person cannot be invited and disables the invitation', async () => {
    const { user } = renderList({ ...PERSON, object: null, inviteRefusal: 'No particular object.' });
    const line = (await screen.findByText('Nora Keller')).closest('tr')!;
    await user.click(within(line).getAllByRole('button').at(-1)!);
    const panel = await screen.findByRole('complementary');
    expect(
      await within(panel).findByText('Invitation to apply not possible: No particular object.'),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Invite to apply' })).toHaveProperty('disabled', true);
    expect(within(panel).getByText('Project in general')).toBeTruthy();
  });

  it('creates a person with the phone in international form and shows a refused e-mail on its input', async () => {
    // react-admin's data provider hook logs a refused call
    expectConsole(/status: 400/);
    const { provider, user } = renderList();
    await screen.findByText('Nora Keller');
    provider.createInterestedPerson
      .mockRejectedValueOnce(fieldRefusal('email', 'interested_email_taken'))
      .mockResolvedValueOnce({ data: { person: { ...PERSON, id: 9 }, message: 'Saved.' } });
    await user.click(screen.getByRole('button', { name: 'Add interested person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add interested person' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Lea Rossi');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'Lea@Example.CH');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '079 123 45 67');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(provider.createInterestedPerson).toHaveBeenCalledTimes(1));
    expect(provider.createInterestedPerson.mock.calls[0]).toEqual([
      {
        name: 'Lea Rossi',
        email: 'lea@example.ch',
        phone: '+41791234567',
        language: 'de',
        objectId: null,
        note: '',
      },
    ]);
    expect(
      await within(dialog).findByText(
        'An interested person with this e-mail address already exists in this project.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add interested person' })).toBeNull());
    await waitFor(() => expect(provider.getInterestedPerson).toHaveBeenCalledWith(9));
  });

  it('invites the picked people to apply and shows each row’s result', async () => {
    const { provider, user } = renderList();
    await screen.findByText('Nora Keller');
    provider.inviteInterestedToApply.mockResolvedValue({
      data: {
        bulkAction: 'inviteToApply',
        done: 1,
        skipped: 1,
        results: [
          { id: 7, status: 'done', message: 'Invitation sent' },
          { id: 8, status: 'skipped', message: 'The person is inactive.' },
        ],
        notify: [],
      },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select row Nora Keller' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row Paul Frei' }));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'INVITE' }));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const confirm = await screen.findByRole('dialog', { name: 'Invite to apply' });
    expect(confirm.textContent).toContain('The 2 selected people');
    await user.click(within(confirm).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(provider.inviteInterestedToApply).toHaveBeenCalledWith([7, 8]));
    const result = await screen.findByRole('dialog', { name: 'Bulk action result' });
    expect(within(result).getByText('The person is inactive.')).toBeTruthy();
    expect(within(result).getByText('Paul Frei')).toBeTruthy();
    expect(provider.bulkAction).not.toHaveBeenCalled();
  });
});
