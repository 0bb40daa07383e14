import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationProvider } from '../../server/db/migrations';
import { de } from '../../server/core/i18n/de';
import { en } from '../../server/core/i18n/en';
import { fr } from '../../server/core/i18n/fr';
import { it as italian } from '../../server/core/i18n/it';
import { LANGUAGES, type Language } from '../../schema/api/common';

/**
 * The server's lists kept by hand, because its bundled build reads no directory: the migrations
 * index and the text barrels. Each check fails when a file on disk is not listed.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(ROOT, 'server/db/migrations');
const TEXT_PARTS = path.join(ROOT, 'server/core/i18n/parts');
const CATALOGUES: Record<Language, Readonly<Record<string, string>>> = { de, fr, it: italian, en };

describe('the migrations index', () => {
  it('lists every numbered migration file, under its file name, in order', async () => {
    const files = readdirSync(MIGRATIONS)
      .filter((file) => /^\d{3}_\w+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    const listed = await migrationProvider.getMigrations();
    expect(Object.keys(listed)).toEqual(files);
    for (const [name, migration] of Object.entries(listed)) {
      expect(typeof migration.up, `${name} has no up()`).toBe('function');
    }
  });
});

describe("the server's text barrels", () => {
  const parts = import.meta.glob<Record<Language, Record<string, string>>>(
    '../../server/core/i18n/parts/*.ts',
    { eager: true },
  );

  it('finds every part file', () => {
    const files = readdirSync(TEXT_PARTS).filter((file) => file.endsWith('.ts'));
    expect(Object.keys(parts)).toHaveLength(files.length);
  });

  it.each(LANGUAGES)('puts every part into the %s catalogue', (language) => {
    for (const [file, module] of Object.entries(parts)) {
      const texts = module[language];
      expect(texts, `${file} exports no ${language}`).toBeDefined();
      const missing = Object.keys(texts).filter((key) => CATALOGUES[language][key] !== texts[key]);
      expect(missing, `${file} is not in the ${language} barrel`).toEqual([]);
    }
  });
});
