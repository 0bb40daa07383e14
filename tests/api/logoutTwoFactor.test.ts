import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/core/auth';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

describe.each(DIALECTS)('signing out where a second factor is required (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const sessionsOf = (client: Client) =>
    t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', hashToken(client.token!))
      .execute();

  it('lets a session opened without a second factor sign out after the project began to require one', async () => {
    const admin = await Client.login(t.app, 'demo.admin', 'erstvermietung');
    const user = await Client.login(t.app, 'demo.user', 'erstvermietung');
    const saved = await admin.post('/api/v1/settings/two-factor', { require_2fa: true });
    expect(saved.statusCode).toBe(200);

    // the sessions no longer work in the project ...
    const refused = await user.get('/api/v1/bootstrap');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().messageKey).toBe('two_factor_required');

    // ... but each can still end itself there
    for (const client of [user, admin]) {
      const res = await client.post('/api/v1/logout');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBeTruthy();
      expect(await sessionsOf(client)).toHaveLength(0);
      const after = await client.get('/api/v1/bootstrap');
      expect(after.statusCode).toBe(401);
      expect(after.json().messageKey).toBe('not_authenticated');
    }
  });
});
