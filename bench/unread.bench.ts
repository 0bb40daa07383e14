/**
 * `npm run bench:unread`: the delay from a reply arriving over SMTP to the unread long poll
 * answering with the new count (what moves the top-bar badge). The demo database in memory
 * (SQLite), the app's inbound SMTP server on a loopback port, a staff session waiting in
 * POST /api/v1/get-unread-messages; each round sends one reply with nodemailer to the reply
 * address of a mail the app queued and times the poll's answer from the start of the SMTP
 * session. Rounds: `--rounds N` (default 30). Result: bench/results/unread.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import nodemailer from 'nodemailer';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/core/config';
import { createDatabase } from '../server/core/db';
import { hashPassword } from '../server/core/passwords';
import { memoryStorage } from '../server/core/storage';
import { migrateToLatest } from '../server/db/migrate';
import { DEMO_PASSWORD } from '../server/db/seed/args';
import { seedDemo } from '../server/db/seed/demo';
import { conversationFor, queueConversationMail } from '../server/modules/communication/conversations';
import { startMailReceiver } from '../server/modules/mail/receiver';

function roundsArg(argv: readonly string[]): number {
  const at = argv.indexOf('--rounds');
  if (at < 0) return 30;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error('--rounds needs a whole number above 0');
  return value;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main(): Promise<void> {
  const rounds = roundsArg(process.argv.slice(2));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', MAIL_DOMAIN: 'bench.immodesk.test' }),
    dataDir: ':memory:',
    smtpInPort: 0,
    smtpInHost: '127.0.0.1',
  };
  const database = createDatabase({ databaseUrl: null, dataDir: ':memory:' });
  await migrateToLatest(database.db);
  const storage = memoryStorage();
  await seedDemo(database.db, { passwordHash: await hashPassword(DEMO_PASSWORD), storage });
  const app = await buildApp(config, { database });
  const receiver = await startMailReceiver(database.db, config, storage, app.log);
  if (!receiver) throw new Error('the inbound SMTP server did not start');
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: receiver.port, ignoreTLS: true });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'tenant-name': 'rent' },
      payload: { username: 'demo.admin', password: DEMO_PASSWORD },
    });
    const headers = {
      'tenant-name': 'rent',
      authorization: `Bearer ${login.json<{ token: string }>().token}`,
    };
    const project = await database.db
      .selectFrom('projects')
      .select('id')
      .where('slug', '=', 'rent')
      .executeTakeFirstOrThrow();
    const application = await database.db
      .selectFrom('applications')
      .select(['id', 'email', 'main_name'])
      .where('project_id', '=', project.id)
      .where('email', '!=', '')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // a mail of the app to the applicant: its reply address is where the replies go
    const outboxId = await database.db.transaction().execute(async (trx) => {
      const conversation = await conversationFor(trx, project.id, {
        applicationId: application.id,
        personId: null,
        email: application.email,
        name: application.main_name,
        language: 'de',
      });
      const queued = await queueConversationMail(trx, config, project.id, {
        conversation,
        kind: 'direct',
        subject: 'Besichtigung',
        html: '<p>Guten Tag</p>',
        text: 'Guten Tag',
        sentBy: null,
      });
      return queued.outboxId;
    });
    const { reply_to: replyTo } = await database.db
      .selectFrom('outbox')
      .select('reply_to')
      .where('id', '=', outboxId)
      .executeTakeFirstOrThrow();
    if (!replyTo) throw new Error('the queued mail has no reply address');

    const delays: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const current = await app.inject({ method: 'GET', url: '/api/v1/unread-count-messages', headers });
      const count = current.json<{ count: number }>().count;
      const poll = app.inject({
        method: 'POST',
        url: '/api/v1/get-unread-messages',
        headers,
        payload: { count },
      });
      // the poll is waiting before the reply leaves
      await new Promise((resolve) => setTimeout(resolve, 20));
      const start = performance.now();
      await transport.sendMail({
        from: application.email,
        to: replyTo,
        subject: `Re: Besichtigung (${round})`,
        text: 'Gerne komme ich zur Besichtigung.',
      });
      const answered = await poll;
      const delay = performance.now() - start;
      const next = answered.json<{ count: number }>().count;
      if (next !== count + 1) throw new Error(`the poll answered ${next}, expected ${count + 1}`);
      delays.push(delay);
    }
    delays.sort((a, b) => a - b);
    const median = percentile(delays, 50);
    const p95 = percentile(delays, 95);
    const load = loadavg()[0]?.toFixed(2) ?? '?';
    const summary = [
      '# Reply to badge: the unread long poll',
      '',
      `\`npm run bench:unread\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} CPUs, load ${load}, SQLite in memory.`,
      '',
      '| rounds | median ms | p95 ms | max ms |',
      '|---:|---:|---:|---:|',
      `| ${rounds} | ${median.toFixed(1)} | ${p95.toFixed(1)} | ${(delays.at(-1) ?? 0).toFixed(1)} |`,
      '',
      'From the start of the SMTP session of a reply to the long poll answering with the new count.',
      '',
    ].join('\n');
    console.log(summary);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/unread.md', summary);
  } finally {
    transport.close();
    await receiver.close();
    await app.close();
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
