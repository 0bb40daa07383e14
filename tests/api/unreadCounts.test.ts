import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailReadReply } from '../../schema/api/communication';
import type { DashboardWidgetsReply } from '../../schema/dashboard';
import type { TableData } from '../../schema/api/tableData';
import { scoped } from '../../server/core/scope';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { fileIncoming, firstConversation } from './inboxSupport';
import { expectStatus } from './objectsSupport';

/**
 * One unread count: the top bar's counter (and the bootstrap's), the home's "unread replies" and the
 * inbox with the unread filter count the same mails, and a bounce is none of them.
 */
describe.each(DIALECTS)('communication: the unread counts agree and leave bounces out (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let rentId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    rentId = await t.projectId('rent');
  });
  afterAll(() => t.close());

  const listTotal = async (mailbox: string, query: Record<string, string>) => {
    const res = await admin.get(`/api/v1/communication/inbox/${mailbox}`, query);
    expectStatus(res, 200, mailbox);
    return res.json<TableData>().pagination.totalItems;
  };
  const homeFigure = async (key: string) => {
    const res = await admin.get('/api/v1/dashboard/get-dashboard-widgets', { widget: 'unread_mails' });
    expectStatus(res, 200, 'home');
    const [widget] = res.json<DashboardWidgetsReply>().widgets;
    return widget!.figures!.find((f) => f.key === key)!.value;
  };
  /** every place that shows the unread count, with the unseen bounces beside them */
  const counts = async () => ({
    counter: (await admin.get('/api/v1/unread-count-messages')).json<{ count: number }>().count,
    bootstrap: (await admin.get('/api/v1/bootstrap')).json<{ unread_messages: number }>().unread_messages,
    home: await homeFigure('replies'),
    inbox: await listTotal('inbox', { read: 'unread' }),
  });
  const agreed = async () => {
    const now = await counts();
    expect(now.bootstrap, 'bootstrap').toBe(now.counter);
    expect(now.home, 'home').toBe(now.counter);
    expect(now.inbox, 'inbox with the unread filter').toBe(now.counter);
    return now.counter;
  };
  const unseenBounces = () => listTotal('sent', { status: 'bounced', read: 'unread' });

  it('counts the unread replies alike everywhere, with the demo data’s unseen bounces left out', async () => {
    const bounces = await unseenBounces();
    expect(bounces).toBeGreaterThan(0);
    expect(await homeFigure('bounces')).toBe(bounces);
    const unread = await agreed();
    expect(unread).toBeGreaterThan(0);
  });

  it('leaves the counter as it is when a bounce is seen or unseen, and moves all counts with a reply', async () => {
    const before = await agreed();
    const bounces = await unseenBounces();

    // a bounce seen: fewer unseen bounces, the unread count unchanged
    const bounced = await scoped(t.database.db, rentId)
      .selectFrom('conversation_mails')
      .select('id')
      .where('status', '=', 'bounced')
      .where('bounce_read', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const seen = await admin.post(`/api/v1/communication/${bounced.id}/mail-is-read`, { is_read: true });
    expectStatus(seen, 200);
    expect(seen.json<MailReadReply>().unread_messages).toBe(before);
    expect(await unseenBounces()).toBe(bounces - 1);
    expect(await agreed()).toBe(before);

    // and unseen again: still no unread mail
    await admin.post(`/api/v1/communication/${bounced.id}/mail-is-read`, { is_read: false });
    expect(await unseenBounces()).toBe(bounces);
    expect(await agreed()).toBe(before);

    // a reply arrives: one more everywhere; read, one less
    const conversation = await firstConversation(t.database.db, rentId, 1);
    const { mailId } = await fileIncoming(t.database.db, t.config, rentId, conversation.id);
    expect(await agreed()).toBe(before + 1);
    const read = await admin.post(`/api/v1/communication/${mailId}/mail-is-read`, { is_read: true });
    expect(read.json<MailReadReply>().unread_messages).toBe(before);
    expect(await agreed()).toBe(before);
  });
});
