import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentalAgreementRecord } from '../../schema/api/contractSettings';
import type { ContractInfo } from '../../schema/api/tenantContract';
import { INITIAL_RENT_FORM_CANTONS_DEFAULT } from '../../schema/initialRentForm';
import { insertApplication } from './applicationFlowSupport';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { tenantInserter } from './tenantSupport';
import { expectStatus } from './objectsSupport';

const BASE = '/api/v1/tenants';
const AGREEMENT = '/api/v1/settings/rental-agreement';

/** The text of a PDF as an independent reader (poppler's pdftotext) sees it, on one line. */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'initial-rent-'));
  try {
    const file = path.join(dir, 'contract.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The official initial-rent form with the contract, by the object's canton and the project's setting. */
describe.each(DIALECTS)('initial-rent form (%s)', (dialect) => {
  let t: TestApp;
  let contract: Client;
  let admin: Client;
  let rentId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    contract = await Client.login(t.app, 'demo.contract');
    admin = await Client.login(t.app, 'demo.admin');
    rentId = await t.projectId('rent');
  });
  afterAll(() => t.close());

  const tenantRow = tenantInserter(
    () => t.database.db,
    () => rentId,
    {
      name: 'Olga Ortsprobe',
      email: 'olga',
      phone: '+41791234567',
      progress_state: 'without_contract',
      contract_start: '2027-04-01',
      net_rent: 215_000,
      extra_costs: 20_000,
      termination_months: JSON.stringify([3, 6, 9]),
    },
  );

  /** A tenant on an apartment of the project that lies at `postalCode`. */
  async function tenantAt(postalCode: string, city: string, index: number) {
    const objects = await t.database.db
      .selectFrom('objects')
      .selectAll()
      .where('project_id', '=', rentId)
      .where('object_type', '=', 'apartments')
      .orderBy('id')
      .limit(index + 1)
      .execute();
    const object = objects[index]!;
    await t.database.db
      .updateTable('objects')
      .set({ postal_code: postalCode, city })
      .where('id', '=', object.id)
      .execute();
    const app = await insertApplication(t.database.db, rentId, { progress_state: 'assigned' });
    return tenantRow({
      application_id: app.id,
      object_id: object.id,
      object_label: `${object.ref_number} ${object.title}`,
    });
  }

  const info = async (id: number) =>
    expectStatus(await contract.get(`${BASE}/${id}/contract-info`), 200) as unknown as ContractInfo;

  const preview = async (id: number) => {
    const res = await contract.get(`${BASE}/${id}/contract-preview`);
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };

  it('lists the cantons that currently require the form until the project sets its own', async () => {
    const record = expectStatus(await admin.get(AGREEMENT), 200) as unknown as RentalAgreementRecord;
    expect(record.initialRentCantons).toEqual([...INITIAL_RENT_FORM_CANTONS_DEFAULT]);
    expect(record.initialRentCantons).toContain('ZH');
    expect(record.initialRentCantons).not.toContain('BE');
  });

  it('adds the form with previous rent, new rent and reason for an apartment in a canton that requires it', async () => {
    const tenant = await tenantAt('8004', 'Zürich', 0);
    const draft = await info(tenant.id);
    expectStatus(
      await contract.post(`${BASE}/${tenant.id}/contract-info`, {
        version: draft.version,
        ...draft.terms,
        previous_rent: 1980.5,
        rent_change_reason: 'Gestiegener Referenzzinssatz und neue Küche',
      }),
      200,
    );
    const saved = await info(tenant.id);
    expect(saved.terms).toMatchObject({
      previous_rent: 1980.5,
      rent_change_reason: 'Gestiegener Referenzzinssatz und neue Küche',
    });
    const text = await preview(tenant.id);
    expect(text).toContain('Mitteilung des Anfangsmietzinses');
    expect(text).toContain('im Kanton ZH');
    expect(text).toContain("Nettomiete der Vormieterschaft pro Monat CHF 1'980.50");
    expect(text).toContain("Neue Nettomiete pro Monat CHF 2'150.00");
    expect(text).toContain('Gestiegener Referenzzinssatz und neue Küche');
    expect(text).toContain('innert 30 Tagen');
  });

  it('says the previous rent is not known when it is not', async () => {
    const tenant = await tenantAt('1003', 'Lausanne', 1);
    const text = await preview(tenant.id);
    expect(text).toContain('Mitteilung des Anfangsmietzinses');
    expect(text).toContain('Nettomiete der Vormieterschaft pro Monat nicht bekannt');
  });

  it('makes no form for a canton that does not require it, nor once the project takes its canton off the list', async () => {
    const bern = await tenantAt('3011', 'Bern', 2);
    expect(await preview(bern.id)).not.toContain('Mitteilung des Anfangsmietzinses');

    const zurich = await tenantAt('8400', 'Winterthur', 3);
    expect(await preview(zurich.id)).toContain('Mitteilung des Anfangsmietzinses');
    const record = expectStatus(await admin.get(AGREEMENT), 200) as unknown as RentalAgreementRecord;
    const refused = await admin.post(AGREEMENT, { ...record, initialRentCantons: ['ZH', 'XX'] });
    expect(refused.statusCode).toBe(400);
    const saved = expectStatus(
      await admin.post(AGREEMENT, { ...record, initialRentCantons: ['GE', 'BE'] }),
      200,
    ) as unknown as RentalAgreementRecord;
    expect(saved.initialRentCantons).toEqual(['BE', 'GE']);
    // saving without the list keeps it
    const kept = expectStatus(
      await admin.post(AGREEMENT, { texts: saved.texts, clauses: saved.clauses, version: saved.version }),
      200,
    ) as unknown as RentalAgreementRecord;
    expect(kept.initialRentCantons).toEqual(['BE', 'GE']);
    expect(await preview(zurich.id)).not.toContain('Mitteilung des Anfangsmietzinses');
    expect(await preview(bern.id)).toContain('im Kanton BE');
    // the contract role may not change the setting
    expect((await contract.post(AGREEMENT, { ...kept, initialRentCantons: ['ZH'] })).statusCode).toBe(403);
  });
});
