import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_WIDGETS, type DashboardWidget, type DashboardWidgetsReply } from '../../schema/dashboard';
import { OPEN_APPLICATION_STATES, SALE_APPLICATION_STATES } from '../../schema/applicationStates';
import { zurichDay } from '../../server/modules/dashboard/service';
import { insertApplication } from './applicationExportSupport';
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
      ['applications_by_state', 'donut'],
      ['applications_new', 'multi-num'],
      ['offers_expiring', 'multi-num'],
      ['unread_mails', 'multi-num'],
      ['available_without_applications', 'donut'],
    ]);
  });

  it('counts the unread replies and unseen bounces of the project, linking to the communication screen', async () => {
    const db = t.database.db;
    const projectId = await t.projectId('rent');
    const other = await t.projectId('verkauf');
    const now = new Date().toISOString();
    const conversation = (project: number, email: string, unread: number, bounces: number) => ({
      project_id: project,
      application_id: null,
      person_id: null,
      object_id: null,
      email,
      unread_count: unread,
      bounce_count: bounces,
      unread_bounce_count: bounces,
      last_mail_at: now,
      created_at: now,
    });
    const before = await widgets(admin, { widget: 'unread_mails' });
    const value = (list: DashboardWidget[], key: string) =>
      byId(list, 'unread_mails').figures!.find((f) => f.key === key)!.value;
    const added = await db
      .insertInto('conversations')
      .values([
        conversation(projectId, 'vreni.huber@example.com', 3, 1),
        conversation(projectId, 'reto.frei@example.com', 0, 1),
        // another project's mails never count here
        conversation(other, 'anna.keller@example.com', 5, 5),
      ])
      .returning('id')
      .execute();
    try {
      const after = await widgets(admin, { widget: 'unread_mails' });
      expect(value(after, 'replies') - value(before, 'replies')).toBe(3);
      expect(value(after, 'bounces') - value(before, 'bounces')).toBe(2);
      expect(byId(after, 'unread_mails').figures!.map((f) => [f.labelKey, f.link])).toEqual([
        ['home_unread_replies', '/communication'],
        ['home_unseen_bounces', '/communication/sent'],
      ]);
    } finally {
      await db
        .deleteFrom('conversations')
        .where(
          'id',
          'in',
          added.map((r) => r.id),
        )
        .execute();
    }
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

  /** Available active objects of a type that no open application asks for, counted in the database. */
  const availableWithoutApplications = async (type: string) => {
    const projectId = await t.projectId('rent');
    const db = t.database.db;
    const asked = new Set<number>();
    const priorities = await db
      .selectFrom('application_priorities')
      .innerJoin('applications', 'applications.id', 'application_priorities.application_id')
      .select(['application_priorities.object_id', 'applications.progress_state'])
      .where('application_priorities.project_id', '=', projectId)
      .execute();
    const firsts = await db
      .selectFrom('applications')
      .select(['object_id', 'progress_state'])
      .where('project_id', '=', projectId)
      .execute();
    for (const row of [...priorities, ...firsts]) {
      if (row.object_id !== null && OPEN_APPLICATION_STATES.includes(row.progress_state as never))
        asked.add(row.object_id);
    }
    const objects = await t.objectsOf('rent', type);
    return objects.filter((o) => o.active === 1 && o.progress_state === 'available' && !asked.has(o.id));
  };

  const availableFigure = async (type: string) => {
    const [widget] = await widgets(admin, { widget: 'available_without_applications' });
    return widget!.figures!.find((f) => f.key === type);
  };

  it('counts the available objects that no open application asks for, per type', async () => {
    const expected = await availableWithoutApplications('parkingspace');
    expect(await availableFigure('parkingspace')).toEqual({
      key: 'parkingspace',
      labelKey: 'objects_kind_parking',
      value: expected.length,
      link: '/objects/parking?status=available',
    });
    const apartments = await availableWithoutApplications('apartments');
    expect(apartments.length).toBeGreaterThan(1);
    expect((await availableFigure('apartments'))?.value).toBe(apartments.length);

    // an application asking for one (as its second priority) takes it off; once inactive, it counts again
    const id = await insertApplication(t, {
      project: 'rent',
      adults: [{ first_name: 'Lea', last_name: 'Widmer' }],
      objects: [apartments[0]!.id, apartments[1]!.id],
    });
    expect((await availableFigure('apartments'))?.value).toBe(apartments.length - 2);
    expect((await availableWithoutApplications('apartments')).length).toBe(apartments.length - 2);
    await t.database.db
      .updateTable('applications')
      .set({ progress_state: 'inactive' })
      .where('id', '=', id)
      .execute();
    expect((await availableFigure('apartments'))?.value).toBe(apartments.length);
  });

  it('counts the applications of the project per state, each figure linking to the filtered list', async () => {
    await insertApplication(t, {
      project: 'rent',
      state: 'with_offer.declined',
      adults: [{ first_name: 'Noah', last_name: 'Keller' }],
    });
    const projectId = await t.projectId('rent');
    const rows = await t.database.db
      .selectFrom('applications')
      .select('progress_state')
      .where('project_id', '=', projectId)
      .execute();
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.progress_state, (counts.get(row.progress_state) ?? 0) + 1);
    const [widget] = await widgets(admin, { widget: 'applications_by_state' });
    expect(widget!.type).toBe('donut');
    expect(Object.fromEntries(widget!.figures!.map((f) => [f.key, f.value]))).toEqual(
      Object.fromEntries(counts),
    );
    expect(widget!.figures!.find((f) => f.key === 'with_offer.declined')).toEqual({
      key: 'with_offer.declined',
      labelKey: 'home_application_state_with_offer_declined',
      value: counts.get('with_offer.declined'),
      link: '/applications?status=with_offer.declined',
    });

    // a sale project shows the sale states
    await insertApplication(t, {
      project: 'verkauf',
      state: 'sale.client.signed',
      adults: [{ first_name: 'Eva', last_name: 'Rossi' }],
    });
    const [sale] = await widgets(admin.inTenant('verkauf'), { widget: 'applications_by_state' });
    expect(sale!.figures!.length).toBeGreaterThan(0);
    for (const figure of sale!.figures!) expect(SALE_APPLICATION_STATES).toContain(figure.key);
    expect(sale!.figures!.find((f) => f.key === 'sale.client.signed')?.link).toBe(
      '/applications?status=sale.client.signed',
    );
  });

  it("counts the applications received since the user's last visit, which stays put within a session", async () => {
    const newWidget = async (client: Client) => {
      const [widget] = await widgets(client, { widget: 'applications_new' });
      expect(widget!.type).toBe('multi-num');
      const figures = Object.fromEntries(widget!.figures!.map((f) => [f.key, f]));
      return { since: widget!.since!, received: figures.new!, untouched: figures.untouched! };
    };
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    const apply = (state = 'active.new') =>
      insertApplication(t, {
        project: 'rent',
        state,
        adults: [{ first_name: 'Neu', last_name: 'Eingang' }],
      });

    // first sign-in with no earlier visit: counted from the sign-in
    const first = await Client.login(t.app, 'demo.superuser');
    const session = await t.database.db
      .selectFrom('sessions')
      .select('created_at')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const look1 = await newWidget(first);
    expect(look1.since).toBe(session.created_at);
    expect(look1.received.value).toBe(0);

    await pause();
    await apply();
    await apply('active.in_progress');
    const look2 = await newWidget(first);
    expect(look2.since).toBe(look1.since); // same session: the same starting point
    expect(look2.received.value).toBe(2);
    expect(look2.untouched.value).toBe(1);
    const day = zurichDay(Date.parse(look1.since));
    expect(look2.received).toMatchObject({
      labelKey: 'home_applications_new',
      link: `/applications?f.created=${day}`,
    });
    expect(look2.untouched).toMatchObject({
      labelKey: 'home_applications_untouched',
      link: `/applications?status=active.new&f.created=${day}`,
    });

    // the next sign-in counts from the last look of the earlier session
    await pause();
    await apply();
    await pause();
    const second = await Client.login(t.app, 'demo.superuser');
    const look3 = await newWidget(second);
    expect(look3.since > look2.since).toBe(true);
    expect(look3.received.value).toBe(1);

    // another project keeps its own visit and figures
    const other = await newWidget(second.inTenant('erstvermietung'));
    expect(other.received.value).toBe(0);
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
      expect(list.length, role).toBe(HOME_WIDGETS.length);
    }
  });

  it('leaves out the application widgets for a role without applications_read', async () => {
    const projectId = await t.projectId('rent');
    const db = t.database.db;
    await db
      .insertInto('role_permissions')
      .values({
        project_id: projectId,
        role: 'assistant',
        permissions: JSON.stringify(['homepage_read', 'object_read']),
        updated_at: new Date().toISOString(),
      })
      .execute();
    try {
      const assistant = await Client.login(t.app, 'demo.assistant');
      expect((await widgets(assistant)).map((w) => w.id)).toEqual([
        'objects_by_state',
        'offers_expiring',
        'available_without_applications',
      ]);
      expect(await widgets(assistant, { widget: 'applications_by_state,applications_new' })).toEqual([]);
    } finally {
      await db
        .deleteFrom('role_permissions')
        .where('project_id', '=', projectId)
        .where('role', '=', 'assistant')
        .execute();
    }
  });
});
