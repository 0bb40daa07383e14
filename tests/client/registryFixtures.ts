import CircleOutlined from '@mui/icons-material/CircleOutlined';
import { MENU_RESOURCES } from '../../schema/resources';
import { APP_RESOURCES } from '../../resources';
import { definitionsOf, type ResourceDefinitionsLike } from '../../src/registry/menu';

/** The resource definitions the app registers: the resources whose screens exist. */
export const APP_DEFINITIONS: ResourceDefinitionsLike = definitionsOf(APP_RESOURCES);

/**
 * The app's definitions plus a stand-in for every other menu entry, as if all screens existed:
 * for the rules that choose among built screens.
 */
export const ALL_MENU_DEFINITIONS: ResourceDefinitionsLike = {
  ...definitionsOf(MENU_RESOURCES.map((r) => ({ name: r.name, icon: CircleOutlined }))),
  ...APP_DEFINITIONS,
};

/** Definitions of some menu entries only (the app's where it has them, stand-ins otherwise). */
export function definitionsFor(names: readonly string[]): ResourceDefinitionsLike {
  return Object.fromEntries(Object.entries(ALL_MENU_DEFINITIONS).filter(([name]) => names.includes(name)));
}
