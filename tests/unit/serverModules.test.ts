import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ListSchema } from '../../server/lists/types';
import { LIST_SCHEMAS, MODULES, ROUTED_LIST_SCHEMAS } from '../../server/modules/index';

/**
 * Server modules are registered in one place (server/modules/index.ts, which server/app.ts and the
 * list engine read). This test reads the module folders on disk and fails when one is forgotten:
 * a folder with routes but no entry, a route plugin its module does not register, a list its
 * module does not declare.
 */

const MODULES_DIR = path.resolve(import.meta.dirname, '../../server/modules');
/** folders whose module is declared in server/modules/index.ts itself, not yet in an index.ts */
const DECLARED_IN_MODULE_LIST = new Set(['applications']);

const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const routeFilesOf = (folder: string) =>
  readdirSync(path.join(MODULES_DIR, folder)).filter((file) => /^(routes|\w+Routes)\.ts$/.test(file));

const hasRoutesOrLists = (folder: string) =>
  routeFilesOf(folder).length > 0 || existsSync(path.join(MODULES_DIR, folder, 'lists.ts'));

const isListSchema = (value: unknown): value is ListSchema =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as { path?: unknown }).path === 'string' &&
  Array.isArray((value as { columns?: unknown }).columns);

/** the list schemas among a file's exports: a schema, an array of them, or a record of them */
function exportedLists(exports: Record<string, unknown>): ListSchema[] {
  return Object.values(exports).flatMap((value) => {
    if (isListSchema(value)) return [value];
    const items = Array.isArray(value)
      ? value
      : value && typeof value === 'object'
        ? Object.values(value)
        : [];
    return items.filter(isListSchema);
  });
}

describe('server modules', () => {
  it('has an entry for every module folder with routes or lists, and an index.ts in each', () => {
    const names = MODULES.map((m) => m.name);
    const folderModules = folders.filter(hasRoutesOrLists);
    expect(folderModules.length).toBeGreaterThan(15);
    for (const folder of folderModules) {
      expect(names, `server/modules/${folder} is not in MODULES`).toContain(folder);
      if (!DECLARED_IN_MODULE_LIST.has(folder)) {
        expect(
          existsSync(path.join(MODULES_DIR, folder, 'index.ts')),
          `server/modules/${folder}/index.ts`,
        ).toBe(true);
      }
    }
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(folders, `module ${name} has no folder`).toContain(name);
  });

  it('registers every route plugin of a module that no other file of the module registers', async () => {
    for (const serverModule of MODULES) {
      const dir = path.join(MODULES_DIR, serverModule.name);
      const files = readdirSync(dir).filter((file) => file.endsWith('.ts'));
      for (const file of routeFilesOf(serverModule.name)) {
        const exports = (await import(path.join(dir, file))) as Record<string, unknown>;
        for (const [name, value] of Object.entries(exports)) {
          if (typeof value !== 'function' || !name.endsWith('Routes')) continue;
          const registeredInside = files.some(
            (other) =>
              other !== file &&
              other !== 'index.ts' &&
              readFileSync(path.join(dir, other), 'utf8').includes(`register(${name}`),
          );
          if (registeredInside) continue;
          expect(serverModule.routes, `${serverModule.name}/${file}: ${name} is not in its module`).toContain(
            value,
          );
        }
      }
    }
  });

  it('serves every list a module declares in its lists.ts', async () => {
    const served = new Set<ListSchema>([...LIST_SCHEMAS, ...ROUTED_LIST_SCHEMAS]);
    let checked = 0;
    for (const folder of folders) {
      const file = path.join(MODULES_DIR, folder, 'lists.ts');
      if (!existsSync(file)) continue;
      const lists = exportedLists((await import(file)) as Record<string, unknown>);
      expect(lists.length, `${folder}/lists.ts exports no list`).toBeGreaterThan(0);
      for (const list of lists) {
        expect(served.has(list), `${folder}/lists.ts: ${list.path} is not in its module's lists`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
    const paths = LIST_SCHEMAS.map((s) => s.path);
    expect(new Set(paths).size, 'a list path is served twice').toBe(paths.length);
  });
});
