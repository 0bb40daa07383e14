/**
 * `npx tsx bench/import.bench.ts`: what reading a hostile or oversized sheet costs the server.
 * The app in process on the demo database in memory (SQLite), signed in as demo.admin; each
 * scenario uploads to the object import's preview (POST /api/v1/objects/apartments/import-bulk-files)
 * and measures, from the upload to the answer:
 *
 * - the time to the answer and its status and message key;
 * - the event loop's delay meanwhile (perf_hooks monitorEventLoopDelay, max and p99);
 * - the slowest answer of an unrelated request (GET /api/v1/unread-count-messages, one after the
 *   other while the upload runs);
 * - the process's peak resident memory (each scenario runs in a process of its own).
 *
 * One small sheet is read before timing, so that what is measured is not the first load of the
 * import's code (in a worker: the worker's start, about a second).
 *
 * Scenarios: `rows` a 100,000-row .xlsx (7 text columns), `rows3` three of them at once, `bomb` a
 * 1 MB .xlsx whose sheet unpacks to 1 GB. `--scenario NAME` runs one (in this process); without it
 * each runs in a child process and the table goes to bench/results/import.md (`--out FILE`) unless
 * `--no-write`. Bounded: each upload is given up on after 120 s, each scenario's process after 300 s.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/core/config';
import { createDatabase } from '../server/core/db';
import { hashPassword } from '../server/core/passwords';
import { memoryStorage } from '../server/core/storage';
import { migrateToLatest } from '../server/db/migrate';
import { DEMO_PASSWORD } from '../server/db/seed/args';
import { seedDemo } from '../server/db/seed/demo';
import { multipartBody } from '../tests/fixtures/multipart';
import { xlsxOfRows, zipBomb } from '../tests/fixtures/xlsxFiles';

const SCENARIOS = ['rows', 'rows3', 'bomb'] as const;
type Scenario = (typeof SCENARIOS)[number];

interface Outcome {
  scenario: Scenario;
  fileBytes: number;
  answers: string[];
  ms: number;
  loopMaxMs: number;
  loopP99Ms: number;
  otherMaxMs: number;
  others: number;
  peakRssMb: number;
}

/** A scenario's process (demo data, app, uploads) is ended after this. */
const CHILD_TIMEOUT_MS = 300_000;
const UNFINISHED = {
  fileBytes: Number.NaN,
  ms: Number.NaN,
  loopMaxMs: Number.NaN,
  loopP99Ms: Number.NaN,
  otherMaxMs: Number.NaN,
  others: 0,
  peakRssMb: Number.NaN,
};

const HEADER = ['Bezeichnung', 'Objekttyp', 'Ref.-Nr.', 'Bruttomiete', 'Strasse', 'PLZ', 'Ort'];

function sheetOf(scenario: Scenario): { name: string; bytes: Buffer } {
  if (scenario === 'bomb') return { name: 'bombe.xlsx', bytes: zipBomb([HEADER], 1000) };
  const rows = [
    HEADER,
    ...Array.from({ length: 100_000 }, (_, i) => [
      `Wohnung ${i}`,
      'Wohnung',
      `B-${i}`,
      "1'850.00",
      'Seestrasse',
      '8800',
      'Thalwil',
    ]),
  ];
  return { name: 'gross.xlsx', bytes: xlsxOfRows(rows) };
}

