import type { ListSchema } from '../lists/types';
import { LIST_SCHEMAS, ROUTED_LIST_SCHEMAS } from './index';

// derived from the modules in server/modules/index.ts (declared there so that a module's routes may
// import this file without an import cycle reading them too early)
export { LIST_SCHEMAS, ROUTED_LIST_SCHEMAS };

export function listBySettingsKey(key: string): ListSchema | undefined {
  return [...LIST_SCHEMAS, ...ROUTED_LIST_SCHEMAS].find((s) => s.settingsKey === key);
}
