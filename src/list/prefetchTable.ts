import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { TableData } from '../../schema/api/tableData';
import type { ListRow, LoadedTable } from './types';
import { getListParams, parseListState } from './useListState';

/** A list's query parameters (react-admin's getList shape). */
export type TableParams = ReturnType<typeof getListParams>;

/** How long rows loaded alongside the app's start count as fresh for the list that shows them. */
export const PREFETCHED_FRESH_MS = 10_000;

/** react-admin's query key of a list's rows, shared by the list and the prefetch. */
export const tableQueryKey = (resource: string, params: TableParams) =>
  [resource, 'getList', params] as const;

/** One call of a list: the whole table data (`meta` {}) or, on a loaded table, the lighter parts. */
export async function fetchTable(
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  params: TableParams,
  meta: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<{ part: Partial<TableData>; data: ListRow[]; total: number | undefined }> {
  const reply = await dataProvider.getList<ListRow>(resource, { ...params, meta, signal });
  return { part: (reply.meta ?? {}) as Partial<TableData>, data: reply.data, total: reply.total };
}

/**
 * Starts loading the first rows of the list an address shows (its query from the address, as
 * the list reads it), alongside the app's start: the list then renders its rows at once instead
 * of asking after its first render. The list reads them from react-query's cache under its own
 * key; a failure is left for the list to ask again.
 */
export function prefetchTable(
  queryClient: QueryClient,
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  search: string,
): void {
  const params = getListParams(parseListState(new URLSearchParams(search)));
  void queryClient.prefetchQuery({
    queryKey: tableQueryKey(resource, params),
    queryFn: async ({ signal }): Promise<LoadedTable> => {
      const { part, data, total } = await fetchTable(dataProvider, resource, params, {}, signal);
      const table = part as TableData;
      return { resource, table, data, total: total ?? table.pagination?.totalItems ?? 0, prefetched: true };
    },
  });
}
