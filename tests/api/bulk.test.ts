import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../schema/api/common';
import type { BulkResult, TableData } from '../../schema/api/tableData';
import { BULK_MAX_TARGETS } from '../../schema/constants';
import { ApiError } from '../../server/core/errors';
import type { RealEstateObject } from '../../server/db/types';
import { runBulk } from '../../server/lists/bulk';
import type { BulkDef, ListSchema } from '../../server/lists/types';
import { LIST_SCHEMAS } from '../../server/modules/lists';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { listRequest } from './objectsSupport';

const APARTMENTS = '/api/v1/objects/apartments';
const SALE_APARTMENTS = '/api/v1/sales/objects/apartments';
const BUILDINGS = '/api/v1/buildings/';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** an id no row has */
const MISSING_ID = 999_999_999;

function expectStatus(res: LightMyRequestResponse, status: number, what = ''): ApiErrorBody {
  expect(res.statusCode, `${what} ${res.body}`).toBe(status);
  expect(res.headers['content-type'], what).toContain('application/json');
  const body = res.json<ApiErrorBody>();
  expect(body.message, what).toBeTruthy();
  return body;
}

function bulkResult(res: LightMyRequestResponse): BulkResult {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BulkResult>();
}

const statusOf = (result: BulkResult, id: number) => result.results.find((r) => r.id === id);

/** Opens the .xlsx of a reply (exceljs wants the bytes as an ArrayBuffer). */
async function workbookOf(res: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const payload = res.rawPayload;
  const bytes = new Uint8Array(payload.byteLength);
  bytes.set(payload);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer);
  return book;
}

