import type { Executor } from './scope';

/**
 * What other areas do when objects change state or activity (marketing takes the ads of a rented,
 * sold or inactive object off the portals). The hooks are registered once, when their module is
 * loaded, and run in the transaction of the change (or in one of their own when the change has none).
 */
export type ObjectStateHook = (trx: Executor, projectId: number, ids: readonly number[]) => Promise<void>;

const hooks: ObjectStateHook[] = [];

export function onObjectStateChange(hook: ObjectStateHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function objectStatesChanged(
  db: Executor,
  projectId: number,
  ids: readonly number[],
): Promise<void> {
  if (hooks.length === 0 || ids.length === 0) return;
  const run = async (trx: Executor) => {
    for (const hook of hooks) await hook(trx, projectId, ids);
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}
