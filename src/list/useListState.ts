import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from '../../schema/constants';
import { besideOpenPanel } from '../layout/sidepanel';

/** Everything that decides which rows a list shows; kept in the URL query so reload and back work. */
export interface ListState {
  page: number;
  perPage: PageSize;
  /** '' (the server's default), 'key' ascending or '-key' descending */
  sort: string;
  /** the chosen state filter; '' = the server's default (the first choice) */
  status: string;
  search: string;
  /** filter key -> value in the form the server reads (comma list, 'min,max', 'true', 'YYYY-MM-DD') */
  filters: Readonly<Record<string, string>>;
}

export type ListAction =
  | { type: 'page'; page: number }
  | { type: 'perPage'; perPage: PageSize }
  | { type: 'sort'; key: string }
  | { type: 'status'; status: string }
  | { type: 'search'; search: string }
  | { type: 'filter'; key: string; value: string }
  | { type: 'setSort'; sort: string }
  | { type: 'setFilters'; filters: Readonly<Record<string, string>> }
  | { type: 'clearFilters' };

export const INITIAL_LIST_STATE: ListState = {
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
  sort: '',
  status: '',
  search: '',
  filters: {},
};

/** The sort after a click on a column: ascending, then descending, then none. */
export function nextSort(current: string, key: string): string {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return '';
  return key;
}

/** The direction a column is sorted in, if it is the sorted one. */
export function sortDirection(sort: string, key: string): 'asc' | 'desc' | null {
  if (sort === key) return 'asc';
  if (sort === `-${key}`) return 'desc';
  return null;
}

function withoutKey(filters: Readonly<Record<string, string>>, key: string): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([k]) => k !== key));
}

/** Applies one change; every change of what is listed goes back to page 1. */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
    case 'perPage':
      return { ...state, perPage: action.perPage, page: 1 };
    case 'sort':
      return { ...state, sort: nextSort(state.sort, action.key) };
    case 'status':
      return { ...state, status: action.status, page: 1 };
    case 'search':
      return { ...state, search: action.search, page: 1 };
    case 'filter': {
      const filters = withoutKey(state.filters, action.key);
      if (action.value !== '') filters[action.key] = action.value;
      return { ...state, filters, page: 1 };
    }
    case 'setSort':
      return { ...state, sort: action.sort };
    case 'setFilters': {
      // react-admin's setFilters: status and search travel with the filters
      const { status = '', search = '', ...filters } = action.filters;
      return { ...state, status, search, filters, page: 1 };
    }
    case 'clearFilters':
      return { ...state, filters: {}, page: 1 };
  }
}

const FILTER_PREFIX = 'f.';
const OWN_KEYS = ['page', 'perPage', 'sort', 'status', 'search'];

function isOwnKey(key: string): boolean {
  return OWN_KEYS.includes(key) || key.startsWith(FILTER_PREFIX);
}

/** Reads the list state from a URL query; anything unreadable falls back to the default. */
export function parseListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const filters: Record<string, string> = {};
  params.forEach((value, key) => {
    if (key.startsWith(FILTER_PREFIX) && value !== '') filters[key.slice(FILTER_PREFIX.length)] = value;
  });
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: isPageSize(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    sort: params.get('sort') ?? '',
    status: params.get('status') ?? '',
    search: params.get('search') ?? '',
    filters,
  };
}

/** Writes the list state into a URL query, keeping foreign parameters and leaving defaults out. */
export function writeListState(state: ListState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  base?.forEach((value, key) => {
    if (!isOwnKey(key)) params.append(key, value);
  });
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PAGE_SIZE) params.set('perPage', String(state.perPage));
  if (state.sort) params.set('sort', state.sort);
  if (state.status) params.set('status', state.status);
  if (state.search) params.set('search', state.search);
  for (const [key, value] of Object.entries(state.filters)) params.set(`${FILTER_PREFIX}${key}`, value);
  return params;
}

/** The filter object the dataProvider sends as query parameters (status, search, one per filter). */
export function listFilter(state: ListState): Record<string, string> {
  const filter: Record<string, string> = { ...state.filters };
  if (state.status) filter.status = state.status;
  if (state.search) filter.search = state.search;
  return filter;
}

/** react-admin getList parameters of a list state; sort field '' asks for the server's default. */
export function getListParams(state: ListState) {
  const descending = state.sort.startsWith('-');
  return {
    pagination: { page: state.page, perPage: state.perPage },
    sort: {
      field: descending ? state.sort.slice(1) : state.sort,
      order: descending ? 'DESC' : 'ASC',
    } as const,
    filter: listFilter(state),
  };
}

/** What narrows the rows (and so the state counts): search and filters. */
export function countsKey(state: ListState): string {
  return JSON.stringify([state.search, Object.entries(state.filters).sort()]);
}

/** The list state of the current URL and a dispatcher that writes the next state back to it. */
export function useListState(): [ListState, (action: ListAction) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const historyState = useRef(location.state);
  historyState.current = location.state;
  const query = params.toString();
  const state = useMemo(() => parseListState(new URLSearchParams(query)), [query]);
  const dispatch = useCallback(
    (action: ListAction) => {
      const current = new URLSearchParams(query);
      setParams(
        writeListState(listReducer(parseListState(current), action), current),
        // an open panel stays open with its name, and closes onto the list as it is now
        besideOpenPanel(current, historyState.current),
      );
    },
    [setParams, query],
  );
  return [state, dispatch];
}
