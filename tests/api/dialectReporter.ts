import { styleText } from 'node:util';
import type { Reporter, TestCase, TestModule, Vitest } from 'vitest/node';
import { countApiTests, summaryLine } from './dialects';

/** A line of its own; a loud one in bold yellow on a terminal. */
export function printLine(text: string, loud: boolean): void {
  const colour = loud && process.stdout.isTTY && !process.env.NO_COLOR;
  process.stdout.write(`${colour ? styleText(['bold', 'yellow'], text) : text}\n`);
}

function suiteNames(test: TestCase): string[] {
  const names: string[] = [];
  for (let parent = test.parent; parent.type === 'suite'; parent = parent.parent) names.push(parent.name);
  return names;
}

/**
 * Closes the run's summary with the databases the API tests ran on (tests/api/dialects.ts), or
 * with how many did not run on PostgreSQL because it did not answer. Silent in a run without the
 * server project's setup (client tests only).
 */
export default class DialectReporter implements Reporter {
  private vitest: Vitest | null = null;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const project = this.vitest?.projects.find((p) => p.name === 'server');
    const databases = project?.getProvidedContext().apiDatabases;
    if (!databases) return;
    const tests = testModules
      .filter((module) => module.project.name === 'server')
      .flatMap((module) => [...module.children.allTests()])
      .map((test) => ({ suites: suiteNames(test), skipped: test.result().state === 'skipped' }));
    const line = summaryLine(databases, countApiTests(tests));
    if (line) printLine(line.text, line.loud);
  }
}
