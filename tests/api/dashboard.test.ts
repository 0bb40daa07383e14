import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_KINDS, isObjectKind, objectListOf } from '../../resources/objects/kinds';
import { APPLICATION_LIST } from '../../resources/applications/listPath';
import type { TableData } from '../../schema/api/tableData';
import { OPEN_APPLICATION_STATES, SALE_APPLICATION_STATES } from '../../schema/applicationStates';
import {
  HOME_WIDGETS,
  type DashboardWidget,
  type DashboardWidgetsReply,
  type WidgetFigure,
} from '../../schema/dashboard';
import { listApiPath, type ListRef } from '../../schema/listPaths';
import { zurichDay } from '../../server/modules/dashboard/service';
import { getListParams, parseListState } from '../../src/list/useListState';
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

  /** Adds a conversation with its mails; returns its id (removed again by `removeConversation`). */
  const addConversation = async (
    slug: string,
    email: string,
    mails: Array<{ direction: 'in' | 'out'; status: 'received' | 'sent' | 'bounced'; read: boolean }>,
  ) => {
    const db = t.database.db;
    const projectId = await t.projectId(slug);
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('conversations')
      .values({
        project_id: projectId,
        application_id: null,
        person_id: null,
        object_id: null,
        email,
        last_mail_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const mail of mails) {
      await db
        .insertInto('conversation_mails')
        .values({
          project_id: projectId,
          conversation_id: id,
          direction: mail.direction,
          kind: mail.direction === 'in' ? 'reply' : 'direct',
          status: mail.status,
          outbox_id: null,
          batch_id: null,
          template_id: null,
          sent_by: null,
          from_address: mail.direction === 'in' ? email : 'vermietung@example.com',
          to_address: mail.direction === 'in' ? 'vermietung@example.com' : email,
          subject: 'Wohnung Seestrasse',
          reply_hash: null,
          message_id: null,
          in_reply_to: null,
          is_read: mail.direction === 'in' && mail.read ? 1 : 0,
          bounce_read: mail.status === 'bounced' && !mail.read ? 0 : 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    return id;
  };
  const removeConversation = async (id: number) => {
    await t.database.db.deleteFrom('conversation_mails').where('conversation_id', '=', id).execute();
    await t.database.db.deleteFrom('conversations').where('id', '=', id).execute();
  };

  it('counts the unread replies and, apart from them, the bounces nobody has seen, linking to those mails', async () => {
    const value = (list: DashboardWidget[], key: string) =>
      byId(list, 'unread_mails').figures!.find((f) => f.key === key)!.value;
    const before = await widgets(admin, { widget: 'unread_mails' });
    const added = [
      await addConversation('rent', 'vreni.huber@example.com', [
        { direction: 'in', status: 'received', read: false },
        { direction: 'in', status: 'received', read: false },
        { direction: 'in', status: 'received', read: true },
        { direction: 'out', status: 'bounced', read: false },
        { direction: 'out', status: 'sent', read: false },
      ]),
      await addConversation('rent', 'reto.frei@example.com', [
        { direction: 'out', status: 'bounced', read: false },
        { direction: 'out', status: 'bounced', read: true },
      ]),
      // another project's mails never count here
      await addConversation('verkauf', 'anna.keller@example.com', [
        { direction: 'in', status: 'received', read: false },
        { direction: 'out', status: 'bounced', read: false },
      ]),
    ];
    try {
      const after = await widgets(admin, { widget: 'unread_mails' });
      // a bounce is no unread reply: only the two unread incoming mails count there
      expect(value(after, 'replies') - value(before, 'replies')).toBe(2);
      expect(value(after, 'bounces') - value(before, 'bounces')).toBe(2);
      expect(byId(after, 'unread_mails').figures!.map((f) => [f.labelKey, f.link])).toEqual([
        ['home_unread_replies', '/communication?f.read=unread'],
        ['home_unseen_bounces', '/communication/sent?status=bounced&f.read=unread'],
      ]);
    } finally {
      for (const id of added) await removeConversation(id);
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
      labelKey: 'objects_state_apartments_rented',
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

  it('counts the offered objects whose answer is due within three days', async () => {
    const projectId = await t.projectId('rent');
    const rows = await t.database.db
      .selectFrom('object_occupancies')
      .innerJoin('objects', 'objects.id', 'object_occupancies.object_id')
      .select(['objects.id', 'object_occupancies.ends_on'])
      .where('object_occupancies.project_id', '=', projectId)
      .where('object_occupancies.kind', '=', 'offer')
      .where('object_occupancies.closed_at', 'is', null)
      .where('objects.active', '=', 1)
      .where('objects.progress_state', '=', 'with_offer')
      .execute();
    const now = Date.now();
    const due = new Set(
      rows.filter((r) => r.ends_on! >= zurichDay(now) && r.ends_on! <= zurichDay(now, 3)).map((r) => r.id),
    );
    const list = await widgets(admin, { widget: 'offers_expiring' });
    const total = byId(list, 'offers_expiring').figures!.reduce((sum, f) => sum + f.value, 0);
    expect(total).toBe(due.size);
    for (const figure of byId(list, 'offers_expiring').figures!) {
      expect(figure.link).toMatch(/^\/objects\/\w+\?status=with_offer&f\.offer_due=true$/);
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
      labelKey: 'home_count_parking',
      value: expected.length,
      link: '/objects/parking?status=available&f.without_applications=true',
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
    expect(look2.received).toMatchObject({
      labelKey: 'home_applications_new',
      link: '/applications?f.since_last_visit=true',
    });
    expect(look2.untouched).toMatchObject({
      labelKey: 'home_applications_untouched',
      link: '/applications?status=active.new&f.since_last_visit=true',
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
  /** The list a figure's link opens, named the way the client's screens name it. */
  const listOfScreen = (pathname: string): ListRef => {
    const [first, second, ...rest] = pathname.split('/').filter(Boolean);
    if (
      rest.length === 0 &&
      first === 'objects' &&
      second &&
      isObjectKind(second) &&
      OBJECT_KINDS[second] !== 'buildings'
    )
      return objectListOf(second);
    if (first === 'applications' && second === undefined) return APPLICATION_LIST;
    if (first === 'communication' && rest.length === 0)
      return { resource: 'communication', meta: { mailbox: second ?? 'inbox' } };
    throw new Error(`a figure links to ${pathname}, which is no list screen`);
  };

  /** The rows of the list a figure's link opens, asked for the way the client's list screen asks. */
  const rowsBehind = async (client: Client, projectType: string, figure: WidgetFigure) => {
    expect(figure.link, figure.key).not.toBeNull();
    const url = new globalThis.URL(figure.link!, 'http://immodesk.test');
    const list = listOfScreen(url.pathname);
    const { filter } = getListParams(parseListState(url.searchParams));
    const res = await client.get(`/api/v1/${listApiPath(list.resource, list.meta, projectType)}`, filter);
    expect(res.statusCode, `${figure.link}: ${res.body}`).toBe(200);
    return res.json<TableData>().pagination.totalItems;
  };

  const figuresOf = (widget: DashboardWidget) => [
    ...(widget.figures ?? []),
    ...(widget.groups ?? []).flatMap((g) => g.figures),
  ];

  it('opens, for every figure of every widget, a list with exactly the rows it counts', async () => {
    const db = t.database.db;
    const projectId = await t.projectId('rent');
    const now = Date.now();
    // one offer due within the three days and one due later: the figure counts the first only
    const offers = await db
      .selectFrom('object_occupancies')
      .innerJoin('objects', 'objects.id', 'object_occupancies.object_id')
      .select(['object_occupancies.id', 'objects.object_type'])
      .where('object_occupancies.project_id', '=', projectId)
      .where('object_occupancies.kind', '=', 'offer')
      .where('object_occupancies.closed_at', 'is', null)
      .where('objects.active', '=', 1)
      .where('objects.progress_state', '=', 'with_offer')
      .where('objects.object_type', '=', 'apartments')
      .orderBy('object_occupancies.id')
      .execute();
    expect(offers.length, 'offered apartments in the demo data').toBeGreaterThan(1);
    await db
      .updateTable('object_occupancies')
      .set({ ends_on: zurichDay(now, 10) })
      .where(
        'id',
        'in',
        offers.map((o) => o.id),
      )
      .execute();
    await db
      .updateTable('object_occupancies')
      .set({ ends_on: zurichDay(now, 1) })
      .where('id', '=', offers[0]!.id)
      .execute();
    const mails = await addConversation('rent', 'figure.check@example.com', [
      { direction: 'in', status: 'received', read: false },
      { direction: 'out', status: 'bounced', read: false },
    ]);
    const fresh = await Client.login(t.app, 'demo.user');
    await insertApplication(t, { project: 'rent', adults: [{ first_name: 'Mia', last_name: 'Frei' }] });

    try {
      for (const [client, tenant, projectType] of [
        [admin, 'rent', 'rent'],
        [fresh, 'rent', 'rent'],
        [admin.inTenant('verkauf'), 'verkauf', 'sale'],
      ] as const) {
        const answered = await widgets(client);
        expect(answered.map((w) => w.id)).toEqual(HOME_WIDGETS.map((w) => w.id));
        for (const widget of answered) {
          const figures = figuresOf(widget);
          // in the letting project every widget has something to count (sale projects make no offers)
          if (tenant === 'rent')
            expect(
              figures.some((f) => f.value > 0),
              `${widget.id} in ${tenant}`,
            ).toBe(true);
          for (const figure of figures) {
            expect(
              await rowsBehind(client, projectType, figure),
              `${widget.id} ${figure.key}: ${figure.link}`,
            ).toBe(figure.value);
          }
        }
      }

      // the filters narrow the lists: fewer rows than the state alone holds
      const [offered] = await widgets(admin, { widget: 'offers_expiring' });
      expect(offered!.figures!.find((f) => f.key === 'apartments')!.value).toBe(1);
      const [available] = await widgets(admin, { widget: 'available_without_applications' });
      const apartments = available!.figures!.find((f) => f.key === 'apartments')!;
      const allAvailable = await rowsBehind(admin, 'rent', {
        ...apartments,
        link: '/objects/apartments?status=available',
      });
      expect(apartments.value).toBeLessThan(allAvailable);
    } finally {
      await removeConversation(mails);
    }
  });
});
