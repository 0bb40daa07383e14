import { isObjectType } from './objectTypes';
import { isSaleProject } from './projectTypes';

/**
 * How the client names a list: the registry resource whose records it holds (react-admin's
 * resource name, so `useResourceDefinition` finds it inside the list) plus `meta` saying which of
 * that resource's lists it is. `listApiPath` is the one place that turns such a name into the
 * list's API path (spec 2 section 7.4); the client's data provider calls it for every list call.
 */
export interface ListMeta {
  /** the object type of an object list: apartments, parkingspace, other, craft, plot */
  kind?: string;
  /** the sale list (sale projects); when left out, the project type decides */
  sale?: boolean;
  /** the mailbox of a communication list: inbox, sent, outbox ... */
  mailbox?: string;
}

/** A list's name: its registry resource and the meta that picks one of its lists. */
export interface ListRef {
  resource: string;
  meta?: ListMeta;
}

/** Sale projects keep their object and application lists and the sale actions under this segment. */
const SALES = 'sales';

const inSales = (path: string, sale: boolean) => (sale ? `${SALES}/${path}` : path);

function required(resource: string, name: keyof ListMeta, value: string | undefined): string {
  if (!value) throw new Error(`The list of ${resource} needs meta.${name}`);
  return encodeURIComponent(value);
}

/** resource -> its list's API path (after /api/v1/) for the meta and whether the project sells. */
const LIST_PATHS: Readonly<Record<string, (meta: ListMeta, sale: boolean) => string>> = {
  objects: (meta, sale) => {
    const kind = required('objects', 'kind', meta.kind);
    if (!isObjectType(kind)) throw new Error(`No object list of kind ${kind}`);
    return inSales(`objects/${kind}`, sale);
  },
  buildings: () => 'buildings',
  applications: (_meta, sale) => inSales('applications/', sale),
  changelog: () => 'event-log/logs',
  communication: (meta) => `communication/inbox/${required('communication', 'mailbox', meta.mailbox)}`,
  // the settings lists are named by the resource their record pages use
  'settings/users': () => 'settings/users',
  'settings/teams': () => 'settings/teams',
  'settings/owners': () => 'settings/owners',
};

/**
 * The API path (after /api/v1/) of a resource's list: `objects` + `{kind: 'plot'}` is
 * `objects/plot`, or `sales/objects/plot` in a sale project (`meta.sale`, else the project type).
 * An unknown resource, or a list without the meta it needs, is a programming error and throws.
 */
export function listApiPath(resource: string, meta: ListMeta = {}, projectType?: string): string {
  const pathOf = Object.hasOwn(LIST_PATHS, resource) ? LIST_PATHS[resource] : undefined;
  if (!pathOf) throw new Error(`No list is known for the resource ${resource}`);
  return pathOf(meta, meta.sale ?? isSaleProject(projectType));
}

/** The path (after /api/v1/) of a resource's sale-only record calls (`objects` -> `sales/objects`). */
export function saleRecordPath(resource: 'objects'): string {
  return `${SALES}/${resource}`;
}
