import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const TEXT = '/api/v1/settings/website/privacy-text';
const POLICY = '/api/v1/privacy-policy';

describe.each(DIALECTS)("the project's privacy text (%s)", (dialect) => {
  let t: TestApp;
  let admin: Client;
  let defaultGerman: string;
  let defaultFrench: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    const anonymous = new Client(t.app, null);
    defaultGerman = (await anonymous.get(POLICY)).json().contentText;
    defaultFrench = (await anonymous.get(`/fr${POLICY}`)).json().contentText;
  });
  afterAll(() => t.close());

  const row = async (slug = 'rent') =>
    t.database.db.selectFrom('projects').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

  it('is empty until written, and the visitors read the app’s default text in their language', async () => {
    expect((await admin.get(TEXT)).json()).toEqual({ de: '', fr: '', it: '', en: '', version: 0 });
    expect(defaultGerman).not.toBe('');
    expect(defaultFrench).not.toBe(defaultGerman);
  });

  it('is for admins of the project only', async () => {
    for (const role of ['user', 'superuser', 'marketer']) {
      const client = await Client.login(t.app, `demo.${role}`);
      expect((await client.get(TEXT)).statusCode).toBe(403);
      expect((await client.post(TEXT, { de: '<p>x</p>' })).statusCode).toBe(403);
    }
    const anonymous = new Client(t.app, null);
    expect((await anonymous.get(TEXT)).statusCode).toBe(401);
    expect((await anonymous.post(TEXT, { de: '<p>x</p>' })).statusCode).toBe(401);
    const intruder = admin.inTenant('beta');
    expect((await intruder.post(TEXT, { de: '<p>Gekapert</p>' })).statusCode).toBe(403);
    expect((await row()).privacy_text_de).toBe('');
    expect((await row('beta')).privacy_text_de).toBe('');
  });

  it('stores the text sanitised and shows it in the visitor’s language, German standing in', async () => {
    const saved = await admin.post(TEXT, {
      de: '<h2>Datenschutz</h2><p onclick="alert(1)">Wir schützen Ihre Daten.</p><script>alert(2)</script>',
      fr: '<p>Nous protégeons vos données.</p><img src="x" onerror="alert(3)">',
      it: '<p><br></p>',
      en: '',
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body.version).toBe(1);
    expect(body.de).toContain('Wir schützen Ihre Daten.');
    for (const html of [body.de, body.fr]) {
      expect(html).not.toMatch(/<script|onclick|onerror/i);
    }
    // an emptied editor is no text
    expect(body.it).toBe('');
    const anonymous = new Client(t.app, null);
    expect((await anonymous.get(POLICY)).json().contentText).toBe(body.de);
    expect((await anonymous.get(`/fr${POLICY}`)).json().contentText).toBe(body.fr);
    expect((await anonymous.get(`/it${POLICY}`)).json().contentText).toBe(body.de);
    expect((await anonymous.get(`/en${POLICY}`)).json().contentText).toBe(body.de);
    // another project's visitors keep the app's text
    expect((await anonymous.inTenant('beta').get(POLICY)).json().contentText).toBe(defaultGerman);
    expect((await anonymous.inTenant('beta').get(`/fr${POLICY}`)).json().contentText).toBe(defaultFrench);
  });

  it('refuses a stale version with 409 and keeps the newer text', async () => {
    const version = (await admin.get(TEXT)).json().version;
    expect((await admin.post(TEXT, { de: '<p>Neu</p>', version })).statusCode).toBe(200);
    const stale = await admin.post(TEXT, { de: '<p>Alt</p>', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageKey).toBe('privacy_text_changed');
    expect((await row()).privacy_text_de).toBe('<p>Neu</p>');
  });

  it('refuses a text beyond the limit with a message, writing nothing', async () => {
    const version = (await admin.get(TEXT)).json().version;
    const long = await admin.post(TEXT, { de: `<p>${'a'.repeat(100_001)}</p>`, version });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.de).toBeDefined();
    expect((await row()).privacy_version).toBe(version);
  });
});
