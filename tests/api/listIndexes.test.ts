import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectSearchText } from '../../server/modules/objects/searchText';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

interface StateChoice {
  value: string;
  totalNum: number;
}

describe.each(DIALECTS)('maintained state counts and search index (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  async function countsDrift() {
    const db = t.database.db;
    const counted = await db
      .selectFrom('object_state_counts')
      .select(['project_id', 'object_type', 'active', 'progress_state', 'n'])
      .where('n', '>', 0)
      .execute();
    const actual = await db
      .selectFrom('objects')
      .select(['project_id', 'object_type', 'active', 'progress_state', sql<number>`count(*)`.as('n')])
      .groupBy(['project_id', 'object_type', 'active', 'progress_state'])
      .execute();
    const key = (r: {
      project_id: number;
      object_type: string;
      active: number;
      progress_state: string;
      n: number;
    }) => `${r.project_id}/${r.object_type}/${r.active}/${r.progress_state}=${Number(r.n)}`;
    return { counted: counted.map(key).sort(), actual: actual.map(key).sort() };
  }

  async function rentApartments(limit: number) {
    return t.database.db
      .selectFrom('objects')
      .innerJoin('projects', 'projects.id', 'objects.project_id')
      .select(['objects.id', 'objects.progress_state', 'objects.active'])
      .where('projects.slug', '=', 'rent')
      .where('objects.object_type', '=', 'apartments')
      .orderBy('objects.id')
      .limit(limit)
      .execute();
  }

  it('starts equal to counting the rows', async () => {
    const { counted, actual } = await countsDrift();
    expect(counted).toEqual(actual);
    expect(counted.length).toBeGreaterThan(10);
  });

  it('stays equal through bulk deactivate, activate and delete, state changes, inserts and deletes', async () => {
    const rows = await rentApartments(40);
    const ids = rows.map((r) => r.id);
    await admin.post('/api/v1/objects/apartments', { bulkAction: 'deactivate', targets: ids.slice(0, 20) });
    await admin.post('/api/v1/objects/apartments', { bulkAction: 'activate', targets: ids.slice(10, 30) });
    await admin.post('/api/v1/objects/apartments', { bulkAction: 'delete', targets: ids.slice(30, 40) });
    await t.database.db
      .updateTable('objects')
      .set({ progress_state: 'rented' })
      .where('id', 'in', ids.slice(0, 5))
      .execute();
    await t.database.db
      .updateTable('objects')
      .set({ object_type: 'craft' })
      .where('id', '=', ids[6]!)
      .execute();
    const template = await t.database.db
      .selectFrom('objects')
      .selectAll()
      .where('id', '=', ids[7]!)
      .executeTakeFirstOrThrow();
    const { id: _id, version: _version, public_id: _publicId, ...copy } = template;
    await t.database.db
      .insertInto('objects')
      .values({ ...copy, ref_number: 'RENT-A-NEW1', progress_state: 'reserved' })
      .execute();
    const { counted, actual } = await countsDrift();
    expect(counted).toEqual(actual);
  });

  it('answers the same state counts and total whether it reads the counters or counts rows', async () => {
    const fromCounters = (await admin.get('/api/v1/objects/apartments')).json();
    // A search every apartment matches takes the counting path.
    const counted = (await admin.get('/api/v1/objects/apartments', { search: 'rent-a-' })).json();
    const totals = (d: { stateFilters: { choices: StateChoice[] } }) =>
      Object.fromEntries(d.stateFilters.choices.map((c) => [c.value, c.totalNum]));
    expect(totals(counted)).toEqual(totals(fromCounters));
    expect(counted.pagination.totalItems).toBe(fromCounters.pagination.totalItems);
    const rented = (await admin.get('/api/v1/objects/apartments', { status: 'rented' })).json();
    expect(rented.pagination.totalItems).toBe(totals(fromCounters).rented);
  });

  it('finds an object by its new address after an edit, and no longer by its old one', async () => {
    const [row] = await rentApartments(1);
    const object = await t.database.db
      .selectFrom('objects')
      .selectAll()
      .where('id', '=', row!.id)
      .executeTakeFirstOrThrow();
    const moved = {
      ...object,
      street: 'Quellenweg',
      house_number: '17',
      city: 'Wädenswil',
      postal_code: '8820',
    };
    await t.database.db
      .updateTable('objects')
      .set({
        street: moved.street,
        house_number: moved.house_number,
        city: moved.city,
        postal_code: moved.postal_code,
        search_text: objectSearchText(moved),
      })
      .where('id', '=', object.id)
      .execute();
    const found = (await admin.get('/api/v1/objects/apartments', { search: 'quellenweg 17' })).json();
    expect(found.body.map((r: { _id: number }) => r._id)).toEqual([object.id]);
    const old = (
      await admin.get('/api/v1/objects/apartments', { search: object.street.toLowerCase() })
    ).json();
    expect(old.body.map((r: { _id: number }) => r._id)).not.toContain(object.id);
  });

  it('finds two-letter words too, which the trigram index cannot', async () => {
    const res = (await admin.get('/api/v1/objects/apartments', { search: 'og' })).json();
    const expected = await t.database.db
      .selectFrom('objects')
      .innerJoin('projects', 'projects.id', 'objects.project_id')
      .select(sql<number>`count(*)`.as('n'))
      .where('projects.slug', '=', 'rent')
      .where('objects.object_type', '=', 'apartments')
      .where('objects.search_text', 'like', '%og%')
      .executeTakeFirstOrThrow();
    expect(res.pagination.totalItems).toBe(Number(expected.n));
  });
});
