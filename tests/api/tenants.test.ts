import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult, TableData } from '../../schema/api/tableData';
import type {
  TenantDeleteInfo,
  TenantDetail,
  TenantTerminateInfo,
  TenantTerminateReply,
} from '../../schema/api/tenants';
import { earliestEndDate, QUARTER_TERMINATION_MONTHS } from '../../schema/tenantTermination';
import { TENANT_STATES, tenantActionRefusal } from '../../schema/tenants';
import { swissToday } from '../../server/modules/objects/common';
import { applicationRow, insertApplication } from './applicationFlowSupport';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { tenantInserter } from './tenantSupport';
import { auditOf, expectFieldError, expectStatus } from './objectsSupport';

const BASE = '/api/v1/tenants';
const LIST = `${BASE}/`;

const daysAgo = (days: number) => {
  const date = new Date(`${swissToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** Tenants over HTTP: list, page per state, termination, removal, roles, projects, versions. */
describe.each(DIALECTS)('tenants (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let contract: Client;
  let rentId: number;
  let betaId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    contract = await Client.login(t.app, 'demo.contract');
    rentId = await t.projectId('rent');
    betaId = await t.projectId('beta');
  });
  afterAll(() => t.close());

  const del = (c: Client, url: string) => c.request({ method: 'DELETE', url });

  /** A tenant written straight into the database (the contract states have no call yet). */
  const insertTenant = tenantInserter(
    () => t.database.db,
    () => rentId,
    {
      name: 'Tina Mieterprobe',
      email: 'tina',
      object_label: 'W 9.99 Probewohnung',
      contract_start: '2020-04-01',
    },
  );

  it('makes the household a tenant without contract in the transaction of the assignment', async () => {
    const [object] = (await t.objectsOf('rent')).filter(
      (o) => o.progress_state === 'available' && o.active === 1,
    );
    const app = await insertApplication(t.database.db, rentId, { progress_state: 'active.evaluated' });
    const res = await admin.post(`/api/v1/applications/${app.id}/assignment`, {
      version: app.version,
      objectId: object!.id,
      comment: '',
    });
    expectStatus(res, 200, 'assignment');
    const row = await t.database.db
      .selectFrom('tenants')
      .selectAll()
      .where('application_id', '=', app.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      progress_state: 'without_contract',
      object_id: object!.id,
      name: app.main_name,
      net_rent: object!.netto_price,
      extra_costs: object!.extra_price,
      notice_months: 3,
    });
    expect((await auditOf(t, 'tenants', row.id)).at(-1)?.action).toBe('create');

    const detail = expectStatus(await contract.get(`${BASE}/${row.id}`), 200) as unknown as TenantDetail;
    expect(detail.progress_state).toBe('without_contract');
    expect(detail.assignment).not.toBeNull();
    expect(detail.object?.id).toBe(object!.id);
    expect(detail.status.title).toBe('Mieter/in ohne Mietvertrag');
    expect(detail.status.msg1).toContain(object!.title);

    // the assignment cancelled: the household never became a tenant
    const assigned = await applicationRow(t.database.db, app.id);
    expectStatus(
      await admin.post(`/api/v1/applications/${app.id}/assignment/cancel`, {
        version: assigned.version,
        comment: '',
      }),
      200,
    );
    expect((await contract.get(`${BASE}/${row.id}`)).statusCode).toBe(404);
  });

  it('lists tenants per state with counts, searches and exports; the contract role reads, the marketer not', async () => {
    const mine = await insertTenant({ name: 'Zora Zwirbelmieterin', search_text: 'zora zwirbelmieterin' });
    const data = expectStatus(await contract.get(LIST), 200) as unknown as TableData;
    const counts = Object.fromEntries(data.stateFilters.choices.map((c) => [c.value, c.totalNum]));
    const rows = await t.database.db
      .selectFrom('tenants')
      .select('progress_state')
      .where('project_id', '=', rentId)
      .execute();
    expect(counts.all).toBe(rows.length);
    for (const state of TENANT_STATES) {
      // the demo has tenants in every state
      expect(counts[state], state).toBeGreaterThan(0);
      expect(counts[state], state).toBe(rows.filter((r) => r.progress_state === state).length);
      const filtered = (await contract.get(LIST, { status: state })).json<TableData>();
      expect(filtered.body.every((r) => r._progress_state === state)).toBe(true);
    }
    const found = (await contract.get(LIST, { search: 'zwirbelmieterin' })).json<TableData>();
    expect(found.body.map((r) => r._id)).toEqual([mine.id]);
    expect(found.body[0]).toMatchObject({ name: 'Zora Zwirbelmieterin', net_rent: 1500, gross_rent: 1700 });

    const xlsx = await contract.post(LIST, { bulkAction: 'exportExcel', targets: [mine.id] });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const marketer = await Client.login(t.app, 'demo.marketer');
    expect((await marketer.get(LIST)).statusCode).toBe(403);
    expect((await marketer.get(`${BASE}/${mine.id}`)).statusCode).toBe(403);
    expect((await marketer.get(`${BASE}/${mine.id}/terminate-info`)).statusCode).toBe(403);
    expect((await marketer.post(`${BASE}/${mine.id}/terminate`, {})).statusCode).toBe(403);
    expect((await del(marketer, `${BASE}/${mine.id}`)).statusCode).toBe(403);
    // the assistant reads but does not write
    const assistant = await Client.login(t.app, 'demo.assistant');
    expect((await assistant.get(`${BASE}/${mine.id}`)).statusCode).toBe(200);
    expect((await del(assistant, `${BASE}/${mine.id}`)).statusCode).toBe(403);
    // no tenants in a sale project
    expect((await admin.inTenant('verkauf').get(LIST)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's tenant on every call", async () => {
    const beta = await insertTenant({}, betaId);
    for (const call of ['', '/terminate-info', '/delete-info']) {
      expect((await contract.get(`${BASE}/${beta.id}${call}`)).statusCode, call).toBe(404);
    }
    const terminate = await contract.post(`${BASE}/${beta.id}/terminate`, {
      version: beta.version,
      by: 'tenant',
      receivedOn: daysAgo(1),
      endDate: null,
      comment: '',
    });
    expect(terminate.statusCode).toBe(404);
    expect((await del(contract, `${BASE}/${beta.id}`)).statusCode).toBe(404);
    expect(
      (
        await t.database.db
          .selectFrom('tenants')
          .select('progress_state')
          .where('id', '=', beta.id)
          .executeTakeFirstOrThrow()
      ).progress_state,
    ).toBe('with_contract');
    expect((await contract.get(`${BASE}/abc`)).statusCode).toBe(400);
  });

  it('shows each state with what it loads and its status title', async () => {
    for (const state of TENANT_STATES) {
      const quit = state === 'quit';
      const row = await insertTenant({
        progress_state: state,
        ...(quit
          ? { termination_by: 'landlord', termination_received_on: '2026-03-10', end_date: '2026-06-30' }
          : {}),
      });
      const detail = (await contract.get(`${BASE}/${row.id}`)).json<TenantDetail>();
      expect(detail.progress_state).toBe(state);
      expect(detail.status.title, state).toBeTruthy();
      expect(detail.contract).toMatchObject({
        netRent: 1500,
        extraCosts: 200,
        grossRent: 1700,
        effectiveNoticeMonths: 3,
      });
      expect(detail.termination !== null, state).toBe(quit);
      if (quit) {
        expect(detail.status.msg1).toBe(
          'Gekündigt durch die Vermieterschaft, Kündigung eingegangen am 10.03.2026',
        );
        expect(detail.status.msg2).toBe('Das Mietverhältnis endet am 30.06.2026.');
      }
      const french = await contract.get(`/fr${BASE}/${row.id}`);
      expect(french.json<TenantDetail>().status.title).not.toBe(detail.status.title);
    }
  });

  it('allows and refuses termination and removal in every state (409 with the reason)', async () => {
    for (const state of TENANT_STATES) {
      const row = await insertTenant({ progress_state: state });
      const res = await contract.post(`${BASE}/${row.id}/terminate`, {
        version: row.version,
        by: 'tenant',
        receivedOn: daysAgo(1),
        endDate: null,
        comment: '',
      });
      const refusal = tenantActionRefusal('terminate', state);
      if (refusal) expect(expectStatus(res, 409, state).messageKey, state).toBe(refusal);
      else expectStatus(res, 200, state);

      const other = await insertTenant({ progress_state: state });
      const info = (await contract.get(`${BASE}/${other.id}/delete-info`)).json<TenantDeleteInfo>();
      const deleteRefusal = tenantActionRefusal('delete', state);
      expect(info.canDelete, state).toBe(deleteRefusal === null);
      const removed = await del(contract, `${BASE}/${other.id}`);
      if (deleteRefusal) {
        expect(info.reason).toBeTruthy();
        expect(expectStatus(removed, 409, state).messageKey).toBe(deleteRefusal);
        expect((await contract.get(`${BASE}/${other.id}`)).statusCode).toBe(200);
      } else {
        expectStatus(removed, 200, state);
        expect((await contract.get(`${BASE}/${other.id}`)).statusCode).toBe(404);
        expect((await auditOf(t, 'tenants', other.id)).at(-1)?.action).toBe('delete');
      }
    }
  });

  it('records a termination at the earliest end date, or a later termination date asked for', async () => {
    const quarter = JSON.stringify(QUARTER_TERMINATION_MONTHS);
    const row = await insertTenant({ termination_months: quarter });
    const info = (await contract.get(`${BASE}/${row.id}/terminate-info`)).json<TenantTerminateInfo>();
    expect(info.refusal).toBeNull();
    expect(info.contract.terminationMonths).toEqual(QUARTER_TERMINATION_MONTHS);
    expect(info.landlordNotice).toContain('amtlichen Formular');
    const terms = {
      noticeMonths: 3,
      terminationMonths: QUARTER_TERMINATION_MONTHS,
      objectType: 'apartments',
    };
    expect(info.dates[0]!.endDate).toBe(earliestEndDate(terms, info.today).endDate);

    const receivedOn = daysAgo(2);
    const earliest = earliestEndDate(terms, receivedOn).endDate;
    const res = await contract.post(`${BASE}/${row.id}/terminate`, {
      version: row.version,
      by: 'landlord',
      receivedOn: receivedOn.split('-').reverse().join('.'),
      endDate: '',
      comment: 'Eigenbedarf',
    });
    const reply = expectStatus(res, 200) as unknown as TenantTerminateReply;
    expect(reply.progress_state).toBe('quit');
    expect(reply.termination).toMatchObject({ by: 'landlord', receivedOn, endDate: earliest });
    // a landlord's termination reminds of the canton's official form
    expect(reply.message).toContain('amtlichen Formular');
    expect(reply.version).toBe(row.version + 1);
    // (SQLite may give a removed row's id again: the last audit row is this tenant's)
    const audit = (await auditOf(t, 'tenants', row.id)).at(-1)!;
    expect(audit.action).toBe('terminate');
    expect(JSON.parse(audit.after!)).toMatchObject({ progress_state: 'quit', end_date: earliest });
    const quitInfo = (await contract.get(`${BASE}/${row.id}/terminate-info`)).json<TenantTerminateInfo>();
    expect(quitInfo.termination).toMatchObject({ endDate: earliest });
    expect(quitInfo.refusal).toBe('Das Mietverhältnis ist bereits gekündigt.');

    // a later termination date is taken as asked
    const later = await insertTenant({ termination_months: quarter });
    const dates = (await contract.get(`${BASE}/${later.id}/terminate-info`)).json<TenantTerminateInfo>()
      .dates;
    const byTenant = await contract.post(`${BASE}/${later.id}/terminate`, {
      version: later.version,
      by: 'tenant',
      receivedOn: dates[0]!.receiveBy < swissToday() ? dates[0]!.receiveBy : swissToday(),
      endDate: dates[1]!.endDate,
      comment: '',
    });
    const tenantReply = expectStatus(byTenant, 200) as unknown as TenantTerminateReply;
    expect(tenantReply.termination?.endDate).toBe(dates[1]!.endDate);
    expect(tenantReply.message).not.toContain('amtlichen Formular');
  });

  it('refuses end dates the notice or the contract do not allow, a date received in the future, a stale version', async () => {
    const quarter = JSON.stringify(QUARTER_TERMINATION_MONTHS);
    const row = await insertTenant({ termination_months: quarter });
    const terms = {
      noticeMonths: 3,
      terminationMonths: QUARTER_TERMINATION_MONTHS,
      objectType: 'apartments',
    };
    const receivedOn = daysAgo(1);
    const earliest = earliestEndDate(terms, receivedOn).endDate;
    const send = (body: Record<string, unknown>) =>
      contract.post(`${BASE}/${row.id}/terminate`, {
        version: row.version,
        by: 'tenant',
        receivedOn,
        endDate: null,
        comment: '',
        ...body,
      });
    // the notice came too late for the quarter before the earliest
    const before = new Date(`${earliest}T00:00:00Z`);
    before.setUTCMonth(before.getUTCMonth() - 3, 0);
    const tooEarly = await send({ endDate: before.toISOString().slice(0, 10) });
    expectFieldError(tooEarly, 'endDate');
    expect(tooEarly.json<{ errors: Record<string, string> }>().errors.endDate).toContain(
      'tenant_end_date_too_early',
    );
    // a month's end that is no quarter end
    const notQuarter = new Date(`${earliest}T00:00:00Z`);
    notQuarter.setUTCMonth(notQuarter.getUTCMonth() + 2, 0);
    const wrong = await send({ endDate: notQuarter.toISOString().slice(0, 10) });
    expect(wrong.json<{ errors: Record<string, string> }>().errors.endDate).toContain(
      'tenant_end_date_not_termination_date',
    );
    expectFieldError(await send({ receivedOn: daysAgo(-3) }), 'receivedOn', 'tenant_received_in_future');
    expectFieldError(await send({ by: 'neighbour' }), 'by');
    expect(expectStatus(await send({ version: row.version + 1 }), 409).messageKey).toBe('record_changed');
    const unchanged = await t.database.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.progress_state).toBe('with_contract');
    expect(unchanged.version).toBe(row.version);
  });

  it('deletes in bulk only the tenants without a signed contract', async () => {
    const a = await insertTenant({ progress_state: 'without_contract' });
    const b = await insertTenant({ progress_state: 'with_contract' });
    const result = (
      await contract.post(LIST, { bulkAction: 'delete', targets: [a.id, b.id] })
    ).json<BulkResult>();
    expect(result.results.map((r) => r.status)).toEqual(['done', 'skipped']);
    expect((await contract.get(`${BASE}/${a.id}`)).statusCode).toBe(404);
    expect((await contract.get(`${BASE}/${b.id}`)).statusCode).toBe(200);
  });
});
