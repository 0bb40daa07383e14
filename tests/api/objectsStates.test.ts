import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectDetail, ObjectStateInfo } from '../../schema/api/objects';
import type { RealEstateObject } from '../../server/db/types';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { auditOf, expectFieldError, expectStatus, objectRow, occupanciesOf } from './objectsSupport';

/** The state detail calls and the state actions of spec 2 section 7.7 and spec 1 section 4. */
describe.each(DIALECTS)('objects: states (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let sale: Client;

  /** Objects of a project not yet used by another test (tests change their state). */
  const used = new Set<number>();
  async function fresh(
    slug: string,
    where: (o: RealEstateObject) => boolean,
    type = 'apartments',
  ): Promise<RealEstateObject> {
    const found = (await t.objectsOf(slug, type)).find((o) => !used.has(o.id) && where(o));
    expect(found).toBeDefined();
    used.add(found!.id);
    return found!;
  }
  const active = (state: string) => (o: RealEstateObject) => o.active === 1 && o.progress_state === state;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    sale = admin.inTenant('verkauf');
  });
  afterAll(() => t.close());

  describe('state detail', () => {
    it('names the applicant an offered object is offered to, with dates and amount', async () => {
      const object = await fresh('rent', active('with_offer'));
      const info = expectStatus(
        await admin.get(`/api/v1/objects/${object.id}/with-offer`),
        200,
      ) as unknown as ObjectStateInfo;
      expect(info).toMatchObject({ id: object.id, progress_state: 'with_offer', history: [] });
      expect(info.current).toMatchObject({ kind: 'offer', amount: object.rental_price! / 100 });
      expect(info.current!.personName).toMatch(/^\S+ \S+/);
      expect(info.current!.personEmail).toContain('@');
      expect(info.current!.personPhone).toMatch(/^\+417\d{8}$/);
      expect(info.current!.startsOn! < info.current!.endsOn!).toBe(true);
    });

    it('names the tenant of a rented object and the buyer of a sold one', async () => {
      const rented = await fresh('rent', active('rented'));
      const info = (await admin.get(`/api/v1/objects/${rented.id}/assigned-rented`)).json<ObjectStateInfo>();
      expect(info.current).toMatchObject({ kind: 'rental', endsOn: null });
      const sold = await fresh('verkauf', active('sold'));
      const bought = (
        await sale.get(`/api/v1/sales/objects/${sold.id}/reserved-payment-info`)
      ).json<ObjectStateInfo>();
      expect(bought.current).toMatchObject({ kind: 'sale', amount: sold.selling_price! / 100 });
      expect(bought.current!.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('answers 409 when the object is not in the state the call is about', async () => {
      const available = await fresh('rent', active('available'));
      for (const path of ['with-offer', 'assigned-rented']) {
        const res = await admin.get(`/api/v1/objects/${available.id}/${path}`);
        expect(expectStatus(res, 409).messageKey).toBe('object_action_not_in_state');
      }
    });

    it('answers the sales calls only in sale projects and the letting calls only in letting projects', async () => {
      const rented = await fresh('rent', active('rented'));
      expect(
        expectStatus(await admin.get(`/api/v1/sales/objects/${rented.id}/reserved-payment-info`), 404)
          .messageKey,
      ).toBe('object_call_not_in_project');
      const sold = await fresh('verkauf', active('sold'));
      expect((await sale.get(`/api/v1/objects/${sold.id}/assigned-rented`)).statusCode).toBe(404);
      expect((await sale.post(`/api/v1/objects/${sold.id}/terminate`, {})).statusCode).toBe(404);
      expect((await admin.post(`/api/v1/sales/objects/${rented.id}/free`, {})).statusCode).toBe(404);
    });

    it("answers 404 for another customer's object", async () => {
      const beta = await fresh('beta', (o) => o.progress_state === 'with_offer');
      expect((await admin.get(`/api/v1/objects/${beta.id}/with-offer`)).statusCode).toBe(404);
    });
  });

  describe('terminate', () => {
    it('ends the tenancy on the date given and puts the object back on the market the day after', async () => {
      const object = await fresh('rent', active('rented'));
      const body = { version: object.version, endDate: '31.03.2026', comment: 'Kündigung per Ende März' };
      const detail = expectStatus(
        await admin.post(`/api/v1/objects/${object.id}/terminate`, body),
        200,
      ) as unknown as ObjectDetail;
      expect(detail).toMatchObject({ progress_state: 'available', version: object.version + 1 });
      expect(detail.additional.availableFrom).toBe('2026-04-01');
      const [rental] = await occupanciesOf(t, object.id);
      expect(rental).toMatchObject({ kind: 'rental', ends_on: '2026-03-31' });
      expect(rental!.closed_at).not.toBeNull();
      expect(rental!.comment).toContain('Kündigung per Ende März');
      const entries = await auditOf(t, 'objects', object.id);
      expect(entries.at(-1)).toMatchObject({ action: 'terminate' });
      expect(JSON.parse(entries.at(-1)!.after!)).toMatchObject({ progress_state: 'available' });
      expect(await auditOf(t, 'object_occupancies', rental!.id)).toHaveLength(1);
    });

    it('refuses an end before the tenancy began, naming the date', async () => {
      const object = await fresh('rent', active('rented'));
      const res = await admin.post(`/api/v1/objects/${object.id}/terminate`, {
        version: object.version,
        endDate: '01.01.2010',
      });
      expectFieldError(res, 'endDate', 'date_range_invalid');
      expect((await objectRow(t, object.id))!.progress_state).toBe('rented');
    });

    it('refuses a stale version with 409 and changes nothing', async () => {
      const object = await fresh('rent', active('rented'));
      const res = await admin.post(`/api/v1/objects/${object.id}/terminate`, {
        version: object.version + 5,
        endDate: '31.03.2026',
      });
      expect(expectStatus(res, 409).messageKey).toBe('record_changed');
      expect(await objectRow(t, object.id)).toEqual(object);
      expect((await occupanciesOf(t, object.id)).every((o) => o.closed_at === null)).toBe(true);
    });

    it('refuses an object that is not rented, and an inactive one, with the rule of schema/states.ts', async () => {
      const assigned = await fresh('rent', active('assigned'));
      const res = await admin.post(`/api/v1/objects/${assigned.id}/terminate`, {
        version: assigned.version,
        endDate: '31.03.2026',
      });
      expect(expectStatus(res, 409).messageKey).toBe('object_action_not_in_state');
      const inactive = await fresh('rent', (o) => o.active === 0 && o.progress_state === 'rented');
      const again = await admin.post(`/api/v1/objects/${inactive.id}/terminate`, {
        version: inactive.version,
        endDate: '31.03.2026',
      });
      expect(expectStatus(again, 409).messageKey).toBe('object_action_inactive');
    });

    it('needs the end date and is closed to the assistant', async () => {
      const object = await fresh('rent', active('rented'));
      expectFieldError(
        await admin.post(`/api/v1/objects/${object.id}/terminate`, { version: object.version }),
        'endDate',
      );
      const assistant = await Client.login(t.app, 'demo.assistant');
      const res = await assistant.post(`/api/v1/objects/${object.id}/terminate`, {
        version: object.version,
        endDate: '31.03.2026',
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('set to rented', () => {
    it('turns the assignment into the tenancy of the same person', async () => {
      const object = await fresh('rent', active('assigned'));
      const [assignment] = await occupanciesOf(t, object.id);
      const body = { version: object.version, startDate: '01.05.2026', rent: 2100 };
      const detail = expectStatus(
        await admin.post(`/api/v1/objects/${object.id}/set-to-rented`, body),
        200,
      ) as unknown as ObjectDetail;
      expect(detail.progress_state).toBe('rented');
      const rows = await occupanciesOf(t, object.id);
      expect(rows).toEqual([
        expect.objectContaining({
          id: assignment!.id,
          kind: 'rental',
          person_name: assignment!.person_name,
          starts_on: '2026-05-01',
          amount: 210000,
        }),
      ]);
      const info = (await admin.get(`/api/v1/objects/${object.id}/assigned-rented`)).json<ObjectStateInfo>();
      expect(info.current).toMatchObject({
        kind: 'rental',
        personName: assignment!.person_name,
        amount: 2100,
      });
    });

    it('needs a tenant name when nobody is assigned, and then records that tenant', async () => {
      const object = await fresh('rent', active('assigned'));
      await t.database.db.deleteFrom('object_occupancies').where('object_id', '=', object.id).execute();
      const body = { version: object.version, startDate: '01.06.2026' };
      expectFieldError(
        await admin.post(`/api/v1/objects/${object.id}/set-to-rented`, body),
        'tenantName',
        'general_field_is_required',
      );
      expect((await objectRow(t, object.id))!.progress_state).toBe('assigned');
      const named = { ...body, tenantName: 'Andrea Wyss' };
      expect((await admin.post(`/api/v1/objects/${object.id}/set-to-rented`, named)).statusCode).toBe(200);
      expect(await occupanciesOf(t, object.id)).toEqual([
        expect.objectContaining({
          kind: 'rental',
          person_name: 'Andrea Wyss',
          amount: object.rental_price,
          closed_at: null,
        }),
      ]);
    });

    it('refuses an object that is not assigned', async () => {
      const object = await fresh('rent', active('with_offer'));
      const res = await admin.post(`/api/v1/objects/${object.id}/set-to-rented`, {
        version: object.version,
        startDate: '01.05.2026',
        tenantName: 'X Y',
      });
      expect(expectStatus(res, 409).messageKey).toBe('object_action_not_in_state');
    });
  });

  describe('sales: set to sold and free', () => {
    it('sells a reserved object: the reservation ends, the sale keeps the buyer and the price', async () => {
      const object = await fresh('verkauf', active('reserved'));
      const [reservation] = await occupanciesOf(t, object.id);
      const body = {
        version: object.version,
        buyerName: reservation!.person_name,
        price: 1250000,
        date: '15.02.2026',
      };
      const detail = expectStatus(
        await sale.post(`/api/v1/sales/objects/${object.id}/set-to-sold`, body),
        200,
      ) as unknown as ObjectDetail;
      expect(detail.progress_state).toBe('sold');
      const [closed, sold] = await occupanciesOf(t, object.id);
      expect(closed).toMatchObject({ kind: 'reservation', ends_on: '2026-02-15' });
      expect(closed!.closed_at).not.toBeNull();
      expect(sold).toMatchObject({
        kind: 'sale',
        amount: 125000000,
        starts_on: '2026-02-15',
        person_email: reservation!.person_email,
        closed_at: null,
      });
      const info = (
        await sale.get(`/api/v1/sales/objects/${object.id}/reserved-payment-info`)
      ).json<ObjectStateInfo>();
      expect(info.current?.kind).toBe('sale');
      expect(info.history.map((h) => h.kind)).toEqual(['reservation']);
    });

    it('sells an available object directly and needs buyer, price and date', async () => {
      const object = await fresh('verkauf', active('available'));
      const res = await sale.post(`/api/v1/sales/objects/${object.id}/set-to-sold`, {
        version: object.version,
      });
      const body = expectStatus(res, 400);
      expect(Object.keys(body.errors!).sort()).toEqual(['buyerName', 'date', 'price']);
      const ok = { version: object.version, buyerName: 'Familie Huber', price: 890000, date: '2026-02-01' };
      expect((await sale.post(`/api/v1/sales/objects/${object.id}/set-to-sold`, ok)).statusCode).toBe(200);
      expect(await occupanciesOf(t, object.id)).toEqual([
        expect.objectContaining({ kind: 'sale', person_name: 'Familie Huber' }),
      ]);
    });

    it('frees a sold object: the sale is closed and the object available again', async () => {
      const object = await fresh('verkauf', active('sold'));
      const body = { version: object.version, comment: 'Finanzierung geplatzt' };
      const detail = expectStatus(
        await sale.post(`/api/v1/sales/objects/${object.id}/free`, body),
        200,
      ) as unknown as ObjectDetail;
      expect(detail.progress_state).toBe('available');
      const [closed] = await occupanciesOf(t, object.id);
      expect(closed!.closed_at).not.toBeNull();
      expect(closed!.comment).toContain('Finanzierung geplatzt');
      expect(
        (await sale.post(`/api/v1/sales/objects/${object.id}/free`, { version: detail.version })).statusCode,
      ).toBe(409);
    });

    it('refuses to sell a sold object again', async () => {
      const object = await fresh('verkauf', active('sold'));
      const body = { version: object.version, buyerName: 'Zweiter Käufer', price: 1, date: '2026-02-01' };
      expect(
        expectStatus(await sale.post(`/api/v1/sales/objects/${object.id}/set-to-sold`, body), 409).messageKey,
      ).toBe('object_action_not_in_state');
    });
  });
});
