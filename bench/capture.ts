/** Records the SQL statements Kysely runs while a capture is on (the `log` option of createDatabase). */
import type { LogEvent } from 'kysely';

export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
  /** the time Kysely measured for the statement in the captured call */
  durationMs: number;
}

export class QueryRecorder {
  private active: CapturedQuery[] | null = null;

  /** Pass as `log` to createDatabase. */
  readonly log = (event: LogEvent): void => {
    if (!this.active) return;
    if (event.level === 'error') {
      throw new Error(`query failed while capturing: ${event.query.sql}`, { cause: event.error });
    }
    const { sql, parameters } = event.query;
    this.active.push({ sql, parameters, durationMs: event.queryDurationMillis });
  };

  /** Runs `fn` and returns the statements it ran, in the order they finished. */
  async capture(fn: () => Promise<void>): Promise<CapturedQuery[]> {
    if (this.active) throw new Error('captures do not nest');
    const queries: CapturedQuery[] = [];
    this.active = queries;
    try {
      await fn();
    } finally {
      this.active = null;
    }
    return queries;
  }
}

/** Whether a statement only reads (the raw replay should not write). */
export function isRead(query: Pick<CapturedQuery, 'sql'>): boolean {
  return /^\s*(select|with)\b/i.test(query.sql);
}
