import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardWidget, DashboardWidgetsReply } from '../../schema/dashboard';
import { zurichDay } from '../../server/modules/dashboard/service';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const URL = '/api/v1/dashboard/get-dashboard-widgets';

/** The home page's widgets (spec 2 section 7.15), on both databases. */
describe.each(DIALECTS)('dashboard widgets (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  const widgets = async (client: Client, query?: Record<string, string>) => {
    const res = await client.get(URL, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DashboardWidgetsReply>().widgets;
  };
  const byId = (list: DashboardWidget[], id: string) => list.find((w) => w.id === id)!;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  it('answers every home widget with its type, in catalogue order', async () => {
    const list = await widgets(admin);
    expect(list.map((w) => [w.id, w.type])).toEqual([
      ['objects_by_state', 'grouped-number'],
      ['offers_expiring', 'multi-num'],
      ['available_without_applications', 'donut'],
    ]);
  });

  it('counts the active objects of the project per type and state, each figure linking to the filtered list', async () => {
    const objects = await t.objectsOf('rent', 'apartments');
    const expected = objects.filter((o) => o.active === 1 && o.progress_state === 'rented').length;
    expect(expected).toBeGreaterThan(0);
    const [widget] = await widgets(admin, { widget: 'objects_by_state' });
    const apartments = widget!.groups!.find((g) => g.key === 'apartments')!;
    expect(apartments.labelKey).toBe('objects_kind_apartments');
    expect(apartments.figures.map((f) => f.key)).toEqual([
      'available',
      'with_offer',
      'assigned',
      'reserved',
      'rented',
    ]);
    expect(apartments.figures.find((f) => f.key === 'rented')).toEqual({
      key: 'rented',
      labelKey: 'objects_state_rented',
      value: expected,
      link: '/objects/apartments?status=rented',
    });
  });

  it('shows the sale states in a sale project', async () => {
    const [widget] = await widgets(admin.inTenant('verkauf'), { widget: 'objects_by_state' });
    expect(widget!.groups!.length).toBeGreaterThan(0);
    for (const group of widget!.groups!) {
      expect(group.figures.map((f) => f.key)).toEqual(['available', 'reserved', 'sold']);
    }
  });

  it('counts the offers whose answer is due within three days', async () => {
    const projectId = await t.projectId('rent');
    const rows = await t.database.db
      .selectFrom('object_occupancies')
      .innerJoin('objects', 'objects.id', 'object_occupancies.object_id')
      .select(['objects.object_type', 'object_occupancies.ends_on'])
      .where('object_occupancies.project_id', '=', projectId)
      .where('object_occupancies.kind', '=', 'offer')
      .where('object_occupancies.closed_at', 'is', null)
      .where('objects.active', '=', 1)
      .where('objects.progress_state', '=', 'with_offer')
      .execute();
    const now = Date.now();
    const due = rows.filter((r) => r.ends_on! >= zurichDay(now) && r.ends_on! <= zurichDay(now, 3));
    const list = await widgets(admin, { widget: 'offers_expiring' });
    const total = byId(list, 'offers_expiring').figures!.reduce((sum, f) => sum + f.value, 0);
    expect(total).toBe(due.length);
    for (const figure of byId(list, 'offers_expiring').figures!) {
      expect(figure.link).toMatch(/^\/objects\/\w+\?status=with_offer$/);
    }
  });

  it('counts the available objects without applications per type', async () => {
    const objects = await t.objectsOf('rent', 'parkingspace');
    const available = objects.filter((o) => o.active === 1 && o.progress_state === 'available').length;
    const [widget] = await widgets(admin, { widget: 'available_without_applications' });
    expect(widget!.figures!.find((f) => f.key === 'parkingspace')).toEqual({
      key: 'parkingspace',
      labelKey: 'objects_kind_parking',
      value: available,
      link: '/objects/parking?status=available',
    });
  });

  it('answers several widgets asked for by a comma-separated list and refuses an unknown one', async () => {
    const list = await widgets(admin, { widget: 'available_without_applications,objects_by_state' });
    expect(list.map((w) => w.id)).toEqual(['objects_by_state', 'available_without_applications']);
    const res = await admin.get(URL, { widget: 'nonsense' });
    expect(res.statusCode).toBe(400);
  });

  it('keeps each project to its own figures', async () => {
    const rent = await widgets(admin, { widget: 'objects_by_state' });
    const other = await widgets(admin.inTenant('erstvermietung'), { widget: 'objects_by_state' });
    expect(other).not.toEqual(rent);
    const beta = await Client.login(t.app, 'beta.admin', 'beta');
    const betaList = await widgets(beta, { widget: 'objects_by_state' });
    expect(betaList[0]!.groups).not.toEqual(rent[0]!.groups);
    expect((await beta.inTenant('rent').get(URL)).statusCode).toBeGreaterThanOrEqual(401);
  });

  it('refuses a session without homepage_read and one without a session', async () => {
    const analyst = await Client.login(t.app, 'demo.analyst');
    expect((await analyst.get(URL)).statusCode).toBe(403);
    expect((await new Client(t.app, null).get(URL)).statusCode).toBe(401);
  });

  it('answers the widgets the roles with homepage_read may see', async () => {
    for (const role of ['superadmin', 'superuser', 'user', 'assistant']) {
      const client = await Client.login(t.app, `demo.${role}`);
      const list = await widgets(client);
      expect(list.length, role).toBe(3);
    }
  });
});
