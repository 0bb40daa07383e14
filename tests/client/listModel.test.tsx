import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../../schema/api/tableData';
import { renderCell, type CellContext } from '../../src/list/cells';
import { moveItem } from '../../src/list/ColumnOrderDialog';
import { remoteMatches } from '../../src/list/filterInputs';
import { ELLIPSIS, pageButtons } from '../../src/list/pageButtons';
import {
  bulkPlan,
  selectBlocker,
  toggleAllOnPage,
  toggleRow,
  type Selection,
} from '../../src/list/selection';
import {
  INITIAL_LIST_STATE,
  getListParams,
  listReducer,
  nextSort,
  parseListState,
  writeListState,
  type ListState,
} from '../../src/list/useListState';
import { stickyOffset } from '../../src/list/useTableScroll';
import type { ListRow } from '../../src/list/types';
import { bulk, column, row } from './listFixtures';

const listRow = (id: number, extra = {}): ListRow => ({ ...row(id, extra), id });

describe('pageButtons', () => {
  it('lists every page when there are at most nine', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageButtons(1, 0)).toEqual([]);
  });

  it('puts one ellipsis before the last page near the start', () => {
    expect(pageButtons(1, 24)).toEqual([1, 2, 3, 4, 5, 6, 7, ELLIPSIS, 24]);
    expect(pageButtons(5, 24)).toEqual([1, 2, 3, 4, 5, 6, 7, ELLIPSIS, 24]);
  });

  it('puts one ellipsis after the first page near the end', () => {
    expect(pageButtons(24, 24)).toEqual([1, ELLIPSIS, 18, 19, 20, 21, 22, 23, 24]);
    expect(pageButtons(20, 24)).toEqual([1, ELLIPSIS, 18, 19, 20, 21, 22, 23, 24]);
  });

  it('centres the current page between two ellipses in the middle', () => {
    expect(pageButtons(12, 24)).toEqual([1, ELLIPSIS, 10, 11, 12, 13, 14, ELLIPSIS, 24]);
    expect(pageButtons(6, 24)).toEqual([1, ELLIPSIS, 4, 5, 6, 7, 8, ELLIPSIS, 24]);
  });

  it('never shows more than nine buttons and always the first, last and current page', () => {
    for (let total = 1; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const buttons = pageButtons(page, total);
        expect(buttons.length).toBeLessThanOrEqual(9);
        expect(buttons).toContain(1);
        expect(buttons).toContain(total);
        expect(buttons).toContain(page);
      }
    }
  });
});

describe('list state', () => {
  const onPage3: ListState = { ...INITIAL_LIST_STATE, page: 3 };

  it('cycles a column ascending, descending, then none', () => {
    expect(nextSort('', 'rooms')).toBe('rooms');
    expect(nextSort('rooms', 'rooms')).toBe('-rooms');
    expect(nextSort('-rooms', 'rooms')).toBe('');
    expect(nextSort('-rooms', 'title')).toBe('title');
  });

  it('goes back to page 1 when search, filter, state or page size change', () => {
    expect(listReducer(onPage3, { type: 'search', search: 'baden' }).page).toBe(1);
    expect(listReducer(onPage3, { type: 'filter', key: 'building', value: '3' }).page).toBe(1);
    expect(listReducer(onPage3, { type: 'clearFilters' }).page).toBe(1);
    expect(listReducer(onPage3, { type: 'status', status: 'rented' }).page).toBe(1);
    expect(listReducer(onPage3, { type: 'perPage', perPage: 20 }).page).toBe(1);
  });

  it('keeps the page when only the sort changes', () => {
    expect(listReducer(onPage3, { type: 'sort', key: 'rooms' })).toMatchObject({ page: 3, sort: 'rooms' });
  });

  it('removes a filter set to an empty value', () => {
    const filtered = listReducer(INITIAL_LIST_STATE, { type: 'filter', key: 'building', value: '3,7' });
    expect(filtered.filters).toEqual({ building: '3,7' });
    expect(listReducer(filtered, { type: 'filter', key: 'building', value: '' }).filters).toEqual({});
  });

  it('survives a round trip through the URL and keeps foreign parameters', () => {
    const state: ListState = {
      page: 4,
      perPage: 20,
      sort: '-rental_price',
      status: 'rented',
      search: 'Baden',
      filters: { building: '3,7', rooms: '2.5,4' },
    };
    const params = writeListState(state, new URLSearchParams('tab=x&page=9'));
    expect(params.get('tab')).toBe('x');
    expect(parseListState(params)).toEqual(state);
  });

  it('reads an unusable URL as the defaults', () => {
    expect(parseListState(new URLSearchParams('page=-2&perPage=13'))).toEqual(INITIAL_LIST_STATE);
  });

  it('maps the state onto getList parameters', () => {
    const state: ListState = {
      ...onPage3,
      sort: '-rooms',
      status: 'rented',
      search: 'x',
      filters: { a: '1' },
    };
    expect(getListParams(state)).toEqual({
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'rooms', order: 'DESC' },
      filter: { a: '1', status: 'rented', search: 'x' },
    });
    expect(getListParams(INITIAL_LIST_STATE).sort).toEqual({ field: '', order: 'ASC' });
  });
});

