import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { MailDialogReply, MailSendReply } from '../../schema/api/communication';
import type { TableData } from '../../schema/api/tableData';
import { insertApplication } from './applicationFlowSupport';
import { DIALECTS } from './harness';
import { tenantInserter, tenantTest } from './tenantSupport';
import { expectStatus } from './objectsSupport';

const LIST = '/api/v1/tenants/';
const BULK = '/api/v1/communication/bulk-mail';

async function workbookOf(res: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const bytes = new Uint8Array(res.rawPayload.byteLength);
  bytes.set(res.rawPayload);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer);
  return book;
}

/** The tenant list's phone column, its export, and mails to picked tenants through the mail dialog. */
describe.each(DIALECTS)('tenant list mail and export (%s)', (dialect) => {
  const s = tenantTest(dialect);

  const insertTenant = tenantInserter(
    () => s.t.database.db,
    () => s.rentId,
    {
      name: 'Mara Mailprobe',
      email: 'mara',
      phone: '0791234567',
      object_label: 'W 5.55 Mailwohnung',
      termination_months: '[3,6,9,12]',
    },
  );

  it('shows and exports the phone number in international form, and offers the mail to the contract role', async () => {
    const tenant = await insertTenant();
    const data = expectStatus(
      await s.contract.get(LIST, { search: tenant.name }),
      200,
    ) as unknown as TableData;
    const line = data.body.find((r) => r._id === tenant.id)!;
    expect(line.phone).toBe('+41 79 123 45 67');
    expect(data.bulkOptions.map((o) => o.value)).toEqual(expect.arrayContaining(['sendMail']));

    const xlsx = await s.contract.post(LIST, { bulkAction: 'exportExcel', targets: [tenant.id] });
    expect(xlsx.statusCode).toBe(200);
    const sheet = (await workbookOf(xlsx)).worksheets[0]!;
    const cells: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells).toContain('+41 79 123 45 67');
    expect(cells).toContain(tenant.name);
  });

  it("writes to picked tenants: through their application, else to the tenant; another project's are refused", async () => {
    const app = await insertApplication(s.t.database.db, s.rentId, { progress_state: 'assigned' });
    const viaApplication = await insertTenant({ application_id: app.id, email: app.email });
    const own = await insertTenant({ email: 'eigene.adresse@example.ch' });
    const foreign = await insertTenant({}, s.betaId);

    const dialog = expectStatus(
      await s.contract.get(BULK, { targets: `${own.id},${viaApplication.id}`, mailView: 'tenants' }),
      200,
    ) as unknown as MailDialogReply;
    const contacts = dialog.contactGroups.flatMap((g) => g.contacts);
    expect(contacts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: own.id, name: own.name, email: 'eigene.adresse@example.ch' }),
        expect.objectContaining({ id: viaApplication.id }),
      ]),
    );

    const res = await s.contract.post(BULK, {
      targets: [own.id, viaApplication.id, foreign.id],
      mailView: 'tenants',
      subject: 'Hausordnung für {{applicant_name}}',
      body: '<p>{{salutation}}</p><p>Die neue Hausordnung liegt bei.</p>',
    });
    const reply = expectStatus(res, 200) as unknown as MailSendReply;
    expect(reply.queued).toBe(2);
    expect(reply.results).toEqual(
      expect.arrayContaining([
        { id: own.id, status: 'queued' },
        { id: viaApplication.id, status: 'queued' },
        expect.objectContaining({ id: foreign.id, status: 'failed' }),
      ]),
    );
    const mails = await s.t.database.db
      .selectFrom('conversation_mails')
      .innerJoin('outbox', 'outbox.id', 'conversation_mails.outbox_id')
      .innerJoin('conversations', 'conversations.id', 'conversation_mails.conversation_id')
      .select(['outbox.to_address', 'outbox.text_body', 'conversations.application_id'])
      .where('conversation_mails.batch_id', '=', reply.batchId!)
      .execute();
    const byAddress = new Map(mails.map((m) => [m.to_address, m]));
    expect(byAddress.get('eigene.adresse@example.ch')).toMatchObject({ application_id: null });
    expect(byAddress.get('eigene.adresse@example.ch')!.text_body).toContain(`Guten Tag ${own.name}`);
    expect(byAddress.get(app.email.toLowerCase())).toMatchObject({ application_id: app.id });
  });

  it("keeps the tenants out of the marketer's mail dialog", async () => {
    const tenant = await insertTenant();
    const res = await s.marketer.get(BULK, { targets: String(tenant.id), mailView: 'tenants' });
    expect(res.statusCode).toBe(403);
    const send = await s.marketer.post(BULK, {
      targets: [tenant.id],
      mailView: 'tenants',
      subject: 'Hallo',
      body: '<p>Hallo</p>',
    });
    expect(send.statusCode).toBe(403);
  });
});
