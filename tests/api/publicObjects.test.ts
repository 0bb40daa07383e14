import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTALS } from '../../schema/marketing';
import type { RealEstateObject } from '../../server/db/types';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { addObjectImages } from './objectImageSupport';
import { expectStatus } from './objectsSupport';

const LIST = '/api/v1/objects/iframe-object-list';
const INTEREST = '/api/evaluation/settings/template-builder/iframe-interest-form';
const SETTINGS = '/api/v1/settings/website/object-list';

/** Keys a public reply must never carry (owner, notes, tenants, internal ids and states). */
const PRIVATE_KEYS = [
  'owner',
  'note',
  'notes',
  'tenant',
  'tenants',
  'project_id',
  'search_text',
  'progress_state',
  'ref_number',
  'deposit',
  'netto_price',
  'building_id',
];
const SECRET_OWNER = 'Geheime Eigentümerin AG';

/** Every key anywhere in a reply. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

interface Card {
  id: string;
  title: string;
  rooms: number | null;
  area: number | null;
  street: string | null;
  thumbUrl: string | null;
}

/** The public object list, details and interest form, and their settings in settings > website. */
describe.each(DIALECTS)('public object list (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let marketer: Client;
  let visitor: Client;
  let published: RealEstateObject;
  let second: RealEstateObject;
  let unpublished: RealEstateObject;
  let takenOff: RealEstateObject;
  let rented: RealEstateObject;
  let foreign: RealEstateObject;
  const used = new Set<number>();

  async function fresh(slug = 'rent'): Promise<RealEstateObject> {
    const found = (await t.objectsOf(slug, 'apartments')).find(
      (o) => !used.has(o.id) && o.active === 1 && o.progress_state === 'available',
    );
    expect(found).toBeDefined();
    used.add(found!.id);
    return found!;
  }

  async function enablePortals(client: Client) {
    const current = expectStatus(
      await client.get('/api/v1/settings/marketing-platforms'),
      200,
    ) as unknown as {
      version: number;
    };
    const platforms = Object.fromEntries(
      PORTALS.map((p) => [p, { enabled: true, format: 'swissrets', transport: 'pull', senderId: `S-${p}` }]),
    );
    expectStatus(
      await client.post('/api/v1/settings/marketing-platforms', { version: current.version, platforms }),
      200,
    );
  }

  async function publish(client: Client, object: RealEstateObject, title: string) {
    await addObjectImages(t, object, { count: 2 });
    const editor = expectStatus(
      await client.get(`/api/v2/marketing/objects/${object.id}/edit`),
      200,
    ) as unknown as {
      version: number;
    };
    expectStatus(
      await client.post('/api/v1/marketing/ad/save', {
        id: object.id,
        version: editor.version,
        texts: {
          de: { title, description: '<p>Hell und ruhig</p>' },
          fr: { title: `${title} (fr)`, description: '<p>Clair et calme</p>' },
        },
        contactName: 'Reto Brunner',
        contactEmail: 'reto.brunner@example.ch',
        contactPhone: '+41 44 123 45 67',
        viewingInfo: 'Nach Vereinbarung',
        portals: ['homegate'],
      }),
      200,
    );
    expectStatus(await client.post('/api/v1/marketing/ad/publish', { id: object.id }), 200);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { publicLinkWritesPerAddressPerHour: 3 });
    admin = await Client.login(t.app, 'demo.admin');
    marketer = await Client.login(t.app, 'demo.marketer');
    visitor = new Client(t.app, null);
    await enablePortals(admin);
    published = await fresh();
    second = await fresh();
    unpublished = await fresh();
    takenOff = await fresh();
    rented = await fresh();
    await t.database.db
      .updateTable('objects')
      .set({ owner: SECRET_OWNER })
      .where('id', '=', published.id)
      .execute();
    await publish(marketer, published, 'Sonnige Wohnung am See');
    await publish(marketer, second, 'Dachwohnung mit Aussicht');
    await publish(marketer, takenOff, 'Nicht mehr inseriert');
    expectStatus(
      await marketer.post('/api/v1/marketing/objects/deactivate', { targets: [takenOff.id] }),
      200,
    );
    await publish(marketer, rented, 'Schon vermietet');
    await t.database.db
      .updateTable('objects')
      .set({ progress_state: 'rented' })
      .where('id', '=', rented.id)
      .execute();
    // an ad saved but never published
    const editor = expectStatus(
      await marketer.get(`/api/v2/marketing/objects/${unpublished.id}/edit`),
      200,
    ) as unknown as {
      version: number;
    };
    expectStatus(
      await marketer.post('/api/v1/marketing/ad/save', {
        id: unpublished.id,
        version: editor.version,
        texts: { de: { title: 'Entwurf', description: '' } },
        portals: ['homegate'],
      }),
      200,
    );
    const betaAdmin = await Client.login(t.app, 'beta.admin', 'beta');
    await enablePortals(betaAdmin);
    foreign = await fresh('beta');
    await publish(betaAdmin, foreign, 'Wohnung eines anderen Projekts');
  });
  afterAll(() => t.close());

  it('lists only the published, available objects of the project, without a session', async () => {
    const res = await visitor.get(LIST);
    const body = expectStatus(res, 200) as unknown as { objects: Card[]; total: number };
    const ids = body.objects.map((o) => o.id);
    expect(ids.sort()).toEqual([published.public_id, second.public_id].sort());
    expect(body.total).toBe(2);
    const card = body.objects.find((o) => o.id === published.public_id)!;
    expect(card.title).toBe('Sonnige Wohnung am See');
    expect(card.thumbUrl).toMatch(/variant=thumb/);
    expect(card.thumbUrl).toMatch(/&sig=/);
    // the signed thumbnail opens without a session
    expect((await visitor.get(card.thumbUrl!)).statusCode).toBe(200);
  });

  it('answers in the language of the path with the ad text of that language', async () => {
    const fr = expectStatus(await visitor.get(`/fr${LIST}`), 200) as unknown as { objects: Card[] };
    expect(fr.objects.find((o) => o.id === published.public_id)!.title).toBe('Sonnige Wohnung am See (fr)');
    // no Italian text: German
    const it = expectStatus(await visitor.get(`/it${LIST}`), 200) as unknown as { objects: Card[] };
    expect(it.objects.find((o) => o.id === published.public_id)!.title).toBe('Sonnige Wohnung am See');
  });

  it('shows the details of a published object and leaks nothing private in any public reply', async () => {
    const details = await visitor.get(`${LIST}/${published.public_id}`);
    const body = expectStatus(details, 200) as unknown as {
      description: string;
      images: unknown[];
      contact: { name: string };
    };
    expect(body.description).toContain('Hell und ruhig');
    expect(body.images).toHaveLength(2);
    expect(body.contact.name).toBe('Reto Brunner');
    for (const res of [details, await visitor.get(LIST), await visitor.get(`${LIST}/init`)]) {
      const keys = keysOf(res.json());
      expect(PRIVATE_KEYS.filter((key) => keys.has(key))).toEqual([]);
      expect(res.body).not.toContain(SECRET_OWNER);
      expect(res.body).not.toContain(`"${published.id}"`);
    }
  });

  it('answers 404 for an unpublished, taken-off, rented, unknown or other project object', async () => {
    for (const object of [unpublished, takenOff, rented, foreign]) {
      const res = await visitor.get(`${LIST}/${object.public_id}`);
      expect(expectStatus(res, 404).messageKey).toBe('public_objects_not_found');
    }
    expect((await visitor.get(`${LIST}/${published.id}`)).statusCode).toBe(404);
    expect((await visitor.get(`${LIST}/${'0'.repeat(32)}`)).statusCode).toBe(404);
    // the other project sees its own object only
    const beta = new Client(t.app, null, 'beta');
    const list = expectStatus(await beta.get(LIST), 200) as unknown as { objects: Card[] };
    expect(list.objects.map((o) => o.id)).toEqual([foreign.public_id]);
  });

  it('filters by the offered filters and refuses a filter that is not a number', async () => {
    const rooms = (published.rooms ?? 0) + 0.5;
    const filtered = expectStatus(await visitor.get(LIST, { roomsMin: String(rooms) }), 200) as unknown as {
      objects: Card[];
    };
    expect(filtered.objects.map((o) => o.id)).not.toContain(published.public_id);
    const bad = await visitor.get(LIST, { priceMax: 'viel' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.priceMax).toBe('public_objects_filter_invalid');
  });

  it('registers interest: an interested person of the object and a confirmation mail in the outbox', async () => {
    const email = `lea.meier.${dialect}@example.ch`;
    const res = await visitor.request({
      method: 'POST',
      url: `/fr${INTEREST}`,
      remoteAddress: '203.0.113.10',
      payload: {
        objectId: published.public_id,
        name: 'Lea Meier',
        email,
        phone: '079 123 45 67',
        language: 'fr',
        message: 'Ich möchte die Wohnung gern besichtigen.',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatch(/intérêt/);
    const person = await t.database.db
      .selectFrom('interested_people')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({ object_id: published.id, source: 'website', name: 'Lea Meier' });
    expect(person.note).toContain('besichtigen');
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('interest_confirmation');
    expect(mail.subject).toContain('Sonnige Wohnung am See');
  });

  it('refuses bad input with 400 and the field, markup, and unpublished objects', async () => {
    const post = (payload: Record<string, unknown>, address = '203.0.113.20') =>
      visitor.request({ method: 'POST', url: INTEREST, remoteAddress: address, payload });
    const base = {
      objectId: published.public_id,
      name: 'Max Muster',
      email: 'max@example.ch',
      language: 'de',
    };
    const noMail = await post({ ...base, email: 'kein-mail' });
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().errors.email).toBe('email_invalid');
    expect(noMail.json().message).toBeTruthy();
    const script = await post({ ...base, message: '<script>alert(1)</script>' });
    expect(script.statusCode).toBe(400);
    expect(script.json().errors.message).toBe('interest_form_no_markup');
    const noName = await post({ ...base, name: '' });
    expect(noName.json().errors.name).toBe('general_field_is_required');
    expect((await post({ ...base, objectId: unpublished.public_id })).statusCode).toBe(404);
    expect((await post({ ...base, objectId: foreign.public_id })).statusCode).toBe(404);
    const people = await t.database.db
      .selectFrom('interested_people')
      .select('id')
      .where('email', '=', 'max@example.ch')
      .execute();
    expect(people).toHaveLength(0);
  });

  it('limits the interest form per client address', async () => {
    const post = (i: number, address: string) =>
      visitor.request({
        method: 'POST',
        url: INTEREST,
        remoteAddress: address,
        payload: {
          objectId: second.public_id,
          name: 'Eva Keller',
          email: `eva.${i}@example.ch`,
          language: 'de',
        },
      });
    for (let i = 0; i < 3; i++) expect((await post(i, '198.51.100.7')).statusCode).toBe(201);
    const limited = await post(3, '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // another address is not held back
    expect((await post(4, '198.51.100.8')).statusCode).toBe(201);
  });

  describe('settings > website, page builder and iframe', () => {
    const settings = (changes: Record<string, unknown> = {}) => ({
      fields: ['rooms', 'price'],
      filters: ['rooms'],
      texts: {
        de: { title: 'Unsere Wohnungen', intro: 'Alle freien Wohnungen' },
        fr: { title: 'Nos appartements', intro: '' },
        it: { title: '', intro: '' },
        en: { title: '', intro: '' },
      },
      frameDomains: ['https://www.verwaltung.example', 'http://localhost:8080/'],
      ...changes,
    });

    it('refuses roles other than admin with 403, a visitor with 401', async () => {
      for (const role of ['marketer', 'analyst', 'user']) {
        const client = await Client.login(t.app, `demo.${role}`);
        expect((await client.get(SETTINGS)).statusCode).toBe(403);
        expect((await client.post(SETTINGS, settings())).statusCode).toBe(403);
      }
      expect((await visitor.get(SETTINGS)).statusCode).toBe(401);
    });

    it('refuses an embedding site that is not an origin, and unknown fields', async () => {
      for (const domain of [
        'www.verwaltung.example',
        'https://x.example/pfad',
        "https://x.example 'unsafe-inline'",
        'javascript:alert(1)',
      ]) {
        const res = await admin.post(SETTINGS, settings({ frameDomains: [domain] }));
        expect(res.statusCode, domain).toBe(400);
        expect(res.json().errors.frameDomains).toBe('website_frame_domain_invalid');
      }
      const field = await admin.post(SETTINGS, settings({ fields: ['owner'] }));
      expect(field.statusCode).toBe(400);
    });

    it('saves with a version, answers 409 on a stale one, and the pages follow the settings', async () => {
      const before = expectStatus(await admin.get(SETTINGS), 200) as unknown as { version: number };
      const saved = await admin.post(SETTINGS, settings({ version: before.version }));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        version: before.version + 1,
        frameDomains: ['https://www.verwaltung.example', 'http://localhost:8080'],
        fields: ['rooms', 'price'],
      });
      const stale = await admin.post(SETTINGS, settings({ version: before.version }));
      expect(expectStatus(stale, 409).messageKey).toBe('website_list_changed');

      const init = expectStatus(await visitor.get(`/fr${LIST}/init`), 200) as unknown as Record<
        string,
        unknown
      >;
      expect(init).toMatchObject({
        title: 'Nos appartements',
        filters: ['rooms'],
        fields: ['rooms', 'price'],
      });
      const deInit = expectStatus(await visitor.get(`/it${LIST}/init`), 200) as unknown as Record<
        string,
        unknown
      >;
      expect(deInit.title).toBe('Unsere Wohnungen');
      const list = expectStatus(await visitor.get(LIST), 200) as unknown as { objects: Card[] };
      // the address is not among the fields shown: not in the reply
      expect(list.objects.every((o) => o.street === null && o.area === null)).toBe(true);
    });

    it('sends the allowed sites as frame-ancestors of the iframe pages only', async () => {
      const frame = await visitor.get('/iframe/object-list');
      expect(frame.headers['content-security-policy']).toContain(
        "frame-ancestors 'self' https://www.verwaltung.example http://localhost:8080",
      );
      expect(frame.headers['x-frame-options']).toBeUndefined();
      const framedFr = await visitor.get(`/fr/iframe/object-details/${published.public_id}`);
      expect(framedFr.headers['content-security-policy']).toContain('https://www.verwaltung.example');
      const page = await visitor.get('/public-object-list');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      // another project's iframe pages: its own (none) sites
      const beta = await new Client(t.app, null, 'beta').get('/iframe/object-list');
      expect(beta.headers['content-security-policy']).toContain("frame-ancestors 'self';");
      expect(beta.headers['content-security-policy']).not.toContain('verwaltung');
    });
  });
});
