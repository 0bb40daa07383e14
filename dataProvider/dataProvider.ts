import type {
  CreateResult,
  DataProvider,
  DeleteManyResult,
  DeleteResult,
  GetListResult,
  GetManyResult,
  GetOneResult,
  UpdateManyResult,
  UpdateResult,
} from 'ra-core';
import type { BulkResult } from '../schema/api/tableData';
import { listApiPath, recordApiPath, type ListMeta } from '../schema/listPaths';
import { accountMethods } from './accountMethods';
import { actionLinkMethods } from './actionLinkMethods';
import { changelogMethods } from './changelogMethods';
import { dashboardMethods } from './dashboardMethods';
import { objectFormMethods } from './objectFormMethods';
import { objectMethods } from './objectMethods';
import { projectSettingsMethods } from './projectSettingsMethods';
import { publicObjectMethods } from './publicObjectMethods';
import { settingsMethods } from './settingsMethods';
import { userMethods } from './userMethods';
import { applicationMethods } from './applicationMethods';
import { applicationFormMethods } from './applicationFormMethods';
import { viewingBookingMethods } from './viewingBookingMethods';
import { contractSettingsMethods } from './contractSettingsMethods';
import { jobMethods } from './jobMethods';
import { marketingPlatformMethods } from './marketingPlatformMethods';
import { salesMethods } from './salesMethods';
import { marketingMethods } from './marketingMethods';
import { depositMethods } from './depositMethods';
import { mailSettingsMethods } from './mailSettingsMethods';
import { mailMethods } from './mailMethods';
import { messengerMethods } from './messengerMethods';
import { interestedMethods } from './interestedMethods';
import { tenantMethods } from './tenantMethods';
import { contractMethods } from './contractMethods';
import { contractSigningMethods } from './contractSigningMethods';
import { viewingMethods } from './viewingMethods';
import { viewingOnsiteMethods } from './viewingOnsiteMethods';
import { isJsonReply, readBlobBody, readBlobError, replyFileName, saveBlob } from './download';
import { api, NO_TIMEOUT } from './http';
import { toListQuery, toListResult, type ListReplyMeta } from './listParams';
import { toRequestError } from './requestError';

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
  bulkAction(resource: string, params: BulkActionParams, meta?: ListMeta): Promise<BulkActionReply>;
  saveListSettings(key: string, value: string[]): Promise<ListSettingsReply>;
} & typeof accountMethods &
  typeof actionLinkMethods &
  typeof changelogMethods &
  typeof settingsMethods &
  typeof projectSettingsMethods &
  typeof publicObjectMethods &
  typeof userMethods &
  typeof objectMethods &
  typeof objectFormMethods &
  typeof dashboardMethods &
  typeof applicationMethods &
  typeof applicationFormMethods &
  typeof mailSettingsMethods &
  typeof contractSettingsMethods &
  typeof jobMethods &
  typeof mailMethods &
  typeof messengerMethods &
  typeof tenantMethods &
  typeof depositMethods &
  typeof contractMethods &
  typeof contractSigningMethods &
  typeof viewingMethods &
  typeof viewingBookingMethods &
  typeof viewingOnsiteMethods &
  typeof interestedMethods &
  typeof salesMethods &
  typeof marketingMethods &
  typeof marketingPlatformMethods;

/** Bulk actions that answer with a file even when the caller does not say so. */
const DOWNLOAD_ACTIONS = ['exportExcel'];

/** `objects/apartments` -> `/api/v1/objects/apartments` */
export function apiPath(resource: string): string {
  return `/api/v1/${resource.replace(/^\/+/, '')}`;
}

