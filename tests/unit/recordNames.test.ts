import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMELESS_RECORDS, RECORD_NAMES } from '../../server/core/recordNames';
import { ENTITY_LABELS, PERSONAL_ENTITIES } from '../../server/modules/changelog/lists';

/**
 * The changelog speaks of records by kind and name. The kinds are kept by hand in two places
 * (server/core/recordNames.ts and the changelog's ENTITY_LABELS); this test reads the server's
 * sources for the kinds written to the audit trail and fails when a new one is in neither.
 */

const SERVER = path.resolve(import.meta.dirname, '../../server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** How the sources name the kind of an audit entry: `entity: 'x',`, `trail.add('create', 'x'`, `audit(ctx, 'x'`. */
const PATTERNS = [/\bentity: '(\w+)',/g, /\.add\(\s*'\w+',\s*'(\w+)'/g, /\baudit\(\s*ctx,\s*'(\w+)'/g];

function auditedKinds(): Set<string> {
  const kinds = new Set<string>();
  for (const file of sourceFiles(SERVER)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS) for (const match of text.matchAll(pattern)) kinds.add(match[1]!);
  }
  return kinds;
}

describe('the kinds of record the changelog speaks of', () => {
  const audited = auditedKinds();

  it('finds the audited kinds in the sources', () => {
    for (const kind of ['objects', 'applications', 'application_persons', 'object_files', 'users'])
      expect(audited, kind).toContain(kind);
  });

  it('names every audited kind, or declares it nameless', () => {
    const named = new Set<string>([...Object.keys(RECORD_NAMES), ...NAMELESS_RECORDS]);
    const missing = [...audited].filter((kind) => !named.has(kind));
    expect(missing, 'add them to RECORD_NAMES or NAMELESS_RECORDS (server/core/recordNames.ts)').toEqual([]);
    const both = Object.keys(RECORD_NAMES).filter((kind) => (NAMELESS_RECORDS as string[]).includes(kind));
    expect(both).toEqual([]);
  });

  it('has the words for every audited kind the changelog shows', () => {
    const missing = [...audited].filter((kind) => !PERSONAL_ENTITIES.includes(kind) && !ENTITY_LABELS[kind]);
    expect(missing, 'add them to ENTITY_LABELS (server/modules/changelog/lists.ts)').toEqual([]);
  });
});
