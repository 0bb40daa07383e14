import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TableData } from '../../schema/api/tableData';
import { SchemaList } from '../../src/list';
import { bulk, fakeProvider, listCall, renderScreen, row, tableData } from './listFixtures';

/** The meta of the list these tests show, as its calls carry it (no lighter-reply flags). */
const APARTMENTS = { kind: 'apartments', sale: false };

async function renderList(table: TableData = tableData(), props = {}) {
  const provider = fakeProvider(table);
  const user = userEvent.setup();
  const view = renderScreen(
    <SchemaList resource="objects" meta={{ kind: 'apartments' }} {...props} />,
    provider,
  );
  await screen.findByText('A-1');
  return { ...view, provider, user };
}

const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Select row ${name}` });

async function chooseAction(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Action' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('selection', () => {
  it('needs a selection for an action unless the action is standalone', async () => {
    const table = tableData({ bulkOptions: [bulk('delete'), bulk('recount', { standalone: true })] });
    const { user } = await renderList(table);
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'DELETE' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.click(within(listbox).getByRole('option', { name: 'RECOUNT' }));
    expect((screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables the run button until a row is selected', async () => {
    const { user } = await renderList();
    await user.click(rowBox('A-1'));
    await chooseAction(user, 'ACTIVATE');
    const run = screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement;
    expect(run.disabled).toBe(false);
    await user.click(rowBox('A-1'));
    expect(run.disabled).toBe(true);
    expect(screen.getByText('Select at least one row first.')).toBeTruthy();
  });

  it('with a maximum, disables the other rows with admin_object_not_available', async () => {
    const { user } = await renderList(tableData(), { maxSelection: 1 });
    await user.click(rowBox('A-2'));
    const other = rowBox('A-1') as HTMLInputElement;
    expect(other.disabled).toBe(true);
    await user.hover(other.parentElement!.parentElement!);
    expect(
      await screen.findByText('Not available: the maximum number of items is already selected.'),
    ).toBeTruthy();
    await user.click(rowBox('A-2'));
    expect((rowBox('A-1') as HTMLInputElement).disabled).toBe(false);
  });

  it('selects the page with the select-all box, up to the maximum', async () => {
    const { user } = await renderList(tableData(), { maxSelection: 2 });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect((rowBox('A-1') as HTMLInputElement).checked).toBe(true);
    expect((rowBox('A-2') as HTMLInputElement).checked).toBe(true);
    expect((rowBox('A-3') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('2 rows selected')).toBeTruthy();
  });
});

describe('bulk actions', () => {
  const rented = tableData({
    body: [row(1, { _disabled_bulk_options: { delete: 'Is rented and cannot be deleted' } }), row(2), row(3)],
  });

  it('asks before deleting, sends only the rows that can take it and shows each row’s result', async () => {
    const { user, provider } = await renderList(rented);
    provider.bulkAction.mockResolvedValue({
      bulkAction: 'delete',
      done: 1,
      skipped: 0,
      results: [{ id: 2, status: 'done', message: 'Done' }],
      notify: [{ type: 'success', title: 'Delete', text: '1 of 1 done.' }],
    });
    await user.click(rowBox('A-1'));
    await user.click(rowBox('A-2'));
    await chooseAction(user, 'DELETE');
    expect(screen.getByText(/A-1: Is rented and cannot be deleted/)).toBeTruthy();
    expect(screen.getByText('One selected row will not be processed:')).toBeTruthy();

    const callsBefore = provider.getList.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Run “DELETE” on one row?');
    expect(provider.bulkAction).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(provider.bulkAction).toHaveBeenCalledTimes(1));
    expect(provider.bulkAction.mock.calls[0]![0]).toBe('objects');
    expect(provider.bulkAction.mock.calls[0]![2]).toEqual({ kind: 'apartments', sale: false });
    expect(provider.bulkAction.mock.calls[0]![1]).toMatchObject({ bulkAction: 'delete', targets: [2] });
    const result = await screen.findByRole('dialog', { name: 'Bulk action result' });
    expect(within(result).getByText('A-2')).toBeTruthy();
    expect(within(result).getByText('Done', { selector: '.MuiChip-label' })).toBeTruthy();
    // the row left out is listed too, with why
    expect(within(result).getByText('A-1')).toBeTruthy();
    expect(within(result).getByText('Is rented and cannot be deleted')).toBeTruthy();

    // the list and its state counts are loaded again, and nothing stays selected
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(callsBefore));
    expect(listCall(provider).meta).toMatchObject({ tableDataOnly: true, refreshStateFilters: true });
    expect(screen.getByText('0 rows selected')).toBeTruthy();
  });

  it('runs an action that destroys nothing without asking', async () => {
    const { user, provider } = await renderList();
    provider.bulkAction.mockResolvedValue({
      bulkAction: 'activate',
      done: 0,
      skipped: 1,
      results: [{ id: 3, status: 'skipped', message: 'Is already active' }],
      notify: [],
    });
    await user.click(rowBox('A-3'));
    await chooseAction(user, 'ACTIVATE');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const result = await screen.findByRole('dialog', { name: 'Bulk action result' });
    expect(provider.bulkAction.mock.calls[0]![1]).toMatchObject({ bulkAction: 'activate', targets: [3] });
    expect(within(result).getByText('Is already active')).toBeTruthy();
    expect(within(result).getByText('0 of 1 done, 1 skipped.')).toBeTruthy();
  });

  it('downloads the Excel export of the selection with a progress indicator', async () => {
    const { user, provider } = await renderList(tableData({ excelDownload: { enabled: true } }));
    let finish: (value: { downloaded: string }) => void = () => undefined;
    provider.bulkAction.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await user.click(rowBox('A-1'));
    await chooseAction(user, 'Excel export');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Creating the file…')).toBeTruthy();
    expect(provider.bulkAction.mock.calls[0]![1]).toMatchObject({
      bulkAction: 'exportExcel',
      targets: [1],
      download: true,
    });
    finish({ downloaded: 'Wohnungen-2026-11-22.xlsx' });
    expect(await screen.findByText('The file “Wohnungen-2026-11-22.xlsx” was downloaded.')).toBeTruthy();
    expect(screen.queryByText('Creating the file…')).toBeNull();
  });
});

describe('column order', () => {
  it('saves the new order under the list’s settings key and loads the whole table again', async () => {
    const { user, provider } = await renderList(
      tableData({ settings: { key: 'objects_apartments', columnOrder: [], canReorder: true } }),
    );
    await user.click(screen.getByRole('button', { name: 'Arrange columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Column order' });
    await user.click(within(dialog).getByRole('button', { name: 'Move TITLE up' }));
    // the focus stays on the moved column, so the keyboard can move it on
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move TITLE down');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.saveListSettings).toHaveBeenCalledTimes(1));
    expect(provider.saveListSettings.mock.calls[0]).toEqual([
      'objects_apartments',
      ['title', 'ref_number', 'rooms', 'rental_price', 'available_from', 'progress_state', 'active'],
    ]);
    await waitFor(() => expect(listCall(provider).meta).toEqual(APARTMENTS));
  });

  it('leaves out the columns the list hides until they are shown in the dialog, where others can be hidden', async () => {
    const table = tableData({ settings: { key: 'objects_apartments', columnOrder: [], canReorder: true } });
    table.header = table.header.map((c) => (c.key === 'available_from' ? { ...c, hidden: true } : c));
    const { user, provider } = await renderList(table);
    const headings = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headings()).not.toContain('AVAILABLE_FROM');
    expect(headings()).toContain('ACTIVE');

    await user.click(screen.getByRole('button', { name: 'Arrange columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Column order' });
    const shown = (name: string) => within(dialog).getByRole('checkbox', { name: `Show ${name}` });
    expect(shown('AVAILABLE_FROM')).toHaveProperty('checked', false);
    // a fixed column stays
    expect(shown('REF_NUMBER')).toHaveProperty('disabled', true);
    await user.click(shown('AVAILABLE_FROM'));
    await user.click(shown('ACTIVE'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.saveListSettings).toHaveBeenCalledTimes(1));
    expect(provider.saveListSettings.mock.calls[0]).toEqual([
      'objects_apartments',
      ['ref_number', 'title', 'rooms', 'rental_price', 'available_from', 'progress_state', '-active'],
    ]);
  });

  it('offers no reordering without the permission', async () => {
    await renderList();
    expect(screen.queryByRole('button', { name: 'Arrange columns' })).toBeNull();
  });
});
