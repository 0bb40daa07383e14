import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_LANGUAGE, type Language } from '../schema/api/common';
import { DEFAULT_AXIOS_TIMEOUT_MS } from '../schema/constants';
import {
  baseBackendUrlOf,
  isAbsoluteUrl,
  isInitUrl,
  shouldSendToken,
  tenantFromHost,
  withLanguagePrefix,
} from './requestRules';
import { getBaseBackendUrl, getStoredLanguage, getToken, setBaseBackendUrl } from './storage';

/**
 * The one axios client of the app (spec 2 section 7.1). Every call to the API goes through it.
 * Calls pass paths such as '/api/v1/bootstrap'; the client adds base URL, token, tenant-name
 * and language prefix. Pass NO_TIMEOUT for uploads, downloads, exports, reports, publishing,
 * bulk import and the unread poll.
 */
export const api = axios.create({
  timeout: DEFAULT_AXIOS_TIMEOUT_MS,
  // the browser's XMLHttpRequest (it reports upload progress); fetch for a call that gives fetch
  // options (BACKGROUND_CALL)
  adapter: (config) => axios.getAdapter(config.fetchOptions ? 'fetch' : axios.defaults.adapter)(config),
});

export const NO_TIMEOUT = { timeout: 0 } as const;

/**
 * A call that runs in the background (the unread long poll): sent with fetch at the browser's low
 * priority, so that it does not compete with a screen's calls and is not taken for part of the
 * page's load (a high-priority request left open kept measuring tools such as Lighthouse waiting
 * for the page to settle).
 */
export const BACKGROUND_CALL = { fetchOptions: { priority: 'low' } } as const;

/** /config.json: where the API is and how long a call may take. */
export interface ClientConfig {
  baseApiUrl: string;
  axiosTimeout: number;
}

export const DEFAULT_CLIENT_CONFIG: ClientConfig = { baseApiUrl: '', axiosTimeout: DEFAULT_AXIOS_TIMEOUT_MS };

/** Reads a /config.json reply; a missing or malformed field keeps its default. */
export function parseClientConfig(raw: unknown): ClientConfig {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const { baseApiUrl, axiosTimeout } = value;
  return {
    baseApiUrl: typeof baseApiUrl === 'string' ? baseApiUrl.trim().replace(/\/+$/, '') : '',
    axiosTimeout:
      typeof axiosTimeout === 'number' && Number.isFinite(axiosTimeout) && axiosTimeout >= 0
        ? axiosTimeout
        : DEFAULT_AXIOS_TIMEOUT_MS,
  };
}

let configLoad: Promise<ClientConfig> | null = null;

/**
 * Fetches /config.json once (from the page's own origin) and configures `api` with it.
 * A failed fetch leaves the defaults; later calls return the same promise.
 */
export function loadClientConfig(): Promise<ClientConfig> {
  configLoad ??= api
    .get<unknown>('/config.json', { baseURL: '', timeout: DEFAULT_AXIOS_TIMEOUT_MS })
    .then(({ data }) => parseClientConfig(data))
    .catch(() => DEFAULT_CLIENT_CONFIG)
    .then((config) => {
      api.defaults.baseURL = config.baseApiUrl;
      api.defaults.timeout = config.axiosTimeout;
      return config;
    });
  return configLoad;
}

let apiLanguage: Language | null = null;
let publicLanguage: Language | null = null;

/** The language of the admin's calls (path prefix). null: follow the stored language (the default). */
export function setApiLanguage(language: Language | null): void {
  apiLanguage = language;
}

export function getApiLanguage(): Language {
  return apiLanguage ?? getStoredLanguage() ?? DEFAULT_LANGUAGE;
}

/** The language of the public view; form endpoints use it. null: follow the admin's language. */
export function setPublicLanguage(language: Language | null): void {
  publicLanguage = language;
}

export function getPublicLanguage(): Language {
  return publicLanguage ?? getApiLanguage();
}

function pageLocation(): { origin: string; hostname: string } {
  if (typeof window === 'undefined') return { origin: 'http://localhost', hostname: 'localhost' };
  return { origin: window.location.origin, hostname: window.location.hostname };
}

/** Token, tenant-name, language prefix; the token only for the API and backend origins. */
export function prepareRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const page = pageLocation();
  let url = config.url ?? '';
  if (url && !isAbsoluteUrl(url) && !url.startsWith('/')) url = `/${url}`;
  url = withLanguagePrefix(url, getApiLanguage(), getPublicLanguage());
  config.url = url;

  const headers = config.headers;
  if (!headers.has('tenant-name')) headers.set('tenant-name', tenantFromHost(page.hostname));

  const baseApiUrl = config.baseURL ?? api.defaults.baseURL ?? '';
  const sendToken = shouldSendToken(url, {
    page: page.origin,
    baseApiUrl,
    baseBackendUrl: getBaseBackendUrl(),
  });
  if (!sendToken) {
    headers.delete('Authorization');
  } else if (!headers.has('Authorization')) {
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
}

/** The reply of any init call stores the base backend URL it names. */
export function rememberBackend(response: AxiosResponse): AxiosResponse {
  if (isInitUrl(response.config?.url)) {
    const url = baseBackendUrlOf(response.data);
    if (url) setBaseBackendUrl(url);
  }
  return response;
}

api.interceptors.request.use(prepareRequest);
api.interceptors.response.use(rememberBackend);
