import type { Kysely } from 'kysely';

const TEXT_COLUMNS = ['city_name', 'city_legal_url', 'city_imprint_url', 'city_accessibility_url'] as const;
const NUMBER_COLUMNS = ['city_template', 'city_version'] as const;

/**
 * The city template of a project's public pages (settings > website): on or off, the city's name in
 * the government-style header and the legal, imprint and accessibility pages its footer links to
 * ('' until entered), with its own edit version.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of TEXT_COLUMNS) {
    await db.schema
      .alterTable('projects')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  for (const column of NUMBER_COLUMNS) {
    await db.schema
      .alterTable('projects')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...TEXT_COLUMNS, ...NUMBER_COLUMNS]) {
    await db.schema.alterTable('projects').dropColumn(column).execute();
  }
}
