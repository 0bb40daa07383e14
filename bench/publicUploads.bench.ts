/**
 * `npx tsx bench/publicUploads.bench.ts`: the attack on the public application form, replayed at
 * small scale against the app built in-process on a temporary SQLite database (files on disk
 * beside it; requests through `app.inject`, no network):
 *
 * 1. one client address submits 5 applications and pushes 50 documents of 1 MiB into each through
 *    their private links (the reported attack: 5 x 50 x 20 MB), with the project's quota at
 *    300 MiB, 20 MiB per application and 50 MiB per address and hour; then a staff member uploads;
 * 2. 20 addresses submit 10 applications each (as many as the form as a whole once took in an
 *    hour), then a 21st address submits.
 *
 * Prints what was stored before the first refusal and in all, the refusals, whether the staff
 * upload and the 21st address got through, the time and the peak memory. Result:
 * bench/results/publicUploads.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/core/config';
import { createDatabase } from '../server/core/db';
import { hashPassword } from '../server/core/passwords';
import { storageFor } from '../server/core/storage';
import { migrateToLatest } from '../server/db/migrate';
import { DEMO_PASSWORD } from '../server/db/seed/args';
import { seedDemo } from '../server/db/seed/demo';
import { storageUsed } from '../server/modules/files/quota';
import { fixture, multipartBody } from '../tests/fixtures/multipart';
import { validApplication } from '../tests/api/publicApplicationSupport';

const MB = 1024 * 1024;
const TENANT = 'rent';
const APPLICATIONS = 5;
const DOCUMENTS = 50;

/** A PDF of 1 MiB: the fixture's bytes, padded after its end (as a scan's PDF may be). */
const DOCUMENT = Buffer.concat([fixture('plan.pdf'), Buffer.alloc(MB - fixture('plan.pdf').length, 0x20)]);

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'immodesk-public-uploads-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      UPLOAD_QUOTA_MB: '300',
      PUBLIC_UPLOAD_MB_PER_APPLICATION: '20',
      PUBLIC_UPLOAD_MB_PER_ADDRESS_PER_HOUR: '50',
    }),
    dataDir: dir,
  };
  const database = createDatabase({ databaseUrl: null, dataDir: dir });
  const timer = setInterval(sample, 20);
  try {
    await migrateToLatest(database.db);
    await seedDemo(database.db, {
      passwordHash: await hashPassword(DEMO_PASSWORD),
      storage: storageFor(config),
    });
    const app = await buildApp(config, { database });
    const project = await database.db
      .selectFrom('projects')
      .select('id')
      .where('slug', '=', TENANT)
      .executeTakeFirstOrThrow();
    const objects = await database.db
      .selectFrom('objects')
      .select('public_id')
      .where('project_id', '=', project.id)
      .where('active', '=', 1)
      .where('progress_state', '=', 'available')
      .where('application', '=', 1)
      .orderBy('id')
      .limit(4)
      .execute();
    const submit = (remoteAddress: string, uuid: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/applications/new',
        remoteAddress,
        headers: { 'tenant-name': TENANT },
        payload: validApplication(uuid),
      });

    // 1. documents from one address
    const attacker = '198.51.100.7';
    const before = await storageUsed(database.db, project.id);
    const statuses = new Map<number, number>();
    let storedBeforeRefusal: number | null = null;
    const started = performance.now();
    for (let a = 0; a < APPLICATIONS; a += 1) {
      const res = await submit(attacker, objects[a % objects.length]!.public_id);
      if (res.statusCode !== 201) throw new Error(`submit ${a}: ${res.statusCode} ${res.body}`);
      const created = res.json<{ slug: string; token: string; formId: number }>();
      for (let d = 0; d < DOCUMENTS; d += 1) {
        const { payload, headers } = multipartBody([{ name: `scan-${a}-${d}.pdf`, bytes: DOCUMENT }], {
          category: 'salary_slip',
        });
        const up = await app.inject({
          method: 'POST',
          url: `/api/v1/product-form/${created.formId}/update/${created.slug}/${created.token}/documents`,
          remoteAddress: attacker,
          headers: { ...headers, 'tenant-name': TENANT },
          payload,
        });
        statuses.set(up.statusCode, (statuses.get(up.statusCode) ?? 0) + 1);
        if (up.statusCode !== 200 && storedBeforeRefusal === null) {
          storedBeforeRefusal = (await storageUsed(database.db, project.id)) - before;
        }
      }
    }
    const uploadMs = performance.now() - started;
    const stored = (await storageUsed(database.db, project.id)) - before;

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'tenant-name': TENANT },
      payload: { username: 'demo.admin', password: DEMO_PASSWORD },
    });
    const staff = multipartBody([{ name: 'grundriss.pdf', bytes: DOCUMENT }]);
    const staffUpload = await app.inject({
      method: 'POST',
      url: '/api/v1/upload-files',
      headers: {
        ...staff.headers,
        'tenant-name': TENANT,
        authorization: `Bearer ${login.json<{ token: string }>().token}`,
      },
      payload: staff.payload,
    });

    // 2. submits from 20 addresses, then a 21st
    const submitsStarted = performance.now();
    let crowdAccepted = 0;
    let crowdRefused = 0;
    for (let n = 1; n <= 20; n += 1) {
      for (let i = 0; i < 10; i += 1) {
        const res = await submit(`203.0.113.${n}`, objects[i % objects.length]!.public_id);
        if (res.statusCode === 201) crowdAccepted += 1;
        else crowdRefused += 1;
      }
    }
    const eleventh = await submit('203.0.113.1', objects[0]!.public_id);
    const newcomer = await submit('203.0.113.21', objects[0]!.public_id);
    const submitsMs = performance.now() - submitsStarted;
    sample();
    await app.close();

    const mib = (bytes: number) => (bytes / MB).toFixed(1);
    const lines = [
      `documents: ${APPLICATIONS} applications x ${DOCUMENTS} documents of 1 MiB from one address`,
      `  limits: quota 300 MiB (public part 270 MiB), 20 MiB per application, 50 MiB per address and hour`,
      `  replies: ${[...statuses].map(([code, n]) => `${n} x ${code}`).join(', ')}`,
      `  stored before the first refusal: ${mib(storedBeforeRefusal ?? stored)} MiB; stored in all: ${mib(stored)} MiB`,
      `  time: ${(uploadMs / 1000).toFixed(1)} s for ${APPLICATIONS * DOCUMENTS} uploads (${(uploadMs / (APPLICATIONS * DOCUMENTS)).toFixed(1)} ms each)`,
      `staff upload afterwards: ${staffUpload.statusCode}`,
      `submits: 20 addresses x 10: ${crowdAccepted} accepted, ${crowdRefused} refused; 11th from the first address: ${eleventh.statusCode}; 21st address: ${newcomer.statusCode}`,
      `  time: ${(submitsMs / 1000).toFixed(1)} s for ${20 * 10 + 2} submits`,
      `peak memory: rss ${mib(peakRss)} MiB, heap ${mib(peakHeap)} MiB`,
    ];
    console.log(lines.join('\n'));
  } finally {
    clearInterval(timer);
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
