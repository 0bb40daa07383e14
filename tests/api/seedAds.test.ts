import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_LANGUAGES } from '../../schema/marketing';
import { sanitizeRichText } from '../../server/core/sanitize';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { expectStatus } from './objectsSupport';

const LIST = '/api/v1/objects/iframe-object-list';

interface Card {
  id: string;
  title: string;
}
interface MarketingRow {
  _id: number;
  homegate: string | null;
  immoscout: string | null;
  flatfox: string | null;
  _portal_reasons: Record<string, string>;
}

/** The demo's published ads: the first letting's public object list and the states of its ads on the portals. */
describe.each(DIALECTS)('demo ads (%s)', (dialect) => {
  let t: TestApp;
  let marketer: Client;
  const visitor = () => new Client(t.app, null, 'erstvermietung');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    marketer = (await Client.login(t.app, 'demo.marketer')).inTenant('erstvermietung');
  });
  afterAll(() => t.close());

  const adsOf = async (slug: string) =>
    t.database.db
      .selectFrom('marketing_ads')
      .selectAll()
      .where('project_id', '=', await t.projectId(slug))
      .orderBy('object_id')
      .execute();

  it('publishes six available apartments of the first letting only, in four languages', async () => {
    const ads = await adsOf('erstvermietung');
    expect(ads).toHaveLength(6);
    for (const slug of ['rent', 'verkauf', 'bauprojekt', 'beta']) expect(await adsOf(slug), slug).toEqual([]);
    const objects = await t.database.db
      .selectFrom('objects')
      .select(['id', 'active', 'progress_state', 'object_type'])
      .where(
        'id',
        'in',
        ads.map((a) => a.object_id),
      )
      .execute();
    expect(objects.every((o) => o.active === 1 && o.progress_state === 'available')).toBe(true);
    expect(objects.every((o) => o.object_type === 'apartments')).toBe(true);
    for (const ad of ads) {
      expect(ad.published_at).not.toBeNull();
      const texts = JSON.parse(ad.texts) as Record<string, { title: string; description: string }>;
      expect(Object.keys(texts).sort()).toEqual([...AD_LANGUAGES].sort());
      for (const lang of AD_LANGUAGES) {
        expect(texts[lang]!.title.length, lang).toBeGreaterThan(0);
        // stored as the ad editor would store it
        expect(sanitizeRichText(texts[lang]!.description)).toBe(texts[lang]!.description);
      }
    }
  });

  it('shows them on the public object list in the language of the path, without a session', async () => {
    const de = expectStatus(await visitor().get(LIST), 200) as unknown as { objects: Card[]; total: number };
    expect(de.total).toBe(6);
    expect(de.objects.every((o) => /-Zimmer-Wohnung /.test(o.title))).toBe(true);
    const fr = expectStatus(await visitor().get(`/fr${LIST}`), 200) as unknown as { objects: Card[] };
    expect(fr.objects.every((o) => o.title.startsWith('Appartement de '))).toBe(true);
    const details = expectStatus(await visitor().get(`/it${LIST}/${de.objects[0]!.id}`), 200) as unknown as {
      description: string;
      contact: { email: string };
    };
    expect(details.description).toContain('Prima locazione');
    expect(details.contact.email).toBe('eichacker@immodesk.demo');
    // the other projects still list nothing
    const rent = expectStatus(await new Client(t.app, null, 'rent').get(LIST), 200) as unknown as {
      total: number;
    };
    expect(rent.total).toBe(0);
  });

  it('shows live, pending and failed ads in the marketing list, a failure with its reason', async () => {
    const listed = expectStatus(
      await marketer.post('/api/v2/marketing/objects', { status: 'available', rowsPerPage: '50' }),
      200,
    ) as unknown as { body: MarketingRow[] };
    const advertised = listed.body.filter((r) => r.homegate !== null);
    expect(advertised).toHaveLength(6);
    const states = new Set(advertised.flatMap((r) => [r.homegate, r.immoscout, r.flatfox]));
    expect(states).toEqual(new Set(['live', 'pending', 'failed', null]));
    const failed = advertised.find((r) => r.flatfox === 'failed')!;
    expect(failed._portal_reasons.flatfox).toBe(
      'Für dieses Portal ist weder ein Passwort noch ein Schlüssel hinterlegt.',
    );
  });

  it('switches on the portals the ads are on, in the project that has them', async () => {
    const admin = (await Client.login(t.app, 'demo.admin')).inTenant('erstvermietung');
    const settings = expectStatus(
      await admin.get('/api/v1/settings/marketing-platforms'),
      200,
    ) as unknown as { platforms: Array<{ portal: string; enabled: boolean; transport: string }> };
    const enabled = settings.platforms.filter((p) => p.enabled).map((p) => [p.portal, p.transport]);
    expect(enabled.sort()).toEqual([
      ['flatfox', 'sftp'],
      ['homegate', 'pull'],
      ['immoscout', 'pull'],
    ]);
    const editor = expectStatus(
      await marketer.get(`/api/v2/marketing/objects/${(await adsOf('erstvermietung'))[0]!.object_id}/edit`),
      200,
    ) as unknown as { version: number; portals: string[] };
    expect(editor.version).toBe(1);
    expect(editor.portals.length).toBeGreaterThan(0);
  });
});
