/**
 * `npm run bench:mail`: outbox throughput. Queues N mails (default 2,000; `--mails N`) in an
 * in-memory SQLite database (each with its mail_send job), then runs sender passes (deliverDue: the
 * due mail jobs through the jobs table, the pooled SMTP transport of the running app) until every
 * mail is accepted by a local SMTP sink, and prints mails per second.
 * The sink runs in the same process and parses every mail (mailparser), so the figure is a lower
 * bound of what the sender does against a real mail server. Result: bench/results/mail.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../server/core/config';
import { createDatabase } from '../server/core/db';
import { queueMail } from '../server/core/mail';
import { migrateToLatest } from '../server/db/migrate';
import { newMessageId, newReplyAddress } from '../server/modules/communication/conversations';
import { deliverDue } from '../server/modules/mail/sender';
import { SEND_CONCURRENCY, smtpTransport } from '../server/modules/mail/sendTransport';
import { startSmtpSink } from '../tests/support/smtpSink';

function mailsArg(argv: readonly string[]): number {
  const at = argv.indexOf('--mails');
  if (at < 0) return 2000;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error('--mails needs a whole number above 0');
  return value;
}

async function main(): Promise<void> {
  const count = mailsArg(process.argv.slice(2));
  const sink = await startSmtpSink();
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', MAIL_DOMAIN: 'bench.immodesk.test' }),
    dataDir: ':memory:',
    smtpUrl: sink.url,
  };
  const database = createDatabase({ databaseUrl: null, dataDir: ':memory:' });
  const transport = smtpTransport(sink.url);
  try {
    await migrateToLatest(database.db);
    const queueStart = performance.now();
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < count; i += 1) {
        // system mails: the per-project rate limit would hold a project's mails back by design
        await queueMail(trx, {
          to: `empfaenger${i}@example.ch`,
          subject: `Einladung zur Besichtigung ${i}`,
          text: `Guten Tag\n\nWir laden Sie zur Besichtigung ein (${i}).\n\nFreundliche Grüsse`,
          html: `<p>Guten Tag</p><p>Wir laden Sie zur <strong>Besichtigung</strong> ein (${i}).</p><p>Freundliche Grüsse</p>`,
          kind: 'conversation_system',
          messageId: newMessageId(config.mailDomain),
          replyTo: newReplyAddress(config.mailDomain).address,
          fromName: 'Immodesk Bench',
        });
      }
    });
    const queueSeconds = (performance.now() - queueStart) / 1000;
    console.log(`queued ${count} mails in ${queueSeconds.toFixed(2)} s`);

    const start = performance.now();
    let passes = 0;
    let sent = 0;
    while (sent < count && passes < count) {
      const result = await deliverDue(database.db, config, { transport });
      passes += 1;
      sent += result.sent;
      if (result.failed > 0 || result.unconfirmed > 0)
        throw new Error(`unexpected: ${JSON.stringify(result)}`);
    }
    const seconds = (performance.now() - start) / 1000;
    const unique = new Set(sink.mails.map((m) => m.parsed.messageId)).size;
    if (sent !== count || unique !== count) throw new Error(`sent ${sent}, sink has ${unique} of ${count}`);
    const rate = count / seconds;
    const load = loadavg().map((l) => l.toFixed(1));
    console.log(
      `delivered ${count} mails in ${seconds.toFixed(2)} s over ${passes} passes: ${rate.toFixed(0)} mails/s`,
    );
    const report = [
      `# Outbox throughput (${new Date().toISOString().slice(0, 10)})`,
      '',
      '`npm run bench:mail`: mails queued (each with its `mail_send` job) in an in-memory SQLite database,',
      `delivered by sender passes (deliverDue: the due mail jobs, ${SEND_CONCURRENCY} pooled SMTP connections) to a local SMTP sink in the same process,`,
      'which parses every mail; every mail accepted exactly once (counted by Message-ID).',
      '',
      '| measure | value |',
      '| --- | ---: |',
      `| mails | ${count} |`,
      `| queueing (one transaction) | ${queueSeconds.toFixed(2)} s |`,
      `| delivery | ${seconds.toFixed(2)} s in ${passes} passes |`,
      `| throughput | ${rate.toFixed(0)} mails/s |`,
      '',
      `Machine: ${cpus().length} CPUs, load average ${load.join(' / ')} when done (a shared machine`,
      'shows a lower figure than an idle one).',
      '',
    ].join('\n');
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/mail.md', report);
    console.log('written: bench/results/mail.md');
  } finally {
    transport.close();
    await database.destroy();
    await sink.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
