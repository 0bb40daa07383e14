import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import type { BulkResult, TableData, TableRow } from '../../schema/api/tableData';
import { mockAdapter } from './mockApi';

function row(id: number, extra: Record<string, unknown> = {}): TableRow {
  return {
    _id: id,
    _type: 'apartment',
    _language: 'de',
    _progress_state: 'active',
    _readonly: { value: false, unavailable_tooltip: '' },
    _disabled_bulk_options: {},
    _disabled_bulk_extra_options: {},
    _detail_column: { disabled_buttons: [] },
    ...extra,
  };
}

const tableData = {
  header: [],
  body: [row(11, { title: 'Wohnung 1' }), row(12, { title: 'Wohnung 2' })],
  pagination: { currentPage: 2, rowsPerPage: 10, totalItems: 42, enabled: true },
  bulkOptions: [],
  bulkExtraOptions: [],
  settings: { key: 'objects_apartments', columnOrder: [], canReorder: true },
  createNew: null,
  excelDownload: { enabled: true },
  legend: [],
  stateFilters: { key: 'status', choices: [] },
  filters: [],
  additionalFilters: [],
  search: { enabled: true, value: '' },
  sortKey: '',
} satisfies TableData;

const originalAdapter = api.defaults.adapter;
const saved: Array<{ href: string; download: string }> = [];

beforeEach(() => {
  saved.length = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:mock'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  api.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

describe('getList', () => {
  it('calls the list path of the resource and meta with the mapped parameters', async () => {
    const calls = mockAdapter(() => ({ data: tableData }));
    await dataProvider.getList('objects', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'rooms', order: 'ASC' },
      filter: { status: 'reserved', search: 'Bahnhof', rooms: ['3.5', '4.5'], price: { min: 100, max: 900 } },
      meta: { kind: 'apartments', sale: true, tableDataOnly: true },
    });
    expect(calls[0]?.method).toBe('get');
    expect(calls[0]?.url).toBe('/api/v1/sales/objects/apartments');
    expect(calls[0]?.params).toEqual({
      page: '2',
      rowsPerPage: '10',
      sort: 'rooms',
      status: 'reserved',
      search: 'Bahnhof',
      rooms: '3.5,4.5',
      price: '100,900',
      tableDataOnly: 'true',
    });
  });

  it('calls each list the client shows on the path it always had', async () => {
    const calls = mockAdapter(() => ({ data: tableData }));
    const lists: Array<[string, Record<string, unknown>]> = [
      ['objects', { kind: 'plot', sale: false }],
      ['buildings', { sale: true }],
      ['applications', { sale: false }],
      ['applications', { sale: true }],
      ['changelog', {}],
      ['communication', { mailbox: 'outbox' }],
      ['settings', { list: 'users' }],
      ['settings', { list: 'owners', sale: true }],
    ];
    for (const [resource, meta] of lists) {
      await dataProvider.getList(resource, { pagination: { page: 1, perPage: 10 }, filter: {}, meta });
    }
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/objects/plot',
      '/api/v1/buildings',
      '/api/v1/applications/',
      '/api/v1/sales/applications/',
      '/api/v1/event-log/logs',
      '/api/v1/communication/inbox/outbox',
      '/api/v1/settings/users',
      '/api/v1/settings/owners',
    ]);
  });

  it('refuses a list it cannot name without calling the server', async () => {
    const calls = mockAdapter(() => ({ data: tableData }));
    await expect(
      dataProvider.getList('objects', { pagination: { page: 1, perPage: 10 }, filter: {} }),
    ).rejects.toThrow(/No list of objects/);
    expect(calls).toEqual([]);
  });

  it('returns the rows with id = _id, the total and the table data as meta', async () => {
    mockAdapter(() => ({ data: tableData }));
    const result = await dataProvider.getList('buildings', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: '', order: 'ASC' },
      filter: {},
    });
    expect(result.data.map((r) => [r.id, r._id, r.title])).toEqual([
      [11, 11, 'Wohnung 1'],
      [12, 12, 'Wohnung 2'],
    ]);
    expect(result.total).toBe(42);
    expect(result.meta).toEqual(tableData);
  });

  it('rejects with an HttpError carrying the status and the server message', async () => {
    mockAdapter(() => ({ status: 400, data: { message: 'Unbekannter Parameter: foo', messageKey: 'x' } }));
    const failure = dataProvider.getList('objects', {
      pagination: { page: 1, perPage: 10 },
      filter: {},
      meta: { kind: 'apartments' },
    });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Unbekannter Parameter: foo' });
  });
});

