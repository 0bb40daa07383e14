import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InlineImageReply,
  MailSignatureRecord,
  MailTemplateListReply,
  MailTemplateRecord,
} from '../../schema/api/communication';
import { sanitizeRichText } from '../../server/core/sanitize';
import { fixture, multipartBody } from '../fixtures/multipart';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const TEMPLATES = '/api/v1/settings/email-templates';
const SIGNATURE = '/api/v1/settings/email-signature';

const texts = (de: { subject: string; body: string }, more: Record<string, unknown> = {}) => ({
  de,
  ...more,
});

describe.each(DIALECTS)('settings: mail templates and signature (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect, { publicUrl: 'https://immodesk.test' });
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  const auditOf = (entity: string, id: number) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('lists the demo templates with the placeholders', async () => {
    const res = await admin.get(TEMPLATES);
    expect(res.statusCode).toBe(200);
    const list = res.json<MailTemplateListReply>();
    expect(list.templates.map((x) => x.title)).toEqual(
      expect.arrayContaining(['Absage', 'Besichtigungseinladung', 'Unterlagen nachreichen', 'Zusage']),
    );
    expect(list.templates.every((x) => x.texts.fr.subject !== '' && x.texts.it.body !== '')).toBe(true);
    expect(list.placeholders).toContain('applicant_name');
  });

  it('creates, reads, edits (409 when stale) and deletes a template, each audited', async () => {
    const created = await admin.post(`${TEMPLATES}/create`, {
      title: 'Rückfrage',
      texts: texts({ subject: 'Frage zu {{object_title}}', body: '<p>{{salutation}}</p>' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<MailTemplateRecord>();
    expect(record).toMatchObject({ title: 'Rückfrage', version: 1 });
    expect(record.texts.en).toEqual({ subject: '', body: '' });

    expect((await admin.get(`${TEMPLATES}/${record.id}`)).json<MailTemplateRecord>().title).toBe('Rückfrage');

    const edit = (version: number, title: string) =>
      admin.post(`${TEMPLATES}/${record.id}/edit`, { title, texts: record.texts, version });
    const edited = await edit(1, 'Rückfrage Unterlagen');
    expect(edited.statusCode).toBe(200);
    expect(edited.json<MailTemplateRecord>().version).toBe(2);
    const stale = await edit(1, 'Veraltet');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ messageKey: 'mail_template_changed_meanwhile' });

    const removed = await admin.request({ method: 'DELETE', url: `${TEMPLATES}/${record.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await admin.get(`${TEMPLATES}/${record.id}`)).statusCode).toBe(404);
    expect((await auditOf('mail_templates', record.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('refuses an unknown placeholder as a field error of its language and field', async () => {
    const res = await admin.post(`${TEMPLATES}/create`, {
      title: 'Falsch',
      texts: texts(
        { subject: 'Hallo', body: '<p>Hallo</p>' },
        { fr: { subject: 'Bonjour {{prenom}}', body: '<p>{{mot_de_passe}}</p>' } },
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      'texts.fr.subject': 'mail_unknown_placeholder',
      'texts.fr.body': 'mail_unknown_placeholder',
    });
  });

  it('refuses a template without title or German text', async () => {
    const res = await admin.post(`${TEMPLATES}/create`, {
      title: ' ',
      texts: { en: { subject: 'Hi', body: '<p>Hi</p>' } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors).sort()).toEqual([
      'texts.de.body',
      'texts.de.subject',
      'title',
    ]);
  });

  it('sanitises the body: scripts and event handlers are removed', async () => {
    const res = await admin.post(`${TEMPLATES}/create`, {
      title: 'Sauber',
      texts: texts({
        subject: 'Test',
        body: '<p onclick="steal()">Hallo {{applicant_name}}</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<MailTemplateRecord>().texts.de.body;
    expect(body).toBe('<p>Hallo {{applicant_name}}</p>');
  });

  it('saves the signature with its version (409 when stale), sanitised and audited', async () => {
    const before = (await admin.get(SIGNATURE)).json<MailSignatureRecord>();
    expect(before.texts.de).toContain('{{sender_name}}');
    const saved = await admin.post(SIGNATURE, {
      texts: { de: '<p>Grüsse<script>x()</script></p>', fr: '<p>Salutations</p>' },
      version: before.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MailSignatureRecord>()).toMatchObject({
      texts: { de: '<p>Grüsse</p>', fr: '<p>Salutations</p>', it: '', en: '' },
      version: before.version + 1,
    });
    const stale = await admin.post(SIGNATURE, { texts: { de: '<p>Alt</p>' }, version: before.version });
    expect(stale.statusCode).toBe(409);
    const unknown = await admin.post(SIGNATURE, { texts: { de: '{{nope}}' }, version: before.version + 1 });
    expect(unknown.json<{ errors: Record<string, string> }>().errors).toEqual({
      'texts.de': 'mail_unknown_placeholder',
    });
    expect((await auditOf('mail_signatures', await t.projectId('rent'))).length).toBeGreaterThan(0);
  });

  it('keeps one of two first signatures saved at once and tells the other (409)', async () => {
    const rent = await t.projectId('rent');
    await t.database.db.deleteFrom('mail_signatures').where('project_id', '=', rent).execute();
    expect((await admin.get(SIGNATURE)).json<MailSignatureRecord>().version).toBe(1);
    const replies = await Promise.all(
      ['<p>Erste</p>', '<p>Zweite</p>'].map((de) => admin.post(SIGNATURE, { texts: { de }, version: 1 })),
    );
    expect(replies.map((r) => r.statusCode).sort(), replies.map((r) => r.body).join()).toEqual([200, 409]);
    const kept = replies.find((r) => r.statusCode === 200)!.json<MailSignatureRecord>();
    expect((await admin.get(SIGNATURE)).json<MailSignatureRecord>()).toEqual(kept);
    const refused = replies.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ messageKey: 'mail_signature_changed_meanwhile' });
  });

  it('uploads an inline image whose public URL loads without a session and survives the sanitiser', async () => {
    const { payload, headers } = multipartBody([{ name: 'logo.png', bytes: fixture('logo.png') }]);
    const res = await admin.request({
      method: 'POST',
      url: '/api/v1/ckeditor-image-upload',
      payload,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<InlineImageReply>();
    expect(url).toMatch(
      /^https:\/\/immodesk\.test\/mail-images\/[A-Za-z0-9_-]{43}\/\d+\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/,
    );
    const img = `<p><img src="${url}" alt="Logo"></p>`;
    expect(sanitizeRichText(img)).toBe(img);

    const path = url.slice('https://immodesk.test'.length);
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const forged = path.replace(/mail-images\/[^/]+/, `mail-images/${'A'.repeat(43)}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });

  it('refuses a file that is no image for the editor', async () => {
    const { payload, headers } = multipartBody([{ name: 'plan.pdf', bytes: fixture('plan.pdf') }]);
    const res = await admin.request({
      method: 'POST',
      url: '/api/v1/ckeditor-image-upload',
      payload,
      headers,
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps templates to admins of the project: others 403, another customer or project 404', async () => {
    const id = (await admin.get(TEMPLATES)).json<MailTemplateListReply>().templates[0]!.id;
    const user = await Client.login(t.app, 'demo.user');
    expect((await user.get(TEMPLATES)).statusCode).toBe(403);
    expect((await user.post(SIGNATURE, { texts: {} })).statusCode).toBe(403);
    const beta = await Client.login(t.app, 'beta.admin', 'beta');
    expect((await beta.get(`${TEMPLATES}/${id}`)).statusCode).toBe(404);
    expect(
      (
        await beta.post(`${TEMPLATES}/${id}/edit`, {
          title: 'X',
          texts: texts({ subject: 'a', body: 'b' }),
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await beta.request({ method: 'DELETE', url: `${TEMPLATES}/${id}` })).statusCode).toBe(404);
    const verkauf = await Client.login(t.app, 'demo.admin', 'verkauf');
    expect((await verkauf.get(`${TEMPLATES}/${id}`)).statusCode).toBe(404);
  });
});
