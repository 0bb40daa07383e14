import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../server/db/migrations/024_gross_rent';
import { createTestApp, DIALECTS, type TestApp } from './harness';

describe.each(DIALECTS)('gross rent of objects saved without one (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('becomes net rent plus extra costs where both are given, and stays empty where one is missing', async () => {
    const [both, netOnly, typed] = await t.objectsOf('rent');
    const db = t.database.db;
    await db
      .updateTable('objects')
      .set({ rental_price: null, netto_price: 220000, extra_price: 28050 })
      .where('id', '=', both!.id)
      .execute();
    await db
      .updateTable('objects')
      .set({ rental_price: null, netto_price: 150000, extra_price: null })
      .where('id', '=', netOnly!.id)
      .execute();
    await db
      .updateTable('objects')
      .set({ rental_price: 300000, netto_price: 220000, extra_price: 28000 })
      .where('id', '=', typed!.id)
      .execute();

    await up(db);

    const price = async (id: number) =>
      (await db.selectFrom('objects').select('rental_price').where('id', '=', id).executeTakeFirstOrThrow())
        .rental_price;
    expect(Number(await price(both!.id))).toBe(248050);
    expect(await price(netOnly!.id)).toBeNull();
    expect(Number(await price(typed!.id))).toBe(300000);
  });
});
