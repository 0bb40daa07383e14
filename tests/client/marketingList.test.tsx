import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MarketingList } from '../../resources/marketing/MarketingList';
import { listApiPath } from '../../schema/listPaths';
import {
  bulk,
  column,
  DETAIL_COLUMN,
  fakeProvider,
  listCall,
  renderScreen,
  row,
  tableData,
} from './listFixtures';

const STATES = [
  { value: 'live', displayName: 'Online' },
  { value: 'pending', displayName: 'In Übermittlung' },
  { value: 'off', displayName: 'Offline' },
];

const marketingTable = (disabled: Record<number, Record<string, string>> = {}) =>
  tableData({
    header: [
      column('ref_number', { orderable: true, fixed: true }),
      column('title'),
      ...['homegate', 'newhome', 'immoscout', 'icasa', 'flatfox'].map((portal) =>
        column(portal, { title: portal, format: 'state', textAlign: 'center', choices: STATES }),
      ),
      DETAIL_COLUMN,
    ],
    body: [
      row(1, {
        _disabled_bulk_options: disabled[1] ?? {},
        homegate: 'live',
        newhome: null,
        immoscout: 'pending',
        icasa: null,
        flatfox: 'off',
      }),
      row(2, {
        _disabled_bulk_options: disabled[2] ?? {},
        homegate: null,
        newhome: null,
        immoscout: null,
        icasa: null,
        flatfox: null,
      }),
    ],
    bulkOptions: [bulk('publish'), bulk('refresh'), bulk('deactivate')],
    settings: { key: 'marketing_objects', columnOrder: [], canReorder: false },
  });

describe('the marketing list', () => {
  it('reads the marketing list and shows each portal state in its column', async () => {
    const provider = fakeProvider(marketingTable());
    renderScreen(<MarketingList />, provider, { path: '/marketing' });
    const first = (await screen.findByText('A-1')).closest('tr')!;
    expect(listCall(provider).resource).toBe('marketing');
    expect(listApiPath('marketing')).toBe('marketing/objects');
    for (const portal of ['homegate', 'newhome', 'immoscout', 'icasa', 'flatfox']) {
      expect(screen.getByRole('columnheader', { name: portal })).toBeTruthy();
    }
    expect(within(first).getByText('Online')).toBeTruthy();
    expect(within(first).getByText('In Übermittlung')).toBeTruthy();
    expect(within(first).getByText('Offline')).toBeTruthy();
    expect(screen.getByText('marketing_list_title')).toBeTruthy();
  });

  it('deactivates the picked rows through the marketing list and shows the per-row result', async () => {
    const user = userEvent.setup();
    const provider = fakeProvider(
      marketingTable({ 2: { deactivate: 'Dieses Inserat ist auf keinem Portal.' } }),
    );
    provider.bulkAction.mockResolvedValue({
      bulkAction: 'deactivate',
      done: 1,
      skipped: 0,
      results: [{ id: 1, status: 'done', message: 'Erledigt' }],
      notify: [{ type: 'success', title: 'Deaktivieren', text: '1 von 1 erledigt.' }],
    });
    renderScreen(<MarketingList />, provider, { path: '/marketing' });
    await screen.findByText('A-1');
    await user.click(screen.getByRole('checkbox', { name: 'Select row A-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row A-2' }));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    expect(await screen.findByRole('option', { name: 'PUBLISH' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'REFRESH' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'DEACTIVATE' }));
    expect(screen.getByText(/A-2: Dieses Inserat ist auf keinem Portal./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(provider.bulkAction).toHaveBeenCalledTimes(1));
    expect(provider.bulkAction.mock.calls[0]![0]).toBe('marketing');
    expect(provider.bulkAction.mock.calls[0]![1]).toMatchObject({ bulkAction: 'deactivate', targets: [1] });
    const result = await screen.findByRole('dialog', { name: 'Bulk action result' });
    expect(within(result).getByText('A-1')).toBeTruthy();
    expect(within(result).getByText('A-2')).toBeTruthy();
    expect(within(result).getByText('Dieses Inserat ist auf keinem Portal.')).toBeTruthy();
  });

  it('opens the ad editor of a row from its detail button', async () => {
    const user = userEvent.setup();
    const provider = fakeProvider(marketingTable());
    const view = renderScreen(<MarketingList />, provider, { path: '/marketing' });
    await screen.findByText('A-1');
    const first = screen.getByText('A-1').closest('tr')!;
    await user.click(within(first).getByRole('button', { name: 'Open details of A-1' }));
    await waitFor(() => expect(view.location().pathname).toBe('/marketing/1'));
  });

  it('says what the list holds when it has no rows', async () => {
    const provider = fakeProvider({ ...marketingTable(), body: [] });
    renderScreen(<MarketingList />, provider, { path: '/marketing' });
    expect(await screen.findByText('marketing_list_empty')).toBeTruthy();
    expect(screen.queryByText('admin_no_data_found')).toBeNull();
  });
});
