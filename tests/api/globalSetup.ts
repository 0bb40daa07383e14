import type { TestProject } from 'vitest/node';
import { printLine } from './dialectReporter';
import { DEFAULT_TEST_DATABASE_URL, resolveApiDatabases, startLine } from './dialects';
import { dropTemplatesOfRun } from './seededTemplate';

/**
 * Decides once per run which databases the API tests run on, says so at the start of the run and
 * hands the answer to every worker (`inject('apiDatabases')` in tests/api/harness.ts). A PostgreSQL
 * that DIALECTS asks for and that does not answer fails the run here. At the end, the PostgreSQL
 * templates the run's workers seeded (tests/api/seededTemplate.ts) are dropped.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const databases = await resolveApiDatabases(process.env);
  project.provide('apiDatabases', databases);
  printLine(startLine(databases), !databases.dialects.includes('postgres') && !databases.forced);
  if (!databases.dialects.includes('postgres')) return undefined;
  return () => dropTemplatesOfRun(process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL, process.pid);
}
