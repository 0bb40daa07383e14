export {
  authProvider,
  storedSessionMayRead,
  type LoginParams,
  type PasswordLoginParams,
  type SessionLoginParams,
} from './authProvider';
export {
  checkPasswordReset,
  confirmPasswordReset,
  requestPasswordReset,
  type PasswordResetCheck,
  type PasswordResetInput,
} from './passwordReset';
export {
  SSO_CALLBACK_PATH,
  SSO_MESSAGE_TYPE,
  SSO_START_PATHS,
  ssoResultOf,
  startSso,
  type SsoProvider,
  type SsoResult,
} from './sso';
export {
  isTwoFactorChallenge,
  isTwoFactorRequired,
  resendTwoFactorCode,
  setupTwoFactor,
  submitTwoFactorCode,
  TwoFactorRequiredError,
  type TwoFactorChallenge,
  type TwoFactorMethod,
  type TwoFactorSession,
  type TwoFactorSetup,
} from './twoFactor';
export { BOOTSTRAP_QUERY_KEY, fetchBootstrap } from './bootstrap';
export { queryClient } from './queryClient';
export { routeAccess, routeKeyOf, routePermission } from './routePermissions';
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
