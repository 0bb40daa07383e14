import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../schema/api/common';
import type { ObjectDetail } from '../../schema/api/objects';
import type { TableData, TableDataOnly, TableRow } from '../../schema/api/tableData';
import type { Building, RealEstateObject } from '../../server/db/types';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { rowCount } from './objectsSupport';

/** The generic lists of a letting project (spec 2 section 7.4) and what each one holds. */
const OBJECT_LISTS = [
  { path: 'objects/apartments', type: 'apartments' },
  { path: 'objects/parkingspace', type: 'parkingspace' },
  { path: 'objects/other', type: 'other' },
  { path: 'objects/craft', type: 'craft' },
  { path: 'objects/plot', type: 'plot' },
] as const;
const ALL_LISTS = [...OBJECT_LISTS.map((l) => l.path), 'buildings/'] as const;

const APARTMENTS = '/api/v1/objects/apartments';

type Query = Record<string, string>;

function expectBadRequest(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
  expect(res.headers['content-type'], what).toContain('application/json');
  const body = res.json<ApiErrorBody>();
  expect(body.message, what).toBeTypeOf('string');
  expect(body.message.length, what).toBeGreaterThan(0);
}

/** What `_progress_state` a row of the database shows. */
const objectState = (o: Pick<RealEstateObject, 'active' | 'progress_state'>) =>
  Number(o.active) === 0 ? 'inactive' : o.progress_state;
const buildingState = (b: Pick<Building, 'active'>) => (Number(b.active) === 0 ? 'inactive' : 'active');

/** Whether stored search text matches a search: every word must appear, case-insensitively. */
function matchesSearch(searchText: string, search: string): boolean {
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => searchText.includes(word));
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

const ids = (rows: readonly TableRow[]) => rows.map((r) => r._id);
const sortedIds = (rows: ReadonlyArray<{ id: number } | TableRow>) =>
  rows.map((r) => ('_id' in r ? r._id : r.id)).sort((a, b) => a - b);

