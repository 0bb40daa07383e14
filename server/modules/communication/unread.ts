import { PostgresAdapter, sql } from 'kysely';
import pg from 'pg';
import type { Executor } from '../../core/scope';

/**
 * The unread counter's waiting machinery. A long poll (POST get-unread-messages) registers a waker
 * for its project here; a change of a project's unread count wakes them, and each re-reads the
 * count. On PostgreSQL the change is announced with NOTIFY inside the changing transaction (it
 * leaves at commit) and a LISTEN connection of every process wakes its own waiters, so a reply
 * filed by one process wakes the polls of all. On SQLite (one process) local waiters are woken
 * once the current turn of the event loop is over; their re-read waits for the transaction's
 * connection, so it sees the committed count.
 */

/** The NOTIFY channel; the payload is the project id. */
export const UNREAD_CHANNEL = 'immodesk_unread';

/** How long a long poll waits for a change before it answers the unchanged count. */
export const UNREAD_POLL_TIMEOUT_MS = 25_000;

/** The long poll's settings; tests shorten the wait. */
export const unreadPoll = { timeoutMs: UNREAD_POLL_TIMEOUT_MS };

type Waker = () => void;

/** The waiting polls of one app, by project. */
export class UnreadWaiters {
  private readonly byProject = new Map<number, Set<Waker>>();

  /** Registers a waker for the project's changes; answers the function that removes it. */
  add(projectId: number, waker: Waker): () => void {
    let set = this.byProject.get(projectId);
    if (!set) {
      set = new Set();
      this.byProject.set(projectId, set);
    }
    set.add(waker);
    return () => {
      const current = this.byProject.get(projectId);
      if (!current) return;
      current.delete(waker);
      if (current.size === 0) this.byProject.delete(projectId);
    };
  }

  wake(projectId: number): void {
    for (const waker of [...(this.byProject.get(projectId) ?? [])]) waker();
  }

  count(projectId: number): number {
    return this.byProject.get(projectId)?.size ?? 0;
  }
}

/** The waiters of every app of this process that runs without LISTEN (SQLite). */
const localWaiters = new Set<UnreadWaiters>();

/** Makes the waiters of an app; `local`: woken by notifyUnread in this process (SQLite). */
export function unreadWaiters(local: boolean): { waiters: UnreadWaiters; release(): void } {
  const waiters = new UnreadWaiters();
  if (local) localWaiters.add(waiters);
  return { waiters, release: () => void localWaiters.delete(waiters) };
}

/** Every app's waiting polls of the project in this process (tests wait for a poll to wait). */
const allWaiters = new Set<UnreadWaiters>();
export function trackWaiters(waiters: UnreadWaiters): () => void {
  allWaiters.add(waiters);
  return () => void allWaiters.delete(waiters);
}
export function waitingPolls(projectId: number): number {
  let n = 0;
  for (const waiters of allWaiters) n += waiters.count(projectId);
  return n;
}

function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Tells every waiting unread-count long poll of the project (in this process and, on PostgreSQL,
 * in every other process through NOTIFY) that its count may have changed. Call it in the
 * transaction that changed the count: on PostgreSQL the notification leaves at commit.
 */
export async function notifyUnread(db: Executor, projectId: number): Promise<void> {
  if (isPostgres(db)) {
    await sql`select pg_notify(${UNREAD_CHANNEL}, ${String(projectId)})`.execute(db);
    return;
  }
  setImmediate(() => {
    for (const waiters of localWaiters) waiters.wake(projectId);
  });
}

export interface UnreadListener {
  /** settles once the first connection listens (or failed, and is retried) */
  ready: Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

/**
 * LISTENs on the unread channel with a connection of its own and wakes the app's waiters of the
 * notified project. A lost connection is opened again after a second.
 */
export function startUnreadListener(
  waiters: UnreadWaiters,
  databaseUrl: string,
  log: { warn(object: object, message: string): void },
): UnreadListener {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  const reconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, RECONNECT_MS);
    timer.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on('notification', (message) => {
      const projectId = Number(message.payload);
      if (message.channel === UNREAD_CHANNEL && Number.isSafeInteger(projectId)) waiters.wake(projectId);
    });
    next.on('error', (error) => {
      if (!closed) log.warn({ err: error }, 'unread listener connection failed');
      void next.end().catch(() => {});
      if (client === next) client = null;
      reconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${UNREAD_CHANNEL}`);
      if (closed) await next.end();
    } catch (error) {
      if (!closed) log.warn({ err: error }, 'unread listener could not connect');
      void next.end().catch(() => {});
      if (client === next) client = null;
      reconnect();
    }
  };

  const started = connect();
  return {
    ready: started,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await started;
      const current = client;
      client = null;
      if (current) await current.end().catch(() => {});
    },
  };
}
