import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_CLIENT_TESTS, MODULE_MOCKING_TESTS } from '../moduleMocking';

const ROOT = join(import.meta.dirname, '..', '..');

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('test files that replace modules', () => {
  it('are exactly the ones that run with modules of their own', () => {
    const mocking = ['server', 'schema', 'tests']
      .flatMap(testFiles)
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(ROOT, file), 'utf8')))
      .filter((file) => file !== relative(ROOT, import.meta.filename))
      .sort();
    // the client's first-load files have modules of their own too; the server's must be listed
    const client = mocking.filter((file) => FIRST_LOAD_CLIENT_TESTS.includes(file));
    expect(mocking.filter((file) => !client.includes(file))).toEqual([...MODULE_MOCKING_TESTS].sort());
  });
});
