import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectCreateInit, ObjectDetail } from '../../schema/api/objects';
import { OBJECT_FILE_CATEGORIES, OBJECT_TYPES } from '../../schema/objects';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import {
  auditOf,
  expectFieldError,
  expectStatus,
  freshRef,
  listSearch,
  objectBody,
  objectRow,
  rowCount,
  withField,
} from './objectsSupport';

/** The detail, the creation wizard and its page checks (spec 2 section 7.7). */
describe.each(DIALECTS)('objects: detail and creation (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let assistant: Client;

  const countObjects = () => rowCount(t, 'objects');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    assistant = await Client.login(t.app, 'demo.assistant');
  });
  afterAll(() => t.close());

  describe('detail', () => {
    it('answers an object grouped like the wizard, money in francs, with its building', async () => {
      const object = (await t.objectsOf('rent')).find(
        (o) => o.building_id !== null && o.rental_price !== null,
      )!;
      const building = (await t.buildingsOf('rent')).find((b) => b.id === object.building_id)!;
      const detail = expectStatus(
        await assistant.get(`/api/v1/objects/${object.id}`),
        200,
      ) as unknown as ObjectDetail;
      expect(detail).toMatchObject({
        id: object.id,
        type: 'apartments',
        version: object.version,
        sale: false,
        building: { id: building.id, title: building.title },
        basics: { title: object.title, refNumber: object.ref_number },
        prices: { rentalPrice: object.rental_price! / 100 },
        address: { building: building.id, street: object.street, city: object.city },
        images: [],
      });
    });

    it("answers 404 for another customer's object, like a missing one", async () => {
      const beta = (await t.objectsOf('beta'))[0]!;
      const res = await admin.get(`/api/v1/objects/${beta.id}`);
      expect(expectStatus(res, 404).messageKey).toBe('object_not_found');
      expect((await admin.get('/api/v1/objects/999999999')).statusCode).toBe(404);
    });

    it('is closed to a role without object_read', async () => {
      const analyst = await Client.login(t.app, 'demo.analyst');
      const object = (await t.objectsOf('rent'))[0]!;
      expect((await analyst.get(`/api/v1/objects/${object.id}`)).statusCode).toBe(403);
    });
  });

  describe('create: what the wizard starts from', () => {
    it("suggests the next free reference number of the project's pattern, the buildings and the upload rules", async () => {
      const init = expectStatus(
        await admin.get('/api/v1/objects/apartments/create'),
        200,
      ) as unknown as ObjectCreateInit;
      expect(init.type).toBe('apartments');
      expect(init.sale).toBe(false);
      expect(init.suggestedRefNumber).toBe('RENT-A-0241');
      const buildings = await t.buildingsOf('rent');
      expect(init.buildings.map((b) => Number(b.value)).sort((a, b) => a - b)).toEqual(
        buildings.map((b) => b.id),
      );
      const first = buildings[0]!;
      expect(init.buildings.find((b) => b.value === String(first.id))).toMatchObject({
        displayName: first.title,
        street: first.street,
        houseNumber: first.house_number,
        postalCode: first.postal_code,
        city: first.city,
      });
      expect(init.maxNumObjectImages).toBe(20);
      expect(init.allowedImageTypes).toContain('jpg');
      expect(init.allowedFileTypes).toContain('pdf');
      expect(init.fileChoices.map((c) => c.value)).toEqual([...OBJECT_FILE_CATEGORIES]);
      expect(init.fileChoices[0]!.displayName).toBe('Grundriss');
      const french = await admin.get('/fr/api/v1/objects/apartments/create');
      expect(french.json<ObjectCreateInit>().fileChoices[0]!.displayName).toBe('Plan');
    });

    it('suggests a number for every type and for a project with its own prefix', async () => {
      const parking = (await admin.get('/api/v1/objects/parkingspace/create')).json<ObjectCreateInit>();
      expect(parking.suggestedRefNumber).toBe('RENT-P-0051');
      const sale = (
        await admin.inTenant('verkauf').get('/api/v1/objects/apartments/create')
      ).json<ObjectCreateInit>();
      expect(sale).toMatchObject({ sale: true, suggestedRefNumber: 'VERK-A-0041' });
      // no craft in the sale project yet: the project's prefix and the type's letter
      const craft = (
        await admin.inTenant('verkauf').get('/api/v1/objects/craft/create')
      ).json<ObjectCreateInit>();
      expect(craft.suggestedRefNumber).toBe('VERK-G-0001');
    });

    it('answers 404 for a type that does not exist', async () => {
      const res = await admin.get('/api/v1/objects/villas/create');
      expect(expectStatus(res, 404).messageKey).toBe('object_type_unknown');
      expect(
        (await admin.post('/api/v1/objects/villas/create', objectBody('apartments', false))).statusCode,
      ).toBe(404);
    });

    it('is closed to a role that only reads objects', async () => {
      expect((await assistant.get('/api/v1/objects/apartments/create')).statusCode).toBe(403);
    });
  });

  describe('create', () => {
    it('stores every type with money in cents, lists as JSON, sanitised text, and answers 201 with the detail', async () => {
      for (const type of OBJECT_TYPES) {
        const body = withField(
          objectBody(type, false),
          'additional',
          'description',
          '<p>Ruhig<script>alert(1)</script></p>',
        );
        const res = await admin.post(`/api/v1/objects/${type}/create`, body);
        const detail = expectStatus(res, 201, type) as unknown as ObjectDetail;
        expect(detail).toMatchObject({
          type,
          progress_state: 'available',
          active: true,
          version: 1,
          sale: false,
        });
        expect(detail.basics.refNumber).toBe(body.basics.refNumber);
        expect(detail.prices.rentalPrice).toBe(2140.5);
        const row = (await objectRow(t, detail.id))!;
        expect(row).toMatchObject({
          project_id: await t.projectId('rent'),
          object_type: type,
          rental_price: 214050,
          netto_price: 189050,
          extra_price: 25000,
          application: 1,
          available_from: '2026-04-01',
          visitation_phone: '+41445001230',
          description: '<p>Ruhig</p>',
        });
        expect(JSON.parse(row.areas)).toEqual(type === 'apartments' ? [{ kind: 'balcony', area: 8 }] : []);
        // a field the kind does not have keeps its empty value
        if (type === 'parkingspace') expect(row.rooms).toBeNull();
      }
    });

    it('writes an audit row with the new record', async () => {
      const detail = (
        await admin.post('/api/v1/objects/apartments/create', objectBody('apartments', false))
      ).json<ObjectDetail>();
      const [entry] = await auditOf(t, 'objects', detail.id);
      expect(entry).toMatchObject({ action: 'create', before: null });
      expect(JSON.parse(entry!.after!)).toMatchObject({ title: detail.basics.title, rental_price: 214050 });
    });

    it('stores a selling price in a sale project and ignores rent there', async () => {
      const sale = admin.inTenant('verkauf');
      const body = { ...objectBody('apartments', true), prices: { sellingPrice: 985000, rentalPrice: 2000 } };
      const detail = expectStatus(
        await sale.post('/api/v1/objects/apartments/create', body),
        201,
      ) as unknown as ObjectDetail;
      expect(detail.sale).toBe(true);
      const row = (await objectRow(t, detail.id))!;
      expect(row.selling_price).toBe(98500000);
      expect(row.rental_price).toBeNull();
      // and a letting project ignores a selling price
      const letting = { ...objectBody('apartments', false), prices: { sellingPrice: 500000 } };
      const let_ = (await admin.post('/api/v1/objects/apartments/create', letting)).json<ObjectDetail>();
      expect((await objectRow(t, let_.id))!.selling_price).toBeNull();
    });

    it('puts the object in a building of the project', async () => {
      const building = (await t.buildingsOf('rent'))[2]!;
      const body = withField(objectBody('apartments', false), 'address', 'building', building.id);
      const detail = (await admin.post('/api/v1/objects/apartments/create', body)).json<ObjectDetail>();
      expect(detail.building).toEqual({ id: building.id, title: building.title });
    });

    const BAD_FIELDS: ReadonlyArray<[string, string, unknown, string]> = [
      ['basics', 'title', '', 'general_field_is_required'],
      ['basics', 'title', 'x'.repeat(201), 'text_too_long|{"max":200}'],
      ['basics', 'refNumber', '-A1', 'ref_number_invalid'],
      ['basics', 'propertyType', 'castle', 'choice_invalid'],
      ['basics', 'rooms', 2.3, 'number_step|{"step":0.5}'],
      ['basics', 'floorNum', 1.5, 'number_integer'],
      ['basics', 'area', 'viel', 'number_invalid'],
      ['basics', 'characteristics', ['pool'], 'tag_invalid'],
      ['prices', 'deposit', -1, 'number_too_small|{"min":0}'],
      ['prices', 'extraPrice', 1.234, 'number_decimals|{"decimals":2}'],
      ['address', 'postalCode', '0123', 'postal_code_invalid'],
      ['address', 'street', '', 'general_field_is_required'],
      ['rental', 'maxAdults', 0, 'number_range_invalid'],
      ['additional', 'visitationPhone', '12', 'phone_invalid'],
      ['additional', 'availableFrom', '31.02.2026', 'date_day_missing'],
      ['additional', 'targetGroup', 'pets', 'choice_invalid'],
    ];

    it.each(BAD_FIELDS)(
      'refuses a bad %s.%s with 400 naming that field and stores nothing',
      async (group, field, value, key) => {
        const before = await countObjects();
        const res = await admin.post(
          '/api/v1/objects/apartments/create',
          withField(objectBody('apartments', false), group, field, value),
        );
        expectFieldError(res, `${group}.${field}`, key);
        expect(await countObjects()).toBe(before);
      },
    );

    it('refuses a gross rent that is not net rent plus extra costs, on the gross rent', async () => {
      const body = withField(objectBody('apartments', false), 'prices', 'rentalPrice', 2000);
      expectFieldError(
        await admin.post('/api/v1/objects/apartments/create', body),
        'prices.rentalPrice',
        'rental_price_mismatch',
      );
    });

    it('refuses a reference number the project already uses, letter case aside', async () => {
      const taken = (await t.objectsOf('rent', 'craft'))[0]!.ref_number;
      for (const ref of [taken, taken.toLowerCase()]) {
        const before = await countObjects();
        const res = await admin.post(
          '/api/v1/objects/apartments/create',
          objectBody('apartments', false, ref),
        );
        const body = expectFieldError(res, 'basics.refNumber', 'ref_number_taken');
        expect(body.message).toContain(ref);
        expect(await countObjects()).toBe(before);
      }
      // another customer's numbers are theirs
      const betaRef = (await t.objectsOf('beta'))[0]!.ref_number;
      expect(
        (await admin.post('/api/v1/objects/apartments/create', objectBody('apartments', false, betaRef)))
          .statusCode,
      ).toBe(201);
    });

    it("refuses a building of another project as a field error and another customer's one the same way", async () => {
      for (const slug of ['erstvermietung', 'beta']) {
        const foreign = (await t.buildingsOf(slug))[0]!;
        const body = withField(objectBody('apartments', false), 'address', 'building', foreign.id);
        expectFieldError(
          await admin.post('/api/v1/objects/apartments/create', body),
          'address.building',
          'building_not_found',
        );
      }
    });

    it('lets a marketer create objects and refuses the assistant and the contract role', async () => {
      const marketer = await Client.login(t.app, 'demo.marketer');
      expect((await marketer.post('/api/v1/objects/plot/create', objectBody('plot', false))).statusCode).toBe(
        201,
      );
      for (const role of ['assistant', 'contract']) {
        const client = await Client.login(t.app, `demo.${role}`);
        const before = await countObjects();
        const res = await client.post('/api/v1/objects/plot/create', objectBody('plot', false));
        expect(expectStatus(res, 403, role).messageKey).toBe('admin_access_denied');
        expect(await countObjects()).toBe(before);
      }
    });

    it('makes a created object findable by a word of its title', async () => {
      const body = withField(objectBody('apartments', false), 'basics', 'title', 'Loftwohnung Zwirnerei');
      const detail = (await admin.post('/api/v1/objects/apartments/create', body)).json<ObjectDetail>();
      expect(await listSearch(admin, 'objects/apartments', 'zwirnerei')).toEqual([detail.id]);
    });
  });

  it('refuses a create with a fresh reference number in the same request twice: the second is taken', async () => {
    const ref = freshRef('TWICE');
    expect(
      (await admin.post('/api/v1/objects/other/create', objectBody('other', false, ref))).statusCode,
    ).toBe(201);
    expectFieldError(
      await admin.post('/api/v1/objects/other/create', objectBody('other', false, ref)),
      'basics.refNumber',
    );
  });
});
