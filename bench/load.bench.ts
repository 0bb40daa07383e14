/**
 * `npm run bench:load`: how much signed-in staff traffic one node holds, on PostgreSQL.
 *
 * It makes a fresh PostgreSQL database next to BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), starts `server/main.ts` on it as an operator does (the
 * node migrates it and fills in the demo data), signs staff in and runs (bench/loadSessions.ts):
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
 * each on average, default 1; each session starts at a random moment and point of the mix, with
 * exponential gaps between its requests), and as as many connections in a loop (each request sent
 * as soon as the last answered: what the node holds at most).
 * Per run: the load average, requests per second, p50/p95/p99 in ms, non-2xx answers (409 of two
 * sessions saving one object at once shown apart), connection errors, and p50/p95 of each kind of
 * request. Options: `--seconds N` per run (default 15), `--port P` the first node's port (default
 * 3271; the second node takes P + 1), `--sessions 25,50,100` the counts, `--one-node` no two-node
 * runs, `--no-loop` no connections in a loop, `--no-export` no export runs, `--lockstep` also
 * sessions paced as before 2026-11-29b (all on one timer tick, for comparison), `--profile DIR` the nodes' CPU profiles (`--cpu-prof`) there, `--export-only` only the customer beside another customer's
 * bulk export (result: bench/results/load-<date>-export.md), `--out FILE` the result's file.
 * Result: bench/results/load-<date>.md. Everything it starts and creates is removed at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, type DatabaseHandle } from '../server/core/db';
import { DEMO_PASSWORD } from '../server/db/seed/args';
import { fixture, multipartBody } from '../tests/fixtures/multipart';
import { adminQuery, startNode, stopNode, type Node } from '../tests/api/nodeProcess';
import {
  REQUEST_KINDS,
  runSessions,
  type Figures,
  type MixRequest,
  type RequestKind,
  type Session,
} from './loadSessions';

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

/** The staff mix one session runs in a loop: 20 requests, two of them uploads (10%). */
function staffMix(fx: Fixtures, forms: Forms): MixRequest[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const { payload, headers: uploadHeaders } = multipartBody([
    { name: 'grundriss.pdf', bytes: fixture('plan.pdf'), type: 'application/pdf' },
  ]);
  const bulkTargets = fx.apartments.slice(-5);
  const auth = (session: Session) => ({ 'tenant-name': 'rent', authorization: `Bearer ${session.token}` });
  const get = (kind: RequestKind, pathOf: () => string): MixRequest => ({
    kind,
    build: (session) => ({ method: 'GET', path: pathOf(), headers: auth(session) }),
  });
  const list = (url: string, query: string) => get('list', () => `${url}?rowsPerPage=10${query}`);
  const search = (url: string) =>
    get('list with search', () => `${url}?rowsPerPage=10&search=${encodeURIComponent(fx.searchTerm)}`);
  const upload: MixRequest = {
    kind: 'upload',
    build: (session) => ({
      method: 'POST',
      path: '/api/v1/upload-files',
      headers: { ...uploadHeaders, ...auth(session) },
      body: payload,
    }),
  };
  const objectForm = get('record read', () => `/api/v1/objects/${pick(fx.apartments)}/edit`);
  const application = get('record read', () => `/api/v1/applications/${pick(fx.applications)}`);
  const save: MixRequest = {
    kind: 'save',
    build: (session) => ({
      method: 'POST',
      path: `/api/v1/objects/${session.object}/edit`,
      headers: { ...auth(session), 'content-type': 'application/json' },
      body: saveBody(forms, session.object),
    }),
    onResponse: (status, body, session) => {
      if (status === 200)
        forms.get(session.object)!.version = (JSON.parse(body) as { version: number }).version;
    },
  };
  const bulk = (bulkAction: string): MixRequest => ({
    kind: 'bulk',
    build: (session) => ({
      method: 'POST',
      path: '/api/v1/objects/apartments',
      headers: { ...auth(session), 'content-type': 'application/json' },
      body: JSON.stringify({ bulkAction, targets: bulkTargets }),
    }),
  });
  return [
    list('/api/v1/objects/apartments', ''),
    objectForm,
    list('/api/v1/applications/', ''),
    application,
    list('/api/v1/objects/apartments', '&status=rented'),
    upload,
    list('/api/v1/applications/', '&status=active.evaluated'),
    search('/api/v1/objects/apartments'),
    save,
    list('/api/v1/applications/', '&sort=-overall_evaluation'),
    objectForm,
    list('/api/v1/objects/apartments', '&sort=title'),
    bulk('deactivate'),
    application,
    search('/api/v1/applications/'),
    upload,
    bulk('activate'),
    list('/api/v1/objects/apartments', '&page=2'),
    get('unread count', () => '/api/v1/unread-count-messages'),
    objectForm,
  ];
}

