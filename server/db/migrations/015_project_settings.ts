import type { Kysely } from 'kysely';

const THEME_COLUMNS = [
  'public_theme_color',
  'public_font_color',
  'public_second_font_color',
  'public_font',
  'public_custom_css',
] as const;
const VERSION_COLUMNS = ['settings_version', 'website_version'] as const;

/**
 * Project settings: the public page theme (spec 1 section 3; '' means the default) and one edit
 * version per settings page (general and contact; website theme), so a stale save is refused.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of THEME_COLUMNS) {
    await db.schema
      .alterTable('projects')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  for (const column of VERSION_COLUMNS) {
    await db.schema
      .alterTable('projects')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...THEME_COLUMNS, ...VERSION_COLUMNS]) {
    await db.schema.alterTable('projects').dropColumn(column).execute();
  }
}
