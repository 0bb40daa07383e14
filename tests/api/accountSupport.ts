import type { TestApp } from './harness';

/** A sign-in with a name and a password, as the login form sends it: the raw reply. */
export const loginReply = (t: TestApp, username: string, password: string, tenant = 'rent') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: { 'tenant-name': tenant },
    payload: { username, password },
  });

/** The mails of one kind queued for an address, newest first. */
export const outboxMails = (t: TestApp, to: string, kind: string) =>
  t.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .execute();
