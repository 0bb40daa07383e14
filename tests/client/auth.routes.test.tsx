import { act, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../authProvider';
import { api } from '../../dataProvider/http';
import { getStoredUser, setStoredUser } from '../../dataProvider/storage';
import { defaultPermissions, type Role } from '../../schema/permissions';
import type { TableData } from '../../schema/api/tableData';
import { APP_RESOURCES } from '../../resources';
import { App } from '../../src/App';

const tableData: TableData = {
  header: [],
  body: [],
  pagination: { currentPage: 1, rowsPerPage: 10, totalItems: 0, enabled: true },
  bulkOptions: [],
  bulkExtraOptions: [],
  settings: { key: 'objects_apartments', columnOrder: [], canReorder: false },
  createNew: null,
  excelDownload: { enabled: false },
  legend: [],
  stateFilters: { key: 'status', choices: [] },
  filters: [],
  additionalFilters: [],
  search: { enabled: true, value: '' },
  sortKey: '',
};

const project = { slug: 'rent', title: 'Wiedervermietung', type: 'rent', brandColor: '#1f6f8b', url: '/' };

function sessionUser(role: Role, permissions: string[] | null = defaultPermissions(role)) {
  return {
    id: 4,
    first_name: 'Lea',
    last_name: 'Frei',
    email: 'lea.frei@example.ch',
    company: 'Immo AG',
    role,
    permissions,
    features: {},
    username: `demo.${role}`,
    userType: 'staff' as const,
    language: 'de' as const,
  };
}

function signIn(role: Role, permissions?: string[] | null) {
  setStoredUser({ ...sessionUser(role, permissions), token: `tok-${role}` });
}

let calls: InternalAxiosRequestConfig[] = [];
/** the status the object lists answer with */
let listStatus = 200;

function bootstrapFor() {
  const user = getStoredUser();
  return {
    project_type: 'rent',
    project,
    availableFeatures: {},
    baseBackendUrl: '',
    allowedFileTypes: [],
    allowedImageTypes: [],
    maxFileSize: 10,
    maxNumObjectImages: 10,
    projects: [project],
    currency: 'CHF',
    currencyOrder: 'before',
    unread_messages: 0,
    uiConfig: { applicationForm: { template: '' } },
    user,
    landingPage: null,
    canSeeProjectSettings: false,
  };
}

const adapter: AxiosAdapter = async (config) => {
  calls.push(config);
  const url = config.url ?? '';
  const isList = url.includes('/objects/') || url.endsWith('/tenants/');
  const data = url.endsWith('/bootstrap') ? bootstrapFor() : isList ? tableData : {};
  const response = { data, status: 200, statusText: '', headers: new AxiosHeaders(), config, request: {} };
  const status =
    url.endsWith('/logout') && !getStoredUser() ? 401 : url.includes('/objects/') ? listStatus : 200;
  if (status >= 400) {
    const body = { message: 'Zugriff verweigert', messageKey: 'admin_access_denied' };
    throw new AxiosError(
      `status ${status}`,
      'ERR_BAD_REQUEST',
      config,
      {},
      { ...response, status, data: body },
    );
  }
  return response;
};

const originalAdapter = api.defaults.adapter;

beforeEach(() => {
  calls = [];
  listStatus = 200;
  api.defaults.adapter = adapter;
});

afterEach(() => {
  vi.restoreAllMocks();
  api.defaults.adapter = originalAdapter;
  queryClient.clear();
});

async function open(path: string) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(<App resources={APP_RESOURCES} />);
  });
}

const here = () => `${window.location.pathname}${window.location.search}`;
const requested = () => calls.map((call) => call.url);

describe('the app shell', () => {
  it('shows the login page at once to an anonymous visitor, with the page as redirect', async () => {
    await open('/objects/parking');
    expect(here()).toBe('/login?redirect=%2Fobjects%2Fparking');
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(requested()).toEqual([]);
  });

  it('lands a marketer on the apartments list, loaded on demand', async () => {
    signIn('marketer');
    await open('/');
    await waitFor(() => expect(here()).toBe('/objects/apartments'));
    await waitFor(() => expect(requested()).toContain('/api/v1/objects/apartments'));
  });

  it('lands the contract role on the tenants, loaded on demand', async () => {
    signIn('contract');
    await open('/');
    await waitFor(() => expect(here()).toBe('/tenant'));
    await waitFor(() => expect(requested()).toContain('/api/v1/tenants/'));
  });

  it('opens an object list straight from its address', async () => {
    signIn('contract');
    await open('/objects/parking');
    await waitFor(() => expect(requested()).toContain('/api/v1/objects/parkingspace'));
    expect(here()).toBe('/objects/parking');
  });

  it('lands an analyst on the profile settings, while analytics is not built', async () => {
    signIn('analyst');
    await open('/');
    await waitFor(() => expect(here()).toBe('/profile-settings/account'));
  });

  it('shows access denied for a route the user may not open', async () => {
    signIn('analyst');
    await open('/objects/apartments');
    await waitFor(() => expect(here()).toBe('/403'));
    expect(requested()).not.toContain('/api/v1/objects/apartments');
  });

  it('on a refused list shows the access-denied notice and keeps the user signed in', async () => {
    signIn('contract');
    listStatus = 403;
    // react-admin logs every failed call in development
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open('/objects/apartments');
    // the danger notice, beside the list's own error in place of the table
    await waitFor(() =>
      expect(
        screen.getAllByText(/Keine Berechtigung/).some((element) => element.closest('.MuiSnackbar-root')),
      ).toBe(true),
    );
    expect(here()).toBe('/objects/apartments');
    expect(getStoredUser()?.token).toBe('tok-contract');
  });

  it('on a 401 forgets the user and asks for a new sign-in with a way back', async () => {
    signIn('contract');
    listStatus = 401;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open('/objects/plots');
    await waitFor(() => expect(here()).toBe('/login?redirect=%2Fobjects%2Fplots'));
    expect(getStoredUser()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('sends unknown paths home, and home on to the landing page', async () => {
    signIn('user');
    await open('/no/such/page');
    await waitFor(() => expect(here()).toBe('/home'));
  });

  it('signs out a user without a permission list and asks for a new sign-in', async () => {
    signIn('user', null);
    await open('/objects/plots');
    await waitFor(() => expect(here()).toBe('/login?redirect=%2Fobjects%2Fplots'));
    expect(getStoredUser()).toBeNull();
    expect(requested()).toContain('/api/v1/logout');
  });

  it('shows the not-found pages without sign-in', async () => {
    await open('/public/404');
    expect(here()).toBe('/public/404');
    expect(await screen.findByText('404')).toBeTruthy();
  });
});
