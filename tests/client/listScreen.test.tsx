import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaList } from '../../src/list';
import { SKELETON_DELAY_MS } from '../../src/layout/placeholderDelay';
import { fakeProvider, listCall, renderScreen, tableData } from './listFixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The meta of the list these tests show, as its calls carry it (no lighter-reply flags). */
const APARTMENTS = { kind: 'apartments', sale: false };

async function renderList(provider = fakeProvider(tableData()), path = '/list', props = {}) {
  const view = renderScreen(
    <SchemaList resource="objects" meta={{ kind: 'apartments' }} {...props} />,
    provider,
    { path },
  );
  await screen.findByText('A-1');
  return { ...view, provider };
}

describe('columns and cells', () => {
  it('draws the header and formats the cells by their column format', async () => {
    await renderList();
    const first = screen.getByText('A-1').closest('tr')!;
    const cells = within(first);
    expect(cells.getByText("CHF 2'645.00")).toBeTruthy();
    expect(cells.getByText('16.12.2027')).toBeTruthy();
    expect(cells.getByText('3.5')).toBeTruthy();
    expect(cells.getByText('Yes')).toBeTruthy();
    expect(cells.getByText('Available')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'TITLE' })).toBeTruthy();
  });

  it('asks for the whole table data first and only rows afterwards', async () => {
    const user = userEvent.setup();
    const { provider } = await renderList();
    expect(listCall(provider, 0).meta).toEqual(APARTMENTS);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await user.click(screen.getByRole('button', { name: 'ROOMS' }));
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(2));
    expect(listCall(provider).meta).toMatchObject({ tableDataOnly: true });
  });
});

describe('the first page on its way', () => {
  /** A provider whose list call answers only when the test says so. */
  function heldProvider() {
    const provider = fakeProvider(tableData());
    const answered = provider.getList.getMockImplementation()!;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    provider.getList.mockImplementation(async (...args) => {
      await held;
      return answered(...args);
    });
    return { provider, release: () => release() };
  }
  const skeletonRows = () => document.querySelectorAll('tbody tr[aria-hidden]').length;

  it('shows no skeleton while a quick answer is on its way, then the filters and rows together', async () => {
    const { provider, release } = heldProvider();
    renderScreen(<SchemaList resource="objects" meta={{ kind: 'apartments' }} />, provider, {
      path: '/list',
    });
    await waitFor(() => expect(provider.getList).toHaveBeenCalled());
    expect(screen.queryByRole('table')).toBeNull();
    expect(skeletonRows()).toBe(0);
    release();
    expect(await screen.findByText('A-1')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'TITLE' })).toBeTruthy();
  });

  it('shows the skeleton once the answer takes longer than a moment', async () => {
    const { provider, release } = heldProvider();
    renderScreen(<SchemaList resource="objects" meta={{ kind: 'apartments' }} />, provider, {
      path: '/list',
    });
    await waitFor(() => expect(skeletonRows()).toBeGreaterThan(0), { timeout: SKELETON_DELAY_MS * 10 });
    release();
    expect(await screen.findByText('A-1')).toBeTruthy();
    expect(skeletonRows()).toBe(0);
  });
});

