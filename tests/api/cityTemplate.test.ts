import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const CITY = '/api/v1/settings/website/city-template';
const PUBLIC_THEME = '/api/v1/public/website-theme';

const city = (changes: Record<string, unknown> = {}) => ({
  enabled: true,
  cityName: 'Stadt Winterthur',
  legalUrl: 'https://stadt.example/rechtliches',
  imprintUrl: 'https://stadt.example/impressum',
  accessibilityUrl: 'https://stadt.example/barrierefreiheit',
  ...changes,
});

describe.each(DIALECTS)('the city template of settings > website (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  const row = async (slug = 'rent') =>
    t.database.db.selectFrom('projects').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

  it('is off until switched on, and the public pages get no city', async () => {
    const res = await admin.get(CITY);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enabled: false, name: '', legalUrl: '' });
    expect((await new Client(t.app, null).get(PUBLIC_THEME)).json().city).toBeNull();
  });

  it('refuses other roles with 403 and a visitor without a session with 401', async () => {
    for (const role of ['user', 'superuser', 'marketer']) {
      const client = await Client.login(t.app, `demo.${role}`);
      expect((await client.get(CITY)).statusCode).toBe(403);
      expect((await client.post(CITY, city())).statusCode).toBe(403);
    }
    const anonymous = new Client(t.app, null);
    expect((await anonymous.get(CITY)).statusCode).toBe(401);
    expect((await anonymous.post(CITY, city())).statusCode).toBe(401);
    expect((await row()).city_template).toBe(0);
  });

  it('asks for the name and the three links when switched on, and only web addresses', async () => {
    const missing = await admin.post(CITY, city({ cityName: '', imprintUrl: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      cityName: 'general_field_is_required',
      imprintUrl: 'general_field_is_required',
    });
    const script = await admin.post(CITY, city({ legalUrl: 'javascript:alert(1)' }));
    expect(script.statusCode).toBe(400);
    expect(script.json().errors.legalUrl).toBe('url_invalid');
    // switched off, nothing is required
    const off = await admin.post(CITY, {
      enabled: false,
      cityName: '',
      legalUrl: '',
      imprintUrl: '',
      accessibilityUrl: '',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await row()).city_template).toBe(0);
  });

  it("serves the city to this project's public pages only, without a session", async () => {
    const version = (await admin.get(CITY)).json().version;
    const saved = await admin.post(CITY, city({ version }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: true, name: 'Stadt Winterthur', version: version + 1 });
    const anonymous = new Client(t.app, null);
    expect((await anonymous.get(PUBLIC_THEME)).json().city).toMatchObject({
      name: 'Stadt Winterthur',
      legalUrl: 'https://stadt.example/rechtliches',
      imprintUrl: 'https://stadt.example/impressum',
      accessibilityUrl: 'https://stadt.example/barrierefreiheit',
    });
    expect((await anonymous.inTenant('beta').get(PUBLIC_THEME)).json().city).toBeNull();
    // the city template of another customer's project is out of reach, and theirs leaves this one alone
    const intruder = (await Client.login(t.app, 'demo.admin')).inTenant('beta');
    expect((await intruder.get(CITY)).statusCode).toBe(403);
    expect((await intruder.post(CITY, city({ cityName: 'Gekapert' }))).statusCode).toBe(403);
    const betaAdmin = await Client.login(t.app, 'beta.admin', 'beta');
    expect((await betaAdmin.post(CITY, city({ cityName: 'Beta-Stadt' }))).statusCode).toBe(200);
    expect((await betaAdmin.inTenant('rent').post(CITY, city({ cityName: 'Gekapert' }))).statusCode).toBe(
      403,
    );
    expect((await row('beta')).city_name).toBe('Beta-Stadt');
    expect((await row()).city_name).toBe('Stadt Winterthur');
  });

  it('refuses a stale version with 409 and keeps the newer one, and leaves the theme alone', async () => {
    const themeVersion = (await row()).website_version;
    const version = (await admin.get(CITY)).json().version;
    expect((await admin.post(CITY, city({ version, cityName: 'Stadt Bern' }))).statusCode).toBe(200);
    const stale = await admin.post(CITY, city({ version, cityName: 'Stadt Thun' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageKey).toBe('city_template_changed');
    expect((await row()).city_name).toBe('Stadt Bern');
    expect((await row()).website_version).toBe(themeVersion);
  });

  it('keeps an address per language, German required and standing in for the others', async () => {
    const version = (await admin.get(CITY)).json().version;
    const noGerman = await admin.post(
      CITY,
      city({ version, legalUrl: '', legalUrlFr: 'https://ville.example/mentions' }),
    );
    expect(noGerman.statusCode).toBe(400);
    expect(noGerman.json().errors.legalUrl).toBe('general_field_is_required');
    const badFrench = await admin.post(CITY, city({ version, imprintUrlFr: 'javascript:alert(1)' }));
    expect(badFrench.statusCode).toBe(400);
    expect(badFrench.json().errors.imprintUrlFr).toBe('url_invalid');
    const saved = await admin.post(
      CITY,
      city({
        version,
        legalUrlFr: 'https://ville.example/mentions',
        imprintUrlIt: 'https://citta.example/colophon',
        accessibilityUrlEn: 'https://city.example/accessibility',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      legalUrl: 'https://stadt.example/rechtliches',
      legalUrlFr: 'https://ville.example/mentions',
      legalUrlIt: '',
      imprintUrlIt: 'https://citta.example/colophon',
      accessibilityUrlEn: 'https://city.example/accessibility',
    });
    const stored = await row();
    expect(stored.city_legal_url_fr).toBe('https://ville.example/mentions');
    expect(stored.city_legal_url).toBe('https://stadt.example/rechtliches');
    const { links } = (await new Client(t.app, null).get(PUBLIC_THEME)).json().city;
    expect(links.fr).toEqual({
      legalUrl: 'https://ville.example/mentions',
      imprintUrl: 'https://stadt.example/impressum',
      accessibilityUrl: 'https://stadt.example/barrierefreiheit',
    });
    expect(links.it.imprintUrl).toBe('https://citta.example/colophon');
    expect(links.it.legalUrl).toBe('https://stadt.example/rechtliches');
    expect(links.en.accessibilityUrl).toBe('https://city.example/accessibility');
    expect(links.de).toEqual({
      legalUrl: 'https://stadt.example/rechtliches',
      imprintUrl: 'https://stadt.example/impressum',
      accessibilityUrl: 'https://stadt.example/barrierefreiheit',
    });
  });

  it('reads a city saved before the languages: its single addresses are the German ones and serve all', async () => {
    // a row as the template stored it before the per-language addresses (only the single columns)
    await t.database.db
      .updateTable('projects')
      .set({
        city_template: 1,
        city_legal_url: 'https://alt.example/recht',
        city_imprint_url: 'https://alt.example/impressum',
        city_accessibility_url: 'https://alt.example/barrierefrei',
        city_legal_url_fr: '',
        city_imprint_url_it: '',
        city_accessibility_url_en: '',
      })
      .where('slug', '=', 'rent')
      .execute();
    const reply = (await admin.get(CITY)).json();
    expect(reply).toMatchObject({ legalUrl: 'https://alt.example/recht', legalUrlFr: '', imprintUrlEn: '' });
    const { links } = (await new Client(t.app, null).get(PUBLIC_THEME)).json().city;
    for (const lang of ['de', 'fr', 'it', 'en'])
      expect(links[lang]).toEqual({
        legalUrl: 'https://alt.example/recht',
        imprintUrl: 'https://alt.example/impressum',
        accessibilityUrl: 'https://alt.example/barrierefrei',
      });
  });
});