describe('selection', () => {
  const rows = [listRow(1), listRow(2), listRow(3)];
  const none: Selection = new Map();

  it('blocks further rows at the maximum with admin_object_not_available, never the picked ones', () => {
    const one = toggleRow(none, rows[0]!, 1);
    expect(selectBlocker(rows[1]!, one, 1)).toBe('admin_object_not_available');
    expect(selectBlocker(rows[0]!, one, 1)).toBeNull();
    expect(toggleRow(one, rows[1]!, 1).size).toBe(1);
    expect(selectBlocker(rows[1]!, one)).toBeNull();
  });

  it('selects the page up to the maximum, and unselects it when all of it is selected', () => {
    expect([...toggleAllOnPage(none, rows, 2).keys()]).toEqual([1, 2]);
    const all = toggleAllOnPage(none, rows);
    expect(all.size).toBe(3);
    expect(toggleAllOnPage(all, rows).size).toBe(0);
  });

  it('leaves rows out of a bulk action when they name it, with the reason', () => {
    const picked = new Map([
      [1, listRow(1, { _disabled_bulk_options: { delete: 'Is rented' } })],
      [2, listRow(2)],
    ]);
    expect(bulkPlan(bulk('delete'), picked)).toMatchObject({ targets: [2], runnable: true });
    expect(bulkPlan(bulk('delete'), picked).excluded.map((e) => [e.row.id, e.reason])).toEqual([
      [1, 'Is rented'],
    ]);
    expect(bulkPlan(bulk('activate'), picked).targets).toEqual([1, 2]);
  });

  it('needs a selection unless the option is standalone', () => {
    expect(bulkPlan(bulk('delete'), none).runnable).toBe(false);
    expect(bulkPlan(bulk('recount', { standalone: true }), none).runnable).toBe(true);
    const onlyBlocked = new Map([[1, listRow(1, { _disabled_bulk_options: { delete: 'no' } })]]);
    expect(bulkPlan(bulk('delete'), onlyBlocked).runnable).toBe(false);
  });
});

describe('cells', () => {
  const ctx: CellContext = {
    translate: (key, options) => (key === 'list_area_value' ? `${String(options?.value)} m²` : key),
    locale: 'de-CH',
    currency: 'CHF',
    currencyOrder: 'before',
  };
  const text = (value: unknown, col: TableColumn) => renderCell(value, col, ctx);

  it('formats each value by its column format', () => {
    expect(text(2645, column('p', { format: 'money' }))).toBe("CHF 2'645.00");
    expect(text('2027-12-16', column('d', { format: 'date' }))).toBe('16.12.2027');
    expect(text(true, column('b', { format: 'boolean' }))).toBe('list_yes');
    expect(text(false, column('b', { format: 'boolean' }))).toBe('list_no');
    expect(text(3.5, column('r', { format: 'rooms' }))).toBe('3.5');
    expect(text(102, column('a', { format: 'area' }))).toBe('102 m²');
    expect(text(1985, column('y', { format: 'number' }))).toBe('1985');
    expect(text(null, column('p', { format: 'money' }))).toBe('–');
  });
});

describe('sticky header and column order', () => {
  it('moves the header down only once the table top passes 64 px, and never below the table', () => {
    expect(stickyOffset(100, 500, 40)).toBe(0);
    expect(stickyOffset(64, 500, 40)).toBe(0);
    expect(stickyOffset(14, 500, 40)).toBe(50);
    expect(stickyOffset(-1000, 500, 40)).toBe(460);
  });

  it('moves a column one place and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('remote multiselect', () => {
  const choices = [
    { value: '1', displayName: 'Baden' },
    { value: '2', displayName: 'Bern' },
  ];
  it('offers nothing below two characters and matches case-insensitively from two', () => {
    expect(remoteMatches(choices, 'b')).toEqual([]);
    expect(remoteMatches(choices, 'BE').map((c) => c.value)).toEqual(['2']);
  });
});
