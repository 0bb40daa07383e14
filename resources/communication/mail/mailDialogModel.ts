import type {
  DialogTemplate,
  MailAttachmentUpload,
  MailBatchProgress,
  MailContact,
  MailDialogReply,
  MailPreviewReply,
  MailSendPayload,
  MailView,
  ReferenceType,
} from '../../../schema/api/communication';
import { z } from 'zod';
import { MAIL_SUBJECT_MAX, mailTextProblems, type MailTextProblem } from '../../../schema/mailTemplates';
import { REQUIRED, ruleMessage } from '../../../schema/rules';
import type { ViewingMailTo } from '../../../schema/viewings';

export { hasMixedLanguages, MIXED_LANGUAGES_MESSAGE, rowLanguages } from './mailLanguages';

/** Where the dialog is: the template list, the editor, the preview, or the result of a send. */
export type MailStep = 'templates' | 'editor' | 'preview' | 'result';

/**
 * What the dialog writes for: rows of a list (bulk), one application (single mail), the
 * references the picked applications name, or the denial of one apartment to one application.
 */
export type MailTarget =
  | {
      kind: 'bulk';
      targets: number[];
      mailView: MailView;
      apartmentId?: number | null;
      /** one record's mail, written from its own page: titled as a single mail */
      single?: boolean;
    }
  | { kind: 'direct'; applicationId: number }
  | { kind: 'reference'; type: ReferenceType; targets: number[] }
  | { kind: 'denial'; applicationId: number; apartmentId: number }
  /** the participants of viewing appointments (`to`: all, booked, invited or present), bulk or one */
  | { kind: 'viewing'; viewingIds: number[]; to: ViewingMailTo }
  /** a sale buyer's request to confirm the accounting details (its link is added by the server) */
  | { kind: 'accounting'; applicationId: number; version: number };

/** The mail being written: the template's texts as edited, and its attachments. */
export interface MailDraft {
  subject: string;
  body: string;
  templateId: number | null;
  attachments: MailAttachmentUpload[];
}

/** The visible text of an HTML body (tags and blank space removed). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SendState {
  step: MailStep;
  /** the dialog, a preview or a send is loading */
  loading: boolean;
  /** a send is running or done: a mail is sent once */
  sending: boolean;
  preview: MailPreviewReply | null;
}

/**
 * Whether Send is enabled (spec 1 section 5): only on the preview, not while loading or sending,
 * only when the preview has a subject and a body, and every placeholder in it could be filled.
 */
export function canSend({ step, loading, sending, preview }: SendState): boolean {
  if (step !== 'preview' || loading || sending || !preview) return false;
  if (hasUnfilled(preview)) return false;
  return preview.subject.trim() !== '' && plainText(preview.body) !== '';
}

/** Whether a preview holds placeholders it could not fill (the server refuses to send it). */
export const hasUnfilled = (preview: MailPreviewReply | null): boolean =>
  (preview?.unfilled ?? []).length > 0;

/**
 * A text cut into the parts the preview marks (placeholders it could not fill) and the rest:
 * `Besichtigung am {{viewing_date}}` -> plain "Besichtigung am ", marked "{{viewing_date}}".
 */
