import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { AdminContext, Notification, TestMemoryRouter, memoryStore, type I18nProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { expectConsole } from './consoleGuard';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import { setStoredUser } from '../../dataProvider/storage';
import type { Bootstrap, SessionUser } from '../../schema/api/session';
import { defaultPermissions } from '../../schema/permissions';
import type { ProfileSettings, TwoFactorStatus } from '../../schema/api/accounts';
import { ProfileRoutes } from '../../resources/profile-settings/ProfileRoutes';

/** Texts as their keys, with the interpolated values in brackets: `key(name=value)`. */
export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: Record<string, unknown>) => {
    const params = Object.entries(options ?? {}).filter(([name]) => name !== '_');
    return params.length ? `${key}(${params.map(([k, v]) => `${k}=${String(v)}`).join(',')})` : key;
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'de',
};

export interface Reply {
  status?: number;
  data?: unknown;
}

/** A call the mocked server received: method, path and JSON body. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: Call) => Reply | undefined;

/**
 * Answers `api` calls from a table `'METHOD /path' -> reply or (call) => reply`; an entry holding a
 * list answers its replies in turn (the last one again). Unknown calls are a 404.
 */
export function mockServer(routes: Record<string, Reply | Reply[] | Handler>) {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    // the path as the server routes it, whatever the language prefix (/fr/api/...)
    const url = (config.url ?? '').replace(/^\/(fr|it|en)\//, '/');
    const call = { method: (config.method ?? 'get').toUpperCase(), url, body };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    let reply: Reply | undefined;
    if (typeof route === 'function') reply = route(call);
    else if (Array.isArray(route)) reply = route.length > 1 ? route.shift() : route[0];
    else reply = route;
    const { status = 200, data = {} } = reply ?? { status: 404, data: { message: 'not found' } };
    const response = { data, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}

/**
 * A refused call the test provokes: react-admin's data provider logs it (console.error) before the
 * screen shows it.
 */
export function expectRefusal(): void {
  expectConsole(/HttpError/);
}

export const user: SessionUser = {
  id: 4,
  first_name: 'Lukas',
  last_name: 'Meier',
  email: 'lukas.meier@demo.test',
  company: 'Demo AG',
  role: 'user',
  permissions: defaultPermissions('user'),
  features: {},
  username: 'demo.user',
  userType: 'staff',
  language: 'de',
};

export const twoFactorOff: TwoFactorStatus = {
  enabled: false,
  method: null,
  pendingMethod: null,
  recoveryCodesLeft: 0,
  required: false,
  requiredByProject: false,
};

export const profile: ProfileSettings = {
  id: 4,
  first_name: 'Lukas',
  last_name: 'Meier',
  email: 'lukas.meier@demo.test',
  username: 'demo.user',
  language: 'de',
  version: 3,
  password_changed_at: null,
  twoFactor: twoFactorOff,
};

export const bootstrap = { user, project_type: 'rent' } as unknown as Bootstrap;

/** The profile screens mounted the way the app mounts them (src/App.tsx). */
export function ProfileScreens() {
  return (
    <Routes>
      <Route path="/profile-settings/*" element={<ProfileRoutes />} />
    </Routes>
  );
}

/** Renders `ui` signed in as `user`, in the app's providers, at `path`. */
export function renderSignedIn(ui: ReactNode = <ProfileScreens />, path = '/profile-settings/account') {
  setStoredUser({ ...user, token: 'secret-token' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['bootstrap'], bootstrap);
  const locations: string[] = [];
  const view = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => locations.push(l.pathname)}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        {ui}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, queryClient, locations };
}
