import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { TableData } from '../../schema/api/tableData';
import type { ListMeta } from '../../schema/listPaths';
import { fetchFilterInputs } from './filterInputsLoad';
import { fetchTable, listIdentity, PREFETCHED_FRESH_MS, tableQueryKey } from './prefetchTable';
import type { ListDataProvider, LoadedTable } from './types';
import { countsKey, getListParams, type ListState } from './useListState';

interface Frame {
  /** the list's identity (listIdentity) */
  list: string;
  table: TableData;
  /** the search and filters the state counts of `table` were taken under */
  countsKey: string;
  /** the parameters of the last call: asked again unchanged, the rows changed meanwhile */
  paramsKey: string;
}

export interface ReloadOptions {
  /** ask for the whole table data again (after the column order changed) */
  full?: boolean;
}

/** The parts of a lighter (tableDataOnly) reply that replace those of the last full one. */
const LIGHT_PARTS = ['body', 'pagination', 'sortKey', 'stateFilters'] as const;

/** The notices follow the filters: every reply says them anew, absent when there are none. */
const NOTICE_PARTS = ['randomPeopleViewing', 'randomApplicantsViewingMessages'] as const;

function merge(frame: TableData, part: Partial<TableData>): TableData {
  const next = { ...frame };
  for (const key of LIGHT_PARTS) {
    if (part[key] !== undefined) Object.assign(next, { [key]: part[key] });
  }
  for (const key of NOTICE_PARTS) next[key] = part[key] as never;
  return next;
}

/**
 * Loads one list: the whole table data the first time, then only rows and paging (with the state
 * counts when search or filters changed, or when the same page is asked again because its rows
 * changed — a bulk action, or a react-admin mutation that invalidated it), kept on the last full
 * reply. The query key is react-admin's `[resource, 'getList', {...params, meta}]`, so what
 * invalidates the resource's lists (useDeleteMany, useRefresh, `[resource, 'getList']`) reloads
 * it. While another page of the same list loads, the previous one stays; another list never shows.
 */
export function useTableData(resource: string, meta: ListMeta, state: ListState) {
  const dataProvider = useDataProvider<ListDataProvider>();
  const frameRef = useRef<Frame | null>(null);
  const params = getListParams(state);
  const narrowing = countsKey(state);
  const paramsKey = JSON.stringify(params);
  const list = listIdentity(resource, meta);

  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: tableQueryKey(resource, params, meta),
    queryFn: async ({ signal }): Promise<LoadedTable> => {
      const frame = frameRef.current?.list === list ? frameRef.current : null;
      const changedRows = frame !== null && frame.paramsKey === paramsKey;
      const refreshCounts = frame !== null && (frame.countsKey !== narrowing || changedRows);
      const call = frame ? { tableDataOnly: true, refreshStateFilters: refreshCounts } : {};
      const { part, data, total } = await fetchTable(dataProvider, resource, params, meta, call, signal);
      const table = frame ? merge(frame.table, part) : (part as TableData);
      fetchFilterInputs(queryClient, table.filters);
      const counted = frame === null || refreshCounts;
      frameRef.current = { list, table, countsKey: counted ? narrowing : frame.countsKey, paramsKey };
      return { list, table, rows: data, total: total ?? table.pagination?.totalItems ?? 0 };
    },
    placeholderData: (previous) => (previous?.list === list ? previous : undefined),
    // rows loaded alongside the app's start are not asked again when the list first shows them
    staleTime: (q) => (q.state.data?.prefetched ? PREFETCHED_FRESH_MS : 0),
    retry: false,
    refetchOnWindowFocus: false,
  });

  // the table data of prefetched rows is the frame the next pages of this list build on
  const prefetched = query.data?.prefetched && query.data.list === list ? query.data : null;
  useEffect(() => {
    if (prefetched && frameRef.current === null) {
      frameRef.current = { list, table: prefetched.table, countsKey: narrowing, paramsKey };
    }
  }, [prefetched, list, narrowing, paramsKey]);

  const { refetch } = query;
  const reload = useCallback(
    async (options: ReloadOptions = {}) => {
      if (options.full) frameRef.current = null;
      await refetch();
    },
    [refetch],
  );
  const loaded = query.data?.list === list && !query.isError ? query.data : undefined;
  return {
    loaded,
    isPending: loaded === undefined && !query.isError,
    isFetching: query.isFetching,
    error: query.isError ? query.error : null,
    reload,
  };
}
