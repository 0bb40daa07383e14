import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectDetail } from '../../schema/api/objects';
import type { TableData } from '../../schema/api/tableData';
import { needs } from '../../schema/permissions';
import { scoped } from '../../server/core/scope';
import type { Database } from '../../server/db/types';
import { relatedValue } from '../../server/lists/common';
import { checkListSchema } from '../../server/lists/routes';
import { updateSearchable } from '../../server/lists/searchText';
import { tableData } from '../../server/lists/tableData';
import type { ListContext, ListSchema } from '../../server/lists/types';
import { parseListParams } from '../../server/lists/params';
import { LIST_SCHEMAS } from '../../server/modules/lists';
import { objectSearch } from '../../server/modules/objects/searchText';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { listRequest, listSearch, objectBody, objectRow, withField } from './objectsSupport';

const apartments = LIST_SCHEMAS.find((s) => s.path === 'objects/apartments')!;
const SERVER = path.resolve(import.meta.dirname, '../../server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the list engine keeps search texts: no other code writes objects or buildings', () => {
  it('finds no insert or update of a searchable table outside server/lists/searchText.ts', () => {
    const direct =
      /(insertInto|updateTable)\(\s*['"`](objects|buildings)['"`]|\b(insert\s+into|update)\s+"?(objects|buildings)\b/i;
    const offenders = sourceFiles(SERVER)
      .filter((file) => !file.includes(`${path.sep}migrations${path.sep}`))
      .filter((file) => !file.endsWith(path.join('lists', 'searchText.ts')))
      .filter((file) => direct.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SERVER, file));
    expect(offenders).toEqual([]);
  });

  it('refuses a list whose column reads another table by a raw subquery', () => {
    const raw: ListSchema = {
      ...apartments,
      columns: [
        ...apartments.columns,
        {
          key: 'owner_title',
          title: 'col_building',
          format: 'text',
          expr: sql`(select title from buildings limit 1)`,
        },
      ],
    };
    // a connection to compile the SQL with (nothing runs)
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
    });
    try {
      expect(() => checkListSchema({ db }, raw)).toThrow(/subquery/);
      for (const schema of LIST_SCHEMAS) expect(() => checkListSchema({ db }, schema)).not.toThrow();
    } finally {
      void db.destroy();
    }
  });
});

describe.each(DIALECTS)('the list engine (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  it('writes the search text with a row that a write changes only in part', async () => {
    const object = (await t.objectsOf('rent'))[0]!;
    await t.database.db.transaction().execute(async (trx) => {
      await updateSearchable(scoped(trx, object.project_id), objectSearch, [object.id], {
        city: 'Rapperswil-Jona',
      });
    });
    const row = (await objectRow(t, object.id))!;
    expect(row.search_text).toContain('rapperswil-jona');
    expect(row.search_text).toContain(object.ref_number.toLowerCase());
    expect(row.version).toBe(object.version + 1);
    expect(await listSearch(admin, 'objects/apartments', 'rapperswil')).toEqual([object.id]);
  });

  it('keeps the search text through a state action and a bulk deactivation', async () => {
    const body = withField(objectBody('apartments', false), 'basics', 'title', 'Wohnung Gessnerallee');
    const detail = (await admin.post('/api/v1/objects/apartments/create', body)).json<ObjectDetail>();
    await admin.post('/api/v1/objects/apartments', { bulkAction: 'deactivate', targets: [detail.id] });
    expect(await listSearch(admin, 'objects/apartments', 'gessnerallee')).toEqual([detail.id]);
  });

  it("gives a schema's code the project's scope and never the connection", async () => {
    const seen: ListContext[] = [];
    const spying: ListSchema = {
      ...apartments,
      filters: apartments.filters.map((f) =>
        f.key === 'building' ? { ...f, choices: async (ctx) => (seen.push(ctx), f.choices!(ctx)) } : f,
      ),
    };
    const req = await listRequest(t, 'rent', 'demo.admin');
    const data = (await tableData(spying, req, parseListParams(spying, {}))) as TableData;
    expect(seen).toHaveLength(1);
    expect('db' in seen[0]!).toBe(false);
    expect(seen[0]!.scope.projectId).toBe(req.project.id);
    const buildings = data.filters.find((f) => f.key === 'building')!.choices.map((c) => Number(c.value));
    expect(buildings.sort((a, b) => a - b)).toEqual((await t.buildingsOf('rent')).map((b) => b.id));
  });

  it('never shows a related value of another project, even when a row points at one', async () => {
    const object = (await t.objectsOf('rent')).find((o) => o.building_id !== null)!;
    const foreign = (await t.buildingsOf('beta'))[0]!;
    await t.database.db
      .updateTable('objects')
      .set({ building_id: foreign.id })
      .where('id', '=', object.id)
      .execute();
    try {
      const res = await admin.get('/api/v1/objects/apartments', { refreshItemId: String(object.id) });
      expect(res.json<TableData>().body[0]!.building).toBeNull();
    } finally {
      await t.database.db
        .updateTable('objects')
        .set({ building_id: object.building_id })
        .where('id', '=', object.id)
        .execute();
    }
  });

  it('serves a list of any project-scoped table with an id, such as the bindings of objects', async () => {
    const bindings: ListSchema = {
      path: 'test/bindings',
      settingsKey: 'test_bindings',
      permission: needs('object_read'),
      table: 'object_occupancies',
      rowType: 'bindings',
      exportTitle: 'type_apartments',
      columns: [
        { key: 'person_name', title: 'col_title', format: 'text', orderable: true },
        {
          key: 'object',
          title: 'col_ref_number',
          format: 'text',
          expr: relatedValue('objects', 'ref_number', ['id', 'object_id']),
        },
      ],
      rowFields: {},
      progressState: () => 'active',
      defaultSort: 'person_name',
      stateFilter: {
        groupColumns: [],
        classify: () => 'all',
        choices: () => [{ value: 'all', label: 'state_all', where: null }],
      },
      filters: [],
      bulk: [],
    };
    const req = await listRequest(t, 'verkauf', 'demo.admin');
    const data = (await tableData(
      bindings,
      req,
      parseListParams(bindings, { rowsPerPage: '50' }),
    )) as TableData;
    const expected = await t.database.db
      .selectFrom('object_occupancies')
      .select('id')
      .where('project_id', '=', req.project.id)
      .execute();
    expect(data.pagination.totalItems).toBe(expected.length);
    expect(data.body.every((r) => String(r.object).startsWith('VERK-A-'))).toBe(true);
    expect(data.search.enabled).toBe(false);
    expect(data.createNew).toBeNull();
  });

  it('offers the create button to those who may create, naming what is created', async () => {
    const assistant = await Client.login(t.app, 'demo.assistant');
    for (const [list, type] of [
      ['objects/apartments', 'apartments'],
      ['objects/plot', 'plot'],
      ['buildings/', 'buildings'],
    ] as const) {
      expect((await admin.get(`/api/v1/${list}`)).json<TableData>().createNew, list).toEqual({
        enabled: true,
        type,
      });
      expect((await assistant.get(`/api/v1/${list}`)).json<TableData>().createNew, list).toBeNull();
    }
    const sale = (await admin.inTenant('verkauf').get('/api/v1/sales/objects/apartments')).json<TableData>();
    expect(sale.createNew).toEqual({ enabled: true, type: 'apartments' });
  });
});
