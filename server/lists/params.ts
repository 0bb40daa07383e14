import { DEFAULT_PAGE_SIZE, isPageSize, SEARCH_MAX_CHARS, type PageSize } from '../../schema/constants';
import { badRequest } from '../core/errors';
import type { FilterDef, ListSchema, ParsedFilterValue } from './types';

export interface ListParams {
  page: number;
  rowsPerPage: PageSize;
  search: string;
  sort: { key: string; direction: 'asc' | 'desc' };
  status: string | null;
  filters: ReadonlyArray<{ def: FilterDef; value: ParsedFilterValue }>;
  tableDataOnly: boolean;
  refreshStateFilters: boolean;
  refreshItemId: number | null;
}

const RESERVED = [
  'page',
  'rowsPerPage',
  'search',
  'sort',
  'status',
  'tableDataOnly',
  'refreshStateFilters',
  'refreshItemId',
];

function single(query: Record<string, unknown>, key: string): string | undefined {
  const value = query[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest('invalid_filter_value', { key });
  // PostgreSQL refuses NUL in text parameters (a 500); no list value can hold one
  if (value.includes('\u0000')) throw badRequest('invalid_filter_value', { key });
  return value;
}

function flag(query: Record<string, unknown>, key: string): boolean {
  const value = single(query, key);
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw badRequest('invalid_flag', { key });
}

const WHOLE = /^\d{1,9}$/;
const NUMBER = /^-?\d{1,12}(\.\d{1,4})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Reads one filter's value in the form its type takes; anything else is a 400. */
export function parseFilterValue(def: FilterDef, raw: string): ParsedFilterValue {
  const bad = () => badRequest('invalid_filter_value', { key: def.key });
  switch (def.type) {
    case 'toggle':
      if (raw === 'true' || raw === '1') return { type: 'toggle', value: true };
      if (raw === 'false' || raw === '0') return { type: 'toggle', value: false };
      throw bad();
    case 'checkbox':
    case 'multiselect_remote': {
      const values = raw.split(',').map((v) => v.trim());
      if (values.length === 0 || values.length > 100 || values.some((v) => v === '' || v.length > 100))
        throw bad();
      return { type: def.type, value: values };
    }
    case 'radio':
      if (raw === '' || raw.length > 100) throw bad();
      return { type: 'radio', value: raw };
    case 'slider': {
      const parts = raw.split(',');
      if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p))) throw bad();
      const [min, max] = parts.map(Number) as [number, number];
      if (min > max) throw bad();
      return { type: 'slider', value: [min, max] };
    }
    case 'date':
      if (!isRealDate(raw)) throw bad();
      return { type: 'date', value: raw };
  }
}

/** Validates the query of a list call (spec 2 section 7.4). Nothing from it reaches SQL as text. */
export function parseListParams(schema: ListSchema, query: Record<string, unknown>): ListParams {
  for (const key of Object.keys(query)) {
    if (!RESERVED.includes(key) && !schema.filters.some((f) => f.key === key)) {
      throw badRequest('unknown_parameter', { key });
    }
  }

  const pageRaw = single(query, 'page');
  if (pageRaw !== undefined && (!WHOLE.test(pageRaw) || Number(pageRaw) < 1))
    throw badRequest('invalid_page');
  const page = pageRaw === undefined ? 1 : Number(pageRaw);

  const sizeRaw = single(query, 'rowsPerPage');
  const size = sizeRaw === undefined ? DEFAULT_PAGE_SIZE : Number(sizeRaw);
  if (sizeRaw !== undefined && (!WHOLE.test(sizeRaw) || !isPageSize(size)))
    throw badRequest('invalid_rows_per_page');

  const search = (single(query, 'search') ?? '').trim();
  if (search.length > SEARCH_MAX_CHARS) throw badRequest('search_too_long', { max: SEARCH_MAX_CHARS });

  const sortRaw = single(query, 'sort') || schema.defaultSort;
  const direction = sortRaw.startsWith('-') ? 'desc' : 'asc';
  const sortKey = direction === 'desc' ? sortRaw.slice(1) : sortRaw;
  const column = schema.columns.find((c) => c.key === sortKey);
  if (!column || !column.orderable) throw badRequest('invalid_sort', { key: sortKey.slice(0, 50) });

  const statusRaw = single(query, 'status');
  let status: string | null = null;
  if (statusRaw !== undefined && statusRaw !== '') status = statusRaw;

  const filters = schema.filters
    .filter((def) => query[def.key] !== undefined && query[def.key] !== '')
    .map((def) => ({ def, value: parseFilterValue(def, single(query, def.key)!) }));

  const itemRaw = single(query, 'refreshItemId');
  if (itemRaw !== undefined && itemRaw !== '' && !WHOLE.test(itemRaw)) {
    throw badRequest('invalid_item_id', { key: 'refreshItemId' });
  }

  return {
    page,
    rowsPerPage: size as PageSize,
    search,
    sort: { key: sortKey, direction },
    status,
    filters,
    tableDataOnly: flag(query, 'tableDataOnly'),
    refreshStateFilters: flag(query, 'refreshStateFilters'),
    refreshItemId: itemRaw ? Number(itemRaw) : null,
  };
}
