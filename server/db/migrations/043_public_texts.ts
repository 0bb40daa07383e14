import type { Kysely } from 'kysely';

/** The city template's links in French, Italian and English (the existing columns are the German ones). */
const CITY_COLUMNS = ['legal', 'imprint', 'accessibility'].flatMap((link) =>
  ['fr', 'it', 'en'].map((lang) => `city_${link}_url_${lang}`),
);
/** The project's own privacy text per language (sanitised rich text, '' = the app's default text). */
const PRIVACY_COLUMNS = ['de', 'fr', 'it', 'en'].map((lang) => `privacy_text_${lang}`);

/**
 * The public pages' texts per language: the city template's legal, imprint and accessibility
 * addresses in every language (the single address entered before stays the German one, the others
 * fall back to it) and the project's privacy text with its own edit version.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of [...CITY_COLUMNS, ...PRIVACY_COLUMNS]) {
    await db.schema
      .alterTable('projects')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('projects')
    .addColumn('privacy_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...CITY_COLUMNS, ...PRIVACY_COLUMNS, 'privacy_version']) {
    await db.schema.alterTable('projects').dropColumn(column).execute();
  }
}
