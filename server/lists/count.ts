import { parseListParams } from './params';
import { listConditions } from './query';
import { countStates, resolveState, type StateCounts } from './tableData';
import type { ListRequest, ListSchema } from './types';

/**
 * Counts the rows a list shows for a query (`status` and filter parameters, as its GET reads them):
 * the list's own parsing, conditions and state counts, so a number counted here is the list's
 * total for the same query. Lists whose state counts come from maintained counters read them.
 * Queries that differ only in their state share one count per list (remembered per counter).
 */
export function listCounter(req: ListRequest) {
  const counted = new Map<string, Promise<StateCounts>>();
  return async (schema: ListSchema, query: Readonly<Record<string, string>>): Promise<number> => {
    const params = parseListParams(schema, query);
    const state = resolveState(schema, req, params.status);
    const narrowing = params.filters.map((f) => [f.def.key, f.value]);
    const key = JSON.stringify([schema.path, narrowing]);
    let counts = counted.get(key);
    if (!counts) {
      counts = listConditions(schema, req, params).then((conditions) => countStates(schema, req, conditions));
      counted.set(key, counts);
    }
    const { all, byState } = await counts;
    return state?.where ? (byState.get(state.value) ?? 0) : all;
  };
}

export type ListCounter = ReturnType<typeof listCounter>;
