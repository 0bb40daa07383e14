import type { Kysely } from 'kysely';
import type { AccountingFormInfo } from '../../../schema/api/sales';
import type {
  DialogTemplate,
  MailDialogReply,
  MailPreviewReply,
  MailSendReply,
} from '../../../schema/api/communication';
import { actionLinkState } from '../../../schema/actionLinks';
import type { PlaceholderValues } from '../../../schema/mailPlaceholders';
import {
  ACCOUNTING_LINK_DAYS,
  type AccountingAnswer,
  type BuyingConfirmationMailInput,
} from '../../../schema/sales';
import { recordAudit } from '../../core/audit';
import { translate } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { Database, Project } from '../../db/types';
import type { Application } from '../../db/tables/applications';
import {
  checkOpen,
  contactOf,
  daysFrom,
  insertLink,
  languageOf,
  linkOfUuid,
  prepareLink,
  revokeLinks,
} from '../actionLinks/links';
import { notifyStaff } from '../actionLinks/notify';
import { checkVersion, findFlowObject, newFlow, refused, updateApplication } from '../applicationFlow/common';
import { findApplication } from '../applications/common';
import {
  attachmentFiles,
  dialogTemplates,
  newTemplateOf,
  sendMails,
  type SendContext,
} from '../communication/bulkMail';
import {
  applicationRecipient,
  contactOf as mailContactOf,
  placeholderValues,
  type Recipient,
} from '../communication/recipients';
import { previewMail } from '../communication/render';
import { signatureIn } from '../communication/signature';
import { findTemplate, templateText } from '../communication/templates';
import { ACCOUNTING_TEMPLATE, withAccountingLink } from './accountingMail';
import { findSaleApplication, openReservation } from './service';
import { reservationSettingsRow } from './settings';

/**
 * The buyer's accounting confirmation: the staff write the buyer a mail in the shared mail dialog
 * (templates, editor, preview, one send, filed in the buyer's conversation); it carries a link
 * (`action/{uuid}/{token}/accounting-confirmation-form`, 192 random bits, only its hash stored,
 * bound to the project, the application and this purpose, 30 days, used once, a new one revokes
 * the last); the buyer confirms the details as shown or corrects them; the answer is kept with
 * the application and the staff are told.
 */

export const accountingPageUrl = (publicUrl: string, uuid: string, token: string) =>
  `${publicUrl}/action/${uuid}/${token}/accounting-confirmation-form`;

/** What a preview shows for the link: its shape (each send makes its own). */
const sampleLink = (publicUrl: string) => accountingPageUrl(publicUrl, '…', '…');

/**
 * The buyer a request goes to: the sale application's main adult, about the reserved object (the
 * application's object before a reservation). Without an e-mail address there is nothing to send.
 */
async function buyerOf(
  db: Executor,
  ctx: SendContext,
  id: number,
): Promise<{ app: Application; recipient: Recipient & { email: string } }> {
  const scope = scoped(db, ctx.project.id);
  const app = await findSaleApplication(scope, id);
  const held = await openReservation(scope, id);
  const recipient = await applicationRecipient(db, ctx.project.id, id, id, {
    objectId: held?.sale.object_id ?? app.object_id,
  });
  if (!recipient?.email) throw refused('sale_no_email');
  return { app, recipient: { ...recipient, email: recipient.email } };
}

const valuesOf = (ctx: SendContext, recipient: Recipient, link: string): PlaceholderValues => ({
  ...placeholderValues(recipient, { project: ctx.project, user: ctx.user, publicUrl: ctx.config.publicUrl }),
  accounting_link: link,
});

/**
 * GET .../interested/send-buying-confirmation-form: the mail dialog's data: the buyer, the
 * project's template for this mail first (else the built-in text), then the other templates.
 */
export async function buyingConfirmationDialog(ctx: SendContext, id: number): Promise<MailDialogReply> {
  const { recipient } = await buyerOf(ctx.db, ctx, id);
  const language = recipient.language;
  const templates = await dialogTemplates(ctx.db, ctx.project.id, language);
  const own = templates.filter((t) => t.title === ACCOUNTING_TEMPLATE.title);
  const draft: DialogTemplate = {
    id: 0,
    title: ACCOUNTING_TEMPLATE.title,
    ...templateText(ACCOUNTING_TEMPLATE.texts, language),
    new: false,
  };
  return {
    mailTemplates: [
      ...(own.length > 0 ? own : [draft]),
      ...templates.filter((t) => t.title !== ACCOUNTING_TEMPLATE.title),
    ],
    contactGroups: [{ language, contacts: [mailContactOf(recipient)] }],
    newTemplate: newTemplateOf(ctx.t),
    language,
  };
}

/** POST .../send-buying-confirmation-form/preview: the buyer's mail as it will go, the link's shape in it. */
export async function buyingConfirmationPreview(
  ctx: SendContext,
  id: number,
  subject: string,
  body: string,
): Promise<MailPreviewReply> {
  const { recipient } = await buyerOf(ctx.db, ctx, id);
  const signature = await signatureIn(ctx.db, ctx.project.id, recipient.language);
  const values = valuesOf(ctx, recipient, sampleLink(ctx.config.publicUrl));
  return {
    ...previewMail(subject, withAccountingLink(body, recipient.language), signature, values),
    adultId: recipient.adultId,
  };
}

/**
 * POST .../interested/send-buying-confirmation-form: the dialog's mail, sent the way every dialog
 * mail is (a batch, the buyer's conversation, the outbox), with a new link written in the same
 * transaction; the last link is revoked and the application's version moves on.
 */
export async function sendBuyingConfirmation(
  ctx: SendContext,
  id: number,
  input: BuyingConfirmationMailInput,
  subject: Parameters<typeof attachmentFiles>[2],
): Promise<MailSendReply> {
  const { app, recipient } = await buyerOf(ctx.db, ctx, id);
  const f0 = newFlow(ctx.db, ctx.project.id, ctx.t, ctx.user.id);
  checkVersion(f0, app, input.version);
  if (!(await openReservation(f0.scope, id))) throw refused('sale_no_reservation');
  if (input.templateId) await findTemplate(ctx.db, ctx.project.id, input.templateId);
  const attachments = await attachmentFiles(ctx.db, ctx.project.id, subject, input.attachments);
  const prepared = prepareLink();
  const link = accountingPageUrl(ctx.config.publicUrl, prepared.publicId, prepared.token);
  const alongside = async (trx: Kysely<Database>) => {
    const f = newFlow(trx, ctx.project.id, ctx.t, ctx.user.id);
    const current = await findSaleApplication(f.scope, id);
    checkVersion(f, current, input.version);
    const now = new Date();
    await revokeLinks(trx, ctx.project.id, id, 'accounting', now.toISOString());
    await insertLink(trx, ctx.project.id, prepared, {
      purpose: 'accounting',
      applicationId: id,
      expiresAt: daysFrom(now, ACCOUNTING_LINK_DAYS),
      createdBy: ctx.user.id,
      now: now.toISOString(),
    });
    await updateApplication(f, current, 'sendAccountingConfirmation', {});
    await recordAudit(trx, f.audit);
  };
  return sendMails(ctx, [{ targetId: id, recipient, values: valuesOf(ctx, recipient, link) }], {
    kind: input.templateId ? 'template' : 'direct',
    outboxKind: 'accounting_confirmation',
    subject: input.subject,
    body: withAccountingLink(input.body, recipient.language),
    templateId: input.templateId ?? null,
    attachments,
    refused: [],
    letters: false,
    alongside,
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
    language: languageOf(app.language, project),
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