async function runScenario(scenario: Scenario): Promise<Outcome> {
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
    dataDir: ':memory:',
  };
  const database = createDatabase({ databaseUrl: null, dataDir: ':memory:' });
  await migrateToLatest(database.db);
  await seedDemo(database.db, { passwordHash: await hashPassword(DEMO_PASSWORD), storage: memoryStorage() });
  const app = await buildApp(config, { database });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'tenant-name': 'rent' },
      payload: { username: 'demo.admin', password: DEMO_PASSWORD },
    });
    const auth = { 'tenant-name': 'rent', authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const sheet = sheetOf(scenario);
    const { payload, headers } = multipartBody([sheet]);
    const upload = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/objects/apartments/import-bulk-files',
        headers: { ...auth, ...headers },
        payload,
      });
    // warm: one small sheet first, so that the import's modules (and a worker, where there is
    // one) are loaded before timing
    const small = multipartBody([{ name: 'klein.xlsx', bytes: xlsxOfRows([HEADER, HEADER]) }]);
    await app.inject({
      method: 'POST',
      url: '/api/v1/objects/apartments/import-bulk-files',
      headers: { ...auth, ...small.headers },
      payload: small.payload,
    });

    const loop = monitorEventLoopDelay({ resolution: 5 });
    let running = true;
    let otherMax = 0;
    let others = 0;
    const unrelated = (async () => {
      while (running) {
        const start = performance.now();
        await app.inject({ method: 'GET', url: '/api/v1/unread-count-messages', headers: auth });
        otherMax = Math.max(otherMax, performance.now() - start);
        others += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    loop.enable();
    const start = performance.now();
    const count = scenario === 'rows3' ? 3 : 1;
    const bounded = (promise: Promise<{ statusCode: number; body: string }>) =>
      Promise.race([
        promise,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('over 120 s')), 120_000).unref()),
      ]);
    const replies = await Promise.all(Array.from({ length: count }, () => bounded(upload())));
    const ms = performance.now() - start;
    loop.disable();
    running = false;
    await unrelated;
    const answers = replies.map((reply) => {
      const body = JSON.parse(reply.body) as { messageKey?: string; valid?: number };
      return `${reply.statusCode} ${body.messageKey ?? `valid ${body.valid}`}`;
    });
    return {
      scenario,
      fileBytes: sheet.bytes.length,
      answers,
      ms,
      loopMaxMs: loop.max / 1e6,
      loopP99Ms: loop.percentile(99) / 1e6,
      otherMaxMs: otherMax,
      others,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    };
  } finally {
    await app.close();
    await database.destroy();
  }
}

const argOf = (argv: readonly string[], name: string) => {
  const at = argv.indexOf(name);
  return at < 0 ? undefined : argv[at + 1];
};

const fmt = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(0));

function table(outcomes: readonly Outcome[], label: string): string {
  const lines = [
    `| scenario (${label}) | file | answer | time to answer ms | loop delay max ms | loop delay p99 ms | slowest other request ms (of n) | peak RSS MB |`,
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...outcomes.map(
      (o) =>
        `| ${o.scenario} | ${Number.isNaN(o.fileBytes) ? '–' : `${(o.fileBytes / 1024 / 1024).toFixed(2)} MB`} | ${o.answers.join(', ')} | ${fmt(o.ms)} | ${fmt(o.loopMaxMs)} | ${fmt(o.loopP99Ms)} | ${fmt(o.otherMaxMs)} (${o.others}) | ${fmt(o.peakRssMb)} |`,
    ),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const one = argOf(argv, '--scenario');
  if (one) {
    if (!(SCENARIOS as readonly string[]).includes(one))
      throw new Error(`--scenario is one of ${SCENARIOS.join(', ')}`);
    const outcome = await runScenario(one as Scenario);
    process.stdout.write(`${JSON.stringify(outcome)}\n`);
    process.exit(0);
  }
  const outcomes: Outcome[] = [];
  for (const scenario of SCENARIOS) {
    let outcome: Outcome;
    try {
      const out = execFileSync(
        process.execPath,
        [...process.execArgv, process.argv[1]!, '--scenario', scenario],
        { encoding: 'utf8', maxBuffer: 1024 * 1024, timeout: CHILD_TIMEOUT_MS },
      );
      outcome = JSON.parse(out.trim().split('\n').pop()!) as Outcome;
    } catch (error) {
      // a scenario that does not finish in time is a result too: the table says so
      console.error(`${scenario}: ${(error as Error).message.split('\n')[0]}`);
      outcome = { ...UNFINISHED, scenario, answers: [`no answer within ${CHILD_TIMEOUT_MS / 1000} s`] };
    }
    console.log(table([outcome], argOf(argv, '--label') ?? 'this tree'));
    outcomes.push(outcome);
  }
  const label = argOf(argv, '--label') ?? 'this tree';
  const text = [
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, Node ${process.version}`,
    '',
    table(outcomes, label),
    '',
  ].join('\n');
  if (!argv.includes('--no-write')) {
    const file = argOf(argv, '--out') ?? 'bench/results/import.md';
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(file, text);
    console.log(`written to ${file}`);
  }
}

await main();
