import { z } from 'zod';
import type { LocalizedText } from './applicationForm';
import { REQUIRED, choiceRule, textRule } from './rules';

/**
 * The public action pages under `action/…` (spec 1 section 2): the household answers an offer,
 * uploads documents the staff asked for, a landlord or employer answers a reference. Each page
 * opens through a token link bound to one project, application and purpose; the bodies below
 * are shared by the page's form and the server's parse.
 */

export const ACTION_LINK_PURPOSES = ['offer', 'documents', 'reference', 'accounting'] as const;
export type ActionLinkPurpose = (typeof ACTION_LINK_PURPOSES)[number];

/** How a link stands: open, or why it no longer opens its page. */
export const ACTION_LINK_STATES = ['open', 'expired', 'used', 'revoked'] as const;
export type ActionLinkState = (typeof ACTION_LINK_STATES)[number];

/** Days a document request or reference link lasts; an offer link lasts until the offer's last day. */
export const DOCUMENT_REQUEST_DAYS = 14;
export const REFERENCE_LINK_DAYS = 30;

/** A link's token or {uuid} as it may appear in a path (anything else is not a link). */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** Whether a link opens now, or why not (revoked before used before expired). */
export function actionLinkState(
  link: { expires_at: string; used_at: string | null; revoked_at: string | null },
  now = Date.now(),
): ActionLinkState {
  if (link.revoked_at !== null) return 'revoked';
  if (link.used_at !== null) return 'used';
  return Date.parse(link.expires_at) <= now ? 'expired' : 'open';
}

// ---- offer ----

export const OFFER_ANSWERS = ['accept', 'decline'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

/** POST /api/v1/applications/{id}/offer-confirm: accept, or decline with a reason. */
export const offerConfirmSchema = z
  .object({
    answer: choiceRule(OFFER_ANSWERS, true),
    reason: textRule({ max: 1000 }),
  })
  .superRefine((value, ctx) => {
    if (value.answer === 'decline' && value.reason === '') {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REQUIRED });
    }
  });
export type OfferConfirmBody = z.output<typeof offerConfirmSchema>;

// ---- document request ----

/** The most categories one request asks for. */
export const MAX_REQUESTED_CATEGORIES = 10;

/**
 * POST /api/v1/applications/{id}/documents-request: the documents asked for (keys of the
 * application form's file fields) and a message to the household.
 */
export const documentsRequestSchema = z.object({
  categories: z
    .array(z.string().trim().min(1).max(64), { error: REQUIRED })
    .min(1, REQUIRED)
    .max(MAX_REQUESTED_CATEGORIES)
    .transform((list) => [...new Set(list)]),
  message: textRule({ max: 2000 }),
});
export type DocumentsRequestBody = z.output<typeof documentsRequestSchema>;

// ---- references ----

export const REFERENCE_TYPES = ['landlord', 'employer'] as const;
export type ReferenceKind = (typeof REFERENCE_TYPES)[number];

export type ReferenceQuestionKind = 'yesno' | 'text';

export interface ReferenceQuestion {
  key: string;
  kind: ReferenceQuestionKind;
  required: boolean;
  /**
   * A question the project added in its form settings: its text per language (German stands in
   * for an empty one). The built-in questions have none: their label is `reference_question_<key>`.
   */
  label?: LocalizedText;
}

/** The questions a reference answers, per type; each key's label is `reference_question_<key>`. */
export const REFERENCE_QUESTIONS: Readonly<Record<ReferenceKind, readonly ReferenceQuestion[]>> = {
  landlord: [
    { key: 'tenancy_period', kind: 'text', required: false },
    { key: 'rent_on_time', kind: 'yesno', required: true },
    { key: 'complaints', kind: 'yesno', required: true },
    { key: 'would_rent_again', kind: 'yesno', required: true },
    { key: 'comment', kind: 'text', required: false },
  ],
  employer: [
    { key: 'employed_since', kind: 'text', required: false },
    { key: 'position', kind: 'text', required: false },
    { key: 'permanent', kind: 'yesno', required: true },
    { key: 'notice_given', kind: 'yesno', required: true },
    { key: 'comment', kind: 'text', required: false },
  ],
};

/** The questions a reference link asks: the type's own, then those the project added when it was sent. */
export function referenceQuestionsOf(
  type: ReferenceKind,
  added: readonly ReferenceQuestion[] = [],
): readonly ReferenceQuestion[] {
  return [...REFERENCE_QUESTIONS[type], ...added];
}

const YES_NO = ['yes', 'no'] as const;

/**
 * POST /api/v1/adults/{id}/evaluation/{type}/reference: who answers, and the answers of the
 * link's questions (the type's own and the project's added ones).
 */
export function referenceAnswerSchema(type: ReferenceKind, added: readonly ReferenceQuestion[] = []) {
  const answers = Object.fromEntries(
    referenceQuestionsOf(type, added).map((q) => [
      q.key,
      q.kind === 'yesno' ? choiceRule(YES_NO, q.required) : textRule({ required: q.required, max: 1000 }),
    ]),
  );
  return z.object({
    answeredBy: textRule({ required: true, max: 120 }),
    answers: z.object(answers),
  });
}
export type ReferenceAnswerBody = z.output<ReturnType<typeof referenceAnswerSchema>>;