describe('getOne', () => {
  it('reads the object detail with its id', async () => {
    const calls = mockAdapter(() => ({ data: { id: 7, type: 'apartment' } }));
    const result = await dataProvider.getOne('objects', { id: 7 });
    expect(calls[0]?.url).toBe('/api/v1/objects/7');
    expect(result.data).toEqual({ id: 7, type: 'apartment' });
  });
});

describe('records: create, update, delete', () => {
  it('reads a record from its resource, also in a sale list', async () => {
    const calls = mockAdapter(() => ({ data: { id: 7 } }));
    await dataProvider.getOne('objects', { id: 7, meta: { kind: 'plot', sale: true } });
    await dataProvider.getOne('buildings/', { id: 3 });
    await dataProvider.getOne('settings', { id: 4, meta: { list: 'users' } });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/objects/7',
      '/api/v1/buildings/3',
      '/api/v1/settings/users/4',
    ]);
  });

  it('calls the records of a settings list on its path, and refuses settings records without their list', async () => {
    const calls = mockAdapter((config) => ({ data: { id: 4, version: 2, method: config.method } }));
    const meta = { list: 'teams' };
    await dataProvider.create('settings', { data: { name: 'Vermietung' }, meta });
    await dataProvider.update('settings', { id: 4, data: { version: 1 }, previousData: { id: 4 }, meta });
    await dataProvider.delete('settings', { id: 4, previousData: { id: 4 }, meta: { list: 'owners' } });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['post', '/api/v1/settings/teams/create'],
      ['post', '/api/v1/settings/teams/4/edit'],
      ['delete', '/api/v1/settings/owners/4'],
    ]);
    await expect(dataProvider.getOne('settings', { id: 4 })).rejects.toThrow(/No records of settings/);
    await expect(dataProvider.getOne('settings', { id: 4, meta: { list: 'roles' } })).rejects.toThrow(
      /No records of settings/,
    );
    expect(calls).toHaveLength(3);
  });

  it('creates an object of a kind with POST {resource}/{type}/create, a building with POST {resource}/create', async () => {
    const calls = mockAdapter((config) => ({ data: { id: 99, echo: JSON.parse(String(config.data)) } }));
    const object = await dataProvider.create('objects', {
      data: { basics: { title: 'Neu' } },
      meta: { type: 'parkingspace' },
    });
    await dataProvider.create('buildings', { data: { title: 'Haus' } });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['post', '/api/v1/objects/parkingspace/create'],
      ['post', '/api/v1/buildings/create'],
    ]);
    expect(object.data).toMatchObject({ id: 99, echo: { basics: { title: 'Neu' } } });
  });

  it('saves an edit with POST {resource}/{id}/edit and its version, and gives the 409 of a stale one to the form', async () => {
    const calls = mockAdapter((config) =>
      JSON.parse(String(config.data)).version === 1
        ? {
            status: 409,
            data: { message: 'Jemand anderes hat das Objekt geändert.', messageKey: 'record_changed' },
          }
        : { data: { id: 5, version: 3 } },
    );
    const saved = await dataProvider.update('objects', {
      id: 5,
      data: { version: 2 },
      previousData: { id: 5, version: 2 },
    });
    expect(calls[0]?.url).toBe('/api/v1/objects/5/edit');
    expect(saved.data).toEqual({ id: 5, version: 3 });
    const stale = dataProvider.update('objects', { id: 5, data: { version: 1 }, previousData: { id: 5 } });
    await expect(stale).rejects.toMatchObject({ status: 409, body: { messageKey: 'record_changed' } });
  });

  it('deletes with DELETE {resource}/{id} and answers the deleted record', async () => {
    const calls = mockAdapter(() => ({ data: { message: 'Gelöscht' } }));
    const result = await dataProvider.delete('objects', { id: 8, previousData: { id: 8, title: 'A' } });
    expect([calls[0]?.method, calls[0]?.url]).toEqual(['delete', '/api/v1/objects/8']);
    expect(result.data).toEqual({ id: 8, title: 'A' });
  });

  it("runs updateMany and deleteMany as the list's bulk actions and answers the rows they changed", async () => {
    const results: BulkResult = {
      bulkAction: 'deactivate',
      done: 1,
      skipped: 1,
      results: [
        { id: 3, status: 'done', message: '' },
        { id: 4, status: 'skipped', message: 'Bereits inaktiv' },
      ],
      notify: [],
    };
    const calls = mockAdapter(() => ({
      data: new Blob([JSON.stringify(results)], { type: 'application/json' }),
      headers: { 'content-type': 'application/json' },
    }));
    const updated = await dataProvider.updateMany('objects', {
      ids: [3, 4],
      data: { active: false },
      meta: { kind: 'apartments' },
    });
    const deleted = await dataProvider.deleteMany('objects', {
      ids: [3, 4],
      meta: { kind: 'plot', sale: true },
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/objects/apartments', '/api/v1/sales/objects/plot']);
    expect(calls.map((c) => JSON.parse(String(c.data)))).toEqual([
      { bulkAction: 'deactivate', targets: [3, 4] },
      { bulkAction: 'delete', targets: [3, 4] },
    ]);
    expect(updated.data).toEqual([3]);
    expect(deleted.data).toEqual([3]);
    await expect(
      dataProvider.updateMany('objects', { ids: [3], data: { title: 'x' }, meta: { kind: 'apartments' } }),
    ).rejects.toThrow(/not supported/);
  });
});

