import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SigningPageInfo } from '../../schema/api/contractSigning';
import type { ContractInfo, ContractReply } from '../../schema/api/tenantContract';
import { storageFor } from '../../server/core/storage';
import type { Tenant } from '../../server/db/tables/tenants';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { pdfText } from './pdfSupport';
import { expectStatus } from './objectsSupport';
import { assignedApartment } from './tenantSupport';

const BASE = '/api/v1/tenants';
const SIGN = '/api/v1/contract-signing';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Digital signing of rental agreements (V2) over HTTP, on both databases. */
describe.each(DIALECTS)('digital contract signing (%s)', (dialect) => {
  let t: TestApp;
  let staff: Client;
  let marketer: Client;
  let rentId: number;
  let counter = 0;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    staff = await Client.login(t.app, 'demo.contract');
    marketer = await Client.login(t.app, 'demo.marketer');
    rentId = await t.projectId('rent');
    const project = await t.database.db
      .selectFrom('projects')
      .select('features')
      .where('id', '=', rentId)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('projects')
      .set({ features: JSON.stringify({ ...JSON.parse(project.features), digitalcontract: true }) })
      .where('id', '=', rentId)
      .execute();
  });
  afterAll(() => t.close());

  /** A tenant whose household has the given adults (and a child), on an apartment of the project. */
  async function insertTenant(
    adults: Array<{ first: string; email: string }>,
    projectId = rentId,
  ): Promise<Tenant> {
    counter += 1;
    const db = t.database.db;
    const { app, objectId, objectLabel } = await assignedApartment(db, projectId);
    const now = new Date().toISOString();
    const people = [
      ...adults.map((a) => ({ ...a, type: 'adult' })),
      { first: 'Kind', email: '', type: 'child' },
    ];
    for (const [i, p] of people.entries()) {
      await db
        .insertInto('application_persons')
        .values({
          project_id: projectId,
          application_id: app.id,
          person_type: p.type,
          position: i + 1,
          first_name: p.first,
          last_name: `Signatur${counter}`,
          email: p.email,
          phone: '',
          birth_date: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const name = `${adults[0]?.first ?? 'Vera'} Signatur${counter}`;
    const { id } = await db
      .insertInto('tenants')
      .values({
        project_id: projectId,
        application_id: app.id,
        object_id: objectId,
        progress_state: 'without_contract',
        name,
        email: adults[0]?.email ?? '',
        phone: '+41791234567',
        language: 'de',
        object_type: 'apartments',
        object_label: objectLabel,
        contract_start: '2027-04-01',
        net_rent: 150_000,
        extra_costs: 20_000,
        notice_months: 3,
        termination_months: JSON.stringify([3, 6, 9]),
        termination_by: null,
        termination_received_on: null,
        end_date: null,
        terminated_at: null,
        search_text: name.toLowerCase(),
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  const info = async (id: number) =>
    expectStatus(await staff.get(`${BASE}/${id}/contract-info`), 200) as unknown as ContractInfo;

  const mail = (version: number) => ({ version, subject: 'Ihr Mietvertrag', body: '<p>Guten Tag</p>' });

  /** Sends the contract; answers each adult's link (from the mails in the outbox), by address. */
  async function send(tenant: Tenant) {
    const before = await info(tenant.id);
    const last = await t.database.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const res = await staff.post(`${BASE}/${tenant.id}/send-contract-email`, mail(before.version));
    const sent = expectStatus(res, 200) as unknown as ContractReply;
    const mails = await t.database.db
      .selectFrom('outbox')
      .select(['to_address', 'html_body', 'attachments', 'subject'])
      .where('kind', '=', 'contract_signing')
      .where('project_id', '=', rentId)
      .where('id', '>', Number(last?.id ?? 0))
      .orderBy('id', 'desc')
      .execute();
    const links = new Map<string, { uuid: string; token: string }>();
    for (const m of mails) {
      if (links.has(m.to_address)) continue;
      const found = /\/action\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)\/contract-signing/.exec(m.html_body ?? '');
      if (found) links.set(m.to_address, { uuid: found[1]!, token: found[2]! });
    }
    return { sent, links };
  }

  const visitor = () => {
    address += 1;
    const remoteAddress = `10.33.${Math.floor(address / 250)}.${address % 250}`;
    const anonymous = new Client(t.app, null, 'rent');
    return {
      get: (url: string) => anonymous.request({ method: 'GET', url, remoteAddress }),
      post: (url: string, payload: unknown = {}) =>
        anonymous.request({ method: 'POST', url, payload: payload as never, remoteAddress }),
    };
  };

  async function latestCode(email: string): Promise<string> {
    const row = await t.database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('kind', '=', 'contract_signing_code')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /(\d{6})/.exec(row.text_body)![1]!;
  }

  /** Opens the page, fetches the document, asks for a code and signs; answers the sign reply. */
  async function signAs(link: { uuid: string; token: string }, email: string, name: string) {
    const v = visitor();
    const base = `${SIGN}/${link.uuid}/${link.token}`;
    const page = expectStatus(await v.get(`${base}/init`), 200) as unknown as SigningPageInfo;
    const doc = await v.get(`${base}/document`);
    expect(doc.statusCode).toBe(200);
    expect(sha256(doc.rawPayload)).toBe(page.sha256);
    expectStatus(await v.post(`${base}/code`), 200);
    const code = await latestCode(email);
    return v.post(`${base}/sign`, { name, code, sha256: page.sha256 });
  }

  it('sends one link per adult, both sign, the staff countersign and the final PDF holds the fingerprint', async () => {
    const tenant = await insertTenant([
      { first: 'Anna', email: `anna${counter + 1}@example.ch` },
      { first: 'Beat', email: `beat${counter + 1}@example.ch` },
    ]);
    const { sent, links } = await send(tenant);
    expect(sent.progress_state).toBe('contract_sent');
    expect(sent.signing?.signers.map((s) => s.state)).toEqual(['pending', 'pending']);
    expect(links.size).toBe(2);
    const [anna, beat] = [...links.entries()].sort(([a], [b]) => a.localeCompare(b));
    // only the token's hash is kept
    const stored = await t.database.db
      .selectFrom('contract_signers')
      .select(['token_hash'])
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(anna![1].token);
    expect(anna![1].token.length).toBeGreaterThanOrEqual(22);

    // countersigning waits for every adult
    const early = await staff.post(`${BASE}/${tenant.id}/countersign`, { version: sent.version });
    expect(early.statusCode).toBe(409);

    // both adults sign at the same moment: both count
    const [a, b] = await Promise.all([
      signAs(anna![1], anna![0], 'Anna Signatur'),
      signAs(beat![1], beat![0], 'Beat Signatur'),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const signed = await info(tenant.id);
    expect(signed.signing?.allSigned).toBe(true);
    expect(signed.signing?.signers.every((s) => s.signedAt && s.signedIp?.startsWith('10.33.'))).toBe(true);

    // a used link is closed for a second signature
    const again = visitor();
    const page = expectStatus(
      await again.get(`${SIGN}/${anna![1].uuid}/${anna![1].token}/init`),
      200,
    ) as unknown as SigningPageInfo;
    expect(page.state).toBe('signed');

    // the marketer may not countersign
    expect(
      (await marketer.post(`${BASE}/${tenant.id}/countersign`, { version: signed.version })).statusCode,
    ).toBe(403);
    const done = expectStatus(
      await staff.post(`${BASE}/${tenant.id}/countersign`, { version: signed.version }),
      200,
    ) as unknown as ContractReply;
    expect(done.progress_state).toBe('with_contract');
    expect(done.signing?.countersignedAt).toBeTruthy();
    expect(done.signed?.sha256).toMatch(/^[0-9a-f]{64}$/);

    const contract = await t.database.db
      .selectFrom('contracts')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    const file = await t.database.db
      .selectFrom('uploaded_files')
      .selectAll()
      .where('id', '=', contract.signed_file_id!)
      .executeTakeFirstOrThrow();
    const bytes = (await storageFor(t.app.config).get(file.storage_key))!.bytes;
    expect(sha256(bytes)).toBe(contract.signed_sha256);
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text).toContain(contract.sent_sha256!);
    expect(text).toContain('Anna Signatur');
    expect(text).toContain('Beat Signatur');
    expect(text).toContain('Unterschriften');
    // the signed document is kept unchanged at the start of the final file
    const sentFile = await t.database.db
      .selectFrom('uploaded_files')
      .selectAll()
      .where('id', '=', contract.sent_file_id!)
      .executeTakeFirstOrThrow();
    const sentBytes = (await storageFor(t.app.config).get(sentFile.storage_key))!.bytes;
    expect(sha256(bytes.subarray(0, sentBytes.length))).toBe(contract.sent_sha256);
  });

  it('refuses to sign a contract that changed, voids the signatures and says so', async () => {
    const tenant = await insertTenant([
      { first: 'Carla', email: `carla${counter + 1}@example.ch` },
      { first: 'Dario', email: `dario${counter + 1}@example.ch` },
    ]);
    const { links } = await send(tenant);
    const [carla, dario] = [...links.entries()].sort(([a], [b]) => a.localeCompare(b));
    expect((await signAs(carla![1], carla![0], 'Carla')).statusCode).toBe(200);

    // Dario's page was open with the document; the contract is then changed
    const v = visitor();
    const base = `${SIGN}/${dario![1].uuid}/${dario![1].token}`;
    const page = expectStatus(await v.get(`${base}/init`), 200) as unknown as SigningPageInfo;
    expectStatus(await v.post(`${base}/code`), 200);
    const code = await latestCode(dario![0]);

    const current = await info(tenant.id);
    const saved = expectStatus(
      await staff.post(`${BASE}/${tenant.id}/contract-info`, {
        version: current.version,
        ...current.terms,
        net_rent: 1_600,
      }),
      200,
    ) as unknown as ContractReply;
    expect(saved.signingVoided).toBe(true);
    expect(saved.message).toContain('Unterschriften sind ungültig');
    expect(saved.progress_state).toBe('without_contract');
    expect(saved.signing ?? null).toBeNull();

    const refused = await v.post(`${base}/sign`, { name: 'Dario', code, sha256: page.sha256 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('geändert');
    // the closed page, not an error
    const closed = expectStatus(await v.get(`${base}/init`), 200) as unknown as SigningPageInfo;
    expect(closed.state).toBe('revoked');
    const voided = await t.database.db
      .selectFrom('contract_signers')
      .select(['voided_at'])
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(voided.every((s) => s.voided_at !== null)).toBe(true);

    // a document fingerprint other than the one sent is refused too
    const again = await send(tenant);
    const link = [...again.links.values()][0]!;
    const w = visitor();
    const b2 = `${SIGN}/${link.uuid}/${link.token}`;
    expectStatus(await w.post(`${b2}/code`), 200);
    const code2 = await latestCode([...again.links.keys()][0]!);
    const wrongDoc = await w.post(`${b2}/sign`, { name: 'X', code: code2, sha256: 'a'.repeat(64) });
    expect(wrongDoc.statusCode).toBe(409);
  });

  it('refuses a revoked link, renews it, and limits wrong codes', async () => {
    const tenant = await insertTenant([{ first: 'Elena', email: `elena${counter + 1}@example.ch` }]);
    const { sent, links } = await send(tenant);
    const [email, link] = [...links.entries()][0]!;
    const signerId = sent.signing!.signers[0]!.id;
    const v = visitor();
    const base = `${SIGN}/${link.uuid}/${link.token}`;
    expectStatus(await v.post(`${base}/code`), 200);
    const code = await latestCode(email);

    // the marketer may not revoke; another project does not know the tenant
    expect((await marketer.post(`${BASE}/${tenant.id}/contract-signers/${signerId}/revoke`)).statusCode).toBe(
      403,
    );
    const other = await staff
      .inTenant('beta')
      .post(`${BASE}/${tenant.id}/contract-signers/${signerId}/revoke`);
    expect([403, 404]).toContain(other.statusCode);
    const otherCustomer = await new Client(t.app, null, 'erstvermietung').get(`${base}/init`);
    expect(otherCustomer.statusCode).toBe(404);

    const revoked = expectStatus(
      await staff.post(`${BASE}/${tenant.id}/contract-signers/${signerId}/revoke`),
      200,
    ) as unknown as ContractReply;
    expect(revoked.signing?.signers[0]?.state).toBe('revoked');
    const refused = await v.post(`${base}/sign`, { name: 'Elena', code, sha256: revoked.signing!.sha256 });
    expect(refused.statusCode).toBe(410);
    expect((expectStatus(await v.get(`${base}/init`), 200) as unknown as SigningPageInfo).state).toBe(
      'revoked',
    );

    // a new link replaces it; wrong codes are limited
    expectStatus(await staff.post(`${BASE}/${tenant.id}/contract-signers/${signerId}/resend`), 200);
    const renewed = await t.database.db
      .selectFrom('outbox')
      .select('html_body')
      .where('kind', '=', 'contract_signing')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const found = /\/action\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)\/contract-signing/.exec(
      renewed!.html_body ?? '',
    )!;
    const fresh = `${SIGN}/${found[1]}/${found[2]}`;
    expect((await v.get(`${base}/init`)).statusCode).toBe(404);
    const w = visitor();
    const page = expectStatus(await w.get(`${fresh}/init`), 200) as unknown as SigningPageInfo;
    expect(page.state).toBe('open');
    expectStatus(await w.post(`${fresh}/code`), 200);
    const right = await latestCode(email);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await w.post(`${fresh}/sign`, { name: 'Elena', code: wrong, sha256: page.sha256 })).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // even the right code no longer helps: a new one is needed
    expect(
      (await w.post(`${fresh}/sign`, { name: 'Elena', code: right, sha256: page.sha256 })).statusCode,
    ).toBe(429);
    expectStatus(await w.post(`${fresh}/code`), 200);
    const next = await latestCode(email);
    expectStatus(await w.post(`${fresh}/sign`, { name: 'Elena', code: next, sha256: page.sha256 }), 200);
  });

  it('leaves no stored file behind when sending fails', async () => {
    const tenant = await insertTenant([
      { first: 'Fabio', email: `fabio${counter + 1}@example.ch` },
      { first: 'Gina', email: '' },
    ]);
    const storage = storageFor(t.app.config);
    const put = vi.spyOn(storage, 'put');
    try {
      const before = await info(tenant.id);
      const res = await staff.post(`${BASE}/${tenant.id}/send-contract-email`, mail(before.version));
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toContain('Gina');
      expect(put).toHaveBeenCalledTimes(1);
      const key = put.mock.calls[0]![0];
      expect(await storage.exists(key)).toBe(false);
      expect((await info(tenant.id)).progress_state).toBe('without_contract');
    } finally {
      put.mockRestore();
    }
  });
});
