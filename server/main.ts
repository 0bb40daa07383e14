import { buildApp } from './app';
import { ConfigError, loadConfig } from './core/config';
import { createDatabase } from './core/db';
import { startJobRunner } from './core/jobs';
import { storageFor } from './core/storage';
import { migrateToLatest } from './db/migrate';
import { fillEmptyDatabase } from './db/seed/firstRun';
import { addDemoPictures } from './db/seed/images';
import { adoptOfferExpiries } from './modules/applicationFlow/offerExpiryJob';
import { startMailReceiver } from './modules/mail/receiver';
import { startMailSender } from './modules/mail/sender';
import { JOB_HANDLERS } from './modules/index';

/** Reads the configuration, migrates, fills an empty database and serves. */
async function main(): Promise<void> {
  const config = loadConfig();
  // a bucket that is missing or refuses the keys stops the start here, with the reason
  await storageFor(config).check?.();
  const database = createDatabase(config);
  const applied = await migrateToLatest(database.db);
  const filled = await fillEmptyDatabase(database.db, config);
  // the demo's pictures; without them the demo still works, so a failure is only reported
  const media = filled === 'demo' ? await addDemoPictures(database.db, storageFor(config)) : null;
  await database.maintain();
  // per node: SQLite's statistics of its own file (nothing on PostgreSQL); not a job (docs/decisions.md)
  const maintenance = setInterval(() => void database.maintain(), 6 * 3600_000);
  maintenance.unref();
  // readable lines when someone watches the terminal; JSON lines in production and into files
  const prettyLogs = process.stdout.isTTY && config.nodeEnv !== 'production';
  const app = await buildApp(config, { database, prettyLogs });
  // the outbox is delivered over SMTP_URL; replies arrive on SMTP_IN_PORT (README, "Mail")
  const sender = startMailSender(database.db, config, app.log);
  app.addHook('onClose', () => sender.stop());
  // open offers made before offers had expiry jobs (or by the demo) get theirs, once across nodes
  const adopted = await adoptOfferExpiries(database.db);
  if (adopted > 0) app.log.info({ offers: adopted }, 'offer expiries scheduled as jobs');
  // due jobs (an offer's expiry, a tenancy's end, a deposit's reminder, a viewing's reminder) run
  // once, what fell due while stopped at once; on PostgreSQL through pg-boss, stopped with the
  // server (after the requests, before the database)
  const jobs = await startJobRunner(database.db, JOB_HANDLERS, app.log, {
    intervalMs: config.jobIntervalSeconds * 1000,
  });
  app.addHook('onClose', () => jobs.stop());
  const receiver = await startMailReceiver(database.db, config, storageFor(config), app.log);
  if (receiver) app.addHook('onClose', () => receiver.close());
  app.addHook('onClose', () => database.destroy());
  if (applied.length > 0)
    app.log.info(`database migrated: ${applied.length} migration(s) applied, now at ${applied.at(-1)}`);
  if (filled === 'demo')
    app.log.info('empty database filled with demo data (logins demo.<role> / Demo2026!)');
  if (media && 'error' in media) app.log.warn({ err: media.error }, 'demo pictures could not be made');
  else if (media) app.log.info(media, 'demo objects given their pictures');
  if (filled === 'admin') app.log.info({ username: config.adminUsername }, 'first admin created');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${database.dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'}; open ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`Immodesk could not start: ${message}`);
  process.exit(1);
});
