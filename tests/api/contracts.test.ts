import { describe, expect, it } from 'vitest';
import type { ContractInfo, ContractMailPreview, ContractReply } from '../../schema/api/tenantContract';
import { contractActionRefusal } from '../../schema/tenantContract';
import { TENANT_STATES } from '../../schema/tenants';
import type { NewTenant, Tenant } from '../../server/db/tables/tenants';
import { DIALECTS } from './harness';
import { assignedApartment, tenantInserter, tenantTest } from './tenantSupport';
import { expectFieldError, expectStatus } from './objectsSupport';
import { pdfText } from './pdfSupport';
import { upload } from './objectMediaSupport';

const BASE = '/api/v1/tenants';

/** Rental agreements over HTTP: terms, PDF, mail, reminder, withdrawal, status change; roles, projects, versions. */
describe.each(DIALECTS)('rental agreements (%s)', (dialect) => {
  const s = tenantTest(dialect);

  const tenantRow = tenantInserter(
    () => s.t.database.db,
    () => s.rentId,
    {
      name: 'Vera Vertragsprobe',
      email: 'vera',
      phone: '+41791234567',
      progress_state: 'without_contract',
      contract_start: '2027-04-01',
      net_rent: 123_450,
      extra_costs: 18_000,
      termination_months: JSON.stringify([3, 6, 9]),
    },
  );

  /** A tenant of an application, on an apartment of the project, written straight into the database. */
  async function insertTenant(overrides: Partial<NewTenant> = {}, projectId = s.rentId): Promise<Tenant> {
    const { app, objectId, objectLabel } = await assignedApartment(s.t.database.db, projectId);
    return tenantRow(
      { application_id: app.id, object_id: objectId, object_label: objectLabel, ...overrides },
      projectId,
    );
  }

  const info = async (id: number) =>
    expectStatus(await s.contract.get(`${BASE}/${id}/contract-info`), 200) as unknown as ContractInfo;

  const terms = (i: ContractInfo, changes: Record<string, unknown> = {}) => ({
    version: i.version,
    ...i.terms,
    ...changes,
  });

  const mail = (version: number) => ({ version, subject: 'Ihr Mietvertrag', body: '<p>Guten Tag</p>' });

  it('drafts the agreement from the tenant, the object and the template, and saves its terms', async () => {
    const tenant = await insertTenant();
    const draft = await info(tenant.id);
    expect(draft).toMatchObject({
      progress_state: 'without_contract',
      revision: 0,
      digital: false,
      sent: null,
      signed: null,
      maxDeposit: 4_243.5,
    });
    expect(draft.terms).toMatchObject({
      language: 'de',
      start_date: '2027-04-01',
      net_rent: 1_234.5,
      extra_costs: 180,
      extra_costs_kind: 'advance',
      deposit: 3_703.5,
      notice_months: 3,
      termination_months: [3, 6, 9],
    });
    expect(draft.refusals).toMatchObject({ edit: null, send: null, remind: expect.any(String) });

    const saved = expectStatus(
      await s.contract.post(
        `${BASE}/${tenant.id}/contract-info`,
        terms(draft, {
          extra_costs_kind: 'flat_rate',
          deposit: '3’000',
          reference_rate: 1.5,
          cpi: 107.1,
          clauses: ['house_rules', 'pets'],
        }),
      ),
      200,
    ) as unknown as ContractReply;
    expect(saved.revision).toBe(1);
    expect(saved.version).toBe(draft.version + 1);
    expect(saved.terms).toMatchObject({
      extra_costs_kind: 'flat_rate',
      deposit: 3000,
      cpi: 107.1,
      clauses: ['house_rules', 'pets'],
    });
    const row = await s.t.database.db
      .selectFrom('contracts')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      deposit: 300_000,
      reference_rate: 150,
      cpi: 1071,
      extra_costs_kind: 'flat_rate',
    });

    // the old version is stale
    expect(
      expectStatus(await s.contract.post(`${BASE}/${tenant.id}/contract-info`, terms(draft)), 409).messageKey,
    ).toBe('record_changed');

    // OR 257e and OR 266c
    expectFieldError(
      await s.contract.post(`${BASE}/${tenant.id}/contract-info`, terms(saved, { deposit: 4_243.51 })),
      'deposit',
    );
    expectFieldError(
      await s.contract.post(`${BASE}/${tenant.id}/contract-info`, terms(saved, { notice_months: 2 })),
      'notice_months',
    );

    const reset = expectStatus(
      await s.contract.post(`${BASE}/${tenant.id}/reset-to-default`, { version: saved.version }),
      200,
    ) as unknown as ContractReply;
    expect(reset.terms).toMatchObject({ extra_costs_kind: 'advance', cpi: null, notice_months: 3 });
    expect(reset.revision).toBe(2);
  });

  it('makes a PDF that holds the tenant, the address and the rent as printed in Switzerland', async () => {
    const tenant = await insertTenant();
    const object = await s.t.database.db
      .selectFrom('objects')
      .selectAll()
      .where('id', '=', tenant.object_id!)
      .executeTakeFirstOrThrow();
    const res = await s.contract.get(`${BASE}/${tenant.id}/contract-preview`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(tenant.name);
    expect(text).toContain(`${object.street} ${object.house_number}`.trim());
    expect(text).toContain(`${object.postal_code} ${object.city}`);
    expect(text).toContain("CHF 1'234.50");
    expect(text).toContain("CHF 1'414.50"); // gross rent
    expect(text).toContain('Kündigungsfrist');
    expect(text).toContain('Referenzzinssatz');
  });

  it('writes the agreement in the language of the tenant', async () => {
    const tenant = await insertTenant({ language: 'fr' });
    const text = pdfText((await s.contract.get(`${BASE}/${tenant.id}/contract-preview`)).rawPayload);
    expect(text).toContain('Bail à loyer');
    expect(text.replace(/\s+/g, ' ')).toContain("CHF 1'234.50");
  });

  it('sends the agreement by mail with the PDF, reminds, withdraws it; each step only in its state', async () => {
    const tenant = await insertTenant();
    const preview = expectStatus(
      await s.contract.post(`${BASE}/${tenant.id}/contract-email-preview`, {}),
      200,
    ) as unknown as ContractMailPreview;
    expect(preview.to).toBe(tenant.email);
    expect(preview.subject).toContain(tenant.object_label);
    expect(preview.body).toContain(tenant.name);
    expect(preview.attachment).toMatch(/^Mietvertrag-Vera-Vertragsprobe\d+\.pdf$/);

    // a reminder before the contract is sent is refused
    expect(
      expectStatus(await s.contract.get(`${BASE}/${tenant.id}/send-contract-reminder-email`), 409).messageKey,
    ).toBe('contract_not_sent');
    expect(
      expectStatus(
        await s.contract.post(`${BASE}/${tenant.id}/send-contract-email`, mail(tenant.version + 5)),
        409,
      ).messageKey,
    ).toBe('record_changed');

    const sent = expectStatus(
      await s.contract.post(`${BASE}/${tenant.id}/send-contract-email`, {
        ...mail(tenant.version),
        body: '<p>Guten Tag</p><script>alert(1)</script>',
      }),
      200,
    ) as unknown as ContractReply;
    expect(sent.progress_state).toBe('contract_sent');
    expect(sent.delivery).toBe('outbox');
    expect(sent.sent?.by).toBe('mail');
    const outbox = await s.t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', tenant.email)
      .executeTakeFirstOrThrow();
    expect(outbox.kind).toBe('contract');
    expect(outbox.html_body).not.toContain('<script');
    const [attachment] = JSON.parse(outbox.attachments) as { fileId: number; name: string }[];
    expect(attachment?.name).toBe(preview.attachment);

    // the preview is now the exact document sent
    const previewed = await s.contract.get(`${BASE}/${tenant.id}/contract-preview`);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(previewed.rawPayload).digest('hex')).toBe(sent.sent?.sha256);

    // a sent contract is not edited nor sent again
    for (const [url, body] of [
      ['contract-info', terms(sent)],
      ['reset-to-default', { version: sent.version }],
      ['send-contract-email', mail(sent.version)],
    ] as const) {
      expect(
        expectStatus(await s.contract.post(`${BASE}/${tenant.id}/${url}`, body), 409, url).messageKey,
      ).toBe('contract_already_sent');
    }

    const reminder = expectStatus(
      await s.contract.get(`${BASE}/${tenant.id}/send-contract-reminder-email`),
      200,
    ) as unknown as ContractMailPreview;
    expect(reminder.subject).toContain('Erinnerung');
    const reminded = expectStatus(
      await s.contract.post(`${BASE}/${tenant.id}/send-contract-reminder-email`, {
        version: sent.version,
        subject: reminder.subject,
        body: reminder.body,
      }),
      200,
    ) as unknown as ContractReply;
    expect(reminded.remindedAt).not.toBeNull();
    const kinds = await s.t.database.db
      .selectFrom('outbox')
      .select('kind')
      .where('to_address', '=', tenant.email)
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['contract', 'contract_reminder']);

    const cancelled = expectStatus(
      await s.contract.post(`${BASE}/${tenant.id}/cancel-contract`, { version: reminded.version }),
      200,
    ) as unknown as ContractReply;
    expect(cancelled.progress_state).toBe('without_contract');
    expect(cancelled.sent).toBeNull();
    expect(
      expectStatus(
        await s.contract.post(`${BASE}/${tenant.id}/cancel-contract`, { version: cancelled.version }),
        409,
      ).messageKey,
    ).toBe('contract_not_sent');
  });

  it('refuses to send without an e-mail address', async () => {
    const tenant = await insertTenant({ email: '' });
    expect(
      expectStatus(
        await s.contract.post(`${BASE}/${tenant.id}/send-contract-email`, mail(tenant.version)),
        409,
      ).messageKey,
    ).toBe('contract_no_email');
  });

  it('hands the printed agreement over and files the signed scan through the application (paper)', async () => {
    const tenant = await insertTenant();
    const url = `/api/v1/applications/${tenant.application_id}/contract-status-change`;
    // signing before it is handed over is refused
    const pdf = (await s.contract.get(`${BASE}/${tenant.id}/contract-preview`)).rawPayload;
    const [scan] = (await upload(s.contract, [{ name: 'unterschrieben.pdf', bytes: pdf }])).uploaded;
    expect(
      expectStatus(
        await s.contract.post(url, {
          version: tenant.version,
          contractState: 'with_contract',
          signedFile: scan!.key,
        }),
        409,
      ).messageKey,
    ).toBe('contract_not_sent');

    const handed = expectStatus(
      await s.contract.post(url, { version: tenant.version, contractState: 'contract_sent' }),
      200,
    ) as unknown as ContractReply;
    expect(handed.progress_state).toBe('contract_sent');
    expect(handed.sent?.by).toBe('in_person');

    expectFieldError(
      await s.contract.post(url, { version: handed.version, contractState: 'with_contract' }),
      'signedFile',
    );
    expectFieldError(
      await s.contract.post(url, {
        version: handed.version,
        contractState: 'with_contract',
        signedFile: '1/2026-01/00000000000000000000000000000000.pdf',
      }),
      'signedFile',
    );
    const signed = expectStatus(
      await s.contract.post(url, {
        version: handed.version,
        contractState: 'with_contract',
        signedFile: scan!.url,
      }),
      200,
    ) as unknown as ContractReply;
    expect(signed.progress_state).toBe('with_contract');
    expect(signed.signed?.fileName).toBe('unterschrieben.pdf');

    // a signed contract takes none of the contract's steps
    for (const [call, body] of [
      ['contract-info', terms(signed)],
      ['send-contract-email', mail(signed.version)],
      ['cancel-contract', { version: signed.version }],
    ] as const) {
      expect(
        expectStatus(await s.contract.post(`${BASE}/${tenant.id}/${call}`, body), 409, call).messageKey,
      ).toBe('contract_already_signed');
    }
    expect(
      expectStatus(
        await s.contract.post(url, { version: signed.version, contractState: 'without_contract' }),
        409,
      ).messageKey,
    ).toBe('contract_already_signed');
  });

  it('follows the shared rule in every state', async () => {
    for (const state of TENANT_STATES) {
      const tenant = await insertTenant({ progress_state: state });
      const i = await info(tenant.id);
      for (const [action, text] of Object.entries(i.refusals)) {
        expect(text === null, `${state} ${action}`).toBe(
          contractActionRefusal(action as 'edit', state) === null,
        );
      }
      const res = await s.contract.post(`${BASE}/${tenant.id}/cancel-contract`, { version: tenant.version });
      const refusal = contractActionRefusal('cancel', state);
      if (refusal) expect(expectStatus(res, 409, state).messageKey).toBe(refusal);
      else expect(res.statusCode, state).toBe(200);
    }
  });

  it('lets the contract role in, keeps the marketer out, and answers 404 for another customer', async () => {
    const mine = await insertTenant();
    const beta = await insertTenant({}, s.betaId);
    const gets = ['contract-info', 'contract-preview', 'send-contract-reminder-email'];
    const posts: [string, unknown][] = [
      ['contract-info', terms(await info(mine.id))],
      ['reset-to-default', { version: 1 }],
      ['contract-email-preview', {}],
      ['send-contract-email', mail(1)],
      ['send-contract-reminder-email', mail(1)],
      ['cancel-contract', { version: 1 }],
    ];
    for (const call of gets) {
      expect((await s.marketer.get(`${BASE}/${mine.id}/${call}`)).statusCode, call).toBe(403);
      expect((await s.contract.get(`${BASE}/${beta.id}/${call}`)).statusCode, call).toBe(404);
    }
    for (const [call, body] of posts) {
      expect((await s.marketer.post(`${BASE}/${mine.id}/${call}`, body)).statusCode, call).toBe(403);
      expect((await s.contract.post(`${BASE}/${beta.id}/${call}`, body)).statusCode, call).toBe(404);
    }
    const change = { version: 1, contractState: 'contract_sent' };
    expect(
      (await s.marketer.post(`/api/v1/applications/${mine.application_id}/contract-status-change`, change))
        .statusCode,
    ).toBe(403);
    expect(
      (await s.contract.post(`/api/v1/applications/${beta.application_id}/contract-status-change`, change))
        .statusCode,
    ).toBe(404);
    const untouched = await s.t.database.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', beta.id)
      .executeTakeFirstOrThrow();
    expect(untouched.progress_state).toBe('without_contract');
    expect(untouched.version).toBe(beta.version);
  });
});
