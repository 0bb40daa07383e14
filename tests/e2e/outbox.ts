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

/**
 * The newest mail the server queued for an address (no SMTP in tests: mails wait in the outbox),
 * read from the server's own SQLite file.
 */
export function latestMailTo(address: string): OutboxMail | null {
  const db = new Database(DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        'SELECT to_address, subject, text_body, created_at FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1',
      )
      .get(address) as OutboxMail | undefined;
    return row ?? null;
  } finally {
    db.close();
  }
}