export function markedParts(
  text: string,
  fragments: readonly string[],
): Array<{ text: string; marked: boolean }> {
  const found = [...fragments].filter((f) => f !== '').sort((a, b) => b.length - a.length);
  if (found.length === 0) return text === '' ? [] : [{ text, marked: false }];
  const pattern = new RegExp(`(${found.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, marked: found.includes(part) }));
}

/** Every recipient of the dialog, group by group. */
export const contactsOf = (reply: MailDialogReply): MailContact[] =>
  reply.contactGroups.flatMap((group) => group.contacts);

/** A recipient's key in the recipient switch (a target may have several adults). */
export const contactKey = (contact: MailContact): string => `${contact.id}:${contact.adultId ?? 'main'}`;

/**
 * The draft a picked template starts. A new mail, and the drafts the server writes for one kind of
 * mail (id 0: a reference mail, an offer denial), name no stored template.
 */
export function draftOf(template: DialogTemplate): MailDraft {
  return {
    subject: template.subject,
    body: template.body,
    templateId: template.new || template.id <= 0 ? null : template.id,
    attachments: [],
  };
}

export interface EditorValues {
  subject: string;
  body: string;
}

const DRAFT_MESSAGES: Record<MailTextProblem, string> = {
  required: REQUIRED,
  too_long: ruleMessage('text_too_long', { max: MAIL_SUBJECT_MAX }),
  line_break: 'mail_dialog_subject_one_line',
  unknown_placeholder: 'mail_dialog_unknown_placeholder',
};

/** The editor's rules: those of every mail (schema/mailTemplates), with the dialog's texts. */
export const draftSchema = z
  .object({ subject: z.string().nullish(), body: z.string().nullish() })
  .superRefine((values, ctx) => {
    const problems = mailTextProblems(values.subject ?? '', values.body ?? '');
    for (const field of ['subject', 'body'] as const) {
      const problem = problems[field];
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: DRAFT_MESSAGES[problem] });
    }
  });

/** The share of a batch that is done (sent, failed or bounced), 0 to 100. */
export function batchPercent(progress: MailBatchProgress): number {
  if (progress.total <= 0) return 100;
  const done = progress.sent + progress.failed + progress.bounced;
  return Math.min(100, Math.round((done / progress.total) * 100));
}

/** Whether polling a batch can stop: nothing queued any more, or nothing will be delivered. */
export const batchSettled = (progress: MailBatchProgress): boolean =>
  !progress.delivering || progress.queued === 0;

/** How often and how far apart the dialog asks how a batch is going. */
export const BATCH_POLLS = 5;
export const BATCH_POLL_INTERVAL_MS = 2000;

/** The send payload of spec 1 section 3 for a draft; a single mail names the adult it goes to. */
export function sendPayloadOf(
  target: MailTarget,
  draft: MailDraft,
  contact: MailContact | undefined,
): MailSendPayload {
  const common = {
    subject: draft.subject,
    body: draft.body,
    templateId: draft.templateId,
    pdf: true,
    attachments: draft.attachments.map((file) => file.id),
  };
  switch (target.kind) {
    case 'bulk':
      return {
        ...common,
        targets: target.targets,
        mailView: target.mailView,
        apartmentId: target.apartmentId ?? null,
      };
    case 'reference':
      return { ...common, pdf: false, targets: target.targets, mailView: 'applications' };
    case 'denial':
      return {
        ...common,
        targets: [target.applicationId],
        mailView: 'applications',
        applicationId: target.applicationId,
        apartmentId: target.apartmentId,
      };
    case 'direct':
      return {
        ...common,
        targets: [target.applicationId],
        mailView: 'applications',
        applicationId: target.applicationId,
        adultId: contact?.adultId ?? null,
      };
    case 'viewing':
      return { ...common, pdf: false, targets: target.viewingIds, mailView: 'applications' };
    case 'accounting':
      return {
        ...common,
        pdf: false,
        targets: [target.applicationId],
        mailView: 'applications',
        applicationId: target.applicationId,
        version: target.version,
      };
  }
}

/** The list a target's rows come from. */
export const mailViewOf = (target: MailTarget): MailView =>
  target.kind === 'bulk' ? target.mailView : 'applications';

/** What a preview asks besides the recipient: the object the mail speaks of, the reference greeted. */
export function previewContextOf(target: MailTarget): {
  apartmentId: number | null;
  reference: ReferenceType | null;
} {
  return {
    apartmentId: target.kind === 'bulk' || target.kind === 'denial' ? (target.apartmentId ?? null) : null,
    reference: target.kind === 'reference' ? target.type : null,
  };
}

/** The dialog's title: which kind of mail is written. */
export function dialogTitleKey(target: MailTarget): string {
  if (target.kind === 'reference') return `mail_dialog_title_reference_${target.type}`;
  if (target.kind === 'denial') return 'mail_dialog_title_denial';
  if (target.kind === 'viewing') return 'mail_dialog_title_viewing';
  if (target.kind === 'accounting') return 'sales_accounting_request';
  // one object's mail (from its detail) is a single mail, though it goes through bulk mail
  return target.kind === 'bulk' && !target.single ? 'mail_dialog_title_bulk' : 'mail_dialog_title_single';
}
