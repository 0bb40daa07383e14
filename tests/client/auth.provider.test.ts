import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authProvider, queryClient, BOOTSTRAP_QUERY_KEY } from '../../authProvider';
import { RequestError } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import { getStoredUser, setStoredUser, type StoredUser } from '../../dataProvider/storage';
import { defaultPermissions } from '../../schema/permissions';
import type { SessionUser } from '../../schema/api/session';

interface Reply {
  status?: number;
  data?: unknown;
}

function mockApi(reply: (config: InternalAxiosRequestConfig) => Reply) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status = 200, data = {} } = reply(config);
    const response = { data, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}

const sessionUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 7,
  first_name: 'Anna',
  last_name: 'Meier',
  email: 'anna.meier@example.ch',
  company: 'Immo AG',
  role: 'marketer',
  permissions: defaultPermissions('marketer'),
  features: {},
  username: 'demo.marketer',
  userType: 'staff',
  language: 'de',
  ...overrides,
});

const storedUser = (overrides: Partial<SessionUser> = {}): StoredUser => ({
  ...sessionUser(overrides),
  token: 'tok-1',
});

const httpError = (status: number) => new RequestError(`status ${status}`, status, { message: 'refused' });

const originalAdapter = api.defaults.adapter;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  api.defaults.adapter = originalAdapter;
  queryClient.clear();
});

function goTo(path: string) {
  window.history.replaceState(null, '', path);
}

describe('authProvider.checkError', () => {
  beforeEach(() => setStoredUser(storedUser()));

  it('on a 401 clears the stored user and sends staff to the login page with a redirect back', async () => {
    goTo('/objects/parking?page=2');
    await expect(authProvider.checkError(httpError(401))).rejects.toEqual({
      redirectTo: '/login?redirect=%2Fobjects%2Fparking%3Fpage%3D2',
      message: false,
    });
    expect(getStoredUser()).toBeNull();
  });

  it('on a 401 sends an investor to the B2B entry page of the project', async () => {
    goTo('/project-memorandum/seeblick');
    await expect(authProvider.checkError(httpError(401))).rejects.toMatchObject({
      redirectTo: '/b2b-entry/seeblick',
    });
    expect(getStoredUser()).toBeNull();
  });

  it('on a 401 sends a DMS user to the DMS login page', async () => {
    goTo('/dms/archiv-7');
    await expect(authProvider.checkError(httpError(401))).rejects.toMatchObject({
      redirectTo: '/dms-login/archiv-7',
    });
  });

  it('on a 401 does nothing more when already on that page', async () => {
    goTo('/dms-login/archiv-7');
    await expect(authProvider.checkError(httpError(401))).resolves.toBeUndefined();
    expect(getStoredUser()).toBeNull();
  });

  it('reads the status of a plain axios error too', async () => {
    goTo('/objects/apartments');
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    const response = { data: {}, status: 401, statusText: '', headers: new AxiosHeaders(), config };
    const error = new AxiosError('status 401', 'ERR_BAD_REQUEST', config, {}, response);
    await expect(authProvider.checkError(error)).rejects.toMatchObject({
      redirectTo: '/login?redirect=%2Fobjects%2Fapartments',
    });
  });

  it('on a 403 keeps the user signed in and lets the error reach its caller, on every page', async () => {
    // the caller's error catalogue shows the notice; a rejection here would turn the failed call
    // into an empty success in react-admin's dataProvider proxy
    for (const path of ['/objects/apartments', '/dms-registration/archiv-7/u1', '/dms-login/archiv-7']) {
      goTo(path);
      await expect(authProvider.checkError(httpError(403)), path).resolves.toBeUndefined();
    }
    expect(getStoredUser()?.token).toBe('tok-1');
  });

  it('lets other errors pass without signing out', async () => {
    await expect(authProvider.checkError(httpError(500))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('offline'))).resolves.toBeUndefined();
    expect(getStoredUser()).not.toBeNull();
  });
});

