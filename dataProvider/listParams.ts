import type { GetListParams, GetListResult } from 'ra-core';
import type { TableData, TableDataOnly, TableRow } from '../schema/api/tableData';

/**
 * react-admin's getList parameters onto the generic list call (spec 2 section 7.4), and its
 * table data back into react-admin's result. Pure, so the mapping is tested without a server.
 */

/** What a list screen may pass in params.meta. */
export interface ListCallMeta {
  /** rows and paging only (page, sort, search, filter changes) */
  tableDataOnly?: boolean;
  /** with tableDataOnly: also the state filter counts */
  refreshStateFilters?: boolean;
  /** with tableDataOnly: refresh one row after it changed */
  refreshItemId?: number;
}

/** A list row as react-admin holds it: the server's row with `id` = `_id`. */
export type ListRecord = TableRow & { id: number };

/** getList's meta: the full table data, or the slimmer tableDataOnly reply. */
export type ListReplyMeta = TableData | TableDataOnly;

export type ListQuery = Record<string, string>;

/** Filter keys of react-admin that mean the list search. */
const SEARCH_ALIASES = ['search', 'q'] as const;

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function scalar(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoDate(value);
  return null;
}

/**
 * One filter value as the server reads it: checkbox and multiselect lists joined by comma,
 * a slider (`[min, max]` or `{min, max}`) as `min,max`, a toggle as true/false, a date as
 * YYYY-MM-DD. null: leave the parameter out (empty value, empty list).
 */
export function filterValue(value: unknown): string | null {
  if (Array.isArray(value)) {
    const parts = value.map(scalar).filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(',') : null;
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    const { min, max } = value as { min?: unknown; max?: unknown };
    const low = scalar(min);
    const high = scalar(max);
    return low !== null && high !== null ? `${low},${high}` : null;
  }
  return scalar(value);
}

/** react-admin's sort as the server's: `key`, `-key`, or none (react-admin's default `id` is none). */
export function sortParam(sort: GetListParams['sort']): string | null {
  const field = sort?.field?.trim();
  if (!field || field === 'id') return null;
  return sort?.order === 'DESC' ? `-${field}` : field;
}

/** The query string of a list call. */
export function toListQuery(params: GetListParams): ListQuery {
  const query: ListQuery = {};
  const { page = 1, perPage } = params.pagination ?? {};
  query.page = String(page);
  if (perPage) query.rowsPerPage = String(perPage);

  const sort = sortParam(params.sort);
  if (sort) query.sort = sort;

  const filter = (params.filter ?? {}) as Record<string, unknown>;
  for (const [key, raw] of Object.entries(filter)) {
    const value = filterValue(raw);
    if (value === null) continue;
    const name = (SEARCH_ALIASES as readonly string[]).includes(key) ? 'search' : key;
    if (name === 'search' && query.search) continue;
    query[name] = value;
  }

  const meta = (params.meta ?? {}) as ListCallMeta;
  if (meta.tableDataOnly) query.tableDataOnly = 'true';
  if (meta.refreshStateFilters) query.refreshStateFilters = 'true';
  if (typeof meta.refreshItemId === 'number') query.refreshItemId = String(meta.refreshItemId);
  return query;
}

/** The list reply as react-admin's result: rows with id, the total, the table data as meta. */
export function toListResult(reply: ListReplyMeta): GetListResult<ListRecord> & { meta: ListReplyMeta } {
  return {
    data: reply.body.map((row) => ({ ...row, id: row._id })),
    total: reply.pagination.totalItems,
    meta: reply,
  };
}