describe.each(DIALECTS)('generic lists (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  const projectId = (slug: string) => t.projectId(slug);
  const objectsOf = (slug: string, type = 'apartments') => t.objectsOf(slug, type);
  const buildingsOf = (slug: string) => t.buildingsOf(slug);

  async function getList(client: Client, path: string, query: Query = {}): Promise<TableData> {
    const res = await client.get(`/api/v1/${path}`, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TableData>();
  }

  /** Every row of a list, page by page (50 a page), checked against totalItems. */
  async function allRows(client: Client, path: string, query: Query = {}): Promise<TableRow[]> {
    const rows: TableRow[] = [];
    let total = 0;
    for (let page = 1; page < 1000; page++) {
      const res = await client.get(`/api/v1/${path}`, {
        ...query,
        rowsPerPage: '50',
        page: String(page),
        tableDataOnly: 'true',
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<TableDataOnly>();
      total = data.pagination.totalItems;
      rows.push(...data.body);
      if (data.body.length < 50) break;
    }
    expect(rows.length).toBe(total);
    return rows;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  describe('table data of every object list', () => {
    it.each(OBJECT_LISTS)(
      '$path answers the full table data, with totalItems and state counts equal to the database',
      async ({ path, type }) => {
        const data = await getList(admin, path);
        const objects = await objectsOf('rent', type);
        expect(objects.length).toBeGreaterThan(0);

        expect(data.header.length).toBeGreaterThan(1);
        expect(data.header.at(-1)?.key).toBe('detailColumn');
        expect(data.header.at(-1)?.buttons?.length).toBeGreaterThan(0);
        for (const column of data.header) {
          expect(column.title, column.key).toBeTruthy();
          expect(typeof column.orderable).toBe('boolean');
        }

        expect(data.pagination).toEqual({
          currentPage: 1,
          rowsPerPage: 10,
          totalItems: objects.length,
          enabled: true,
        });
        expect(data.body).toHaveLength(Math.min(10, objects.length));
        const byId = new Map(objects.map((o) => [o.id, o]));
        for (const row of data.body) {
          expect(row).toHaveProperty('_id');
          expect(row._type).toBe(type);
          expect(row).toHaveProperty('_progress_state');
          expect(row._disabled_bulk_options).toBeTypeOf('object');
          expect(row._detail_column).toEqual({ disabled_buttons: [] });
          const object = byId.get(row._id);
          expect(object, `row ${row._id} is an object of the project`).toBeDefined();
          expect(row.ref_number).toBe(object!.ref_number);
          expect(row._progress_state).toBe(objectState(object!));
          if (object!.active === 0) expect(row._disabled_bulk_options).toHaveProperty('deactivate');
          else expect(row._disabled_bulk_options).toHaveProperty('activate');
        }

        const states = countBy(objects, objectState);
        const choices = data.stateFilters.choices;
        expect(choices[0]).toMatchObject({ value: 'all', totalNum: objects.length, active: true });
        expect(choices.map((c) => c.value)).toEqual([
          'all',
          'available',
          'with_offer',
          'assigned',
          'reserved',
          'rented',
          'inactive',
        ]);
        for (const choice of choices.slice(1)) {
          expect(choice.totalNum, choice.value).toBe(states.get(choice.value) ?? 0);
          expect(choice.active).toBe(false);
          expect(choice.displayName).toBeTruthy();
        }

        expect(Array.isArray(data.filters)).toBe(true);
        expect(data.filters.length).toBeGreaterThan(0);
        expect(data.search.enabled).toBe(true);
        expect(data.sortKey).toBe('ref_number');
      },
    );

    it('buildings/ answers the full table data, with totalItems and state counts equal to the database', async () => {
      const data = await getList(admin, 'buildings/');
      const buildings = await buildingsOf('rent');
      expect(buildings.length).toBe(10);
      expect(data.header.at(-1)?.key).toBe('detailColumn');
      expect(data.pagination).toEqual({
        currentPage: 1,
        rowsPerPage: 10,
        totalItems: buildings.length,
        enabled: true,
      });
      const byId = new Map(buildings.map((b) => [b.id, b]));
      for (const row of data.body) {
        expect(row._type).toBe('buildings');
        expect(row._detail_column).toEqual({ disabled_buttons: [] });
        expect(row._disabled_bulk_options).toBeTypeOf('object');
        expect(row._progress_state).toBe(buildingState(byId.get(row._id)!));
      }
      const objectsPerBuilding = countBy(
        await t.database.db
          .selectFrom('objects')
          .select('building_id')
          .where('project_id', '=', await projectId('rent'))
          .where('building_id', 'is not', null)
          .execute(),
        (o) => String(o.building_id),
      );
      for (const row of data.body) {
        expect(row.num_objects, `objects of building ${row._id}`).toBe(
          objectsPerBuilding.get(String(row._id)) ?? 0,
        );
      }
      const states = countBy(buildings, buildingState);
      expect(data.stateFilters.choices.map((c) => [c.value, c.totalNum])).toEqual([
        ['all', buildings.length],
        ['active', states.get('active') ?? 0],
        ['inactive', states.get('inactive') ?? 0],
      ]);
      expect(data.filters.map((f) => f.key)).toEqual(['city']);
      expect(data.search.enabled).toBe(true);
      expect(data.sortKey).toBe('title');
    });

    it('offers the filters of the apartment list, the features as an additional filter', async () => {
      const data = await getList(admin, 'objects/apartments');
      expect(data.filters.map((f) => [f.key, f.type])).toEqual([
        ['rooms', 'slider'],
        ['rental_price', 'slider'],
        ['available_from', 'date'],
        ['building', 'checkbox'],
        // the filters the home page's figures open (offers due soon, not asked for)
        ['offer_due', 'toggle'],
        ['without_applications', 'toggle'],
      ]);
      const buildings = await buildingsOf('rent');
      const building = data.filters.find((f) => f.key === 'building')!;
      expect(building.choices.map((c) => Number(c.value)).sort((a, b) => a - b)).toEqual(
        buildings.map((b) => b.id),
      );
      expect(data.additionalFilters.map((f) => f.key)).toEqual(['features']);
      expect(data.additionalFilters[0]!.choices.map((c) => c.value)).toEqual([
        'cats_allowed',
        'dogs_allowed',
        'subsidized',
      ]);
    });
  });

  describe('sale projects', () => {
    it('serves sales/objects/apartments in a sale project, with selling prices and the sale states', async () => {
      const sale = admin.inTenant('verkauf');
      const data = await getList(sale, 'sales/objects/apartments');
      const objects = await objectsOf('verkauf', 'apartments');
      expect(objects.length).toBe(40);
      expect(data.pagination.totalItems).toBe(objects.length);
      const keys = data.header.map((h) => h.key);
      expect(keys).toContain('selling_price');
      expect(keys).not.toContain('rental_price');
      expect(data.stateFilters.choices.map((c) => c.value)).toEqual([
        'all',
        'available',
        'reserved',
        'sold',
        'inactive',
      ]);
      const states = countBy(objects, objectState);
      expect(states.get('sold')).toBeGreaterThan(0);
      for (const choice of data.stateFilters.choices.slice(1)) {
        expect(choice.totalNum, choice.value).toBe(states.get(choice.value) ?? 0);
      }
      const byId = new Map(objects.map((o) => [o.id, o]));
      for (const row of data.body) {
        expect(row.selling_price).toBe(byId.get(row._id)!.selling_price! / 100);
      }
    });

    it('filters a sale list by the sold state', async () => {
      const sale = admin.inTenant('verkauf');
      const rows = await allRows(sale, 'sales/objects/apartments', { status: 'sold' });
      const sold = (await objectsOf('verkauf', 'apartments')).filter((o) => objectState(o) === 'sold');
      expect(rows.length).toBe(sold.length);
      expect(sortedIds(rows)).toEqual(sortedIds(sold));
      for (const row of rows) {
        expect(row._progress_state).toBe('sold');
        expect(row._disabled_bulk_options).toHaveProperty('delete');
      }
    });

    it('answers 404 for a sale list in a letting project and for a letting list in a sale project', async () => {
      const inRent = await admin.get('/api/v1/sales/objects/apartments');
      expect(inRent.statusCode).toBe(404);
      expect(inRent.json<ApiErrorBody>().message).toBeTruthy();
      const inSale = await admin.inTenant('verkauf').get(APARTMENTS);
      expect(inSale.statusCode).toBe(404);
      expect(inSale.json<ApiErrorBody>().message).toBeTruthy();
    });
  });

  describe('paging', () => {
    it('shows 10 rows by default and 5, 20 or 50 when asked', async () => {
      const total = (await objectsOf('rent', 'apartments')).length;
      expect(total).toBeGreaterThanOrEqual(240);
      for (const size of [5, 10, 20, 50]) {
        const data = await getList(admin, 'objects/apartments', { rowsPerPage: String(size) });
        expect(data.body).toHaveLength(size);
        expect(data.pagination).toEqual({
          currentPage: 1,
          rowsPerPage: size,
          totalItems: total,
          enabled: true,
        });
      }
    });

    it('serves page 2 with other rows than page 1, continuing the order', async () => {
      const first = await getList(admin, 'objects/apartments', { rowsPerPage: '20' });
      const second = await getList(admin, 'objects/apartments', { rowsPerPage: '20', page: '2' });
      expect(second.pagination.currentPage).toBe(2);
      expect(second.body).toHaveLength(20);
      const one = new Set(ids(first.body));
      expect(ids(second.body).filter((id) => one.has(id))).toEqual([]);
      const both = await getList(admin, 'objects/apartments', { rowsPerPage: '50' });
      expect(ids(both.body).slice(0, 40)).toEqual([...ids(first.body), ...ids(second.body)]);
    });

    it('answers a page past the end with no rows and the right totalItems', async () => {
      const total = (await objectsOf('rent', 'apartments')).length;
      const last = Math.ceil(total / 50);
      const lastPage = await getList(admin, 'objects/apartments', { rowsPerPage: '50', page: String(last) });
      expect(lastPage.body).toHaveLength(total - (last - 1) * 50);
      const past = await getList(admin, 'objects/apartments', { rowsPerPage: '50', page: String(last + 1) });
      expect(past.body).toEqual([]);
      expect(past.pagination.totalItems).toBe(total);
      const far = await getList(admin, 'objects/apartments', { page: '999999999' });
      expect(far.body).toEqual([]);
      expect(far.pagination.totalItems).toBe(total);
    });

    it('pages through every row exactly once', async () => {
      const rows = await allRows(admin, 'objects/apartments');
      const objects = await objectsOf('rent', 'apartments');
      expect(sortedIds(rows)).toEqual(sortedIds(objects));
    });
  });

  describe('bad parameters', () => {
    const cases: Array<[string, Query]> = [
      ['rowsPerPage 7', { rowsPerPage: '7' }],
      ['rowsPerPage 0', { rowsPerPage: '0' }],
      ['rowsPerPage -5', { rowsPerPage: '-5' }],
      ['rowsPerPage abc', { rowsPerPage: 'abc' }],
      ['rowsPerPage 10.0', { rowsPerPage: '10.0' }],
      ['page 0', { page: '0' }],
      ['page -1', { page: '-1' }],
      ['page 1.5', { page: '1.5' }],
      ['page abc', { page: 'abc' }],
      ['page 1e3', { page: '1e3' }],
      ['sort by an unknown key', { sort: 'nothing' }],
      ['sort by an unknown key, descending', { sort: '-nothing' }],
      ['sort by a column that is not orderable', { sort: 'floor' }],
      ['sort by a computed column that is not orderable', { sort: '-building' }],
      ['sort with a double minus', { sort: '--title' }],
      ['an unknown parameter', { color: 'red' }],
      ['a filter of another list', { city: 'Zürich' }],
      ['slider rooms=abc', { rooms: 'abc' }],
      ['slider rooms=5,2 (min above max)', { rooms: '5,2' }],
      ['slider rooms with one bound', { rooms: '2' }],
      ['slider rooms with three bounds', { rooms: '1,2,3' }],
      ['slider rental_price=1e3,2e3', { rental_price: '1e3,2e3' }],
      ['date available_from=2026-13-45', { available_from: '2026-13-45' }],
      ['date available_from=2026-02-30', { available_from: '2026-02-30' }],
      ['date available_from=tomorrow', { available_from: 'tomorrow' }],
      ['an unknown status', { status: 'nope' }],
      ['search over 100 characters', { search: 'a'.repeat(101) }],
      ['tableDataOnly=maybe', { tableDataOnly: 'maybe' }],
      ['refreshStateFilters=yes', { refreshStateFilters: 'yes' }],
      ['refreshItemId=abc', { refreshItemId: 'abc' }],
      ['refreshItemId=-1', { refreshItemId: '-1' }],
      ['a NUL character in the search', { search: 'zürich\u0000' }],
      ['a NUL character in a filter', { building: '\u0000' }],
    ];
    it.each(cases)('refuses %s with 400 and a JSON message', async (what, query) => {
      expectBadRequest(await admin.get(APARTMENTS, query), what);
    });

    it('refuses a parameter given twice with 400', async () => {
      const res = await admin.request({ method: 'GET', url: `${APARTMENTS}?page=1&page=2` });
      expectBadRequest(res, 'page twice');
    });

    it('accepts a search of exactly 100 characters', async () => {
      const data = await getList(admin, 'objects/apartments', { search: 'a'.repeat(100) });
      expect(data.pagination.totalItems).toBe(0);
    });

    it('refuses bad parameters on the buildings list too', async () => {
      expectBadRequest(await admin.get('/api/v1/buildings/', { rowsPerPage: '7' }), 'rowsPerPage');
      expectBadRequest(await admin.get('/api/v1/buildings/', { sort: 'num_floors' }), 'sort');
      expectBadRequest(await admin.get('/api/v1/buildings/', { status: 'rented' }), 'status');
      expectBadRequest(await admin.get('/api/v1/buildings/', { rooms: '1,2' }), 'filter');
      expectBadRequest(await admin.get('/api/v1/buildings/', { city: 'Zürich\u0000' }), 'NUL in city');
    });
  });

  describe('sorting', () => {
    it('sorts by rental_price ascending and descending and echoes the sort key', async () => {
      const up = await getList(admin, 'objects/apartments', { sort: 'rental_price', rowsPerPage: '50' });
      expect(up.sortKey).toBe('rental_price');
      const upPrices = up.body.map((r) => Number(r.rental_price));
      for (let i = 1; i < upPrices.length; i++) expect(upPrices[i]!).toBeGreaterThanOrEqual(upPrices[i - 1]!);

      const down = await getList(admin, 'objects/apartments', { sort: '-rental_price', rowsPerPage: '50' });
      expect(down.sortKey).toBe('-rental_price');
      const downPrices = down.body.map((r) => Number(r.rental_price));
      for (let i = 1; i < downPrices.length; i++)
        expect(downPrices[i]!).toBeLessThanOrEqual(downPrices[i - 1]!);

      const prices = (await objectsOf('rent', 'apartments')).map((o) => o.rental_price! / 100);
      expect(upPrices[0]).toBe(Math.min(...prices));
      expect(downPrices[0]).toBe(Math.max(...prices));
    });

    it('sorts by title in the order of the database, ties by id', async () => {
      const pid = await projectId('rent');
      const expected = await t.database.db
        .selectFrom('objects')
        .select(['id', 'title'])
        .where('project_id', '=', pid)
        .where('object_type', '=', 'apartments')
        .orderBy('title')
        .orderBy('id')
        .execute();
      const rows = await allRows(admin, 'objects/apartments', { sort: 'title' });
      expect(ids(rows)).toEqual(expected.map((o) => o.id));
      const reversed = await allRows(admin, 'objects/apartments', { sort: '-title' });
      expect(ids(reversed)).toEqual(expected.map((o) => o.id).reverse());
      const first = await getList(admin, 'objects/apartments', { sort: '-title' });
      expect(first.sortKey).toBe('-title');
    });

    it('sorts a nullable column the same way on both databases: empty values first ascending, last descending', async () => {
      const db = t.database.db;
      const objects = await objectsOf('rent', 'apartments');
      const emptied = [objects[3]!, objects[70]!, objects[150]!];
      await db
        .updateTable('objects')
        .set({ rental_price: null })
        .where(
          'id',
          'in',
          emptied.map((o) => o.id),
        )
        .execute();
      try {
        const current = await objectsOf('rent', 'apartments');
        // nulls first, then by value; ties by id (the server's tie-break)
        const expected = [...current]
          .sort((a, b) => {
            if (a.rental_price === null && b.rental_price !== null) return -1;
            if (a.rental_price !== null && b.rental_price === null) return 1;
            const byValue = (a.rental_price ?? 0) - (b.rental_price ?? 0);
            return byValue !== 0 ? byValue : a.id - b.id;
          })
          .map((o) => o.id);
        const up = await allRows(admin, 'objects/apartments', { sort: 'rental_price' });
        expect(ids(up)).toEqual(expected);
        expect(up.slice(0, 3).map((r) => r.rental_price)).toEqual([null, null, null]);
        const down = await allRows(admin, 'objects/apartments', { sort: '-rental_price' });
        expect(ids(down)).toEqual([...expected].reverse());
        expect(down.slice(-3).map((r) => r.rental_price)).toEqual([null, null, null]);
      } finally {
        for (const o of emptied) {
          await db
            .updateTable('objects')
            .set({ rental_price: o.rental_price })
            .where('id', '=', o.id)
            .execute();
        }
      }
    });

    it('sorts buildings by their number of objects', async () => {
      const rows = await allRows(admin, 'buildings/', { sort: '-num_objects' });
      const counts = rows.map((r) => Number(r.num_objects));
      for (let i = 1; i < counts.length; i++) expect(counts[i]!).toBeLessThanOrEqual(counts[i - 1]!);
      expect(rows).toHaveLength((await buildingsOf('rent')).length);
    });
  });

  describe('state filters', () => {
    it.each(ALL_LISTS)('%s: the counts of all states add up to the count of "all"', async (path) => {
      const data = await getList(admin, path);
      const [all, ...states] = data.stateFilters.choices;
      expect(all!.value).toBe('all');
      expect(states.reduce((sum, c) => sum + c.totalNum, 0)).toBe(all!.totalNum);
      expect(all!.totalNum).toBe(data.pagination.totalItems);
    });

    it('status=inactive returns only the inactive rows, as many as its count', async () => {
      const data = await getList(admin, 'objects/apartments', { status: 'inactive' });
      const inactiveChoice = data.stateFilters.choices.find((c) => c.value === 'inactive')!;
      expect(inactiveChoice.active).toBe(true);
      expect(data.stateFilters.choices.find((c) => c.value === 'all')!.active).toBe(false);
      expect(data.pagination.totalItems).toBe(inactiveChoice.totalNum);
      const rows = await allRows(admin, 'objects/apartments', { status: 'inactive' });
      const inactive = (await objectsOf('rent', 'apartments')).filter((o) => o.active === 0);
      expect(inactive.length).toBeGreaterThan(0);
      expect(sortedIds(rows)).toEqual(sortedIds(inactive));
      for (const row of rows) expect(row._progress_state).toBe('inactive');
    });

    it('status=rented returns only active rented rows', async () => {
      const rows = await allRows(admin, 'objects/apartments', { status: 'rented' });
      const rented = (await objectsOf('rent', 'apartments')).filter((o) => objectState(o) === 'rented');
      expect(sortedIds(rows)).toEqual(sortedIds(rented));
    });

    it('counts the states of the rows the search finds', async () => {
      const search = 'zürich';
      const data = await getList(admin, 'objects/apartments', { search });
      const found = (await objectsOf('rent', 'apartments')).filter((o) =>
        matchesSearch(o.search_text, search),
      );
      expect(found.length).toBeGreaterThan(0);
      expect(data.pagination.totalItems).toBe(found.length);
      const states = countBy(found, objectState);
      for (const choice of data.stateFilters.choices) {
        expect(choice.totalNum, choice.value).toBe(
          choice.value === 'all' ? found.length : (states.get(choice.value) ?? 0),
        );
      }
    });

    it('keeps the counts of every state while one state is picked', async () => {
      const plain = await getList(admin, 'objects/apartments');
      const picked = await getList(admin, 'objects/apartments', { status: 'available' });
      expect(picked.stateFilters.choices.map((c) => c.totalNum)).toEqual(
        plain.stateFilters.choices.map((c) => c.totalNum),
      );
      expect(picked.pagination.totalItems).toBe(
        plain.stateFilters.choices.find((c) => c.value === 'available')!.totalNum,
      );
    });
  });

  describe('search', () => {
    it('finds an object by its ref number, in any case', async () => {
      const object = (await objectsOf('rent', 'apartments'))[0]!;
      for (const search of [object.ref_number, object.ref_number.toLowerCase()]) {
        const data = await getList(admin, 'objects/apartments', { search });
        expect(data.pagination.totalItems, search).toBe(1);
        expect(data.body[0]!.ref_number).toBe(object.ref_number);
        expect(data.search.value).toBe(search);
      }
    });

    it('finds objects by city, case-insensitively, including every object of that city', async () => {
      const objects = await objectsOf('rent', 'apartments');
      const lower = await allRows(admin, 'objects/apartments', { search: 'zürich' });
      const upper = await allRows(admin, 'objects/apartments', { search: 'ZÜRICH' });
      expect(ids(upper)).toEqual(ids(lower));
      const inCity = objects.filter((o) => o.city === 'Zürich').map((o) => o.id);
      expect(inCity.length).toBeGreaterThan(0);
      const foundIds = new Set(ids(lower));
      for (const id of inCity) expect(foundIds.has(id), `object ${id} in Zürich`).toBe(true);
      expect(sortedIds(lower)).toEqual(
        sortedIds(objects.filter((o) => matchesSearch(o.search_text, 'zürich'))),
      );
    });

    it('needs every word of the search to match', async () => {
      const objects = await objectsOf('rent', 'apartments');
      const search = 'Zürich 3.5-Zimmer';
      const rows = await allRows(admin, 'objects/apartments', { search });
      const expected = objects.filter((o) => matchesSearch(o.search_text, search));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(
        objects.filter((o) => matchesSearch(o.search_text, 'zürich')).length,
      );
      expect(sortedIds(rows)).toEqual(sortedIds(expected));
      for (const row of rows) expect(String(row.title)).toContain('3.5-Zimmer');
    });

    it('searches buildings by city', async () => {
      const buildings = await buildingsOf('rent');
      const rows = await allRows(admin, 'buildings/', { search: 'Zürich' });
      expect(sortedIds(rows)).toEqual(sortedIds(buildings.filter((b) => b.city === 'Zürich')));
      expect(rows.length).toBe(3);
    });

    const hostile = [
      "' OR 1=1 --",
      "' OR '1'='1",
      '%',
      '%%',
      '_',
      '__',
      '\\',
      '\\%',
      '"; DROP TABLE objects; --',
      "'); DELETE FROM objects; --",
      'Zürich',
      'Genève Biel/Bienne',
      '*',
      '[a-z]',
    ];
    it.each(hostile)('answers search %j with 200 and exactly the rows containing it', async (search) => {
      const objects = await objectsOf('rent', 'apartments');
      const expected = objects.filter((o) => matchesSearch(o.search_text, search));
      const data = await getList(admin, 'objects/apartments', { search, rowsPerPage: '50' });
      expect(data.pagination.totalItems).toBe(expected.length);
      if (expected.length <= 50) expect(sortedIds(data.body)).toEqual(sortedIds(expected));
    });

    it('takes % and _ literally: they match only rows that hold them', async () => {
      const objects = await objectsOf('rent', 'apartments');
      expect(objects.filter((o) => /[%_]/.test(o.search_text))).toEqual([]);
      for (const search of ['%', '_', 'rent%0001', 'rent_a_0001']) {
        const data = await getList(admin, 'objects/apartments', { search });
        expect(data.pagination.totalItems, search).toBe(0);
      }
      const marked = objects[5]!;
      await t.database.db
        .updateTable('objects')
        .set({ search_text: `${marked.search_text} rabatt_100%` })
        .where('id', '=', marked.id)
        .execute();
      try {
        for (const search of ['%', '_', 't_1', '100%', 'RABATT_100%']) {
          const data = await getList(admin, 'objects/apartments', { search });
          expect(ids(data.body), search).toEqual([marked.id]);
        }
        expect((await getList(admin, 'objects/apartments', { search: 'rabatt%100' })).body).toEqual([]);
      } finally {
        await t.database.db
          .updateTable('objects')
          .set({ search_text: marked.search_text })
          .where('id', '=', marked.id)
          .execute();
      }
    });

    it('leaves the objects table intact after hostile searches', async () => {
      const count = () => rowCount(t, 'objects');
      const before = await count();
      for (const search of hostile) expect((await admin.get(APARTMENTS, { search })).statusCode).toBe(200);
      expect(await count()).toBe(before);
      expect(before).toBeGreaterThan(300);
    });

    it.each(['title; DROP TABLE objects', 'title desc', '(select 1)', 'title,id', 'objects.title', '-'])(
      'refuses sort %j with 400',
      async (sort) => {
        expectBadRequest(await admin.get(APARTMENTS, { sort }), sort);
      },
    );
  });

  describe('filters', () => {
    it('filters by a rooms range', async () => {
      const rows = await allRows(admin, 'objects/apartments', { rooms: '2.5,3.5' });
      const expected = (await objectsOf('rent', 'apartments')).filter(
        (o) => o.rooms !== null && o.rooms >= 2.5 && o.rooms <= 3.5,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(sortedIds(rows)).toEqual(sortedIds(expected));
      for (const row of rows) expect([2.5, 3, 3.5]).toContain(row.rooms);
      const data = await getList(admin, 'objects/apartments', { rooms: '2.5,3.5' });
      expect(data.filters.find((f) => f.key === 'rooms')!.selected).toEqual([2.5, 3.5]);
    });

    it('filters by a rental price range given in francs', async () => {
      const rows = await allRows(admin, 'objects/apartments', { rental_price: '1500,2500' });
      const expected = (await objectsOf('rent', 'apartments')).filter(
        (o) => o.rental_price !== null && o.rental_price >= 150000 && o.rental_price <= 250000,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(sortedIds(rows)).toEqual(sortedIds(expected));
      for (const row of rows) {
        expect(Number(row.rental_price)).toBeGreaterThanOrEqual(1500);
        expect(Number(row.rental_price)).toBeLessThanOrEqual(2500);
      }
    });

    it('filters by the date an object is available from', async () => {
      const rows = await allRows(admin, 'objects/apartments', { available_from: '2026-06-01' });
      const expected = (await objectsOf('rent', 'apartments')).filter(
        (o) => o.available_from !== null && o.available_from <= '2026-06-01',
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(sortedIds(rows)).toEqual(sortedIds(expected));
      for (const row of rows) expect(String(row.available_from) <= '2026-06-01').toBe(true);
    });

    it('filters by buildings', async () => {
      const [first, second] = await buildingsOf('rent');
      const picked = [first!.id, second!.id];
      const rows = await allRows(admin, 'objects/apartments', { building: picked.join(',') });
      const expected = (await objectsOf('rent', 'apartments')).filter(
        (o) => o.building_id !== null && picked.includes(o.building_id),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(sortedIds(rows)).toEqual(sortedIds(expected));
      for (const row of rows) expect([first!.title, second!.title]).toContain(row.building);
    });

    it('filters by features (the additional filter) and marks them selected', async () => {
      const query = { features: 'cats_allowed,dogs_allowed' };
      const rows = await allRows(admin, 'objects/apartments', query);
      const expected = (await objectsOf('rent', 'apartments')).filter(
        (o) => o.cats_allowed === 1 && o.dogs_allowed === 1,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(sortedIds(rows)).toEqual(sortedIds(expected));
      const data = await getList(admin, 'objects/apartments', query);
      const features = data.additionalFilters.find((f) => f.key === 'features')!;
      expect(features.choices.map((c) => [c.value, c.selected])).toEqual([
        ['cats_allowed', true],
        ['dogs_allowed', true],
        ['subsidized', false],
      ]);
    });

    it('combines filters, search and state, and counts states over the filtered rows', async () => {
      const query = { rooms: '3,5', search: 'zürich', status: 'available' };
      const objects = (await objectsOf('rent', 'apartments')).filter(
        (o) => o.rooms !== null && o.rooms >= 3 && o.rooms <= 5 && matchesSearch(o.search_text, 'zürich'),
      );
      const rows = await allRows(admin, 'objects/apartments', query);
      expect(sortedIds(rows)).toEqual(sortedIds(objects.filter((o) => objectState(o) === 'available')));
      const data = await getList(admin, 'objects/apartments', query);
      expect(data.stateFilters.choices.find((c) => c.value === 'all')!.totalNum).toBe(objects.length);
    });

    it('filters buildings by city', async () => {
      const rows = await allRows(admin, 'buildings/', { city: 'Zürich,Bern' });
      const expected = (await buildingsOf('rent')).filter((b) => ['Zürich', 'Bern'].includes(b.city));
      expect(sortedIds(rows)).toEqual(sortedIds(expected));
    });
  });

  describe('partial reloads', () => {
    it('tableDataOnly=true returns only body, pagination and sortKey', async () => {
      const res = await admin.get(APARTMENTS, { tableDataOnly: 'true', page: '2' });
      expect(res.statusCode).toBe(200);
      const data = res.json<TableDataOnly>();
      expect(Object.keys(data).sort()).toEqual(['body', 'pagination', 'sortKey']);
      expect(data.body).toHaveLength(10);
      expect(data.pagination.currentPage).toBe(2);
    });

    it('tableDataOnly=true with refreshStateFilters=true adds the state counts', async () => {
      const res = await admin.get(APARTMENTS, { tableDataOnly: 'true', refreshStateFilters: 'true' });
      const data = res.json<TableDataOnly>();
      expect(Object.keys(data).sort()).toEqual(['body', 'pagination', 'sortKey', 'stateFilters']);
      const full = await getList(admin, 'objects/apartments');
      expect(data.stateFilters).toEqual(full.stateFilters);
    });

    it('refreshItemId returns just that row', async () => {
      const object = (await objectsOf('rent', 'apartments'))[42]!;
      const res = await admin.get(APARTMENTS, { refreshItemId: String(object.id) });
      expect(res.statusCode).toBe(200);
      const data = res.json<{ body: TableRow[] }>();
      expect(Object.keys(data)).toEqual(['body']);
      expect(data.body).toHaveLength(1);
      expect(data.body[0]!._id).toBe(object.id);
      expect(data.body[0]!.ref_number).toBe(object.ref_number);
    });

    it("refreshItemId returns nothing for another project's object or another list's object", async () => {
      const beta = (await objectsOf('beta', 'apartments'))[0]!;
      const betaRes = await admin.get(APARTMENTS, { refreshItemId: String(beta.id) });
      expect(betaRes.statusCode).toBe(200);
      expect(betaRes.json<{ body: TableRow[] }>().body).toEqual([]);
      const parking = (await objectsOf('rent', 'parkingspace'))[0]!;
      const parkingRes = await admin.get(APARTMENTS, { refreshItemId: String(parking.id) });
      expect(parkingRes.json<{ body: TableRow[] }>().body).toEqual([]);
    });
  });

  describe('tenant isolation', () => {
    it.each(ALL_LISTS)(
      '%s shows a rent admin exactly the rows of the rent project, none of beta',
      async (path) => {
        const rows = await allRows(admin, path);
        for (const row of rows) expect(String(row.ref_number)).not.toMatch(/^BETA-/);
        const type = OBJECT_LISTS.find((l) => l.path === path)?.type;
        const expected = type ? await objectsOf('rent', type) : await buildingsOf('rent');
        expect(sortedIds(rows)).toEqual(sortedIds(expected));
        const search = await getList(admin, path, { search: 'beta-' });
        expect(search.pagination.totalItems).toBe(0);
      },
    );

    it("answers 404 for another organisation's object and 200 with grouped fields for an own one", async () => {
      const beta = (await objectsOf('beta', 'apartments'))[0]!;
      const foreign = await admin.get(`/api/v1/objects/${beta.id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json<ApiErrorBody>().message).toBeTruthy();
      expect(foreign.body).not.toContain(beta.ref_number);

      const own = (await objectsOf('rent', 'apartments'))[0]!;
      const res = await admin.get(`/api/v1/objects/${own.id}`);
      expect(res.statusCode).toBe(200);
      const detail = res.json<ObjectDetail>();
      for (const group of ['basics', 'prices', 'address', 'rental', 'additional'] as const) {
        expect(detail[group], group).toBeTypeOf('object');
      }
      expect(detail.id).toBe(own.id);
      expect(detail.basics.refNumber).toBe(own.ref_number);
      expect(detail.prices.rentalPrice).toBe(own.rental_price! / 100);
      expect(detail.prices.nettoPrice).toBe(own.netto_price! / 100);
      expect(detail.address.city).toBe(own.city);
    });

    it('answers 404 for a missing object id and 400 for an id that is not a number', async () => {
      expect((await admin.get('/api/v1/objects/999999999')).statusCode).toBe(404);
      expect((await admin.get('/api/v1/objects/2147483648')).statusCode).toBe(404);
      expect((await admin.get('/api/v1/objects/99999999999999')).statusCode).toBe(404);
      expectBadRequest(await admin.get('/api/v1/objects/abc'), 'id abc');
    });

    it("shows a beta admin only beta's objects and none of the demo organisation", async () => {
      const beta = await Client.login(t.app, 'beta.admin', 'beta');
      for (const { path, type } of OBJECT_LISTS) {
        const rows = await allRows(beta, path);
        const expected = await objectsOf('beta', type);
        expect(sortedIds(rows), path).toEqual(sortedIds(expected));
        for (const row of rows) expect(String(row.ref_number)).toMatch(/^BETA-/);
      }
      const buildings = await allRows(beta, 'buildings/');
      expect(sortedIds(buildings)).toEqual(sortedIds(await buildingsOf('beta')));
      const rentObject = (await objectsOf('rent', 'apartments'))[0]!;
      expect((await beta.get(`/api/v1/objects/${rentObject.id}`)).statusCode).toBe(404);
      const rentRefresh = await beta.get(APARTMENTS, { refreshItemId: String(rentObject.id) });
      expect(rentRefresh.json<{ body: TableRow[] }>().body).toEqual([]);
    });

    it("refuses a demo admin in beta's project", async () => {
      const res = await admin.inTenant('beta').get(APARTMENTS);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('BETA-');
    });
  });

  describe('money', () => {
    it.each(['objects/apartments', 'objects/parkingspace', 'objects/craft'])(
      '%s shows prices in francs, the database cents divided by 100',
      async (path) => {
        const type = path.split('/')[1]!;
        const byId = new Map((await objectsOf('rent', type)).map((o) => [o.id, o]));
        const data = await getList(admin, path, { rowsPerPage: '50' });
        const priceColumn = data.header.find((h) => h.key === 'rental_price')!;
        expect(priceColumn.format).toBe('money');
        expect(priceColumn.textAlign).toBe('right');
        for (const row of data.body) {
          const object = byId.get(row._id)!;
          expect(row.rental_price).toBe(object.rental_price === null ? null : object.rental_price / 100);
          expect(row.netto_price).toBe(object.netto_price === null ? null : object.netto_price / 100);
          if (object.rental_price !== null)
            expect(Number(row.rental_price)).toBeLessThan(object.rental_price);
        }
      },
    );
  });
});
