import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedMail, InboxFeedReply, MailReadReply } from '../../schema/api/communication';
import type { TableData, TableRow } from '../../schema/api/tableData';
import { scoped } from '../../server/core/scope';
import type { ConversationMailStatus } from '../../server/db/tables/communication';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { fileIncoming, firstConversation, SMALL_PDF, storedUnread } from './inboxSupport';
import { expectStatus } from './objectsSupport';

/** The inbox lists, the messenger feed, read marks, removal and attachments filed as documents. */
describe.each(DIALECTS)('communication: inbox and messenger (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let rentId: number;
  let otherId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    rentId = await t.projectId('rent');
    otherId = await t.projectId('erstvermietung');
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const list = async (mailbox: string, query: Record<string, string> = {}) => {
    const res = await admin.get(`/api/v1/communication/inbox/${mailbox}`, query);
    expectStatus(res, 200, `${mailbox} ${JSON.stringify(query)}`);
    return res.json<TableData>();
  };
  const unread = async () =>
    (await admin.get('/api/v1/unread-count-messages')).json<{ count: number }>().count;
  const feed = async (applicationId: number) => {
    const res = await admin.get(`/api/v1/communication/${applicationId}/inbox-feed`);
    expectStatus(res, 200, 'feed');
    return res.json<InboxFeedReply>();
  };

  it('counts the seeded unread replies, not the bounces, in the bootstrap too', async () => {
    const count = await unread();
    expect(count).toBeGreaterThan(0);
    expect(count).toBe(await storedUnread(db(), rentId));
    const boot = await admin.get('/api/v1/bootstrap');
    expect(boot.json<{ unread_messages: number }>().unread_messages).toBe(count);
  });

  it('lists each mailbox with its own mails, paged and counted', async () => {
    const s = scoped(db(), rentId);
    const count = async (direction: 'in' | 'out', statuses: ConversationMailStatus[]) =>
      Number(
        (
          await s
            .selectFrom('conversation_mails')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('direction', '=', direction)
            .where('status', 'in', statuses)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const inbox = await list('inbox', { rowsPerPage: '5' });
    expect(inbox.pagination.totalItems).toBe(await count('in', ['received']));
    expect(inbox.body).toHaveLength(5);
    expect(inbox.search.enabled).toBe(true);
    for (const row of inbox.body) {
      expect(row.status).toBe('received');
      expect(typeof row.application_id).toBe('number');
      expect(row._messenger).toMatchObject({ has_bounce: false });
    }
    const page2 = await list('inbox', { rowsPerPage: '5', page: '2' });
    expect(page2.body.map((r) => r._id)).not.toContain(inbox.body[0]!._id);

    const sent = await list('sent', { rowsPerPage: '50' });
    expect(sent.pagination.totalItems).toBe(await count('out', ['sent', 'bounced']));
    expect(new Set(sent.body.map((r) => r.status))).toEqual(new Set(['sent', 'bounced']));
    const bouncedRow = sent.body.find((r) => r.status === 'bounced')!;
    expect(bouncedRow.status_reason).toContain('550');
    expect((bouncedRow._messenger as { has_bounce: boolean }).has_bounce).toBe(true);

    // the outbox view lists every outgoing mail of the project, in any state (outbox.test.ts)
    const outbox = await list('outbox', { status: 'queued', rowsPerPage: '50' });
    expect(outbox.body.length).toBeGreaterThan(0);
    // no SMTP_URL in the tests: waiting mails say why
    for (const row of outbox.body)
      expect(row.status_reason).toBe('Nicht gesendet: Es ist kein Mailserver eingerichtet.');
    const everything = await list('outbox');
    const outgoing = await count('out', ['queued', 'sent', 'failed', 'bounced', 'unconfirmed']);
    expect(everything.pagination.totalItems).toBeGreaterThanOrEqual(outgoing);

    expectStatus(await admin.get('/api/v1/communication/inbox/trash'), 404);
  });

  it('searches, filters, narrows by state and sorts', async () => {
    const besichtigung = await list('sent', { search: 'besichtigung', rowsPerPage: '50' });
    expect(besichtigung.body.length).toBeGreaterThan(0);
    for (const row of besichtigung.body) expect(String(row.subject).toLowerCase()).toContain('besichtigung');

    const someone = (await list('inbox')).body[0]!;
    const byName = await list('inbox', {
      search: String(someone.contact_name).split(' ')[0]!,
      rowsPerPage: '50',
    });
    expect(byName.body.map((r) => r._id)).toContain(someone._id);
    const byAddress = await list('inbox', { search: String(someone.contact) });
    expect(byAddress.body.map((r) => r._id)).toContain(someone._id);
    expect((await list('inbox', { search: 'zzqqxx-nothing' })).pagination.totalItems).toBe(0);

    const unreadRows = await list('inbox', { read: 'unread', rowsPerPage: '50' });
    const unreadStored = await scoped(db(), rentId)
      .selectFrom('conversation_mails')
      .select('id')
      .where('direction', '=', 'in')
      .where('is_read', '=', 0)
      .execute();
    expect(unreadRows.pagination.totalItems).toBe(unreadStored.length);
    for (const row of unreadRows.body)
      expect((row._messenger as { has_unread_mail: boolean }).has_unread_mail).toBe(true);
    expectStatus(await admin.get('/api/v1/communication/inbox/inbox', { read: 'maybe' }), 400);

    const bounced = await list('sent', { status: 'bounced' });
    expect(bounced.body.length).toBeGreaterThan(0);
    for (const row of bounced.body) expect(row.status).toBe('bounced');

    const bySubject = await list('sent', { sort: 'subject', rowsPerPage: '50' });
    const subjects = bySubject.body.map((r) => String(r.subject));
    expect(subjects).toEqual([...subjects].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = await list('inbox', { sort: '-created_at', rowsPerPage: '50' });
    const dates = newest.body.map((r) => String(r.created_at));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows a conversation in the feed with replies, attachments and bounce reasons', async () => {
    const bouncedMail = await scoped(db(), rentId)
      .selectFrom('conversation_mails')
      .innerJoin('conversations', 'conversations.id', 'conversation_mails.conversation_id')
      .select(['conversations.application_id as application_id', 'conversation_mails.id as id'])
      .where('conversation_mails.status', '=', 'bounced')
      .executeTakeFirstOrThrow();
    const bounceFeed = await feed(Number(bouncedMail.application_id));
    const shown = bounceFeed.mails.find((m) => m.id === Number(bouncedMail.id))!;
    expect(shown).toMatchObject({ direction: 'out', status: 'bounced' });
    expect(shown.status_reason).toContain('550');
    expect(bounceFeed.contacts.length).toBeGreaterThan(0);

    const conversation = await firstConversation(db(), rentId);
    const filed = await fileIncoming(db(), t.config, rentId, conversation.id, {
      subject: 'Re: Unterlagen',
      attachment: { name: 'Lohnausweis 2025.pdf', bytes: SMALL_PDF, mime: 'application/pdf' },
    });
    const withReply = await feed(conversation.application_id!);
    expect(withReply.mails.some((m) => m.direction === 'out')).toBe(true);
    const reply = withReply.mails.find((m) => m.id === filed.mailId)!;
    expect(reply).toMatchObject({
      direction: 'in',
      status: 'received',
      is_read: false,
      subject: 'Re: Unterlagen',
    });
    expect(reply.attachments).toEqual([
      expect.objectContaining({ id: filed.attachmentId, name: 'Lohnausweis 2025.pdf', document_id: null }),
    ]);

    const file = await admin.get(reply.attachments[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain('attachment');
    expect(file.rawPayload.equals(SMALL_PDF)).toBe(true);
  });

  it('files an attachment into the application documents once', async () => {
    const conversation = await firstConversation(db(), rentId, 1);
    const { attachmentId } = await fileIncoming(db(), t.config, rentId, conversation.id, {
      attachment: { name: 'Betreibungsauszug.pdf', bytes: SMALL_PDF, mime: 'application/pdf' },
    });
    const url = `/api/v1/communication/attachments/${attachmentId}/categorize-documents`;
    const info = await admin.get(url);
    expectStatus(info, 200);
    const categories = info.json<{ categories: Array<{ value: string }> }>().categories;
    expect(categories.length).toBeGreaterThan(0);
    const category = categories[0]!.value;

    const bad = expectStatus(await admin.post(url, { category: 'no_such_category' }), 400);
    expect(bad.errors).toEqual({ category: 'application_document_category_unknown' });

    const res = await admin.post(url, { category });
    expectStatus(res, 200);
    const documentId = res.json<{ document_id: number }>().document_id;
    const document = await scoped(db(), rentId)
      .selectFrom('application_documents')
      .selectAll()
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(document).toMatchObject({ application_id: conversation.application_id, category });
    const attachment = await scoped(db(), rentId)
      .selectFrom('mail_attachments')
      .selectAll()
      .where('id', '=', attachmentId!)
      .executeTakeFirstOrThrow();
    expect(attachment.document_id).toBe(documentId);
    // the document has a copy of its own: removing it leaves the attachment
    expect(document.file_id).not.toBe(attachment.file_id);

    expect(expectStatus(await admin.post(url, { category }), 409).messageKey).toBe(
      'inbox_attachment_already_filed',
    );
  });

  it('marks read and unread, keeping the count', async () => {
    const conversation = await firstConversation(db(), rentId, 2);
    const { mailId } = await fileIncoming(db(), t.config, rentId, conversation.id);
    const before = await unread();
    const read = await admin.post(`/api/v1/communication/${mailId}/mail-is-read`, { is_read: true });
    expectStatus(read, 200);
    expect(read.json<MailReadReply>()).toEqual({ id: mailId, is_read: true, unread_messages: before - 1 });
    expect(await unread()).toBe(before - 1);
    // twice is no second change
    await admin.post(`/api/v1/communication/${mailId}/mail-is-read`, { is_read: true });
    expect(await unread()).toBe(before - 1);
    const again = await admin.request({
      method: 'PATCH',
      url: `/api/v1/communication/${mailId}/update`,
      payload: { is_read: false },
    });
    expectStatus(again, 200);
    expect(again.json<FeedMail>().is_read).toBe(false);
    expect(await unread()).toBe(before);
    expect(await storedUnread(db(), rentId)).toBe(before);
    expectStatus(await admin.post(`/api/v1/communication/${mailId}/mail-is-read`, { is_read: 'yes' }), 400);

    // a bounce is no unread mail: seeing it leaves the count
    const bounce = await scoped(db(), rentId)
      .selectFrom('conversation_mails')
      .select('id')
      .where('status', '=', 'bounced')
      .where('bounce_read', '=', 0)
      .executeTakeFirstOrThrow();
    const seen = await admin.post(`/api/v1/communication/${bounce.id}/mail-is-read`, { is_read: true });
    expect(seen.json<MailReadReply>().unread_messages).toBe(before);
  });

  it('re-files an incoming mail to another application and removes mails', async () => {
    const from = await firstConversation(db(), rentId, 3);
    const to = await firstConversation(db(), rentId, 4);
    const { mailId } = await fileIncoming(db(), t.config, rentId, from.id);
    const before = await unread();
    const moved = await admin.request({
      method: 'PATCH',
      url: `/api/v1/communication/${mailId}/update`,
      payload: { application_id: to.application_id },
    });
    expectStatus(moved, 200);
    expect((await feed(to.application_id!)).mails.map((m) => m.id)).toContain(mailId);
    expect((await feed(from.application_id!)).mails.map((m) => m.id)).not.toContain(mailId);
    expect(await unread()).toBe(before);
    expect(await storedUnread(db(), rentId)).toBe(before);
    const missing = await admin.request({
      method: 'PATCH',
      url: `/api/v1/communication/${mailId}/update`,
      payload: { application_id: 99_999_999 },
    });
    expect(expectStatus(missing, 400).errors).toEqual({ application_id: 'application_not_found' });

    const removed = await admin.request({ method: 'DELETE', url: `/api/v1/communication/${mailId}/delete` });
    expectStatus(removed, 200);
    expect(removed.json<{ unread_messages: number }>().unread_messages).toBe(before - 1);
    expect(await storedUnread(db(), rentId)).toBe(before - 1);
    expect((await feed(to.application_id!)).mails.map((m) => m.id)).not.toContain(mailId);
    const twice = await admin.request({ method: 'DELETE', url: `/api/v1/communication/${mailId}/delete` });
    expectStatus(twice, 404);
  });

  it('queues a reply written in the messenger, sanitised, from the project', async () => {
    const conversation = await firstConversation(db(), rentId, 5);
    const appId = conversation.application_id!;
    const res = await admin.post(`/api/v1/communication/${appId}/inbox-feed`, {
      subject: 'Re: Besichtigung',
      body: '<p>Gerne am Freitag.</p><script>alert(1)</script>',
    });
    expectStatus(res, 201);
    const mail = res.json<FeedMail>();
    expect(mail).toMatchObject({
      direction: 'out',
      kind: 'direct',
      status: 'queued',
      status_reason: 'mail_not_sent_no_server',
    });
    expect(mail.html).not.toContain('script');
    const stored = await scoped(db(), rentId)
      .selectFrom('conversation_mails')
      .selectAll()
      .where('id', '=', mail.id)
      .executeTakeFirstOrThrow();
    const outbox = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', stored.outbox_id!)
      .executeTakeFirstOrThrow();
    expect(outbox.reply_to).toMatch(/^r-[a-z2-7]{26}@/);
    const project = await db()
      .selectFrom('projects')
      .select('title')
      .where('id', '=', rentId)
      .executeTakeFirstOrThrow();
    expect(outbox.from_name).toBe(project.title);
    expect((await feed(appId)).mails.map((m) => m.id)).toContain(mail.id);

    const empty = await admin.post(`/api/v1/communication/${appId}/inbox-feed`, {
      subject: '',
      body: '<p>x</p>',
    });
    expect(expectStatus(empty, 400).errors).toHaveProperty('subject');
  });

  it('flags application rows with unread mail and bounces', async () => {
    const res = await admin.get('/api/v1/applications/', { rowsPerPage: '50', sort: 'created_at' });
    expectStatus(res, 200);
    const rows = res.json<TableData>().body;
    const conversations = await scoped(db(), rentId).selectFrom('conversations').selectAll().execute();
    const byApp = new Map<number, { unread: boolean; bounce: boolean }>();
    for (const c of conversations) {
      const flags = byApp.get(c.application_id!) ?? { unread: false, bounce: false };
      byApp.set(c.application_id!, {
        unread: flags.unread || c.unread_count > 0,
        bounce: flags.bounce || c.bounce_count > 0,
      });
    }
    const flagged = rows.filter((r: TableRow) => byApp.has(r._id));
    expect(flagged.length).toBeGreaterThan(0);
    for (const row of rows) {
      const expected = byApp.get(row._id) ?? { unread: false, bounce: false };
      expect(row._messenger).toMatchObject({ has_unread_mail: expected.unread, has_bounce: expected.bounce });
    }
  });

  it("answers 404 for another project's mails and 403 without communication", async () => {
    const other = await firstConversation(db(), otherId);
    const { mailId, attachmentId } = await fileIncoming(db(), t.config, otherId, other.id, {
      attachment: { name: 'Ausweis.pdf', bytes: SMALL_PDF, mime: 'application/pdf' },
    });
    const urls = [
      ['POST', `/api/v1/communication/${mailId}/mail-is-read`, { is_read: true }],
      ['PATCH', `/api/v1/communication/${mailId}/update`, { is_read: true }],
      ['DELETE', `/api/v1/communication/${mailId}/delete`, undefined],
      ['GET', `/api/v1/communication/attachments/${attachmentId}/file`, undefined],
      ['GET', `/api/v1/communication/attachments/${attachmentId}/categorize-documents`, undefined],
      ['POST', `/api/v1/communication/attachments/${attachmentId}/categorize-documents`, { category: 'id' }],
      ['GET', `/api/v1/communication/${other.application_id}/inbox-feed`, undefined],
      [
        'POST',
        `/api/v1/communication/${other.application_id}/inbox-feed`,
        { subject: 'Hallo', body: '<p>Hallo</p>' },
      ],
    ] as const;
    for (const [method, url, payload] of urls) {
      const res = await admin.request({ method, url, ...(payload ? { payload } : {}) });
      expectStatus(res, 404, `${method} ${url}`);
    }
    const stillThere = await scoped(db(), otherId)
      .selectFrom('conversation_mails')
      .select(['id', 'is_read'])
      .where('id', '=', mailId)
      .executeTakeFirstOrThrow();
    expect(stillThere.is_read).toBe(0);
    expect(
      (await list('inbox', { rowsPerPage: '50', search: other.email })).body.map((r) => r._id),
    ).not.toContain(mailId);

    const analyst = await Client.login(t.app, 'demo.analyst');
    for (const url of ['/api/v1/communication/inbox/inbox', '/api/v1/unread-count-messages']) {
      expectStatus(await analyst.get(url), 403, url);
    }
    expectStatus(await analyst.post('/api/v1/get-unread-messages', { count: 0 }), 403);
  });
});
