import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/core/db';
import { verifyPassword } from '../../server/core/passwords';
import { migrateToLatest } from '../../server/db/migrate';
import { fillEmptyDatabase, FirstRunError } from '../../server/db/seed/firstRun';

async function emptyDatabase() {
  const handle = createDatabase({ databaseUrl: null, dataDir: ':memory:' });
  await migrateToLatest(handle.db);
  return handle;
}

const production = { nodeEnv: 'production', adminUsername: null, adminPassword: null };

describe('filling an empty database', () => {
  it('refuses to start in production without a first admin, and writes nothing', async () => {
    const { db, destroy } = await emptyDatabase();
    await expect(fillEmptyDatabase(db, production)).rejects.toThrow(FirstRunError);
    await expect(
      fillEmptyDatabase(db, { ...production, adminUsername: 'chef', adminPassword: 'short' }),
    ).rejects.toThrow(/12 characters/);
    expect(await db.selectFrom('organisations').selectAll().execute()).toHaveLength(0);
    await destroy();
  });

  it('creates the first superadmin in production, with no demo data', async () => {
    const { db, destroy } = await emptyDatabase();
    const filled = await fillEmptyDatabase(db, {
      ...production,
      adminUsername: 'chef',
      adminPassword: 'A-long-Passw0rd!',
    });
    expect(filled).toBe('admin');
    const user = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.role).toBe('superadmin');
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.password_hash, 'A-long-Passw0rd!')).toBe(true);
    expect(await db.selectFrom('objects').selectAll().execute()).toHaveLength(0);
    expect(await fillEmptyDatabase(db, production)).toBe('none');
    await destroy();
  });

  it('fills demo data outside production, once', async () => {
    const { db, destroy } = await emptyDatabase();
    expect(await fillEmptyDatabase(db, { ...production, nodeEnv: 'development' })).toBe('demo');
    expect(await fillEmptyDatabase(db, { ...production, nodeEnv: 'development' })).toBe('none');
    expect((await db.selectFrom('projects').select('slug').execute()).map((p) => p.slug)).toContain('rent');
    await destroy();
  });
});
