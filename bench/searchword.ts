/**
 * The search case's term: "bahnhof" when it matches a few hundred apartments, else the word (or,
 * when no single word does, the pair of words) of the seeded search texts that comes closest to
 * 500 matches; for the applications list the closest word or pair of the households' search
 * texts (names, e-mail). The data is deterministic, so the choice is too.
 */
import { sql, type SqlBool } from 'kysely';
import { likePattern } from '../server/lists/query';
import type { BenchList } from './args';
import type { BenchTarget } from './setup';
import { TENANT } from './setup';

const PREFERRED = 'bahnhof';
const MIN_MATCHES = 100;
const MAX_MATCHES = 2000;
const AIM = 500;
const TRIES = 8;

export interface SearchChoice {
  term: string;
  matches: number;
  tried: string[];
}

/** The rows of the list in "rent": its apartments, or its applications. */
async function rentRows(target: BenchTarget, list: BenchList) {
  const project = await target.database.db
    .selectFrom('projects')
    .select('id')
    .where('slug', '=', TENANT)
    .executeTakeFirstOrThrow();
  return list === 'applications'
    ? { table: sql.table('applications'), where: sql<SqlBool>`project_id = ${project.id}` }
    : {
        table: sql.table('objects'),
        where: sql<SqlBool>`project_id = ${project.id} and object_type = 'apartments'`,
      };
}

/** Rows whose search text contains every word of the term: what the list's search matches. */
export async function countMatches(
  target: BenchTarget,
  term: string,
  list: BenchList = 'apartments',
): Promise<number> {
  const rows = await rentRows(target, list);
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => sql<SqlBool>`search_text like ${likePattern(word)} escape '\\'`);
  const where = sql.join([rows.where, ...words], sql` and `);
  const { rows: found } = await sql<{
    n: number;
  }>`select count(*) as n from ${rows.table} where ${where}`.execute(target.database.db);
  return Number(found[0]?.n ?? 0);
}

function closest(counts: Map<string, number>): string[] {
  const distance = (key: string) => Math.abs((counts.get(key) ?? 0) - AIM);
  return [...counts.keys()].sort((a, b) => distance(a) - distance(b) || a.localeCompare(b)).slice(0, TRIES);
}

/**
 * The words (5+ letters) of each row's search text, unique and sorted; the single words and, only
 * when asked (no single word fits), the pairs of them, in the order of their row counts' distance
 * to 500. Pairs of 100,000 rows are millions of strings: not made when a word will do.
 */
async function candidates(target: BenchTarget, list: BenchList) {
  const from = await rentRows(target, list);
  const { rows } = await sql<{
    search_text: string;
  }>`select search_text from ${from.table} where ${from.where}`.execute(target.database.db);
  const wordsOf = rows.map(({ search_text }) =>
    [...new Set(search_text.split(/[^\p{L}]+/u))].filter((w) => w.length >= 5).sort(),
  );
  return {
    words(): string[] {
      const words = new Map<string, number>();
      for (const unique of wordsOf) for (const word of unique) words.set(word, (words.get(word) ?? 0) + 1);
      return closest(words);
    },
    pairs(): string[] {
      const pairs = new Map<string, number>();
      for (const unique of wordsOf) {
        for (const [i, word] of unique.entries()) {
          for (const other of unique.slice(i + 1)) {
            const pair = `${word} ${other}`;
            pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
          }
        }
      }
      return closest(pairs);
    },
  };
}

export async function chooseSearchTerm(
  target: BenchTarget,
  forced: string | null,
  list: BenchList = 'apartments',
): Promise<SearchChoice> {
  const fits = (n: number) => n >= MIN_MATCHES && n <= MAX_MATCHES;
  const first = forced ?? PREFERRED;
  const matches = await countMatches(target, first, list);
  const tried = [`${first}: ${matches}`];
  if (forced || fits(matches)) return { term: first, matches, tried };
  const found = await candidates(target, list);
  for (const terms of [() => found.words(), () => found.pairs()]) {
    for (const term of terms()) {
      const n = await countMatches(target, term, list);
      tried.push(`${term}: ${n}`);
      if (fits(n)) return { term, matches: n, tried };
    }
  }
  return { term: first, matches, tried };
}
