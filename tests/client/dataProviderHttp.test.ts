// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://verkauf.localhost:3000/objects"}
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, NO_TIMEOUT, setApiLanguage, setPublicLanguage } from '../../dataProvider/http';
import {
  getBaseBackendUrl,
  setBaseBackendUrl,
  setStoredLanguage,
  setStoredUser,
} from '../../dataProvider/storage';
import type { SessionUser } from '../../schema/api/session';

interface Reply {
  status?: number;
  data?: unknown;
}

/** Answers every request of `instance` without a network, recording what the interceptors made of it. */
function mockAdapter(
  instance: AxiosInstance,
  reply: (config: InternalAxiosRequestConfig) => Reply = () => ({}),
) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status = 200, data = {} } = reply(config);
    const response = { data, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  instance.defaults.adapter = adapter;
  return calls;
}

const user: SessionUser = {
  id: 1,
  first_name: 'Anna',
  last_name: 'Muster',
  email: 'anna@example.ch',
  company: '',
  role: 'admin',
  permissions: [],
  features: {} as SessionUser['features'],
  username: 'demo.admin',
  userType: 'staff',
  language: 'de',
};

const originalAdapter = api.defaults.adapter;

afterEach(() => {
  api.defaults.adapter = originalAdapter;
  setApiLanguage(null);
  setPublicLanguage(null);
});

describe('request headers', () => {
  it('sends the stored token as bearer and the first host label as tenant-name', async () => {
    setStoredUser({ ...user, token: 'tok-123' });
    const calls = mockAdapter(api);
    await api.get('/api/v1/bootstrap');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(calls[0]?.headers.get('tenant-name')).toBe('verkauf');
  });

  it('sends no Authorization header without a stored user', async () => {
    const calls = mockAdapter(api);
    await api.get('/api/v1/init');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.get('tenant-name')).toBe('verkauf');
  });

  it('keeps a tenant-name the caller sets', async () => {
    const calls = mockAdapter(api);
    await api.get('/api/v1/init', { headers: { 'tenant-name': 'beta' } });
    expect(calls[0]?.headers.get('tenant-name')).toBe('beta');
  });

  it('drops the token for another origin, even one the caller set', async () => {
    setStoredUser({ ...user, token: 'tok-123' });
    const calls = mockAdapter(api);
    await api.get('https://cdn.example.com/plan.pdf');
    await api.get('https://cdn.example.com/plan.pdf', { headers: { Authorization: 'Bearer tok-123' } });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[1]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the token to the stored backend origin and to the page origin', async () => {
    setStoredUser({ ...user, token: 'tok-123' });
    setBaseBackendUrl('https://backend.immodesk.ch/');
    const calls = mockAdapter(api);
    await api.get('https://backend.immodesk.ch/media/1/plan.pdf');
    await api.get('http://verkauf.localhost:3000/api/v1/version');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });
});

describe('language prefix', () => {
  it('adds the language before API paths and nothing for German', async () => {
    const calls = mockAdapter(api);
    await api.get('/api/v1/objects/apartments');
    setApiLanguage('fr');
    await api.get('/api/v1/objects/apartments');
    await api.get('api/v1/bootstrap');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/objects/apartments',
      '/fr/api/v1/objects/apartments',
      '/fr/api/v1/bootstrap',
    ]);
  });

  it('leaves static files, media and absolute URLs alone', async () => {
    setApiLanguage('it');
    const calls = mockAdapter(api);
    await api.get('/config.json');
    await api.get('serve-media-files?url=plan.pdf');
    await api.get('/api/v1/media/1/plan.pdf');
    await api.get('https://backend.immodesk.ch/api/v1/x');
    expect(calls.map((c) => c.url)).toEqual([
      '/config.json',
      '/serve-media-files?url=plan.pdf',
      '/api/v1/media/1/plan.pdf',
      'https://backend.immodesk.ch/api/v1/x',
    ]);
  });

  it('uses the public view language on form endpoints', async () => {
    setApiLanguage('fr');
    setPublicLanguage('en');
    const calls = mockAdapter(api);
    await api.get('/api/v2/applications/slug/token/4');
    await api.get('/api/v1/product-form');
    await api.get('/api/v1/objects/apartments');
    expect(calls.map((c) => c.url)).toEqual([
      '/en/api/v2/applications/slug/token/4',
      '/en/api/v1/product-form',
      '/fr/api/v1/objects/apartments',
    ]);
  });

  it('follows the stored language until one is set', async () => {
    setStoredLanguage('it');
    const calls = mockAdapter(api);
    await api.get('/api/v1/version');
    expect(calls[0]?.url).toBe('/it/api/v1/version');
  });
});

