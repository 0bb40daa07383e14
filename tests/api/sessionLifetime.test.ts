import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/core/config';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { expectSessionEnded, setSessionTimes } from './sessionSupport';

const HOUR = 3_600_000;

describe('SESSION_MAX_HOURS', () => {
  it('is two weeks unless set', () => {
    expect(loadConfig({}).sessionMaxHours).toBe(336);
    expect(loadConfig({ SESSION_MAX_HOURS: '12' }).sessionMaxHours).toBe(12);
    expect(() => loadConfig({ SESSION_MAX_HOURS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_MAX_HOURS: 'a week' })).toThrow(/SESSION_MAX_HOURS/);
  });
});

describe.each(DIALECTS)('session lifetime (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** Moves a session's sign-in back by that many hours; its last use stays a minute ago. */
  async function signedInHoursAgo(client: Client, hours: number): Promise<void> {
    await setSessionTimes(t, client, {
      created_at: new Date(Date.now() - hours * HOUR).toISOString(),
      last_seen_at: new Date(Date.now() - 60_000).toISOString(),
    });
  }

  it('refuses a session older than its lifetime although it was used a minute ago', async () => {
    const client = await Client.login(t.app, 'demo.admin');
    await signedInHoursAgo(client, t.config.sessionMaxHours + 1);
    await expectSessionEnded(t, client);
  });

  it('keeps a used session that is younger than its lifetime', async () => {
    const client = await Client.login(t.app, 'demo.user');
    await signedInHoursAgo(client, t.config.sessionMaxHours - 1);
    expect((await client.get('/api/v1/bootstrap')).statusCode).toBe(200);
  });

  it('leaves a session past its lifetime out of the list of open sessions', async () => {
    const old = await Client.login(t.app, 'demo.superuser');
    const current = await Client.login(t.app, 'demo.superuser');
    await signedInHoursAgo(old, t.config.sessionMaxHours + 1);
    const res = await current.get('/api/v1/users/sessions');
    expect(res.statusCode).toBe(200);
    const sessions = res.json<{ sessions: { current: boolean }[] }>().sessions;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.current).toBe(true);
  });
});
