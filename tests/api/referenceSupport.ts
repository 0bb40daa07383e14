import { expect } from 'vitest';
import { insertApplication } from './applicationFlowSupport';
import type { Client, TestApp } from './harness';

/**
 * A landlord reference mail sent by staff for a new application of the project: the application
 * and the token of the form link the mail carries.
 */
export async function askLandlordReference(t: TestApp, staff: Client, projectId: number) {
  const app = await insertApplication(t.database.db, projectId, {
    answers: JSON.stringify({
      landlord_name: 'Livit AG',
      landlord_email: `verwaltung${Date.now()}@livit.test`,
    }),
  });
  const url = '/api/v1/communication/landlord/reference-mails';
  const draft = (await staff.get(url, { targets: String(app.id) })).json<{
    mailTemplates: Array<{ subject: string; body: string }>;
  }>().mailTemplates[0]!;
  const res = await staff.post(url, { targets: [app.id], subject: draft.subject, body: draft.body });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await t.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', 'like', 'verwaltung%@livit.test')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\/action\/([A-Za-z0-9_-]+)\/reference-form\?type=landlord/.exec(mail.text_body);
  expect(match, mail.text_body).not.toBeNull();
  return { app, token: match![1]! };
}

/** The reference form's call of a link, of a type. */
export const referenceUrl = (token: string, type = 'landlord') =>
  `/api/v1/adults/${token}/evaluation/${type}/reference`;