describe('init replies', () => {
  it('store the base backend URL of any init call', async () => {
    mockAdapter(api, () => ({ data: { bootstrap: { baseBackendUrl: 'https://backend.immodesk.ch' } } }));
    await api.get('/api/v1/applications/7/offer-info/init');
    expect(getBaseBackendUrl()).toBe('https://backend.immodesk.ch');
  });

  it('leave it alone for other calls and for init replies without one', async () => {
    setBaseBackendUrl('https://old.immodesk.ch');
    mockAdapter(api, (config) =>
      config.url?.endsWith('/init')
        ? { data: { siteTitle: 'x', bootstrap: {} } }
        : { data: { bootstrap: { baseBackendUrl: 'https://new.immodesk.ch' } } },
    );
    await api.get('/api/v1/bootstrap');
    await api.get('/api/v1/init');
    expect(getBaseBackendUrl()).toBe('https://old.immodesk.ch');
  });
});

describe('timeouts and /config.json', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('waits 120000 ms by default and without limit when NO_TIMEOUT is passed', async () => {
    const calls = mockAdapter(api);
    await api.get('/api/v1/bootstrap');
    await api.post('/api/v1/objects/apartments', { bulkAction: 'exportExcel', targets: [] }, NO_TIMEOUT);
    expect(calls.map((c) => c.timeout)).toEqual([120000, 0]);
  });

  it('configures base URL and timeout from /config.json, fetched once', async () => {
    const http = await import('../../dataProvider/http');
    const calls = mockAdapter(http.api, (config) =>
      config.url === '/config.json'
        ? { data: { baseApiUrl: 'https://api.immodesk.ch/', axiosTimeout: 30000 } }
        : { data: {} },
    );
    const first = http.loadClientConfig();
    expect(http.loadClientConfig()).toBe(first);
    await expect(first).resolves.toEqual({ baseApiUrl: 'https://api.immodesk.ch', axiosTimeout: 30000 });
    await http.loadClientConfig();
    await http.api.get('/api/v1/bootstrap');
    await http.api.get('/api/v1/bootstrap', http.NO_TIMEOUT);
    expect(calls.filter((c) => c.url === '/config.json')).toHaveLength(1);
    expect(calls[0]?.baseURL).toBe('');
    expect(calls[1]).toMatchObject({ baseURL: 'https://api.immodesk.ch', timeout: 30000 });
    expect(calls[2]?.timeout).toBe(0);
  });

  it('keeps the defaults when /config.json fails', async () => {
    const http = await import('../../dataProvider/http');
    const calls = mockAdapter(http.api, (config) => (config.url === '/config.json' ? { status: 404 } : {}));
    await expect(http.loadClientConfig()).resolves.toEqual({ baseApiUrl: '', axiosTimeout: 120000 });
    await http.api.get('/api/v1/bootstrap');
    expect(calls[1]?.timeout).toBe(120000);
    expect(calls[1]?.baseURL).toBeFalsy();
  });

  it('sends the token to a remote API configured in /config.json', async () => {
    const http = await import('../../dataProvider/http');
    setStoredUser({ ...user, token: 'tok-9' });
    const calls = mockAdapter(http.api, (config) =>
      config.url === '/config.json' ? { data: { baseApiUrl: 'https://api.immodesk.ch' } } : {},
    );
    await http.loadClientConfig();
    await http.api.get('/api/v1/bootstrap');
    await http.api.get('https://other.example.com/x');
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(calls[2]?.headers.has('Authorization')).toBe(false);
  });
});
