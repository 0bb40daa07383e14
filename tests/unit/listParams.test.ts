import { sql, type SqlBool } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FilterType } from '../../schema/api/tableData';
import { ApiError } from '../../server/core/errors';
import { parseFilterValue, parseListParams } from '../../server/lists/params';
import { likePattern } from '../../server/lists/query';
import type { FilterDef } from '../../server/lists/types';
import { LIST_SCHEMAS } from '../../server/modules/lists';

const apartments = LIST_SCHEMAS.find((s) => s.path === 'objects/apartments')!;
const buildings = LIST_SCHEMAS.find((s) => s.path === 'buildings/')!;

const filter = (type: FilterType): FilterDef => ({
  key: 'f',
  type,
  label: 'filter_rooms',
  where: () => sql<SqlBool>`1 = 1`,
});

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a refusal');
}

describe('parseListParams', () => {
  it('defaults to page 1, 10 rows, the default sort and no search, status or filters', () => {
    expect(parseListParams(apartments, {})).toEqual({
      page: 1,
      rowsPerPage: 10,
      search: '',
      sort: { key: 'ref_number', direction: 'asc' },
      status: null,
      filters: [],
      tableDataOnly: false,
      refreshStateFilters: false,
      refreshItemId: null,
    });
    expect(parseListParams(buildings, {}).sort).toEqual({ key: 'title', direction: 'asc' });
  });

  it('reads every parameter it knows', () => {
    const params = parseListParams(apartments, {
      page: '3',
      rowsPerPage: '50',
      search: '  Zürich 3.5  ',
      sort: '-rental_price',
      status: 'inactive',
      rooms: '2.5,4',
      tableDataOnly: '1',
      refreshStateFilters: 'true',
      refreshItemId: '42',
    });
    expect(params).toMatchObject({
      page: 3,
      rowsPerPage: 50,
      search: 'Zürich 3.5',
      sort: { key: 'rental_price', direction: 'desc' },
      status: 'inactive',
      tableDataOnly: true,
      refreshStateFilters: true,
      refreshItemId: 42,
    });
    expect(params.filters.map((f) => [f.def.key, f.value])).toEqual([
      ['rooms', { type: 'slider', value: [2.5, 4] }],
    ]);
  });

  it('treats empty values as absent', () => {
    const params = parseListParams(apartments, {
      search: '',
      sort: '',
      status: '',
      rooms: '',
      tableDataOnly: '',
    });
    expect(params.sort.key).toBe('ref_number');
    expect(params.status).toBeNull();
    expect(params.filters).toEqual([]);
    expect(params.tableDataOnly).toBe(false);
  });

  it.each([
    [{ page: '0' }, 'invalid_page'],
    [{ page: '-1' }, 'invalid_page'],
    [{ page: '1.5' }, 'invalid_page'],
    [{ page: '1e2' }, 'invalid_page'],
    [{ page: '1234567890' }, 'invalid_page'],
    [{ rowsPerPage: '7' }, 'invalid_rows_per_page'],
    [{ rowsPerPage: '0' }, 'invalid_rows_per_page'],
    [{ rowsPerPage: '100' }, 'invalid_rows_per_page'],
    [{ rowsPerPage: ' 10' }, 'invalid_rows_per_page'],
    [{ sort: 'floor' }, 'invalid_sort'],
    [{ sort: 'title desc' }, 'invalid_sort'],
    [{ sort: '--title' }, 'invalid_sort'],
    [{ unknown: 'x' }, 'unknown_parameter'],
    [{ city: 'Zürich' }, 'unknown_parameter'],
    [{ search: 'x'.repeat(101) }, 'search_too_long'],
    [{ tableDataOnly: 'yes' }, 'invalid_flag'],
    [{ refreshItemId: '1.5' }, 'invalid_item_id'],
    [{ page: ['1', '2'] }, 'invalid_filter_value'],
    [{ search: 'a\u0000' }, 'invalid_filter_value'],
  ])('refuses %j with 400 %s', (query, key) => {
    const error = refusal(() => parseListParams(apartments, query));
    expect(error.status).toBe(400);
    expect(error.key).toBe(key);
  });

  it('shortens the echoed key of an unknown sort', () => {
    const error = refusal(() => parseListParams(apartments, { sort: 'x'.repeat(90) }));
    expect(String(error.params.key).length).toBe(50);
  });

  it('accepts a search of 100 characters after trimming', () => {
    expect(parseListParams(apartments, { search: ` ${'x'.repeat(100)} ` }).search).toHaveLength(100);
  });
});

describe('parseFilterValue', () => {
  it('reads toggles', () => {
    expect(parseFilterValue(filter('toggle'), 'true')).toEqual({ type: 'toggle', value: true });
    expect(parseFilterValue(filter('toggle'), '0')).toEqual({ type: 'toggle', value: false });
    expect(refusal(() => parseFilterValue(filter('toggle'), 'yes')).key).toBe('invalid_filter_value');
  });

  it('reads checkbox lists, trimming each value, and refuses empty entries', () => {
    expect(parseFilterValue(filter('checkbox'), 'a, b')).toEqual({ type: 'checkbox', value: ['a', 'b'] });
    for (const raw of [',', 'a,,b', 'a,', 'x'.repeat(101)]) {
      expect(refusal(() => parseFilterValue(filter('checkbox'), raw)).status, raw).toBe(400);
    }
    const many = Array.from({ length: 101 }, (_, i) => String(i)).join(',');
    expect(refusal(() => parseFilterValue(filter('multiselect_remote'), many)).status).toBe(400);
  });

  it('reads sliders as two numbers, min not above max', () => {
    expect(parseFilterValue(filter('slider'), '1,2')).toEqual({ type: 'slider', value: [1, 2] });
    expect(parseFilterValue(filter('slider'), '-1.5,-1.5')).toEqual({ type: 'slider', value: [-1.5, -1.5] });
    for (const raw of [
      'abc',
      '5,2',
      '1',
      '1,2,3',
      '1e3,2e3',
      ',2',
      '1,',
      '0x1,2',
      'Infinity,1',
      '1.12345,2',
    ]) {
      expect(refusal(() => parseFilterValue(filter('slider'), raw)).status, raw).toBe(400);
    }
  });

  it('reads real calendar dates only', () => {
    expect(parseFilterValue(filter('date'), '2028-02-29')).toEqual({ type: 'date', value: '2028-02-29' });
    for (const raw of [
      '2026-13-45',
      '2026-02-30',
      '2027-02-29',
      '2026-1-1',
      '26-01-01',
      '2026-01-01T00:00',
    ]) {
      expect(refusal(() => parseFilterValue(filter('date'), raw)).status, raw).toBe(400);
    }
  });

  it('reads radio values up to 100 characters', () => {
    expect(parseFilterValue(filter('radio'), 'x')).toEqual({ type: 'radio', value: 'x' });
    expect(refusal(() => parseFilterValue(filter('radio'), '')).status).toBe(400);
    expect(refusal(() => parseFilterValue(filter('radio'), 'x'.repeat(101))).status).toBe(400);
  });
});

describe('likePattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(likePattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
    expect(likePattern('zürich')).toBe('%zürich%');
  });
});
