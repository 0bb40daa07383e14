import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { FilterDefinition } from '../../schema/api/tableData';
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

const loaded = new Map<string, Input>();
const loading = new Map<string, Promise<Input>>();

/** A filter type's loaded input (of those LOADERS names). */
export const loadedFilterInput = (type: string): Input | undefined => loaded.get(type);

/** Loads the inputs of these filters that load on demand (each once). */
export function loadFilterInputs(filters: readonly FilterDefinition[] | undefined): Promise<unknown> {
  const types = new Set((filters ?? []).map((filter) => filter.type));
  return Promise.all(
    [...types].flatMap((type) => {
      const load = LOADERS[type];
      if (!load || loaded.has(type)) return [];
      let call = loading.get(type);
      if (!call) {
        call = load().then((input) => {
          loaded.set(type, input);
          return input;
        });
        // a failure may be tried again
        call.catch(() => loading.delete(type));
        loading.set(type, call);
      }
      return [call];
    }),
  );
}

/** Whether the inputs of these filters can render now; when not, their code starts loading. */
export function filterInputsReady(filters: readonly FilterDefinition[] | undefined): boolean {
  const missing = (filters ?? []).some((filter) => LOADERS[filter.type] && !loaded.has(filter.type));
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
  const types = [...new Set((filters ?? []).map((filter) => filter.type))].filter(
    (type) => LOADERS[type] && !loaded.has(type),
  );
  if (types.length === 0) return;
  void queryClient.prefetchQuery({
    queryKey: ['listFilterInputs', ...types.sort()],
    queryFn: () => loadFilterInputs(filters).then(() => null),
  });
}
