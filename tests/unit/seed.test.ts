import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../../server/db/migrations/index';
import type { Database } from '../../server/db/types';
import { parseSeedArgs, USAGE } from '../../server/db/seed/args';
import { addApartments, DEMO_ROLES, seedDemo } from '../../server/db/seed/demo';

const FAKE_HASH = '$argon2id$v=19$m=19456,t=2,p=1$ZmFrZXNhbHQ$ZmFrZWhhc2g';

async function freshDatabase(): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
  });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw error;
  return db;
}

async function seededDatabase(): Promise<Kysely<Database>> {
  const db = await freshDatabase();
  await seedDemo(db, { passwordHash: FAKE_HASH });
  return db;
}

async function projectId(db: Kysely<Database>, slug: string): Promise<number> {
  const row = await db.selectFrom('projects').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}

async function countByType(db: Kysely<Database>, slug: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('objects')
    .select((eb) => ['object_type', eb.fn.countAll<number>().as('count')])
    .where('project_id', '=', await projectId(db, slug))
    .groupBy('object_type')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.object_type, Number(r.count)]));
}

describe('demo seed', () => {
  let db: Kysely<Database>;

  beforeAll(async () => {
    db = await seededDatabase();
  });

  afterAll(async () => {
    await db.destroy();
  });

  it('creates the five demo projects of one organisation and a separate beta organisation', async () => {
    const projects = await db.selectFrom('projects').selectAll().orderBy('id').execute();
    const bySlug = new Map(projects.map((p) => [p.slug, p]));
    expect([...bySlug.keys()].sort()).toEqual(
      ['bauprojekt', 'beta', 'erstvermietung', 'investoren', 'rent', 'verkauf'].sort(),
    );
    expect(bySlug.get('rent')?.type).toBe('rent');
    expect(bySlug.get('erstvermietung')?.type).toBe('first-time-letting');
    expect(bySlug.get('verkauf')?.type).toBe('sale');
    expect(bySlug.get('investoren')?.type).toBe('saleb2b');
    expect(bySlug.get('bauprojekt')?.type).toBe('build');
    const demoOrg = bySlug.get('rent')?.organisation_id;
    for (const slug of ['erstvermietung', 'verkauf', 'investoren', 'bauprojekt']) {
      expect(bySlug.get(slug)?.organisation_id).toBe(demoOrg);
    }
    expect(bySlug.get('beta')?.organisation_id).not.toBe(demoOrg);
    const orgs = await db.selectFrom('organisations').select(['id', 'name']).orderBy('id').execute();
    expect(orgs.map((o) => o.name)).toEqual(['Immodesk Demo AG', 'Beta Verwaltung GmbH']);

    for (const project of projects) {
      expect(project.brand_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(project.currency).toBe('CHF');
      const features = JSON.parse(project.features) as Record<string, boolean>;
      expect(features.digitalcontract).toBe(project.slug === 'erstvermietung');
      expect(features.waitlist).toBe(project.slug !== 'bauprojekt');
      expect(JSON.parse(project.allowed_image_types)).toEqual(['jpg', 'jpeg', 'png', 'webp']);
    }
    expect(new Set(projects.map((p) => p.brand_color)).size).toBe(projects.length);
  });

  it('creates the eight demo users with access to all five demo projects', async () => {
    const users = await db
      .selectFrom('users')
      .selectAll()
      .where('username', 'like', 'demo.%')
      .orderBy('id')
      .execute();
    expect(users.map((u) => u.username)).toEqual(DEMO_ROLES.map((r) => `demo.${r}`));
    const demoProjects = await db
      .selectFrom('projects')
      .select('id')
      .where('organisation_id', '=', users[0]?.organisation_id ?? -1)
      .execute();
    expect(demoProjects).toHaveLength(5);
    for (const user of users) {
      expect(user.role).toBe(user.username.slice('demo.'.length));
      expect(user.email).toBe(`${user.username}@immodesk.demo`);
      expect(user.email_key).toBe(user.email.toLowerCase());
      expect(user.password_hash).toBe(FAKE_HASH);
      expect(user.is_active).toBe(1);
      expect(Array.isArray(JSON.parse(user.permissions ?? 'null'))).toBe(true);
      const access = await db
        .selectFrom('user_projects')
        .select('project_id')
        .where('user_id', '=', user.id)
        .execute();
      expect(access.map((a) => a.project_id).sort()).toEqual(demoProjects.map((p) => p.id).sort());
    }
  });

  it('gives the beta users access to the beta project only', async () => {
    const beta = await projectId(db, 'beta');
    const rows = await db
      .selectFrom('users')
      .innerJoin('user_projects', 'user_projects.user_id', 'users.id')
      .select(['users.username', 'users.email', 'user_projects.project_id'])
      .where('users.username', 'like', 'beta.%')
      .execute();
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.project_id === beta && r.email.endsWith('@beta.demo'))).toBe(true);
  });

  it('fills the rent project with buildings and every kind of object', async () => {
    const counts = await countByType(db, 'rent');
    expect(counts.apartments).toBeGreaterThanOrEqual(200);
    expect(counts.parkingspace).toBe(50);
    expect(counts.other).toBe(20);
    expect(counts.craft).toBe(20);
    expect(counts.plot).toBe(10);
    const buildings = await db
      .selectFrom('buildings')
      .selectAll()
      .where('project_id', '=', await projectId(db, 'rent'))
      .execute();
    expect(buildings).toHaveLength(10);
    expect(buildings.filter((b) => b.active === 0).length).toBeGreaterThanOrEqual(1);
    expect(buildings.every((b) => b.search_text !== '' && /^\d{4}$/.test(b.postal_code))).toBe(true);
    expect(await countByType(db, 'beta')).toEqual({ apartments: 40, parkingspace: 10 });
  });

  it('mixes progress states and inactive rows', async () => {
    const rent = await projectId(db, 'rent');
    const rows = await db
      .selectFrom('objects')
      .select(['progress_state', 'active'])
      .where('project_id', '=', rent)
      .execute();
    const states = new Set(rows.map((r) => r.progress_state));
    for (const state of ['available', 'with_offer', 'assigned', 'rented', 'reserved'])
      expect(states).toContain(state);
    expect(rows.some((r) => r.active === 0)).toBe(true);
    const sale = await db
      .selectFrom('objects')
      .select(['progress_state', 'selling_price'])
      .where('project_id', '=', await projectId(db, 'verkauf'))
      .execute();
    expect(sale).toHaveLength(40);
    expect(sale.every((o) => o.selling_price !== null && o.selling_price > 0)).toBe(true);
    expect(new Set(sale.map((o) => o.progress_state))).toEqual(new Set(['available', 'reserved', 'sold']));
  });

  it('gives every object a four-digit postal code, a search text and plausible prices', async () => {
    const objects = await db.selectFrom('objects').selectAll().execute();
    for (const o of objects) {
      expect(o.postal_code).toMatch(/^\d{4}$/);
      expect(o.search_text).not.toBe('');
      expect(o.search_text).toBe(o.search_text.toLowerCase());
      expect(o.title).not.toMatch(/ß/);
      expect(Array.isArray(JSON.parse(o.characteristics))).toBe(true);
      if (o.object_type === 'plot') expect(o.building_id).toBeNull();
      else expect(o.building_id).not.toBeNull();
      if (o.rental_price !== null) {
        expect(o.rental_price).toBe((o.netto_price ?? 0) + (o.extra_price ?? 0));
        expect(o.deposit).toBe((o.netto_price ?? 0) * 3);
      }
      if (o.object_type === 'apartments' && o.rental_price !== null) {
        expect(o.netto_price).toBeGreaterThanOrEqual(110000);
        expect(o.netto_price).toBeLessThanOrEqual(450000);
        expect((o.rooms ?? 0) * 2).toBe(Math.round((o.rooms ?? 0) * 2));
      }
    }
  });

  it('binds every demo object in a bound state to one person, and no available one', async () => {
    const kindOf: Record<string, string> = {
      with_offer: 'offer',
      assigned: 'assignment',
      rented: 'rental',
      reserved: 'reservation',
      sold: 'sale',
    };
    const objects = await db.selectFrom('objects').selectAll().execute();
    const bindings = await db.selectFrom('object_occupancies').selectAll().execute();
    const byObject = new Map<number, typeof bindings>();
    for (const b of bindings) byObject.set(b.object_id, [...(byObject.get(b.object_id) ?? []), b]);
    let bound = 0;
    for (const o of objects) {
      const own = byObject.get(o.id) ?? [];
      const kind = kindOf[o.progress_state];
      if (!kind) {
        expect(own, o.ref_number).toEqual([]);
        continue;
      }
      bound += 1;
      expect(own, o.ref_number).toHaveLength(1);
      const [binding] = own;
      expect(binding).toMatchObject({ kind, project_id: o.project_id, closed_at: null });
      expect(binding!.person_name).toMatch(/^\S+ \S+/);
      // a demo person, or the main applicant of the application an offer or assignment belongs to
      expect(binding!.person_email).toMatch(
        binding!.application_id === null
          ? /^[a-z]+\.[a-z]+@example\.com$/
          : /^[a-z0-9.]+@example\.(com|org|net)$/,
      );
      expect(binding!.person_phone).toMatch(/^\+417[5-9]\d{7}$/);
      expect(binding!.starts_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (kind === 'sale') expect(binding!.amount).toBe(o.selling_price);
      if (kind === 'rental' || kind === 'assignment') expect(binding!.amount).toBe(o.rental_price);
      if (kind === 'reservation') expect(binding!.amount).toBeGreaterThan(0);
    }
    expect(bound).toBeGreaterThan(100);
    expect(new Set(bindings.map((b) => b.kind))).toEqual(new Set(Object.values(kindOf)));
  });

  it('gives every demo project a contact for its flyers', async () => {
    const projects = await db.selectFrom('projects').selectAll().execute();
    for (const p of projects) {
      expect(p.contact_name, p.slug).toMatch(/^\S+ \S+/);
      expect(p.contact_email, p.slug).toMatch(/^[a-z]+@[a-z.]+\.demo$/);
      expect(p.contact_phone, p.slug).toMatch(/^\+41\d{9}$/);
      expect(p.contact_address.split('\n').at(-1), p.slug).toMatch(/^\d{4} \S+/);
    }
  });

  it('produces identical rows in two fresh databases', async () => {
    const other = await seededDatabase();
    try {
      // an object's public id (its application link) is random, like a private link's token
      const rows = async (d: Kysely<Database>) =>
        (await d.selectFrom('objects').selectAll().orderBy('id').execute()).map((row) => {
          const { public_id, ...rest } = row as typeof row & { public_id?: string | null };
          return { ...rest, public_id: typeof public_id };
        });
      const buildings = (d: Kysely<Database>) =>
        d.selectFrom('buildings').selectAll().orderBy('id').execute();
      const bindings = (d: Kysely<Database>) =>
        d.selectFrom('object_occupancies').selectAll().orderBy('id').execute();
      expect(await rows(other)).toEqual(await rows(db));
      expect(await buildings(other)).toEqual(await buildings(db));
      expect(await bindings(other)).toEqual(await bindings(db));
      // the private link's token is random: only its hash differs
      const applications = async (d: Kysely<Database>) =>
        (await d.selectFrom('applications').selectAll().orderBy('id').execute()).map(
          ({ token_hash, ...row }) => ({ ...row, token_hash: token_hash.length }),
        );
      const persons = (d: Kysely<Database>) =>
        d.selectFrom('application_persons').selectAll().orderBy('id').execute();
      const priorities = (d: Kysely<Database>) =>
        d
          .selectFrom('application_priorities')
          .selectAll()
          .orderBy('application_id')
          .orderBy('rank')
          .execute();
      const comments = (d: Kysely<Database>) =>
        d.selectFrom('application_comments').selectAll().orderBy('id').execute();
      const documents = (d: Kysely<Database>) =>
        d
          .selectFrom('application_documents')
          .innerJoin('uploaded_files', 'uploaded_files.id', 'application_documents.file_id')
          .selectAll()
          .orderBy('application_documents.id')
          .execute();
      expect(await applications(other)).toEqual(await applications(db));
      expect(await persons(other)).toEqual(await persons(db));
      expect(await priorities(other)).toEqual(await priorities(db));
      expect(await comments(other)).toEqual(await comments(db));
      expect(await documents(other)).toEqual(await documents(db));
      // the demo ads; the portals' pull feed token is random: only its hash differs
      for (const table of ['marketing_ads', 'marketing_ad_portals', 'marketing_transfers'] as const) {
        const read = (d: Kysely<Database>) => d.selectFrom(table).selectAll().orderBy('id').execute();
        expect(await read(other), table).toEqual(await read(db));
      }
      const platforms = async (d: Kysely<Database>) =>
        (await d.selectFrom('marketing_platforms').selectAll().orderBy('id').execute()).map(
          ({ feed_token_hash, ...row }) => ({ ...row, feed_token_hash: feed_token_hash.length }),
        );
      expect(await platforms(other)).toEqual(await platforms(db));
    } finally {
      await other.destroy();
    }
  });

  it('adds apartments to the rent project up to the target count', async () => {
    const before = (await countByType(db, 'rent')).apartments ?? 0;
    const progress: Array<[number, number]> = [];
    const added = await addApartments(db, 'rent', 500, (done, total) => progress.push([done, total]));
    expect(added).toBe(500 - before);
    expect((await countByType(db, 'rent')).apartments).toBe(500);
    expect(progress.at(-1)).toEqual([added, added]);
    expect(await addApartments(db, 'rent', 500)).toBe(0);
    const refs = await db
      .selectFrom('objects')
      .select('ref_number')
      .where('project_id', '=', await projectId(db, 'rent'))
      .where('object_type', '=', 'apartments')
      .execute();
    expect(new Set(refs.map((r) => r.ref_number)).size).toBe(500);
    expect(refs.map((r) => r.ref_number)).toContain('RENT-A-0500');
  });
});

