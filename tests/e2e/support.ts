import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { ROLES, type Role } from '../../schema/permissions';
import { seriousViolations } from './axe';

/** The password of every demo user (server/db/seed/args.ts). */
export const DEMO_PASSWORD = 'Demo2026!';

/** The demo roles; each has a user `demo.<role>`. */
export { ROLES };
export type { Role };

/** Where the app listens (playwright.config.ts); projects are chosen by the first host label. */
export const PORT = Number(process.env.E2E_PORT || 3210);
export const projectUrl = (project: string, path = '/'): string =>
  `http://${project}.localhost:${PORT}${path}`;

/** The key the client keeps the signed-in user under (dataProvider/storage.ts). */
const USER_KEY = 'immodesk.user';

export interface ApiSession {
  token: string;
  user: Record<string, unknown>;
}

/**
 * Signs in through the API, for tests whose subject is not the sign-in. The project is chosen
 * with the `tenant-name` header (Node does not resolve *.localhost the way Chromium does).
 */
export async function apiSignIn(
  request: APIRequestContext,
  username: string,
  project?: string,
): Promise<ApiSession> {
  const response = await request.post('/api/v1/login', {
    data: { username, password: DEMO_PASSWORD },
    headers: project ? { 'tenant-name': project } : {},
  });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
  return (await response.json()) as ApiSession;
}

/**
 * Puts a session into the browser's storage before any page script runs, the way the login page
 * leaves it: `{...user, token}`. Only when nothing is stored, so a sign-out in the test holds.
 */
export async function storeSession(context: BrowserContext, session: ApiSession): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      try {
        if (window.sessionStorage.getItem('e2e.sessionStored')) return;
        window.sessionStorage.setItem('e2e.sessionStored', '1');
        window.localStorage.setItem(key, value);
      } catch {
        // a document without storage (about:blank)
      }
    },
    { key: USER_KEY, value: JSON.stringify({ ...session.user, token: session.token }) },
  );
}

/** Signs in as `demo.<role>` through the API and stores the session in the browser. */
export async function signInAs(
  context: BrowserContext,
  request: APIRequestContext,
  role: Role,
  project?: string,
): Promise<ApiSession> {
  const session = await apiSignIn(request, `demo.${role}`, project);
  await storeSession(context, session);
  return session;
}

/** Fills and sends the login form the way a person does. */
export async function signInThroughForm(page: Page, username: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Anmelden' });
  await form.getByRole('textbox', { name: 'Benutzername oder E-Mail' }).fill(username);
  await form.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Anmelden' }).click();
}

/** The object list screen's parts, found by role and label. */
export class ObjectListScreen {
  readonly table: Locator;
  readonly rows: Locator;
  readonly pagination: Locator;
  readonly stateFilters: Locator;
  readonly bulkBar: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table');
    // the body rows: the ones with a selection checkbox of their own
    this.rows = this.table
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: /^Zeile .+ auswählen$/ }) });
    this.pagination = page.getByRole('navigation', { name: 'Seiten' });
    this.stateFilters = page.getByRole('group', { name: 'Status' });
    this.bulkBar = page.getByRole('region', { name: 'Sammelaktionen' });
    this.search = page.getByRole('searchbox', { name: 'Suche' });
  }

  /** The "1–10 von 240" range text of the pagination. */
  range(from: number, to: number, total: number | string): Locator {
    return this.pagination.getByText(`${from}–${to} von ${total}`, { exact: true });
  }

  /** The total the pagination shows, read from its range text. */
  async total(): Promise<number> {
    const text = await this.pagination.getByText(/^\d+–\d+ von \d+$/).innerText();
    return Number(text.split(' von ')[1]);
  }

  /** Waits until the table shows loaded rows and no request is under way. */
  async settled(): Promise<void> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false');
    await expect(this.rows.first()).toBeVisible();
  }

  columnHeader(title: string): Locator {
    return this.table.getByRole('columnheader', { name: title, exact: true });
  }

  /** The texts of one column, top to bottom, found by its heading. */
  async columnValues(title: string): Promise<string[]> {
    const headings = (await this.table.getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
    const index = headings.indexOf(title);
    expect(index, `column "${title}" among ${headings.join(', ')}`).toBeGreaterThanOrEqual(0);
    const values: string[] = [];
    for (const row of await this.rows.all()) {
      values.push((await row.getByRole('cell').nth(index).innerText()).trim());
    }
    return values;
  }

  /** The row whose first column (the reference number) is `label`. */
  row(label: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('checkbox', { name: `Zeile ${label} auswählen` }) });
  }

  selectRow(label: string): Promise<void> {
    return this.page.getByRole('checkbox', { name: `Zeile ${label} auswählen` }).check();
  }

  /** A state filter chip by its name, e.g. "Vermietet"; its label carries the count. */
  stateFilter(name: string): Locator {
    return this.stateFilters.getByRole('button', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  }

  /** The count a state filter chip shows. */
  async stateCount(name: string): Promise<number> {
    const label = await this.stateFilter(name).innerText();
    return Number(/\((\d+)\)$/.exec(label)?.[1]);
  }

  /** Picks a bulk action in the bulk bar's action select. */
  async chooseBulkAction(name: string): Promise<void> {
    await this.bulkBar.getByRole('combobox', { name: 'Aktion' }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }
}

/** A Swiss money text ("CHF 2’645.00") as a number. */
export function moneyValue(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ''));
}

/** Presses Tab until the element has the focus (keyboard only, as a person without a mouse would). */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached with the Tab key');
}

/** The page fits its width: nothing scrolls sideways (a phone at 360 px). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The page fits a phone: nothing wider than the window, and axe finds no serious violation. */
export async function expectPhoneFit(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
}