describe.each(DIALECTS)('bulk actions (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  const projectId = (slug: string) => t.projectId(slug);
  const objectsOf = (slug: string, type = 'apartments') => t.objectsOf(slug, type);
  async function objectsById(idList: readonly number[]): Promise<Map<number, RealEstateObject>> {
    if (idList.length === 0) return new Map();
    const rows = await t.database.db.selectFrom('objects').selectAll().where('id', 'in', idList).execute();
    return new Map(rows.map((o) => [o.id, o]));
  }

  const buildingsOf = (slug: string) => t.buildingsOf(slug);

  /** Objects of the rent project not yet used by another test (tests change and delete rows). */
  const used = new Set<number>();
  async function freshApartments(
    count: number,
    where: (o: RealEstateObject) => boolean = () => true,
  ): Promise<RealEstateObject[]> {
    const picked = (await objectsOf('rent')).filter((o) => !used.has(o.id) && where(o)).slice(0, count);
    expect(picked).toHaveLength(count);
    for (const o of picked) used.add(o.id);
    return picked;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  describe('deactivate and activate', () => {
    it('runs bulk actions of several users on the same rows at once, each answered, none lost in a deadlock', async () => {
      const rows = (await freshApartments(6, (o) => o.active === 1)).map((o) => o.id);
      const calls = Array.from({ length: 12 }, (_, i) =>
        admin.post(APARTMENTS, {
          bulkAction: i % 2 === 0 ? 'deactivate' : 'activate',
          // the same rows in other orders
          targets:
            i % 3 === 0 ? rows : i % 3 === 1 ? [...rows].reverse() : [...rows.slice(3), ...rows.slice(0, 3)],
        }),
      );
      const results = (await Promise.all(calls)).map(bulkResult);
      for (const result of results)
        expect(result.results.map((r) => r.status).sort()).not.toContain('not_found');
      // every row changed by a call has its audit entry: none of the calls was half written
      const done = results.reduce((sum, r) => sum + r.done, 0);
      const audited = await t.database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entity', '=', 'objects')
        .where('entity_id', 'in', rows.map(String))
        .where('action', 'in', ['deactivate', 'activate'])
        .executeTakeFirstOrThrow();
      expect(Number(audited.n)).toBe(done);
    });

    it('deactivates active rows, skips inactive ones and reports foreign and missing ids as not found', async () => {
      const active = await freshApartments(3, (o) => o.active === 1);
      const [inactive] = await freshApartments(1, (o) => o.active === 0);
      const beta = (await objectsOf('beta'))[0]!;
      const before = await objectsById([...active.map((o) => o.id), inactive!.id, beta.id]);
      const targets = [...active.map((o) => o.id), inactive!.id, beta.id, MISSING_ID];

      const result = bulkResult(await admin.post(APARTMENTS, { bulkAction: 'deactivate', targets }));
      expect(result.bulkAction).toBe('deactivate');
      expect(result.done).toBe(3);
      expect(result.skipped).toBe(3);
      expect(result.results.map((r) => r.id)).toEqual(targets);
      for (const o of active) expect(statusOf(result, o.id)?.status).toBe('done');
      const skipped = statusOf(result, inactive!.id)!;
      expect(skipped.status).toBe('skipped');
      expect(skipped.message).toBeTruthy();
      expect(skipped.message).not.toBe(statusOf(result, active[0]!.id)!.message);
      expect(statusOf(result, beta.id)?.status).toBe('not_found');
      expect(statusOf(result, MISSING_ID)?.status).toBe('not_found');
      expect(result.notify).toHaveLength(1);
      expect(result.notify[0]!.type).toBe('warning');
      expect(result.notify[0]!.title).toBeTruthy();
      expect(result.notify[0]!.text).toContain('3');

      const after = await objectsById([...active.map((o) => o.id), inactive!.id, beta.id]);
      for (const o of active) {
        expect(after.get(o.id)!.active).toBe(0);
        expect(after.get(o.id)!.version).toBe(before.get(o.id)!.version + 1);
        expect(after.get(o.id)!.updated_at).not.toBe(before.get(o.id)!.updated_at);
      }
      expect(after.get(inactive!.id)).toEqual(before.get(inactive!.id));
      expect(after.get(beta.id)).toEqual(before.get(beta.id));

      const refreshed = await admin.get(APARTMENTS, { refreshItemId: String(active[0]!.id) });
      expect(refreshed.json<TableData>().body[0]!._progress_state).toBe('inactive');

      const again = bulkResult(await admin.post(APARTMENTS, { bulkAction: 'activate', targets }));
      expect(again.done).toBe(4);
      expect(again.skipped).toBe(2);
      expect(statusOf(again, beta.id)?.status).toBe('not_found');
      expect(statusOf(again, MISSING_ID)?.status).toBe('not_found');
      const reactivated = await objectsById([...active.map((o) => o.id), inactive!.id, beta.id]);
      for (const o of [...active, inactive!]) {
        expect(reactivated.get(o.id)!.active).toBe(1);
        expect(reactivated.get(o.id)!.version).toBe(after.get(o.id)!.version + 1);
      }
      expect(reactivated.get(beta.id)).toEqual(before.get(beta.id));
    });

    it('skips rows that are already active, with a message, and changes nothing', async () => {
      const active = await freshApartments(2, (o) => o.active === 1);
      const before = await objectsById(active.map((o) => o.id));
      const result = bulkResult(
        await admin.post(APARTMENTS, { bulkAction: 'activate', targets: active.map((o) => o.id) }),
      );
      expect(result.done).toBe(0);
      expect(result.skipped).toBe(2);
      for (const r of result.results) {
        expect(r.status).toBe('skipped');
        expect(r.message).toBeTruthy();
      }
      expect(await objectsById(active.map((o) => o.id))).toEqual(before);
    });

    it('reports success when every row is done, and takes ids given as digit strings', async () => {
      const active = await freshApartments(2, (o) => o.active === 1);
      const result = bulkResult(
        await admin.post(APARTMENTS, { bulkAction: 'deactivate', targets: active.map((o) => String(o.id)) }),
      );
      expect(result.done).toBe(2);
      expect(result.skipped).toBe(0);
      expect(result.notify[0]!.type).toBe('success');
      for (const o of (await objectsById(active.map((a) => a.id))).values()) expect(o.active).toBe(0);
    });

    it('treats a repeated id once', async () => {
      const [object] = await freshApartments(1, (o) => o.active === 1);
      const result = bulkResult(
        await admin.post(APARTMENTS, { bulkAction: 'deactivate', targets: [object!.id, object!.id] }),
      );
      expect(result.results).toHaveLength(1);
      expect((await objectsById([object!.id])).get(object!.id)!.version).toBe(object!.version + 1);
    });

    it('reports an id beyond any row as not found, on both databases', async () => {
      const result = bulkResult(
        await admin.post(APARTMENTS, { bulkAction: 'deactivate', targets: [99_999_999_999_999] }),
      );
      expect(result.results).toEqual([
        expect.objectContaining({ id: 99_999_999_999_999, status: 'not_found' }),
      ]);
    });

    it('deactivates and activates buildings, raising their version', async () => {
      const building = (await buildingsOf('rent')).find((b) => b.active === 1)!;
      const off = bulkResult(
        await admin.post(BUILDINGS, { bulkAction: 'deactivate', targets: [building.id] }),
      );
      expect(off.done).toBe(1);
      const b1 = (await buildingsOf('rent')).find((b) => b.id === building.id)!;
      expect(b1.active).toBe(0);
      expect(b1.version).toBe(building.version + 1);
      const on = bulkResult(await admin.post(BUILDINGS, { bulkAction: 'activate', targets: [building.id] }));
      expect(on.done).toBe(1);
      const b2 = (await buildingsOf('rent')).find((b) => b.id === building.id)!;
      expect(b2.active).toBe(1);
      expect(b2.version).toBe(building.version + 2);
    });
  });

  describe('delete', () => {
    it('deletes available objects and skips objects in bound states', async () => {
      const bound = [];
      for (const state of ['with_offer', 'assigned', 'rented', 'reserved']) {
        bound.push(...(await freshApartments(1, (o) => o.progress_state === state)));
      }
      const available = await freshApartments(2, (o) => o.progress_state === 'available');
      const targets = [...bound, ...available].map((o) => o.id);

      for (const o of bound) {
        const row = (await admin.get(APARTMENTS, { refreshItemId: String(o.id) })).json<TableData>().body[0]!;
        expect(row._disabled_bulk_options.delete, o.progress_state).toBeTruthy();
      }

      const result = bulkResult(await admin.post(APARTMENTS, { bulkAction: 'delete', targets }));
      expect(result.done).toBe(2);
      expect(result.skipped).toBe(4);
      for (const o of bound) {
        const r = statusOf(result, o.id)!;
        expect(r.status, o.progress_state).toBe('skipped');
        expect(r.message).toBeTruthy();
      }
      for (const o of available) expect(statusOf(result, o.id)?.status).toBe('done');

      const left = await objectsById(targets);
      for (const o of bound) expect(left.get(o.id)).toEqual(o);
      for (const o of available) expect(left.has(o.id)).toBe(false);
    });

    it('skips sold objects in a sale project and deletes available ones', async () => {
      const sale = admin.inTenant('verkauf');
      const objects = await objectsOf('verkauf');
      const sold = objects.find((o) => o.progress_state === 'sold')!;
      const available = objects.find((o) => o.progress_state === 'available')!;
      const result = bulkResult(
        await sale.post(SALE_APARTMENTS, { bulkAction: 'delete', targets: [sold.id, available.id] }),
      );
      expect(statusOf(result, sold.id)?.status).toBe('skipped');
      expect(statusOf(result, available.id)?.status).toBe('done');
      const left = await objectsById([sold.id, available.id]);
      expect(left.get(sold.id)).toEqual(sold);
      expect(left.has(available.id)).toBe(false);
    });

    it('does not delete the object of another project', async () => {
      const beta = (await objectsOf('beta')).find((o) => o.progress_state === 'available')!;
      const result = bulkResult(await admin.post(APARTMENTS, { bulkAction: 'delete', targets: [beta.id] }));
      expect(result.results).toEqual([expect.objectContaining({ id: beta.id, status: 'not_found' })]);
      expect((await objectsById([beta.id])).get(beta.id)).toEqual(beta);
    });

    it('skips buildings that still have objects and deletes empty ones', async () => {
      const db = t.database.db;
      const now = new Date().toISOString();
      const empty = await db
        .insertInto('buildings')
        .values({
          project_id: await projectId('rent'),
          title: 'Leerstand Testweg',
          ref_number: 'RENT-B-9999',
          street: 'Testweg',
          house_number: '1',
          postal_code: '8000',
          city: 'Zürich',
          construction_year: 2000,
          num_floors: 3,
          active: 1,
          search_text: 'rent-b-9999 leerstand testweg',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const withObjects = await db
        .selectFrom('objects')
        .select('building_id')
        .where('project_id', '=', await projectId('rent'))
        .where('building_id', 'is not', null)
        .executeTakeFirstOrThrow();
      const full = withObjects.building_id!;

      const result = bulkResult(
        await admin.post(BUILDINGS, { bulkAction: 'delete', targets: [full, empty.id] }),
      );
      expect(statusOf(result, full)?.status).toBe('skipped');
      expect(statusOf(result, full)?.message).toBeTruthy();
      expect(statusOf(result, empty.id)?.status).toBe('done');
      const ids = (await buildingsOf('rent')).map((b) => b.id);
      expect(ids).toContain(full);
      expect(ids).not.toContain(empty.id);
    });
  });

  describe('refused requests', () => {
    const refused: Array<[string, unknown]> = [
      ['an empty target list', { bulkAction: 'deactivate', targets: [] }],
      ['no targets at all', { bulkAction: 'deactivate' }],
      ['an unknown bulkAction', { bulkAction: 'explode', targets: [1] }],
      ['an empty bulkAction', { bulkAction: '', targets: [1] }],
      ['a bulkAction that is not a string', { bulkAction: 7, targets: [1] }],
      ['a missing bulkAction', { targets: [1] }],
      ['a target that is a word', { bulkAction: 'deactivate', targets: ['abc'] }],
      ['a fractional target', { bulkAction: 'deactivate', targets: [1.5] }],
      ['a negative target', { bulkAction: 'deactivate', targets: [-1] }],
      ['a zero target', { bulkAction: 'deactivate', targets: [0] }],
      ['a null target', { bulkAction: 'deactivate', targets: [null] }],
      ['a boolean target', { bulkAction: 'deactivate', targets: [true] }],
      ['an object target', { bulkAction: 'deactivate', targets: [{ id: 1 }] }],
      ['targets that are not a list', { bulkAction: 'deactivate', targets: 'abc' }],
      ['a body that is a list', [1, 2]],
      [
        `more than ${BULK_MAX_TARGETS} targets`,
        { bulkAction: 'deactivate', targets: Array.from({ length: BULK_MAX_TARGETS + 1 }, (_, i) => i + 1) },
      ],
      [
        'far more targets than allowed',
        {
          bulkAction: 'deactivate',
          targets: Array.from({ length: BULK_MAX_TARGETS * 10 + 1 }, (_, i) => i + 1),
        },
      ],
      ['an export sorted by an unknown column', { bulkAction: 'exportExcel', targets: [1], sort: 'nope' }],
    ];
    it.each(refused)('refuses %s with 400', async (what, body) => {
      expectStatus(await admin.post(APARTMENTS, body), 400, what);
    });

    it('refuses a selection with one bad id without changing the good ones', async () => {
      const [object] = await freshApartments(1, (o) => o.active === 1);
      const body = expectStatus(
        await admin.post(APARTMENTS, { bulkAction: 'deactivate', targets: [object!.id, 'abc'] }),
        400,
      );
      expect(body.messageKey).toBe('bulk_invalid_targets');
      expect((await objectsById([object!.id])).get(object!.id)).toEqual(object);
    });

    it('names the problem: no selection, too many rows, bad ids, unknown action', async () => {
      const key = async (body: unknown) =>
        (await admin.post(APARTMENTS, body)).json<ApiErrorBody>().messageKey;
      expect(await key({ bulkAction: 'deactivate', targets: [] })).toBe('bulk_no_targets');
      expect(
        await key({
          bulkAction: 'deactivate',
          targets: Array.from({ length: BULK_MAX_TARGETS + 1 }, (_, i) => i + 1),
        }),
      ).toBe('bulk_too_many_targets');
      expect(await key({ bulkAction: 'deactivate', targets: [1.5] })).toBe('bulk_invalid_targets');
      expect(await key({ bulkAction: 'deactivate', targets: 'abc' })).toBe('bulk_invalid_targets');
      expect(await key({ bulkAction: 'explode', targets: [1] })).toBe('bulk_unknown_action');
    });

    it('names the problem of a body its schema refuses, with its field, before any row is read', async () => {
      const refusal = async (body: unknown) => {
        const res = await admin.post(APARTMENTS, body);
        expect(res.statusCode).toBe(400);
        const reply = res.json<ApiErrorBody & { errors?: Record<string, string> }>();
        return [reply.messageKey, Object.keys(reply.errors ?? {})];
      };
      expect(await refusal([1, 2])).toEqual(['bulk_unknown_action', ['_']]);
      expect(await refusal({ targets: [1] })).toEqual(['bulk_unknown_action', ['bulkAction']]);
      expect(await refusal({ bulkAction: 'x'.repeat(101), targets: [1] })).toEqual([
        'bulk_unknown_action',
        ['bulkAction'],
      ]);
      expect(await refusal({ bulkAction: 'deactivate', targets: [1], option: 7 })).toEqual([
        'bulk_invalid_option',
        ['option'],
      ]);
      expect(await refusal({ bulkAction: 'exportExcel', targets: [1], sort: 's'.repeat(101) })).toEqual([
        'invalid_sort',
        ['sort'],
      ]);
      const tooMany = await admin.post(APARTMENTS, {
        bulkAction: 'deactivate',
        targets: Array.from({ length: BULK_MAX_TARGETS * 10 + 1 }, (_, i) => i + 1),
      });
      expect(tooMany.json<ApiErrorBody>().message).toContain(String(BULK_MAX_TARGETS));
    });

    it(`accepts exactly ${BULK_MAX_TARGETS} targets`, async () => {
      const targets = Array.from({ length: BULK_MAX_TARGETS }, (_, i) => 900_000_000 + i);
      const result = bulkResult(await admin.post(APARTMENTS, { bulkAction: 'deactivate', targets }));
      expect(result.done).toBe(0);
      expect(result.results).toHaveLength(BULK_MAX_TARGETS);
      expect(result.results.every((r) => r.status === 'not_found')).toBe(true);
    });
  });

  describe('permissions', () => {
    it('refuses deactivate to an assistant (no object_write) and changes nothing', async () => {
      const assistant = await Client.login(t.app, 'demo.assistant');
      const [object] = await freshApartments(1, (o) => o.active === 1);
      for (const bulkAction of ['deactivate', 'activate', 'delete']) {
        const body = expectStatus(
          await assistant.post(APARTMENTS, { bulkAction, targets: [object!.id] }),
          403,
        );
        expect(body.messageKey).toBe('admin_access_denied');
      }
      expect((await objectsById([object!.id])).get(object!.id)).toEqual(object);
    });

    it('lets an assistant export', async () => {
      const assistant = await Client.login(t.app, 'demo.assistant');
      const [object] = await freshApartments(1);
      const res = await assistant.post(APARTMENTS, { bulkAction: 'exportExcel', targets: [object!.id] });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(XLSX);
    });

    it('lets a marketer (object_write) deactivate and refuses a contract user (object_read only)', async () => {
      const [first, second] = await freshApartments(2, (o) => o.active === 1);
      const marketer = await Client.login(t.app, 'demo.marketer');
      expect(
        bulkResult(await marketer.post(APARTMENTS, { bulkAction: 'deactivate', targets: [first!.id] })).done,
      ).toBe(1);
      const contract = await Client.login(t.app, 'demo.contract');
      expectStatus(await contract.post(APARTMENTS, { bulkAction: 'deactivate', targets: [second!.id] }), 403);
      expect((await objectsById([second!.id])).get(second!.id)!.active).toBe(1);
    });

    it('refuses an analyst (no object_read) the list and every bulk action', async () => {
      const analyst = await Client.login(t.app, 'demo.analyst');
      const [object] = await freshApartments(1, (o) => o.active === 1);
      expectStatus(await analyst.get(APARTMENTS), 403);
      expectStatus(await analyst.get(BUILDINGS), 403);
      expectStatus(await analyst.post(APARTMENTS, { bulkAction: 'deactivate', targets: [object!.id] }), 403);
      expectStatus(await analyst.post(APARTMENTS, { bulkAction: 'exportExcel', targets: [object!.id] }), 403);
      expect((await objectsById([object!.id])).get(object!.id)).toEqual(object);
    });

    it('lists only the bulk actions the user may run', async () => {
      const adminData = (await admin.get(APARTMENTS)).json<TableData>();
      expect(adminData.bulkOptions.map((b) => b.value)).toEqual([
        'activate',
        'deactivate',
        'delete',
        'sendMail',
      ]);
      for (const option of adminData.bulkOptions) expect(option.displayName).toBeTruthy();
      expect(adminData.excelDownload.enabled).toBe(true);

      const assistant = await Client.login(t.app, 'demo.assistant');
      for (const path of [APARTMENTS, BUILDINGS]) {
        const data = (await assistant.get(path)).json<TableData>();
        const values = data.bulkOptions.map((b) => b.value);
        for (const action of ['activate', 'deactivate', 'delete']) expect(values, path).not.toContain(action);
        expect(data.excelDownload.enabled, path).toBe(true);
      }
    });

    it('refuses a signed-out caller with 401', async () => {
      const anonymous = new Client(t.app, null);
      expectStatus(await anonymous.post(APARTMENTS, { bulkAction: 'deactivate', targets: [1] }), 401);
    });
  });

  describe('Excel export', () => {
    it('returns a real .xlsx with the visible columns and one row per selected object', async () => {
      const picked = (await freshApartments(7)).reverse();
      const beta = (await objectsOf('beta'))[0]!;
      const header = (await admin.get(APARTMENTS))
        .json<TableData>()
        .header.filter((h) => h.key !== 'detailColumn');

      const res = await admin.post(APARTMENTS, {
        bulkAction: 'exportExcel',
        targets: [...picked.map((o) => o.id), beta.id],
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(XLSX);
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="[^"]+\.xlsx"/);
      expect(disposition).toContain("filename*=UTF-8''");

      const book = await workbookOf(res);
      expect(book.worksheets).toHaveLength(1);
      const sheet = book.worksheets[0]!;
      expect(sheet.name).toBe('Wohnungen');
      const titles = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(titles).toEqual(header.map((h) => h.title));
      expect(sheet.rowCount).toBe(picked.length + 1);

      const column = (key: string) => header.findIndex((h) => h.key === key) + 1;
      const dataRows = Array.from({ length: picked.length }, (_, i) => sheet.getRow(i + 2));
      const refs = dataRows.map((row) => row.getCell(column('ref_number')).value);
      expect(refs).toEqual(picked.map((o) => o.ref_number).sort());
      expect(refs).not.toContain(beta.ref_number);
      const byRef = new Map(picked.map((o) => [o.ref_number, o]));
      for (const row of dataRows) {
        const object = byRef.get(String(row.getCell(column('ref_number')).value))!;
        expect(row.getCell(column('title')).value).toBe(object.title);
        expect(row.getCell(column('rental_price')).value).toBe(object.rental_price! / 100);
        expect(row.getCell(column('rooms')).value).toBe(object.rooms);
      }
    });

    it('orders the exported rows by the sort it is given', async () => {
      const picked = await freshApartments(6);
      const res = await admin.post(APARTMENTS, {
        bulkAction: 'exportExcel',
        targets: picked.map((o) => o.id),
        sort: '-rental_price',
      });
      expect(res.statusCode).toBe(200);
      const book = await workbookOf(res);
      const sheet = book.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const priceColumn = header.indexOf('Bruttomiete') + 1;
      expect(priceColumn).toBeGreaterThan(0);
      const prices = Array.from({ length: picked.length }, (_, i) =>
        Number(sheet.getRow(i + 2).getCell(priceColumn).value),
      );
      expect(prices).toEqual(picked.map((o) => o.rental_price! / 100).sort((a, b) => b - a));
    });

    it('exports buildings with their header', async () => {
      const buildings = await buildingsOf('rent');
      const res = await admin.post(BUILDINGS, {
        bulkAction: 'exportExcel',
        targets: buildings.map((b) => b.id),
      });
      expect(res.statusCode).toBe(200);
      const book = await workbookOf(res);
      const sheet = book.worksheets[0]!;
      const header = (await admin.get(BUILDINGS))
        .json<TableData>()
        .header.filter((h) => h.key !== 'detailColumn');
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header.map((h) => h.title));
      expect(sheet.rowCount).toBe(buildings.length + 1);
    });
  });

  describe('atomicity', () => {
    const apartments = LIST_SCHEMAS.find((s) => s.path === 'objects/apartments')!;

    /** The apartments list with one bulk option whose run does its real work and then fails. */
    function failingAfter(
      value: string,
      check: (ids: number[], scope: Parameters<NonNullable<BulkDef['run']>>[0]) => Promise<void>,
    ): ListSchema {
      return {
        ...apartments,
        bulk: apartments.bulk.map((option) =>
          option.value !== value
            ? option
            : {
                ...option,
                run: async (scope, ids, ctx) => {
                  await option.run!(scope, ids, ctx);
                  await check(ids, scope);
                  throw new Error('failure after the update');
                },
              },
        ),
      };
    }

    it('rolls back every row of a deactivate that fails after updating', async () => {
      const ctx = await listRequest(t, 'rent', 'demo.admin');
      const picked = await freshApartments(4, (o) => o.active === 1);
      const targets = picked.map((o) => o.id);
      let changedInside: number[] = [];
      const schema = failingAfter('deactivate', async (ids, scope) => {
        const rows = await scope
          .selectFrom('objects')
          .select(['id', 'active'])
          .where('id', 'in', ids)
          .execute();
        changedInside = rows.filter((r) => r.active === 0).map((r) => r.id);
      });

      await expect(runBulk(schema, ctx, { bulkAction: 'deactivate', targets })).rejects.toThrow(
        'failure after the update',
      );
      expect(changedInside.sort((a, b) => a - b)).toEqual([...targets].sort((a, b) => a - b));
      const after = await objectsById(targets);
      for (const o of picked) expect(after.get(o.id)).toEqual(o);
    });

    it('rolls back a delete that fails after deleting', async () => {
      const ctx = await listRequest(t, 'rent', 'demo.admin');
      const picked = await freshApartments(3, (o) => o.progress_state === 'available');
      const targets = picked.map((o) => o.id);
      let leftInside = -1;
      const schema = failingAfter('delete', async (ids, scope) => {
        leftInside = (await scope.selectFrom('objects').select('id').where('id', 'in', ids).execute()).length;
      });

      await expect(runBulk(schema, ctx, { bulkAction: 'delete', targets })).rejects.toThrow();
      expect(leftInside).toBe(0);
      const after = await objectsById(targets);
      for (const o of picked) expect(after.get(o.id)).toEqual(o);
    });

    it('runs the unchanged schema from the same context and commits', async () => {
      const ctx = await listRequest(t, 'rent', 'demo.admin');
      const [object] = await freshApartments(1, (o) => o.active === 1);
      const reply = await runBulk(apartments, ctx, { bulkAction: 'deactivate', targets: [object!.id] });
      expect(reply.kind).toBe('result');
      expect((await objectsById([object!.id])).get(object!.id)!.active).toBe(0);
    });

    it('refuses the assistant in runBulk itself', async () => {
      const ctx = await listRequest(t, 'rent', 'demo.assistant');
      const [object] = await freshApartments(1, (o) => o.active === 1);
      const outcome = runBulk(apartments, ctx, { bulkAction: 'deactivate', targets: [object!.id] });
      await expect(outcome).rejects.toBeInstanceOf(ApiError);
      await expect(outcome).rejects.toMatchObject({ status: 403 });
      expect((await objectsById([object!.id])).get(object!.id)).toEqual(object);
    });
  });
});
