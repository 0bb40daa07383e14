import type { AccountingFormInfo, BuyingConfirmationMail } from '../../../schema/api/sales';
import { actionLinkState } from '../../../schema/actionLinks';
import {
  ACCOUNTING_LINK_DAYS,
  type AccountingAnswer,
  type buyingConfirmationMailSchema,
} from '../../../schema/sales';
import type { z } from 'zod';
import { recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { translate, translator, type Translator } from '../../core/i18n/index';
import { mailDelivery, paragraphsMail, queueMail } from '../../core/mail';
import { scoped, type Executor } from '../../core/scope';
import type { MailDelivery } from '../../../schema/api/communication';
import type { Project } from '../../db/types';
import type { Application } from '../../db/tables/applications';
import {
  checkOpen,
  contactOf,
  createActionLink,
  daysFrom,
  languageOf,
  linkOfUuid,
  revokeLinks,
} from '../actionLinks/links';
import { notifyStaff } from '../actionLinks/notify';
import { checkVersion, findFlowObject, newFlow, refused, updateApplication } from '../applicationFlow/common';
import { findApplication } from '../applications/common';
import { findSaleApplication, openReservation } from './service';
import { reservationSettingsRow } from './settings';

/**
 * The buyer's accounting confirmation: the staff send the buyer a link (`action/{uuid}/{token}/
 * accounting-confirmation-form`, 192 random bits, only its hash stored, bound to the project, the
 * application and this purpose, 30 days, used once, a new one revokes the last); the buyer confirms
 * the details as shown or corrects them; the answer is kept with the application and the staff are
 * told.
 */

export const accountingPageUrl = (publicUrl: string, uuid: string, token: string) =>
  `${publicUrl}/action/${uuid}/${token}/accounting-confirmation-form`;

function defaults(t: Translator, app: Application, project: Project) {
  return {
    subject: t('sale_accounting_mail_subject', { project: project.title }),
    message: t('sale_accounting_mail_body', { name: app.main_name, project: project.title }),
  };
}

const appLanguage = (app: Application, project: Project) => languageOf(app.language, project);

/** GET .../interested/send-buying-confirmation-form: the mail as it would go (the link is added when sent). */
export async function buyingConfirmationMail(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<BuyingConfirmationMail> {
  const scope = scoped(db, ctx.project.id);
  const app = await findSaleApplication(scope, id);
  if (!app.email.trim()) throw refused('sale_no_email');
  const t = translator(appLanguage(app, ctx.project));
  return { email: app.email, version: app.version, ...defaults(t, app, ctx.project) };
}

/** POST .../interested/send-buying-confirmation-form: a new link, mailed with the staff's text. */
export async function sendBuyingConfirmation(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: z.infer<typeof buyingConfirmationMailSchema>,
  config: { publicUrl: string; smtpUrl: string | null },
): Promise<{ id: number; version: number; message: string; delivery: MailDelivery }> {
  return db.transaction().execute(async (trx) => {
    const f = newFlow(trx, ctx.project.id, ctx.t, ctx.user.id);
    const app = await findSaleApplication(f.scope, id);
    checkVersion(f, app, input.version);
    if (!app.email.trim()) throw refused('sale_no_email');
    if (!(await openReservation(f.scope, id))) throw refused('sale_no_reservation');
    const now = new Date();
    await revokeLinks(trx, ctx.project.id, id, 'accounting', now.toISOString());
    const { row, token } = await createActionLink(trx, ctx.project.id, {
      purpose: 'accounting',
      applicationId: id,
      expiresAt: daysFrom(now, ACCOUNTING_LINK_DAYS),
      createdBy: ctx.user.id,
      now: now.toISOString(),
    });
    const url = accountingPageUrl(config.publicUrl, row.public_id, token);
    const mail = paragraphsMail([...input.message.split(/\n{2,}/), url]);
    await queueMail(trx, {
      to: app.email,
      subject: input.subject.replace(/[\r\n]+/g, ' '),
      ...mail,
      kind: 'accounting_confirmation',
      projectId: ctx.project.id,
      fromName: ctx.project.title.replace(/[\r\n]+/g, ' '),
      replyTo: ctx.user.email || null,
    });
    const after = await updateApplication(f, app, 'sendAccountingConfirmation', {});
    await recordAudit(trx, f.audit);
    return {
      id,
      version: after.version,
      message: ctx.t('sale_accounting_sent', { email: app.email }),
      delivery: mailDelivery(config),
    };
  });
}

/** GET /api/v1/sales/accounting-confirmation/{uuid}/{token}: the page's details, or how the link stands. */
export async function accountingFormInfo(
  db: Executor,
  project: Project,
  uuid: string,
  token: string,
): Promise<AccountingFormInfo> {
  const link = await linkOfUuid(db, project.id, 'accounting', uuid, token);
  const scope = scoped(db, project.id);
  const app = await findApplication(scope, link.application_id);
  const state = actionLinkState(link);
  const base = {
    state,
    contact: contactOf(project),
    language: appLanguage(app, project),
    expires_at: link.expires_at,
  };
  const held = state === 'open' ? await openReservation(scope, app.id) : null;
  if (!held) {
    return { ...base, buyerName: '', email: '', unit: '', fee: null, reference: '', iban: '' };
  }
  const object = await findFlowObject(scope, held.sale.object_id);
  const settings = await reservationSettingsRow(db, project.id);
  return {
    ...base,
    buyerName: app.main_name,
    email: app.email,
    unit: [object.ref_number, object.title].filter(Boolean).join(' – '),
    fee: held.sale.fee_cents / 100,
    reference: held.sale.reference,
    iban: settings?.creditor_iban ?? '',
  };
}

/** POST /api/v1/sales/accounting-confirmation/{uuid}/{token}: the buyer's answer, once. */
export async function answerAccounting(
  db: Executor,
  project: Project,
  uuid: string,
  token: string,
  answer: AccountingAnswer,
): Promise<{ ok: true }> {
  await db.transaction().execute(async (trx) => {
    const link = await linkOfUuid(trx, project.id, 'accounting', uuid, token);
    checkOpen(link);
    const scope = scoped(trx, project.id);
    const app = await findApplication(scope, link.application_id);
    const now = new Date().toISOString();
    const used = await scope
      .updateTable('action_links')
      .set({ used_at: now, answer: JSON.stringify(answer) })
      .where('id', '=', link.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw refused('action_link_used');
    const { confirmed, ...details } = answer;
    const values = { answer: JSON.stringify(details), confirmed: confirmed ? 1 : 0, answered_at: now };
    await scope.deleteFrom('sale_accounting_answers').where('application_id', '=', app.id).execute();
    await scope.insertInto('sale_accounting_answers', [{ application_id: app.id, ...values }]).execute();
    await recordAudit(trx, {
      projectId: project.id,
      userId: null,
      action: 'accountingAnswer',
      entity: 'sale_accounting_answers',
      entityId: app.id,
      before: null,
      after: { confirmed: values.confirmed, ...details },
    });
    const lang = languageOf(project.language, project);
    await notifyStaff(
      trx,
      project.id,
      app,
      translate(lang, 'sale_accounting_answered_subject', { name: app.main_name }),
      translate(
        lang,
        confirmed ? 'sale_accounting_answered_confirmed' : 'sale_accounting_answered_corrected',
        {
          name: app.main_name,
        },
      ),
    );
  });
  return { ok: true };
}
