/**
 * The route permission table (spec 1 section 2). It lives beside `authProvider.canAccess`, which
 * reads it too (imports flow src -> authProvider); screens import it from here.
 */
export {
  ROUTE_PERMISSIONS,
  routeAccess,
  routeKeyOf,
  routePermission,
} from '../../authProvider/routePermissions';
