import { isObjectType, type ObjectType } from './objectTypes';
import { isSaleProject } from './projectTypes';

/**
 * How the client names a list: the registry resource whose records it holds (react-admin's
 * resource name, so `useResourceDefinition` finds it inside the list) plus `meta` saying which of
 * that resource's lists it is. `listApiPath` is the one place that turns such a name into the
 * list's API path (spec 2 section 7.4); the client's data provider calls it for every list call.
 * (A type, not an interface: react-admin's `meta` options take it as a record.)
 */
export type ListMeta = {
  /** the object type of an object list: apartments, parkingspace, other, craft, plot */
  kind?: ObjectType;
  /** the sale list (sale projects); when left out, the project type decides */
  sale?: boolean;
  /** the mailbox of a communication list: inbox, sent, outbox ... */
  mailbox?: string;
  /** the settings list (and the records it holds): users, teams, owners, deposit providers */
  list?: SettingsList;
  /** the child of viewing-appointments: booked (default) or without-registrations */
  viewings?: ViewingListChild;
};

/** The lists of viewing-appointments (spec 1 section 2): booked (default), without registrations. */
export const VIEWING_LIST_CHILDREN = ['booked', 'without-registrations'] as const;
export type ViewingListChild = (typeof VIEWING_LIST_CHILDREN)[number];

/** The lists of the settings resource whose records have pages of their own (user management, deposit providers). */
export const SETTINGS_LISTS = ['users', 'teams', 'owners', 'deposit-providers'] as const;
export type SettingsList = (typeof SETTINGS_LISTS)[number];

// meta reaches the data provider untyped (react-admin's): only a known list names one
const settingsPath = ({ list }: ListMeta) =>
  list && (SETTINGS_LISTS as readonly string[]).includes(list) ? `settings/${list}` : undefined;

/** A list's name: its registry resource and the meta that picks one of its lists. */
export interface ListRef {
  resource: string;
  meta?: ListMeta;
}

/** Sale projects keep their object and application lists and the sale actions under this segment. */
const SALES = 'sales';

const inSales = (path: string, sale: boolean) => (sale ? `${SALES}/${path}` : path);

/**
 * resource -> its list's API path (after /api/v1/) for the meta and whether the project sells;
 * undefined when the meta does not name one of its lists.
 */
const LIST_PATHS: Readonly<Record<string, (meta: ListMeta, sale: boolean) => string | undefined>> = {
  // meta reaches the data provider untyped (react-admin's): only a known kind names a list
  objects: ({ kind }, sale) => (kind && isObjectType(kind) ? inSales(`objects/${kind}`, sale) : undefined),
  buildings: () => 'buildings',
  applications: (_meta, sale) => inSales('applications/', sale),
  tenant: () => 'tenants/',
  'interested-people': () => 'applications/interested',
  changelog: () => 'event-log/logs',
  communication: ({ mailbox }) =>
    mailbox ? `communication/inbox/${encodeURIComponent(mailbox)}` : undefined,
  settings: settingsPath,
  marketing: () => 'marketing/objects',
  'viewing-appointments': ({ viewings }) =>
    `appointments/${viewings === 'without-registrations' ? 'without-registrations' : 'booked'}`,
};

/**
 * resource -> the path of its records (after /api/v1/) where it is not the resource's name: the
 * settings resource holds several kinds of record, `meta.list` says which.
 */
const RECORD_PATHS: Readonly<Record<string, (meta: ListMeta) => string | undefined>> = {
  settings: settingsPath,
};

/**
 * The API path (after /api/v1/) of a resource's list: `objects` + `{kind: 'plot'}` is
 * `objects/plot`, or `sales/objects/plot` in a sale project (`meta.sale`, else the project type).
 * An unknown resource, or meta that names none of its lists, is a programming error and throws.
 */
export function listApiPath(resource: string, meta: ListMeta = {}, projectType?: string): string {
  const pathOf = Object.hasOwn(LIST_PATHS, resource) ? LIST_PATHS[resource] : undefined;
  const path = pathOf?.(meta, meta.sale ?? isSaleProject(projectType));
  if (path === undefined) throw new Error(`No list of ${resource} with meta ${JSON.stringify(meta)}`);
  return path;
}

/**
 * The API path (after /api/v1/) of a resource's records, for react-admin's record calls (getOne,
 * create, update, delete: `{path}/{id}`, `{path}/create`): the resource's name (`objects`; of a
 * path-like name its first segment, `buildings/` -> `buildings`), for
 * the settings resource the list `meta.list` names (`settings/users`). Meta that names none of a
 * settings list's records throws, like an unknown list.
 */
export function recordApiPath(resource: string, meta: ListMeta = {}): string {
  if (!Object.hasOwn(RECORD_PATHS, resource)) return resource.replace(/^\/+/, '').split('/')[0] ?? '';
  const path = RECORD_PATHS[resource]!(meta);
  if (path === undefined) throw new Error(`No records of ${resource} with meta ${JSON.stringify(meta)}`);
  return path;
}

/** The path (after /api/v1/) of a resource's sale-only record calls (`objects` -> `sales/objects`). */
export function saleRecordPath(resource: 'objects'): string {
  return `${SALES}/${resource}`;
}
