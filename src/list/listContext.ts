import { createContext, useContext } from 'react';
import type { ListControllerResult, SortPayload } from 'react-admin';
import { filterValue } from '../../dataProvider/listParams';
import type { ListMeta } from '../../schema/listPaths';
import type { ListAction, ListState } from './useListState';
import { listFilter } from './useListState';
import { toggleRow, type Selection } from './selection';
import type { ListRow, LoadedTable } from './types';

/** The server's sort (`key`, `-key`, '') as react-admin's. */
export function sortPayload(sort: string): SortPayload {
  if (sort === '') return { field: '', order: 'ASC' };
  return sort.startsWith('-') ? { field: sort.slice(1), order: 'DESC' } : { field: sort, order: 'ASC' };
}

/** react-admin's sort as the server's. */
export function sortString(sort: SortPayload): string {
  if (!sort.field) return '';
  return sort.order === 'DESC' ? `-${sort.field}` : sort.field;
}

/** react-admin's filter values (any shape its inputs produce) as the list state's strings. */
export function filterStrings(values: Readonly<Record<string, unknown>>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = filterValue(value);
    if (text !== null) result[key] = text;
  }
  return result;
}

/** The meta of the SchemaList around (with `sale` decided), as its calls carry it. */
export const ListMetaContext = createContext<ListMeta | undefined>(undefined);

/**
 * The meta that, with the resource, names the list around: what react-admin's mutations on it
 * need (`updateMany(resource, { ids, data, meta })`); undefined outside a SchemaList.
 */
export function useListMeta(): ListMeta | undefined {
  return useContext(ListMetaContext);
}

export interface ListContextInput {
  resource: string;
  title?: string;
  state: ListState;
  dispatch: (action: ListAction) => void;
  loaded: LoadedTable | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  reload: () => unknown;
  selection: Selection;
  setSelection: (next: Selection) => void;
  maxSelection?: number;
}

/**
 * react-admin's list context of a SchemaList, so that react-admin's buttons and hooks
 * (useListContext, bulk buttons, useUpdateMany ...) work inside any list: its rows, paging,
 * sorting, filters and selection, each change going through the list's own state (the URL).
 */
export function schemaListContext(input: ListContextInput): ListControllerResult<ListRow> {
  const { state, dispatch, loaded, selection, setSelection, maxSelection } = input;
  const rows = loaded?.rows ?? [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pick = (ids: ReadonlyArray<ListRow['id']>) => {
    const next = new Map<number, ListRow>();
    for (const id of ids) {
      const row = byId.get(id) ?? selection.get(id);
      if (row && (maxSelection === undefined || next.size < maxSelection)) next.set(id, row);
    }
    setSelection(next);
  };
  const total = loaded?.total ?? 0;
  const base = {
    resource: input.resource,
    defaultTitle: input.title,
    page: state.page,
    perPage: state.perPage,
    setPage: (page: number) => dispatch({ type: 'page', page }),
    setPerPage: (perPage: number) => dispatch({ type: 'perPage', perPage: perPage as ListState['perPage'] }),
    sort: sortPayload(state.sort),
    setSort: (sort: SortPayload) => dispatch({ type: 'setSort', sort: sortString(sort) }),
    filterValues: listFilter(state),
    displayedFilters: {},
    setFilters: (filters: Record<string, unknown>) =>
      dispatch({ type: 'setFilters', filters: filterStrings(filters) }),
    showFilter: (key: string, value: unknown) => {
      const text = filterValue(value);
      if (text !== null) dispatch({ type: 'filter', key, value: text });
    },
    hideFilter: (key: string) => dispatch({ type: 'filter', key, value: '' }),
    selectedIds: [...selection.keys()],
    onSelect: pick,
    onToggleItem: (id: ListRow['id']) => {
      const row = byId.get(id) ?? selection.get(id);
      if (row) setSelection(toggleRow(selection, row, maxSelection));
    },
    onUnselectItems: () => setSelection(new Map()),
    onSelectAll: () => pick(rows.map((row) => row.id)),
    refetch: () => void input.reload(),
    exporter: false as const,
    hasPreviousPage: state.page > 1,
    hasNextPage: state.page * state.perPage < total,
    isFetching: input.isFetching,
    isLoading: input.isPending,
  };
  if (input.error) {
    return {
      ...base,
      data: undefined,
      total: undefined,
      meta: undefined,
      error: input.error as Error,
      isPending: false,
    };
  }
  if (input.isPending || !loaded) {
    return { ...base, data: undefined, total: undefined, meta: undefined, error: null, isPending: true };
  }
  return { ...base, data: rows, total, meta: loaded.table, error: null, isPending: false };
}
