/**
 * npm run bench:client — what the client costs a visitor.
 *
 * 1. Size of the built JS and CSS (gzip level 9, as the server sends it): what the first page loads
 *    (the entry script, its preloaded chunks, the app's chunk it imports at once, and CSS) and
 *    everything.
 * 2. In headless Chromium (the system one), over 7 cold runs each (`BENCH_RUNS`) with a fresh
 *    browser profile, median:
 *    - a signed-in member of staff: the first rows of /objects/apartments, /applications, /tenant
 *      and /viewing-appointments, with the first contentful paint, the blocking time up to the rows
 *      (the long tasks' time beyond 50 ms each), the JS fetched before the rows (gzip), the layout
 *      shift (CLS) and, on /objects/apartments, "page size to 50 rows" (from choosing 50 rows per
 *      page until 50 rows show); the figures of every widget of the home page (/home);
 *    - an anonymous visitor: time from navigation to the login form;
 *    - an anonymous visitor on a phone (4x slower CPU, a phone's screen): the public pages people
 *      open from a mail or a website (application form, viewing booking, offer, public object
 *      list), each up to its content, with the JS fetched before it and the time to interactive
 *      (the content shown and no long task after it). Their links are made through the staff API
 *      and read from the mails the server queued (bench/publicLinks.ts), so the server runs with a
 *      data folder of its own instead of in memory.
 *    Times are the page's own performance.now() (milliseconds since navigation start) in the first
 *    animation frame after the awaited content is in the document (the frame that paints it),
 *    recorded in the page, so that the test tool's own round trips do not count.
 *
 * A/B: `BENCH_BUILDS=before=http://localhost:3244,after=http://localhost:4244` measures servers
 * that already run (each with its own build, `CLIENT_DIR`), the builds taking turns in every run,
 * and prints one column per build without writing the results file. The public pages need each
 * server's data folder too: `before=http://localhost:3244=/tmp/before-data,...`.
 */
