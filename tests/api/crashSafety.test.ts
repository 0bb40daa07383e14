import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicApplicationCreated } from '../../schema/api/applicationForms';
import { createDatabase, type DatabaseHandle, type Dialect } from '../../server/core/db';
import { SEND_CONCURRENCY } from '../../server/modules/mail/sendTransport';
import { startSmtpSink, type SinkOptions, type SmtpSink } from '../support/smtpSink';
import { DIALECTS } from './harness';
import { ADMIN_URL, adminQuery, startNode, stopNode, type Node } from './nodeProcess';
import type { Tenant } from '../../server/db/tables/tenants';
import { validApplication } from './publicApplicationSupport';
import { tenantInserter } from './tenantSupport';

const MAIL_DOMAIN = 'absturz.test';
/** one write is started every TICK_MS (50 a second), whether the earlier ones were answered or not */
const TICK_MS = 20;
/** the node is killed after this many writes were started; a few more are started after it */
const KILL_AFTER = 120;
const AFTER_KILL = 10;
const CHAINS = 6;
const TENANTS = 40;

interface Answer {
  status: number;
  body: unknown;
}

/** A call of the project `rent`; a connection the killed node broke answers status 0. */
async function call(
  node: Node,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${node.base}${url}`, {
      method,
      headers: {
        'tenant-name': 'rent',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body: parsed };
  } catch {
    return { status: 0, body: null };
  }
}

const acknowledged = (answer: Answer | undefined) =>
  answer !== undefined && answer.status >= 200 && answer.status < 300;

async function login(node: Node, username: string): Promise<string> {
  const res = await call(node, 'POST', '/api/v1/login', undefined, { username, password: 'Demo2026!' });
  expect(res.status).toBe(200);
  return (res.body as { token: string }).token;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

type ObjectDetail = Record<string, Record<string, unknown>> & { version: number };

/** The edit form's fields of an object's detail with another title (the prices per m² are computed). */
function editBody(detail: ObjectDetail, title: string, version: number) {
  const { rentalPricePerSquareMeter: _a, nettoPricePerSquareMeter: _b, ...prices } = detail.prices!;
  return {
    basics: { ...detail.basics, title },
    prices,
    address: detail.address,
    rental: detail.rental,
    additional: detail.additional,
    version,
  };
}

/** One object edited over and over, one edit at a time: what was acknowledged and what was not. */
interface Chain {
  id: number;
  detail: ObjectDetail;
  /** the last acknowledged edit: the version it answered and its title */
  acked: { version: number; title: string };
  /** the edit sent and not (yet) answered with 2xx: its title, the version it was sent with */
  pending: { title: string; version: number } | null;
  busy: boolean;
}

/**
 * kill -9 of a node while about 50 writes a second run (object edits with versions, applications
 * from the public form, mails queued, deposits whose reminder is a job), then a restart on the same
 * database: every acknowledged write is there and whole, no record is half-written, and the
 * restarted node delivers what waited in the outbox and runs the jobs that were due.
 *
 * The mail server holds every mail until the crash (it never answers DATA), so the outbox has mails
 * waiting and mails interrupted between send and mark at the kill; the first node's job runner
 * makes its pass at the start only (JOB_INTERVAL_SECONDS=3600), so the deposits' reminders wait
 * for the restarted node. Both are conditions, not timings: the assertions do not depend on how
 * fast the machine is.
 */
describe.each(DIALECTS)('crash safety: kill -9 of a node under writes (%s)', (dialect: Dialect) => {
  const run = randomBytes(3).toString('hex');
  const pgName = `immodesk_crash_${process.pid}_${run}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'immodesk-crash-'));
  const sinkOptions: SinkOptions = { hold: true };
  let sink: SmtpSink;
  let env: Record<string, string>;
  let node: Node | undefined;
  let database: DatabaseHandle;

  beforeAll(async () => {
    let databaseUrl = '';
    if (dialect === 'postgres') {
      await adminQuery(`create database ${pgName}`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${pgName}`;
      databaseUrl = url.toString();
    }
    sink = await startSmtpSink(sinkOptions);
    env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SECRET_KEY: randomBytes(32).toString('hex'),
      MAIL_DOMAIN,
      PUBLIC_URL: 'http://immodesk.absturz.test',
      SMTP_URL: sink.url,
      MAIL_RATE_PER_MINUTE: '100000',
      // the form's writes come from many client addresses, named by the proxy on loopback
      TRUST_PROXY: 'loopback',
      PUBLIC_SUBMITS_PER_ADDRESS_PER_HOUR: '100000',
      STORAGE: 'disk',
    };
    node = await startNode({ ...env, JOB_INTERVAL_SECONDS: '3600' });
    database = createDatabase({ databaseUrl: databaseUrl || null, dataDir });
  }, 300_000);

  afterAll(async () => {
    await stopNode(node);
    await database?.destroy();
    await sink?.close();
    if (dialect === 'postgres') await adminQuery(`drop database if exists ${pgName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps every acknowledged write whole, and the restarted node resumes the outbox and the jobs', async () => {
    const db = () => database.db;
    const first = node!;
    const rent = await db()
      .selectFrom('projects')
      .select('id')
      .where('slug', '=', 'rent')
      .executeTakeFirstOrThrow();
    const admin = await login(first, 'demo.admin');
    const contract = await login(first, 'demo.contract');

    // object edits: a few apartments, each edited one save after the other with its version
    const apartments = await db()
      .selectFrom('objects')
      .select('id')
      .where('project_id', '=', rent.id)
      .where('object_type', '=', 'apartments')
      .orderBy('id')
      .limit(CHAINS)
      .execute();
    const chains: Chain[] = [];
    for (const { id } of apartments) {
      const res = await call(first, 'GET', `/api/v1/objects/${id}/edit`, admin);
      expect(res.status).toBe(200);
      const detail = res.body as ObjectDetail;
      chains.push({
        id,
        detail,
        acked: { version: detail.version, title: String(detail.basics!.title) },
        pending: null,
        busy: false,
      });
    }
    // applications: the objects the public form takes
    const open = await db()
      .selectFrom('objects')
      .select('public_id')
      .where('project_id', '=', rent.id)
      .where('active', '=', 1)
      .where('progress_state', '=', 'available')
      .where('application', '=', 1)
      .orderBy('id')
      .limit(5)
      .execute();
    expect(open.length).toBeGreaterThan(0);
    // mails: direct mails to applicants with an address
    const recipients = await db()
      .selectFrom('applications')
      .select('id')
      .where('project_id', '=', rent.id)
      .where('email', '!=', '')
      .orderBy('id')
      .limit(10)
      .execute();
    expect(recipients.length).toBeGreaterThan(0);
    // deposits: tenants without one, each given a deposit due yesterday (its reminder is a job)
    const insertTenant = tenantInserter(db, () => rent.id, {
      name: 'Nora Absturz',
      email: `nora-${run}-`,
    });
    const tenants: Tenant[] = [];
    for (let i = 0; i < TENANTS; i += 1) tenants.push(await insertTenant());
    const overdue = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

    const writes: Array<Promise<void>> = [];
    const submits: Array<{ email: string; answer?: Answer }> = [];
    const mails: Array<{ subject: string; answer?: Answer }> = [];
    const deposits: Array<{ tenantId: number; email: string; answer?: Answer }> = [];
    let edits = 0;

    const editOne = (chain: Chain, n: number) => {
      chain.busy = true;
      const title = `Absturz ${run} ${n}`;
      chain.pending = { title, version: chain.acked.version };
      return call(
        first,
        'POST',
        `/api/v1/objects/${chain.id}/edit`,
        admin,
        editBody(chain.detail, title, chain.acked.version),
      ).then((answer) => {
        if (acknowledged(answer)) {
          chain.acked = { version: (answer.body as ObjectDetail).version, title };
          chain.pending = null;
          edits += 1;
          // a later edit is only sent after this one was answered
          chain.busy = false;
        }
        // not acknowledged: the chain stops, its pending edit may or may not have been saved
      });
    };

    const write = (n: number) => {
      const kind = n % 4;
      const idle = chains.find((c) => !c.busy);
      if (kind === 0 && idle) return editOne(idle, n);
      if (kind === 1 || kind === 0) {
        const email = `absturz-${run}-${n}@example.ch`;
        const body = validApplication(open[n % open.length]!.public_id);
        body.adults[0]!.email = email;
        const entry: (typeof submits)[number] = { email };
        submits.push(entry);
        return call(first, 'POST', '/api/v2/applications/new', undefined, body, {
          'x-forwarded-for': `10.77.${Math.floor(n / 250)}.${n % 250}`,
        }).then((answer) => void (entry.answer = answer));
      }
      if (kind === 2) {
        const subject = `Absturz ${run} Nachricht ${n}`;
        const entry: (typeof mails)[number] = { subject };
        mails.push(entry);
        const target = recipients[n % recipients.length]!.id;
        return call(first, 'POST', `/api/v1/communication/${target}/send-direct-mail`, admin, {
          targets: [],
          subject,
          body: `<p>Nachricht ${n}</p>`,
        }).then((answer) => void (entry.answer = answer));
      }
      const tenant = tenants[deposits.length % tenants.length]!;
      if (deposits.length >= tenants.length) return Promise.resolve();
      const entry: (typeof deposits)[number] = { tenantId: tenant.id, email: tenant.email };
      deposits.push(entry);
      return call(first, 'POST', `/api/v1/tenants/${tenant.id}/deposit`, contract, {
        kind: 'bank_account',
        provider_id: null,
        amount: 3000,
        due_date: overdue,
        paid_date: null,
      }).then((answer) => void (entry.answer = answer));
    };

    const exited = new Promise((resolve) => first.process.once('exit', resolve));
    for (let n = 0; n < KILL_AFTER + AFTER_KILL; n += 1) {
      if (n === KILL_AFTER) first.process.kill('SIGKILL');
      writes.push(write(n));
      await new Promise((r) => setTimeout(r, TICK_MS));
    }
    await exited;
    await Promise.all(writes);

    // the writes ran: some of every kind acknowledged (else the checks below would prove nothing)
    expect(edits).toBeGreaterThan(0);
    expect(submits.filter((s) => acknowledged(s.answer)).length).toBeGreaterThan(0);
    expect(mails.filter((m) => acknowledged(m.answer)).length).toBeGreaterThan(0);
    expect(deposits.filter((d) => acknowledged(d.answer)).length).toBeGreaterThan(0);

    // the outbox as the crash left it: mails held by the mail server, and mails waiting
    const since = await db()
      .selectFrom('outbox')
      .select(['id', 'status', 'to_address', 'subject'])
      .where('status', 'in', ['queued', 'sending'])
      .execute();
    const interrupted = since.filter((r) => r.status === 'sending');
    const waiting = since.filter((r) => r.status === 'queued');
    expect(interrupted.length).toBeLessThanOrEqual(SEND_CONCURRENCY);
    expect(waiting.length).toBeGreaterThan(0);
    expect(sink.mails).toHaveLength(0);

    // the mail server answers again; the node restarts on the same database, as configured before
    sinkOptions.hold = false;
    const restartedAt = new Date().toISOString();
    node = await startNode({ ...env, JOB_INTERVAL_SECONDS: '1' });
    const second = node;
    const reader = await login(second, 'demo.admin');

    // object edits: the stored version and title are those of one edit, at least the last acknowledged
    for (const chain of chains) {
      const res = await call(second, 'GET', `/api/v1/objects/${chain.id}/edit`, reader);
      expect(res.status).toBe(200);
      const stored = res.body as ObjectDetail;
      const title = String(stored.basics!.title);
      if (stored.version === chain.acked.version) {
        expect(title).toBe(chain.acked.title);
      } else {
        // the one edit sent and not answered was saved whole: its title with the next version
        expect(chain.pending).not.toBeNull();
        expect(stored.version).toBe(chain.acked.version + 1);
        expect(title).toBe(chain.pending!.title);
      }
    }

    // applications: each acknowledged one is there with its household; none of the run half-written
    const stored = await db()
      .selectFrom('applications')
      .select(['id', 'slug', 'email', 'adults', 'children', 'progress_state'])
      .where('project_id', '=', rent.id)
      .where('email', 'like', `absturz-${run}-%`)
      .execute();
    for (const submit of submits.filter((s) => acknowledged(s.answer))) {
      const created = submit.answer!.body as PublicApplicationCreated;
      const row = stored.find((a) => a.slug === created.slug);
      expect(row, `application ${submit.email}`).toBeDefined();
      expect(row!.email).toBe(submit.email);
    }
    const persons = await db()
      .selectFrom('application_persons')
      .select(['application_id', 'person_type', 'email'])
      .where(
        'application_id',
        'in',
        stored.map((a) => a.id),
      )
      .execute();
    for (const application of stored) {
      const own = persons.filter((p) => p.application_id === application.id);
      expect(own.filter((p) => p.person_type === 'adult').map((p) => p.email)).toEqual([application.email]);
      expect(own.filter((p) => p.person_type === 'child')).toHaveLength(1);
      expect([application.adults, application.children]).toEqual([1, 1]);
    }
    // the list's counts per state, kept beside the applications, agree with them
    const counts = await db()
      .selectFrom('application_state_counts')
      .select(['progress_state', 'n'])
      .where('project_id', '=', rent.id)
      .execute();
    const actual = await db()
      .selectFrom('applications')
      .select((eb) => ['progress_state', eb.fn.countAll<number>().as('n')])
      .where('project_id', '=', rent.id)
      .groupBy('progress_state')
      .execute();
    const byState = (rows: Array<{ progress_state: string; n: number | string }>) =>
      Object.fromEntries(rows.filter((r) => Number(r.n) > 0).map((r) => [r.progress_state, Number(r.n)]));
    expect(byState(counts)).toEqual(byState(actual));

    // mails: every acknowledged one is in the outbox once
    const queued = await db()
      .selectFrom('outbox')
      .select(['subject'])
      .where('project_id', '=', rent.id)
      .where('subject', 'like', `Absturz ${run} Nachricht %`)
      .execute();
    for (const mail of mails.filter((m) => acknowledged(m.answer))) {
      expect(
        queued.filter((q) => q.subject === mail.subject),
        mail.subject,
      ).toHaveLength(1);
    }

    // jobs: each acknowledged deposit's reminder is made once, by the restarted node's runner
    const reminded = await eventually(
      () =>
        db()
          .selectFrom('outbox')
          .select(['to_address'])
          .where('kind', '=', 'deposit_reminder')
          .where('to_address', 'like', `nora-${run}-%`)
          .execute(),
      (rows) =>
        deposits
          .filter((d) => acknowledged(d.answer))
          .every((d) => rows.some((r) => r.to_address === d.email)),
    );
    for (const deposit of deposits.filter((d) => acknowledged(d.answer))) {
      expect(
        reminded.filter((r) => r.to_address === deposit.email),
        deposit.email,
      ).toHaveLength(1);
    }

    // the outbox: what waited at the crash is delivered once; what the crash interrupted between
    // send and mark is not sent again (its lease has not passed: it may have left)
    const settled = await eventually(
      () =>
        db()
          .selectFrom('outbox')
          .select(['id', 'status', 'to_address', 'subject', 'sent_at'])
          .where((eb) =>
            eb.or([
              eb('status', '=', 'queued'),
              eb(
                'id',
                'in',
                since.map((r) => r.id),
              ),
            ]),
          )
          .execute(),
      (rows) => rows.every((r) => r.status !== 'queued'),
    );
    expect(settled.filter((r) => r.status === 'queued')).toEqual([]);
    for (const row of waiting) expect(settled.find((r) => r.id === row.id)?.status).toBe('sent');
    for (const row of interrupted) expect(settled.find((r) => r.id === row.id)?.status).toBe('sending');
    // the mail server got exactly the mails marked sent since the restart, each once; nothing
    // reached it before (it held every mail), so the interrupted ones were not sent again
    const sentSince = await eventually(
      () =>
        db()
          .selectFrom('outbox')
          .select(['to_address', 'subject'])
          .where('status', '=', 'sent')
          .where('sent_at', '>=', restartedAt)
          .execute(),
      // a mail is marked sent after the server took it; the last reminders may still be on their
      // way (none is queued any more, but a few may be in the middle of being sent)
      (rows) =>
        rows.length === sink.mails.length &&
        sink.mails.filter((m) => m.to.some((to) => to.startsWith(`nora-${run}-`))).length === reminded.length,
    );
    const key = (to: string, subject: string) => `${to.toLowerCase()} ${subject}`;
    expect(sink.mails.map((m) => key(m.to.join(','), m.parsed.subject ?? '')).sort()).toEqual(
      sentSince.map((r) => key(r.to_address, r.subject)).sort(),
    );
    for (const row of waiting)
      expect(sentSince.map((r) => key(r.to_address, r.subject))).toContain(key(row.to_address, row.subject));
    // the reminders the jobs queued went out too
    expect(sink.mails.filter((m) => m.to.some((to) => to.startsWith(`nora-${run}-`))).length).toBe(
      reminded.length,
    );
  }, 300_000);
});
