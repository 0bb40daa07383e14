/**
 * `npm run bench:load`: how much signed-in staff traffic one node holds, on PostgreSQL.
 *
 * It makes a fresh PostgreSQL database next to BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), starts `server/main.ts` on it as an operator does (the
 * node migrates it and fills in the demo data), signs staff in and runs, with autocannon:
 *
 * - a staff mix per session: list pages with filters and search (apartments, applications),
 *   record reads (an object's form, an application), saves (an object's form with its version),
 *   bulk actions (deactivate and activate apartments) and 10% uploads (a small PDF), while
 * - 200 long polls of the unread counter are held (POST get-unread-messages, renewed when answered),
 *
 * at 25, 50 and 100 concurrent sessions on one node, then on two nodes on the same database (each
 * taking half the sessions); then one customer's (project `rent`) reads alone and while another
 * customer (project `erstvermietung`) runs bulk dossier exports on the same node.
 *
 * Each count runs twice: as staff sessions at their pace (`--session-rate R` requests a second
 * each, default 1), and as as many connections in a loop (each request sent as soon as the last
 * answered: what the node holds at most).
 * Per run: requests per second, p50/p95/p99 in ms, non-2xx answers (409 of two sessions saving one
 * object at once shown apart) and connection errors. Options: `--seconds N` per run (default 15),
 * `--port P` the first node's port (default 3271; the second node takes P + 1), `--export-only` only
 * the customer beside another customer's bulk export (result: bench/results/load-<date>-export.md).
 * Result: bench/results/load-<date>.md. Everything it starts and creates is removed at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase, type DatabaseHandle } from '../server/core/db';
import { DEMO_PASSWORD } from '../server/db/seed/args';
import { fixture, multipartBody } from '../tests/fixtures/multipart';
import { adminQuery, startNode, stopNode, type Node } from '../tests/api/nodeProcess';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SESSION_COUNTS = [25, 50, 100];
const LONG_POLLS = 200;
const USERS = ['demo.admin'];

function numberArg(argv: readonly string[], name: string, fallback: number): number {
  const at = argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a whole number above 0`);
  return value;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'tenant-name': 'rent', 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login of ${username} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

interface Fixtures {
  apartments: number[];
  applications: number[];
  /** applications of the other customer, exported in bulk */
  otherApplications: number[];
  searchTerm: string;
}

async function fixturesOf(database: DatabaseHandle): Promise<Fixtures> {
  const project = async (slug: string) =>
    (await database.db.selectFrom('projects').select('id').where('slug', '=', slug).executeTakeFirstOrThrow())
      .id;
  const rent = await project('rent');
  const other = await project('erstvermietung');
  const apartments = await database.db
    .selectFrom('objects')
    .select(['id', 'title'])
    .where('project_id', '=', rent)
    .where('object_type', '=', 'apartments')
    .orderBy('id')
    .execute();
  const applications = await database.db
    .selectFrom('applications')
    .select('id')
    .where('project_id', '=', rent)
    .orderBy('id')
    .execute();
  const otherApplications = await database.db
    .selectFrom('applications')
    .select('id')
    .where('project_id', '=', other)
    .orderBy('id')
    .limit(20)
    .execute();
  const word = /[a-zäöü]{5,}/i.exec(apartments[0]?.title ?? '')?.[0] ?? 'wohnung';
  return {
    apartments: apartments.map((a) => a.id),
    applications: applications.map((a) => a.id),
    otherApplications: otherApplications.map((a) => a.id),
    searchTerm: word.toLowerCase(),
  };
}

/** Each object's current form and version, shared by the sessions that save it. */
type Forms = Map<number, { detail: Record<string, Record<string, unknown>>; version: number }>;

async function loadForms(base: string, token: string, ids: readonly number[]): Promise<Forms> {
  const forms: Forms = new Map();
  for (const id of ids) {
    const res = await fetch(`${base}/api/v1/objects/${id}/edit`, {
      headers: { 'tenant-name': 'rent', authorization: `Bearer ${token}` },
    });
    const detail = (await res.json()) as Record<string, Record<string, unknown>> & { version: number };
    forms.set(id, { detail, version: detail.version });
  }
  return forms;
}

