import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractAttachment, RentalAgreementRecord } from '../../schema/api/contractSettings';
import type { ContractReply } from '../../schema/api/tenantContract';
import type { NewTenant, Tenant } from '../../server/db/tables/tenants';
import { fixture } from '../fixtures/multipart';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { upload } from './objectMediaSupport';
import { expectStatus } from './objectsSupport';
import { assignedApartment, tenantInserter } from './tenantSupport';

const BASE = '/api/v1/tenants';
const AGREEMENT = '/api/v1/settings/rental-agreement';

/** A one-page PDF with a line of text, made with pdfkit. */
function housePdf(line: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(line);
    doc.end();
  });
}

/**
 * What poppler reads from a PDF (independent of the library that wrote it): its text, the files
 * embedded in it (`pdfdetach -list`) and the bytes of each.
 */
function readPdf(bytes: Buffer): { text: string; embedded: string[]; files: Buffer[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-attachments-'));
  try {
    const file = path.join(dir, 'contract.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const list = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' });
    const embedded = [...list.matchAll(/^\d+: (.+)$/gm)].map((match) => match[1]!.trim());
    const out = path.join(dir, 'out');
    execFileSync('mkdir', [out]);
    execFileSync('pdfdetach', ['-saveall', '-o', out, file]);
    const files = embedded.map((name) => readFileSync(path.join(out, name)));
    return { text, embedded, files };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rental agreement's attachments: settings, the contract PDF that embeds them, the contract mail. */
describe.each(DIALECTS)('rental agreement attachments (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let contract: Client;
  let betaAdmin: Client;
  let rentId: number;
  let rules: { file: ContractAttachment; bytes: Buffer };
  let reglement: { file: ContractAttachment; bytes: Buffer };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    contract = await Client.login(t.app, 'demo.contract');
    betaAdmin = await Client.login(t.app, 'beta.admin', 'beta');
    rentId = await t.projectId('rent');
    const rulesBytes = await housePdf('Hausordnung: Nachtruhe ab 22 Uhr');
    const reglementBytes = await housePdf('Reglement de maison: repos nocturne');
    const stored = await upload(admin, [
      { name: 'Hausordnung.pdf', bytes: rulesBytes },
      { name: 'Reglement.pdf', bytes: reglementBytes },
    ]);
    const [first, second] = stored.uploaded as ContractAttachment[];
    rules = { file: first!, bytes: rulesBytes };
    reglement = { file: second!, bytes: reglementBytes };
  });
  afterAll(() => t.close());

  const tenantRow = tenantInserter(
    () => t.database.db,
    () => rentId,
    {
      name: 'Bea Beilage',
      email: 'bea',
      phone: '+41791234567',
      progress_state: 'without_contract',
      contract_start: '2027-04-01',
      net_rent: 180_000,
      extra_costs: 20_000,
      termination_months: JSON.stringify([3, 6, 9]),
    },
  );

  async function insertTenant(overrides: Partial<NewTenant> = {}): Promise<Tenant> {
    const { app, objectId, objectLabel } = await assignedApartment(t.database.db, rentId);
    return tenantRow({
      application_id: app.id,
      object_id: objectId,
      object_label: objectLabel,
      ...overrides,
    });
  }

  const settings = async () =>
    expectStatus(await admin.get(AGREEMENT), 200) as unknown as RentalAgreementRecord;
  const withAttachments = (
    record: RentalAgreementRecord,
    attachments: Partial<RentalAgreementRecord['attachments']>,
  ) => ({
    ...record,
    attachments: { de: [], fr: [], it: [], en: [], ...attachments },
  });

  it('keeps PDFs per language, refuses other files and unknown ones with nothing written, and only for admins', async () => {
    const before = await settings();
    expect(before.attachments).toEqual({ de: [], fr: [], it: [], en: [] });

    const [docx] = (await upload(admin, [{ name: 'vertrag.docx', bytes: fixture('vertrag.docx') }]))
      .uploaded as ContractAttachment[];
    const notPdf = expectStatus(await admin.post(AGREEMENT, withAttachments(before, { fr: [docx!] })), 400);
    expect(notPdf.messageKey).toBe('rental_agreement_attachment_not_pdf');
    expect(notPdf.errors).toEqual({ 'attachments.fr': 'rental_agreement_attachment_not_pdf' });
    expect(notPdf.message).toContain('vertrag.docx');
    const unknown = { ...rules.file, key: `${rentId}/2026-11/${'0'.repeat(32)}.pdf` };
    const missing = expectStatus(
      await admin.post(AGREEMENT, withAttachments(before, { de: [unknown] })),
      400,
    );
    expect(missing.errors).toEqual({ 'attachments.de': 'rental_agreement_attachment_missing' });
    expect((await settings()).version).toBe(before.version);

    // another project's admin cannot take this project's file
    const beta = expectStatus(await betaAdmin.get(AGREEMENT), 200) as unknown as RentalAgreementRecord;
    const foreign = await betaAdmin.post(AGREEMENT, {
      ...withAttachments(beta, { de: [rules.file] }),
      texts: { ...beta.texts, de: beta.texts.de || '<p>Vertrag für {{tenant_names}}</p>' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ 'attachments.de': 'rental_agreement_attachment_missing' });
    // the contract role reads contracts, it does not set their template
    expect((await contract.post(AGREEMENT, withAttachments(before, { de: [rules.file] }))).statusCode).toBe(
      403,
    );

    const saved = expectStatus(
      await admin.post(AGREEMENT, withAttachments(before, { de: [rules.file], fr: [reglement.file] })),
      200,
    ) as unknown as RentalAgreementRecord;
    expect(saved.attachments.de.map((file) => [file.name, file.key])).toEqual([
      ['Hausordnung.pdf', rules.file.key],
    ]);
    expect(saved.attachments.fr.map((file) => file.name)).toEqual(['Reglement.pdf']);
    const read = await settings();
    expect(read.attachments).toEqual(saved.attachments);
    // saving without the list keeps it
    const kept = expectStatus(
      await admin.post(AGREEMENT, { texts: read.texts, clauses: read.clauses, version: read.version }),
      200,
    ) as unknown as RentalAgreementRecord;
    expect(kept.attachments).toEqual(saved.attachments);

    // a file the settings hold is not removed on its own
    const removed = await admin.post('/api/v1/remove-files', { files: [rules.file.url] });
    expect(removed.statusCode).toBe(409);
  });

  it('lists and embeds the attachments of the contract language in the PDF, the German ones where a language has none', async () => {
    const german = await insertTenant();
    const de = readPdf((await contract.get(`${BASE}/${german.id}/contract-preview`)).rawPayload);
    expect(de.text).toContain('Beilagen');
    expect(de.text).toContain('Hausordnung.pdf');
    expect(de.embedded).toEqual(['Hausordnung.pdf']);
    expect(de.files[0]!.equals(rules.bytes)).toBe(true);

    const french = await insertTenant({ language: 'fr' });
    const fr = readPdf((await contract.get(`${BASE}/${french.id}/contract-preview`)).rawPayload);
    expect(fr.text).toContain('Annexes');
    expect(fr.embedded).toEqual(['Reglement.pdf']);
    expect(fr.files[0]!.equals(reglement.bytes)).toBe(true);

    const italian = await insertTenant({ language: 'it' });
    const it = readPdf((await contract.get(`${BASE}/${italian.id}/contract-preview`)).rawPayload);
    expect(it.text).toContain('Allegati');
    expect(it.embedded).toEqual(['Hausordnung.pdf']);
  });

  it('mails the attachments with the agreement, whose checksum covers the embedded files', async () => {
    const tenant = await insertTenant();
    const sent = expectStatus(
      await contract.post(`${BASE}/${tenant.id}/send-contract-email`, {
        version: tenant.version,
        subject: 'Ihr Mietvertrag',
        body: '<p>Guten Tag</p>',
      }),
      200,
    ) as unknown as ContractReply;
    const outbox = await t.database.db
      .selectFrom('outbox')
      .select('attachments')
      .where('to_address', '=', tenant.email)
      .executeTakeFirstOrThrow();
    const attachments = JSON.parse(outbox.attachments) as { fileId: number; name: string }[];
    expect(attachments.map((a) => a.name)).toEqual([
      expect.stringMatching(/^Mietvertrag-.+\.pdf$/),
      'Hausordnung.pdf',
    ]);
    const held = await t.database.db
      .selectFrom('uploaded_files')
      .select('id')
      .where('storage_key', '=', rules.file.key)
      .executeTakeFirstOrThrow();
    expect(attachments[1]!.fileId).toBe(held.id);

    const filed = await contract.get(`${BASE}/${tenant.id}/contract-preview`);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(filed.rawPayload).digest('hex')).toBe(sent.sent?.sha256);
    expect(readPdf(filed.rawPayload).embedded).toEqual(['Hausordnung.pdf']);
  });
});
