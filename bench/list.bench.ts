/**
 * `npm run bench`: the apartments list (GET /api/v1/objects/apartments) on 100,000 apartments and
 * the applications list (GET /api/v1/applications/) on 100,000 applications, through the API
 * (app.inject) and as the same SQL run directly through the driver ("raw").
 * See bench/args.ts for the options and bench/results/ for the saved tables.
 */
import type { Dialect } from '../server/core/db';
import { BENCH_USAGE, parseBenchArgs, type BenchArgs, type BenchList } from './args';
import { benchCases, measureCase } from './cases';
import { Cleanup } from './cleanup';
import {
  codeVersion,
  describeRun,
  machineInfo,
  saveReport,
  statementBreakdown,
  targetCheck,
  textTable,
  type DialectReport,
  type MachineInfo,
} from './report';
import { chooseSearchTerm } from './searchword';
import { postgresAnswers, prepareTarget, redactedAdminUrl } from './setup';
import { ms } from './stats';

const NOTES: Record<Dialect, string[]> = {
  sqlite: [
    'SQLite: one connection; the API runs its statements one after another, raw runs the same ' +
      'statements (prepare + all) on a second connection to the same file.',
  ],
  postgres: [
    'PostgreSQL: the API runs some statements of a call side by side (Promise.all on a pool of 10); ' +
      'raw runs them one after another on one connection, so raw is an upper bound of the database ' +
      'time and the ratio can fall below 1.',
  ],
};

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

async function benchDialect(
  dialect: Dialect,
  list: BenchList,
  args: BenchArgs,
  machine: MachineInfo,
  cleanup: Cleanup,
): Promise<DialectReport> {
  const rows = list === 'apartments' ? args.rows : args.applications;
  console.log(`\n=== ${dialect}: ${list} ===`);
  console.log(`preparing: migrate, demo seed, ${rows.toLocaleString('en-US')} ${list}, analyze`);
  const target = await prepareTarget(dialect, list, rows, cleanup);
  console.log(`  ready in ${target.seedSeconds.toFixed(1)} s (${target.engineVersion})`);
  const code = codeVersion();
  const search = await chooseSearchTerm(target, args.search, list);
  console.log(`  search "${search.term}" matches ${search.matches} ${list} (${search.tried.join(', ')})`);

  const cases = [];
  for (const benchCase of benchCases(list, search.term)) {
    const result = await measureCase(target, benchCase, args.runs);
    for (const s of result.statements) s.plan = await target.raw.plan(s);
    console.log(
      `  ${benchCase.name.padEnd(30)} api p50 ${ms(result.api.p50)} ms, raw p50 ${ms(result.raw.p50)} ms, ` +
        `${result.statements.length} statements, ${result.totalItems} rows`,
    );
    cases.push(result);
  }
  return {
    dialect,
    list,
    date: today(),
    engineVersion: target.engineVersion,
    machine,
    code,
    rows,
    runs: args.runs,
    search,
    seedSeconds: target.seedSeconds,
    cases,
    notes: NOTES[dialect],
  };
}

function printReport(report: DialectReport, files: string[]): void {
  console.log(`\n${report.dialect}, ${report.list}: times in ms`);
  for (const line of describeRun(report)) console.log(`  ${line}`);
  console.log(`\n${textTable(report)}`);
  if (report.dialect === 'sqlite') {
    console.log('\ntarget (SQLite): api p95 <= 2 x raw p95 + 2 ms and api p95 < 50 ms');
  }
  for (const c of report.cases.filter((c) => targetCheck(report.dialect, c) === 'FAIL')) {
    console.log(`\nFAIL ${c.name}: statements (raw p50) and query plans`);
    console.log(statementBreakdown(c));
  }
  console.log(`\nsaved ${files.join(', ')}`);
}

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseBenchArgs(argv);
  if (parsed.kind === 'help') {
    console.log(BENCH_USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    console.error(`${parsed.message}\n\n${BENCH_USAGE}`);
    return 2;
  }
  const { args } = parsed;
  const machine = machineInfo();
  console.log(
    `machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}`,
  );

  const cleanup = new Cleanup();
  cleanup.onSignals();
  let status = 0;
  for (const dialect of args.dialects) {
    if (dialect === 'postgres') {
      const reason = await postgresAnswers();
      if (reason) {
        console.log(`\nNOTE: PostgreSQL skipped, it does not answer at ${redactedAdminUrl()} (${reason}).`);
        console.log('      Set BENCH_DATABASE_URL to a server where a database may be created.');
        if (args.explicit) status = 1;
        continue;
      }
    }
    for (const list of args.lists) {
      try {
        const report = await benchDialect(dialect, list, args, machine, cleanup);
        printReport(report, saveReport(report));
      } catch (error) {
        if (cleanup.interrupted) break;
        console.error(`\n${dialect} ${list} failed:`, error);
        status = 1;
      } finally {
        await cleanup.run();
      }
    }
    if (cleanup.interrupted) break;
  }
  return status;
}

process.exitCode = await main(process.argv.slice(2));
