import type { AuthProvider, UserIdentity } from 'react-admin';
import { PERMIT, checkAccess } from '../schema/permissions';
import type { PermissionSubject } from '../schema/permissions';
import type { LoginReply } from '../schema/api/session';
import { statusOf } from '../dataProvider';
import { api } from '../dataProvider/http';
import { getStoredUser, getToken, setStoredUser } from '../dataProvider/storage';
import { BOOTSTRAP_QUERY_KEY, fetchBootstrap } from './bootstrap';
import { queryClient } from './queryClient';
import { routeAccess } from './routePermissions';
import { isTwoFactorChallenge, TwoFactorRequiredError, type TwoFactorChallenge } from './twoFactor';
import {
  LOGIN_PATH,
  fullNameOf,
  isSafeRedirect,
  loginPathWithRedirect,
  safeRedirectFromSearch,
  subjectOf,
  unauthorizedRedirect,
  type PathLocation,
} from './rules';

/** Sign-in with username (or e-mail) and password. */
export interface PasswordLoginParams {
  username: string;
  password: string;
  /** the `redirect` query of the login page; taken from the address bar when absent */
  redirect?: string | null;
}

/**
 * Sign-in with a session the server already opened: after the second factor (once the recovery
 * codes are shown) or from the single sign-on popup.
 */
export interface SessionLoginParams {
  session: LoginReply;
  redirect?: string | null;
}

export type LoginParams = PasswordLoginParams | SessionLoginParams;

/** What react-admin reads from a rejected auth check: where to go, and not to notify. */
interface AuthRejection {
  redirectTo: string;
  message: false;
}

function currentLocation(): PathLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

/**
 * Moves the router to a path from outside React: the browser router follows popstate. Used
 * where react-admin offers no redirect (a canAccess answer that signs the user out).
 */
function routeTo(path: string): void {
  window.history.replaceState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Ends the session on the server (errors ignored), in the browser and in the query cache. */
async function endSession(): Promise<void> {
  if (getToken() !== null) {
    try {
      await api.post('/api/v1/logout');
    } catch {
      // the session ends in this browser whatever the server says
    }
  }
  setStoredUser(null);
  queryClient.clear();
}

/** Stores a new session and loads its bootstrap; a failed bootstrap logs out (spec 2 section 7.3). */
async function startSession(session: LoginReply): Promise<void> {
  setStoredUser({ ...session.user, token: session.token });
  try {
    const bootstrap = await fetchBootstrap();
    queryClient.setQueryData(BOOTSTRAP_QUERY_KEY, bootstrap);
  } catch (error) {
    await endSession();
    throw error;
  }
}

function storedSubject(): PermissionSubject | null {
  const user = getStoredUser();
  return user ? subjectOf(user) : null;
}

/** Whether the stored session may read a resource now (no sign-out, no redirect: a plain answer). */
export function storedSessionMayRead(resource: string): boolean {
  const subject = storedSubject();
  return subject !== null && routeAccess(subject, resource, 'list') === 'allow';
}

function reject(rejection: AuthRejection): Promise<never> {
  return Promise.reject(rejection);
}

/**
 * The react-admin auth provider: sign-in with bootstrap, sign-out, the session check, the
 * 401/403 rules of spec 2 section 8, identity, permissions and route access.
 */
export const authProvider: AuthProvider = {
  /**
   * Resolves only once a session exists (stored, with its bootstrap). A password that needs a
   * second factor rejects with TwoFactorRequiredError carrying the challenge for the login page.
   */
  async login(params: LoginParams) {
    let session: LoginReply;
    if ('session' in params) {
      session = params.session;
    } else {
      const { username, password } = params;
      const { data } = await api.post<LoginReply | TwoFactorChallenge>('/api/v1/login', {
        username,
        password,
      });
      if (isTwoFactorChallenge(data)) throw new TwoFactorRequiredError(data);
      session = data;
    }
    await startSession(session);
    const { redirect } = params;
    const target = isSafeRedirect(redirect) ? redirect : safeRedirectFromSearch(window.location.search);
    // '/' sends the user on to the landing page of their role
    return { redirectTo: target ?? '/' };
  },

  async logout() {
    await endSession();
    return LOGIN_PATH;
  },

  async checkAuth() {
    const subject = storedSubject();
    if (subject && checkAccess(subject, PERMIT) !== 'logout') return;
    setStoredUser(null);
    return reject({ redirectTo: loginPathWithRedirect(currentLocation()), message: false });
  },

  async checkError(error: unknown) {
    const status = statusOf(error);
    const location = currentLocation();
    if (status === 401) {
      setStoredUser(null);
      const redirectTo = unauthorizedRedirect(location);
      // already on the page a 401 leads to: nothing more happens
      if (redirectTo === null) return;
      return reject({ redirectTo, message: false });
    }
    // 403: the user stays signed in and the error reaches the caller, whose error catalogue
    // (errorNotifications) shows the access-denied notice. Rejecting here would make react-admin's
    // dataProvider proxy answer the call with an empty success ({data: []} / {data: {}}).
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = getStoredUser();
    if (!user) throw new Error('not signed in');
    return { id: user.id, fullName: fullNameOf(user) };
  },

  async getPermissions() {
    return storedSubject();
  },

  async canAccess({ resource, action }: { resource: string; action: string }) {
    const subject = storedSubject();
    if (!subject) return false;
    const access = routeAccess(subject, resource, action);
    if (access === 'logout') {
      const target = loginPathWithRedirect(currentLocation());
      await endSession();
      routeTo(target);
      return false;
    }
    return access === 'allow';
  },
};
