import { Migrator, type Kysely } from 'kysely';
import { installBoss, isPostgres } from '../core/boss';
import { migrationProvider } from './migrations/index';
import type { Database } from './types';

export class MigrationError extends Error {}

/** Brings the schema to the latest migration; throws (and the process exits non-zero) when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` ${failed.migrationName}` : '';
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new MigrationError(`migration${name} failed: ${reason}`);
  }
  // PostgreSQL's job queue (pg-boss) keeps its tables in a schema of its own, at pg-boss's version
  if (isPostgres(db)) await installBoss(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
