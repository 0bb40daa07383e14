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

export interface LoginParams {
  username: string;
  password: string;
  /** the `redirect` query of the login page; taken from the address bar when absent */
  redirect?: string | null;
}

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

function storedSubject(): PermissionSubject | null {
  const user = getStoredUser();
  return user ? subjectOf(user) : null;
}

function reject(rejection: AuthRejection): Promise<never> {
  return Promise.reject(rejection);
}

/**
 * The react-admin auth provider: sign-in with bootstrap, sign-out, the session check, the
 * 401/403 rules of spec 2 section 8, identity, permissions and route access.
 */
export const authProvider: AuthProvider = {
  async login({ username, password, redirect }: LoginParams) {
    const { data } = await api.post<LoginReply>('/api/v1/login', { username, password });
    setStoredUser({ ...data.user, token: data.token });
    try {
      const bootstrap = await fetchBootstrap();
      queryClient.setQueryData(BOOTSTRAP_QUERY_KEY, bootstrap);
    } catch (error) {
      // a failed bootstrap logs out (spec 2 section 7.3)
      await endSession();
      throw error;
    }
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

  async canAccess({ resource }: { resource: string; action: string }) {
    const subject = storedSubject();
    if (!subject) return false;
    const access = routeAccess(subject, resource);
    if (access === 'logout') {
      const target = loginPathWithRedirect(currentLocation());
      await endSession();
      routeTo(target);
      return false;
    }
    return access === 'allow';
  },
};
