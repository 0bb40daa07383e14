import type {
  DialogTemplate,
  MailContact,
  MailDialogReply,
  ReferenceType,
} from '../../../schema/api/communication';
import { badRequest } from '../../core/errors';
import { translate, type MessageKey } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { ApplicationPerson } from '../../db/tables/applications';
import { commonLanguage, newTemplateOf, type Outgoing, type SendContext } from './bulkMail';
import type { PlaceholderValues } from '../../../schema/mailPlaceholders';
import { placeholderValues, type Recipient, type Resolved } from './recipients';

/**
 * Reference mails: to the current landlord (household answers `landlord_name`, `landlord_email`
 * of the default form) or to each adult's employer (person answers `employer`, `employer_email`;
 * the default form asks no employer e-mail, so a project adds that field to use them).
 */

export type { ReferenceType };

const FIELDS: Record<ReferenceType, { name: string; email: string }> = {
  landlord: { name: 'landlord_name', email: 'landlord_email' },
  employer: { name: 'employer', email: 'employer_email' },
};

export interface Reference {
  recipient: Recipient;
  name: string;
  email: string;
  /** the adult whose employer it is; null for the landlord */
  personId: number | null;
}

function answersOf(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function referenceOf(
  recipient: Recipient,
  answers: Record<string, unknown>,
  type: ReferenceType,
  personId: number | null,
) {
  const fields = FIELDS[type];
  const email = textOf(answers[fields.email]).toLowerCase();
  const name = textOf(answers[fields.name]);
  // a reference without an e-mail address cannot be asked by mail
  if (email === '') return null;
  return { recipient, name: name || email, email, personId };
}

/** The references the applications name, in the order of the targets. */
export async function referencesOf(
  db: Executor,
  projectId: number,
  recipients: readonly Recipient[],
  type: ReferenceType,
): Promise<Reference[]> {
  const out: Reference[] = [];
  for (const recipient of recipients) {
    const application = recipient.application;
    if (!application) continue;
    if (type === 'landlord') {
      const ref = referenceOf(recipient, answersOf(application.answers), type, null);
      if (ref) out.push(ref);
      continue;
    }
    const adults: ApplicationPerson[] = await scoped(db, projectId)
      .selectFrom('application_persons')
      .selectAll()
      .where('application_id', '=', application.id)
      .where('person_type', '=', 'adult')
      .orderBy('position')
      .execute();
    for (const adult of adults) {
      const ref = referenceOf(recipient, answersOf(adult.answers), type, adult.id);
      if (ref) out.push(ref);
    }
  }
  return out;
}

/** No picked application names this reference: the dialog has nobody to write to. */
const NONE: Record<ReferenceType, MessageKey> = {
  landlord: 'mail_references_none_landlord',
  employer: 'mail_references_none_employer',
};

const KEYS: Record<ReferenceType, { subject: MessageKey; body: MessageKey }> = {
  landlord: { subject: 'mail_reference_landlord_subject', body: 'mail_reference_landlord_body' },
  employer: { subject: 'mail_reference_employer_subject', body: 'mail_reference_employer_body' },
};

/** The draft of a reference mail in a language (placeholders of the applicant). */
export function referenceDraft(type: ReferenceType, lang: MailContact['language']): DialogTemplate {
  return {
    id: 0,
    title: translate(lang, KEYS[type].subject)
      .replace(/\s*\{\{applicant_name\}\}/, '')
      .trim(),
    subject: translate(lang, KEYS[type].subject),
    body: translate(lang, KEYS[type].body),
    new: false,
  };
}

export function referenceDialog(
  ctx: SendContext,
  type: ReferenceType,
  references: readonly Reference[],
): MailDialogReply {
  if (references.length === 0) throw badRequest(NONE[type]);
  const language = commonLanguage(
    references.map((r) => r.recipient.language),
    ctx.project.language as MailContact['language'],
  );
  const contacts: MailContact[] = references.map((r) => ({
    id: r.recipient.targetId,
    adultId: r.personId,
    name: r.name,
    email: r.email,
    language: r.recipient.language,
  }));
  return {
    mailTemplates: [referenceDraft(type, language)],
    contactGroups: contacts.length === 0 ? [] : [{ language, contacts }],
    newTemplate: newTemplateOf(ctx.t),
    language,
  };
}

/** The placeholders of a reference mail: the applicant's, with a salutation that greets the reference. */
export function referenceValues(
  ctx: Pick<SendContext, 'project' | 'user' | 'config'>,
  ref: Reference,
): PlaceholderValues {
  return {
    ...placeholderValues(ref.recipient, {
      project: ctx.project,
      user: ctx.user,
      publicUrl: ctx.config.publicUrl,
    }),
    salutation: translate(ref.recipient.language, 'mail_salutation', { name: ref.name }),
    // each mail's own link is set when it is sent (actionLinks/references.ts); a preview shows its shape
    reference_link: `${ctx.config.publicUrl}/action/…/reference-form`,
  };
}

/**
 * The mails of a reference send: to each reference; the salutation greets the reference, and each
 * mail names its own reference form link (`links`, in the order of the references).
 */
export function referenceOutgoing(
  ctx: SendContext,
  references: readonly Reference[],
  links: readonly string[] = [],
): Outgoing[] {
  return references.map((ref, i) => {
    const values = referenceValues(ctx, ref);
    return {
      targetId: ref.recipient.targetId,
      recipient: ref.recipient,
      to: { email: ref.email, name: ref.name, personId: ref.personId },
      values: links[i] ? { ...values, reference_link: links[i] } : values,
    };
  });
}

/** A reference mail's body with its form link, also when the text sent was written without it. */
export function withReferenceLink(body: string, lang: MailContact['language']): string {
  if (body.includes('reference_link')) return body;
  return `${body}<p>${translate(lang, 'reference_link_line', { link: '{{reference_link}}' })}</p>`;
}

export const resolvedRecipients = (resolved: readonly Resolved[]) =>
  resolved.flatMap((r) => (r.ok ? [r.recipient] : []));
