import Database from 'better-sqlite3';

/** The data folder of the server under test (playwright.config.ts gives it as DATA_DIR). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || '.e2e-data';
/** The server's inbound SMTP port (replies in the messenger tests): E2E_SMTP_IN_PORT, else E2E_PORT + 1. */
export const E2E_SMTP_IN_PORT = Number(
  process.env.E2E_SMTP_IN_PORT || Number(process.env.E2E_PORT || 3210) + 1,
);
const DATABASE_FILE = `${E2E_DATA_DIR}/app.db`;

export interface OutboxMail {
  to_address: string;
  subject: string;
  text_body: string;
  created_at: string;
}

/** One row of the server's own SQLite file (read only), for what the tests need to find there. */
export function readRow<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/**
 * The newest mail the server queued for an address (no SMTP in tests: mails wait in the outbox),
 * read from the server's own SQLite file.
 */
export function latestMailTo(address: string): OutboxMail | null {
  return (
    readRow<OutboxMail>(
      'SELECT to_address, subject, text_body, created_at FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1',
      address,
    ) ?? null
  );
}