describe('seed command-line arguments', () => {
  it('accepts --objects with a positive integer', () => {
    expect(parseSeedArgs([])).toEqual({ kind: 'run', objects: null, applications: null });
    expect(parseSeedArgs(['--objects', '100000'])).toEqual({
      kind: 'run',
      objects: 100000,
      applications: null,
    });
    expect(parseSeedArgs(['--objects=250'])).toEqual({ kind: 'run', objects: 250, applications: null });
  });

  it('accepts --applications with a positive integer, alone or with --objects', () => {
    expect(parseSeedArgs(['--applications', '100000'])).toEqual({
      kind: 'run',
      objects: null,
      applications: 100000,
    });
    expect(parseSeedArgs(['--applications=700', '--objects', '300'])).toEqual({
      kind: 'run',
      objects: 300,
      applications: 700,
    });
    expect(parseSeedArgs(['--help'])).toEqual({ kind: 'help' });
    expect(USAGE).toContain('--applications N');
  });

  it('refuses unknown arguments and counts that are not positive integers', () => {
    for (const argv of [
      ['--foo'],
      ['--objects'],
      ['--objects', '0'],
      ['--objects', '-5'],
      ['--objects', '1.5'],
      ['--applications'],
      ['--applications', '0'],
      ['--applications=-1'],
      ['--applications', 'many'],
      ['--applications', '99999999999999999999'],
      ['--application', '10'],
    ]) {
      expect(parseSeedArgs(argv).kind).toBe('error');
    }
  });
});
