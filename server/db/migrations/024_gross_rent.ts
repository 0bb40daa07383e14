import { sql, type Kysely } from 'kysely';

/**
 * Objects saved without a gross rent while their net rent and extra costs were given get the sum
 * (amounts are in centimes), as the server now stores it for every new or edited object.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update objects set rental_price = netto_price + extra_price where rental_price is null and netto_price is not null and extra_price is not null`.execute(
    db,
  );
}
