/**
 * npm run bench:client — what the client costs a visitor.
 *
 * 1. Size of the built JS and CSS (gzip level 9, as the server sends it): what the first page loads
 *    (the entry script, its preloaded chunks, the app's chunk it imports at once, and CSS) and
 *    everything.
 * 2. In headless Chromium (the system one), over 5 runs each with a fresh browser profile:
 *    - a signed-in member of staff: time from navigation to the first rows of /objects/apartments,
 *      and to the figures of every widget of the home page (/home);
 *    - an anonymous visitor: time from navigation to the login form.
 *    Times are the page's own performance.now() (milliseconds since navigation start) in the first
 *    animation frame after the awaited content is in the document (the frame that paints it),
 *    recorded in the page, so that the test tool's own round trips do not count.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';

const DIST = 'dist/client';
const PORT = Number(process.env.BENCH_PORT || 3299);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS || 5);
const TARGETS = { firstLoadKb: 350, firstRowsMs: 1000, homeWidgetsMs: 1000, loginFormMs: 1000 };

/** What a run waits for: the first rows, every home widget done, the login form. */
type Shown = 'rows' | 'home' | 'form';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function sizes() {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const inHtml = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  // the entry imports the app's chunk at once (resources/main.ts): it is part of the first load
  const entry = inHtml.find((file) => /\/index-[^/]+\.js$/.test(file));
  const app = entry
    ? /\.\/(app-[\w-]+\.js)/.exec(readFileSync(path.join(DIST, entry), 'utf8'))?.[1]
    : undefined;
  if (!app) throw new Error('the entry does not import the app chunk: update the benchmark');
  const referenced = [...inHtml, `/assets/${app}`];
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

async function startServer(): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: ':memory:', PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${BASE}/api/v1/version`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start within 30 s');
}

async function login(): Promise<string> {
  const res = await fetch(`${BASE}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo.admin', password: 'Demo2026!' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const body = (await res.json()) as { token: string; user: Record<string, unknown> };
  return JSON.stringify({ ...body.user, token: body.token });
}

async function timeInBrowser(storedUser: string | null, url: string, awaited: Shown): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    if (storedUser) {
      await context.addInitScript((value) => window.localStorage.setItem('immodesk.user', value), storedUser);
    }
    // the page notes the frame in which the awaited content first shows (tested on every change;
    // no nested functions: the test tool sends this function's text to the page as it is)
    await context.addInitScript((what: Shown) => {
      const w = window as unknown as { benchReady?: number };
      const observer = new MutationObserver(() => {
        let shown = false;
        if (what === 'rows') shown = document.querySelector('table tbody tr:not([aria-hidden]) td') !== null;
        else if (what === 'form') shown = document.querySelector('input[name="username"]') !== null;
        else {
          const widgets = [...document.querySelectorAll('[data-state]')];
          shown = widgets.length > 0 && widgets.every((e) => e.getAttribute('data-state') === 'done');
        }
        if (!shown) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.benchReady = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    }, awaited);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { benchReady?: number }).benchReady, null, {
      timeout: 30_000,
    });
    return await page.evaluate(() => (window as unknown as { benchReady: number }).benchReady);
  } finally {
    await browser.close();
  }
}

async function main() {
  const size = sizes();
  const server = await startServer();
  try {
    const storedUser = await login();
    const rows: number[] = [];
    const home: number[] = [];
    const form: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      rows.push(await timeInBrowser(storedUser, `${BASE}/objects/apartments`, 'rows'));
      home.push(await timeInBrowser(storedUser, `${BASE}/home`, 'home'));
      form.push(await timeInBrowser(null, `${BASE}/`, 'form'));
    }
    const report = [
      `# Client benchmark (${new Date().toISOString().slice(0, 10)})`,
      '',
      '`npm run bench:client`: built bundle sizes (gzip level 9) and, in headless Chromium with a fresh',
      `profile per run (${RUNS} runs), the time from navigation to the first rows / the login form.`,
      '',
      '| measure | value | target |',
      '| --- | ---: | ---: |',
      `| first load JS (gzip) | ${kb(size.firstJs.gzip)} kB in ${size.firstJs.files} files | < ${TARGETS.firstLoadKb} kB |`,
      `| first load CSS (gzip) | ${kb(size.firstCss.gzip)} kB | |`,
      `| all JS (gzip / raw) | ${kb(size.allJs.gzip)} kB / ${kb(size.allJs.raw)} kB in ${size.allJs.files} files | |`,
      `| all CSS (gzip) | ${kb(size.allCss.gzip)} kB | |`,
      `| first rows of /objects/apartments, median | ${Math.round(median(rows))} ms | < ${TARGETS.firstRowsMs} ms |`,
      `| home widgets' figures, median | ${Math.round(median(home))} ms | < ${TARGETS.homeWidgetsMs} ms |`,
      `| login form for an anonymous visitor, median | ${Math.round(median(form))} ms | < ${TARGETS.loginFormMs} ms |`,
      '',
      `Runs (ms): first rows ${rows.map(Math.round).join(', ')}; home widgets ${home.map(Math.round).join(', ')};`,
      `login form ${form.map(Math.round).join(', ')}.`,
      '',
    ].join('\n');
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/client.md', report);
    console.log(report);
    const ok =
      size.firstJs.gzip / 1024 < TARGETS.firstLoadKb &&
      median(rows) < TARGETS.firstRowsMs &&
      median(home) < TARGETS.homeWidgetsMs &&
      median(form) < TARGETS.loginFormMs;
    console.log(ok ? 'All targets met.' : 'A target was missed (see the table).');
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
