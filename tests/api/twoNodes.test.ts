import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../server/core/db';
import { conversationFor, queueConversationMail } from '../../server/modules/communication/conversations';
import { fixture, multipartBody } from '../fixtures/multipart';
import { startS3Server, type S3TestServer } from '../support/s3Server';
import { DIALECTS } from './harness';
import { ADMIN_URL, adminQuery, freePort, startNode, stopNode, type Node } from './nodeProcess';
import { tenantInserter } from './tenantSupport';

const MAIL_DOMAIN = 'zwei-knoten.test';

/** Calls a node as the project `rent`, with a session token when given. */
async function call(node: Node, method: string, url: string, token?: string, body?: unknown, headers = {}) {
  const res = await fetch(`${node.base}${url}`, {
    method,
    headers: {
      'tenant-name': 'rent',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body:
      body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
  });
  return res;
}

async function login(node: Node, username: string): Promise<string> {
  const res = await call(node, 'POST', '/api/v1/login', undefined, { username, password: 'Demo2026!' });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Two app processes on one PostgreSQL database and one S3 bucket, as behind a load balancer
 * without sticky sessions: a session, a file, a reply mail, a job and a version conflict behave as
 * on one node (README, "Running more than one node").
 */
describe.skipIf(!DIALECTS.includes('postgres'))('two nodes on one PostgreSQL database (postgres)', () => {
  const name = `immodesk_nodes_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDirs = [
    mkdtempSync(path.join(tmpdir(), 'immodesk-node-a-')),
    mkdtempSync(path.join(tmpdir(), 'immodesk-node-b-')),
  ];
  let s3: S3TestServer;
  let a: Node;
  let b: Node;
  let database: DatabaseHandle;
  let smtpPort: number;

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    s3 = await startS3Server();
    const bucket = await s3.newBucket();
    smtpPort = await freePort();
    const shared = {
      DATABASE_URL: url.toString(),
      STORAGE: 's3',
      S3_BUCKET: bucket.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: bucket.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.credentials!.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      SECRET_KEY: randomBytes(32).toString('hex'),
      MAIL_DOMAIN,
      PUBLIC_URL: 'http://immodesk.zwei-knoten.test',
      JOB_INTERVAL_SECONDS: '1',
    };
    // A migrates and fills the demo data; B starts on the filled database
    a = await startNode({
      ...shared,
      DATA_DIR: dataDirs[0]!,
      SMTP_IN_PORT: String(smtpPort),
      SMTP_IN_HOST: '127.0.0.1',
    });
    b = await startNode({ ...shared, DATA_DIR: dataDirs[1]! });
    database = createDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([stopNode(a), stopNode(b)]);
    await database?.destroy();
    await s3?.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('keeps a session opened on A on B, and ends it on both', async () => {
    const token = await login(a, 'demo.admin');
    expect((await call(b, 'GET', '/api/v1/bootstrap', token)).status).toBe(200);
    expect((await call(b, 'POST', '/api/v1/logout', token)).status).toBeLessThan(300);
    expect((await call(a, 'GET', '/api/v1/bootstrap', token)).status).toBe(401);
  });

  it('serves through B a file uploaded through A, byte for byte', async () => {
    const token = await login(a, 'demo.admin');
    const bytes = fixture('plan.pdf');
    const { payload, headers } = multipartBody([{ name: 'grundriss.pdf', bytes, type: 'application/pdf' }]);
    const upload = await call(a, 'POST', '/api/v1/upload-files', token, payload, headers);
    expect(upload.status).toBe(200);
    const { uploaded } = (await upload.json()) as { uploaded: Array<{ url: string }> };
    const served = await call(b, 'GET', uploaded[0]!.url, token);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('wakes a long poll held on B when A receives a reply mail', async () => {
    const token = await login(b, 'demo.admin');
    const rent = await database.db
      .selectFrom('projects')
      .select('id')
      .where('slug', '=', 'rent')
      .executeTakeFirstOrThrow();
    const application = await database.db
      .selectFrom('applications')
      .select('id')
      .where('project_id', '=', rent.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const email = `mieterin-${randomBytes(4).toString('hex')}@example.org`;
    const out = await database.db.transaction().execute(async (trx) => {
      const conversation = await conversationFor(trx, rent.id, {
        applicationId: application.id,
        personId: null,
        email,
        name: 'Anna Muster',
        language: 'de',
      });
      return queueConversationMail(
        trx,
        { mailDomain: MAIL_DOMAIN, mailFrom: `info@${MAIL_DOMAIN}` },
        rent.id,
        {
          conversation,
          kind: 'direct',
          subject: 'Besichtigung',
          html: '<p>Guten Tag</p>',
          text: 'Guten Tag',
          sentBy: null,
        },
      );
    });
    const { reply_to: replyTo } = await database.db
      .selectFrom('outbox')
      .select('reply_to')
      .where('id', '=', out.outboxId)
      .executeTakeFirstOrThrow();
    const count = (
      (await (await call(b, 'GET', '/api/v1/unread-count-messages', token)).json()) as { count: number }
    ).count;
    const poll = call(b, 'POST', '/api/v1/get-unread-messages', token, { count });
    // the poll is held on B before the mail arrives on A
    await new Promise((r) => setTimeout(r, 500));
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    try {
      await transport.sendMail({
        from: email,
        to: replyTo!,
        subject: 'Re: Besichtigung',
        text: 'Gerne am Dienstag.',
      });
    } finally {
      transport.close();
    }
    const answer = await poll;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { count: number }).count).toBe(count + 1);
  });

  it('runs a job scheduled through A once, although both nodes run the job runner', async () => {
    const rent = await database.db
      .selectFrom('projects')
      .select('id')
      .where('slug', '=', 'rent')
      .executeTakeFirstOrThrow();
    const insertTenant = tenantInserter(
      () => database.db,
      () => rent.id,
      {
        name: 'Nora Zweiknoten',
        email: `nora-${randomBytes(3).toString('hex')}-`,
      },
    );
    const tenant = await insertTenant();
    const token = await login(a, 'demo.contract');
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const saved = await call(a, 'POST', `/api/v1/tenants/${tenant.id}/deposit`, token, {
      kind: 'bank_account',
      provider_id: null,
      amount: 3000,
      due_date: yesterday,
      paid_date: null,
    });
    expect(saved.status).toBe(200);
    const job = await eventually(
      () =>
        database.db
          .selectFrom('jobs')
          .selectAll()
          .where('key', '=', `deposit_reminder:${tenant.id}`)
          .executeTakeFirstOrThrow(),
      (row) => row.state === 'done' || row.state === 'failed',
    );
    expect(job).toMatchObject({ state: 'done', attempts: 1 });
    // a few more passes of both runners change nothing
    await new Promise((r) => setTimeout(r, 2500));
    const reminders = await database.db
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'deposit_reminder')
      .where('to_address', '=', tenant.email)
      .execute();
    expect(reminders).toHaveLength(1);
  });

  it('gives exactly one 409 when the same version is saved on A and on B at once', async () => {
    const token = await login(a, 'demo.admin');
    const { id } = await database.db
      .selectFrom('objects')
      .innerJoin('projects', 'projects.id', 'objects.project_id')
      .select('objects.id')
      .where('projects.slug', '=', 'rent')
      .where('objects.object_type', '=', 'apartments')
      .orderBy('objects.id')
      .executeTakeFirstOrThrow();
    const detail = (await (await call(a, 'GET', `/api/v1/objects/${id}/edit`, token)).json()) as Record<
      string,
      Record<string, unknown>
    >;
    // the form's fields (the prices per m² are computed, not sent)
    const { rentalPricePerSquareMeter: _a, nettoPricePerSquareMeter: _b, ...prices } = detail.prices!;
    const edit = (title: string) => ({
      basics: { ...detail.basics, title },
      prices,
      address: detail.address,
      rental: detail.rental,
      additional: detail.additional,
      version: detail.version,
    });
    const [first, second] = await Promise.all([
      call(a, 'POST', `/api/v1/objects/${id}/edit`, token, edit('Über Knoten A')),
      call(b, 'POST', `/api/v1/objects/${id}/edit`, token, edit('Über Knoten B')),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
  });
});
