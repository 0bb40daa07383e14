import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationReferencesReply,
  DocumentsRequestInfoReply,
  DocumentsRequestOverview,
  DocumentsRequestReply,
  ReferenceInfoReply,
} from '../../schema/api/actionLinks';
import type { PublicDocumentUploadReply } from '../../schema/api/applicationForms';
import { fixture, multipartBody, type UploadFile } from '../fixtures/multipart';
import { insertApplication, mailedLink, openActionTest } from './applicationFlowSupport';
import { askLandlordReference, referenceUrl } from './referenceSupport';
import { Client, DIALECTS, type TestApp } from './harness';

/** The reference form and the document request through their links. */
describe.each(DIALECTS)('reference and document links (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let anonymous: Client;
  let rentId: number;
  let address = 0;

  beforeAll(async () => {
    ({ t, admin, anonymous, rentId } = await openActionTest(dialect));
  });
  afterAll(() => t.close());

  // ---- references ----

  const referenceAsked = () => askLandlordReference(t, admin, rentId);
  const refUrl = referenceUrl;
  const answers = {
    tenancy_period: '2019–2026',
    rent_on_time: 'yes',
    complaints: 'no',
    would_rent_again: 'yes',
    comment: '',
  };

  it('sends each reference a form link; the form asks the questions of its type', async () => {
    const { app, token } = await referenceAsked();
    const res = await anonymous.get(`${refUrl(token)}/init`);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json<ReferenceInfoReply>();
    expect(info.state).toBe('open');
    expect(info.reference).toMatchObject({
      type: 'landlord',
      applicant_name: app.main_name,
      referee_name: 'Livit AG',
    });
    expect(info.reference!.questions.map((q) => q.key)).toContain('rent_on_time');
    // the other type's address does not open it
    expect((await anonymous.get(`${refUrl(token, 'employer')}/init`)).statusCode).toBe(404);
    expect((await anonymous.get(`${refUrl(token, 'tenant')}/init`)).statusCode).toBe(404);
  });

  it('stores the answers on the application, shown to staff; a second answer is 409', async () => {
    const { app, token } = await referenceAsked();
    const missing = await anonymous.post(refUrl(token), { answeredBy: '', answers: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('answeredBy');
    expect(missing.json().errors).toHaveProperty('answers.rent_on_time');
    const ok = await anonymous.post(refUrl(token), { answeredBy: 'Petra Meier', answers });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await anonymous.post(refUrl(token), { answeredBy: 'Petra Meier', answers });
    expect(again.statusCode).toBe(409);
    const refs = (
      await admin.get(`/api/v1/applications/${app.id}/references`)
    ).json<ApplicationReferencesReply>();
    expect(refs.references).toHaveLength(1);
    expect(refs.references[0]).toMatchObject({
      type: 'landlord',
      state: 'used',
      answered_by: 'Petra Meier',
      referee_name: 'Livit AG',
    });
    expect(refs.references[0]!.answers).toContainEqual({ key: 'rent_on_time', value: 'yes' });
    expect((await anonymous.get(`${refUrl(token)}/init`)).json<ReferenceInfoReply>()).toMatchObject({
      state: 'used',
      reference: null,
    });
    // another project's staff do not see the application's references
    expect(
      (await admin.inTenant('erstvermietung').get(`/api/v1/applications/${app.id}/references`)).statusCode,
    ).toBe(404);
  });

  it('refuses an expired or revoked reference link and one of another project', async () => {
    const { app, token } = await referenceAsked();
    expect((await new Client(t.app, null, 'erstvermietung').get(`${refUrl(token)}/init`)).statusCode).toBe(
      404,
    );
    await t.database.db
      .updateTable('action_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('application_id', '=', app.id)
      .execute();
    expect((await anonymous.get(`${refUrl(token)}/init`)).json<ReferenceInfoReply>().state).toBe('expired');
    expect((await anonymous.post(refUrl(token), { answeredBy: 'X', answers })).statusCode).toBe(410);
    await t.database.db
      .updateTable('action_links')
      .set({ revoked_at: new Date().toISOString() })
      .where('application_id', '=', app.id)
      .execute();
    expect((await anonymous.get(`${refUrl(token)}/init`)).json<ReferenceInfoReply>().state).toBe('revoked');
  });

  // ---- documents ----

  async function documentsAsked(categories = ['debt_collection']) {
    const app = await insertApplication(t.database.db, rentId, { email: `doc${Date.now()}@example.ch` });
    const res = await admin.post(`/api/v1/applications/${app.id}/documents-request`, {
      categories,
      message: 'Bitte bis Ende Woche.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<DocumentsRequestReply>();
    const { mail, match } = await mailedLink(
      t.database.db,
      app.email,
      /\/action\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)\/documents-upload-form/,
    );
    return { app, reply, mail, uuid: match[1]!, token: match[2]! };
  }
  const docUrl = (uuid: string, token: string) => `/api/v1/applications/adult-document-list/${uuid}/${token}`;
  const upload = (
    uuid: string,
    token: string,
    files: UploadFile[],
    fields: Record<string, string>,
    tenant = 'rent',
  ) => {
    const { payload, headers } = multipartBody(files, fields);
    address += 1;
    return t.app.inject({
      method: 'POST',
      url: `${docUrl(uuid, token)}/upload`,
      payload,
      remoteAddress: `10.9.${Math.floor(address / 250)}.${address % 250}`,
      headers: { ...headers, 'tenant-name': tenant },
    });
  };

  it('mails the request with its message and link; the page lists the categories asked for', async () => {
    const { reply, mail, uuid, token } = await documentsAsked(['debt_collection', 'salary_slip']);
    expect(reply.mail).toMatchObject({ status: 'waiting' });
    expect(mail.text_body).toContain('Bitte bis Ende Woche.');
    expect(mail.text_body).toContain('Betreibungsregisterauszug');
    const info = (await anonymous.get(`${docUrl(uuid, token)}/init`)).json<DocumentsRequestInfoReply>();
    expect(info.state).toBe('open');
    expect(info.request!.categories.map((c) => c.key)).toEqual(['debt_collection', 'salary_slip']);
    expect(info.request!.message).toBe('Bitte bis Ende Woche.');
  });

  it('refuses a category the form does not ask for', async () => {
    const app = await insertApplication(t.database.db, rentId);
    const res = await admin.post(`/api/v1/applications/${app.id}/documents-request`, {
      categories: ['passport_photo'],
      message: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('categories');
  });

  it('takes a document through the upload checks into the application, and tells the staff', async () => {
    const { app, uuid, token } = await documentsAsked();
    const ok = await upload(uuid, token, [{ name: 'betreibungsauszug.pdf', bytes: fixture('plan.pdf') }], {
      category: 'debt_collection',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<PublicDocumentUploadReply>().uploaded).toMatchObject([
      { category: 'debt_collection', file_name: 'betreibungsauszug.pdf' },
    ]);
    const documents = await t.database.db
      .selectFrom('application_documents')
      .selectAll()
      .where('application_id', '=', app.id)
      .execute();
    expect(documents).toHaveLength(1);
    const notice = await t.database.db
      .selectFrom('conversation_mails')
      .innerJoin('conversations', 'conversations.id', 'conversation_mails.conversation_id')
      .select(['conversation_mails.text_body', 'conversation_mails.is_read'])
      .where('conversations.application_id', '=', app.id)
      .where('conversation_mails.direction', '=', 'in')
      .executeTakeFirstOrThrow();
    expect(notice.text_body).toContain('betreibungsauszug.pdf');
    expect(notice.is_read).toBe(0);
    const info = (await anonymous.get(`${docUrl(uuid, token)}/init`)).json<DocumentsRequestInfoReply>();
    expect(info.request!.uploaded.map((d) => d.name)).toEqual(['betreibungsauszug.pdf']);
  });

  it('refuses a disguised executable and a category not asked for', async () => {
    const { app, uuid, token } = await documentsAsked();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 1)]);
    const disguised = await upload(
      uuid,
      token,
      [{ name: 'auszug.pdf', bytes: exe, type: 'application/pdf' }],
      {
        category: 'debt_collection',
      },
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json<PublicDocumentUploadReply>().errors[0]!.file_names).toEqual(['auszug.pdf']);
    const other = await upload(uuid, token, [{ name: 'lohn.pdf', bytes: fixture('plan.pdf') }], {
      category: 'salary_slip',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().messageKey).toBe('application_document_category_unknown');
    const documents = await t.database.db
      .selectFrom('application_documents')
      .selectAll()
      .where('application_id', '=', app.id)
      .execute();
    expect(documents).toHaveLength(0);
  });

  it('never opens a document link in another project, with a wrong token, expired or revoked', async () => {
    const { app, uuid, token } = await documentsAsked();
    const pdf = [{ name: 'a.pdf', bytes: fixture('plan.pdf') }];
    expect(
      (await new Client(t.app, null, 'erstvermietung').get(`${docUrl(uuid, token)}/init`)).statusCode,
    ).toBe(404);
    expect(
      (await upload(uuid, token, pdf, { category: 'debt_collection' }, 'erstvermietung')).statusCode,
    ).toBe(404);
    expect((await anonymous.get(`${docUrl(uuid, `${token.slice(0, -2)}xx`)}/init`)).statusCode).toBe(404);
    // an offer link's token under another uuid opens nothing either
    expect(
      (await anonymous.get(`${docUrl('00000000-0000-0000-0000-000000000000', token)}/init`)).statusCode,
    ).toBe(404);
    await t.database.db
      .updateTable('action_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('application_id', '=', app.id)
      .execute();
    expect((await anonymous.get(`${docUrl(uuid, token)}/init`)).json<DocumentsRequestInfoReply>().state).toBe(
      'expired',
    );
    expect((await upload(uuid, token, pdf, { category: 'debt_collection' })).statusCode).toBe(410);
    await t.database.db
      .updateTable('action_links')
      .set({ revoked_at: new Date().toISOString() })
      .where('application_id', '=', app.id)
      .execute();
    expect((await anonymous.get(`${docUrl(uuid, token)}/init`)).json<DocumentsRequestInfoReply>().state).toBe(
      'revoked',
    );
  });

  it('lists what may be asked in the staff language and the requests with their uploads', async () => {
    const { app, uuid, token } = await documentsAsked(['debt_collection']);
    const before = await admin.get(`/api/v1/applications/${app.id}/documents-request`);
    expect(before.statusCode, before.body).toBe(200);
    const overview = before.json<DocumentsRequestOverview>();
    expect(overview.categories.map((c) => c.key)).toEqual(
      expect.arrayContaining(['debt_collection', 'salary_slip']),
    );
    expect(overview.categories.find((c) => c.key === 'debt_collection')!.label).toBe(
      'Betreibungsregisterauszug',
    );
    expect(overview.requests).toHaveLength(1);
    expect(overview.requests[0]).toMatchObject({
      state: 'open',
      uploaded: 0,
      message: 'Bitte bis Ende Woche.',
      categories: [{ key: 'debt_collection' }],
    });
    const ok = await upload(uuid, token, [{ name: 'auszug.pdf', bytes: fixture('plan.pdf') }], {
      category: 'debt_collection',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = (
      await admin.get(`/api/v1/applications/${app.id}/documents-request`)
    ).json<DocumentsRequestOverview>();
    expect(after.requests[0]!.uploaded).toBe(1);
    // the changelog records who asked for what
    const entry = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'applications')
      .where('entity_id', '=', String(app.id))
      .where('action', '=', 'documents_requested')
      .executeTakeFirst();
    expect(entry?.after).toContain('debt_collection');
  });

  it('withdraws a request: its link stops working, once, only for staff who may change it', async () => {
    const { app, reply, uuid, token } = await documentsAsked();
    const revokeUrl = `/api/v1/applications/${app.id}/documents-request/${reply.id}/revoke`;
    const analyst = await Client.login(t.app, 'demo.analyst');
    expect((await analyst.post(revokeUrl)).statusCode).toBe(403);
    expect((await admin.inTenant('erstvermietung').post(revokeUrl)).statusCode).toBe(404);
    const other = await insertApplication(t.database.db, rentId);
    const wrongApplication = await admin.post(
      `/api/v1/applications/${other.id}/documents-request/${reply.id}/revoke`,
    );
    expect(wrongApplication.statusCode).toBe(404);
    expect(wrongApplication.json().messageKey).toBe('documents_request_not_found');
    const res = await admin.post(revokeUrl);
    expect(res.statusCode, res.body).toBe(200);
    expect((await anonymous.get(`${docUrl(uuid, token)}/init`)).json<DocumentsRequestInfoReply>().state).toBe(
      'revoked',
    );
    const pdf = [{ name: 'a.pdf', bytes: fixture('plan.pdf') }];
    expect((await upload(uuid, token, pdf, { category: 'debt_collection' })).statusCode).toBe(410);
    const again = await admin.post(revokeUrl);
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('action_link_revoked');
    const overview = (
      await admin.get(`/api/v1/applications/${app.id}/documents-request`)
    ).json<DocumentsRequestOverview>();
    expect(overview.requests[0]!.state).toBe('revoked');
  });

  it('lets only staff who may change applications ask for documents', async () => {
    const app = await insertApplication(t.database.db, rentId);
    const res = await anonymous.post(`/api/v1/applications/${app.id}/documents-request`, {
      categories: ['debt_collection'],
      message: '',
    });
    expect(res.statusCode).toBe(401);
    const other = await admin
      .inTenant('erstvermietung')
      .post(`/api/v1/applications/${app.id}/documents-request`, {
        categories: ['debt_collection'],
        message: '',
      });
    expect(other.statusCode).toBe(404);
  });
});
