import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

describe.each(DIALECTS)('shared calls (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let anonymous: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    anonymous = new Client(t.app, null);
  });
  afterAll(() => t.close());

  it('serves the client configuration with the default timeout', async () => {
    const res = await anonymous.get('/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ baseApiUrl: '', axiosTimeout: 120000 });
  });

  it('answers init without a session, with the project of the tenant header', async () => {
    const res = await new Client(t.app, null, 'verkauf').get('/api/v1/init');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.language).toBe('de');
    expect(body.siteTitle).toContain('Immodesk');
    expect(body.bootstrap.project_type).toBe('sale');
    expect(body.bootstrap.baseBackendUrl).toBe(t.config.publicUrl);
    expect(body.bootstrap).not.toHaveProperty('projects');
  });

  it('names in init the single sign-on a project has switched on, and nothing else of its settings', async () => {
    const sso = async (tenant: string) =>
      (await new Client(t.app, null, tenant).get('/api/v1/init')).json().sso;
    expect(await sso('rent')).toBeNull();

    const betaAdmin = await Client.login(t.app, 'beta.admin', 'beta');
    const save = (body: Record<string, unknown>) => betaAdmin.post('/api/v1/settings/authentication', body);
    const oidc = {
      provider: 'oidc',
      issuerUrl: 'https://login.example.ch/realms/beta',
      clientId: 'immodesk',
      clientSecret: 'not-a-real-secret',
    };
    // stored but switched off: not offered
    let res = await save({ ...oidc, enabled: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sso('beta')).toBeNull();

    res = await save({ ...oidc, enabled: true, version: res.json().version });
    expect(res.statusCode, res.body).toBe(200);
    const offered = await sso('beta');
    expect(offered).toEqual({ provider: 'oidc' });
    // another project of the same server still offers none
    expect(await sso('rent')).toBeNull();

    res = await save({
      provider: 'azure',
      enabled: true,
      directoryId: '8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b',
      clientId: 'immodesk',
      version: res.json().version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sso('beta')).toEqual({ provider: 'azure' });

    res = await save({ provider: 'azure', enabled: false, version: res.json().version });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sso('beta')).toBeNull();
  });

  it('answers init for an unknown tenant with 404 and a message', async () => {
    const res = await new Client(t.app, null, 'nowhere').get('/api/v1/init');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('nowhere');
  });

  it('answers bootstrap with every setting the client reads', async () => {
    const res = await admin.get('/api/v1/bootstrap');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const key of [
      'project_type',
      'availableFeatures',
      'baseBackendUrl',
      'allowedFileTypes',
      'maxFileSize',
      'projects',
      'currency',
      'currencyOrder',
      'maxNumObjectImages',
      'allowedImageTypes',
      'unread_messages',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body.uiConfig.applicationForm.template).toBeTypeOf('string');
    expect(body.project_type).toBe('rent');
    expect(body.currency).toBe('CHF');
    expect(body.allowedFileTypes).toContain('pdf');
    expect(body.landingPage).toBe('home');
    expect(body.canSeeProjectSettings).toBe(true);
  });

  it('lists the five projects of the organisation with type, colour and address, and none of another customer', async () => {
    const body = (await admin.get('/api/v1/bootstrap')).json();
    const slugs = body.projects.map((p: { slug: string }) => p.slug).sort();
    expect(slugs).toEqual(['bauprojekt', 'erstvermietung', 'investoren', 'rent', 'verkauf']);
    const sale = body.projects.find((p: { slug: string }) => p.slug === 'verkauf');
    expect(sale.type).toBe('sale');
    expect(sale.brandColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(sale.url).toBe('http://verkauf.localhost:3000');
    expect(body.projects.find((p: { slug: string }) => p.slug === 'rent').url).toBe('http://localhost:3000');
  });

  it('needs a session for bootstrap', async () => {
    const res = await anonymous.get('/api/v1/bootstrap');
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toBeTruthy();
  });

  it('answers version without a session or tenant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'immodesk', api: 'v1' });
    expect(res.json().version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('serves the privacy policy as contentText in the language of the path', async () => {
    const de = (await anonymous.get('/api/v1/privacy-policy')).json();
    const fr = (await anonymous.get('/fr/api/v1/privacy-policy')).json();
    expect(de.contentText).toContain('Datenschutz');
    expect(fr.contentText).toBeTruthy();
    expect(fr.contentText).not.toEqual(de.contentText);
  });

  it('lists countries with Switzerland first, named in the language of the path', async () => {
    const de = (await admin.get('/api/v1/country-list/')).json();
    expect(de[0]).toEqual({ value: 'CH', displayName: 'Schweiz' });
    expect(de.length).toBe(249);
    const it = (await admin.get('/it/api/v1/country-list/')).json();
    expect(it[0]).toEqual({ value: 'CH', displayName: 'Svizzera' });
  });

  it('answers an unknown API path with 404 JSON and nosniff', async () => {
    const res = await admin.get('/api/v1/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.json().message).toContain('/api/v1/does-not-exist');
  });

  it('refuses a body that is not JSON with 400, not 500', async () => {
    const res = await admin.request({
      method: 'POST',
      url: '/api/v1/objects/apartments',
      headers: { 'content-type': 'application/json' },
      payload: '{"bulkAction": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  describe('list settings', () => {
    it('stores the column order of a list for this user and applies it to the header', async () => {
      const order = ['title', 'ref_number', 'rental_price'];
      const res = await admin.post('/api/v1/settings/objects_apartments/list', { value: order });
      expect(res.statusCode).toBe(200);
      const list = (await admin.get('/api/v1/objects/apartments')).json();
      expect(list.header.slice(0, 3).map((h: { key: string }) => h.key)).toEqual(order);
      expect(list.settings.columnOrder.slice(0, 3)).toEqual(order);
      expect(list.header.at(-1).key).toBe('detailColumn');
      const other = await Client.login(t.app, 'demo.superuser');
      const theirs = (await other.get('/api/v1/objects/apartments')).json();
      expect(theirs.header[0].key).toBe('ref_number');
    });

    it('shows the columns that fit by default, rent, state and application link among them, and those the user chooses', async () => {
      const user = await Client.login(t.app, 'demo.user');
      type Column = { key: string; hidden?: boolean };
      const shown = (header: Column[]) => header.filter((h) => !h.hidden).map((h) => h.key);
      const list = (await user.get('/api/v1/objects/apartments')).json();
      expect(shown(list.header)).toEqual([
        'ref_number',
        'title',
        'city',
        'rooms',
        'area',
        'rental_price',
        'progress_state',
        'active',
        'application_url',
        'detailColumn',
      ]);
      // the others are there to be shown (and in the export)
      expect(list.header.filter((h: Column) => h.hidden).map((h: Column) => h.key)).toEqual([
        'building',
        'address',
        'floor',
        'netto_price',
        'available_from',
      ]);

      const order = ['ref_number', 'building', 'title', '-city'];
      expect(
        (await admin.post('/api/v1/settings/objects_apartments/list', { value: order })).statusCode,
      ).toBe(200);
      const mine = (await admin.get('/api/v1/objects/apartments')).json();
      expect(shown(mine.header).slice(0, 4)).toEqual(['ref_number', 'building', 'title', 'rooms']);
      expect(mine.settings.columnOrder.slice(0, 4)).toEqual(['ref_number', 'building', 'title', 'city']);
      // a fixed column is always shown
      const fixed = await admin.post('/api/v1/settings/objects_apartments/list', { value: ['-ref_number'] });
      expect(fixed.statusCode).toBe(400);
      const twice = await admin.post('/api/v1/settings/objects_apartments/list', {
        value: ['title', '-title'],
      });
      expect(twice.statusCode).toBe(400);
    });

    it('refuses unknown lists, unknown or repeated columns and missing values with 400', async () => {
      expect((await admin.post('/api/v1/settings/nothing/list', { value: ['title'] })).statusCode).toBe(400);
      expect(
        (await admin.post('/api/v1/settings/objects_apartments/list', { value: ['nope'] })).statusCode,
      ).toBe(400);
      const twice = await admin.post('/api/v1/settings/objects_apartments/list', {
        value: ['title', 'title'],
      });
      expect(twice.statusCode).toBe(400);
      expect((await admin.post('/api/v1/settings/objects_apartments/list', {})).statusCode).toBe(400);
    });

    it('needs the shared_view_settings permission', async () => {
      const assistant = await Client.login(t.app, 'demo.assistant');
      const res = await assistant.post('/api/v1/settings/objects_apartments/list', { value: ['title'] });
      expect(res.statusCode).toBe(403);
      expect(res.json().messageKey).toBe('admin_access_denied');
    });
  });
});
