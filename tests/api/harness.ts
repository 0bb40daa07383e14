import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/core/config';
import { createDatabase, type DatabaseHandle, type Dialect } from '../../server/core/db';
import { storageFor } from '../../server/core/storage';
import { DEMO_PASSWORD } from '../../server/db/seed/args';
import { putSeedFiles, seededTemplate, withAdmin } from './seededTemplate';
import type { Building, RealEstateObject } from '../../server/db/types';
import { acquireS3Server, releaseS3Server } from '../support/s3Server';
import { DEFAULT_TEST_DATABASE_URL, resolveApiDatabases } from './dialects';

/**
 * API tests run once per database: DIALECTS=sqlite, DIALECTS=postgres, or both (the default when
 * PostgreSQL answers at TEST_DATABASE_URL, postgres://postgres@127.0.0.1:5432/test by default).
 * The server project's global setup decides once per run (tests/api/dialects.ts); a file run
 * without it decides for itself.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;

export const DIALECTS: Dialect[] = (inject('apiDatabases') ?? (await resolveApiDatabases(process.env)))
  .dialects;

/**
 * Where a test app keeps its files: in memory (DATA_DIR=:memory:, every API test) or in a bucket of
 * a local S3 server (s3rver on loopback, the file tests on SQLite: see FILE_RUNS).
 */
export type FileStore = 'memory' | 's3';

/**
 * The runs of the file tests (uploads, media, documents, downloads): each database with its files
 * in memory, and SQLite once more with its files in S3. Suites name both, the database last:
 * `describe.each(FILE_RUNS)('uploads, files in %s (%s)', (fileStore, dialect) => ...)`.
 */
export const FILE_RUNS: [FileStore, Dialect][] = [
  ...DIALECTS.map((dialect): [FileStore, Dialect] => ['memory', dialect]),
  ...(DIALECTS.includes('sqlite') ? [['s3', 'sqlite'] as [FileStore, Dialect]] : []),
];

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** the id of a project by its slug */
  projectId(slug: string): Promise<number>;
  /** a project's objects of one type, by id */
  objectsOf(slug: string, type?: string): Promise<RealEstateObject[]>;
  /** a project's buildings, by id */
  buildingsOf(slug: string): Promise<Building[]>;
  close(): Promise<void>;
}

const withAdminClient = <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => withAdmin(ADMIN_URL, fn);

/** A fresh, migrated database with the demo data, and the app on it. */
export async function createTestApp(
  dialect: Dialect,
  overrides: Partial<Config> = {},
  files: FileStore = 'memory',
): Promise<TestApp> {
  // a bucket of its own on the worker's S3 server, made before anything else can fail
  const storage = files === 's3' ? await (await acquireS3Server()).newBucket() : undefined;
  // the worker's migrated database with the demo data, copied for this app (tests/api/seededTemplate.ts)
  const seeded = await seededTemplate(dialect, ADMIN_URL);
  let databaseUrl: string | null = null;
  let dropDatabase: () => Promise<void> = async () => {};
  if (seeded.dialect === 'postgres') {
    const name = `immodesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient((c) => c.query(`create database ${name} template ${seeded.template}`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () =>
      withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
  }
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    dataDir: ':memory:',
    databaseUrl,
    ...(storage ? { storage } : {}),
    ...overrides,
  };
  const database =
    seeded.dialect === 'sqlite'
      ? createDatabase({ databaseUrl: null, dataDir: ':memory:' }, { image: seeded.image })
      : createDatabase(config);
  // the demo applications' documents go to the storage the app reads (memory for ':memory:')
  await putSeedFiles(seeded, storageFor(config));
  const app = await buildApp(config, { database });
  const projectId = async (slug: string) =>
    (await database.db.selectFrom('projects').select('id').where('slug', '=', slug).executeTakeFirstOrThrow())
      .id;
  return {
    app,
    database,
    config,
    projectId,
    objectsOf: async (slug, type = 'apartments') =>
      database.db
        .selectFrom('objects')
        .selectAll()
        .where('project_id', '=', await projectId(slug))
        .where('object_type', '=', type)
        .orderBy('id')
        .execute(),
    buildingsOf: async (slug) =>
      database.db
        .selectFrom('buildings')
        .selectAll()
        .where('project_id', '=', await projectId(slug))
        .orderBy('id')
        .execute(),
    async close() {
      await app.close();
      await database.destroy();
      await dropDatabase();
      if (storage) await releaseS3Server();
    },
  };
}

export { DEMO_PASSWORD };

/** A signed-in client for one user and project. */
export class Client {
  constructor(
    readonly app: FastifyInstance,
    readonly token: string | null,
    readonly tenant = 'rent',
  ) {}

  static async login(app: FastifyInstance, username: string, tenant = 'rent'): Promise<Client> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'tenant-name': tenant },
      payload: { username, password: DEMO_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
    return new Client(app, res.json<{ token: string }>().token, tenant);
  }

  inTenant(tenant: string): Client {
    return new Client(this.app, this.token, tenant);
  }

  request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      'tenant-name': this.tenant,
      ...(options.headers as Record<string, string>),
    };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    return this.app.inject({ ...options, headers });
  }

  get(url: string, query?: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url, query });
  }

  post(url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }
}
