import { sql } from 'kysely';
import type { ObjectType } from '../../../schema/objects';
import type { Scoped } from '../../core/scope';
import type { Project } from '../../db/types';

/**
 * A free reference number to start a new object or building from, following the project's own
 * pattern: after RENT-A-0240 comes RENT-A-0241. A kind without any numbered reference yet starts at
 * 0001 with the project's prefix and the kind's letter (RENT-P-0001 for a parking space).
 */

export type RefKind = ObjectType | 'buildings';

/** The letter of a kind in the demo pattern <PROJECT>-<letter>-<number>. */
export const REF_LETTERS: Record<RefKind, string> = {
  apartments: 'A',
  parkingspace: 'P',
  other: 'N',
  craft: 'G',
  plot: 'L',
  buildings: 'B',
};

const NUMBERED = /^(.*?)(\d+)$/;
/** How many free numbers after the highest one are tried before giving up on the pattern. */
const ATTEMPTS = 50;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function tableOf(kind: RefKind) {
  return kind === 'buildings' ? ('buildings' as const) : ('objects' as const);
}

function ofKind(scope: Scoped, kind: RefKind) {
  const query = scope.selectFrom(tableOf(kind)).select(sql<string>`ref_number`.as('ref_number'));
  return kind === 'buildings' ? query : query.where(sql.ref('object_type'), '=', kind);
}

/** The part before the first dash of the project's references, or one made from its slug. */
async function projectPrefix(scope: Scoped, project: Project): Promise<string> {
  const any = await scope
    .selectFrom('objects')
    .select('ref_number')
    .where('ref_number', 'like', '%-%')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const fromRef = any ? /^([\p{L}\p{N}]+)-/u.exec(any.ref_number)?.[1] : undefined;
  if (fromRef) return fromRef;
  return (
    project.slug
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 6) || 'OBJ'
  );
}

async function isTaken(scope: Scoped, kind: RefKind, refNumber: string): Promise<boolean> {
  const row = await scope
    .selectFrom(tableOf(kind))
    .select(sql<number>`id`.as('id'))
    .where(sql`lower(ref_number)`, '=', sql`lower(${refNumber})`)
    .where('ref_number', '<>', '')
    .executeTakeFirst();
  return row !== undefined;
}

export async function suggestRefNumber(scope: Scoped, project: Project, kind: RefKind): Promise<string> {
  const latest = await ofKind(scope, kind)
    .where('ref_number', '<>', '')
    .orderBy(sql`ref_number`, 'desc')
    .limit(20)
    .execute();
  const pattern = latest.map((r) => NUMBERED.exec(r.ref_number)).find((m) => m !== null);
  let prefix: string;
  let width = 4;
  let next = 1;
  if (pattern) {
    prefix = pattern[1]!;
    width = pattern[2]!.length;
    // the highest number after this prefix: the longest, then the greatest
    const highest = await ofKind(scope, kind)
      .where(sql<boolean>`ref_number like ${`${escapeLike(prefix)}%`} escape '\\'`)
      .orderBy(sql`length(ref_number)`, 'desc')
      .orderBy(sql`ref_number`, 'desc')
      .limit(1)
      .executeTakeFirst();
    const digits = highest ? /^\d+$/.exec(highest.ref_number.slice(prefix.length))?.[0] : undefined;
    next = (digits ? Number(digits) : Number(pattern[2])) + 1;
  } else {
    prefix = `${await projectPrefix(scope, project)}-${REF_LETTERS[kind]}-`;
  }
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const candidate = `${prefix}${String(next + attempt).padStart(width, '0')}`;
    if (!(await isTaken(scope, kind, candidate))) return candidate;
  }
  return '';
}
