import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium';

import { E2E_DATA_DIR, E2E_SMTP_IN_PORT } from './tests/e2e/outbox';

const PORT = Number(process.env.E2E_PORT || 3210);

/**
 * Browser tests: the built client and the API on one port, on a fresh demo database per run
 * (SQLite in E2E_DATA_DIR, default .e2e-data, removed at start), driven in the system Chromium;
 * E2E_PORT and E2E_DATA_DIR let two runs share a machine.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'de-CH',
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // a fresh demo database per run, in a folder the tests can read mails from (tests/e2e/outbox.ts)
    command: `node -e "require('fs').rmSync('${E2E_DATA_DIR}', { recursive: true, force: true })" && tsx server/main.ts`,
    // the single sign-on test's provider listens on loopback over http
    env: {
      DATA_DIR: E2E_DATA_DIR,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      SSO_ALLOW_PRIVATE_ISSUER: '1',
      // replies to the app's mails arrive over SMTP on loopback; no SMTP_URL: mails wait in the outbox
      SMTP_IN_PORT: String(E2E_SMTP_IN_PORT),
      SMTP_IN_HOST: '127.0.0.1',
      MAIL_DOMAIN: 'immodesk.test',
      // every spec submits its applications from this one address (the limit per address is
      // tested in tests/api/publicFormLimits.test.ts); 10 an hour would make specs depend on
      // how many others ran before them
      PUBLIC_SUBMITS_PER_ADDRESS_PER_HOUR: '1000',
    },
    url: `http://localhost:${PORT}/api/v1/version`,
    reuseExistingServer: false,
    // migrating and seeding the demo data (with its pictures) takes 45 s on a quiet two-core machine:
    // a ceiling for a busy one, not a timing assertion
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
