import type { TestProject } from 'vitest/node';
import { resolveApiDatabases, startLine } from './dialects';
import { printLine } from './dialectReporter';

/**
 * Decides once per run which databases the API tests run on, says so at the start of the run and
 * hands the answer to every worker (`inject('apiDatabases')` in tests/api/harness.ts). A PostgreSQL
 * that DIALECTS asks for and that does not answer fails the run here.
 */
export default async function setup(project: TestProject): Promise<void> {
  const databases = await resolveApiDatabases(process.env);
  project.provide('apiDatabases', databases);
  printLine(startLine(databases), !databases.dialects.includes('postgres') && !databases.forced);
}
