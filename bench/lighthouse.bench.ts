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
import {
  categoryScore,
  launchLighthouseBrowser,
  loadedTooSlowly,
  runLighthouse,
  type FormFactor,
} from '../tests/e2e/lighthouse';
import { startDemoServer, stopDemoServer, storedDemoAdmin } from './demoServer';

const PORT = Number(process.env.BENCH_PORT || 3298);
const BASE = `http://localhost:${PORT}`;
const PAGE = '/objects/apartments';
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS || 'desktop,mobile').split(',') as FormFactor[];

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);

async function main() {
  const server = await startDemoServer(PORT);
  const browser = await launchLighthouseBrowser();
  try {
    const storedUser = await storedDemoAdmin(BASE);
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
    stopDemoServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