describe('filters whose inputs load with the list', () => {
  const filter = (key: string, type: 'slider' | 'multiselect_remote', name: string) => ({
    key,
    verbose_name: name,
    type,
    choices: type === 'slider' ? [] : [{ value: '3', displayName: 'Siedlung Obstgarten' }],
    selected: null,
    unit: null,
    step: type === 'slider' ? 0.5 : null,
    min: type === 'slider' ? 1 : null,
    max: type === 'slider' ? 6 : null,
    mainFilters: true,
  });

  it('shows a range and a remote filter in the frame that shows the rows', async () => {
    const table = tableData({
      filters: [filter('rooms', 'slider', 'Rooms'), filter('object', 'multiselect_remote', 'Object')],
    });
    await renderList(fakeProvider(table));
    // no waiting after the rows: the inputs are there with them
    expect(screen.getAllByRole('slider')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Object' })).toBeTruthy();
  });
});

describe('sorting', () => {
  it('cycles a column ascending, descending (-key) and none, in the call and the URL', async () => {
    const user = userEvent.setup();
    const { provider, location } = await renderList();
    const header = () => screen.getByRole('button', { name: 'ROOMS' });

    await user.click(header());
    await waitFor(() => expect(listCall(provider).sort).toEqual({ field: 'rooms', order: 'ASC' }));
    expect(new URLSearchParams(location().search).get('sort')).toBe('rooms');
    expect(screen.getByRole('columnheader', { name: 'ROOMS' }).getAttribute('aria-sort')).toBe('ascending');

    await user.click(header());
    await waitFor(() => expect(listCall(provider).sort).toEqual({ field: 'rooms', order: 'DESC' }));
    expect(new URLSearchParams(location().search).get('sort')).toBe('-rooms');
    expect(screen.getByRole('columnheader', { name: 'ROOMS' }).getAttribute('aria-sort')).toBe('descending');

    await user.click(header());
    await waitFor(() => expect(listCall(provider).sort).toEqual({ field: '', order: 'ASC' }));
    expect(new URLSearchParams(location().search).get('sort')).toBeNull();
  });
});

describe('back to page 1', () => {
  const onPage3 = '/list?page=3&perPage=5';
  const bigTable = () =>
    tableData({ pagination: { currentPage: 3, rowsPerPage: 5, totalItems: 60, enabled: true } });

  it('starts on the page the URL names', async () => {
    const { provider } = await renderList(fakeProvider(bigTable()), onPage3);
    expect(listCall(provider, 0).pagination).toEqual({ page: 3, perPage: 5 });
  });

  it('on a state filter', async () => {
    const user = userEvent.setup();
    const { provider } = await renderList(fakeProvider(bigTable()), onPage3);
    await user.click(screen.getByRole('button', { name: 'Available (3)' }));
    await waitFor(() => expect(listCall(provider).filter).toMatchObject({ status: 'available' }));
    expect(listCall(provider).pagination?.page).toBe(1);
    expect(screen.getByRole('button', { name: 'Available (3)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('on a filter, and refreshes the state counts for it', async () => {
    const user = userEvent.setup();
    const { provider } = await renderList(fakeProvider(bigTable()), onPage3);
    await user.click(screen.getByRole('combobox', { name: 'Building' }));
    await user.click(await screen.findByRole('option', { name: 'Wohnhaus Obstgarten' }));
    await waitFor(() => expect(listCall(provider).filter).toMatchObject({ building: '7' }));
    expect(listCall(provider).pagination?.page).toBe(1);
    expect(listCall(provider).meta).toMatchObject({ tableDataOnly: true, refreshStateFilters: true });
  });

  it('on clearing the filters, which drops them from the call and the URL', async () => {
    const user = userEvent.setup();
    const { provider, location } = await renderList(fakeProvider(bigTable()), `${onPage3}&f.building=3,7`);
    expect(listCall(provider, 0).filter).toMatchObject({ building: '3,7' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listCall(provider).filter).toEqual({}));
    expect(listCall(provider).pagination?.page).toBe(1);
    expect(location().search).toBe('?perPage=5');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('on a page size', async () => {
    const user = userEvent.setup();
    const { provider } = await renderList(fakeProvider(bigTable()), onPage3);
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '20' }));
    await waitFor(() => expect(listCall(provider).pagination).toEqual({ page: 1, perPage: 20 }));
  });

  it('on a search, sent 600 ms after the last keystroke', async () => {
    const { provider, location } = await renderList(fakeProvider(bigTable()), onPage3);
    const calls = provider.getList.mock.calls.length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'ba' } });
    act(() => vi.advanceTimersByTime(400));
    fireEvent.change(box, { target: { value: 'baden' } });
    act(() => vi.advanceTimersByTime(599));
    expect(new URLSearchParams(location().search).get('search')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(new URLSearchParams(location().search).get('search')).toBe('baden');
    vi.useRealTimers();
    await waitFor(() => expect(listCall(provider).filter).toMatchObject({ search: 'baden' }));
    expect(listCall(provider).pagination?.page).toBe(1);
    // one call for the final text, none for the text typed in between
    expect(provider.getList.mock.calls.slice(calls).every((c) => c[1].filter.search === 'baden')).toBe(true);
  });

  it('has one clear button in the search box: its own, not the browser’s too', async () => {
    const user = userEvent.setup();
    const { location } = await renderList(fakeProvider(bigTable()), onPage3);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    // a search input would get the browser's cross beside ours
    expect(box.getAttribute('type')).toBe('text');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await user.type(box, 'baden{Enter}');
    await waitFor(() => expect(new URLSearchParams(location().search).get('search')).toBe('baden'));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveProperty('value', '');
    await waitFor(() => expect(new URLSearchParams(location().search).get('search')).toBeNull());
  });
});

describe('pagination', () => {
  it('shows at most nine page buttons with ellipses and marks the current page', async () => {
    const table = tableData({
      pagination: { currentPage: 12, rowsPerPage: 10, totalItems: 240, enabled: true },
    });
    await renderList(fakeProvider(table), '/list?page=12');
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.textContent);
    expect(pages).toEqual(['1', '10', '11', '12', '13', '14', '24']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).getByRole('button', { name: 'Page 12' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('empty and failed lists', () => {
  it('shows admin_no_data_found when there are no rows', async () => {
    const provider = fakeProvider(tableData({ body: [] }));
    renderScreen(<SchemaList resource="objects" meta={{ kind: 'apartments' }} />, provider);
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  it('shows the error and clears the table when a load fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const provider = fakeProvider(tableData());
    renderScreen(<SchemaList resource="objects" meta={{ kind: 'apartments' }} />, provider);
    await screen.findByText('A-1');
    provider.getList.mockRejectedValueOnce(new Error('Unbekannter Parameter «foo».'));
    await user.click(screen.getByRole('button', { name: 'ROOMS' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((a) => a.textContent?.includes('Unbekannter Parameter «foo».')),
      ).toBe(true),
    );
    expect(screen.queryByText('A-1')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('A-1')).toBeTruthy();
  });
});
