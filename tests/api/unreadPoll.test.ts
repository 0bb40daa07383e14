import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { unreadPoll, UNREAD_POLL_TIMEOUT_MS, waitingPolls } from '../../server/modules/communication/unread';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { fileIncoming, firstConversation } from './inboxSupport';

/** Waits until `n` polls of the project wait (the poll has read its count and registered). */
async function pollsWaiting(projectId: number, n: number): Promise<void> {
  while (waitingPolls(projectId) < n) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The unread counter's long poll: at once when the count differs, on a change, after the wait. */
describe.each(DIALECTS)('communication: unread long poll (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let rentId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    rentId = await t.projectId('rent');
  });
  afterAll(async () => {
    unreadPoll.timeoutMs = UNREAD_POLL_TIMEOUT_MS;
    await t.close();
  });

  const count = async () =>
    (await admin.get('/api/v1/unread-count-messages')).json<{ count: number }>().count;
  const poll = (client: Client, n: number) => client.post('/api/v1/get-unread-messages', { count: n });
  const answer = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ count: number }>().count;
  };

  it('waits 25 seconds by default', () => {
    expect(UNREAD_POLL_TIMEOUT_MS).toBe(25_000);
  });

  it('answers at once when the count differs from the client’s', async () => {
    // the wait is longer than the test may take: only an immediate answer passes
    unreadPoll.timeoutMs = 60_000;
    const current = await count();
    expect(answer(await poll(admin, current + 5))).toBe(current);
    expect(waitingPolls(rentId)).toBe(0);
  });

  it('answers when a reply is filed', async () => {
    unreadPoll.timeoutMs = 60_000;
    const current = await count();
    const waiting = poll(admin, current);
    await pollsWaiting(rentId, 1);
    const conversation = await firstConversation(t.database.db, rentId);
    await fileIncoming(t.database.db, t.config, rentId, conversation.id);
    expect(answer(await waiting)).toBe(current + 1);
    expect(waitingPolls(rentId)).toBe(0);
  });

  it('answers when a mail is marked read', async () => {
    unreadPoll.timeoutMs = 60_000;
    const conversation = await firstConversation(t.database.db, rentId, 1);
    const { mailId } = await fileIncoming(t.database.db, t.config, rentId, conversation.id);
    const current = await count();
    const waiting = poll(admin, current);
    await pollsWaiting(rentId, 1);
    await admin.post(`/api/v1/communication/${mailId}/mail-is-read`, { is_read: true });
    expect(answer(await waiting)).toBe(current - 1);
  });

  it('answers the unchanged count after the wait', async () => {
    unreadPoll.timeoutMs = 200;
    const current = await count();
    expect(answer(await poll(admin, current))).toBe(current);
    expect(waitingPolls(rentId)).toBe(0);
  });

  it('refuses a count that is no number', async () => {
    const res = await poll(admin, -1);
    expect(res.statusCode).toBe(400);
  });
});

/** PostgreSQL: a change written by another process wakes this one's polls (LISTEN/NOTIFY). */
describe.skipIf(!DIALECTS.includes('postgres'))(
  'communication: unread long poll across processes (postgres)',
  () => {
    const dialect = 'postgres';
    let t: TestApp;
    let admin: Client;
    let rentId: number;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await Client.login(t.app, 'demo.admin');
      rentId = await t.projectId('rent');
    });
    afterAll(async () => {
      unreadPoll.timeoutMs = UNREAD_POLL_TIMEOUT_MS;
      await t.close();
    });

    const count = async () =>
      (await admin.get('/api/v1/unread-count-messages')).json<{ count: number }>().count;
    const poll = (client: Client, n: number) => client.post('/api/v1/get-unread-messages', { count: n });
    const answer = (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ count: number }>().count;
    };

    it('wakes the polls of another app instance on the same database', async () => {
      unreadPoll.timeoutMs = 60_000;
      // a second process of the app: its own pool and its own LISTEN connection on the same database
      const second: FastifyInstance = await buildApp(t.config);
      try {
        await second.ready();
        const current = await count();
        const waiting = poll(admin, current);
        await pollsWaiting(rentId, 1);
        // the reply is filed through the second instance's connection: only NOTIFY reaches the first
        const conversation = await firstConversation(second.db, rentId, 2);
        await fileIncoming(second.db, t.config, rentId, conversation.id);
        expect(answer(await waiting)).toBe(current + 1);
      } finally {
        await second.close();
      }
    });
  },
);
