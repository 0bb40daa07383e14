import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isQRReferenceValid } from 'swissqrbill/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailDialogReply, MailPreviewReply, MailSendReply } from '../../schema/api/communication';
import type { BuyingConfirmationReply, SaleChangeReply } from '../../schema/api/sales';
import { reservationReference } from '../../schema/sales';
import type { Application } from '../../server/db/tables/applications';
import type { RealEstateObject } from '../../server/db/types';
import { applicationRow, insertApplication, setPriorities } from './applicationFlowSupport';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { expectFieldError, expectStatus } from './objectsSupport';
import type { LightMyRequestResponse } from 'fastify';

/** A reply that must be 200, as its JSON. */
function ok<T>(res: LightMyRequestResponse, what = ''): T {
  expect(res.statusCode, `${what} ${res.body}`).toBe(200);
  return res.json<T>();
}

const SALES = '/api/v1/sales/applications';
const SETTINGS = '/api/v1/settings/reservations';
const QR_IBAN = 'CH44 3199 9123 0008 8901 2';

/** Runs a tool of poppler or zbar on a PDF in a directory of its own. */
function withPdf<T>(bytes: Buffer, work: (dir: string, file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'reservation-'));
  try {
    const file = path.join(dir, 'reservation.pdf');
    writeFileSync(file, bytes);
    return work(dir, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF as an independent reader (poppler's pdftotext) sees it. */
const pdfText = (bytes: Buffer) =>
  withPdf(bytes, (_dir, file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));

/** The QR codes of a PDF's pages: rendered at 300 dpi by pdftoppm, read by zbarimg. */
const qrCodes = (bytes: Buffer) =>
  withPdf(bytes, (dir, file) => {
    execFileSync('pdftoppm', ['-r', '300', '-png', file, path.join(dir, 'page')], { stdio: 'ignore' });
    const pages = readdirSync(dir).filter((name) => name.endsWith('.png'));
    return pages.flatMap((page) => {
      try {
        return [
          execFileSync('zbarimg', ['--raw', '-q', path.join(dir, page)], {
            encoding: 'utf8',
            // zbar may speak of a missing system bus on stderr
            stdio: ['ignore', 'pipe', 'ignore'],
          }),
        ];
      } catch {
        return []; // a page without a code
      }
    });
  });

/** The sales pipeline over HTTP: settings, reservation, PDF with QR-bill, steps, bulk set-sold, buyer's link. */
describe.each(DIALECTS)('sales pipeline (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let saleId: number;
  let otherSaleId: number;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await Client.login(t.app, 'demo.admin')).inTenant('verkauf');
    saleId = await t.projectId('verkauf');
    // a second sale project of the same customer, and one of another customer
    otherSaleId = await t.projectId('investoren');
    await t.database.db
      .updateTable('projects')
      .set({ type: 'sale' })
      .where('id', 'in', [otherSaleId, await t.projectId('beta')])
      .execute();
  });
  afterAll(() => t.close());

  /** An available, active object of the sale project no one holds (a fresh one each time). */
  async function freeObject(projectId = saleId): Promise<RealEstateObject> {
    const objects = await t.database.db
      .selectFrom('objects')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute();
    const held = new Set(
      (
        await t.database.db
          .selectFrom('object_occupancies')
          .select('object_id')
          .where('closed_at', 'is', null)
          .execute()
      ).map((r) => r.object_id),
    );
    const object = objects.filter((o) => !held.has(o.id))[counter++];
    if (!object) throw new Error('no object left');
    await t.database.db
      .updateTable('objects')
      .set({ progress_state: 'available', active: 1, selling_price: 85_000_000 })
      .where('id', '=', object.id)
      .execute();
    return t.database.db
      .selectFrom('objects')
      .selectAll()
      .where('id', '=', object.id)
      .executeTakeFirstOrThrow();
  }

  const buyer = (projectId = saleId, state = 'sale.new') =>
    insertApplication(t.database.db, projectId, { progress_state: state, sale: 1, language: 'de' });

  const settingsBody = {
    fee: 1234,
    paymentDays: 10,
    iban: QR_IBAN,
    creditorName: 'Verkauf Seeblick AG',
    street: 'Bahnhofstrasse',
    buildingNumber: '1',
    zip: '8001',
    city: 'Zürich',
    country: 'CH',
  };

  async function saveSettings() {
    const current = (await admin.get(SETTINGS)).json<{ version: number }>();
    return admin.post(SETTINGS, { ...settingsBody, version: current.version });
  }

  async function reserve(app: Application, object: RealEstateObject) {
    const res = await admin.post(`${SALES}/${app.id}/reservation`, {
      version: app.version,
      objectId: object.id,
      comment: 'Beim Besuch reserviert',
    });
    return res;
  }

  const step = (app: { id: number; version: number }, action: string) =>
    admin.post(`${SALES}/${app.id}/change-status`, { action, version: app.version, reason: '' });

  it('keeps settings > reservations with a QR-IBAN only, at its version', async () => {
    expect((await admin.get(SETTINGS)).json()).toMatchObject({ fee: null, version: 1 });
    // a plain IBAN is not a QR-IBAN
    expectFieldError(
      await admin.post(SETTINGS, { ...settingsBody, iban: 'CH93 0076 2011 6238 5295 7' }),
      'iban',
      'qr_iban_required',
    );
    expectFieldError(
      await admin.post(SETTINGS, { ...settingsBody, iban: 'CH44 3199 9123 0008 8901 3' }),
      'iban',
      'iban_invalid',
    );
    const saved = await admin.post(SETTINGS, { ...settingsBody, version: 1 });
    expect(ok(saved)).toMatchObject({ fee: 1234, iban: 'CH4431999123000889012', version: 2 });
    // a stale version is refused
    const stale = await admin.post(SETTINGS, { ...settingsBody, fee: 2000, version: 1 });
    expect(expectStatus(stale, 409).messageKey).toBe('reservation_settings_changed_meanwhile');
    // admin only; not in a letting project
    const user = (await Client.login(t.app, 'demo.user')).inTenant('verkauf');
    expect((await user.get(SETTINGS)).statusCode).toBe(403);
    expect((await admin.inTenant('rent').get(SETTINGS)).statusCode).toBe(404);
  });

  it('reserves an object, files and mails the confirmation whose QR-bill decodes to the fee and reference', async () => {
    expect((await saveSettings()).statusCode).toBe(200);
    const object = await freeObject();
    const app = await buyer();
    await setPriorities(t.database.db, app, [object.id]);
    const before = ok<BuyingConfirmationReply>(
      await admin.get(`${SALES}/${app.id}/buying-confirmation-prios`),
    );
    expect(before.reservation).toBeNull();
    expect(before.priorities[0]).toMatchObject({ rank: 1, refusal: null });
    expect(before.refusals).toMatchObject({ reserve: null, clientSigned: 'sale_no_reservation' });

    const res = await reserve(app, object);
    const reply = ok<SaleChangeReply>(res);
    expect(reply.version).toBe(app.version + 1);
    expect(reply.reservation).toMatchObject({
      fee: 1234,
      object: { id: object.id, progress_state: 'reserved' },
    });
    const reference = reply.reservation!.reference;
    expect(reference).toBe(reservationReference(saleId, reply.reservation!.id));
    expect(isQRReferenceValid(reference)).toBe(true);
    const row = await t.database.db
      .selectFrom('objects')
      .selectAll()
      .where('id', '=', object.id)
      .executeTakeFirstOrThrow();
    expect(row.progress_state).toBe('reserved');

    // the mail to the buyer carries the PDF
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'reservation_confirmation')
      .where('to_address', '=', app.email)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(mail.attachments)).toHaveLength(1);

    const pdf = await admin.get(`${SALES}/${app.id}/reservation-confirmation`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(app.main_name);
    expect(text).toContain(object.ref_number);
    expect(text).toContain("CHF 1'234.00");
    const codes = qrCodes(pdf.rawPayload);
    expect(codes).toHaveLength(1);
    const lines = codes[0]!.trim().split(/\r?\n/);
    expect(lines.slice(0, 3)).toEqual(['SPC', '0200', '1']);
    expect(lines[3]).toBe('CH4431999123000889012');
    expect(lines[lines.indexOf('CHF') - 1]).toBe('1234.00');
    expect(lines[lines.indexOf('QRR') + 1]).toBe(reference);

    // a second reservation, or one of an object someone holds, is refused
    const again = await reserve(await applicationRow(t.database.db, app.id), await freeObject());
    expect(expectStatus(again, 409).messageKey).toBe('sale_reservation_exists');
    const other = await buyer();
    expect(expectStatus(await reserve(other, row), 409).messageKey).toBe('sale_object_not_available');
    // a stale version
    expect(ok(await reserve(other, await freeObject())));
    const stale = await admin.post(`${SALES}/${other.id}/reservation/remove`, {
      version: other.version,
      comment: '',
    });
    expect(expectStatus(stale, 409).messageKey).toBe('record_changed');
  });

  it('runs the steps to a sold object, refusing steps out of order or without a reservation', async () => {
    await saveSettings();
    const lonely = await buyer();
    const refused = await step(lonely, 'clientSigned');
    expect(expectStatus(refused, 409).messageKey).toBe('sale_no_reservation');

    const object = await freeObject();
    let app: { id: number; version: number } = await buyer();
    app = ok<SaleChangeReply>(await reserve(app as Application, object));
    // out of order
    expect(expectStatus(await step(app, 'reservationCompleted'), 409).messageKey).toBe(
      'application_action_not_in_state',
    );
    // a reserving buyer is not deactivated before the reservation goes
    const deactivate = await admin.post(`${SALES}/${app.id}/change-status`, {
      action: 'deactivate',
      version: app.version,
      reason: 'Kein Interesse',
    });
    expect(expectStatus(deactivate, 409).messageKey).toBe('sale_reservation_open');
    for (const [action, state] of [
      ['clientSigned', 'sale.client.signed'],
      ['feeTransferred', 'sale.fee.transferred'],
    ] as const) {
      const res = ok<SaleChangeReply>(await step(app, action));
      expect(res.progress_state).toBe(state);
      app = res;
    }
    const payment = ok<{ paid_on: string; fee: number }>(await admin.get(`${SALES}/${app.id}/payment-info`));
    expect(payment.fee).toBe(1234);
    expect(payment.paid_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const done = ok<SaleChangeReply>(await step(app, 'reservationCompleted'));
    expect(done.progress_state).toBe('sale.reservation.completed');
    const sold = await t.database.db
      .selectFrom('objects')
      .selectAll()
      .where('id', '=', object.id)
      .executeTakeFirstOrThrow();
    expect(sold.progress_state).toBe('sold');
    const bindings = await t.database.db
      .selectFrom('object_occupancies')
      .selectAll()
      .where('object_id', '=', object.id)
      .orderBy('id')
      .execute();
    expect(bindings.map((b) => [b.kind, b.closed_as, b.closed_at === null])).toEqual([
      ['reservation', 'sold', false],
      ['sale', '', true],
    ]);
    // the sale is done: the reservation can no longer go
    const remove = await admin.post(`${SALES}/${app.id}/reservation/remove`, {
      version: done.version,
      comment: '',
    });
    expect(expectStatus(remove, 409).messageKey).toBe('sale_no_reservation');
  });

  it('removes a reservation: the object is available again, the buyer back at sale.new', async () => {
    await saveSettings();
    const object = await freeObject();
    let app: { id: number; version: number } = await buyer();
    app = ok<SaleChangeReply>(await reserve(app as Application, object));
    app = ok<SaleChangeReply>(await step(app, 'clientSigned'));
    const res = await admin.post(`${SALES}/${app.id}/reservation/remove`, {
      version: app.version,
      comment: 'Finanzierung abgelehnt',
    });
    const reply = ok<SaleChangeReply>(res);
    expect(reply).toMatchObject({ progress_state: 'sale.new', reservation: null });
    const row = await t.database.db
      .selectFrom('objects')
      .selectAll()
      .where('id', '=', object.id)
      .executeTakeFirstOrThrow();
    expect(row.progress_state).toBe('available');
    expect(expectStatus(await admin.get(`${SALES}/${app.id}/payment-info`), 409).messageKey).toBe(
      'sale_no_reservation',
    );
  });

  it('sets objects sold in bulk, row by row with the reason of each skipped one', async () => {
    await saveSettings();
    // ready: fee paid; not ready: only reserved; no reservation at all
    const ready = await freeObject();
    const notPaid = await freeObject();
    const plain = await freeObject();
    let a: { id: number; version: number } = await buyer();
    a = ok<SaleChangeReply>(await reserve(a as Application, ready));
    a = ok<SaleChangeReply>(await step(a, 'clientSigned'));
    a = ok<SaleChangeReply>(await step(a, 'feeTransferred'));
    const b = await buyer();
    ok(await reserve(b, notPaid));

    const list = `/api/v1/sales/objects/${ready.object_type}`;
    const res = await admin.post(list, {
      bulkAction: 'setSold',
      targets: [ready.id, notPaid.id, plain.id, 99999999],
    });
    const { results } = ok<{ results: Array<{ id: number; status: string; message: string }> }>(res);
    expect(results.map((r) => [r.id, r.status])).toEqual([
      [ready.id, 'done'],
      [notPaid.id, 'skipped'],
      [plain.id, 'skipped'],
      [99999999, 'not_found'],
    ]);
    expect(results[1]!.message).toBe('Die Reservationsgebühr ist noch nicht bezahlt');
    expect(results[2]!.message).toBe('Ohne Reservation kann das Objekt nicht als verkauft gesetzt werden');
    const states = await t.database.db
      .selectFrom('objects')
      .select(['id', 'progress_state'])
      .where('id', 'in', [ready.id, notPaid.id, plain.id])
      .orderBy('id')
      .execute();
    expect(Object.fromEntries(states.map((s) => [s.id, s.progress_state]))).toEqual({
      [ready.id]: 'sold',
      [notPaid.id]: 'reserved',
      [plain.id]: 'available',
    });
    expect((await applicationRow(t.database.db, a.id)).progress_state).toBe('sale.reservation.completed');
  });

  it('sends the buyer a link to confirm or correct the accounting details, answered once', async () => {
    await saveSettings();
    let app: { id: number; version: number } = await buyer();
    app = ok<SaleChangeReply>(await reserve(app as Application, await freeObject()));
    const form = `${SALES}/${app.id}/interested/send-buying-confirmation-form`;
    // the shared mail dialog: the buyer, the project's template for this mail first
    const dialog = ok<MailDialogReply>(await admin.get(form));
    const [buyerContact] = dialog.contactGroups[0]!.contacts;
    expect(buyerContact).toMatchObject({ id: app.id, language: 'de' });
    expect(buyerContact!.email).toContain('@');
    const [template] = dialog.mailTemplates;
    expect(template).toMatchObject({ title: 'Abrechnungsangaben bestätigen', new: false });
    expect(template!.id).toBeGreaterThan(0);
    expect(template!.body).toContain('{{accounting_link}}');
    // the preview shows the link, also when the text was written without it
    const preview = ok<MailPreviewReply>(
      await admin.post(`${form}/preview`, {
        targetId: app.id,
        subject: 'Ihre Angaben',
        body: '<p>Bitte prüfen.</p>',
      }),
    );
    expect(preview.unfilled).toEqual([]);
    expect(preview.body).toContain('/accounting-confirmation-form');
    const filled = ok<MailPreviewReply>(
      await admin.post(`${form}/preview`, {
        targetId: app.id,
        subject: template!.subject,
        body: template!.body,
      }),
    );
    expect(filled.subject).not.toContain('{{');
    expect(filled.body).not.toContain('{{accounting_link}}');
    // a stale version is refused, nothing sent
    const stale = await admin.post(form, {
      version: app.version - 1,
      subject: template!.subject,
      body: template!.body,
      templateId: template!.id,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const first = ok<MailSendReply>(
      await admin.post(form, {
        version: app.version,
        subject: template!.subject,
        body: template!.body,
        templateId: template!.id,
      }),
    );
    expect(first).toMatchObject({ queued: 1, letters: 0 });
    // filed in the buyer's conversation, delivered through the outbox
    const filed = await t.database.db
      .selectFrom('conversation_mails')
      .innerJoin('outbox', 'outbox.id', 'conversation_mails.outbox_id')
      .innerJoin('conversations', 'conversations.id', 'conversation_mails.conversation_id')
      .select([
        'outbox.kind',
        'outbox.text_body',
        'conversations.application_id',
        'conversation_mails.subject',
      ])
      .where('conversation_mails.batch_id', '=', first.batchId!)
      .executeTakeFirstOrThrow();
    expect(filed).toMatchObject({ kind: 'accounting_confirmation', application_id: app.id });
    expect(filed.subject).toContain('Abrechnungsangaben');
    const firstLink = /\/action\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)\/accounting-confirmation-form/.exec(
      filed.text_body,
    );
    expect(firstLink, filed.text_body).not.toBeNull();
    const after = ok<BuyingConfirmationReply>(
      await admin.get(`${SALES}/${app.id}/buying-confirmation-prios`),
    );
    expect(after.version).toBeGreaterThan(app.version);
    expect(after.accounting_link_sent_at).not.toBeNull();
    // a second request (own text, without the placeholder) gets its own link; the first no longer opens
    const second = ok<MailSendReply>(
      await admin.post(form, {
        version: after.version,
        subject: 'Ihre Angaben',
        body: '<p>Bitte prüfen.</p>',
      }),
    );
    expect(second.queued).toBe(1);
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'accounting_confirmation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const match = /\/action\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)\/accounting-confirmation-form/.exec(
      mail.text_body,
    );
    expect(match).not.toBeNull();
    expect(match![1]).not.toBe(firstLink![1]);
    const [, uuid, token] = match!;
    const stored = await t.database.db
      .selectFrom('action_links')
      .select(['token_hash', 'revoked_at', 'expires_at'])
      .where('public_id', '=', uuid!)
      .executeTakeFirstOrThrow();
    // only the token's hash is kept, and the link expires
    expect(stored.token_hash).not.toContain(token!);
    expect(new Date(stored.expires_at).getTime()).toBeGreaterThan(Date.now());
    const revoked = await new Client(t.app, null, 'verkauf').get(
      `/api/v1/sales/accounting-confirmation/${firstLink![1]}/${firstLink![2]}`,
    );
    expect(ok<{ state: string }>(revoked).state).toBe('revoked');
    const anon = new Client(t.app, null, 'verkauf');
    const page = `/api/v1/sales/accounting-confirmation/${uuid}/${token}`;
    const info = ok<{ state: string; fee: number; buyerName: string }>(await anon.get(page));
    expect(info).toMatchObject({ state: 'open', fee: 1234 });
    // another project's host, or a wrong token: not found
    expect((await new Client(t.app, null, 'rent').get(page)).statusCode).toBe(404);
    expect(
      (await anon.get(`/api/v1/sales/accounting-confirmation/${uuid}/${'x'.repeat(32)}`)).statusCode,
    ).toBe(404);
    // a correction needs the address
    expectFieldError(
      await anon.post(page, { confirmed: false, buyerName: 'Anna Käuferin' }),
      'street',
      'general_field_is_required',
    );
    const answer = {
      confirmed: false,
      buyerName: 'Anna Käuferin',
      street: 'Seeweg 4',
      zip: '8002',
      city: 'Zürich',
      billingEmail: 'rechnung@example.ch',
      refundIban: 'CH93 0076 2011 6238 5295 7',
      comment: '',
    };
    expect((await anon.post(page, answer)).statusCode).toBe(200);
    expect(expectStatus(await anon.post(page, answer), 409).messageKey).toBe('action_link_used');
    expect(ok<{ state: string }>(await anon.get(page)).state).toBe('used');
    const detail = ok<BuyingConfirmationReply>(
      await admin.get(`${SALES}/${app.id}/buying-confirmation-prios`),
    );
    expect(detail.accounting).toMatchObject({
      confirmed: false,
      street: 'Seeweg 4',
      refundIban: 'CH9300762011623852957',
    });
  });

  it('checks every call’s permission, project kind and project', async () => {
    await saveSettings();
    const app = await buyer();
    const foreign = await buyer(otherSaleId);
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', 'buying-confirmation-prios'],
      ['POST', 'reservation'],
      ['POST', 'reservation/remove'],
      ['GET', 'payment-info'],
      ['POST', 'payment-info'],
      ['GET', 'reservation-confirmation'],
      ['GET', 'interested/send-buying-confirmation-form'],
      ['POST', 'interested/send-buying-confirmation-form'],
      ['POST', 'interested/send-buying-confirmation-form/preview'],
    ];
    const body = {
      version: 1,
      objectId: 1,
      comment: '',
      paidOn: '2026-01-01',
      subject: 's',
      body: '<p>m</p>',
      targetId: 1,
    };
    const call = (client: Client, method: 'GET' | 'POST', url: string) =>
      method === 'GET' ? client.get(url) : client.post(url, body);
    const analyst = (await Client.login(t.app, 'demo.analyst')).inTenant('verkauf');
    const assistant = (await Client.login(t.app, 'demo.assistant')).inTenant('verkauf');
    const otherCustomer = (await Client.login(t.app, 'beta.admin', 'beta')).inTenant('beta');
    for (const [method, part] of calls) {
      const url = `${SALES}/${app.id}/${part}`;
      const what = `${method} ${part}`;
      expect((await call(analyst, method, url)).statusCode, what).toBe(403);
      if (method === 'POST' || part.startsWith('interested')) {
        expect((await call(assistant, method, url)).statusCode, what).toBe(403);
      }
      // another project's application, another customer's, a letting project: not found
      expect((await call(admin, method, `${SALES}/${foreign.id}/${part}`)).statusCode, what).toBe(404);
      expect((await call(otherCustomer, method, url)).statusCode, what).toBe(404);
      expect((await call(admin.inTenant('rent'), method, url)).statusCode, what).toBe(404);
    }
    expect(
      (await new Client(t.app, null, 'verkauf').get(`${SALES}/${app.id}/buying-confirmation-prios`))
        .statusCode,
    ).toBe(401);
  });
});
