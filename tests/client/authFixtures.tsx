import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authProvider, queryClient } from '../../authProvider';
import { api } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n';
import { defaultPermissions } from '../../schema/permissions';
import type { InitReply, InitSso, SessionUser } from '../../schema/api/session';
import { LoginPage } from '../../src/login/LoginPage';
import { InvitationPage } from '../../src/public/InvitationPage';
import { PasswordResetPage } from '../../src/public/PasswordResetPage';
import { setInitReply } from '../../src/session/init';
import { mockAdapter, type MockReply } from './mockApi';

/** Shared set-up of the sign-in tests (auth.*.test.tsx): a mocked `api` adapter and the pages. */

export type Reply = MockReply;

export interface Call {
  method: string;
  url: string;
  body: unknown;
  params: unknown;
}

/** Answers every call of `api` with `reply`; returns the calls made, with their parsed bodies. */
export function mockApi(reply: (call: Call) => Reply): Call[] {
  const calls: Call[] = [];
  mockAdapter((config) => {
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
      params: config.params,
    };
    calls.push(call);
    return reply(call);
  });
  return calls;
}

export const originalAdapter = api.defaults.adapter;

export function restoreApi(): void {
  api.defaults.adapter = originalAdapter;
  queryClient.clear();
}

export const sessionUser: SessionUser = {
  id: 3,
  first_name: 'Sarah',
  last_name: 'Moser',
  email: 'beta.user@beta.demo',
  company: 'Beta Verwaltung GmbH',
  role: 'user',
  permissions: defaultPermissions('user'),
  features: {},
  username: 'beta.user',
  userType: 'staff',
  language: 'de',
};

/** The /init reply the app started with; `sso` as the project offers it. */
export function startWithSso(sso: InitSso | null): void {
  const init: InitReply = {
    siteTitle: 'Wiedervermietung Bern – Immodesk',
    language: 'de',
    favicon: '/favicon.svg',
    bootstrap: {
      project_type: 'rent',
      project: { slug: 'beta', title: 'Wiedervermietung Bern', type: 'rent', brandColor: '#0f766e', url: '' },
      baseBackendUrl: '',
      currency: 'CHF',
      currencyOrder: 'before',
    },
    publicTranslations: {},
    sso,
  };
  setInitReply(init);
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The login page and the password-reset page at their routes; anything else shows its path. */
export function renderAuthPages(path = '/login') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/action/account/:id/password-reset-form" element={<PasswordResetPage />} />
          <Route path="/action/account/:id/invitation" element={<InvitationPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

// ---- two-factor sign-in ----

/** Login's challenge reply. */
export const challenge = (overrides: Record<string, unknown> = {}) => ({
  twoFactorRequired: true,
  method: 'totp',
  enrolmentRequired: false,
  challenge: 'chal-1',
  expiresAt: '2026-03-01T10:05:00.000Z',
  ...overrides,
});

export const twoFactorSession = { token: 'tok-2fa', user: sessionUser };
export const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, i) => `abcd-efgh-jk${String(i).padStart(2, '2')}`,
);

/** A server: login answers the challenge; the other routes as `routes` says; bootstrap the user. */
export function twoFactorServer(login: Reply, routes: Record<string, (call: Call) => Reply> = {}) {
  return mockApi((call) => {
    if (call.url === '/api/v1/login') return login;
    if (call.url === '/api/v1/bootstrap') return { data: { user: sessionUser } };
    const route = routes[call.url];
    if (route) return route(call);
    return { status: 404, data: { message: `no route ${call.url}` } };
  });
}

export async function signInWithPassword(person: ReturnType<typeof userEvent.setup>) {
  await person.type(await screen.findByLabelText(/Benutzername oder E-Mail/), 'beta.user');
  await person.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Demo2026!{Enter}');
}
