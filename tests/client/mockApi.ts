import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../../dataProvider/http';

export interface MockReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/**
 * Answers every call of the app's axios client with `reply` instead of the network (a status of
 * 400 or more rejects as axios does) and returns the list the calls are recorded in.
 */
export function mockAdapter(
  reply: (config: InternalAxiosRequestConfig) => MockReply = () => ({}),
): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status = 200, data = {}, headers = {} } = reply(config);
    const response = {
      data,
      status,
      statusText: '',
      headers: new AxiosHeaders(headers),
      config,
      request: {},
    };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}