function saveBody(forms: Forms, id: number): string {
  const form = forms.get(id)!;
  const { rentalPricePerSquareMeter: _a, nettoPricePerSquareMeter: _b, ...prices } = form.detail.prices!;
  return JSON.stringify({
    basics: form.detail.basics,
    prices,
    address: form.detail.address,
    rental: form.detail.rental,
    additional: form.detail.additional,
    version: form.version,
  });
}

type Request = autocannon.Request;

/** The staff mix one session runs in a loop: 20 requests, two of them uploads (10%). */
function staffMix(fx: Fixtures, forms: Forms, tokens: readonly string[]): Request[] {
  let sessions = 0;
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const { payload, headers: uploadHeaders } = multipartBody([
    { name: 'grundriss.pdf', bytes: fixture('plan.pdf'), type: 'application/pdf' },
  ]);
  const formIds = [...forms.keys()];
  const bulkTargets = fx.apartments.slice(-5);
  const json = { 'content-type': 'application/json' };
  const get = (pathOf: () => string): Request => ({
    method: 'GET',
    path: '/',
    setupRequest: (req, context) => ({ ...withSession(req, context), path: pathOf() }),
  });
  const withSession = (req: autocannon.Request, context: Record<string, unknown>) => {
    if (!context.token) {
      context.token = tokens[sessions % tokens.length];
      context.object = formIds[sessions % formIds.length];
      sessions += 1;
    }
    return {
      ...req,
      headers: { ...req.headers, 'tenant-name': 'rent', authorization: `Bearer ${String(context.token)}` },
    };
  };
  const list = (url: string, query: string) => get(() => `${url}?rowsPerPage=10${query}`);
  return [
    list('/api/v1/objects/apartments', ''),
    get(() => `/api/v1/objects/${pick(fx.apartments)}/edit`),
    list('/api/v1/applications/', ''),
    get(() => `/api/v1/applications/${pick(fx.applications)}`),
    list('/api/v1/objects/apartments', '&status=rented'),
    {
      method: 'POST',
      path: '/',
      headers: uploadHeaders,
      body: payload,
      setupRequest: (req, context) => ({ ...withSession(req, context), path: '/api/v1/upload-files' }),
    },
    list('/api/v1/applications/', '&status=active.evaluated'),
    list('/api/v1/objects/apartments', `&search=${encodeURIComponent(fx.searchTerm)}`),
    {
      method: 'POST',
      path: '/',
      headers: json,
      setupRequest: (req, context) => {
        const session = withSession(req, context);
        const id = Number(context.object);
        return { ...session, path: `/api/v1/objects/${id}/edit`, body: saveBody(forms, id) };
      },
      onResponse: (status, body, context) => {
        const id = Number(context.object);
        if (status === 200) forms.get(id)!.version = (JSON.parse(body) as { version: number }).version;
      },
    },
    list('/api/v1/applications/', '&sort=-overall_evaluation'),
    get(() => `/api/v1/objects/${pick(fx.apartments)}/edit`),
    list('/api/v1/objects/apartments', '&sort=title'),
    {
      method: 'POST',
      path: '/',
      headers: json,
      setupRequest: (req, context) => ({
        ...withSession(req, context),
        path: '/api/v1/objects/apartments',
        body: JSON.stringify({ bulkAction: 'deactivate', targets: bulkTargets }),
      }),
    },
    get(() => `/api/v1/applications/${pick(fx.applications)}`),
    list('/api/v1/applications/', `&search=${encodeURIComponent(fx.searchTerm)}`),
    {
      method: 'POST',
      path: '/',
      headers: uploadHeaders,
      body: payload,
      setupRequest: (req, context) => ({ ...withSession(req, context), path: '/api/v1/upload-files' }),
    },
    {
      method: 'POST',
      path: '/',
      headers: json,
      setupRequest: (req, context) => ({
        ...withSession(req, context),
        path: '/api/v1/objects/apartments',
        body: JSON.stringify({ bulkAction: 'activate', targets: bulkTargets }),
      }),
    },
    list('/api/v1/objects/apartments', '&page=2'),
    get(() => '/api/v1/unread-count-messages'),
    get(() => `/api/v1/objects/${pick(fx.apartments)}/edit`),
  ];
}

