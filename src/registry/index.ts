export { lazyScreen } from './lazyScreen';
export {
  builtMenuEntries,
  definitionsOf,
  menuItemsOf,
  menuPathOf,
  type ResourceDefinitionsLike,
} from './menu';
export type { AppResource, LazyScreen, MenuChild, MenuIcon, ResourceMenu, ResourceRoute } from './types';