describe('bulkAction', () => {
  const bulkResult: BulkResult = {
    bulkAction: 'deactivate',
    done: 2,
    skipped: 0,
    results: [],
    notify: [{ type: 'success', title: 'Erledigt', text: '2 Objekte deaktiviert' }],
  };

  it('posts the action, targets and extra fields on the list path and returns the result', async () => {
    const calls = mockAdapter(() => ({
      data: new Blob([JSON.stringify(bulkResult)], { type: 'application/json' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    }));
    const reply = await dataProvider.bulkAction(
      'objects',
      { bulkAction: 'deactivate', targets: [3, 4], option: 'rented_elsewhere', download: false },
      { kind: 'apartments' },
    );
    expect(calls[0]?.method).toBe('post');
    expect(calls[0]?.url).toBe('/api/v1/objects/apartments');
    expect(JSON.parse(String(calls[0]?.data))).toEqual({
      bulkAction: 'deactivate',
      targets: [3, 4],
      option: 'rented_elsewhere',
    });
    expect(calls[0]?.timeout).toBe(120000);
    expect(reply).toEqual(bulkResult);
    expect(saved).toEqual([]);
  });

  it('saves an export under its content-disposition name, without timeout', async () => {
    const calls = mockAdapter(() => ({
      data: new Blob(['xlsx'], { type: 'application/octet-stream' }),
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="Wohnungen.xlsx"; filename*=UTF-8''Wohnungen%20Z%C3%BCrich.xlsx`,
      },
    }));
    const reply = await dataProvider.bulkAction(
      'applications',
      { bulkAction: 'exportExcel', targets: [] },
      { sale: true },
    );
    expect(calls[0]?.url).toBe('/api/v1/sales/applications/');
    expect(calls[0]?.timeout).toBe(0);
    expect(calls[0]?.responseType).toBe('blob');
    expect(reply).toEqual({ downloaded: 'Wohnungen Zürich.xlsx' });
    expect(saved).toEqual([{ href: 'blob:mock', download: 'Wohnungen Zürich.xlsx' }]);
  });

  it('reads a JSON error out of a blob reply', async () => {
    mockAdapter(() => ({
      status: 409,
      data: new Blob([JSON.stringify({ message: 'Schon verkauft', notify: [] })], {
        type: 'application/json',
      }),
    }));
    await expect(
      dataProvider.bulkAction(
        'objects',
        { bulkAction: 'setObjectToSold', targets: [1] },
        { kind: 'apartments', sale: true },
      ),
    ).rejects.toMatchObject({ status: 409, message: 'Schon verkauft', body: { message: 'Schon verkauft' } });
  });
});

describe('saveListSettings', () => {
  it('posts the column order to the settings key', async () => {
    const calls = mockAdapter(() => ({
      data: { key: 'objects_apartments', value: ['a', 'b'], message: 'ok' },
    }));
    const reply = await dataProvider.saveListSettings('objects_apartments', ['a', 'b']);
    expect(calls[0]?.url).toBe('/api/v1/settings/objects_apartments/list');
    expect(JSON.parse(String(calls[0]?.data))).toEqual({ value: ['a', 'b'] });
    expect(reply.value).toEqual(['a', 'b']);
  });
});