import type { ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { startDemoServer, stopDemoServer, storedDemoAdmin } from './demoServer';
import { publicAddresses, type PublicAddresses } from './publicLinks';

const DIST = 'dist/client';
const RESULTS = 'bench/results/client.md';
const PORT = Number(process.env.BENCH_PORT || 3299);
const RUNS = Number(process.env.BENCH_RUNS || 7);
const TARGETS = {
  firstLoadKb: 350,
  firstRowsMs: 450,
  fcpMs: 300,
  blockingMs: 150,
  jsBeforeRowsKb: 250,
  cls: 0.02,
  pageSize50Ms: 150,
  homeWidgetsMs: 1000,
  loginFormMs: 1000,
  // the public pages on a phone (4x slower CPU)
  publicJsKb: 150,
  publicFcpMs: 1000,
  publicInteractiveMs: 2000,
};

/** What a run waits for: the first rows, every home widget done, the login form, a public page's content. */
type Shown = 'rows' | 'home' | 'form' | 'public';

/** One page to load: by whom, where, what shows it is there. */
interface Case {
  name: string;
  /** a path on the build's server, or (public pages) the page's address made for the build */
  path: string | ((addresses: PublicAddresses) => string);
  awaited: Shown;
  signedIn: boolean;
  /** also time "page size to 50 rows" after the first rows */
  pageSize?: boolean;
  /** a public page's content, once there (`awaited: 'public'`) */
  selector?: string;
}

const CASES: Case[] = [
  {
    name: '/objects/apartments',
    path: '/objects/apartments',
    awaited: 'rows',
    signedIn: true,
    pageSize: true,
  },
  { name: '/applications', path: '/applications', awaited: 'rows', signedIn: true },
  { name: '/tenant', path: '/tenant', awaited: 'rows', signedIn: true },
  { name: '/viewing-appointments', path: '/viewing-appointments', awaited: 'rows', signedIn: true },
  { name: 'home widgets', path: '/home', awaited: 'home', signedIn: true },
  { name: 'login form (anonymous)', path: '/', awaited: 'form', signedIn: false },
  {
    name: 'public: application form',
    path: (a) => a.applicationForm,
    awaited: 'public',
    signedIn: false,
    selector: 'form input[name]',
  },
  {
    name: 'public: viewing booking',
    path: (a) => a.viewingBooking,
    awaited: 'public',
    signedIn: false,
    selector: 'input[type="radio"]',
  },
  {
    name: 'public: offer',
    path: (a) => a.offer,
    awaited: 'public',
    signedIn: false,
    selector: 'form input[name]',
  },
  {
    name: 'public: object list',
    path: (a) => a.publicObjectList,
    awaited: 'public',
    signedIn: false,
    selector: 'a[href*="/public-object-details/"]',
  },
];

const isPublic = (item: Case) => item.awaited === 'public';

/** What one load measured (times in ms since navigation start, sizes in KiB gzip). */
interface Load {
  shown: number;
  fcp: number;
  /** the content shown and no long task after it (the half second watched after it) */
  interactive: number;
  blocking: number;
  jsKb: number;
  jsFiles: number;
  cls: number;
  pageSize50?: number;
}

interface Build {
  name: string;
  base: string;
  storedUser: string;
  /** the public pages' addresses on this build's server (when it has a data folder) */
  addresses?: PublicAddresses;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A chunk and the chunks it imports statically (`import ... from "./x.js"`), once each. */
function staticImports(file: string, into: string[]): void {
  if (into.includes(file)) return;
  into.push(file);
  const code = readFileSync(path.join(DIST, file), 'utf8');
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[^"';]*?from\s*)?"\.\/([\w.~-]+\.js)"/g)) {
    staticImports(`/assets/${match[1]}`, into);
  }
}

function sizes() {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const inHtml = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  // the entry imports the app's chunk at once (resources/main.ts), and that chunk the chunks it
  // shares with the public pages' start: all part of the first load
  const entry = inHtml.find((file) => /\/index-[^/]+\.js$/.test(file));
  const app = entry
    ? /\.\/(app-[\w-]+\.js)/.exec(readFileSync(path.join(DIST, entry), 'utf8'))?.[1]
    : undefined;
  if (!app) throw new Error('the entry does not import the app chunk: update the benchmark');
  const referenced = [...inHtml];
  for (const file of [`/assets/${app}`]) staticImports(file, referenced);
  const all = readdirSync(path.join(DIST, 'assets')).map((f) => `/assets/${f}`);
  const measure = (files: string[], ext: string) => {
    const list = files.filter((f) => f.endsWith(ext));
    return {
      files: list.length,
      raw: list.reduce((s, f) => s + statSync(path.join(DIST, f)).size, 0),
      gzip: list.reduce((s, f) => s + gz(path.join(DIST, f)), 0),
    };
  };
  return {
    firstJs: measure(referenced, '.js'),
    firstCss: measure(referenced, '.css'),
    allJs: measure(all, '.js'),
    allCss: measure(all, '.css'),
  };
}

/**
 * Runs in the page before its own scripts (as text: the test tool sends it as it is): collects the
 * long tasks and layout shifts, and notes the frame in which the awaited content first shows.
 */
function pageProbe(awaited: Shown, selector = ''): string {
  return `(() => {
  const bench = { longTasks: [], cls: 0, ready: 0 };
  window.__bench = bench;
  const what = ${JSON.stringify(awaited)};
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask' });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) bench.cls += e.value;
    }).observe({ type: 'layout-shift' });
  } catch (error) {}
  const observer = new MutationObserver(() => {
    let shown = false;
    if (what === 'rows') shown = document.querySelector('table tbody tr:not([aria-hidden]) td') !== null;
    else if (what === 'form') shown = document.querySelector('input[name="username"]') !== null;
    else if (what === 'public') shown = document.querySelector(${JSON.stringify(selector)}) !== null;
    else {
      const widgets = [...document.querySelectorAll('[data-state]')];
      shown = widgets.length > 0 && widgets.every((e) => e.getAttribute('data-state') === 'done');
    }
    if (!shown) return;
    observer.disconnect();
    requestAnimationFrame(() => (bench.ready = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;
}

/** What the probe collected, read once the content has shown and the page had half a second more. */
const READ_LOAD = `(() => {
  const bench = window.__bench;
  const ready = bench.ready;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const blocking = bench.longTasks
    .filter(([start]) => start < ready)
    .reduce((sum, [start, duration]) => sum + Math.max(0, Math.min(duration, ready - start) - 50), 0);
  const js = performance
    .getEntriesByType('resource')
    .filter((e) => /\\.js(?:\\?|$)/.test(e.name) && e.responseEnd <= ready);
  const lastTaskEnd = bench.longTasks.reduce((end, [start, duration]) => Math.max(end, start + duration), 0);
  return {
    shown: ready,
    fcp: paint ? paint.startTime : NaN,
    interactive: Math.max(ready, lastTaskEnd),
    blocking,
    jsKb: js.reduce((sum, e) => sum + e.encodedBodySize, 0) / 1024,
    jsFiles: js.length,
    cls: bench.cls,
  };
})()`;

/**
 * "Page size to 50 rows": chooses 50 rows per page in the list's pagination and times (in the
 * page, from the option's click) until the 50th row shows.
 */
async function timePageSize50(page: Page): Promise<number> {
  await page.getByRole('combobox', { name: 'Zeilen pro Seite' }).click();
  const option = page.getByRole('option', { name: '50', exact: true });
  await option.waitFor();
  return await page.evaluate(`new Promise((resolve) => {
    const option = [...document.querySelectorAll('[role="option"]')].find((e) => e.textContent.trim() === '50');
    const start = performance.now();
    const rows = () => document.querySelectorAll('table tbody tr:not([aria-hidden])').length;
    const observer = new MutationObserver(() => {
      if (rows() < 50) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    option.click();
  })`);
}

/** Where a case loads on a build. */
function addressOf(build: Build, item: Case): string {
  if (typeof item.path === 'string') return `${build.base}${item.path}`;
  if (!build.addresses) throw new Error(`${item.name}: the build ${build.name} has no data folder given`);
  const address = item.path(build.addresses);
  return address.startsWith('http') ? address : `${build.base}${address}`;
}

/** One cold load of a case on a build, in a fresh browser. */
async function measure(build: Build, item: Case): Promise<Load> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // a public page as on a phone: its screen, and a CPU four times slower (set below)
    const context = await browser.newContext(
      isPublic(item)
        ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true }
        : { viewport: { width: 1440, height: 900 } },
    );
    if (item.signedIn) {
      await context.addInitScript(
        (value) => window.localStorage.setItem('immodesk.user', value),
        build.storedUser,
      );
    }
    await context.addInitScript({ content: pageProbe(item.awaited, item.selector) });
    const page = await context.newPage();
    if (isPublic(item)) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.goto(addressOf(build, item), { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { __bench?: { ready: number } }).__bench?.ready,
      null,
      {
        timeout: 30_000,
      },
    );
    await page.waitForTimeout(500);
    const load = (await page.evaluate(READ_LOAD)) as Load;
    if (item.pageSize) load.pageSize50 = await timePageSize50(page);
    return load;
  } finally {
    await browser.close();
  }
}

type Samples = Record<string, Record<string, Load[]>>;

/** Every case RUNS times, the builds taking turns within each run. */
async function runAll(builds: Build[], cases: Case[]): Promise<Samples> {
  const samples: Samples = {};
  for (const build of builds) samples[build.name] = Object.fromEntries(cases.map((c) => [c.name, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const item of cases) {
      for (const build of i % 2 ? [...builds].reverse() : builds) {
        samples[build.name]![item.name]!.push(await measure(build, item));
      }
    }
  }
  return samples;
}

type Measure = { label: string; of: (load: Load) => number | undefined; unit: string; target?: number };

const MEASURES: Measure[] = [
  { label: 'shown', of: (l) => l.shown, unit: 'ms' },
  { label: 'first contentful paint', of: (l) => l.fcp, unit: 'ms', target: TARGETS.fcpMs },
  { label: 'interactive', of: (l) => l.interactive, unit: 'ms' },
  { label: 'blocking time up to it', of: (l) => l.blocking, unit: 'ms', target: TARGETS.blockingMs },
  { label: 'JS before it (gzip)', of: (l) => l.jsKb, unit: 'KiB', target: TARGETS.jsBeforeRowsKb },
  { label: 'CLS', of: (l) => l.cls, unit: '', target: TARGETS.cls },
  { label: 'page size to 50 rows', of: (l) => l.pageSize50, unit: 'ms', target: TARGETS.pageSize50Ms },
];

const shownTarget = (item: Case) =>
  item.awaited === 'rows'
    ? TARGETS.firstRowsMs
    : item.awaited === 'home'
      ? TARGETS.homeWidgetsMs
      : TARGETS.loginFormMs;

/** The public pages' targets (on the phone profile): JS, first paint, interactive. */
const publicTarget = (label: string) =>
  label === 'JS before it (gzip)'
    ? TARGETS.publicJsKb
    : label === 'first contentful paint'
      ? TARGETS.publicFcpMs
      : label === 'interactive'
        ? TARGETS.publicInteractiveMs
        : undefined;

const format = (value: number, unit: string) =>
  unit === '' ? value.toFixed(3) : unit === 'KiB' ? `${value.toFixed(1)} KiB` : `${Math.round(value)} ms`;

/** The table of medians (one column per build) and whether the last build met every target. */
function table(
  builds: Build[],
  cases: Case[],
  samples: Samples,
): { lines: string[]; runs: string[]; ok: boolean } {
  const lines = [
    `| page | measure | ${builds.map((b) => b.name).join(' | ')} | target |`,
    `| --- | --- | ${builds.map(() => '---:').join(' | ')} | ---: |`,
  ];
  const runs: string[] = [];
  let ok = true;
  for (const item of cases) {
    for (const m of MEASURES) {
      if (m.label === 'interactive' && !isPublic(item)) continue;
      const target = isPublic(item)
        ? publicTarget(m.label)
        : m.label === 'shown'
          ? shownTarget(item)
          : m.target;
      const columns = builds.map((b) =>
        samples[b.name]![item.name]!.map(m.of).filter((v) => v !== undefined),
      );
      if (columns.every((c) => c.length === 0)) continue;
      const medians = columns.map((c) => median(c));
      const last = medians[medians.length - 1]!;
      if (target !== undefined && !(m.unit === '' ? last < target : last <= target)) ok = false;
      const label = m.label === 'shown' ? (item.awaited === 'rows' ? 'first rows' : 'shown') : m.label;
      lines.push(
        `| ${item.name} | ${label} | ${medians.map((v) => format(v, m.unit)).join(' | ')} | ${
          target === undefined ? '' : `${m.unit === '' ? '<' : '<='} ${format(target, m.unit)}`
        } |`,
      );
      if (m.label === 'shown' || m.label === 'page size to 50 rows' || m.label === 'interactive') {
        for (const [i, build] of builds.entries()) {
          runs.push(`${item.name} ${label} (${build.name}): ${columns[i]!.map(Math.round).join(', ')}`);
        }
      }
    }
  }
  return { lines, runs, ok };
}

/** The builds to measure: BENCH_BUILDS' running servers, else this checkout's build on a server of its own. */
async function builds(
  withPublic: boolean,
): Promise<{ list: Build[]; server: ChildProcess | null; dataDir: string | null }> {
  const given = process.env.BENCH_BUILDS;
  if (given) {
    const list: Build[] = [];
    for (const part of given.split(',')) {
      const [name, base, dataDir] = part.split('=') as [string, string, string | undefined];
      const addresses = withPublic && dataDir ? await publicAddresses(base, dataDir) : undefined;
      list.push({ name, base, storedUser: await storedDemoAdmin(base), addresses });
    }
    return { list, server: null, dataDir: null };
  }
  // the public pages' links come from the server's mails: a data folder instead of memory
  const dataDir = withPublic ? mkdtempSync(path.join(tmpdir(), 'bench-client-')) : null;
  const server = await startDemoServer(PORT, dataDir ?? ':memory:');
  const base = `http://localhost:${PORT}`;
  const addresses = dataDir ? await publicAddresses(base, dataDir) : undefined;
  return {
    list: [{ name: 'value', base, storedUser: await storedDemoAdmin(base), addresses }],
    server,
    dataDir,
  };
}

/** The report replaces the generated part of the results file; the dated sections below it stay. */
function writeResults(report: string): void {
  const previous = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '';
  const kept = previous.indexOf('\n## ');
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, kept >= 0 ? `${report}\n${previous.slice(kept + 1)}` : report);
}

async function main() {
  // BENCH_CASES=/tenant,home,public measures only the cases whose names start so
  const only = process.env.BENCH_CASES?.split(',');
  const cases = only ? CASES.filter((c) => only.some((o) => c.name.startsWith(o))) : CASES;
  const { list, server, dataDir } = await builds(cases.some(isPublic));
  try {
    const samples = await runAll(list, cases);
    const result = table(list, cases, samples);
    // further pages measured by their own module go here, one call each
    const sections: string[] = [];
    if (server) {
      const size = sizes();
      const report = [
        `# Client benchmark (${new Date().toISOString().slice(0, 10)})`,
        '',
        '`npm run bench:client`: built bundle sizes (gzip level 9) and, in headless Chromium with a fresh',
        `profile per run (median of ${RUNS} cold runs), the time from navigation to the awaited content.`,
        '',
        '| measure | value | target |',
        '| --- | ---: | ---: |',
        `| first load JS (gzip) | ${kb(size.firstJs.gzip)} kB in ${size.firstJs.files} files | < ${TARGETS.firstLoadKb} kB |`,
        `| first load CSS (gzip) | ${kb(size.firstCss.gzip)} kB | |`,
        `| all JS (gzip / raw) | ${kb(size.allJs.gzip)} kB / ${kb(size.allJs.raw)} kB in ${size.allJs.files} files | |`,
        `| all CSS (gzip) | ${kb(size.allCss.gzip)} kB | |`,
        '',
        ...result.lines,
        '',
        `Runs (ms): ${result.runs.join('; ')}.`,
        '',
        ...sections,
      ].join('\n');
      writeResults(report);
      console.log(report);
      const ok = size.firstJs.gzip / 1024 < TARGETS.firstLoadKb && result.ok;
      console.log(ok ? 'All targets met.' : 'A target was missed (see the table).');
    } else {
      console.log([...result.lines, '', ...result.runs, '', ...sections].join('\n'));
    }
  } finally {
    stopDemoServer(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
