import type { DataProvider, GetListResult, GetManyResult, GetOneResult } from 'ra-core';
import type { BulkResult } from '../schema/api/tableData';
import { isJsonReply, readBlobBody, readBlobError, replyFileName, saveBlob } from './download';
import { api, NO_TIMEOUT } from './http';
import { toListQuery, toListResult, type ListReplyMeta } from './listParams';
import { toRequestError } from './requestError';
import { isSimpleRestResource, simpleRestDataProvider } from './simpleRest';

/** A bulk action on a list: POST on the list path (spec 2 section 7.4). */
export interface BulkActionParams {
  bulkAction: string;
  targets: number[];
  /** the option downloads a file (BulkOption.download): no timeout; not sent */
  download?: boolean;
  /** the name to save under when the reply names none; not sent */
  fileName?: string;
  /** further fields of the action (option, honorary_percent, accounting_date, sort...) */
  [extra: string]: unknown;
}

export type BulkActionReply = BulkResult | { downloaded: string };

/** POST /api/v1/settings/{key}/list */
export interface ListSettingsReply {
  key: string;
  value: string[];
  message: string;
}

/** The app's dataProvider: react-admin's methods plus the list screen's own calls. */
export type AppDataProvider = DataProvider & {
  bulkAction(resource: string, params: BulkActionParams): Promise<BulkActionReply>;
  saveListSettings(key: string, value: string[]): Promise<ListSettingsReply>;
};

/** Bulk actions that answer with a file even when the caller does not say so. */
const DOWNLOAD_ACTIONS = ['exportExcel'];

/** `objects/apartments` -> `/api/v1/objects/apartments` */
export function apiPath(resource: string): string {
  return `/api/v1/${resource.replace(/^\/+/, '')}`;
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toRequestError(error);
  }
}

function unsupported(method: string) {
  return (resource: string): Promise<never> =>
    Promise.reject(new Error(`${method} is not supported for the resource ${resource}`));
}

/**
 * The generic list engine's resources: getList is the list call with its table data, getOne
 * the record's detail call. The server changes rows through bulk actions, not through
 * react-admin's update and delete.
 */
const listDataProvider: DataProvider = {
  supportAbortSignal: true,
  getList: (resource, params) =>
    call(async () => {
      const { data } = await api.get<ListReplyMeta>(apiPath(resource), {
        params: toListQuery(params),
        signal: params.signal,
      });
      return toListResult(data) as GetListResult;
    }),
  getOne: (resource, params) =>
    call(async () => {
      const { data } = await api.get<Record<string, unknown>>(
        `${apiPath(resource)}/${encodeURIComponent(String(params.id))}`,
        { signal: params.signal },
      );
      return { data: { ...data, id: data.id ?? params.id } } as GetOneResult;
    }),
  getMany: async (resource, params) => {
    const replies = await Promise.all(
      params.ids.map((id) => listDataProvider.getOne(resource, { id, signal: params.signal })),
    );
    return { data: replies.map((reply) => reply.data) } as GetManyResult;
  },
  getManyReference: unsupported('getManyReference'),
  create: unsupported('create'),
  update: unsupported('update'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
};

/**
 * POST {bulkAction, targets, ...extra} on the list path. A JSON reply is the BulkResult; any
 * other reply is a file (the Excel export), saved under its content-disposition name.
 */
export async function bulkAction(resource: string, params: BulkActionParams): Promise<BulkActionReply> {
  const { download, fileName, ...body } = params;
  const isDownload = download ?? DOWNLOAD_ACTIONS.includes(params.bulkAction);
  try {
    const response = await api.post<Blob>(apiPath(resource), body, {
      responseType: 'blob',
      ...(isDownload ? NO_TIMEOUT : {}),
    });
    if (isJsonReply(response)) return (await readBlobBody(response.data)) as BulkResult;
    const name = replyFileName(response, fileName ?? params.bulkAction);
    saveBlob(response.data, name);
    return { downloaded: name };
  } catch (error) {
    throw await readBlobError(error);
  }
}

/** Saves a list's column order (permission shared_view_settings). */
export function saveListSettings(key: string, value: string[]): Promise<ListSettingsReply> {
  return call(async () => {
    const { data } = await api.post<ListSettingsReply>(`/api/v1/settings/${encodeURIComponent(key)}/list`, {
      value,
    });
    return data;
  });
}

function providerFor(resource: string): DataProvider {
  return isSimpleRestResource(resource) ? simpleRestDataProvider : listDataProvider;
}

/**
 * react-admin's methods dispatch by resource: SIMPLE_REST_RESOURCES to ra-data-simple-rest,
 * everything else to the list engine. The custom methods are not resource-dispatched.
 */
export const dataProvider: AppDataProvider = {
  supportAbortSignal: true,
  getList: (resource, params) => providerFor(resource).getList(resource, params),
  getOne: (resource, params) => providerFor(resource).getOne(resource, params),
  getMany: (resource, params) => providerFor(resource).getMany(resource, params),
  getManyReference: (resource, params) => providerFor(resource).getManyReference(resource, params),
  create: (resource, params) => providerFor(resource).create(resource, params),
  update: (resource, params) => providerFor(resource).update(resource, params),
  updateMany: (resource, params) => providerFor(resource).updateMany(resource, params),
  delete: (resource, params) => providerFor(resource).delete(resource, params),
  deleteMany: (resource, params) => providerFor(resource).deleteMany(resource, params),
  bulkAction,
  saveListSettings,
};
