import { describe, expect, it } from 'vitest';
import {
  countApiTests,
  resolveApiDatabases,
  startLine,
  summaryLine,
  type ApiDatabases,
} from '../api/dialects';

const answers = (yes: boolean) => async () => yes;
const URL_5999 = 'postgres://postgres:secret@127.0.0.1:5999/test';

describe('the databases of the API tests', () => {
  it('takes both when PostgreSQL answers and DIALECTS is not set', async () => {
    const databases = await resolveApiDatabases({ TEST_DATABASE_URL: URL_5999 }, answers(true));
    expect(databases).toEqual({
      dialects: ['sqlite', 'postgres'],
      forced: false,
      postgresAt: '127.0.0.1:5999',
    });
    expect(startLine(databases)).toBe('API tests: SQLite and PostgreSQL (PostgreSQL at 127.0.0.1:5999)');
  });

  it('says loudly at the start that PostgreSQL is left out when it does not answer', async () => {
    const databases = await resolveApiDatabases({ TEST_DATABASE_URL: URL_5999 }, answers(false));
    expect(databases.dialects).toEqual(['sqlite']);
    expect(startLine(databases)).toBe(
      'PostgreSQL not reachable at 127.0.0.1:5999: API tests on SQLite only (DIALECTS=sqlite,postgres makes PostgreSQL required)',
    );
  });

  it('fails the run when DIALECTS asks for PostgreSQL and it does not answer', async () => {
    await expect(
      resolveApiDatabases({ DIALECTS: 'sqlite,postgres', TEST_DATABASE_URL: URL_5999 }, answers(false)),
    ).rejects.toThrow(
      'DIALECTS=sqlite,postgres asks for PostgreSQL, but PostgreSQL does not answer at 127.0.0.1:5999',
    );
  });

  it('takes what DIALECTS names without asking PostgreSQL when it names SQLite only', async () => {
    let asked = false;
    const databases = await resolveApiDatabases({ DIALECTS: 'sqlite' }, async () => {
      asked = true;
      return false;
    });
    expect(asked).toBe(false);
    expect(startLine(databases)).toBe('API tests: SQLite (DIALECTS=sqlite)');
  });

  it('refuses a dialect it does not know', async () => {
    await expect(resolveApiDatabases({ DIALECTS: 'sqlite,mysql' }, answers(true))).rejects.toThrow(
      'unknown dialect mysql in DIALECTS',
    );
  });
});

describe('the summary line of the API tests', () => {
  const both: ApiDatabases = {
    dialects: ['sqlite', 'postgres'],
    forced: false,
    postgresAt: '127.0.0.1:5432',
  };
  const sqliteOnly: ApiDatabases = { dialects: ['sqlite'], forced: false, postgresAt: '127.0.0.1:5999' };

  it('counts the tests of each database by the dialect in their suite names', () => {
    const counts = countApiTests([
      { suites: ['user management (sqlite)'], skipped: false },
      { suites: ['nested', 'user management (sqlite)'], skipped: false },
      { suites: ['user management (postgres)'], skipped: false },
      { suites: ['a unit test'], skipped: false },
      { suites: [], skipped: false },
    ]);
    expect(counts).toEqual({ ran: { sqlite: 2, postgres: 1 }, postgresSkipped: 0 });
    expect(summaryLine(both, counts)).toEqual({
      text: 'API tests: SQLite and PostgreSQL (2 on SQLite, 1 on PostgreSQL)',
      loud: false,
    });
  });

  it('counts as skipped every SQLite test and PostgreSQL’s own tests when PostgreSQL did not answer', () => {
    const counts = countApiTests([
      { suites: ['user management (sqlite)'], skipped: false },
      { suites: ['roles (sqlite)'], skipped: false },
      { suites: ['unread long poll across processes (postgres)'], skipped: true },
      { suites: ['roles (sqlite)'], skipped: true },
    ]);
    expect(summaryLine(sqliteOnly, counts)).toEqual({
      text: 'PostgreSQL not reachable: skipped, 3 tests',
      loud: true,
    });
  });

  it('says nothing when no API test ran', () => {
    expect(summaryLine(both, countApiTests([{ suites: ['money'], skipped: false }]))).toBeNull();
  });
});
