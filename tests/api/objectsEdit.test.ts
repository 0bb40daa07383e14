import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectDetail } from '../../schema/api/objects';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import {
  auditOf,
  expectFieldError,
  expectStatus,
  listSearch,
  objectBody,
  objectRow,
  withField,
} from './objectsSupport';

/** POST /api/v1/objects/{id}/edit (v1 and v2): the fields of an object, at the version it was loaded. */
describe.each(DIALECTS)('objects: edit (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  /** A new object of the rent project, as the edit form loads it. */
  async function created(type: 'apartments' | 'parkingspace' = 'apartments'): Promise<ObjectDetail> {
    const res = await admin.post(`/api/v1/objects/${type}/create`, objectBody(type, false));
    return expectStatus(res, 201) as unknown as ObjectDetail;
  }

  /** What the edit form sends back: the groups of the detail and its version. */
  function formOf(detail: ObjectDetail) {
    const { basics, prices, address, rental, additional, version } = detail;
    const { rentalPricePerSquareMeter: _a, nettoPricePerSquareMeter: _b, ...writable } = prices;
    return { basics, prices: writable, address, rental, additional, version };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  it('loads the edit form like the detail', async () => {
    const detail = await created();
    expect((await admin.get(`/api/v1/objects/${detail.id}/edit`)).json()).toEqual(detail);
  });

  it('saves the fields, raises the version and answers the fresh detail', async () => {
    const detail = await created();
    const form = withField(formOf(detail), 'prices', 'nettoPrice', 1990.5);
    const body = withField(form, 'prices', 'rentalPrice', 2240.5);
    const res = await admin.post(`/api/v1/objects/${detail.id}/edit`, body);
    const saved = expectStatus(res, 200) as unknown as ObjectDetail;
    expect(saved.version).toBe(detail.version + 1);
    expect(saved.prices).toMatchObject({ nettoPrice: 1990.5, rentalPrice: 2240.5, extraPrice: 250 });
    expect((await objectRow(t, detail.id))!).toMatchObject({ netto_price: 199050, rental_price: 224050 });
  });

  it('records only the changed fields before and after', async () => {
    const detail = await created();
    const body = withField(formOf(detail), 'basics', 'title', 'Attika mit Seesicht');
    await admin.post(`/api/v1/objects/${detail.id}/edit`, body);
    const entries = await auditOf(t, 'objects', detail.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(JSON.parse(entries[1]!.before!)).toEqual({ title: detail.basics.title });
    expect(JSON.parse(entries[1]!.after!)).toEqual({ title: 'Attika mit Seesicht' });
  });

  it('takes the same fields on the v2 path', async () => {
    const detail = await created('parkingspace');
    const body = withField(formOf(detail), 'basics', 'floor', 'UG');
    const saved = expectStatus(
      await admin.post(`/api/v2/objects/${detail.id}/edit`, body),
      200,
    ) as unknown as ObjectDetail;
    expect(saved.basics.floor).toBe('UG');
  });

  it('refuses a stale version with 409 and leaves the object as the other save left it', async () => {
    const detail = await created();
    const first = withField(formOf(detail), 'basics', 'title', 'Erste Änderung');
    expect((await admin.post(`/api/v1/objects/${detail.id}/edit`, first)).statusCode).toBe(200);
    const afterFirst = await objectRow(t, detail.id);
    const second = withField(formOf(detail), 'basics', 'title', 'Zweite Änderung');
    const res = await admin.post(`/api/v1/objects/${detail.id}/edit`, second);
    const body = expectStatus(res, 409);
    expect(body.messageKey).toBe('record_changed');
    expect(body.message).toContain('Objekt');
    expect(body.message).toContain('neu');
    expect(await objectRow(t, detail.id)).toEqual(afterFirst);
    const french = await admin.post(`/fr/api/v1/objects/${detail.id}/edit`, second);
    expect(french.json().message).toContain('L’objet');
  });

  it('refuses a missing version and every bad field with 400 naming it', async () => {
    const detail = await created();
    const { version: _v, ...noVersion } = formOf(detail);
    expectFieldError(
      await admin.post(`/api/v1/objects/${detail.id}/edit`, noVersion),
      'version',
      'version_required',
    );
    const bad = withField(formOf(detail), 'address', 'postalCode', '80000');
    expectFieldError(await admin.post(`/api/v1/objects/${detail.id}/edit`, bad), 'address.postalCode');
    expect(await objectRow(t, detail.id)).toMatchObject({ version: detail.version, postal_code: '8004' });
  });

  it("refuses another object's reference number and keeps its own", async () => {
    const detail = await created();
    const other = (await t.objectsOf('rent'))[0]!;
    const taken = withField(formOf(detail), 'basics', 'refNumber', other.ref_number.toLowerCase());
    expectFieldError(
      await admin.post(`/api/v1/objects/${detail.id}/edit`, taken),
      'basics.refNumber',
      'ref_number_taken',
    );
    const own = withField(formOf(detail), 'basics', 'refNumber', detail.basics.refNumber.toLowerCase());
    expect((await admin.post(`/api/v1/objects/${detail.id}/edit`, own)).statusCode).toBe(200);
  });

  it("refuses a building of another project, and answers 404 for another customer's object", async () => {
    const detail = await created();
    const foreign = (await t.buildingsOf('beta'))[0]!;
    const body = withField(formOf(detail), 'address', 'building', foreign.id);
    expectFieldError(
      await admin.post(`/api/v1/objects/${detail.id}/edit`, body),
      'address.building',
      'building_not_found',
    );
    const beta = (await t.objectsOf('beta'))[0]!;
    const res = await admin.post(`/api/v1/objects/${beta.id}/edit`, {
      ...formOf(detail),
      version: beta.version,
    });
    expect(expectStatus(res, 404).messageKey).toBe('object_not_found');
    expect((await objectRow(t, beta.id))!.version).toBe(beta.version);
  });

  it('is closed to the assistant, who may still read the object', async () => {
    const detail = await created();
    const assistant = await Client.login(t.app, 'demo.assistant');
    expect((await assistant.post(`/api/v1/objects/${detail.id}/edit`, formOf(detail))).statusCode).toBe(403);
    expect((await assistant.get(`/api/v1/objects/${detail.id}/edit`)).statusCode).toBe(403);
    expect((await assistant.get(`/api/v1/objects/${detail.id}`)).statusCode).toBe(200);
  });

  it('makes an edited object findable by the new word of its title and no longer by the old one', async () => {
    const detail = await created();
    const first = withField(formOf(detail), 'basics', 'title', 'Wohnung Kornhausbrücke');
    await admin.post(`/api/v1/objects/${detail.id}/edit`, first);
    expect(await listSearch(admin, 'objects/apartments', 'kornhausbrücke')).toEqual([detail.id]);
    const fresh = (await admin.get(`/api/v1/objects/${detail.id}`)).json<ObjectDetail>();
    const second = withField(formOf(fresh), 'basics', 'title', 'Wohnung Sihlquai');
    await admin.post(`/api/v1/objects/${detail.id}/edit`, second);
    expect(await listSearch(admin, 'objects/apartments', 'sihlquai')).toEqual([detail.id]);
    expect(await listSearch(admin, 'objects/apartments', 'kornhausbrücke')).toEqual([]);
  });
});
