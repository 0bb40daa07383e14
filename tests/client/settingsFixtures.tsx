import { QueryClient } from '@tanstack/react-query';
import type { PlatformRecord, PlatformsRecord } from '../../schema/api/marketingPlatforms';
import { PORTALS } from '../../schema/marketing';
import { render } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import {
  AdminContext,
  Notification,
  ResourceDefinitionContextProvider,
  TestMemoryRouter,
  memoryStore,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import { setStoredUser } from '../../dataProvider/storage';
import * as applicationFormTexts from '../../i18n/parts/applicationForm';
import * as contractSettingsTexts from '../../i18n/parts/contractSettings';
import * as contractsTexts from '../../i18n/parts/contracts';
import * as formsTexts from '../../i18n/parts/forms';
import * as layoutTexts from '../../i18n/parts/layout';
import * as mailSettingsTexts from '../../i18n/parts/mailSettings';
import * as marketingPlatformsTexts from '../../i18n/parts/marketingPlatforms';
import * as projectTexts from '../../i18n/parts/projectSettings';
import * as rolesTexts from '../../i18n/parts/roles';
import * as salesTexts from '../../i18n/parts/sales';
import * as settingsTexts from '../../i18n/parts/settings';
import * as usersTexts from '../../i18n/parts/users';
import { raGerman } from '../../i18n/ra/de';
import { SettingsRoutes } from '../../resources/settings/SettingsRoutes';
import { APP_DEFINITIONS } from './registryFixtures';
import type { SsoSettingsReply as SsoSettings, TwoFactorSetting } from '../../schema/api/settings';
import type { Bootstrap, SessionUser } from '../../schema/api/session';
import { defaultPermissions, type Role } from '../../schema/permissions';
import { expectConsole } from './consoleGuard';

/** Test helpers of the settings screens: replies, a fake API, the screens in an app context (German). */

export const i18nProvider = polyglotI18nProvider(
  () => ({
    ...raGerman,
    ...layoutTexts.de,
    ...formsTexts.de,
    ...settingsTexts.de,
    ...rolesTexts.de,
    ...usersTexts.de,
    ...projectTexts.de,
    ...applicationFormTexts.de,
    ...mailSettingsTexts.de,
    ...contractSettingsTexts.de,
    ...contractsTexts.de,
    ...salesTexts.de,
    ...marketingPlatformsTexts.de,
  }),
  'de',
  [{ locale: 'de', name: 'Deutsch' }],
  { allowMissing: true },
);

export const AUTHENTICATION_PATH = '/settings/software-interfaces/authentication';

export function twoFactorSetting(extra: Partial<TwoFactorSetting> = {}): TwoFactorSetting {
  return { require_2fa: false, staff: { total: 8, enrolled: 3 }, ...extra };
}

export function ssoSettings(extra: Partial<SsoSettings> = {}): SsoSettings {
  return {
    provider: 'azure',
    enabled: false,
    directoryId: '',
    clientId: '',
    hasSecret: false,
    issuerUrl: '',
    issuer: '',
    allowCreateUsers: false,
    defaultRole: 'user',
    roles: ['superuser', 'user', 'assistant', 'marketer', 'contract', 'analyst'],
    callbackUrl: 'https://rent.immodesk.test/api/v2/sso/callback',
    version: 0,
    ...extra,
  };
}

export interface Reply {
  status?: number;
  data?: unknown;
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: Call) => Reply | undefined;

/**
 * Answers the app's axios client from `handler` (by method and path), with defaults for the
 * settings page's reads; a status of 400 or more rejects as axios does. Returns the calls made.
 */
export function mockApi(handler: Handler = () => undefined): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: (config.url ?? '').replace(/^\/(fr|it|en)\//, '/'),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const { status = 200, data = {} } = handler(call) ?? defaultReply(call);
    const response = { data, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}

/** Settings > rental platforms as the server answers it: every portal off, on its pull feed. */
export function marketingPlatforms(overrides: Partial<PlatformRecord> = {}): PlatformsRecord {
  return {
    version: 3,
    platforms: PORTALS.map((portal) => ({
      portal,
      enabled: false,
      format: 'swissrets',
      transport: 'pull',
      senderId: '',
      host: '',
      port: 0,
      path: '',
      username: '',
      passwordSet: false,
      privateKeySet: false,
      hostKeyFingerprint: '',
      tlsCertificate: '',
      hasFeed: false,
      feedCreatedAt: null,
      lastTransfer: null,
      ...(portal === 'homegate' ? overrides : {}),
    })),
  };
}

function defaultReply(call: Call): Reply {
  if (call.url === '/api/v1/settings/marketing-platforms') return { data: marketingPlatforms() };
  if (call.url === '/api/v1/settings/two-factor') return { data: twoFactorSetting() };
  if (call.url === '/api/v1/settings/authentication') return { data: ssoSettings() };
  if (call.url === '/api/v1/users/sessions') return { data: { sessions: [] } };
  if (call.url === '/api/v1/settings/storage') {
    return { data: { usedBytes: 0, quotaBytes: 5 * 1024 ** 3, ratePerHourBytes: 1024 ** 3 } };
  }
  return { status: 404, data: { message: 'not found' } };
}

/**
 * A refused call the test provokes: react-admin's data provider logs it (console.error) before the
 * screen shows it.
 */
export function expectRefusal(): void {
  expectConsole(/HttpError/);
}

/** The calls of one method and path. */
export const callsTo = (calls: Call[], method: string, url: string): Call[] =>
  calls.filter((call) => call.method === method && call.url === url);

function userOf(role: Role): SessionUser {
  return {
    id: 1,
    first_name: 'Claudia',
    last_name: 'Studer',
    email: 'claudia.studer@demo.test',
    company: 'Demo AG',
    role,
    permissions: defaultPermissions(role),
    features: {},
    username: `demo.${role}`,
    userType: 'staff',
    language: 'de',
  };
}

export function bootstrapOf(role: Role, type = 'rent'): Bootstrap {
  const project = {
    slug: 'rent',
    title: 'Projekt rent',
    type,
    brandColor: '#1f6f8b',
    url: 'http://rent.test',
  };
  return {
    project_type: type,
    project,
    availableFeatures: {},
    baseBackendUrl: 'http://localhost',
    allowedFileTypes: ['pdf', 'docx', 'jpg'],
    allowedImageTypes: [],
    maxFileSize: 1,
    maxNumObjectImages: 1,
    projects: [project],
    currency: 'CHF',
    currencyOrder: 'before',
    unread_messages: 0,
    uiConfig: { applicationForm: { template: '' } },
    user: userOf(role),
    landingPage: null,
    canSeeProjectSettings: role === 'superadmin' || role === 'admin',
  };
}

export interface RenderOptions {
  path?: string;
  role?: Role;
  projectType?: string;
  /** what to render; the settings routes under /settings/* by default */
  ui?: ReactNode;
}

/** Renders the settings screens (or `ui`) signed in as `role`, with react-admin's notifications. */
export function renderSettings({
  path = AUTHENTICATION_PATH,
  role = 'admin',
  projectType = 'rent',
  ui,
}: RenderOptions = {}) {
  const bootstrap = bootstrapOf(role, projectType);
  setStoredUser({ ...bootstrap.user, token: 'token' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['bootstrap'], bootstrap);
  let location = path;
  const result = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(current) => {
        location = current.pathname;
      }}
    >
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        {/* the app's resources as react-admin registers them (the settings menu is their pages) */}
        <ResourceDefinitionContextProvider definitions={APP_DEFINITIONS}>
          {ui ?? (
            <Routes>
              <Route path="/settings/*" element={<SettingsRoutes />} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
          )}
        </ResourceDefinitionContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, queryClient, location: () => location };
}
