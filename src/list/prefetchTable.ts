import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { TableData } from '../../schema/api/tableData';
import type { ListMeta, ListRef } from '../../schema/listPaths';
import { isSaleProject } from '../../schema/projectTypes';
import { fetchFilterInputs } from './filterInputsLoad';
import type { ListRow, LoadedTable } from './types';
import { getListParams, parseListState } from './useListState';

/** A list's query parameters (react-admin's getList shape). */
export type TableParams = ReturnType<typeof getListParams>;

/** How long rows loaded alongside the app's start count as fresh for the list that shows them. */
export const PREFETCHED_FRESH_MS = 10_000;

/** A list's meta as its calls carry it: whether it is the sale list is decided by the project type. */
export function listMetaOf(meta: ListMeta | undefined, projectType: string | undefined): ListMeta {
  return { ...meta, sale: meta?.sale ?? isSaleProject(projectType) };
}

/** One list's identity (its resource and meta), to tell its loaded rows from another list's. */
export const listIdentity = (resource: string, meta: ListMeta) => JSON.stringify([resource, meta]);

/**
 * react-admin's query key of a list's rows (useGetList's shape), shared by the list and the
 * prefetch: react-admin's mutations on the resource refresh it, `[resource, 'getList']` matches
 * every list of the resource.
 */
export const tableQueryKey = (resource: string, params: TableParams, meta: ListMeta) =>
  [resource, 'getList', { ...params, meta }] as const;

/**
 * The query key matching every page of the one list a resource and meta name (react-query matches
 * a key's objects in part): to reload the users list without the other settings lists.
 */
export const listQueryKey = (resource: string, meta: ListMeta) => [resource, 'getList', { meta }] as const;

/** One call of a list: the whole table data (`call` {}) or, on a loaded table, the lighter parts. */
export async function fetchTable(
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  params: TableParams,
  meta: ListMeta,
  call: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<{ part: Partial<TableData>; data: ListRow[]; total: number | undefined }> {
  const reply = await dataProvider.getList<ListRow>(resource, {
    ...params,
    meta: { ...meta, ...call },
    signal,
  });
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
  list: ListRef,
  projectType: string | undefined,
  search: string,
): void {
  const { resource } = list;
  const meta = listMetaOf(list.meta, projectType);
  const params = getListParams(parseListState(new URLSearchParams(search)));
  void queryClient.prefetchQuery({
    queryKey: tableQueryKey(resource, params, meta),
    queryFn: async ({ signal }): Promise<LoadedTable> => {
      const { part, data, total } = await fetchTable(dataProvider, resource, params, meta, {}, signal);
      const table = part as TableData;
      fetchFilterInputs(queryClient, table.filters);
      const loaded = { table, rows: data, total: total ?? table.pagination?.totalItems ?? 0 };
      return { list: listIdentity(resource, meta), ...loaded, prefetched: true };
    },
  });
}