/** The URL of a list: its resource and meta (`objects`, `{kind: 'plot', sale: true}`) as its API path. */
export function listUrl(resource: string, meta: unknown): string {
  return apiPath(listApiPath(resource, (meta ?? {}) as ListMeta));
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

/** The URL of record `id` of a resource (`meta.list` names the settings records: schema/listPaths). */
const recordPath = (resource: string, id: unknown, meta: unknown) =>
  `${apiPath(recordApiPath(resource, (meta ?? {}) as ListMeta))}/${encodeURIComponent(String(id))}`;

/** What a list bulk action did, as react-admin's many-records result: the ids it changed. */
async function bulkIds(
  resource: string,
  bulk: string,
  ids: readonly unknown[],
  meta: unknown,
): Promise<number[]> {
  const reply = await bulkAction(resource, { bulkAction: bulk, targets: ids.map(Number) }, meta as ListMeta);
  if (!('results' in reply)) return [];
  const done = reply.results.filter((r) => r.status === 'done').map((r) => r.id);
  if (done.length === 0) {
    const reasons = reply.results.map((r) => r.message).filter(Boolean);
    throw toRequestError(new Error(reasons[0] ?? reply.notify?.[0]?.title ?? bulk));
  }
  return done;
}

/**
 * The records and lists of the API (spec 2 sections 7.4, 7.7, 7.14):
 * - getList: the list call of the resource and `params.meta` (listApiPath), its table data in `meta`;
 * - getOne: GET {records}/{id}; create: POST {records}/[{meta.type}/]create, where {records} is the
 *   resource's record path (recordApiPath: `objects`, or `settings/users` for `settings` + `{list: 'users'}`);
 *   update: POST {records}/{id}/edit (the data carries its `version`; a stale one is 409);
 *   delete: DELETE {records}/{id};
 * - updateMany and deleteMany are the bulk actions (activate/deactivate, delete) of the list that
 *   the resource and `params.meta` name.
 */
const listDataProvider: DataProvider = {
  supportAbortSignal: true,
  getList: (resource, params) =>
    call(async () => {
      const { data } = await api.get<ListReplyMeta>(listUrl(resource, params.meta), {
        params: toListQuery(params),
        signal: params.signal,
      });
      return toListResult(data) as GetListResult;
    }),
  getOne: (resource, params) =>
    call(async () => {
      const { data } = await api.get<Record<string, unknown>>(recordPath(resource, params.id, params.meta), {
        signal: params.signal,
      });
      return { data: { ...data, id: data.id ?? params.id } } as GetOneResult;
    }),
  getMany: async (resource, params) => {
    const replies = await Promise.all(
      params.ids.map((id) =>
        listDataProvider.getOne(resource, { id, meta: params.meta, signal: params.signal }),
      ),
    );
    return { data: replies.map((reply) => reply.data) } as GetManyResult;
  },
  getManyReference: unsupported('getManyReference'),
  create: (resource, params) =>
    call(async () => {
      const type = (params.meta as { type?: string } | undefined)?.type;
      const base = apiPath(recordApiPath(resource, (params.meta ?? {}) as ListMeta));
      const url = type ? `${base}/${encodeURIComponent(type)}/create` : `${base}/create`;
      const { data } = await api.post<Record<string, unknown>>(url, params.data);
      return { data } as CreateResult;
    }),
  update: (resource, params) =>
    call(async () => {
      const { data } = await api.post<Record<string, unknown>>(
        `${recordPath(resource, params.id, params.meta)}/edit`,
        params.data,
      );
      return { data: { ...data, id: data.id ?? params.id } } as UpdateResult;
    }),
  delete: (resource, params) =>
    call(async () => {
      await api.delete(recordPath(resource, params.id, params.meta));
      return { data: params.previousData ?? { id: params.id } } as DeleteResult;
    }),
  updateMany: async (resource, params) => {
    const active = (params.data as { active?: unknown }).active;
    if (typeof active !== 'boolean') return unsupported('updateMany with these fields')(resource);
    return {
      data: await bulkIds(resource, active ? 'activate' : 'deactivate', params.ids, params.meta),
    } as UpdateManyResult;
  },
  deleteMany: async (resource, params) =>
    ({ data: await bulkIds(resource, 'delete', params.ids, params.meta) }) as DeleteManyResult,
};

/**
 * POST {bulkAction, targets, ...extra} on the path of the list the resource and meta name. A JSON
 * reply is the BulkResult; any other reply is a file (the Excel export), saved under its
 * content-disposition name.
 */
export async function bulkAction(
  resource: string,
  params: BulkActionParams,
  meta?: ListMeta,
): Promise<BulkActionReply> {
  const { download, fileName, ...body } = params;
  const isDownload = download ?? DOWNLOAD_ACTIONS.includes(params.bulkAction);
  try {
    const response = await api.post<Blob>(listUrl(resource, meta), body, {
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

/** react-admin's methods (every resource goes to the list engine's paths) plus the named methods. */
export const dataProvider: AppDataProvider = {
  ...listDataProvider,
  bulkAction,
  saveListSettings,
  ...accountMethods,
  ...actionLinkMethods,
  ...changelogMethods,
  ...settingsMethods,
  ...projectSettingsMethods,
  ...publicObjectMethods,
  ...userMethods,
  ...objectMethods,
  ...objectFormMethods,
  ...dashboardMethods,
  ...applicationMethods,
  ...applicationFormMethods,
  ...mailSettingsMethods,
  ...contractSettingsMethods,
  ...jobMethods,
  ...mailMethods,
  ...messengerMethods,
  ...tenantMethods,
  ...depositMethods,
  ...contractMethods,
  ...contractSigningMethods,
  ...viewingMethods,
  ...viewingBookingMethods,
  ...viewingOnsiteMethods,
  ...interestedMethods,
  ...salesMethods,
  ...marketingMethods,
  ...marketingPlatformMethods,
};
