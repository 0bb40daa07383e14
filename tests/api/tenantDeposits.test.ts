import { describe, expect, it } from 'vitest';
import type { TenantDepositInfo, TenantDepositReply } from '../../schema/api/deposits';
import type { TenantTerminateInfo } from '../../schema/api/tenants';
import { zurichDayStart } from '../../schema/tenancyObject';
import { runDueJobs } from '../../server/core/jobs';
import { JOB_HANDLERS } from '../../server/modules/index';
import { dayAfter, swissToday } from '../../server/modules/objects/common';
import { insertApplication } from './applicationFlowSupport';
import { DIALECTS } from './harness';
import { tenantInserter, tenantTest } from './tenantSupport';
import { expectFieldError, expectStatus } from './objectsSupport';

const BASE = '/api/v1/tenants';
const PROVIDERS = '/api/v1/settings/deposit-providers';

const daysFrom = (days: number, day = swissToday()) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Deposits of tenancies, their reminder, and a tenancy's end returning the object to letting. */
describe.each(DIALECTS)('tenant deposits and tenancy end (%s)', (dialect) => {
  const s = tenantTest(dialect);

  /** A tenant with a signed contract: net rent 1'500, extra costs 200 (maximum deposit 5'100). */
  const insertTenant = tenantInserter(
    () => s.t.database.db,
    () => s.rentId,
    {
      name: 'Kurt Kautionsprobe',
      email: 'kurt',
      object_label: 'W 7.77 Kautionswohnung',
      termination_months: JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    },
  );

  async function insertProvider(projectId = s.rentId, name = 'SwissCaution Probe') {
    const now = new Date().toISOString();
    const { id } = await s.t.database.db
      .insertInto('deposit_providers')
      .values({ project_id: projectId, name, email: 'kaution@example.ch', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  const bank = (amount: number, extra: Record<string, unknown> = {}) => ({
    kind: 'bank_account',
    provider_id: null,
    amount,
    due_date: daysFrom(20),
    paid_date: null,
    ...extra,
  });

  const outboxTo = (to: string) =>
    s.t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).execute();

  it('gives the demo tenants from the contract on a deposit within the maximum, and quit tenancies their end', async () => {
    const rows = await s.t.database.db
      .selectFrom('tenant_deposits')
      .innerJoin('tenants', 'tenants.id', 'tenant_deposits.tenant_id')
      .select(['tenant_deposits.amount', 'tenants.net_rent', 'tenants.extra_costs', 'tenants.progress_state'])
      .where('tenants.project_id', '=', s.rentId)
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows) {
      expect(r.progress_state).not.toBe('without_contract');
      expect(r.amount).toBeLessThanOrEqual(3 * (r.net_rent! + (r.extra_costs ?? 0)));
    }
    const quit = await s.t.database.db
      .selectFrom('tenants')
      .select('id')
      .where('project_id', '=', s.rentId)
      .where('progress_state', '=', 'quit')
      .execute();
    const ends = await s.t.database.db
      .selectFrom('jobs')
      .select('key')
      .where('kind', '=', 'tenancy_end')
      .execute();
    const keys = new Set(ends.map((e) => e.key));
    expect(quit.length).toBeGreaterThan(0);
    for (const q of quit) expect(keys.has(`tenancy_end:${q.id}`), String(q.id)).toBe(true);
  });

  it('records a deposit for the contract role, edits it with its version, refuses a stale edit', async () => {
    const tenant = await insertTenant();
    const empty = expectStatus(
      await s.contract.get(`${BASE}/${tenant.id}/deposit`),
      200,
    ) as unknown as TenantDepositInfo;
    expect(empty).toMatchObject({ deposit: null, monthlyRent: 1700, maxAmount: 5100, currency: 'CHF' });

    const saved = expectStatus(
      await s.contract.post(`${BASE}/${tenant.id}/deposit`, bank(5100, { due_date: '01.05.2030' })),
      200,
    ) as unknown as TenantDepositReply;
    expect(saved.message).toBe('Die Mietkaution ist gespeichert.');
    expect(saved.deposit).toMatchObject({
      kind: 'bank_account',
      amount: 5100,
      due_date: '2030-05-01',
      version: 1,
    });

    const paid = (
      await s.contract.post(`${BASE}/${tenant.id}/deposit`, {
        ...bank(4000, { due_date: '2030-05-01', paid_date: '2030-04-28' }),
        version: 1,
      })
    ).json<TenantDepositReply>();
    expect(paid.deposit).toMatchObject({ amount: 4000, paid_date: '2030-04-28', version: 2, overdue: false });

    // the form loaded before that edit
    const stale = await s.contract.post(`${BASE}/${tenant.id}/deposit`, { ...bank(3000), version: 1 });
    expect(expectStatus(stale, 409).message).toContain('inzwischen geändert');
    const row = await s.t.database.db
      .selectFrom('tenant_deposits')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount: 400_000, version: 2 });
    const audit = await s.t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'tenant_deposits')
      .where('entity_id', '=', String(row.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it("refuses a deposit over three monthly rents, a guarantee without provider, another project's provider", async () => {
    const tenant = await insertTenant();
    const over = await s.contract.post(`${BASE}/${tenant.id}/deposit`, bank(5100.05));
    expectFieldError(over, 'amount', 'deposit_over_maximum|{"max":"CHF 5\'100.00","months":3}');
    expect(over.json<{ message: string }>().message).toContain("CHF 5'100.00");

    expectFieldError(
      await s.contract.post(`${BASE}/${tenant.id}/deposit`, bank(1000, { kind: 'guarantee' })),
      'provider_id',
      'deposit_provider_required',
    );
    const foreign = await insertProvider(s.betaId, 'Fremder Anbieter');
    expectFieldError(
      await s.contract.post(
        `${BASE}/${tenant.id}/deposit`,
        bank(1000, { kind: 'guarantee', provider_id: foreign }),
      ),
      'provider_id',
      'deposit_provider_not_found',
    );
    const unknownRent = await insertTenant({ net_rent: null, extra_costs: null });
    expectFieldError(
      await s.contract.post(`${BASE}/${unknownRent.id}/deposit`, bank(1000)),
      'amount',
      'deposit_rent_unknown',
    );
    expect(
      await s.t.database.db
        .selectFrom('tenant_deposits')
        .selectAll()
        .where('tenant_id', '=', tenant.id)
        .execute(),
    ).toEqual([]);
  });

  it('keeps the deposit from the marketer and from another project', async () => {
    const tenant = await insertTenant();
    expect((await s.marketer.get(`${BASE}/${tenant.id}/deposit`)).statusCode).toBe(403);
    expect((await s.marketer.post(`${BASE}/${tenant.id}/deposit`, bank(1000))).statusCode).toBe(403);
    const app = await insertApplication(s.t.database.db, s.rentId, { progress_state: 'active.evaluated' });
    expect(
      (await s.marketer.post(`/api/v1/applications/${app.id}/deposit-provider`, bank(1000))).statusCode,
    ).toBe(403);

    const beta = await insertTenant({}, s.betaId);
    expect((await s.contract.get(`${BASE}/${beta.id}/deposit`)).statusCode).toBe(404);
    expect((await s.contract.post(`${BASE}/${beta.id}/deposit`, bank(1000))).statusCode).toBe(404);
    const betaApp = await insertApplication(s.t.database.db, s.betaId, {
      progress_state: 'active.evaluated',
    });
    expect(
      (await s.contract.post(`/api/v1/applications/${betaApp.id}/deposit-provider`, bank(1000))).statusCode,
    ).toBe(404);
    expect(
      await s.t.database.db
        .selectFrom('tenant_deposits')
        .selectAll()
        .where('tenant_id', '=', beta.id)
        .execute(),
    ).toEqual([]);
  });

  it('records the deposit of the tenancy an application became, and refuses it before the assignment', async () => {
    const app = await insertApplication(s.t.database.db, s.rentId, { progress_state: 'active.evaluated' });
    const before = await s.contract.post(`/api/v1/applications/${app.id}/deposit-provider`, bank(1000));
    expect(expectStatus(before, 409).message).toContain('noch keinem Objekt zugeteilt');

    const tenant = await insertTenant({ application_id: app.id, progress_state: 'without_contract' });
    const provider = await insertProvider();
    const reply = expectStatus(
      await s.contract.post(`/api/v1/applications/${app.id}/deposit-provider`, {
        ...bank(2000),
        kind: 'guarantee',
        provider_id: provider,
      }),
      200,
    ) as unknown as TenantDepositReply;
    expect(reply.tenantId).toBe(tenant.id);
    expect(reply.deposit).toMatchObject({
      kind: 'guarantee',
      provider_id: provider,
      providerName: 'SwissCaution Probe',
    });

    // the provider guarantees a tenancy: it stays, with the reason
    const refused = await s.admin.request({ method: 'DELETE', url: `${PROVIDERS}/${provider}` });
    expect(expectStatus(refused, 409).message).toBe(
      'Dieser Kautionsanbieter ist bei einem Mietverhältnis als Garant erfasst und kann deshalb nicht gelöscht werden.',
    );
    const second = await insertTenant();
    await s.contract.post(`${BASE}/${second.id}/deposit`, {
      ...bank(1000),
      kind: 'guarantee',
      provider_id: provider,
    });
    const twice = await s.admin.request({ method: 'DELETE', url: `${PROVIDERS}/${provider}` });
    expect(expectStatus(twice, 409).message).toContain('bei 2 Mietverhältnissen');

    // both deposits on a bank account: the provider can go
    await s.contract.post(`${BASE}/${tenant.id}/deposit`, { ...bank(2000), version: 1 });
    await s.contract.post(`${BASE}/${second.id}/deposit`, { ...bank(1000), version: 1 });
    expectStatus(await s.admin.request({ method: 'DELETE', url: `${PROVIDERS}/${provider}` }), 200);
  });

  it('reminds the tenant of an overdue deposit once, through the outbox, and not once it is paid', async () => {
    const tenant = await insertTenant({ email: 'ueberfaellig@example.ch' });
    const dueDate = daysFrom(-3);
    await s.contract.post(`${BASE}/${tenant.id}/deposit`, bank(3000, { due_date: dueDate }));
    const info = (await s.contract.get(`${BASE}/${tenant.id}/deposit`)).json<TenantDepositInfo>();
    expect(info.deposit?.overdue).toBe(true);
    const job = await s.t.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('key', '=', `deposit_reminder:${tenant.id}`)
      .executeTakeFirstOrThrow();
    expect(job.run_at).toBe(zurichDayStart(dayAfter(dueDate)).toISOString());

    await runDueJobs(s.t.database.db, JOB_HANDLERS);
    await runDueJobs(s.t.database.db, JOB_HANDLERS);
    const mails = await outboxTo('ueberfaellig@example.ch');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'deposit_reminder', project_id: s.rentId });
    expect(mails[0]!.subject).toBe('Erinnerung: Mietkaution für W 7.77 Kautionswohnung');
    expect(mails[0]!.text_body).toContain("CHF 3'000.00");
    expect(
      (await s.contract.get(`${BASE}/${tenant.id}/deposit`)).json<TenantDepositInfo>().deposit
        ?.reminderSentAt,
    ).not.toBeNull();

    // paid before its due date: no reminder
    const payer = await insertTenant({ email: 'puenktlich@example.ch' });
    await s.contract.post(`${BASE}/${payer.id}/deposit`, bank(3000, { due_date: daysFrom(-3) }));
    await s.contract.post(`${BASE}/${payer.id}/deposit`, {
      ...bank(3000, { due_date: daysFrom(-3), paid_date: daysFrom(-4) }),
      version: 1,
    });
    await runDueJobs(s.t.database.db, JOB_HANDLERS, { now: new Date(Date.now() + 86_400_000) });
    expect(await outboxTo('puenktlich@example.ch')).toHaveLength(0);
  });

  it('returns the object of a quit tenancy to the letting flow on the end date, once', async () => {
    const tenant = await s.t.database.db
      .selectFrom('tenants')
      .innerJoin('objects', 'objects.id', 'tenants.object_id')
      .select(['tenants.id', 'tenants.version', 'tenants.object_id'])
      .where('tenants.project_id', '=', s.rentId)
      .where('tenants.progress_state', '=', 'with_contract')
      .where('objects.progress_state', '=', 'rented')
      .orderBy('tenants.id')
      .executeTakeFirstOrThrow();
    const objectId = tenant.object_id!;
    const info = (await s.contract.get(`${BASE}/${tenant.id}/terminate-info`)).json<TenantTerminateInfo>();
    const endDate = info.dates[0]!.endDate;
    expectStatus(
      await s.contract.post(`${BASE}/${tenant.id}/terminate`, {
        version: tenant.version,
        by: 'tenant',
        receivedOn: swissToday(),
        endDate: '',
        comment: '',
      }),
      200,
    );
    const job = await s.t.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('key', '=', `tenancy_end:${tenant.id}`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      kind: 'tenancy_end',
      state: 'queued',
      run_at: zurichDayStart(endDate).toISOString(),
    });

    const object = () =>
      s.t.database.db.selectFrom('objects').selectAll().where('id', '=', objectId).executeTakeFirstOrThrow();
    // quit, the tenant still lives there until the end date
    await runDueJobs(s.t.database.db, JOB_HANDLERS);
    expect((await object()).progress_state).toBe('rented');

    const onEndDate = new Date(zurichDayStart(endDate).getTime() + 3_600_000);
    expect((await runDueJobs(s.t.database.db, JOB_HANDLERS, { now: onEndDate })).done).toBeGreaterThanOrEqual(
      1,
    );
    const freed = await object();
    expect(freed).toMatchObject({ progress_state: 'available', available_from: dayAfter(endDate) });
    const rentals = await s.t.database.db
      .selectFrom('object_occupancies')
      .selectAll()
      .where('object_id', '=', objectId)
      .where('kind', '=', 'rental')
      .execute();
    expect(rentals.every((r) => r.closed_at !== null)).toBe(true);
    expect(rentals.some((r) => r.ends_on === endDate)).toBe(true);

    // once: the job is done, a later pass changes nothing
    const version = freed.version;
    await runDueJobs(s.t.database.db, JOB_HANDLERS, { now: new Date(onEndDate.getTime() + 86_400_000) });
    expect((await object()).version).toBe(version);
    const done = await s.t.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(done).toMatchObject({ state: 'done', attempts: 1 });
  });
  it('lets the object of a signed tenancy when the notice is recorded, if it was still assigned', async () => {
    const tenant = await s.t.database.db
      .selectFrom('tenants')
      .innerJoin('objects', 'objects.id', 'tenants.object_id')
      .select(['tenants.id', 'tenants.object_id'])
      .where('tenants.project_id', '=', s.rentId)
      .where('tenants.progress_state', '=', 'contract_sent')
      .where('objects.progress_state', '=', 'assigned')
      .orderBy('tenants.id')
      .executeTakeFirstOrThrow();
    // signed (the contract's own steps are not part of this test)
    await s.t.database.db
      .updateTable('tenants')
      .set({ progress_state: 'with_contract' })
      .where('id', '=', tenant.id)
      .execute();
    const { version } = await s.t.database.db
      .selectFrom('tenants')
      .select('version')
      .where('id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expectStatus(
      await s.contract.post(`${BASE}/${tenant.id}/terminate`, {
        version,
        by: 'tenant',
        receivedOn: swissToday(),
        endDate: '',
        comment: '',
      }),
      200,
    );
    const object = await s.t.database.db
      .selectFrom('objects')
      .select('progress_state')
      .where('id', '=', tenant.object_id)
      .executeTakeFirstOrThrow();
    expect(object.progress_state).toBe('rented');
    const audit = await s.t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'objects')
      .where('entity_id', '=', String(tenant.object_id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'tenancy' });
    expect(audit.user_id).not.toBeNull();
  });
});
