/**
 * npm run bench:lighthouse — Lighthouse performance of the staff's object list.
 *
 * The built client and the API on an in-memory demo database (as bench/client.bench.ts), the
 * system Chromium headless, demo.admin signed in (the session stored the way the login page
 * stores it, kept through Lighthouse's load), one Lighthouse run of /objects/apartments per form
 * factor (desktop: the staff's screen; mobile: Lighthouse's default phone), performance category
 * only, Lighthouse's simulated throttling. Prints the score, FCP, LCP, TBT and CLS, and whether
 * Lighthouse warned that the page loaded too slowly to finish within its time limit.
 * BENCH_FORM_FACTORS=desktop limits the runs to one form factor.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  categoryScore,
  launchLighthouseBrowser,
  loadedTooSlowly,
  runLighthouse,
  type FormFactor,
} from '../tests/e2e/lighthouse';

const PORT = Number(process.env.BENCH_PORT || 3298);
const BASE = `http://localhost:${PORT}`;
const PAGE = '/objects/apartments';
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS || 'desktop,mobile').split(',') as FormFactor[];

async function startServer(): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: ':memory:', PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // migrating and seeding the demo data takes up to a minute on a busy machine
  for (let i = 0; i < 480; i++) {
    try {
      const res = await fetch(`${BASE}/api/v1/version`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start within 120 s');
}

/** The stored user the login page leaves: `{...user, token}` (dataProvider/storage.ts). */
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

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);

async function main() {
  const server = await startServer();
  const browser = await launchLighthouseBrowser();
  try {
    const storedUser = await login();
    // the session in the profile's storage for the app's origin
    const page = await browser.context.newPage();
    await page.goto(`${BASE}/login`);
    await page.evaluate((value) => window.localStorage.setItem('immodesk.user', value), storedUser);
    await page.close();

    const rows: string[] = [];
    for (const formFactor of FORM_FACTORS) {
      const lhr = await runLighthouse(browser, `${BASE}${PAGE}`, {
        categories: ['performance'],
        formFactor,
        keepStorage: true,
      });
      const shown = new URL(lhr.finalDisplayedUrl).pathname;
      if (shown !== PAGE) throw new Error(`Lighthouse ended on ${shown}, not ${PAGE}: not signed in?`);
      const metric = (id: string) => lhr.audits[id]?.numericValue;
      const score = Math.round(categoryScore(lhr, 'performance') * 100);
      const cls = metric('cumulative-layout-shift');
      rows.push(
        `| ${formFactor} | ${score} | ${ms(metric('first-contentful-paint'))} | ` +
          `${ms(metric('largest-contentful-paint'))} | ${ms(metric('total-blocking-time'))} | ` +
          `${cls === undefined ? '–' : cls.toFixed(3)} | ${loadedTooSlowly(lhr) ? 'yes' : 'no'} |`,
      );
      for (const warning of lhr.runWarnings) console.log(`Lighthouse warning (${formFactor}): ${warning}`);
    }
    console.log(
      [
        `Lighthouse ${PAGE}, signed in as demo.admin (${new Date().toISOString()})`,
        '',
        '| form factor | performance | FCP | LCP | TBT | CLS | loaded too slowly |',
        '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
