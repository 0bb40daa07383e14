export { authProvider, type LoginParams } from './authProvider';
export { BOOTSTRAP_QUERY_KEY, fetchBootstrap } from './bootstrap';
export { queryClient } from './queryClient';
export { ROUTE_PERMISSIONS, routeAccess, routeKeyOf, routePermission } from './routePermissions';
export {
  LOGIN_PATH,
  REDIRECT_PARAM,
  fullNameOf,
  isSafeRedirect,
  loginPathWithRedirect,
  safeRedirectFromSearch,
  showsForbiddenNotice,
  subjectOf,
  unauthorizedRedirect,
  type PathLocation,
} from './rules';
