import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const PROJECT = '/api/v1/settings/project';
const WEBSITE = '/api/v1/settings/website';
const PUBLIC_THEME = '/api/v1/public/website-theme';

const STAFF = ['superuser', 'user', 'assistant', 'marketer', 'contract', 'analyst'] as const;

describe.each(DIALECTS)('project settings (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  const row = async (slug = 'rent') =>
    t.database.db.selectFrom('projects').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  const auditOf = async (slug = 'rent') =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('project_id', '=', await t.projectId(slug))
      .where('entity', '=', 'projects')
      .orderBy('id')
      .execute();

  const general = (changes: Record<string, unknown> = {}) => ({
    name: 'Wiedervermietung Zürich',
    address: 'Bahnhofstrasse 12\n8001 Zürich',
    contactName: 'Anna Muster',
    phone: '044 123 45 67',
    email: 'anna@muster.example',
    language: 'de',
    currency: 'CHF',
    ...changes,
  });
  const theme = (changes: Record<string, unknown> = {}) => ({
    themeColor: '#1f4e79',
    fontColor: '#ffffff',
    secondFontColor: '#222222',
    font: 'georgia',
    customCss: '',
    ...changes,
  });

  describe('access', () => {
    it('lets an admin and a superadmin read both pages', async () => {
      const superadmin = await Client.login(t.app, 'demo.superadmin');
      for (const client of [admin, superadmin]) {
        expect((await client.get(PROJECT)).statusCode).toBe(200);
        expect((await client.get(WEBSITE)).statusCode).toBe(200);
      }
    });

    it.each(STAFF)('refuses the %s role reading or saving with 403', async (role) => {
      const client = await Client.login(t.app, `demo.${role}`);
      for (const url of [PROJECT, WEBSITE]) {
        expect((await client.get(url)).statusCode).toBe(403);
        const body = url === PROJECT ? general({ name: 'Übernommen' }) : theme();
        expect((await client.post(url, body)).statusCode).toBe(403);
      }
      expect((await row()).title).not.toBe('Übernommen');
    });

    it('refuses a request without a session with 401', async () => {
      const anonymous = new Client(t.app, null);
      expect((await anonymous.get(PROJECT)).statusCode).toBe(401);
      expect((await anonymous.post(WEBSITE, theme())).statusCode).toBe(401);
    });

    it("never reaches another customer's project, whichever role", async () => {
      const before = await row('beta');
      for (const username of ['demo.admin', 'demo.superadmin', 'demo.user']) {
        const client = (await Client.login(t.app, username)).inTenant('beta');
        for (const url of [PROJECT, WEBSITE]) {
          const read = await client.get(url);
          expect(read.statusCode).toBe(403);
          expect(read.body).not.toContain(before.title);
        }
        expect((await client.post(PROJECT, general({ name: 'Gekapert' }))).statusCode).toBe(403);
        expect((await client.post(WEBSITE, theme({ themeColor: '#000000' }))).statusCode).toBe(403);
      }
      const betaAdmin = await Client.login(t.app, 'beta.admin', 'beta');
      expect((await betaAdmin.inTenant('rent').get(PROJECT)).statusCode).toBe(403);
      expect((await betaAdmin.inTenant('rent').post(PROJECT, general({ name: 'Gekapert' }))).statusCode).toBe(
        403,
      );
      const after = await row('beta');
      expect(after.title).toBe(before.title);
      expect(after.website_version).toBe(before.website_version);
      expect((await row()).title).not.toBe('Gekapert');
    });
  });

  describe('general and contact', () => {
    it('saves name, address, contact, phone in international form, language and currency', async () => {
      const loaded = (await admin.get(PROJECT)).json();
      const res = await admin.post(
        PROJECT,
        general({ version: loaded.version, currency: 'EUR', language: 'fr' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Wiedervermietung Zürich',
        phone: '+41441234567',
        email: 'anna@muster.example',
        language: 'fr',
        currency: 'EUR',
        version: loaded.version + 1,
      });
      expect(res.json().message).toBeTruthy();
      const stored = await row();
      expect(stored).toMatchObject({
        title: 'Wiedervermietung Zürich',
        contact_address: 'Bahnhofstrasse 12\n8001 Zürich',
        contact_name: 'Anna Muster',
        contact_phone: '+41441234567',
        currency: 'EUR',
        language: 'fr',
      });
    });

    it('refuses a bad phone number, e-mail address, language or currency field by field', async () => {
      const version = (await admin.get(PROJECT)).json().version;
      const res = await admin.post(
        PROJECT,
        general({ version, phone: '12', email: 'not-an-address', language: 'es', currency: 'USD', name: '' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        phone: 'phone_invalid',
        email: 'email_invalid',
        language: 'choice_invalid',
        currency: 'choice_invalid',
        name: 'general_field_is_required',
      });
      expect((await admin.get(PROJECT)).json().version).toBe(version);
    });

    it('refuses a save on a stale version with 409 and keeps the newer one', async () => {
      const version = (await admin.get(PROJECT)).json().version;
      expect((await admin.post(PROJECT, general({ version, contactName: 'Erste' }))).statusCode).toBe(200);
      const stale = await admin.post(PROJECT, general({ version, contactName: 'Zweite' }));
      expect(stale.statusCode).toBe(409);
      expect(stale.json().messageKey).toBe('project_settings_changed');
      expect((await row()).contact_name).toBe('Erste');
    });

    it('writes every change to the audit trail with before and after', async () => {
      const version = (await admin.get(PROJECT)).json().version;
      const count = (await auditOf()).length;
      await admin.post(PROJECT, general({ version, contactName: 'Beat Beispiel' }));
      const entries = await auditOf();
      expect(entries).toHaveLength(count + 1);
      const last = entries.at(-1)!;
      expect(last.action).toBe('update');
      expect(JSON.parse(last.before!)).toEqual({ contact_name: 'Erste' });
      expect(JSON.parse(last.after!)).toEqual({ contact_name: 'Beat Beispiel' });
    });

    it('shows the change in the changelog of the project, with the field before and after', async () => {
      const version = (await admin.get(PROJECT)).json().version;
      await admin.post(PROJECT, general({ version, email: 'neu@muster.example' }));
      const logs = await admin.get('/api/v1/event-log/logs', { rowsPerPage: '5', entity: 'projects' });
      expect(logs.statusCode, logs.body).toBe(200);
      const newest = logs.json<{ body: { _id: number }[] }>().body[0]!;
      const entry = (await admin.get(`/api/v1/event-log/logs/${newest._id}`)).json();
      expect(entry).toMatchObject({ action: 'update', entity: 'projects' });
      expect(entry.changes).toContainEqual({
        field: 'contact_email',
        label: 'E-Mail der Kontaktperson',
        before: 'anna@muster.example',
        after: 'neu@muster.example',
        before_text: 'anna@muster.example',
        after_text: 'neu@muster.example',
      });
    });
  });

  describe('public page theme', () => {
    const save = async (changes: Record<string, unknown>) => {
      const version = (await admin.get(WEBSITE)).json().version;
      return admin.post(WEBSITE, theme({ version, ...changes }));
    };

    it('answers readable defaults before anything is saved', async () => {
      const res = await admin.get(WEBSITE);
      expect(res.json()).toMatchObject({ version: 0, font: 'inter', customCss: '' });
      expect(res.json().fonts).toContain('georgia');
    });

    it('saves colours, font and checked CSS, and serves them to the public pages without a session', async () => {
      const res = await save({
        themeColor: '#1F4E79',
        customCss: '/* Kopf */ .public-header { padding: 8px }',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ themeColor: '#1f4e79', font: 'georgia' });
      expect(res.json().customCss).toBe('.public-header { padding: 8px }');
      const anonymous = new Client(t.app, null);
      const served = await anonymous.get(PUBLIC_THEME);
      expect(served.statusCode).toBe(200);
      expect(served.json()).toMatchObject({
        themeColor: '#1f4e79',
        fontColor: '#ffffff',
        font: 'georgia',
        customCss: '.public-header { padding: 8px }',
      });
      expect(served.json().fontFamily).toContain('Georgia');
      // another project's public pages keep their own theme
      expect((await anonymous.inTenant('beta').get(PUBLIC_THEME)).json().themeColor).not.toBe('#1f4e79');
    });

    it.each([
      ['@import', '@import "https://evil.example/x.css";', 'css_import_not_allowed'],
      [
        'url() to another origin',
        'body { background: url(https://evil.example/a.png) }',
        'css_url_not_allowed',
      ],
      ['protocol-relative url()', "body { background: url('//evil.example/a.png') }", 'css_url_not_allowed'],
      [
        'image-set with a foreign string',
        'body { background: image-set("https://evil.example/a.png" 1x) }',
        'css_url_not_allowed',
      ],
      ['expression()', 'body { width: expression(alert(1)) }', 'css_expression_not_allowed'],
      ['a script URL', 'a { background: url(javascript:alert(1)) }', 'css_script_not_allowed'],
      ['closing the style element', 'body{}</style><script>alert(1)</script>', 'css_markup_not_allowed'],
      [
        'an escape spelling url',
        'body { background: \\75 rl(https://evil.example) }',
        'css_escape_not_allowed',
      ],
      ['an unclosed block', 'body { color: red', 'css_unbalanced'],
      ['a stray closing brace', 'body { color: red } } .x {', 'css_unbalanced'],
      ['an unclosed comment', 'body { color: red } /* open', 'css_unbalanced'],
      ['@import behind a comment', '/* Schrift */@IMPORT/**/"x.css";', 'css_import_not_allowed'],
    ])('refuses custom CSS with %s', async (_name, customCss, key) => {
      const before = await row();
      const res = await save({ customCss });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.customCss).toBe(key);
      expect(res.json().messageKey).toBe(key);
      expect((await row()).public_custom_css).toBe(before.public_custom_css);
    });

    it('allows url() to a path of this site', async () => {
      const res = await save({ customCss: ".logo { background: url('/media/logo.svg') no-repeat }" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().customCss).toContain("url('/media/logo.svg')");
    });

    it('refuses text that does not reach 4.5:1 on its background, naming both colours', async () => {
      const res = await admin.request({
        method: 'POST',
        url: WEBSITE,
        payload: theme({ themeColor: '#ffcc00', fontColor: '#ffffff', secondFontColor: '#999999' }),
        headers: { 'accept-language': 'de' },
      });
      expect(res.statusCode).toBe(400);
      const errors = res.json().errors;
      expect(errors.fontColor).toMatch(/^theme_contrast_too_low\|/);
      expect(JSON.parse(errors.fontColor.split('|')[1])).toMatchObject({
        text: '#ffffff',
        background: '#ffcc00',
        min: 4.5,
      });
      expect(JSON.parse(errors.secondFontColor.split('|')[1])).toMatchObject({
        text: '#999999',
        background: '#ffffff',
      });
      expect(res.json().message).toContain('#ffffff');
      expect(res.json().message).toContain('#ffcc00');
      expect(res.json().message).toContain('4.5:1');
    });

    it('refuses a colour that is not a hex colour', async () => {
      const res = await save({ themeColor: 'red; background: url(x)' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.themeColor).toBe('color_invalid');
    });

    it('refuses a stale version with 409, and audits the saved theme', async () => {
      const version = (await admin.get(WEBSITE)).json().version;
      const count = (await auditOf()).length;
      expect((await admin.post(WEBSITE, theme({ version, font: 'verdana' }))).statusCode).toBe(200);
      const stale = await admin.post(WEBSITE, theme({ version, font: 'system' }));
      expect(stale.statusCode).toBe(409);
      expect(stale.json().messageKey).toBe('website_settings_changed');
      expect((await row()).public_font).toBe('verdana');
      const entries = await auditOf();
      expect(entries).toHaveLength(count + 1);
      expect(JSON.parse(entries.at(-1)!.after!)).toMatchObject({ public_font: 'verdana' });
    });
  });
});
