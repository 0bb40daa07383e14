/**
 * `npm run seed [-- --objects N] [-- --applications N]`: migrates the configured database, fills
 * an empty one with the demo data and its pictures (as the server's start does) and, with
 * --objects / --applications, tops the `rent` project up to N apartments / N applications.
 */
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../../core/config';
import { createDatabase } from '../../core/db';
import { hashPassword } from '../../core/passwords';
import { storageFor } from '../../core/storage';
import { migrateToLatest } from '../migrate';
import type { Database } from '../types';
import { DEMO_PASSWORD, parseSeedArgs, USAGE } from './args';
import { addApplications } from './applications';
import { addApartments, seedDemo } from './demo';
import { addDemoPictures } from './images';

async function summary(db: Kysely<Database>): Promise<string> {
  const organisations = await db.selectFrom('organisations').select('name').orderBy('id').execute();
  const projects = await db.selectFrom('projects').select(['id', 'slug']).orderBy('id').execute();
  const counts = await db
    .selectFrom('objects')
    .select((eb) => ['project_id', 'object_type', eb.fn.countAll().as('count')])
    .groupBy(['project_id', 'object_type'])
    .execute();
  const { users } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('users'))
    .executeTakeFirstOrThrow();
  const applications = await db
    .selectFrom('applications')
    .select((eb) => ['project_id', eb.fn.countAll().as('count')])
    .groupBy('project_id')
    .execute();
  const lines = [`${organisations.length} organisations, ${Number(users)} users`];
  for (const project of projects) {
    const parts = counts
      .filter((c) => c.project_id === project.id)
      .map((c) => `${Number(c.count)} ${c.object_type}`);
    const apps = applications.find((a) => a.project_id === project.id);
    if (apps) parts.push(`${Number(apps.count)} applications`);
    lines.push(`  ${project.slug}: ${parts.length > 0 ? parts.join(', ') : 'no objects'}`);
  }
  return lines.join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseSeedArgs(argv);
  if (args.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (args.kind === 'error') {
    console.error(`${args.message}\n\n${USAGE}`);
    return 1;
  }

  const config = loadConfig();
  const database = createDatabase(config);
  try {
    const { db } = database;
    const applied = await migrateToLatest(db);
    if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`);
    const existing = await db.selectFrom('organisations').select('id').limit(1).executeTakeFirst();
    if (existing) {
      console.log(`Database (${database.dialect}) already holds data; demo seed skipped.`);
    } else {
      const started = performance.now();
      await seedDemo(db, { passwordHash: await hashPassword(DEMO_PASSWORD) });
      console.log(`Demo data seeded in ${Math.round(performance.now() - started)} ms (${database.dialect}).`);
      // the pictures the server's start gives a demo it seeds, for the base demo only (not --objects)
      const media = await addDemoPictures(db, storageFor(config));
      if ('error' in media) console.warn('Demo pictures could not be made:', media.error);
      else console.log(`Demo pictures: ${media.images} images in ${media.ms} ms.`);
      console.log(`Demo logins: demo.<role> / ${DEMO_PASSWORD} (e.g. demo.admin)`);
    }
    if (args.objects !== null) {
      const started = performance.now();
      const added = await addApartments(db, 'rent', args.objects, (done, total) => {
        process.stdout.write(`\rAdding apartments to rent: ${done}/${total}`);
      });
      if (added > 0) process.stdout.write('\n');
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Added ${added} apartments to rent in ${seconds} s.`);
    }
    if (args.applications !== null) {
      const started = performance.now();
      const added = await addApplications(db, 'rent', args.applications, (done, total) => {
        process.stdout.write(`\rAdding applications to rent: ${done}/${total}`);
      });
      if (added > 0) process.stdout.write('\n');
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Added ${added} applications to rent in ${seconds} s.`);
    }
    // fresh statistics, so the query planner knows the new sizes
    if (args.objects !== null || args.applications !== null) await sql`analyze`.execute(db);
    console.log(await summary(db));
    return 0;
  } finally {
    await database.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