/** A read-only mix of one customer (the `rent` project): lists and records. */
function readMix(fx: Fixtures, token: string): Request[] {
  const headers = { 'tenant-name': 'rent', authorization: `Bearer ${token}` };
  return [
    { method: 'GET', path: '/api/v1/objects/apartments?rowsPerPage=10', headers },
    { method: 'GET', path: `/api/v1/objects/${fx.apartments[0]}/edit`, headers },
    { method: 'GET', path: '/api/v1/applications/?rowsPerPage=10', headers },
    { method: 'GET', path: `/api/v1/applications/${fx.applications[0]}`, headers },
  ];
}

interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  conflicts: number;
  errors: number;
  statuses: Record<string, number>;
}

/**
 * Runs autocannon against each base with its share of the connections, side by side: each
 * connection sends its next request as soon as the last one answered, or, with `rate`, at most
 * `rate` requests a second (a staff user's session: clicks, not a loop).
 */
async function measure(
  bases: readonly string[],
  connections: number,
  seconds: number,
  requests: Request[],
  rate?: number,
): Promise<Figures> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const started = Date.now();
  await Promise.all(
    bases.map((base, i) => {
      const share = Math.floor(connections / bases.length) + (i < connections % bases.length ? 1 : 0);
      const instance = autocannon({
        url: base,
        connections: share,
        duration: seconds,
        requests,
        timeout: 30,
        ...(rate ? { connectionRate: rate } : {}),
      });
      instance.on('response', (_client, status, _bytes, responseTime) => {
        times.push(responseTime);
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
      instance.on('reqError', () => (errors += 1));
      return instance;
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const non2xx = Object.entries(statuses)
    .filter(([s]) => !s.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: times.length,
    rps: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx,
    conflicts: statuses['409'] ?? 0,
    errors,
    statuses,
  };
}

/** 200 long polls of the unread counter, each renewed when answered, until stopped. */
function holdLongPolls(bases: readonly string[], tokens: readonly string[]) {
  let stopped = false;
  const controller = new AbortController();
  let answered = 0;
  let failed = 0;
  const loops = Array.from({ length: LONG_POLLS }, async (_, i) => {
    const base = bases[i % bases.length]!;
    const headers = {
      'tenant-name': 'rent',
      authorization: `Bearer ${tokens[i % tokens.length]}`,
      'content-type': 'application/json',
    };
    while (!stopped) {
      try {
        const current = await fetch(`${base}/api/v1/unread-count-messages`, {
          headers,
          signal: controller.signal,
        });
        const { count } = (await current.json()) as { count: number };
        const res = await fetch(`${base}/api/v1/get-unread-messages`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ count }),
          signal: controller.signal,
        });
        await res.arrayBuffer();
        if (res.ok) answered += 1;
        else failed += 1;
      } catch {
        if (!stopped) failed += 1;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  });
  return {
    counts: () => ({ answered, failed }),
    async stop() {
      stopped = true;
      controller.abort();
      await Promise.all(loops);
    },
  };
}

/** Bulk dossier exports of the other customer, two at a time, until stopped. */
function runExports(base: string, token: string, targets: readonly number[]) {
  let stopped = false;
  let done = 0;
  let failed = 0;
  const loops = Array.from({ length: 2 }, async () => {
    while (!stopped) {
      const res = await fetch(`${base}/api/v1/generate-application-export`, {
        method: 'POST',
        headers: {
          'tenant-name': 'erstvermietung',
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ targets, exportAction: 'dossier' }),
      });
      await res.arrayBuffer();
      if (res.ok) done += 1;
      else failed += 1;
    }
  });
  return {
    counts: () => ({ done, failed }),
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** The messages of the errors a node logged (pino JSON lines of level 50 and above), each once. */
function serverErrors(output: string): string[] {
  const messages = new Set<string>();
  for (const line of output.split('\n')) {
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { message?: string };
        url?: string;
      };
      if ((entry.level ?? 0) >= 50)
        messages.add(`${entry.msg ?? ''}: ${entry.err?.message ?? ''}`.slice(0, 300));
    } catch {
      // not a log line
    }
  }
  return [...messages];
}

const ms = (value: number) => value.toFixed(0);
const row = (label: string, f: Figures) =>
  `| ${label} | ${f.requests} | ${f.rps.toFixed(0)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.non2xx - f.conflicts} | ${f.conflicts} | ${f.errors} |`;

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const seconds = numberArg(argv, '--seconds', 15);
  const port = numberArg(argv, '--port', 3271);
  const sessionRate = numberArg(argv, '--session-rate', 1);
  const exportOnly = argv.includes('--export-only');
  const name = `immodesk_load_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDirs = [
    mkdtempSync(path.join(tmpdir(), 'immodesk-load-a-')),
    mkdtempSync(path.join(tmpdir(), 'immodesk-load-b-')),
  ];
  const env = {
    DATABASE_URL: url.toString(),
    SECRET_KEY: randomBytes(32).toString('hex'),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    UPLOAD_QUOTA_MB: '100000',
    UPLOAD_RATE_MB_PER_HOUR: '100000',
  };
  const nodes: Node[] = [];
  let database: DatabaseHandle | undefined;
  const cleanup = async () => {
    await Promise.all(nodes.map((n) => stopNode(n)));
    await database?.destroy();
    await adminQuery(`drop database if exists ${name} with (force)`, ADMIN_URL).catch(() => {});
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  const loadBefore = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  try {
    await adminQuery(`create database ${name}`, ADMIN_URL);
    console.log(`starting a node on ${port} (it migrates and fills in the demo data)...`);
    nodes.push(await startNode({ ...env, DATA_DIR: dataDirs[0]! }, port));
    database = createDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
    const fx = await fixturesOf(database);
    const a = nodes[0]!.base;
    const tokens: string[] = [];
    for (let i = 0; i < 20; i += 1) tokens.push(await login(a, USERS[i % USERS.length]!));
    const forms = await loadForms(
      a,
      tokens[0]!,
      fx.apartments.slice(0, Math.min(40, fx.apartments.length - 5)),
    );
    const mix = staffMix(fx, forms, tokens);
    const lines: string[] = [];
    // sessions at their pace (the target), and the same number of connections in a loop
    // (what a node holds at most)
    const results: Array<[string, Figures]> = [];
    const saturation: Array<[string, Figures]> = [];
    const failures: string[] = [];

    const runSet = async (bases: string[], label: string) => {
      const polls = holdLongPolls(bases, tokens);
      // the polls are held before the traffic starts
      await new Promise((r) => setTimeout(r, 2000));
      // a short warm-up: the first calls compile and fill the caches
      await measure(bases, 10, 3, mix);
      for (const sessions of SESSION_COUNTS) {
        for (const [kind, rate, list] of [
          ['sessions', sessionRate, results],
          ['connections in a loop', undefined, saturation],
        ] as const) {
          const figures = await measure(bases, sessions, seconds, mix, rate);
          list.push([`${label}, ${sessions} ${kind}`, figures]);
          console.log(row(`${label}, ${sessions} ${kind}`, figures), JSON.stringify(figures.statuses));
          if (Object.keys(figures.statuses).some((status) => status.startsWith('5')))
            for (const node of nodes) failures.push(...serverErrors(node.output()));
        }
      }
      await polls.stop();
      return polls.counts();
    };

    const noPolls = { answered: 0, failed: 0 };
    const oneNodePolls = exportOnly ? noPolls : await runSet([a], 'one node');
    let twoNodePolls = noPolls;
    if (!exportOnly) {
      console.log(`starting a second node on ${port + 1}...`);
      nodes.push(await startNode({ ...env, DATA_DIR: dataDirs[1]! }, port + 1));
      twoNodePolls = await runSet([a, nodes[1]!.base], 'two nodes');
      await stopNode(nodes.pop());
    }

    // one customer's reads alone, then while another customer's bulk exports run on the same node
    const reads = readMix(fx, tokens[0]!);
    await measure([a], 10, 3, reads);
    const alone = await measure([a], 10, seconds, reads);
    const exports = runExports(a, tokens[1]!, fx.otherApplications);
    await new Promise((r) => setTimeout(r, 1000));
    const beside = await measure([a], 10, seconds, reads);
    await exports.stop();
    const exported = exports.counts();
    const loadAfter = loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');

    const date = new Date().toISOString().slice(0, 10);
    const exportSection = [
      "## One customer beside another customer's bulk export",
      '',
      `Customer A (project rent): 10 connections reading (apartments list, an object form, applications list, an application). ` +
        `Customer B (project erstvermietung): two bulk dossier exports of ${fx.otherApplications.length} applications at a time, one after the other, ` +
        `on the same node (${exported.done} exports done, ${exported.failed} failed meanwhile).`,
      '',
      "| A's reads | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx | 409 | errors |",
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      row('alone', alone),
      row("beside B's exports", beside),
      '',
      `Slow-down of A: p50 ×${(beside.p50 / Math.max(alone.p50, 1)).toFixed(2)}, p95 ×${(beside.p95 / Math.max(alone.p95, 1)).toFixed(2)} (target: at most ×2).`,
      '',
    ];
    if (exportOnly) {
      const summary = [
        "# Load: one customer beside another customer's bulk export, on PostgreSQL",
        '',
        `\`npm run bench:load -- --export-only --seconds ${seconds}\` on ${date}, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ` +
          `load average (1, 5, 15 min) ${loadBefore} before and ${loadAfter} after; the load generator runs on the same machine. ` +
          `One node: \`server/main.ts\` (NODE_ENV=development, LOG_LEVEL=warn, EXPORT_WORKERS ${process.env.EXPORT_WORKERS ?? 'default'}) on a fresh demo database; ${seconds} s per row after a 3 s warm-up.`,
        '',
        ...exportSection,
      ].join('\n');
      console.log(summary);
      mkdirSync('bench/results', { recursive: true });
      writeFileSync(`bench/results/load-${date}-export.md`, summary);
      return;
    }
    lines.push(
      '# Load: signed-in staff traffic on PostgreSQL',
      '',
      `\`npm run bench:load -- --seconds ${seconds}\` on ${date}, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ` +
        `load average (1, 5, 15 min) ${loadBefore} before and ${loadAfter} after; the load generator runs on the same machine.`,
      '',
      `Nodes: \`server/main.ts\` (NODE_ENV=development, LOG_LEVEL=warn) on a fresh demo database; ${tokens.length} sessions of demo.admin shared by the connections. ` +
        `Each connection loops over 20 requests: 9 list pages (apartments and applications; filters, sorts, search "${fx.searchTerm}", page 2), ` +
        '5 record reads (object form, application), 1 save (an object form with its version), 2 bulk actions (deactivate, activate 5 apartments), ' +
        `2 uploads (a small PDF, 10%) and the unread count; meanwhile ${LONG_POLLS} unread long polls are held (renewed when answered). ` +
        `${seconds} s per row after a 3 s warm-up.`,
      '',
      `Sessions: each sends the mix at up to ${sessionRate} request(s) a second (a staff user working fast; \`--session-rate\` changes it). Target: p95 < 150 ms at 50 sessions on one node, 0 errors.`,
      '',
      '| run | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx | 409 | errors |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...results.map(([label, f]) => row(label, f)),
      '',
      'Connections in a loop: each sends its next request as soon as the last one answered, so the node works flat out; ' +
        'the times are mostly waiting in the queue (with N connections, about N / (req/s)), and req/s is what the node holds.',
      '',
      '| run | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx | 409 | errors |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...saturation.map(([label, f]) => row(label, f)),
      '',
      `Long polls: one node ${oneNodePolls.answered} answered, ${oneNodePolls.failed} failed; two nodes ${twoNodePolls.answered} answered, ${twoNodePolls.failed} failed ` +
        '(a poll answers after 25 s without news, or when a save or mail changes the count).',
      '',
      ...(failures.length > 0
        ? ['5xx answers: what the nodes logged:', '', ...[...new Set(failures)].map((f) => `- ${f}`), '']
        : []),
      '409: two sessions saving the same object at once (the connections share the objects); the one that lost is told so, as in the app.',
      '',
      ...exportSection,
    );
    const summary = lines.join('\n');
    console.log(summary);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/load-${date}.md`, summary);
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
