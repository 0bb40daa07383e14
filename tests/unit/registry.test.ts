import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { de, type Messages } from '../../i18n/de';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { it as italian } from '../../i18n/it';
import type { StaffMessages } from '../../i18n/staff/de';
import { APP_RESOURCES, RESOURCE_FOLDERS } from '../../resources';
import { SCREEN_PRELOADS } from '../../resources/preloads';
import { LANGUAGES, type Language } from '../../schema/api/common';
import { MENU_RESOURCES, RESOURCES, isResourceName, type ResourceDefinition } from '../../schema/resources';
import { LIST_SCHEMAS, ROUTED_LIST_SCHEMAS } from '../../server/modules/lists';
import type { ResourcePage } from '../../src/registry';

/**
 * What registering an entity takes (docs/architecture.md): its registry entry (schema/resources.ts),
 * its resource folder (resources/<name>/index.ts, found by the composition root), its server module
 * with the lists the entry declares, and its texts in the four languages. Each check here fails
 * when one of them is missing.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const CATALOGUES: Record<Language, Readonly<Record<string, unknown>>> = { de, fr, it: italian, en };

/** Menu entries of the spec whose screens are not built yet: the menu leaves them out. */
const NOT_BUILT = ['waitlist', 'analytics', 'reporting', 'budget'];

/** The keys a set of pages' menu shows, children included. */
const pageKeys = (pages: readonly ResourcePage[] = []): string[] =>
  pages.flatMap((page) => [page.titleKey, ...pageKeys(page.children)]);

/** Every text key the menus show: registry entries, their children, resources' pages. */
function menuTextKeys(): string[] {
  return [
    ...MENU_RESOURCES.map((r) => r.menu.titleKey),
    ...APP_RESOURCES.flatMap((r) => [
      ...(r.menu?.children ?? []).map((child) => child.titleKey),
      ...pageKeys(r.pages),
    ]),
  ];
}

const missingIn = (language: Language, keys: readonly string[]) =>
  keys.filter((key) => typeof CATALOGUES[language][key] !== 'string' || CATALOGUES[language][key] === '');

describe('the client registration', () => {
  const folders = readdirSync(path.join(ROOT, 'resources')).filter((name) =>
    statSync(path.join(ROOT, 'resources', name)).isDirectory(),
  );

  it('finds an index.ts in every resource folder, exporting its resources', () => {
    for (const folder of folders) {
      expect(
        existsSync(path.join(ROOT, 'resources', folder, 'index.ts')),
        `resources/${folder}/index.ts`,
      ).toBe(true);
      expect(
        RESOURCE_FOLDERS[folder]?.length,
        `resources/${folder}/index.ts exports no resource`,
      ).toBeGreaterThan(0);
    }
    expect(Object.keys(RESOURCE_FOLDERS).sort()).toEqual([...folders].sort());
  });

  it('names every folder and every resource after a registry entry, each once', () => {
    for (const [folder, resources] of Object.entries(RESOURCE_FOLDERS)) {
      expect(isResourceName(folder), `resources/${folder} is no registry entry`).toBe(true);
      const names = resources.map((r) => r.name);
      expect(names, `resources/${folder} does not declare the resource ${folder}`).toContain(folder);
      for (const resource of resources) {
        expect(isResourceName(resource.name), `${resource.name} is no registry entry`).toBe(true);
        expect(typeof resource.icon, `${resource.name} has no icon`).not.toBe('undefined');
      }
    }
    const names = APP_RESOURCES.map((r) => r.name);
    expect(new Set(names).size, 'a resource is declared twice').toBe(names.length);
  });

  it('has screens for every menu entry but those not built yet', () => {
    const built = new Set(APP_RESOURCES.map((r) => r.name));
    const missing = MENU_RESOURCES.filter((r) => !built.has(r.name as never)).map((r) => r.menu.entry);
    // a new menu entry needs its folder; a built one leaves this list
    expect(missing.sort()).toEqual([...NOT_BUILT].sort());
  });

  it("preloads every folder's screens from the entry", () => {
    const withScreens = readdirSync(path.join(ROOT, 'resources')).filter((name) =>
      existsSync(path.join(ROOT, 'resources', name, 'screens.ts')),
    );
    expect(SCREEN_PRELOADS).toHaveLength(withScreens.length);
    for (const preload of SCREEN_PRELOADS) expect(typeof preload).toBe('function');
  });
});

