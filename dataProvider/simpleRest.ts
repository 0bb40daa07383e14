import type { AxiosResponse } from 'axios';
import { fetchUtils, type DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { api } from './http';
import { toRequestError } from './requestError';

/**
 * Plain CRUD resources (settings users, teams, roles, owners, templates...) go through
 * ra-data-simple-rest at /api/v1/settings/{resource}, on the same axios client as everything
 * else, so they carry token, tenant-name and language prefix too.
 * A resource joins by adding its name here.
 */
export const SIMPLE_REST_RESOURCES: readonly string[] = [];

export const SIMPLE_REST_BASE = '/api/v1/settings';

export function isSimpleRestResource(resource: string): boolean {
  return SIMPLE_REST_RESOURCES.includes(resource);
}

/** fetchUtils.fetchJson's reply. */
export interface HttpClientReply {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

function toFetchHeaders(headers: AxiosResponse['headers']): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => result.append(name, String(v)));
    else result.set(name, String(value));
  }
  return result;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined; // not JSON, as fetchJson
  }
}

/**
 * A fetchUtils.fetchJson-style httpClient over `api`: `(url, options) => {status, headers, body,
 * json}`; a failed call rejects with a RequestError (react-admin's HttpError).
 */
export async function axiosHttpClient(
  url: string,
  options: fetchUtils.Options = {},
): Promise<HttpClientReply> {
  const headers: Record<string, string> = {};
  fetchUtils.createHeadersFromOptions(options).forEach((value, name) => {
    headers[name] = value;
  });
  try {
    const response = await api.request<string>({
      url,
      method: options.method ?? 'GET',
      data: options.body ?? undefined,
      headers,
      signal: options.signal ?? undefined,
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
    });
    const body = typeof response.data === 'string' ? response.data : '';
    const json = parseJson(body);
    return { status: response.status, headers: toFetchHeaders(response.headers), body, json };
  } catch (error) {
    throw toRequestError(error);
  }
}

export const simpleRestDataProvider: DataProvider = simpleRestProvider(SIMPLE_REST_BASE, axiosHttpClient);
