import { z } from 'zod';
import { placeholderProblems } from './mailPlaceholders';
import { mailBodySchema, mailSubjectSchema } from './mailTemplates';
import { bodyRowId } from './rowId';
import { ruleMessage } from './rules';

/**
 * The requests of the communication routes (the mail dialog, bulk, reference and offer-denial
 * mails, the preview, the inbox and the messenger): parsed by the routes before the services, the
 * same rules the client's dialog follows.
 */

/** The field error of placeholders that are unknown or damaged (`{placeholders}`: as written). */
export const MAIL_PLACEHOLDERS_INVALID = 'mail_placeholders_invalid';

/** At most this many rows are written to at once. */
export const MAIL_MAX_TARGETS = 1000;
/** At most this many attachments per mail. */
export const MAIL_MAX_ATTACHMENTS = 20;

export const MAIL_VIEWS = ['applications', 'objects', 'tenants', 'interested'] as const;
export const mailViewSchema = z.enum(MAIL_VIEWS);

/** Whom a reference mail asks about an applicant. */
export const REFERENCE_TYPES = ['landlord', 'employer'] as const;
export const referenceTypeParams = z.object({ type: z.enum(REFERENCE_TYPES) });

/** `1,2,3` or repeated `targets`: the ids of a query. */
export const mailTargetList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((v) => v.trim() !== '') : value),
  z.array(bodyRowId).min(1, 'mail_no_recipients').max(MAIL_MAX_TARGETS),
);

/** GET bulk-mail: the rows the dialog writes to. */
export const mailDialogQuery = z.object({
  targets: mailTargetList,
  mailView: mailViewSchema.default('applications'),
  apartmentId: bodyRowId.optional().or(z.literal('').transform(() => undefined)),
});

/** GET reference-mails: the applications whose references are asked. */
export const referenceDialogQuery = z.object({ targets: mailTargetList });

/**
 * The send payload of spec 1 section 3 (bulk, direct, reference and offer-denial mails). A
 * placeholder not in the list, or a damaged one (`{{first_name}`), refuses the send with the field.
 */
export const mailSendSchema = z
  .object({
    targets: z.array(bodyRowId).max(MAIL_MAX_TARGETS).default([]),
    mailView: mailViewSchema.default('applications'),
    subject: mailSubjectSchema,
    body: mailBodySchema,
    templateId: bodyRowId.nullish(),
    pdf: z.boolean().optional(),
    attachments: z.array(bodyRowId).max(MAIL_MAX_ATTACHMENTS).default([]),
    apartmentId: bodyRowId.nullish(),
    applicationId: bodyRowId.nullish(),
    adultId: bodyRowId.nullish(),
  })
  .superRefine((value, ctx) => {
    for (const field of ['subject', 'body'] as const) {
      const { unknown, damaged } = placeholderProblems(value[field]);
      const written = [...unknown.map((name) => `{{${name}}}`), ...damaged];
      if (written.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: ruleMessage(MAIL_PLACEHOLDERS_INVALID, { placeholders: written.join(', ') }),
        });
    }
  });
export type MailSendValues = z.infer<typeof mailSendSchema>;

/** POST mail-preview: one recipient's mail as it will be sent. */
export const mailPreviewSchema = z.object({
  mailView: mailViewSchema.default('applications'),
  targetId: bodyRowId,
  adultId: bodyRowId.nullish(),
  apartmentId: bodyRowId.nullish(),
  /** the preview of a reference mail: greets the reference, not the applicant */
  reference: z.enum(REFERENCE_TYPES).nullish(),
  subject: z.string().max(10_000),
  body: z.string().max(200_000),
});

/** POST inbox-feed: a mail of the messenger to one adult of the application. */
export const feedSendSchema = z.object({
  adultId: z.number().int().positive().nullable().optional(),
  subject: z
    .string()
    .trim()
    .min(1, 'inbox_subject_required')
    .max(200, 'inbox_subject_too_long')
    .regex(/^[^\r\n]*$/, 'inbox_subject_line_break'),
  body: z.string().max(200_000, 'inbox_body_too_long'),
  attachments: z.array(z.number().int().positive()).max(MAIL_MAX_ATTACHMENTS).optional(),
});
export type FeedSendValues = z.infer<typeof feedSendSchema>;

/** POST mail-is-read */
export const mailReadSchema = z.object({ is_read: z.boolean() });

/** PATCH update: the read mark, or another application of the project to file the mail under */
export const mailUpdateSchema = z
  .object({
    is_read: z.boolean().optional(),
    application_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();

/** POST categorize-documents: the document category an attachment is filed under */
export const categorizeSchema = z.object({ category: z.string().trim().min(1, 'required').max(50) });

/** POST get-unread-messages: the count the client knows */
export const unreadPollSchema = z.object({ count: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });
