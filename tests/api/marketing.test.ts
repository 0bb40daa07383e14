import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { allCustomValidators } from '@qualipool/swissrets-json/dist/src/ts/validator/custom-validation';
import swissRetsSchema from '@qualipool/swissrets-json/dist/schema/swissRetsSchema.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_TYPES } from '../../schema/objects';
import { PORTALS } from '../../schema/marketing';
import { runDueJobs } from '../../server/core/jobs';
import type { RealEstateObject } from '../../server/db/types';
import type { ExportContext } from '../../server/modules/marketing/exportModel';
import { IDX_FIELD_COUNT, idxRecord } from '../../server/modules/marketing/idx';
import { exportRecords } from '../../server/modules/marketing/records';
import { swissRetsInventory } from '../../server/modules/marketing/swissrets';
import { MARKETING_TRANSFER_JOB, runMarketingTransfer } from '../../server/modules/marketing/transfer';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { addObjectImages } from './objectImageSupport';
import { auditOf, expectStatus } from './objectsSupport';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
for (const keyword of allCustomValidators()) ajv.addKeyword(keyword);
const validateSwissRets = ajv.compile(swissRetsSchema);

interface Editor {
  id: number;
  version: number;
  imageIds: number[];
  images: Array<{ id: number }>;
  portals: string[];
  texts: Record<string, { title: string; description: string }>;
  states: Record<string, { state: string; reason: string }>;
}

/** Marketing: the ad, the marketing list, the bulk calls, the exports and the pull feed. */
describe.each(DIALECTS)('marketing (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let marketer: Client;
  let analyst: Client;
  let stranger: Client;
  const used = new Set<number>();

  async function fresh(slug = 'rent', type = 'apartments', state = 'available'): Promise<RealEstateObject> {
    const found = (await t.objectsOf(slug, type)).find(
      (o) => !used.has(o.id) && o.active === 1 && o.progress_state === state,
    );
    expect(found, `${slug} ${type} ${state}`).toBeDefined();
    used.add(found!.id);
    if (state === 'available') await addObjectImages(t, found!, { count: 3 });
    return found!;
  }

  async function editor(client: Client, id: number): Promise<Editor> {
    return expectStatus(await client.get(`/api/v2/marketing/objects/${id}/edit`), 200) as unknown as Editor;
  }

  async function writeAd(client: Client, id: number, extra: Record<string, unknown> = {}): Promise<Editor> {
    const e = await editor(client, id);
    const body = {
      id,
      version: e.version,
      texts: {
        de: { title: 'Helle Wohnung # mit Sicht', description: '<p>Erste Zeile</p><p>Zweite<br>Zeile</p>' },
        fr: { title: 'Appartement lumineux', description: '<p>Belle vue</p>' },
      },
      imageIds: [...e.images.map((i) => i.id)].reverse(),
      contactName: 'Reto Brunner',
      contactEmail: 'reto.brunner@example.ch',
      contactPhone: '+41 44 123 45 67',
      viewingInfo: 'Schlüssel beim Hauswart',
      portals: ['homegate', 'flatfox'],
      ...extra,
    };
    return expectStatus(await client.post('/api/v1/marketing/ad/save', body), 200) as unknown as Editor;
  }

  async function enablePortals(format: 'swissrets' | 'idx' = 'swissrets', client = admin) {
    const current = expectStatus(
      await client.get('/api/v1/settings/marketing-platforms'),
      200,
    ) as unknown as {
      version: number;
    };
    const platforms = Object.fromEntries(
      PORTALS.map((p) => [p, { enabled: p !== 'icasa', format, transport: 'pull', senderId: `S-${p}` }]),
    );
    return expectStatus(
      await client.post('/api/v1/settings/marketing-platforms', { version: current.version, platforms }),
      200,
    ) as unknown as {
      version: number;
      platforms: Array<{ portal: string; enabled: boolean; format: string }>;
    };
  }

  const runTransfers = () =>
    runDueJobs(
      t.database.db,
      { [MARKETING_TRANSFER_JOB]: runMarketingTransfer },
      { now: new Date(Date.now() + 1000) },
    );

  const portalRows = (objectId: number) =>
    t.database.db.selectFrom('marketing_ad_portals').selectAll().where('object_id', '=', objectId).execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    marketer = await Client.login(t.app, 'demo.marketer');
    analyst = await Client.login(t.app, 'demo.analyst');
    stranger = await Client.login(t.app, 'beta.admin', 'beta');
    await enablePortals();
  });
  afterAll(() => t.close());

  describe('the ad', () => {
    it('saves texts per language, sanitises the description, keeps the image order and answers 409 on a stale version', async () => {
      const object = await fresh();
      const first = await editor(marketer, object.id);
      expect(first.version).toBe(0);
      expect(first.texts.de!.title).toBe(object.title);
      const saved = await writeAd(marketer, object.id, {
        texts: {
          de: {
            title: 'Titel',
            description: '<p>Gut</p><script>alert(1)</script><img src=x onerror=alert(1)>',
          },
        },
      });
      expect(saved.version).toBe(1);
      expect(saved.texts.de!.description).toContain('<p>Gut</p>');
      expect(saved.texts.de!.description).not.toMatch(/script|onerror/);
      expect(saved.imageIds).toEqual([...first.images.map((i) => i.id)].reverse());
      expect(saved.portals).toEqual(['homegate', 'flatfox']);
      const stale = await marketer.post('/api/v1/marketing/ad/save', {
        id: object.id,
        version: 0,
        texts: {},
        portals: [],
      });
      expect(expectStatus(stale, 409).messageKey).toBe('marketing_ad_changed');
      expect(
        (
          await auditOf(
            t,
            'marketing_ads',
            (
              await t.database.db
                .selectFrom('marketing_ads')
                .select('id')
                .where('object_id', '=', object.id)
                .executeTakeFirstOrThrow()
            ).id,
          )
        ).length,
      ).toBe(1);
    });

    it('refuses images of another object and unknown portals', async () => {
      const object = await fresh();
      const other = await fresh();
      const otherImages = (await editor(marketer, other.id)).images;
      expect(otherImages.length).toBeGreaterThan(0);
      const e = await editor(marketer, object.id);
      const res = await marketer.post('/api/v1/marketing/ad/save', {
        id: object.id,
        version: e.version,
        texts: {},
        imageIds: [otherImages[0]!.id],
        portals: [],
      });
      expect(expectStatus(res, 400).errors).toMatchObject({ imageIds: 'marketing_image_not_of_object' });
      const portal = await marketer.post('/api/v1/marketing/ad/save', {
        id: object.id,
        version: e.version,
        texts: {},
        portals: ['somewhere'],
      });
      expect(portal.statusCode).toBe(400);
    });

    it('lets the marketer in and keeps the analyst and other customers out', async () => {
      const object = await fresh();
      expect((await analyst.get(`/api/v2/marketing/objects/${object.id}/edit`)).statusCode).toBe(403);
      expect((await analyst.post('/api/v2/marketing/objects', {})).statusCode).toBe(403);
      expect((await analyst.post('/api/v1/marketing/ad/publish', { id: object.id })).statusCode).toBe(403);
      expect(
        (await analyst.post('/api/v1/marketing/objects/deactivate', { targets: [object.id] })).statusCode,
      ).toBe(403);
      expect((await analyst.get('/api/v1/settings/marketing-platforms')).statusCode).toBe(403);
      expect((await marketer.get('/api/v1/settings/marketing-platforms')).statusCode).toBe(403);
      expect((await stranger.get(`/api/v2/marketing/objects/${object.id}/edit`)).statusCode).toBe(404);
      const saved = await stranger.post('/api/v1/marketing/ad/save', {
        id: object.id,
        version: 0,
        texts: {},
        portals: [],
      });
      expect(saved.statusCode).toBe(404);
      expect((await stranger.post('/api/v1/marketing/ad/publish', { id: object.id })).statusCode).toBe(404);
      const bulk = expectStatus(
        await stranger.post('/api/v1/marketing/objects/deactivate', { targets: [object.id] }),
        200,
      ) as unknown as { results: Array<{ status: string }> };
      expect(bulk.results).toEqual([expect.objectContaining({ status: 'not_found' })]);
    });
  });

  describe('publishing and the list', () => {
    it('queues the enabled portals, skips the others, and the transfer makes the ads live', async () => {
      const object = await fresh();
      await writeAd(marketer, object.id, { portals: ['homegate', 'icasa', 'flatfox'] });
      const reply = expectStatus(
        await marketer.post('/api/v1/marketing/ad/publish', { id: object.id }),
        200,
      ) as unknown as {
        queued: Array<{ portal: string; objects: number[] }>;
        skipped: Array<{ portal: string; reason: string }>;
        states: Record<string, { state: string }>;
      };
      expect(reply.queued.map((q) => q.portal).sort()).toEqual(['flatfox', 'homegate']);
      expect(reply.queued[0]!.objects).toEqual([object.id]);
      expect(reply.skipped).toEqual([{ portal: 'icasa', reason: 'marketing_portal_disabled' }]);
      expect(reply.states.homegate!.state).toBe('pending');
      // no feed address yet: the transfer fails with its reason
      await runTransfers();
      let rows = await portalRows(object.id);
      expect(rows.find((r) => r.portal === 'homegate')).toMatchObject({
        state: 'failed',
        reason: 'marketing_feed_missing',
      });
      for (const portal of ['homegate', 'flatfox']) {
        expectStatus(await admin.post('/api/v1/settings/marketing-platforms/renew-feed', { portal }), 200);
      }
      expectStatus(await marketer.post('/api/v1/marketing/ad/publish', { id: object.id }), 200);
      await runTransfers();
      rows = await portalRows(object.id);
      expect(
        rows
          .filter((r) => r.state === 'live')
          .map((r) => r.portal)
          .sort(),
      ).toEqual(['flatfox', 'homegate']);
      const transfers = await t.database.db
        .selectFrom('marketing_transfers')
        .selectAll()
        .orderBy('id', 'desc')
        .execute();
      expect(transfers[0]).toMatchObject({ error: '' });
      expect(transfers[0]!.objects_sent).toBeGreaterThanOrEqual(1);
      const list = expectStatus(
        await marketer.post('/api/v2/marketing/objects', { search: object.ref_number }),
        200,
      ) as unknown as { body: Array<Record<string, unknown>> };
      const row = list.body.find((r) => r._id === object.id)!;
      expect(row).toMatchObject({ homegate: 'live', flatfox: 'live', icasa: null, _portal_reasons: {} });
      // a failed transfer shows its reason beside the state
      await t.database.db
        .updateTable('marketing_ad_portals')
        .set({ state: 'failed', reason: 'marketing_feed_missing' })
        .where('object_id', '=', object.id)
        .where('portal', '=', 'flatfox')
        .execute();
      const again = (await marketer.post('/api/v2/marketing/objects', { search: object.ref_number })).json<{
        body: Array<Record<string, unknown>>;
      }>();
      expect(again.body.find((r) => r._id === object.id)).toMatchObject({
        flatfox: 'failed',
        _portal_reasons: { flatfox: 'Für dieses Portal gibt es noch keine Feed-Adresse.' },
      });
    });

    it('refuses to publish an object that is not available, or one without an ad', async () => {
      const rented = await fresh('rent', 'apartments', 'rented');
      const res = await marketer.post('/api/v1/marketing/ad/publish', { id: rented.id });
      expect(expectStatus(res, 409).messageKey).toBe('marketing_not_advertisable');
      const bare = await fresh();
      expect(
        expectStatus(await marketer.post('/api/v1/marketing/ad/publish', { id: bare.id }), 409).messageKey,
      ).toBe('marketing_ad_missing');
    });

    it('deactivates and refreshes in bulk with a result per row', async () => {
      const live = await fresh();
      const none = await fresh();
      await writeAd(marketer, live.id);
      expectStatus(await marketer.post('/api/v1/marketing/ad/publish', { id: live.id }), 200);
      const refresh = expectStatus(
        await marketer.post('/api/v1/marketing/objects/refresh', { targets: [live.id, none.id, 999_999] }),
        200,
      ) as unknown as { results: Array<{ id: number; status: string; message: string }> };
      expect(refresh.results.map((r) => [r.id, r.status])).toEqual([
        [live.id, 'done'],
        [none.id, 'skipped'],
        [999_999, 'not_found'],
      ]);
      const off = expectStatus(
        await marketer.post('/api/v1/marketing/objects/deactivate', { targets: [live.id, none.id] }),
        200,
      ) as unknown as { results: Array<{ id: number; status: string }> };
      expect(off.results.map((r) => r.status)).toEqual(['done', 'skipped']);
      expect(
        (await portalRows(live.id)).every((r) => r.state === 'off' && r.reason === 'marketing_off_by_user'),
      ).toBe(true);
      const publish = expectStatus(
        await marketer.post('/api/v1/marketing/objects', {
          bulkAction: 'publish',
          targets: [live.id, none.id],
        }),
        200,
      ) as unknown as { results: Array<{ status: string }> };
      expect(publish.results.map((r) => r.status)).toEqual(['done', 'skipped']);
      expect((await portalRows(live.id)).map((r) => r.state)).toEqual(['pending', 'pending']);
    });

    it('takes the ads off once the object is rented, with a changelog entry', async () => {
      const object = await fresh();
      await writeAd(marketer, object.id);
      expectStatus(await marketer.post('/api/v1/marketing/ad/publish', { id: object.id }), 200);
      await runTransfers();
      // the object was assigned meanwhile (kept on the portals until it is rented here)
      await t.database.db
        .updateTable('objects')
        .set({ progress_state: 'assigned' })
        .where('id', '=', object.id)
        .execute();
      const row = await t.database.db
        .selectFrom('objects')
        .select('version')
        .where('id', '=', object.id)
        .executeTakeFirstOrThrow();
      expectStatus(
        await admin.post(`/api/v1/objects/${object.id}/set-to-rented`, {
          version: row.version,
          tenantName: 'Anna Muster',
          startDate: '01.05.2026',
          rent: 2100,
        }),
        200,
      );
      const rows = await portalRows(object.id);
      expect(rows.length).toBe(2);
      expect(rows.every((r) => r.state === 'off' && r.reason === 'marketing_off_rented')).toBe(true);
      const ad = await t.database.db
        .selectFrom('marketing_ads')
        .select('id')
        .where('object_id', '=', object.id)
        .executeTakeFirstOrThrow();
      const entries = await auditOf(t, 'marketing_ads', ad.id);
      expect(entries.at(-1)).toMatchObject({ action: 'autoDeactivate', user_id: null });
    });
  });

  describe('settings and the pull feed', () => {
    it('saves the portals at their version and answers 409 on a stale one', async () => {
      const now = expectStatus(await admin.get('/api/v1/settings/marketing-platforms'), 200) as unknown as {
        version: number;
        platforms: Array<{ portal: string }>;
      };
      expect(now.platforms.map((p) => p.portal)).toEqual([...PORTALS]);
      const platforms = Object.fromEntries(
        PORTALS.map((p) => [p, { enabled: true, format: 'swissrets', transport: 'pull', senderId: '' }]),
      );
      const stale = await admin.post('/api/v1/settings/marketing-platforms', {
        version: now.version - 1,
        platforms,
      });
      expect(expectStatus(stale, 409).messageKey).toBe('marketing_settings_changed');
      const ftp = {
        ...platforms,
        homegate: { enabled: true, format: 'swissrets', transport: 'ftp', senderId: '' },
      };
      expect(
        (await admin.post('/api/v1/settings/marketing-platforms', { version: now.version, platforms: ftp }))
          .statusCode,
      ).toBe(400);
      await enablePortals();
    });

    it('serves the export to the right token only, and a renewed token replaces the old one', async () => {
      const object = await fresh();
      await writeAd(marketer, object.id, { portals: ['newhome'] });
      const made = expectStatus(
        await admin.post('/api/v1/settings/marketing-platforms/renew-feed', { portal: 'newhome' }),
        200,
      ) as unknown as { feedUrl: string };
      expectStatus(await marketer.post('/api/v1/marketing/ad/publish', { id: object.id }), 200);
      await runTransfers();
      const anonymous = new Client(t.app, null);
      const feed = await anonymous.get(made.feedUrl);
      expect(feed.statusCode).toBe(200);
      const inventory = feed.json<{
        properties: Array<{
          referenceId: string;
          localizations: Array<{ attachments?: { images?: Array<{ url: string }> } }>;
        }>;
      }>();
      expect(validateSwissRets(inventory), JSON.stringify(validateSwissRets.errors)).toBe(true);
      const property = inventory.properties.find((p) => p.referenceId === object.ref_number)!;
      expect(property).toBeDefined();
      const image = property.localizations[0]!.attachments!.images![0]!.url;
      const imagePath = new URL(image).pathname;
      const served = await anonymous.get(imagePath);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
      const wrong = made.feedUrl.replace(/[^/]+$/, 'x'.repeat(32));
      expect((await anonymous.get(wrong)).statusCode).toBe(404);
      expect((await anonymous.get(made.feedUrl.replace('newhome', 'homegate'))).statusCode).toBe(404);
      expect((await stranger.get(made.feedUrl)).statusCode).toBe(404);
      expectStatus(
        await admin.post('/api/v1/settings/marketing-platforms/renew-feed', { portal: 'newhome' }),
        200,
      );
      expect((await anonymous.get(made.feedUrl)).statusCode).toBe(404);
    });

    it('serves IDX as a ZIP with the unload file and the pictures', async () => {
      const object = await fresh();
      await writeAd(marketer, object.id, { portals: ['immoscout'] });
      const current = (await admin.get('/api/v1/settings/marketing-platforms')).json<{ version: number }>();
      const platforms = Object.fromEntries(
        PORTALS.map((p) => [
          p,
          {
            enabled: true,
            format: p === 'immoscout' ? 'idx' : 'swissrets',
            transport: 'pull',
            senderId: 'ID42',
          },
        ]),
      );
      expectStatus(
        await admin.post('/api/v1/settings/marketing-platforms', { version: current.version, platforms }),
        200,
      );
      const made = (
        await admin.post('/api/v1/settings/marketing-platforms/renew-feed', { portal: 'immoscout' })
      ).json<{ feedUrl: string }>();
      expectStatus(await marketer.post('/api/v1/marketing/ad/publish', { id: object.id }), 200);
      await runTransfers();
      const feed = await new Client(t.app, null).get(made.feedUrl);
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('application/zip');
      const bytes = feed.rawPayload;
      expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
      expect(bytes.includes(Buffer.from('unload.txt'))).toBe(true);
      expect(bytes.includes(Buffer.from(`${object.id}_`))).toBe(true);
    });
  });

  describe('exports', () => {
    const kinds: Array<[string, string]> = [
      ...OBJECT_TYPES.map((type): [string, string] => ['rent', type]),
      // the sale demo project sells apartments only
      ['verkauf', 'apartments'],
    ];

    it.each(kinds)('SwissRETS validates for every demo kind (%s, %s)', async (slug, type) => {
      const object = await fresh(slug, type);
      await writeAd(admin.inTenant(slug), object.id);
      const projectId = await t.projectId(slug);
      const project = await t.database.db
        .selectFrom('projects')
        .selectAll()
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow();
      const records = await exportRecords(t.database.db, projectId, [object.id]);
      expect(records.length).toBe(1);
      const ctx: ExportContext = {
        project,
        senderId: 'S1',
        mediaUrl: (k, id) => `https://example.ch/${k}/${id}`,
        now: new Date(),
      };
      const inventory = swissRetsInventory(records, ctx);
      expect(validateSwissRets(inventory), JSON.stringify(validateSwissRets.errors)).toBe(true);
      const [property] = inventory.properties as Array<Record<string, unknown>>;
      expect(property).toMatchObject({
        type: slug === 'verkauf' ? 'buy' : 'rent',
        referenceId: object.ref_number,
      });
      expect((property!.localizations as Array<{ languageCode: string }>).map((l) => l.languageCode)).toEqual(
        ['de', 'fr'],
      );
      const record = idxRecord(records[0]!, ctx);
      expect(record.split('#').length - 1).toBe(IDX_FIELD_COUNT);
      expect(record.endsWith('#')).toBe(true);
      const fields = record.split('#');
      expect(fields[0]).toBe('IDX3.01');
      expect(fields[16]).toBe('Helle Wohnung &num; mit Sicht');
      expect(fields[17]).toBe('Erste Zeile<br>Zweite<br>Zeile');
      expect(record).not.toMatch(/[\r\n]/);
    });

    it('writes at most 13 pictures into an IDX record', async () => {
      const object = await fresh();
      await writeAd(marketer, object.id);
      const projectId = await t.projectId('rent');
      const project = await t.database.db
        .selectFrom('projects')
        .selectAll()
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow();
      const [record] = await exportRecords(t.database.db, projectId, [object.id]);
      const many = {
        ...record!,
        images: Array.from({ length: 20 }, (_, i) => ({
          id: i + 1,
          storageKey: 'k',
          name: `p${i}.jpg`,
          category: '',
        })),
      };
      const ctx: ExportContext = { project, senderId: '', mediaUrl: () => 'u', now: new Date() };
      const line = idxRecord(many, ctx);
      expect((line.match(/_\d+\.jpg/g) ?? []).length).toBe(13);
      expect(line.split('#').length - 1).toBe(IDX_FIELD_COUNT);
    });
  });
});
