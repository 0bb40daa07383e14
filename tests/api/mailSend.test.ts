import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MailAttachmentUpload,
  MailBatchProgress,
  MailDialogReply,
  MailPreviewReply,
  MailSendReply,
} from '../../schema/api/communication';
import { storageFor } from '../../server/core/storage';
import { storageKeyOf } from '../../server/modules/files/service';
import { deliverDue } from '../../server/modules/mail/sender';
import { startSmtpSink } from '../support/smtpSink';
import { fixture, multipartBody } from '../fixtures/multipart';
import type { TableData } from '../../schema/api/tableData';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const BULK = '/api/v1/communication/bulk-mail';
const PREVIEW = '/api/v1/communication/mail-preview';

describe.each(DIALECTS)('communication: sending mails (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let rent: number;
  /** German applications of the rent project with an e-mail address */
  let german: number[];
  let french: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { publicUrl: 'https://immodesk.test' });
    admin = await Client.login(t.app, 'demo.admin');
    rent = await t.projectId('rent');
    const rows = await t.database.db
      .selectFrom('applications')
      .select(['id', 'language'])
      .where('project_id', '=', rent)
      .where('email', '!=', '')
      .orderBy('id')
      .execute();
    german = rows
      .filter((r) => r.language === 'de')
      .map((r) => r.id)
      .slice(0, 7);
    french = rows.find((r) => r.language !== 'de')?.id ?? rows.at(-1)!.id;
    await t.database.db
      .updateTable('applications')
      .set({ language: 'fr' })
      .where('id', '=', french)
      .execute();
    // the first German applicant's name is markup, which must stay text
    await t.database.db
      .updateTable('application_persons')
      .set({ first_name: '<b>X</b>' })
      .where('application_id', '=', german[0]!)
      .where('position', '=', 1)
      .execute();
  });
  afterAll(() => t.close());

  const outboxOf = (batchId: number) =>
    t.database.db
      .selectFrom('conversation_mails')
      .innerJoin('outbox', 'outbox.id', 'conversation_mails.outbox_id')
      .innerJoin('conversations', 'conversations.id', 'conversation_mails.conversation_id')
      .select([
        'outbox.subject',
        'outbox.html_body',
        'outbox.text_body',
        'outbox.to_address',
        'outbox.attachments',
        'outbox.from_name',
        'outbox.kind',
        'conversations.application_id',
        'conversation_mails.kind as mail_kind',
        'conversation_mails.template_id',
      ])
      .where('conversation_mails.batch_id', '=', batchId)
      .orderBy('conversations.application_id')
      .execute();
  const outboxCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const templateId = async (title: string) =>
    (
      await t.database.db
        .selectFrom('mail_templates')
        .select('id')
        .where('project_id', '=', rent)
        .where('title', '=', title)
        .executeTakeFirstOrThrow()
    ).id;

  it('offers the templates in the recipients language with the contacts', async () => {
    const res = await admin.get(BULK, { targets: german.slice(0, 3).join(','), mailView: 'applications' });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<MailDialogReply>();
    expect(reply.language).toBe('de');
    expect(reply.contactGroups[0]!.contacts.map((c) => c.id)).toEqual(german.slice(0, 3));
    expect(reply.mailTemplates.map((x) => x.subject)).toContain('Ihre Bewerbung für {{object_title}}');
    expect(reply.newTemplate).toMatchObject({ new: true, subject: '' });
  });

  it('refuses rows of different languages and queues nothing', async () => {
    const before = await outboxCount();
    const dialog = await admin.get(BULK, { targets: `${german[0]},${french}` });
    expect(dialog.statusCode).toBe(400);
    expect(dialog.json()).toMatchObject({ messageKey: 'admin_selected_items_have_different_lang_message' });
    const sent = await admin.post(BULK, {
      targets: [german[1], french],
      mailView: 'applications',
      subject: 'Hallo',
      body: '<p>Hallo</p>',
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject({ messageKey: 'admin_selected_items_have_different_lang_message' });
    expect(await outboxCount()).toBe(before);
  });

  it('previews the mail of one recipient: placeholders filled and escaped, signature appended', async () => {
    const res = await admin.post(PREVIEW, {
      mailView: 'applications',
      targetId: german[0],
      subject: 'Hallo {{applicant_first_name}}',
      body: '<p>{{salutation}}</p><p>{{project_name}}</p><script>x()</script>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<MailPreviewReply>();
    expect(preview.subject).toBe('Hallo <b>X</b>');
    expect(preview.body).toMatch(/^<p>Guten Tag &lt;b&gt;X&lt;\/b&gt; /);
    expect(preview.body).not.toContain('<script');
    expect(preview.body).toContain('Freundliche Grüsse');
    expect(preview.adultId).toEqual(expect.any(Number));
  });

  it('queues one outbox row per German applicant with the German subject, placeholders filled and escaped', async () => {
    const id = await templateId('Absage');
    const template = (await admin.get(BULK, { targets: german.join(',') }))
      .json<MailDialogReply>()
      .mailTemplates.find((x) => x.id === id)!;
    const res = await admin.post(BULK, {
      targets: german,
      mailView: 'applications',
      subject: template.subject,
      body: template.body,
      templateId: id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<MailSendReply>();
    expect(reply).toMatchObject({ queued: german.length, letters: 0, fileUrl: null });
    expect(reply.results.every((r) => r.status === 'queued')).toBe(true);
    const rows = await outboxOf(reply.batchId!);
    expect(rows.map((r) => r.application_id)).toEqual(german);
    for (const row of rows) {
      expect(row.subject).toMatch(/^Ihre Bewerbung für \S/);
      expect(row.subject).not.toContain('{{');
      expect(row.html_body).not.toContain('{{');
      expect(row).toMatchObject({ mail_kind: 'template', template_id: id, kind: 'conversation_template' });
      expect(row.from_name).toBe('Wiedervermietung Zürich');
    }
    expect(rows[0]!.html_body).toContain('Guten Tag &lt;b&gt;X&lt;/b&gt;');
    expect(rows[0]!.html_body).not.toContain('<b>X</b>');
    expect(rows[0]!.text_body).toContain('Guten Tag <b>X</b>');

    const progress = await admin.get(`${BULK}/${reply.batchId}`);
    expect(progress.json<MailBatchProgress>()).toMatchObject({
      total: german.length,
      queued: german.length,
      sent: 0,
      delivering: false,
    });
  });

  it('refuses the same send again within seconds', async () => {
    const payload = {
      targets: [german[2]],
      mailView: 'applications',
      subject: 'Einmal',
      body: '<p>Nur einmal</p>',
    };
    expect((await admin.post(BULK, payload)).statusCode).toBe(200);
    const again = await admin.post(BULK, payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: 'mail_send_repeated' });
  });

  it('writes a letter for a recipient without e-mail into a PDF staff can download', async () => {
    const target = german[3]!;
    await t.database.db.updateTable('applications').set({ email: '' }).where('id', '=', target).execute();
    await t.database.db
      .updateTable('application_persons')
      .set({ email: '' })
      .where('application_id', '=', target)
      .execute();
    const res = await admin.post(BULK, {
      targets: [target, german[4]],
      mailView: 'applications',
      subject: 'Brief an {{applicant_name}}',
      body: '<p>{{salutation}}</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<MailSendReply>();
    expect(reply).toMatchObject({ queued: 1, letters: 1 });
    expect(reply.results).toEqual(
      expect.arrayContaining([
        { id: target, status: 'letter' },
        { id: german[4], status: 'queued' },
      ]),
    );
    expect(reply.fileUrl).toMatch(/^\/serve-media-files\?url=/);
    const pdf = await admin.get(reply.fileUrl!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stored = await storageFor(t.config).get(storageKeyOf(reply.fileUrl!)!);
    expect(stored).not.toBeNull();
  });

  it('sends uploaded attachments along', async () => {
    const { payload, headers } = multipartBody([{ name: 'plan.pdf', bytes: fixture('plan.pdf') }]);
    const up = await admin.request({
      method: 'POST',
      url: '/api/v1/communication/attachments',
      payload,
      headers,
    });
    expect(up.statusCode, up.body).toBe(200);
    const file = up.json<MailAttachmentUpload>();
    expect(file.name).toBe('plan.pdf');
    const res = await admin.post(BULK, {
      targets: [german[5]],
      mailView: 'applications',
      subject: 'Grundriss',
      body: '<p>Anbei der Grundriss.</p>',
      attachments: [file.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await outboxOf(res.json<MailSendReply>().batchId!);
    expect(JSON.parse(row!.attachments)).toEqual([{ fileId: file.id, name: 'plan.pdf' }]);
    const foreign = await admin.post(BULK, {
      targets: [german[5]],
      subject: 'Fremd',
      body: '<p>x</p>',
      attachments: [file.id + 100000],
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('skips targets of another project per row and answers 404 for another project directly', async () => {
    const beta = await Client.login(t.app, 'beta.admin', 'beta');
    const res = await beta.post(BULK, { targets: [german[1]], subject: 'X', body: '<p>X</p>' });
    expect(res.statusCode).toBe(200);
    expect(res.json<MailSendReply>()).toMatchObject({
      queued: 0,
      results: [{ id: german[1], status: 'failed' }],
    });
    expect((await beta.post(PREVIEW, { targetId: german[1], subject: 'X', body: 'Y' })).statusCode).toBe(404);
    expect((await beta.get(`/api/v1/communication/${german[1]}/send-direct-mail`)).statusCode).toBe(404);
    const batch = (
      await admin.post(BULK, { targets: [german[1]], subject: 'Batch', body: '<p>b</p>' })
    ).json<MailSendReply>();
    expect((await beta.get(`${BULK}/${batch.batchId}`)).statusCode).toBe(404);
  });

  it('refuses a user without shared_communication (403)', async () => {
    const analyst = await Client.login(t.app, 'demo.analyst');
    expect((await analyst.get(BULK, { targets: String(german[0]) })).statusCode).toBe(403);
    expect(
      (await analyst.post(BULK, { targets: [german[0]], subject: 'X', body: '<p>X</p>' })).statusCode,
    ).toBe(403);
    expect((await analyst.post(PREVIEW, { targetId: german[0], subject: 'X', body: 'Y' })).statusCode).toBe(
      403,
    );
  });

  it('sends a direct mail to the adult chosen', async () => {
    const url = `/api/v1/communication/${german[1]}/send-direct-mail`;
    const dialog = (await admin.get(url)).json<MailDialogReply>();
    const contact = dialog.contactGroups[0]!.contacts[0]!;
    const res = await admin.post(url, {
      targets: [],
      subject: 'Direkt',
      body: '<p>Hallo</p>',
      adultId: contact.adultId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await outboxOf(res.json<MailSendReply>().batchId!);
    expect(row).toMatchObject({ mail_kind: 'direct', to_address: contact.email });
  });

  it('drafts and sends a landlord reference mail to the address the application names', async () => {
    const target = german[2]!;
    const answers = JSON.stringify({ landlord_name: 'Livit AG', landlord_email: 'Verwaltung@Livit.test' });
    await t.database.db.updateTable('applications').set({ answers }).where('id', '=', target).execute();
    const url = '/api/v1/communication/landlord/reference-mails';
    const dialog = (await admin.get(url, { targets: String(target) })).json<MailDialogReply>();
    expect(dialog.contactGroups[0]!.contacts).toEqual([
      expect.objectContaining({ id: target, name: 'Livit AG', email: 'verwaltung@livit.test' }),
    ]);
    const draft = dialog.mailTemplates[0]!;
    const res = await admin.post(url, { targets: [target], subject: draft.subject, body: draft.body });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await outboxOf(res.json<MailSendReply>().batchId!);
    expect(row).toMatchObject({ mail_kind: 'reference', to_address: 'verwaltung@livit.test' });
    expect(row!.html_body).toContain('Guten Tag Livit AG');
  });

  it('denies an offered apartment by mail: the draft in the applicant language, the offer declined', async () => {
    const offer = await t.database.db
      .selectFrom('object_occupancies')
      .innerJoin('applications', 'applications.id', 'object_occupancies.application_id')
      .select(['object_occupancies.id', 'object_occupancies.object_id', 'applications.id as application_id'])
      .where('object_occupancies.project_id', '=', rent)
      .where('object_occupancies.kind', '=', 'offer')
      .where('object_occupancies.closed_at', 'is', null)
      .where('applications.email', '!=', '')
      .where('applications.id', 'not in', german)
      .orderBy('object_occupancies.id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('applications')
      .set({ language: 'it' })
      .where('id', '=', offer.application_id!)
      .execute();
    const url = `/api/v1/communication/manual-offer-denial/${offer.application_id}/${offer.object_id}`;
    const dialog = await admin.get(url);
    expect(dialog.statusCode, dialog.body).toBe(200);
    const draft = dialog.json<MailDialogReply>();
    expect(draft.language).toBe('it');
    expect(draft.mailTemplates[0]!.subject).toBe('La sua candidatura per {{object_title}}');
    const res = await admin.post(url, {
      subject: draft.mailTemplates[0]!.subject,
      body: draft.mailTemplates[0]!.body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await outboxOf(res.json<MailSendReply>().batchId!);
    expect(row).toMatchObject({ mail_kind: 'offer_denial', application_id: offer.application_id });
    expect(row!.subject).not.toContain('{{');
    const closed = await t.database.db
      .selectFrom('object_occupancies')
      .select(['closed_as', 'closed_at'])
      .where('id', '=', offer.id)
      .executeTakeFirstOrThrow();
    expect(closed.closed_as).toBe('declined');
    const app = await t.database.db
      .selectFrom('applications')
      .select('progress_state')
      .where('id', '=', offer.application_id!)
      .executeTakeFirstOrThrow();
    expect(app.progress_state).not.toBe('with_offer');
    const ranked = await t.database.db
      .selectFrom('application_priorities')
      .select('object_id')
      .where('application_id', '=', german[0]!)
      .execute();
    const other = (await t.objectsOf('rent')).find((o) => !ranked.some((r) => r.object_id === o.id))!;
    const unrelated = await admin.get(`/api/v1/communication/manual-offer-denial/${german[0]}/${other.id}`);
    expect(unrelated.statusCode).toBe(409);
  });

  it('delivers a template mail over SMTP: right language, placeholders filled, sanitised HTML', async () => {
    const sink = await startSmtpSink();
    try {
      const id = await templateId('Zusage');
      const target = german[6]!;
      const template = (await admin.get(BULK, { targets: String(target) }))
        .json<MailDialogReply>()
        .mailTemplates.find((x) => x.id === id)!;
      const res = await admin.post(BULK, {
        targets: [target],
        subject: template.subject,
        body: `${template.body}<img src="x" onerror="alert(1)">`,
        templateId: id,
      });
      expect(res.statusCode, res.body).toBe(200);
      const outbox = await t.database.db
        .selectFrom('conversation_mails')
        .innerJoin('outbox', 'outbox.id', 'conversation_mails.outbox_id')
        .select(['outbox.id', 'outbox.message_id', 'outbox.to_address'])
        .where('conversation_mails.batch_id', '=', res.json<MailSendReply>().batchId!)
        .executeTakeFirstOrThrow();
      const config = { ...t.config, smtpUrl: sink.url, mailRatePerMinute: 10_000 };
      for (let pass = 0; pass < 20; pass += 1) {
        const row = await t.database.db
          .selectFrom('outbox')
          .select('status')
          .where('id', '=', outbox.id)
          .executeTakeFirstOrThrow();
        if (row.status !== 'queued') break;
        await deliverDue(t.database.db, config, { batchSize: 500 });
      }
      const bare = (id: string | null | undefined) => (id ?? '').replace(/^<|>$/g, '');
      const arrived = sink.mails.find((m) => bare(m.parsed.messageId) === bare(outbox.message_id));
      expect(arrived, 'the mail arrived at the sink').toBeDefined();
      const parsed = arrived!.parsed;
      expect(arrived!.to).toEqual([outbox.to_address]);
      expect(parsed.subject).toMatch(/^Zusage: \S/);
      const html = String(parsed.html);
      expect(html).toContain('Wir freuen uns, Ihnen');
      expect(html).not.toContain('{{');
      expect(html).not.toMatch(/onerror|<script/i);
      expect(parsed.text).toContain('Freundliche Grüsse');
      expect(parsed.from?.text).toContain('Wiedervermietung Zürich');
    } finally {
      await sink.close();
    }
  });

  it('writes from the objects list to the applicant each picked object is offered or assigned to', async () => {
    const open = await t.database.db
      .selectFrom('object_occupancies')
      .innerJoin('applications', 'applications.id', 'object_occupancies.application_id')
      .innerJoin('objects', 'objects.id', 'object_occupancies.object_id')
      .select(['object_occupancies.object_id', 'applications.id as application_id'])
      .where('object_occupancies.project_id', '=', rent)
      .where('object_occupancies.kind', 'in', ['offer', 'assignment'])
      .where('object_occupancies.closed_at', 'is', null)
      .where('objects.object_type', '=', 'apartments')
      .where('applications.email', '!=', '')
      .orderBy('object_occupancies.id', 'desc')
      .executeTakeFirstOrThrow();
    const unbound = await t.database.db
      .selectFrom('objects')
      .select('id')
      .where('project_id', '=', rent)
      .where('object_type', '=', 'apartments')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('object_occupancies')
              .select('id')
              .whereRef('object_occupancies.object_id', '=', 'objects.id')
              .where('closed_at', 'is', null)
              .where('kind', 'in', ['offer', 'assignment']),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();

    // the list offers the mail and gives each bound row its applicant's language
    const listed = async (id: number) => {
      const { ref_number, progress_state, active } = await t.database.db
        .selectFrom('objects')
        .select(['ref_number', 'progress_state', 'active'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const list = await admin.get('/api/v1/objects/apartments', {
        search: ref_number,
        status: active ? progress_state : 'inactive',
      });
      expect(list.statusCode, list.body).toBe(200);
      const data = list.json<TableData>();
      expect(data.bulkOptions.map((b) => b.value)).toContain('sendMail');
      const row = data.body.find((r) => r._id === id);
      expect(row, `row ${ref_number}`).toBeDefined();
      return row!;
    };
    // (a row without an applicant keeps the project's language)
    await t.database.db
      .updateTable('applications')
      .set({ language: 'it' })
      .where('id', '=', open.application_id)
      .execute();
    expect((await listed(open.object_id))._language).toBe('it');
    expect((await listed(unbound.id))._language).toBe('de');

    const res = await admin.post(BULK, {
      targets: [open.object_id, unbound.id],
      mailView: 'objects',
      subject: 'Ihr Objekt {{object_title}}',
      body: '<p>{{salutation}}</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<MailSendReply>();
    expect(reply.queued).toBe(1);
    expect(reply.results).toEqual(
      expect.arrayContaining([
        { id: open.object_id, status: 'queued' },
        expect.objectContaining({ id: unbound.id, status: 'failed' }),
      ]),
    );
    const mails = await outboxOf(reply.batchId!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.application_id).toBe(open.application_id);

    // one object's mail: the dialog names its applicant, the preview speaks of that object
    const single = await admin.get(BULK, { targets: String(open.object_id), mailView: 'objects' });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json<MailDialogReply>().contactGroups[0]!.contacts).toEqual([
      expect.objectContaining({ id: open.object_id }),
    ]);
    const { title } = await t.database.db
      .selectFrom('objects')
      .select('title')
      .where('id', '=', open.object_id)
      .executeTakeFirstOrThrow();
    const preview = await admin.post(PREVIEW, {
      mailView: 'objects',
      targetId: open.object_id,
      subject: 'Ihr Objekt {{object_title}}',
      body: '<p>{{salutation}}</p>',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<MailPreviewReply>().subject).toBe(`Ihr Objekt ${title}`);

    // a selection with nobody to write to is refused before anything is written
    const nobody = await admin.get(BULK, { targets: String(unbound.id), mailView: 'objects' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({
      messageKey: 'mail_objects_without_applicant',
      message: expect.stringMatching(/^Keines der ausgewählten Objekte/),
    });
  });

  it('previews a reference mail greeting the reference, and refuses a selection that names none', async () => {
    const [named, unnamed] = [german[3]!, german[4]!];
    await t.database.db
      .updateTable('applications')
      .set({ answers: JSON.stringify({ landlord_name: 'Wincasa AG', landlord_email: 'info@wincasa.test' }) })
      .where('id', '=', named)
      .execute();
    await t.database.db
      .updateTable('applications')
      .set({ answers: '{}' })
      .where('id', '=', unnamed)
      .execute();
    const url = '/api/v1/communication/landlord/reference-mails';
    const dialog = (await admin.get(url, { targets: `${named},${unnamed}` })).json<MailDialogReply>();
    const [contact] = dialog.contactGroups[0]!.contacts;
    expect(contact).toMatchObject({ id: named, adultId: null, name: 'Wincasa AG' });
    const draft = dialog.mailTemplates[0]!;
    const preview = await admin.post(PREVIEW, {
      mailView: 'applications',
      targetId: named,
      adultId: null,
      reference: 'landlord',
      subject: draft.subject,
      body: draft.body,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const reply = preview.json<MailPreviewReply>();
    expect(reply.body).toMatch(/^<p>Guten Tag Wincasa AG<\/p>/);
    expect(reply.subject).not.toContain('{{');
    // the applicant's own preview still greets the applicant
    const own = await admin.post(PREVIEW, {
      mailView: 'applications',
      targetId: named,
      subject: draft.subject,
      body: draft.body,
    });
    expect(own.json<MailPreviewReply>().body).not.toContain('Wincasa');

    const missing = await admin.post(PREVIEW, {
      mailView: 'applications',
      targetId: unnamed,
      reference: 'landlord',
      subject: draft.subject,
      body: draft.body,
    });
    expect(missing.statusCode).toBe(404);
    const none = await admin.get(url, { targets: String(unnamed) });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      messageKey: 'mail_references_none_landlord',
      message: 'Keine der ausgewählten Bewerbungen nennt eine E-Mail-Adresse der aktuellen Vermieterschaft.',
    });
    const employer = await admin.get('/api/v1/communication/employer/reference-mails', {
      targets: String(named),
    });
    expect(employer.json()).toMatchObject({ messageKey: 'mail_references_none_employer' });

    // the applications list offers both reference mails to those who may write mails
    const list = (await admin.get('/api/v1/applications/')).json<TableData>();
    expect(list.bulkOptions.map((b) => b.value)).toEqual(
      expect.arrayContaining(['sendMail', 'referenceMailLandlord', 'referenceMailEmployer']),
    );
    const option = list.bulkOptions.find((b) => b.value === 'referenceMailLandlord');
    expect(option?.displayName).toBe('Referenz anfragen: Vermieterschaft');
    const refused = await admin.post('/api/v1/applications/', {
      bulkAction: 'referenceMailLandlord',
      targets: [named],
    });
    expect(refused.statusCode).toBe(400);
  });
});
