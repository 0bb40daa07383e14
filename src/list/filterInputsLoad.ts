import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { FilterDefinition } from '../../schema/api/tableData';
import { loadedOf, loadOnce } from '../registry/loadOnce';
import type { FilterInputProps } from './filterInputs';

type Input = ComponentType<FilterInputProps>;

/**
 * The filter inputs with large MUI parts (the range slider, the remote multiselect's
 * autocomplete), each loaded when a list has such a filter: a list without them does not fetch
 * them before its rows.
 */
const LOADERS: Readonly<Record<string, () => Promise<Input>>> = {
  slider: () => import('./SliderFilter').then((module) => module.SliderFilter),
  multiselect_remote: () =>
    import('./RemoteMultiselectFilter').then((module) => module.RemoteMultiselectFilter),
};

/** The loaders of these filters' inputs that load on demand, each once. */
const loadersOf = (filters: readonly FilterDefinition[] | undefined): Array<() => Promise<Input>> => [
  ...new Set((filters ?? []).flatMap((filter) => LOADERS[filter.type] ?? [])),
];

/** A filter type's loaded input (of those LOADERS names). */
export function loadedFilterInput(type: string): Input | undefined {
  const load = LOADERS[type];
  return load ? loadedOf(load) : undefined;
}

/** Loads the inputs of these filters that load on demand (each once). */
export function loadFilterInputs(filters: readonly FilterDefinition[] | undefined): Promise<unknown> {
  return Promise.all(loadersOf(filters).map((load) => loadOnce(load)));
}

/** Whether the inputs of these filters can render now; when not, their code starts loading. */
export function filterInputsReady(filters: readonly FilterDefinition[] | undefined): boolean {
  const missing = loadersOf(filters).some((load) => !loadedOf(load));
  if (missing) void loadFilterInputs(filters).catch(() => undefined);
  return !missing;
}

/**
 * Starts loading the inputs of a reply's filters that load on demand, as a react-query fetch
 * beside the list's call: the list shows its rows once they are loaded (SchemaList), and calls
 * that wait for the first screen's requests (src/session/whenQuiet.ts: the unread long poll) wait
 * for them too. The list's own call stays as long as the reply, so its skeleton is for a slow
 * reply only.
 */
export function fetchFilterInputs(
  queryClient: QueryClient,
  filters: readonly FilterDefinition[] | undefined,
): void {
  const types = Object.keys(LOADERS).filter(
    (type) => filters?.some((filter) => filter.type === type) && !loadedFilterInput(type),
  );
  if (types.length === 0) return;
  void queryClient.prefetchQuery({
    queryKey: ['listFilterInputs', ...types],
    queryFn: () => loadFilterInputs(filters).then(() => null),
  });
}