/** A read-only mix of one customer (the `rent` project): lists and records. */
function readMix(fx: Fixtures): MixRequest[] {
  const get = (kind: RequestKind, path: string): MixRequest => ({
    kind,
    build: (session) => ({
      method: 'GET',
      path,
      headers: { 'tenant-name': 'rent', authorization: `Bearer ${session.token}` },
    }),
  });
  return [
    get('list', '/api/v1/objects/apartments?rowsPerPage=10'),
    get('record read', `/api/v1/objects/${fx.apartments[0]}/edit`),
    get('list', '/api/v1/applications/?rowsPerPage=10'),
    get('record read', `/api/v1/applications/${fx.applications[0]}`),
  ];
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

type RunFigures = Figures & { load: number };

const ms = (value: number) => value.toFixed(0);
const TABLE_HEAD = (first: string) => [
  `| ${first} | load | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx | 409 | errors |`,
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
];
const row = (label: string, f: RunFigures) =>
  `| ${label} | ${f.load.toFixed(2)} | ${f.requests} | ${f.rps.toFixed(0)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.non2xx - f.conflicts} | ${f.conflicts} | ${f.errors} |`;
/** p50 / p95 ms of each kind of request */
const KINDS_HEAD = (first: string) => [
  `| ${first}: p50 / p95 ms | ${REQUEST_KINDS.join(' | ')} |`,
  `|---|${REQUEST_KINDS.map(() => '---:').join('|')}|`,
];
const kindsRow = (label: string, f: Figures) =>
  `| ${label} | ${REQUEST_KINDS.map((kind) => {
    const k = f.kinds[kind];
    return k ? `${ms(k.p50)} / ${ms(k.p95)}` : '–';
  }).join(' | ')} |`;

/** A list of whole numbers (`25,50,100`). */
function countsArg(argv: readonly string[], name: string, fallback: readonly number[]): number[] {
  const at = argv.indexOf(name);
  if (at < 0) return [...fallback];
  const values = (argv[at + 1] ?? '').split(',').map(Number);
  if (values.length === 0 || values.some((v) => !Number.isInteger(v) || v < 1))
    throw new Error(`${name} needs whole numbers above 0, separated by commas`);
  return values;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const seconds = numberArg(argv, '--seconds', 15);
  const port = numberArg(argv, '--port', 3271);
  const sessionRate = numberArg(argv, '--session-rate', 1);
  const exportOnly = argv.includes('--export-only');
  const oneNode = argv.includes('--one-node');
  const withExport = !argv.includes('--no-export');
  const sessionCounts = countsArg(argv, '--sessions', SESSION_COUNTS);
  const withLoops = !argv.includes('--no-loop');
  const profileAt = argv.indexOf('--profile');
  const nodeArgs = profileAt >= 0 ? ['--cpu-prof', `--cpu-prof-dir=${argv[profileAt + 1]}`] : [];
  const withLockstep = argv.includes('--lockstep');
  const outAt = argv.indexOf('--out');
  const out = outAt >= 0 ? argv[outAt + 1] : undefined;
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
    nodes.push(await startNode({ ...env, DATA_DIR: dataDirs[0]! }, port, nodeArgs));
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
    const formIds = [...forms.keys()];
    const mix = staffMix(fx, forms);
    const run = (
      bases: readonly string[],
      sessions: number,
      runSeconds: number,
      requests: MixRequest[],
      rate?: number,
      pacing?: 'lockstep',
    ) =>
      runSessions({
        bases,
        sessions,
        seconds: runSeconds,
        mix: requests,
        tokens,
        objects: formIds,
        rate,
        pacing,
      });
    const lines: string[] = [];
    // sessions at their pace (the issue's target), and the same number of connections in a loop
    // (what a node holds at most)
    const results: Array<[string, RunFigures]> = [];
    const saturation: Array<[string, RunFigures]> = [];
    const lockstep: Array<[string, RunFigures]> = [];
    const failures: string[] = [];

    const runSet = async (bases: string[], label: string) => {
      const polls = holdLongPolls(bases, tokens);
      // the polls are held before the traffic starts
      await new Promise((r) => setTimeout(r, 2000));
      // a short warm-up: the first calls compile and fill the caches
      await run(bases, 10, 3, mix);
      for (const sessions of sessionCounts) {
        const kinds = [
          ['sessions', sessionRate, results, undefined],
          ...(withLockstep ? ([['sessions in lockstep', sessionRate, lockstep, 'lockstep']] as const) : []),
          ...(withLoops ? ([['connections in a loop', undefined, saturation, undefined]] as const) : []),
        ] as const;
        for (const [kind, rate, list, pacing] of kinds) {
          const load = loadavg()[0]!;
          const figures = { ...(await run(bases, sessions, seconds, mix, rate, pacing)), load };
          list.push([`${label}, ${sessions} ${kind}`, figures]);
          console.log(row(`${label}, ${sessions} ${kind}`, figures), JSON.stringify(figures.statuses));
          console.log(kindsRow(`${label}, ${sessions} ${kind}`, figures));
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
    if (!exportOnly && !oneNode) {
      console.log(`starting a second node on ${port + 1}...`);
      nodes.push(await startNode({ ...env, DATA_DIR: dataDirs[1]! }, port + 1, nodeArgs));
      twoNodePolls = await runSet([a, nodes[1]!.base], 'two nodes');
      await stopNode(nodes.pop());
    }

    // one customer's reads alone, then while another customer's bulk exports run on the same node
    const reads = readMix(fx);
    const readsOf = (runSeconds: number) =>
      runSessions({
        bases: [a],
        sessions: 10,
        seconds: runSeconds,
        mix: reads,
        tokens: [tokens[0]!],
        objects: formIds,
      });
    let alone: RunFigures | undefined;
    let beside: RunFigures | undefined;
    let exported = { done: 0, failed: 0 };
    if (withExport || exportOnly) {
      await readsOf(3);
      alone = { ...(await readsOf(seconds)), load: loadavg()[0]! };
      const exports = runExports(a, tokens[1]!, fx.otherApplications);
      await new Promise((r) => setTimeout(r, 1000));
      const load = loadavg()[0]!;
      beside = { ...(await readsOf(seconds)), load };
      await exports.stop();
      exported = exports.counts();
    }
    const loadAfter = loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');

    const date = new Date().toISOString().slice(0, 10);
    const command = `npm run bench:load -- ${argv.join(' ')}`.trim();
    const exportSection =
      alone && beside
        ? [
            "## One customer beside another customer's bulk export",
            '',
            `Customer A (project rent): 10 connections in a loop reading (apartments list, an object form, applications list, an application). ` +
              `Customer B (project erstvermietung): two bulk dossier exports of ${fx.otherApplications.length} applications at a time, one after the other, ` +
              `on the same node (${exported.done} exports done, ${exported.failed} failed meanwhile).`,
            '',
            ...TABLE_HEAD("A's reads"),
            row('alone', alone),
            row("beside B's exports", beside),
            '',
            `Slow-down of A: p50 ×${(beside.p50 / Math.max(alone.p50, 1)).toFixed(2)}, p95 ×${(beside.p95 / Math.max(alone.p95, 1)).toFixed(2)} (target: at most ×2).`,
            '',
          ]
        : [];
    if (exportOnly && alone && beside) {
      const summary = [
        "# Load: one customer beside another customer's bulk export, on PostgreSQL",
        '',
        `\`${command}\` on ${date}, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ` +
          `load average (1, 5, 15 min) ${loadBefore} before and ${loadAfter} after; the load generator runs on the same machine. ` +
          `One node: \`server/main.ts\` (NODE_ENV=development, LOG_LEVEL=warn, EXPORT_WORKERS ${process.env.EXPORT_WORKERS ?? 'default'}) on a fresh demo database; ${seconds} s per row after a 3 s warm-up.`,
        '',
        ...exportSection,
      ].join('\n');
      console.log(summary);
      mkdirSync('bench/results', { recursive: true });
      writeFileSync(out ?? `bench/results/load-${date}-export.md`, summary);
      return;
    }
    lines.push(
      '# Load: signed-in staff traffic on PostgreSQL',
      '',
      `\`${command}\` on ${date}, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ` +
        `load average (1, 5, 15 min) ${loadBefore} before and ${loadAfter} after; the load generator runs on the same machine. ` +
        'The column "load" is the 1-minute load average when the run started.',
      '',
      `Nodes: \`server/main.ts\` (NODE_ENV=development, LOG_LEVEL=warn) on a fresh demo database; ${tokens.length} sign-ins of demo.admin shared by the sessions. ` +
        `Each session (one keep-alive connection) goes round a mix of 20 requests from a random point of it: 9 list pages (apartments and applications; filters, sorts, page 2), ` +
        `2 of them with search "${fx.searchTerm}", 5 record reads (object form, application), 1 save (an object form with its version), 2 bulk actions (deactivate, activate 5 apartments), ` +
        `2 uploads (a small PDF, 10%) and the unread count; meanwhile ${LONG_POLLS} unread long polls are held (renewed when answered). ` +
        `${seconds} s per row after a 3 s warm-up.`,
      '',
      `Sessions at a staff user's pace: each sends ${sessionRate} request(s) a second on average (a staff user working fast; \`--session-rate\` changes it), ` +
        'independently of the others: it starts at a random moment and point of the mix, and the gaps between its requests are random (exponential, a Poisson stream per session), ' +
        'so requests arrive the way independent users click, not in bursts; a session waits for its answer before the next request. ' +
        'Target: p95 < 150 ms at 50 sessions on one node, 0 errors.',
      '',
      ...TABLE_HEAD('run'),
      ...results.map(([label, f]) => row(label, f)),
      '',
      ...KINDS_HEAD('run'),
      ...results.map(([label, f]) => kindsRow(label, f)),
      '',
      ...(lockstep.length > 0
        ? [
            `Sessions in lockstep (\`--lockstep\`, for comparison: how the bench paced sessions before, with autocannon's \`connectionRate\`): ` +
              `each sends ${sessionRate} request(s) a second, all starting at the mix's first request at the same moment and sending on the same timer tick, ` +
              'so their requests reach the node in bursts of as many requests as sessions; ' +
              `in a run of ${seconds} s they send only the first ${Math.min(20, seconds * sessionRate)} requests of the mix.`,
            '',
            ...TABLE_HEAD('run'),
            ...lockstep.map(([label, f]) => row(label, f)),
            '',
            ...KINDS_HEAD('run'),
            ...lockstep.map(([label, f]) => kindsRow(label, f)),
            '',
          ]
        : []),
      ...(saturation.length > 0
        ? [
            'Connections in a loop: each sends its next request as soon as the last one answered, so the node works flat out; ' +
              'the times are mostly waiting in the queue (with N connections, about N / (req/s)), and req/s is what the node holds.',
            '',
            ...TABLE_HEAD('run'),
            ...saturation.map(([label, f]) => row(label, f)),
            '',
            ...KINDS_HEAD('run'),
            ...saturation.map(([label, f]) => kindsRow(label, f)),
            '',
          ]
        : []),
      `Long polls: one node ${oneNodePolls.answered} answered, ${oneNodePolls.failed} failed` +
        (oneNode ? '' : `; two nodes ${twoNodePolls.answered} answered, ${twoNodePolls.failed} failed`) +
        ' (a poll answers after 25 s without news, or when a save or mail changes the count).',
      '',
      ...(failures.length > 0
        ? ['5xx answers: what the nodes logged:', '', ...[...new Set(failures)].map((f) => `- ${f}`), '']
        : []),
      '409: two sessions saving the same object at once (the sessions share the objects); the one that lost is told so, as in the app.',
      '',
      ...exportSection,
    );
    const summary = lines.join('\n');
    console.log(summary);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(out ?? `bench/results/load-${date}.md`, summary);
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
