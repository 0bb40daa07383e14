/**
 * Names of what a run creates carry its process id, so that the next run can remove what a run
 * that was killed outright left behind (tsx answers a second Ctrl-C, or a Ctrl-C during a long
 * synchronous SQLite call, with SIGKILL, and then no clean-up code runs).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';

const SQLITE_PREFIX = 'immodesk-bench-';
/** PostgreSQL databases of this machine only: a shared server may hold other machines' runs. */
const HOST_TAG = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 6);
const PG_PREFIX = `immodesk_bench_${HOST_TAG}_`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function sqliteTempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${SQLITE_PREFIX}${process.pid}-`));
}

export function postgresDatabaseName(): string {
  return `${PG_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Removes temporary directories of earlier runs whose process is gone. */
export function removeStaleSqlite(): void {
  const pattern = new RegExp(`^${SQLITE_PREFIX}(\\d+)-`);
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(pattern.exec(name)?.[1] ?? NaN);
    if (!Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
    fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    console.log(`  removed ${name}, left behind by an earlier run`);
  }
}

/** Drops databases of earlier runs on this machine whose process is gone. */
export async function dropStalePostgres(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where starts_with(datname, $1)`,
    [PG_PREFIX],
  );
  for (const { datname } of rows) {
    const pid = Number(/^\d+/.exec(datname.slice(PG_PREFIX.length))?.[0] ?? NaN);
    if (!Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
    await admin.query(`drop database if exists ${datname} with (force)`);
    console.log(`  dropped database ${datname}, left behind by an earlier run`);
  }
}
