import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedRenewed, CalendarFeedStatus, ViewingChangeReply } from '../../schema/api/viewings';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { expectStatus } from './objectsSupport';

const BASE = '/api/v1/appointments';

/** The last Sunday of a month (1-12) of a year, YYYY-MM-DD. */
const lastSunday = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
};
const dayBefore = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};
const year = new Date().getUTCFullYear() + 1;
const MARCH_CHANGE = lastSunday(year, 3);
const OCTOBER_CHANGE = lastSunday(year, 10);

const events = (text: string): VEvent[] =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');

const zurichWallTime = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);

/** The viewings' calendars: one appointment's .ics and a user's private feed, on both databases. */
describe.each(DIALECTS)('viewing calendars (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let anonymous: Client;
  let objectId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    anonymous = new Client(t.app, null);
    objectId = (await t.objectsOf('rent'))[0]!.id;
  });
  afterAll(() => t.close());

  const create = async (date: string, startTime: string, endTime: string) =>
    (
      expectStatus(
        await admin.post(`${BASE}/apartments/${objectId}/create`, {
          date,
          startTime,
          endTime,
          place: 'Vor dem Hauseingang',
          contactPerson: 'Marco Bernasconi',
          contactPhone: '044 700 12 50',
          note: '',
          invitation: 'chosen',
          slots: [{ startTime, endTime, capacity: 4 }],
          applicationIds: [],
        }),
        200,
        'create',
      ) as unknown as ViewingChangeReply
    ).appointment;

  const icsOf = async (slug: string, client = anonymous) => {
    const res = await client.get(`${BASE}/${slug}/export-ical`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    return res.body;
  };

  it('exports one appointment with Swiss local times on both sides of the March and October changes', async () => {
    const cases = [
      { date: dayBefore(MARCH_CHANGE), time: '17:00', utc: '16:00' }, // CET, +01:00
      { date: MARCH_CHANGE, time: '17:00', utc: '15:00' }, // CEST from 02:00 that day, +02:00
      { date: dayBefore(OCTOBER_CHANGE), time: '10:00', utc: '08:00' }, // CEST
      { date: OCTOBER_CHANGE, time: '10:00', utc: '09:00' }, // CET again from 03:00
    ];
    for (const c of cases) {
      const end = `${String(Number(c.time.slice(0, 2)) + 1).padStart(2, '0')}:00`;
      const viewing = await create(c.date, c.time, end);
      const text = await icsOf(viewing.slug);
      expect(text).toContain('BEGIN:VTIMEZONE');
      expect(text).toContain('TZID:Europe/Zurich');
      expect(text).toContain(
        `DTSTART;TZID=Europe/Zurich:${c.date.replaceAll('-', '')}T${c.time.replace(':', '')}00`,
      );
      const [event] = events(text);
      expect(event).toBeDefined();
      expect(event!.start.toISOString()).toBe(`${c.date}T${c.utc}:00.000Z`);
      expect(zurichWallTime(event!.start)).toBe(`${c.date} ${c.time}`);
      expect(zurichWallTime(event!.end!)).toBe(`${c.date} ${end}`);
      expect(event!.location).toContain('Vor dem Hauseingang');
      expect(event!.status).toBe('CONFIRMED');
      // the file carries no participant
      expect(text).not.toMatch(/ATTENDEE/);
    }
  });

  it('sends a cancelled appointment as STATUS:CANCELLED under the same UID with a higher sequence', async () => {
    const viewing = await create(MARCH_CHANGE, '09:00', '10:00');
    const [before] = events(await icsOf(viewing.slug));
    expectStatus(
      await admin.post(`${BASE}/${viewing.id}/cancel`, { version: viewing.version, sendMail: false }),
      200,
    );
    const [after] = events(await icsOf(viewing.slug));
    expect(after!.uid).toBe(before!.uid);
    expect(after!.status).toBe('CANCELLED');
    expect(Number(after!.sequence)).toBeGreaterThan(Number(before!.sequence));
  });

  it('answers 404 for an unknown slug and for an appointment of another project', async () => {
    const viewing = await create(OCTOBER_CHANGE, '14:00', '15:00');
    expect((await anonymous.get(`${BASE}/nosuchslug/export-ical`)).statusCode).toBe(404);
    expect((await anonymous.inTenant('beta').get(`${BASE}/${viewing.slug}/export-ical`)).statusCode).toBe(
      404,
    );
  });

  it('gives each user a private feed of their viewings; renewing it makes the old address 404', async () => {
    const viewing = await create(dayBefore(OCTOBER_CHANGE), '18:00', '19:00');
    const status = expectStatus(
      await admin.get('/api/v1/users/calendar-feed'),
      200,
    ) as unknown as CalendarFeedStatus;
    expect(status.active).toBe(false);
    const first = expectStatus(
      await admin.post('/api/v1/users/calendar-feed'),
      200,
    ) as unknown as CalendarFeedRenewed;
    const path = (url: string) => new URL(url).pathname;
    // 128 random bits in the address, only a hash of them stored
    const token = /\/calendar-feed\/([A-Za-z0-9_-]{22})\.ics$/.exec(first.url)?.[1];
    expect(token).toBeDefined();
    const stored = await t.database.db.selectFrom('calendar_feeds').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const feed = await t.app.inject({ method: 'GET', url: path(first.url) });
    expect(feed.statusCode).toBe(200);
    const listed = events(feed.body);
    const entry = listed.find((e) => e.uid === `viewing-${viewing.slug}@${new URL(first.url).hostname}`);
    expect(entry).toBeDefined();
    expect(zurichWallTime(entry!.start)).toBe(`${dayBefore(OCTOBER_CHANGE)} 18:00`);
    const url = entry!.url as unknown as string | { val: string };
    expect(typeof url === 'string' ? url : url.val).toContain(`/viewing-appointments/${viewing.id}`);
    expect(feed.body).toContain('BEGIN:VTIMEZONE');

    const second = expectStatus(
      await admin.post('/api/v1/users/calendar-feed'),
      200,
    ) as unknown as CalendarFeedRenewed;
    expect(second.url).not.toBe(first.url);
    expect((await t.app.inject({ method: 'GET', url: path(first.url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path(second.url) })).statusCode).toBe(200);
    const after = expectStatus(
      await admin.get('/api/v1/users/calendar-feed'),
      200,
    ) as unknown as CalendarFeedStatus;
    expect(after.active).toBe(true);
    expect(after.lastUsedAt).not.toBeNull();

    expectStatus(await admin.request({ method: 'DELETE', url: '/api/v1/users/calendar-feed' }), 200);
    expect((await t.app.inject({ method: 'GET', url: path(second.url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/calendar-feed/not-a-token' })).statusCode).toBe(
      404,
    );
  });

  it('leaves the viewings out of the feed of a user who may not see them', async () => {
    const analyst = await Client.login(t.app, 'demo.analyst');
    const renewed = expectStatus(
      await analyst.post('/api/v1/users/calendar-feed'),
      200,
    ) as unknown as CalendarFeedRenewed;
    const feed = await t.app.inject({ method: 'GET', url: new URL(renewed.url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(events(feed.body)).toHaveLength(0);
    // and the settings call needs a session
    expect((await anonymous.post('/api/v1/users/calendar-feed')).statusCode).toBe(401);
  });
});
