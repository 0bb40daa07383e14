import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationCommentItem,
  ApplicationDetail,
  ApplicationEvaluationInit,
  ApplicationPersonDetail,
  ApplicationPointsReply,
} from '../../schema/api/applications';
import type { BulkResult, TableData } from '../../schema/api/tableData';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { insertApplication, insertApplicationDocument } from './applicationsSupport';

const LIST = '/api/v1/applications/';
const BASE = '/api/v1/applications';

describe.each(DIALECTS)('applications: staff side (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let user: Client;
  let rentId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    user = await Client.login(t.app, 'demo.user');
    rentId = await t.projectId('rent');
  });
  afterAll(() => t.close());

  const put = (c: Client, url: string, payload: unknown) =>
    c.request({ method: 'PUT', url, payload: payload as object });
  const del = (c: Client, url: string) => c.request({ method: 'DELETE', url });
  const ids = (data: TableData) => data.body.map((r) => r._id);

  it('lists per role: assistant and user read, marketer and analyst get 403', async () => {
    const app = await insertApplication(t.database.db, rentId, {
      persons: [{ first_name: 'Rolf', last_name: 'Rollenprobe' }],
    });
    for (const name of ['demo.assistant', 'demo.user', 'demo.admin']) {
      const c = await Client.login(t.app, name);
      const res = await c.get(LIST, { search: 'rollenprobe' });
      expect(res.statusCode, name).toBe(200);
      const data = res.json<TableData>();
      expect(ids(data)).toEqual([app.id]);
      expect(data.body[0]).toMatchObject({
        main_applicant: 'Rolf Rollenprobe',
        _progress_state: 'active.new',
      });
      expect(data.body[0]!._messenger).toEqual({
        has_unread_mail: false,
        has_bounce: false,
        has_unread_bounce: false,
      });
      expect((await c.get(`${BASE}/${app.id}`)).statusCode).toBe(200);
    }
    for (const name of ['demo.marketer', 'demo.analyst']) {
      const c = await Client.login(t.app, name);
      expect((await c.get(LIST)).statusCode, name).toBe(403);
      expect((await c.get(`${BASE}/${app.id}`)).statusCode, name).toBe(403);
    }
    // the assistant reads but does not write
    const assistant = await Client.login(t.app, 'demo.assistant');
    expect((await put(assistant, `${BASE}/${app.id}/evaluation`, { overall_star: 3 })).statusCode).toBe(403);
  });

  it("answers 404 for another customer's application and for the sale prefix in a rent project", async () => {
    const beta = await insertApplication(t.database.db, await t.projectId('beta'));
    expect((await admin.get(`${BASE}/${beta.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${BASE}/${beta.id}/evaluation/init`)).statusCode).toBe(404);
    expect((await put(admin, `${BASE}/${beta.id}/evaluation`, { overall_star: 2 })).statusCode).toBe(404);
    const own = await insertApplication(t.database.db, rentId);
    expect((await admin.get(`/api/v1/sales/applications/${own.id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/v1/sales/applications/')).statusCode).toBe(404);
  });

  it('searches names of every person, e-mail and phone; filters, sorts and counts states', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await insertApplication(t.database.db, rentId, {
      pets: 1,
      persons: [
        { first_name: 'Hanna', last_name: `${tag}first`, email: `${tag}@example.ch`, phone: '079 555 01 01' },
        { first_name: 'Kid', last_name: `${tag}child`, person_type: 'child' },
      ],
      overall_star: 5,
    });
    const b = await insertApplication(t.database.db, rentId, {
      persons: [{ first_name: 'Otto', last_name: `${tag}second` }],
      overall_star: 1,
      progress_state: 'active.evaluated',
    });
    const search = async (q: string, extra: Record<string, string> = {}) =>
      ids((await admin.get(LIST, { search: q, ...extra })).json<TableData>());
    expect(await search(`${tag}child`)).toEqual([a.id]);
    expect(await search(`${tag}@example`)).toEqual([a.id]);
    expect(await search('0795550101')).toContain(a.id);
    expect(await search('+41795550101')).toContain(a.id);
    expect((await search(tag, { sort: '-overall_evaluation' })).slice(0, 2)).toEqual([a.id, b.id]);
    expect((await search(tag, { sort: 'overall_evaluation' })).slice(0, 2)).toEqual([b.id, a.id]);
    expect(await search(tag, { pets: 'true' })).toEqual([a.id]);
    expect(await search(tag, { household_size: '2,2' })).toEqual([a.id]);
    expect(await search(tag, { status: 'active.evaluated' })).toEqual([b.id]);
    for (const sort of ['points', '-points', 'created_at', '-created_at', 'main_applicant']) {
      expect((await admin.get(LIST, { sort })).statusCode, sort).toBe(200);
    }
    // unfiltered counts come from the counters and match the rows
    const full = (await admin.get(LIST)).json<TableData>();
    const counted = Object.fromEntries(full.stateFilters.choices.map((c) => [c.value, c.totalNum]));
    const rows = await t.database.db
      .selectFrom('applications')
      .select(['progress_state'])
      .where('project_id', '=', rentId)
      .execute();
    expect(counted.all).toBe(rows.length);
    expect(counted['active.evaluated']).toBe(
      rows.filter((r) => r.progress_state === 'active.evaluated').length,
    );
    expect(full.pagination.totalItems).toBe(rows.length);
  });

  it('deactivates in bulk only with a reason, row by row, and activates back to the state before', async () => {
    const a = await insertApplication(t.database.db, rentId, { progress_state: 'active.evaluated' });
    const b = await insertApplication(t.database.db, rentId, { progress_state: 'assigned' });
    const noReason = await user.post(LIST, { bulkAction: 'deactivate', targets: [a.id] });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ messageKey: string }>().messageKey).toBe('application_deactivate_reason_required');
    const res = await user.post(LIST, {
      bulkAction: 'deactivate',
      targets: [a.id, b.id],
      option: 'withdrawn',
    });
    expect(res.statusCode).toBe(200);
    const result = res.json<BulkResult>();
    expect(result.results.map((r) => [r.id, r.status])).toEqual([
      [a.id, 'done'],
      [b.id, 'skipped'],
    ]);
    const row = await t.database.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      progress_state: 'inactive',
      state_before_deactivation: 'active.evaluated',
      deactivation_reason: 'withdrawn',
    });
    expect(row.token_expires_at).not.toBeNull();
    const again = (
      await user.post(LIST, { bulkAction: 'activate', targets: [a.id, b.id] })
    ).json<BulkResult>();
    expect(again.results.map((r) => r.status)).toEqual(['done', 'skipped']);
    const back = await t.database.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(back).toMatchObject({
      progress_state: 'active.evaluated',
      deactivation_reason: '',
      state_before_deactivation: null,
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'applications')
      .where('entity_id', '=', String(a.id))
      .execute();
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['deactivate', 'activate']));
  });

  it('deletes in bulk (not a bound one) and exports to Excel', async () => {
    const a = await insertApplication(t.database.db, rentId);
    const b = await insertApplication(t.database.db, rentId, { progress_state: 'with_offer' });
    await insertApplicationDocument(t.database.db, rentId, a.id, 'id');
    const xlsx = await user.post(LIST, { bulkAction: 'exportExcel', targets: [a.id, b.id] });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const result = (
      await user.post(LIST, { bulkAction: 'delete', targets: [a.id, b.id] })
    ).json<BulkResult>();
    expect(result.results.map((r) => r.status)).toEqual(['done', 'skipped']);
    expect((await admin.get(`${BASE}/${a.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${BASE}/${b.id}`)).statusCode).toBe(200);
  });

  it('sets the evaluation and lists comments: own ones are changed, others only by an admin', async () => {
    const app = await insertApplication(t.database.db, rentId);
    const star = await put(user, `${BASE}/${app.id}/evaluation`, { overall_star: 4 });
    expect(star.json()).toEqual({ overall_star: 4 });
    expect((await put(user, `${BASE}/${app.id}/evaluation`, { overall_star: 6 })).statusCode).toBe(400);
    const created = await user.post(`${BASE}/${app.id}/comments`, {
      body: '<b>Gute</b> Unterlagen\r\nsehr ordentlich',
    });
    expect(created.statusCode).toBe(200);
    const comment = created.json<ApplicationCommentItem>();
    expect(comment).toMatchObject({
      body: 'Gute Unterlagen\nsehr ordentlich',
      own: true,
      resolved: false,
      version: 1,
    });
    expect((await user.post(`${BASE}/${app.id}/comments`, { body: '   ' })).statusCode).toBe(400);
    expect((await user.post(`${BASE}/${app.id}/comments`, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
    const remarks = await user.post(`${BASE}/${app.id}/comments`, { body: 'x'.repeat(10_400) });
    expect(remarks.statusCode).toBe(400);
    expect(remarks.json<{ errors: Record<string, string> }>().errors).toEqual({
      body: 'text_too_long|{"max":2000}',
    });
    const init = (await admin.get(`${BASE}/${app.id}/evaluation/init`)).json<ApplicationEvaluationInit>();
    expect(init.overall_star).toBe(4);
    expect(init.comments).toHaveLength(1);
    expect(init.comments[0]).toMatchObject({ own: false, author: 'Lukas Meier' });
    const superuser = await Client.login(t.app, 'demo.superuser');
    expect(
      (await superuser.post(`${BASE}/${app.id}/comments/${comment.id}`, { body: 'fremd', version: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await del(superuser, `${BASE}/${app.id}/comments/${comment.id}`)).statusCode).toBe(403);
    const edited = await user.post(`${BASE}/${app.id}/comments/${comment.id}`, {
      body: 'geändert',
      version: 1,
    });
    expect(edited.json<ApplicationCommentItem>()).toMatchObject({ body: 'geändert', version: 2 });
    expect(
      (await user.post(`${BASE}/${app.id}/comments/${comment.id}`, { body: 'alt', version: 1 })).statusCode,
    ).toBe(409);
    const resolved = await superuser.post(`${BASE}/${app.id}/comments/${comment.id}/resolve`, {
      resolved: true,
      version: 2,
    });
    expect(resolved.json<ApplicationCommentItem>().resolved).toBe(true);
    expect((await del(admin, `${BASE}/${app.id}/comments/${comment.id}`)).statusCode).toBe(200);
    expect(
      (await admin.get(`${BASE}/${app.id}/evaluation/init`)).json<ApplicationEvaluationInit>().comments,
    ).toHaveLength(0);
  });

  it('explains the points per criterion and keeps the total on the row', async () => {
    const app = await insertApplication(t.database.db, rentId, {
      income_ratio: 3.2,
      move_in_date: null,
      answers: { debt_collection_entries: false },
    });
    const points = (await admin.get(`${BASE}/${app.id}/points`)).json<ApplicationPointsReply>();
    const income = points.criteria.find((c) => c.key === 'income')!;
    expect(income).toMatchObject({ points: 30, max: 30, label: 'Einkommen im Verhältnis zur Miete' });
    expect(income.reason).toContain('3.2');
    expect(points.criteria.find((c) => c.key === 'debt_collection')).toMatchObject({ points: 15 });
    expect(points.criteria.find((c) => c.key === 'move_in')).toMatchObject({ points: 0 });
    expect(points.total).toBe(points.criteria.reduce((s, c) => s + c.points, 0));
    const detail = (await admin.get(`${BASE}/${app.id}`)).json<ApplicationDetail>();
    expect(detail.points).toBe(points.total);
  });

  it('edits a person with its version (stale is 409) and refuses to delete the last adult', async () => {
    const app = await insertApplication(t.database.db, rentId, {
      persons: [
        { first_name: 'Eva', last_name: 'Erste', email: 'eva.erste@example.ch' },
        { first_name: 'Max', last_name: 'Zweite' },
        { first_name: 'Lia', last_name: 'Kind', person_type: 'child' },
      ],
    });
    const detail = (await admin.get(`${BASE}/${app.id}`)).json<ApplicationDetail>();
    expect(detail.household).toMatchObject({ adults: 2, children: 1, household_size: 3 });
    const [eva, max] = detail.persons.filter((p) => p.person_type === 'adult');
    const child = detail.persons.find((p) => p.person_type === 'child')!;
    expect((await admin.get(`${BASE}/${app.id}/adult/${child.id}`)).statusCode).toBe(404);
    const got = (await admin.get(`${BASE}/${app.id}/adult/${eva!.id}`)).json<ApplicationPersonDetail>();
    expect(got).toMatchObject({ first_name: 'Eva', deletable: true, version: 1 });
    const changed = await user.post(`${BASE}/${app.id}/adult/${eva!.id}`, {
      version: 1,
      last_name: 'Neuname',
      phone: '044 123 45 67',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ApplicationPersonDetail>()).toMatchObject({
      last_name: 'Neuname',
      phone: '+41441234567',
      version: 2,
    });
    expect(
      (await user.post(`${BASE}/${app.id}/adult/${eva!.id}`, { version: 1, last_name: 'Alt' })).statusCode,
    ).toBe(409);
    const after = (await admin.get(`${BASE}/${app.id}`)).json<ApplicationDetail>();
    expect(after).toMatchObject({ main_name: 'Eva Neuname', phone: '+41441234567' });
    expect(ids((await admin.get(LIST, { search: 'neuname' })).json<TableData>())).toEqual([app.id]);
    expect((await del(user, `${BASE}/${app.id}/child/${child.id}`)).statusCode).toBe(200);
    expect((await del(user, `${BASE}/${app.id}/adult/${eva!.id}`)).statusCode).toBe(200);
    const last = await del(user, `${BASE}/${app.id}/adult/${max!.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json<{ messageKey: string }>().messageKey).toBe('application_last_adult');
    const final = (await admin.get(`${BASE}/${app.id}`)).json<ApplicationDetail>();
    expect(final).toMatchObject({
      main_name: 'Max Zweite',
      household: { adults: 1, children: 0, household_size: 1 },
    });
  });

  it("refuses a person's blank first or last name on its field, by the person panel's rules", async () => {
    const app = await insertApplication(t.database.db, rentId, {
      persons: [{ first_name: 'Nora', last_name: 'Namen', email: 'nora.namen@example.ch' }],
    });
    const detail = (await admin.get(`${BASE}/${app.id}`)).json<ApplicationDetail>();
    const nora = detail.persons.find((p) => p.person_type === 'adult')!;
    const url = `${BASE}/${app.id}/adult/${nora.id}`;
    for (const blank of [{ first_name: '' }, { last_name: '   ' }]) {
      const refused = await user.post(url, { version: 1, ...blank });
      expect(refused.statusCode).toBe(400);
      const field = Object.keys(blank)[0]!;
      expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({
        [field]: 'general_field_is_required',
      });
    }
    const tooLong = await user.post(url, { version: 1, first_name: 'N'.repeat(101) });
    expect(tooLong.json<{ errors: Record<string, string> }>().errors).toEqual({
      first_name: 'text_too_long|{"max":100}',
    });
    // 300 characters are refused whole, never cut to 100 and stored
    const pasted = await user.post(url, { version: 1, last_name: 'N'.repeat(300) });
    expect(pasted.statusCode).toBe(400);
    expect(pasted.json<{ errors: Record<string, string> }>().errors).toEqual({
      last_name: 'text_too_long|{"max":100}',
    });
    // what the panel accepts, the server takes: names, an empty e-mail, phone and birth date
    const saved = await user.post(url, {
      version: 1,
      first_name: ' Nora ',
      last_name: 'Neu',
      email: '',
      phone: '',
      birth_date: '',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ApplicationPersonDetail>()).toMatchObject({
      first_name: 'Nora',
      last_name: 'Neu',
      email: '',
      birth_date: null,
      version: 2,
    });
  });

  it('flags duplicates by e-mail, by phone and by name with birth date, and merges keeping documents and comments', async () => {
    const tag = Date.now().toString(36);
    const byMail = [
      await insertApplication(t.database.db, rentId, {
        persons: [{ first_name: 'A', last_name: tag, email: `Dup.${tag}@Example.ch` }],
      }),
      await insertApplication(t.database.db, rentId, {
        persons: [{ first_name: 'B', last_name: tag, email: `dup.${tag}@example.ch` }],
      }),
    ];
    const byPhone = [
      await insertApplication(t.database.db, rentId, {
        persons: [{ first_name: 'C', last_name: tag, phone: '078 111 22 33' }],
      }),
      await insertApplication(t.database.db, rentId, {
        persons: [{ first_name: 'D', last_name: tag, phone: '+41 78 111 22 33' }],
      }),
    ];
    const byName = [
      await insertApplication(t.database.db, rentId, {
        persons: [{ first_name: 'Zoë', last_name: `Näf${tag}`, birth_date: '1990-04-01' }],
      }),
      await insertApplication(t.database.db, rentId, {
        persons: [{ first_name: `naf${tag}`, last_name: 'Zoe', birth_date: '1990-04-01' }],
      }),
    ];
    const lone = await insertApplication(t.database.db, rentId, {
      persons: [{ first_name: 'Zoë', last_name: `Näf${tag}`, birth_date: '1991-04-01' }],
    });
    for (const [first, second] of [byMail, byPhone, byName]) {
      const detail = (await admin.get(`${BASE}/${second!.id}`)).json<ApplicationDetail>();
      expect(detail.duplicate_group).not.toBeNull();
      expect(detail.duplicates.map((d) => d.id)).toEqual([first!.id]);
    }
    expect((await admin.get(`${BASE}/${lone.id}`)).json<ApplicationDetail>().duplicate_group).toBeNull();
    const row = (await admin.get(LIST, { search: tag, rowsPerPage: '50' }))
      .json<TableData>()
      .body.find((r) => r._id === byMail[0]!.id);
    expect(row?.duplicate).toBe(true);

    const [keep, other] = byMail as [typeof lone, typeof lone];
    await insertApplicationDocument(t.database.db, rentId, other.id, 'salary_slip');
    await user.post(`${BASE}/${other.id}/comments`, { body: 'vom Duplikat' });
    expect(
      (await user.post(`${BASE}/${keep.id}/merge`, { otherId: lone.id, version: keep.version })).statusCode,
    ).toBe(409);
    // an id past any row's range is refused as a field of the body, never sent to the database
    const outOfRange = await user.post(`${BASE}/${keep.id}/merge`, {
      otherId: 3_000_000_000,
      version: keep.version,
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json<{ errors: Record<string, string> }>().errors).toHaveProperty('otherId');
    expect(
      (await user.post(`${BASE}/${keep.id}/merge`, { otherId: other.id, version: keep.version + 5 }))
        .statusCode,
    ).toBe(409);
    const merged = await user.post(`${BASE}/${keep.id}/merge`, { otherId: other.id, version: keep.version });
    expect(merged.statusCode).toBe(200);
    const detail = merged.json<ApplicationDetail>();
    expect(detail.documents.map((d) => d.category)).toEqual(['salary_slip']);
    expect(detail.duplicate_group).toBeNull();
    const init = (await admin.get(`${BASE}/${keep.id}/evaluation/init`)).json<ApplicationEvaluationInit>();
    expect(init.comments.map((c) => c.body)).toEqual(['vom Duplikat']);
    expect((await admin.get(`${BASE}/${other.id}`)).statusCode).toBe(404);
  });

  it("serves an application's documents only to those who may read applications", async () => {
    const app = await insertApplication(t.database.db, rentId);
    await insertApplicationDocument(t.database.db, rentId, app.id, 'id');
    const url = (await user.get(`${BASE}/${app.id}`)).json<ApplicationDetail>().documents[0]!.url;
    const marketer = await Client.login(t.app, 'demo.marketer');
    const refused = await marketer.get(url);
    expect(refused.statusCode).toBe(403);
    // past the permission: the test document has no stored bytes
    const allowed = await user.get(url);
    expect(allowed.statusCode).toBe(404);
    expect(allowed.json<{ code?: string; message: string }>().message).not.toBe(
      refused.json<{ message: string }>().message,
    );
  });

  it('deletes a document of the application', async () => {
    const app = await insertApplication(t.database.db, rentId);
    const doc = await insertApplicationDocument(t.database.db, rentId, app.id, 'id');
    const other = await insertApplication(t.database.db, rentId);
    expect((await del(user, `${BASE}/${other.id}/documents/${doc}`)).statusCode).toBe(404);
    expect((await del(user, `${BASE}/${app.id}/documents/${doc}`)).statusCode).toBe(200);
    expect((await admin.get(`${BASE}/${app.id}`)).json<ApplicationDetail>().documents).toEqual([]);
  });
});
