import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoped } from '../../server/core/scope';
import { insertSearchable } from '../../server/lists/searchText';
import { isRefNumberConflict } from '../../server/modules/objects/common';
import { EMPTY_OBJECT } from '../../server/modules/objects/rows';
import { objectSearch } from '../../server/modules/objects/searchText';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { expectFieldError, objectBody } from './objectsSupport';

/** POST /api/v1/objects/{type}/validation: one page of the creation wizard, checked on the server. */
describe.each(DIALECTS)('objects: validation of one wizard page (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let assistant: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    assistant = await Client.login(t.app, 'demo.assistant');
  });
  afterAll(() => t.close());

  const validate = (client: Client, type: string, payload: unknown) =>
    client.post(`/api/v1/objects/${type}/validation`, payload);

  it('accepts a valid page', async () => {
    const { basics } = objectBody('apartments', false);
    expect((await validate(admin, 'apartments', { page: 'basics', values: basics })).json()).toEqual({
      valid: true,
    });
  });

  it('names the bad fields of that page only', async () => {
    const body = objectBody('apartments', false);
    const res = await validate(admin, 'apartments', {
      page: 'basics',
      values: { ...body.basics, title: '' },
    });
    const reply = expectFieldError(res, 'basics.title', 'general_field_is_required');
    expect(Object.keys(reply.errors!)).toEqual(['basics.title']);
    const rental = await validate(admin, 'apartments', {
      page: 'rental',
      values: { minChildren: 3, maxChildren: 1 },
    });
    expectFieldError(rental, 'rental.maxChildren', 'number_range_invalid');
  });

  it('takes a number range whose ends are equal (exactly two adults)', async () => {
    const rental = await validate(admin, 'apartments', {
      page: 'rental',
      values: { minAdults: 2, maxAdults: 2, minChildren: 0, maxChildren: 0 },
    });
    expect(rental.json()).toEqual({ valid: true });
  });

  it('refuses a taken reference number, except the one of the object being edited', async () => {
    const object = (await t.objectsOf('rent'))[5]!;
    const values = { ...objectBody('apartments', false).basics, refNumber: object.ref_number };
    expectFieldError(
      await validate(admin, 'apartments', { page: 'basics', values }),
      'basics.refNumber',
      'ref_number_taken',
    );
    expect((await validate(admin, 'apartments', { page: 'basics', values, id: object.id })).statusCode).toBe(
      200,
    );
  });

  it("refuses another project's building on the address page", async () => {
    const foreign = (await t.buildingsOf('beta'))[0]!;
    const values = { ...objectBody('apartments', false).address, building: foreign.id };
    expectFieldError(
      await validate(admin, 'apartments', { page: 'address', values }),
      'address.building',
      'building_not_found',
    );
  });

  it('refuses a page the type does not have and a page that does not exist', async () => {
    expectFieldError(await validate(admin, 'parkingspace', { page: 'rental', values: {} }), 'page');
    expectFieldError(await validate(admin, 'apartments', { page: 'uploads', values: {} }), 'page');
  });

  it('is closed to the assistant', async () => {
    expect((await validate(assistant, 'apartments', { page: 'basics', values: {} })).statusCode).toBe(403);
  });

  it('has the database refuse a taken reference number too, so two saves at once cannot both pass', async () => {
    const taken = (await t.objectsOf('rent'))[0]!;
    const row = {
      ...EMPTY_OBJECT,
      object_type: 'apartments',
      title: 'Doppelt',
      ref_number: taken.ref_number.toLowerCase(),
      progress_state: 'available',
      active: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const insert = insertSearchable(scoped(t.database.db, taken.project_id), objectSearch, [row]);
    const error = await insert.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isRefNumberConflict(error, 'objects')).toBe(true);
    expect(isRefNumberConflict(error, 'buildings')).toBe(false);
    // another customer may use the same number
    const beta = await t.projectId('beta');
    expect(await insertSearchable(scoped(t.database.db, beta), objectSearch, [row])).toHaveLength(1);
  });
});
