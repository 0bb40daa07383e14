import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * Lighthouse against the system Chromium, for the browser tests (accessibility of the public
 * pages, tests/e2e/lighthouse.spec.ts) and the client benchmark (performance,
 * bench/lighthouse.bench.ts). One headless Chromium, started by Playwright with a persistent
 * profile and a DevTools port that Lighthouse connects to; each run opens its own tab in that
 * profile, so storage a Playwright page put there (a signed-in session) is what Lighthouse sees
 * when `keepStorage` is set.
 */

export type FormFactor = 'mobile' | 'desktop';
export type Category = 'accessibility' | 'performance' | 'best-practices' | 'seo';

export interface LighthouseBrowser {
  /** the browser's one (persistent) context: pages opened here share storage with Lighthouse's tab */
  context: BrowserContext;
  /** the DevTools port Lighthouse connects to */
  port: number;
  close(): Promise<void>;
}

/** Starts headless Chromium with a DevTools port (chosen by Chromium, read from its profile). */
export async function launchLighthouseBrowser(): Promise<LighthouseBrowser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'immodesk-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
    headless: true,
  });
  // Chromium writes the port it listens on as the first line of DevToolsActivePort
  const port = Number(readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
  if (!Number.isInteger(port) || port <= 0) throw new Error('Chromium did not report its DevTools port');
  return {
    context,
    port,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface RunOptions {
  categories: Category[];
  formFactor: FormFactor;
  /** keep the origin's storage (a stored session) instead of clearing it before the load */
  keepStorage?: boolean;
}

/** One Lighthouse navigation of `url` in the browser; answers the report (LHR). */
export async function runLighthouse(
  browser: LighthouseBrowser,
  url: string,
  { categories, formFactor, keepStorage = false }: RunOptions,
): Promise<Result> {
  const flags: Flags = {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    disableStorageReset: keepStorage,
  };
  // the default configuration is the mobile one (a mid-range phone, simulated slow 4G)
  const runner = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** A category's score as 0..1 (0 when Lighthouse could not score it). */
export function categoryScore(lhr: Result, category: Category): number {
  return lhr.categories[category]?.score ?? 0;
}

type Item = Record<string, unknown> & {
  node?: { selector?: string; snippet?: string; explanation?: string; nodeLabel?: string };
};

/**
 * The audits of a category that did not pass, each with the elements it names, as text a
 * developer can act on: audit id, weight and title, then per element its selector, its HTML
 * and Lighthouse's explanation.
 */
export function failingAudits(lhr: Result, category: Category, maxItems = 8): string {
  const lines: string[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
    lines.push(`- ${audit.id} (weight ${ref.weight}, score ${audit.score}): ${audit.title}`);
    const details = audit.details as { items?: Item[] } | undefined;
    const items = details?.items ?? [];
    for (const item of items.slice(0, maxItems)) {
      const node = item.node;
      if (node) {
        lines.push(`    ${node.selector ?? ''}  ${node.snippet ?? ''}`);
        if (node.explanation) lines.push(`      ${node.explanation.replace(/\n/g, '\n      ')}`);
      } else {
        lines.push(`    ${JSON.stringify(item).slice(0, 300)}`);
      }
    }
    if (items.length > maxItems) lines.push(`    … and ${items.length - maxItems} more`);
  }
  return lines.join('\n');
}

/** Lighthouse's warning that the page did not finish loading within its time limit. */
export function loadedTooSlowly(lhr: Result): boolean {
  return lhr.runWarnings.some((warning) => /too slowly/i.test(warning));
}
