import { expect } from 'vitest';
import { hashToken } from '../../server/core/auth';
import type { Client, TestApp } from './harness';

/** Back-dates a client's session in the database (its sign-in or its last use). */
export async function setSessionTimes(
  t: TestApp,
  client: Client,
  times: { created_at?: string; last_seen_at?: string },
): Promise<void> {
  await t.database.db
    .updateTable('sessions')
    .set(times)
    .where('token_hash', '=', hashToken(client.token!))
    .execute();
}

/** The session has ended: the next call answers 401 `session_expired`, and its row is gone. */
export async function expectSessionEnded(t: TestApp, client: Client): Promise<void> {
  const res = await client.get('/api/v1/bootstrap');
  expect(res.statusCode).toBe(401);
  expect(res.json().messageKey).toBe('session_expired');
  const left = await t.database.db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', hashToken(client.token!))
    .execute();
  expect(left).toHaveLength(0);
}
