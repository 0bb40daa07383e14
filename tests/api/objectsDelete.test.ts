import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult } from '../../schema/api/tableData';
import type { NewObjectOccupancy } from '../../server/db/tables/objects';
import type { RealEstateObject } from '../../server/db/types';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { auditOf, expectStatus, objectRow, occupanciesOf } from './objectsSupport';

/** DELETE /api/v1/objects/{id}, and the lists' bulk delete under the same rule. */
describe.each(DIALECTS)('objects: delete (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  const used = new Set<number>();
  async function fresh(slug: string, state: string, type = 'apartments'): Promise<RealEstateObject> {
    const found = (await t.objectsOf(slug, type)).find((o) => !used.has(o.id) && o.progress_state === state);
    expect(found, `${slug} ${state}`).toBeDefined();
    used.add(found!.id);
    return found!;
  }
  const remove = (client: Client, id: number) =>
    client.request({ method: 'DELETE', url: `/api/v1/objects/${id}` });
  /** Binds an object to a person (no contact details, no comment). */
  const bind = (
    object: RealEstateObject,
    binding: Omit<
      NewObjectOccupancy,
      'project_id' | 'object_id' | 'person_email' | 'person_phone' | 'comment'
    >,
  ) =>
    t.database.db
      .insertInto('object_occupancies')
      .values({
        project_id: object.project_id,
        object_id: object.id,
        person_email: '',
        person_phone: '',
        comment: '',
        ...binding,
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  it.each([
    ['rent', 'with_offer', 'object_delete_has_applications'],
    ['rent', 'assigned', 'object_delete_has_applications'],
    ['rent', 'rented', 'object_delete_has_tenant'],
    ['rent', 'reserved', 'object_delete_has_buyer'],
    ['verkauf', 'reserved', 'object_delete_has_buyer'],
    ['verkauf', 'sold', 'object_delete_has_buyer'],
  ])('refuses to delete a %s object that is %s, saying who it is bound to', async (slug, state, key) => {
    const object = await fresh(slug, state);
    const res = await remove(admin.inTenant(slug), object.id);
    const body = expectStatus(res, 409);
    expect(body.messageKey).toBe(key);
    expect(await objectRow(t, object.id)).toEqual(object);
    expect(await occupanciesOf(t, object.id)).toHaveLength(1);
  });

  it('refuses a bound object whose binding is not recorded, by its state', async () => {
    const object = await fresh('rent', 'rented', 'parkingspace');
    await t.database.db.deleteFrom('object_occupancies').where('object_id', '=', object.id).execute();
    expect(expectStatus(await remove(admin, object.id), 409).messageKey).toBe('object_delete_bound');
  });

  it('refuses an available object that still has a current binding', async () => {
    const object = await fresh('rent', 'available');
    await bind(object, { kind: 'offer', person_name: 'Laura Graf', created_at: new Date().toISOString() });
    expect(expectStatus(await remove(admin, object.id), 409).messageKey).toBe(
      'object_delete_has_applications',
    );
  });

  it('deletes an available object with its past bindings and writes the audit row', async () => {
    const object = await fresh('rent', 'available');
    await bind(object, {
      kind: 'rental',
      person_name: 'Beat Frei',
      ends_on: '2025-12-31',
      created_at: '2020-01-01T00:00:00.000Z',
      closed_at: '2025-12-31T00:00:00.000Z',
    });
    const res = await remove(admin, object.id);
    expect(expectStatus(res, 200).message).toBe(`Das Objekt «${object.title}» wurde gelöscht.`);
    expect(await objectRow(t, object.id)).toBeUndefined();
    expect(await occupanciesOf(t, object.id)).toEqual([]);
    const [entry] = await auditOf(t, 'objects', object.id);
    expect(entry).toMatchObject({ action: 'delete', after: null });
    expect(JSON.parse(entry!.before!)).toMatchObject({ title: object.title, ref_number: object.ref_number });
  });

  it("answers 404 for another customer's object and deletes nothing", async () => {
    const beta = await fresh('beta', 'available');
    expect(expectStatus(await remove(admin, beta.id), 404).messageKey).toBe('object_not_found');
    expect(await objectRow(t, beta.id)).toEqual(beta);
  });

  it('is closed to the assistant and the contract role', async () => {
    const object = await fresh('rent', 'available');
    for (const role of ['assistant', 'contract']) {
      const client = await Client.login(t.app, `demo.${role}`);
      expect((await remove(client, object.id)).statusCode, role).toBe(403);
    }
    expect(await objectRow(t, object.id)).toEqual(object);
  });

  it('skips in the bulk delete exactly the objects DELETE refuses, with the same reason', async () => {
    const tenant = await fresh('rent', 'rented');
    const offered = await fresh('rent', 'with_offer');
    const free = await fresh('rent', 'available');
    const res = await admin.post('/api/v1/objects/apartments', {
      bulkAction: 'delete',
      targets: [tenant.id, offered.id, free.id],
    });
    const result = res.json<BulkResult>();
    const byId = new Map(result.results.map((r) => [r.id, r]));
    for (const object of [tenant, offered]) {
      const single = expectStatus(await remove(admin, object.id), 409);
      expect(byId.get(object.id)).toMatchObject({ status: 'skipped', message: single.message });
    }
    expect(byId.get(free.id)?.status).toBe('done');
    const row = (await admin.get('/api/v1/objects/apartments', { refreshItemId: String(tenant.id) })).json();
    expect(row.body[0]._disabled_bulk_options.delete).toBe(
      'Das Objekt ist vermietet und kann nicht gelöscht werden.',
    );
  });
});
