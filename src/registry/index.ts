export { lazyScreen } from './lazyScreen';
export {
  builtMenuEntries,
  definitionsOf,
  menuItemsOf,
  menuPathOf,
  pageMenuItemsOf,
  type ResourceDefinitionsLike,
} from './menu';
export type {
  AppResource,
  LazyScreen,
  MenuChild,
  MenuIcon,
  ResourceMenu,
  ResourcePage,
  ResourceRoute,
} from './types';