describe('authProvider.login', () => {
  const bootstrap = { project_type: 'rent', user: sessionUser(), landingPage: 'objects' };

  it('posts the credentials, stores the user with the token and loads the bootstrap', async () => {
    const calls = mockApi((config) =>
      config.url?.endsWith('/login')
        ? { data: { token: 'tok-9', user: sessionUser() } }
        : { data: bootstrap },
    );
    const result: unknown = await authProvider.login({ username: 'demo.marketer', password: 'Demo2026!' });
    expect(calls[0]?.method).toBe('post');
    expect(calls[0]?.url).toBe('/api/v1/login');
    expect(JSON.parse(String(calls[0]?.data))).toEqual({ username: 'demo.marketer', password: 'Demo2026!' });
    expect(calls[1]?.url).toBe('/api/v1/bootstrap');
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(getStoredUser()).toMatchObject({ id: 7, role: 'marketer', token: 'tok-9' });
    expect(queryClient.getQueryData(BOOTSTRAP_QUERY_KEY)).toEqual(bootstrap);
    expect(result).toEqual({ redirectTo: '/' });
  });

  it('goes back to a safe redirect, and home instead of to another site', async () => {
    mockApi((config) =>
      config.url?.endsWith('/login')
        ? { data: { token: 'tok-9', user: sessionUser() } }
        : { data: bootstrap },
    );
    const login = (redirect: string) => authProvider.login({ username: 'a', password: 'b', redirect });
    await expect(login('/objects/parking')).resolves.toEqual({ redirectTo: '/objects/parking' });
    await expect(login('//evil.example/objects')).resolves.toEqual({ redirectTo: '/' });
    await expect(login('https://evil.example')).resolves.toEqual({ redirectTo: '/' });
    goTo('/login?redirect=%2Fobjects%2Fplots');
    await expect(authProvider.login({ username: 'a', password: 'b' })).resolves.toEqual({
      redirectTo: '/objects/plots',
    });
  });

  it('signs out again and fails when the bootstrap fails', async () => {
    const calls = mockApi((config) => {
      if (config.url?.endsWith('/login')) return { data: { token: 'tok-9', user: sessionUser() } };
      if (config.url?.endsWith('/bootstrap')) return { status: 500, data: { message: 'boom' } };
      return { data: {} };
    });
    await expect(authProvider.login({ username: 'a', password: 'b' })).rejects.toBeTruthy();
    expect(getStoredUser()).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/login', '/api/v1/bootstrap', '/api/v1/logout']);
  });

  it('stores nothing when the credentials are refused', async () => {
    mockApi(() => ({ status: 401, data: { message: 'Benutzername oder Passwort ist falsch.' } }));
    await expect(authProvider.login({ username: 'a', password: 'b' })).rejects.toBeInstanceOf(AxiosError);
    expect(getStoredUser()).toBeNull();
  });
});

describe('authProvider session', () => {
  it('logout tells the server, forgets the user and the cache, and goes to the login page', async () => {
    setStoredUser(storedUser());
    queryClient.setQueryData(['objects'], { rows: 1 });
    const calls = mockApi(() => ({ status: 500 }));
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/logout']);
    expect(getStoredUser()).toBeNull();
    expect(queryClient.getQueryData(['objects'])).toBeUndefined();
  });

  it('checkAuth passes a signed-in user and sends an anonymous one to login with a redirect', async () => {
    setStoredUser(storedUser());
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    setStoredUser(null);
    goTo('/objects/parking');
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: '/login?redirect=%2Fobjects%2Fparking',
      message: false,
    });
  });

  it('checkAuth signs out a user without a permission list', async () => {
    setStoredUser(storedUser({ role: 'user', permissions: null }));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(getStoredUser()).toBeNull();
  });

  it('gives identity and permissions of the stored user', async () => {
    setStoredUser(storedUser());
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 7, fullName: 'Anna Meier' });
    await expect(authProvider.getPermissions!({})).resolves.toEqual({
      role: 'marketer',
      permissions: defaultPermissions('marketer'),
      features: {},
    });
    setStoredUser(null);
    await expect(authProvider.getPermissions!({})).resolves.toBeNull();
  });
});

describe('authProvider.canAccess', () => {
  const canAccess = (resource: string) => authProvider.canAccess!({ resource, action: 'list' });

  it('opens the object screens to those who read objects', async () => {
    setStoredUser(storedUser({ role: 'contract', permissions: defaultPermissions('contract') }));
    await expect(canAccess('objects')).resolves.toBe(true);
    await expect(canAccess('buildings')).resolves.toBe(true);
    await expect(canAccess('settings')).resolves.toBe(false);
  });

  it('closes them to an analyst and to nobody signed in', async () => {
    setStoredUser(storedUser({ role: 'analyst', permissions: defaultPermissions('analyst') }));
    await expect(canAccess('objects')).resolves.toBe(false);
    setStoredUser(null);
    await expect(canAccess('objects')).resolves.toBe(false);
  });

  it('signs out a user without a permission list and goes to login with a redirect', async () => {
    setStoredUser(storedUser({ role: 'user', permissions: null }));
    mockApi(() => ({ data: {} }));
    goTo('/objects/parking');
    await expect(canAccess('objects')).resolves.toBe(false);
    expect(getStoredUser()).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/login?redirect=%2Fobjects%2Fparking',
    );
  });
});
