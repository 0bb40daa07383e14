/**
 * The search case's term: "bahnhof" when it matches a few hundred apartments, else the word (or,
 * when no single word does, the pair of words) of the seeded search texts that comes closest to
 * 500 matches. The data is deterministic, so the choice is too.
 */
import { sql, type SqlBool } from 'kysely';
import { likePattern } from '../server/lists/query';
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

async function rentApartments(target: BenchTarget) {
  const project = await target.database.db
    .selectFrom('projects')
    .select('id')
    .where('slug', '=', TENANT)
    .executeTakeFirstOrThrow();
  return target.database.db
    .selectFrom('objects')
    .where('project_id', '=', project.id)
    .where('object_type', '=', 'apartments');
}

/** Apartments whose search text contains every word of the term: what the list's search matches. */
export async function countMatches(target: BenchTarget, term: string): Promise<number> {
  let query = await rentApartments(target);
  for (const word of term.toLowerCase().split(/\s+/).filter(Boolean)) {
    query = query.where(sql<SqlBool>`search_text like ${likePattern(word)} escape '\\'`);
  }
  const row = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

function closest(counts: Map<string, number>): string[] {
  const distance = (key: string) => Math.abs((counts.get(key) ?? 0) - AIM);
  return [...counts.keys()].sort((a, b) => distance(a) - distance(b) || a.localeCompare(b)).slice(0, TRIES);
}

/** Single words (5+ letters) and pairs of them, each in the order of their row counts' distance to 500. */
async function candidates(target: BenchTarget): Promise<string[]> {
  const rows = await (await rentApartments(target)).select('search_text').execute();
  const words = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const { search_text } of rows) {
    const unique = [...new Set(search_text.split(/[^\p{L}]+/u))].filter((w) => w.length >= 5).sort();
    for (const [i, word] of unique.entries()) {
      words.set(word, (words.get(word) ?? 0) + 1);
      for (const other of unique.slice(i + 1)) {
        const pair = `${word} ${other}`;
        pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
      }
    }
  }
  return [...closest(words), ...closest(pairs)];
}

export async function chooseSearchTerm(target: BenchTarget, forced: string | null): Promise<SearchChoice> {
  const fits = (n: number) => n >= MIN_MATCHES && n <= MAX_MATCHES;
  const first = forced ?? PREFERRED;
  const matches = await countMatches(target, first);
  const tried = [`${first}: ${matches}`];
  if (forced || fits(matches)) return { term: first, matches, tried };
  for (const term of await candidates(target)) {
    const n = await countMatches(target, term);
    tried.push(`${term}: ${n}`);
    if (fits(n)) return { term, matches: n, tried };
  }
  return { term: first, matches, tried };
}
