import { test as base, expect, type Page } from '@playwright/test';

/** A console message or uncaught error of a page, as text. */
interface PageMessage {
  kind: 'error' | 'warning' | 'pageerror';
  text: string;
}

interface ConsoleGuard {
  /**
   * Declares console output the test provokes on purpose, such as Chromium's "Failed to load
   * resource: … 409" for a refused request; anything else still fails the test.
   */
  expectConsole(...patterns: RegExp[]): void;
}

const guards = new WeakMap<Page, RegExp[]>();

/** Lets a test (or a helper it calls) declare console output it expects on this page. */
export function expectConsole(page: Page, ...patterns: RegExp[]): void {
  const expected = guards.get(page);
  if (expected) expected.push(...patterns);
}

/**
 * Every browser test fails on a React warning, a console error or an uncaught error in any page
 * it opened, unless the test declared it with `expectConsole`.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ context }, use) => {
      const messages: PageMessage[] = [];
      const expected: RegExp[] = [];
      const watch = (page: Page) => {
        guards.set(page, expected);
        page.on('console', (message) => {
          const type = message.type();
          if (type === 'error' || type === 'warning') {
            messages.push({ kind: type, text: message.text() });
          }
        });
        page.on('pageerror', (error) => messages.push({ kind: 'pageerror', text: String(error) }));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ expectConsole: (...patterns) => expected.push(...patterns) });
      const unexpected = messages.filter((m) => !expected.some((pattern) => pattern.test(m.text)));
      expect(unexpected, 'console messages nobody expected').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
