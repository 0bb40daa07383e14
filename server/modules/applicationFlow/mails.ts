import type { FlowMailResult } from '../../../schema/api/applicationFlow';
import { formatDate } from '../../../schema/dates';
import type { Config } from '../../core/config';
import type { StaffContext } from '../../core/context';
import { translate } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import { conversationFor, queueConversationMail } from '../communication/conversations';
import { applicationRecipient, placeholderValues } from '../communication/recipients';
import { renderMail } from '../communication/render';
import { signatureIn } from '../communication/signature';
import { templateText, textsOf } from '../communication/templates';
import { FLOW_TEMPLATES, type FlowMailKind } from './mailTemplates';

export type MailConfig = Pick<Config, 'mailDomain' | 'mailFrom' | 'smtpUrl' | 'publicUrl'>;

/**
 * Queues the mail of an offer, an assignment or a rejection to the household, in the
 * application's language, from the project's template of that title (its built-in text when the
 * template is gone), in the caller's transaction: it leaves with the change it reports. Answers
 * whether it waits for the sender, waits for lack of a mail server, or could not go (no address).
 */
export async function queueFlowMail(
  db: Executor,
  ctx: StaffContext,
  config: MailConfig,
  applicationId: number,
  objectId: number | null,
  kind: FlowMailKind,
  extra: { expiresOn?: string; offerLink?: string } = {},
): Promise<FlowMailResult> {
  const projectId = ctx.project.id;
  const recipient = await applicationRecipient(db, projectId, applicationId, applicationId, { objectId });
  if (!recipient?.email) {
    return { status: 'no_address', to: null, message: ctx.t('flow_mail_no_address') };
  }
  const lang = recipient.language;
  const template = await scoped(db, projectId)
    .selectFrom('mail_templates')
    .selectAll()
    .where('title', '=', FLOW_TEMPLATES[kind].title)
    .orderBy('id')
    .executeTakeFirst();
  const texts = template ? textsOf(template) : FLOW_TEMPLATES[kind].texts;
  const { subject, body: written } = templateText(texts, lang);
  // an offer mail always carries its answer link, also from a template written without it
  const body =
    extra.offerLink && !written.includes('offer_link')
      ? `${written}<p>${translate(lang, 'offer_link_line', { link: '{{offer_link}}' })}</p>`
      : written;
  const values = {
    ...placeholderValues(recipient, { project: ctx.project, user: ctx.user, publicUrl: config.publicUrl }),
    offer_expires_on: extra.expiresOn ? formatDate(extra.expiresOn) : '',
    offer_link: extra.offerLink ?? '',
  };
  const mail = renderMail(subject, body, await signatureIn(db, projectId, lang), values);
  const conversation = await conversationFor(db, projectId, {
    applicationId,
    personId: recipient.adultId,
    objectId,
    email: recipient.email,
    name: recipient.name,
    language: lang,
  });
  await queueConversationMail(db, config, projectId, {
    conversation,
    kind: 'system',
    outboxKind: kind,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    sentBy: ctx.user.id,
    templateId: template?.id ?? null,
    fromName: ctx.project.title.replace(/[\r\n]+/g, ' '),
  });
  const waiting = config.smtpUrl === null;
  return {
    status: waiting ? 'waiting' : 'queued',
    to: recipient.email,
    message: ctx.t(waiting ? 'flow_mail_waiting' : 'flow_mail_queued', { email: recipient.email }),
  };
}
