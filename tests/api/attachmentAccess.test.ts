import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FeedMail,
  InboxFeedReply,
  MailAttachmentUpload,
  MailSendReply,
} from '../../schema/api/communication';
import { scoped } from '../../server/core/scope';
import { storageFor } from '../../server/core/storage';
import { mediaPath } from '../../server/modules/files/mediaLinks';
import { fixture, multipartBody } from '../fixtures/multipart';
import { Client, createTestApp, FILE_RUNS, type TestApp } from './harness';
import { fileIncoming, firstConversation, SMALL_PDF } from './inboxSupport';
import { expectStatus } from './objectsSupport';

const BULK = '/api/v1/communication/bulk-mail';
const feedUrl = (applicationId: number) => `/api/v1/communication/${applicationId}/inbox-feed`;
const fileUrl = (attachmentId: number) => `/api/v1/communication/attachments/${attachmentId}/file`;
const categorizeUrl = (attachmentId: number) =>
  `/api/v1/communication/attachments/${attachmentId}/categorize-documents`;

/**
 * Which files a mail may carry and who may download a mail's attachment: an applicant's files
 * (application documents, what an applicant sent by mail) only with applications_read, the same
 * rule serve-media-files keeps; filing an attachment as a document needs applications_write.
 */
describe.each(FILE_RUNS)('communication: access to attachments, files in %s (%s)', (fileStore, dialect) => {
  let t: TestApp;
  let admin: Client;
  let user: Client;
  let assistant: Client;
  let marketer: Client;
  let contract: Client;
  let rentId: number;
  /** an application document (an applicant's ID card or the like) of the rent project */
  let document: { fileId: number; storageKey: string; applicationId: number };
  /** an apartment offered or assigned to an applicant with an address, and that application */
  let bound: { objectId: number; applicationId: number };
  let subjectNo = 0;
  /** a subject of its own per send (the same send twice within seconds is refused as a repeat) */
  const subject = () => `Unterlagen ${++subjectNo}`;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, fileStore);
    admin = await Client.login(t.app, 'demo.admin');
    user = await Client.login(t.app, 'demo.user');
    assistant = await Client.login(t.app, 'demo.assistant');
    marketer = await Client.login(t.app, 'demo.marketer');
    contract = await Client.login(t.app, 'demo.contract');
    rentId = await t.projectId('rent');
    const doc = await scoped(t.database.db, rentId)
      .selectFrom('application_documents')
      .innerJoin('uploaded_files', 'uploaded_files.id', 'application_documents.file_id')
      .innerJoin('applications', 'applications.id', 'application_documents.application_id')
      .select([
        'uploaded_files.id as file_id',
        'uploaded_files.storage_key',
        'application_documents.application_id',
      ])
      .where('applications.email', '!=', '')
      .orderBy('application_documents.id')
      .executeTakeFirstOrThrow();
    document = {
      fileId: Number(doc.file_id),
      storageKey: doc.storage_key,
      applicationId: Number(doc.application_id),
    };
    const occupancy = await t.database.db
      .selectFrom('object_occupancies')
      .innerJoin('applications', 'applications.id', 'object_occupancies.application_id')
      .innerJoin('objects', 'objects.id', 'object_occupancies.object_id')
      .select(['object_occupancies.object_id', 'applications.id as application_id'])
      .where('object_occupancies.project_id', '=', rentId)
      .where('object_occupancies.kind', 'in', ['offer', 'assignment'])
      .where('object_occupancies.closed_at', 'is', null)
      .where('objects.object_type', '=', 'apartments')
      .where('applications.email', '!=', '')
      .orderBy('object_occupancies.id')
      .executeTakeFirstOrThrow();
    bound = { objectId: Number(occupancy.object_id), applicationId: Number(occupancy.application_id) };
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const count = async (table: 'outbox' | 'conversation_mails' | 'mail_attachments' | 'mail_batches') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const written = async () => ({
    outbox: await count('outbox'),
    mails: await count('conversation_mails'),
    attachments: await count('mail_attachments'),
    batches: await count('mail_batches'),
  });
  const outboxAttachments = async (batchId: number) =>
    (
      await db()
        .selectFrom('conversation_mails')
        .innerJoin('outbox', 'outbox.id', 'conversation_mails.outbox_id')
        .select('outbox.attachments')
        .where('conversation_mails.batch_id', '=', batchId)
        .execute()
    ).map((r) => JSON.parse(r.attachments) as Array<{ fileId: number }>);
  const uploadForMail = async (client: Client, name: string) => {
    const { payload, headers } = multipartBody([{ name, bytes: fixture('plan.pdf') }]);
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/communication/attachments',
      payload,
      headers,
    });
    expectStatus(res, 200, 'upload for a mail');
    return res.json<MailAttachmentUpload>();
  };
  /** an incoming reply with a PDF in an application's conversation: its attachment and file */
  const incoming = async (skip: number, name: string) => {
    const conversation = await firstConversation(db(), rentId, skip);
    const { attachmentId } = await fileIncoming(db(), t.config, rentId, conversation.id, {
      attachment: { name, bytes: SMALL_PDF, mime: 'application/pdf' },
    });
    const row = await scoped(db(), rentId)
      .selectFrom('mail_attachments')
      .innerJoin('uploaded_files', 'uploaded_files.id', 'mail_attachments.file_id')
      .select(['mail_attachments.file_id', 'uploaded_files.storage_key'])
      .where('mail_attachments.id', '=', attachmentId!)
      .executeTakeFirstOrThrow();
    return {
      attachmentId: attachmentId!,
      fileId: Number(row.file_id),
      storageKey: row.storage_key,
      applicationId: conversation.application_id!,
    };
  };

  it('refuses an application document attached to bulk mail without applications_read, writing nothing', async () => {
    for (const [name, client] of [
      ['marketer', marketer],
      ['contract', contract],
    ] as const) {
      const before = await written();
      const res = await client.post(BULK, {
        targets: [bound.objectId],
        mailView: 'objects',
        subject: subject(),
        body: '<p>Anbei die Unterlagen.</p>',
        attachments: [document.fileId],
      });
      const body = expectStatus(res, 403, name);
      expect(body.messageKey, name).toBe('mail_attachment_not_allowed');
      expect(body.errors, name).toEqual({ attachments: 'mail_attachment_not_allowed' });
      expect(await written(), name).toEqual(before);
    }
  });

  it('refuses a file an applicant sent by mail as an attachment of such a role', async () => {
    const received = await incoming(1, 'Betreibungsauszug.pdf');
    const before = await written();
    const res = await marketer.post(BULK, {
      targets: [bound.objectId],
      mailView: 'objects',
      subject: subject(),
      body: '<p>Weitergeleitet.</p>',
      attachments: [received.fileId],
    });
    expect(expectStatus(res, 403).messageKey).toBe('mail_attachment_not_allowed');
    expect(await written()).toEqual(before);
  });

  it('refuses an application document attached to a messenger reply without applications_read, writing nothing', async () => {
    for (const [name, client] of [
      ['marketer', marketer],
      ['contract', contract],
    ] as const) {
      const before = await written();
      const res = await client.post(feedUrl(bound.applicationId), {
        subject: subject(),
        body: '<p>Anbei die Unterlagen.</p>',
        attachments: [document.fileId],
      });
      const body = expectStatus(res, 403, name);
      expect(body.messageKey, name).toBe('mail_attachment_not_allowed');
      expect(body.errors, name).toEqual({ attachments: 'mail_attachment_not_allowed' });
      expect(await written(), name).toEqual(before);
    }
  });

  it('lets roles with applications_read attach an application document to bulk mail and a reply', async () => {
    for (const [name, client] of [
      ['admin', admin],
      ['user', user],
    ] as const) {
      const bulk = await client.post(BULK, {
        targets: [document.applicationId],
        mailView: 'applications',
        subject: subject(),
        body: '<p>Ihre Unterlagen.</p>',
        attachments: [document.fileId],
      });
      expectStatus(bulk, 200, `${name} bulk`);
      const reply = bulk.json<MailSendReply>();
      expect(reply.queued, name).toBe(1);
      expect(await outboxAttachments(reply.batchId!), name).toEqual([
        [expect.objectContaining({ fileId: document.fileId })],
      ]);
      const feed = await client.post(feedUrl(document.applicationId), {
        subject: subject(),
        body: '<p>Ihre Unterlagen.</p>',
        attachments: [document.fileId],
      });
      expectStatus(feed, 201, `${name} reply`);
      expect(feed.json<FeedMail>().attachments).toHaveLength(1);
    }
  });

  it('lets a role without applications_read send and download a file uploaded for the mail', async () => {
    const file = await uploadForMail(marketer, 'Grundriss.pdf');
    const bulk = await marketer.post(BULK, {
      targets: [bound.objectId],
      mailView: 'objects',
      subject: subject(),
      body: '<p>Der Grundriss.</p>',
      attachments: [file.id],
    });
    expectStatus(bulk, 200, 'bulk');
    const reply = bulk.json<MailSendReply>();
    expect(reply.queued).toBe(1);
    expect(await outboxAttachments(reply.batchId!)).toEqual([[expect.objectContaining({ fileId: file.id })]]);

    const other = await uploadForMail(contract, 'Vertrag.pdf');
    const sent = await contract.post(feedUrl(bound.applicationId), {
      subject: subject(),
      body: '<p>Der Vertragsentwurf.</p>',
      attachments: [other.id],
    });
    expectStatus(sent, 201, 'reply');
    const [attachment] = sent.json<FeedMail>().attachments;
    const download = await contract.get(attachment!.url);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(fixture('plan.pdf'))).toBe(true);
  });

  it('refuses the download of an application document sent as an attachment without applications_read', async () => {
    const sent = await admin.post(feedUrl(document.applicationId), {
      subject: subject(),
      body: '<p>Ihre Unterlagen zurück.</p>',
      attachments: [document.fileId],
    });
    expectStatus(sent, 201, 'reply');
    const [attachment] = sent.json<FeedMail>().attachments;
    for (const [name, client] of [
      ['marketer', marketer],
      ['contract', contract],
    ] as const) {
      const res = await client.get(fileUrl(attachment!.id));
      // a JSON refusal, not the file
      expect(expectStatus(res, 403, name).messageKey, name).toBe('inbox_attachment_not_allowed');
    }
    const stored = await storageFor(t.config).get(document.storageKey);
    for (const [name, client] of [
      ['admin', admin],
      ['assistant', assistant],
    ] as const) {
      const res = await client.get(fileUrl(attachment!.id));
      expect(res.statusCode, name).toBe(200);
      expect(res.rawPayload.equals(stored!.bytes), name).toBe(true);
    }
  });

  it('treats what an applicant sent by mail as applicant data, in the messenger and in serve-media-files alike', async () => {
    const received = await incoming(2, 'Ausweis.pdf');
    // the conversation stays visible to the role (its mails and the attachment's name) ...
    const feed = await marketer.get(feedUrl(received.applicationId));
    expectStatus(feed, 200, 'feed');
    const listed = feed
      .json<InboxFeedReply>()
      .mails.flatMap((m) => m.attachments)
      .find((a) => a.id === received.attachmentId);
    expect(listed?.name).toBe('Ausweis.pdf');
    // ... the file is not
    for (const client of [marketer, contract]) {
      expect(expectStatus(await client.get(fileUrl(received.attachmentId)), 403).messageKey).toBe(
        'inbox_attachment_not_allowed',
      );
      expectStatus(await client.get(mediaPath(received.storageKey)), 403, 'serve-media-files');
    }
    for (const client of [admin, user]) {
      const res = await client.get(fileUrl(received.attachmentId));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.equals(SMALL_PDF)).toBe(true);
      expect((await client.get(mediaPath(received.storageKey))).statusCode, 'serve-media-files').toBe(200);
    }
  });

  it('lets only roles with applications_write file an attachment as an application document', async () => {
    const received = await incoming(3, 'Lohnausweis.pdf');
    const documents = async () =>
      Number(
        (
          await scoped(db(), rentId)
            .selectFrom('application_documents')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('application_id', '=', received.applicationId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await documents();
    for (const [name, client] of [
      ['marketer', marketer],
      ['assistant', assistant],
    ] as const) {
      expectStatus(await client.get(categorizeUrl(received.attachmentId)), 403, `${name} GET`);
      const refused = await client.post(categorizeUrl(received.attachmentId), { category: 'salary_slip' });
      expect(expectStatus(refused, 403, `${name} POST`).messageKey).toBe('inbox_categorize_not_allowed');
    }
    expect(await documents()).toBe(before);

    const info = await user.get(categorizeUrl(received.attachmentId));
    expectStatus(info, 200, 'user GET');
    const filed = await user.post(categorizeUrl(received.attachmentId), { category: 'salary_slip' });
    expectStatus(filed, 200, 'user POST');
    expect(filed.json<{ document_id: number | null }>().document_id).not.toBeNull();
    expect(await documents()).toBe(before + 1);
  });
});
