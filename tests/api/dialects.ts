import pg from 'pg';
import type { Dialect } from '../../server/core/db';

/**
 * Which databases the API tests run on, decided once per run (tests/api/globalSetup.ts) and told
 * at its start and in its summary (tests/api/dialectReporter.ts): DIALECTS=sqlite, DIALECTS=postgres
 * or both when asked for; otherwise both when PostgreSQL answers at TEST_DATABASE_URL, SQLite alone
 * when it does not.
 */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface ApiDatabases {
  dialects: Dialect[];
  /** DIALECTS named the databases; otherwise they follow whether PostgreSQL answered */
  forced: boolean;
  /** host and port of PostgreSQL (no user or password), for the lines */
  postgresAt: string;
}

/** The dialects DIALECTS asks for, or null when it asks for none. */
export function askedDialects(value: string | undefined): Dialect[] | null {
  const asked = (value ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  if (asked.length === 0) return null;
  for (const d of asked)
    if (d !== 'sqlite' && d !== 'postgres') throw new Error(`unknown dialect ${d} in DIALECTS`);
  return asked as Dialect[];
}

/** Host and port of a database address, without its user or password. */
export function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}`;
  } catch {
    return 'an invalid TEST_DATABASE_URL';
  }
}

export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The databases of this run. A PostgreSQL that DIALECTS asks for and that does not answer fails the
 * run here, before any test, instead of failing every test of it one by one.
 */
export async function resolveApiDatabases(
  env: NodeJS.ProcessEnv,
  answers: (url: string) => Promise<boolean> = postgresAnswers,
): Promise<ApiDatabases> {
  const url = env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const postgresAt = hostOf(url);
  const asked = askedDialects(env.DIALECTS);
  if (asked) {
    if (asked.includes('postgres') && !(await answers(url)))
      throw new Error(
        `DIALECTS=${asked.join(',')} asks for PostgreSQL, but PostgreSQL does not answer at ${postgresAt} (TEST_DATABASE_URL)`,
      );
    return { dialects: asked, forced: true, postgresAt };
  }
  const dialects: Dialect[] = (await answers(url)) ? ['sqlite', 'postgres'] : ['sqlite'];
  return { dialects, forced: false, postgresAt };
}

const NAMES: Record<Dialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

function dialectNames(dialects: Dialect[]): string {
  return dialects.map((d) => NAMES[d]).join(' and ');
}

/** The line at the start of a run. */
export function startLine(databases: ApiDatabases): string {
  const { dialects, forced, postgresAt } = databases;
  if (forced) return `API tests: ${dialectNames(dialects)} (DIALECTS=${dialects.join(',')})`;
  if (dialects.includes('postgres'))
    return `API tests: ${dialectNames(dialects)} (PostgreSQL at ${postgresAt})`;
  return `PostgreSQL not reachable at ${postgresAt}: API tests on SQLite only (DIALECTS=sqlite,postgres makes PostgreSQL required)`;
}

/** The dialect of a test: from the name of a suite it sits in, `... (sqlite)` or `... (postgres)`. */
export function dialectOfSuites(suiteNames: readonly string[]): Dialect | null {
  for (const name of suiteNames) {
    const match = /\((sqlite|postgres)\)$/.exec(name);
    if (match) return match[1] as Dialect;
  }
  return null;
}

export interface ApiTestCounts {
  /** tests that ran (or were meant to run) per dialect */
  ran: Record<Dialect, number>;
  /** tests of PostgreSQL's own suites that were skipped because PostgreSQL was not there */
  postgresSkipped: number;
}

/** The API tests of a run per dialect, from each test's suite names and whether it was skipped. */
export function countApiTests(
  tests: Iterable<{ suites: readonly string[]; skipped: boolean }>,
): ApiTestCounts {
  const counts: ApiTestCounts = { ran: { sqlite: 0, postgres: 0 }, postgresSkipped: 0 };
  for (const test of tests) {
    const dialect = dialectOfSuites(test.suites);
    if (dialect === 'postgres' && test.skipped) counts.postgresSkipped += 1;
    else if (dialect && !test.skipped) counts.ran[dialect] += 1;
  }
  return counts;
}

export interface SummaryLine {
  text: string;
  /** a line to be seen: PostgreSQL was left out without being asked to */
  loud: boolean;
}

/**
 * The line of the run's summary, or null when no API test ran. Without PostgreSQL and not asked
 * so, the tests that did not run on it: each SQLite test (it would have run on PostgreSQL too)
 * and PostgreSQL's own tests.
 */
export function summaryLine(databases: ApiDatabases, counts: ApiTestCounts): SummaryLine | null {
  const { sqlite, postgres } = counts.ran;
  if (sqlite + postgres + counts.postgresSkipped === 0) return null;
  if (!databases.forced && !databases.dialects.includes('postgres'))
    return {
      text: `PostgreSQL not reachable: skipped, ${sqlite + counts.postgresSkipped} tests`,
      loud: true,
    };
  const parts = databases.dialects.map((d) => `${counts.ran[d]} on ${NAMES[d]}`).join(', ');
  return { text: `API tests: ${dialectNames(databases.dialects)} (${parts})`, loud: false };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the databases of the API tests, decided once per run by tests/api/globalSetup.ts */
    apiDatabases: ApiDatabases;
  }
}