describe('the texts of the registry', () => {
  it.each(LANGUAGES)("has every menu's titles in %s", (language) => {
    expect(missingIn(language, menuTextKeys())).toEqual([]);
  });

  it('uses every menu title of the layout texts', () => {
    const shell = ['layout_menu_label', 'layout_menu_open', 'layout_menu_collapse', 'layout_menu_expand'];
    const used = new Set([...menuTextKeys(), ...shell, 'layout_menu_beta']);
    const declared = Object.keys(de).filter((key) => key.startsWith('layout_menu_'));
    expect(declared.filter((key) => !used.has(key))).toEqual([]);
  });

  // a part (i18n/parts/<part>/<language>.ts) left out of a language's barrels (core/, staff/)
  // would show its keys instead of its texts
  const parts = import.meta.glob<Record<string, Record<string, unknown>>>('../../i18n/parts/*/*.ts', {
    eager: true,
  });

  it('types every key of every text part: each part adds its German to the typed catalogue', () => {
    const folders = readdirSync(path.join(ROOT, 'i18n/parts')).filter((name) =>
      statSync(path.join(ROOT, 'i18n/parts', name)).isDirectory(),
    );
    expect(folders.length).toBeGreaterThan(10);
    for (const part of folders) {
      const source = readFileSync(path.join(ROOT, 'i18n/parts', part, 'de.ts'), 'utf8');
      expect(source, `i18n/parts/${part}/de.ts does not add itself to PartTexts`).toMatch(
        new RegExp(
          `declare module '\\.\\./\\.\\./partTexts'[\\s\\S]*interface PartTexts \\{\\s*${part}: typeof de;`,
        ),
      );
    }
    // checked by the type check: keys of a shell part, of staff parts and of react-admin are keys,
    // and a text no part has is not
    expectTypeOf<'users_title' | 'teams_title' | 'objects_title' | 'ra'>().toExtend<keyof Messages>();
    expectTypeOf<'no_such_text'>().not.toExtend<keyof Messages>();
    expectTypeOf<keyof StaffMessages>().toExtend<string>();
    expectTypeOf<'changelog_title'>().toExtend<keyof StaffMessages>();
    expectTypeOf<'users_title'>().not.toExtend<keyof StaffMessages>();
  });

  it.each(LANGUAGES)("puts every text part into %s's catalogue", (language) => {
    const files = Object.entries(parts).filter(([file]) => file.endsWith(`/${language}.ts`));
    expect(files.length).toBeGreaterThan(10);
    for (const [file, module] of files) {
      const texts = module[language];
      expect(texts, `${file} exports no ${language}`).toBeDefined();
      const keys = Object.keys(texts!).filter((key) => typeof texts![key] === 'string');
      expect(missingIn(language, keys), file).toEqual([]);
    }
  });
});

describe('the lists of the registry', () => {
  const served = [...LIST_SCHEMAS, ...ROUTED_LIST_SCHEMAS];
  // sale projects read the sale variant of a list under sales/
  const declaredPath = (apiPath: string) => apiPath.replace(/^sales\//, '');
  const declared = Object.values(RESOURCES as Record<string, ResourceDefinition>).flatMap((r) =>
    (r.lists ?? []).map((list) => ({ list, owner: r })),
  );

  it('are each served by the server, under the permission of the resource that declares them', () => {
    for (const { list, owner } of declared) {
      const schemas = served.filter((schema) => declaredPath(schema.path) === list);
      expect(
        schemas.length,
        `${owner.name} declares ${list}, which the server does not serve`,
      ).toBeGreaterThan(0);
      for (const schema of schemas) expect(schema.permission, schema.path).toEqual(owner.permission);
    }
  });

  it('name every list the server serves', () => {
    const lists = new Set(declared.map(({ list }) => list));
    expect(served.map((schema) => declaredPath(schema.path)).filter((p) => !lists.has(p))).toEqual([]);
  });
});
