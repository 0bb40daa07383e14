import { z } from 'zod';
import { LANGUAGES, type Language } from './api/common';
import { placeholderSet } from './mailPlaceholders';
import { isEmptyBody } from './mailTemplates';
import { REQUIRED, emailRule, numberRule, ruleMessage, textRule } from './rules';
import { initialRentCantonsSchema } from './initialRentForm';

/**
 * The contract settings of a project (spec 1 section 2, "Project settings area"; issue "Tenants
 * and contracts"): the rental agreement's template per language with its placeholders and the
 * clauses the project uses, who countersigns digitally and how long a signing link lasts, and the
 * deposit guarantee providers. Used by the server to refuse bad settings and by the settings
 * screens to guide the user; a field error's path is the input's source (`texts.fr`).
 */

/**
 * The placeholders a rental agreement template may use; the contract fills them from the tenant,
 * the object and the contract's terms. Money is written `CHF 1'234.50`, dates DD.MM.YYYY.
 */
export const CONTRACT_PLACEHOLDERS = [
  'tenant_names',
  'object_title',
  'object_address',
  'start_date',
  'net_rent',
  'extra_costs',
  'total_rent',
  'deposit',
  'notice_period',
  'termination_dates',
  'reference_interest_rate',
  'consumer_price_index',
  'landlord_name',
  'project_name',
] as const;
export type ContractPlaceholder = (typeof CONTRACT_PLACEHOLDERS)[number];

/** The checks of a template's placeholders (the mail templates' mechanism, with this list). */
export const contractPlaceholders = placeholderSet(CONTRACT_PLACEHOLDERS);

/**
 * The clauses a project can include in its rental agreements (Swiss practice: the general terms
 * and the house rules are attached; the others are optional agreements of the contract).
 */
export const CONTRACT_CLAUSES = [
  'general_terms',
  'house_rules',
  'pets',
  'smoking',
  'subletting',
  'laundry_schedule',
  'garden_care',
  'snow_clearing',
  'indexed_rent',
  'staggered_rent',
  'minimum_term',
] as const;
export type ContractClause = (typeof CONTRACT_CLAUSES)[number];

/** The language every project's template needs (the default language); the others are optional. */
export const CONTRACT_DEFAULT_LANGUAGE: Language = 'de';
/** A template is a document, not a book. */
export const CONTRACT_TEMPLATE_MAX = 200_000;

export const CONTRACT_UNKNOWN_PLACEHOLDER = 'contract_unknown_placeholder';
export const CONTRACT_CLAUSE_UNKNOWN = 'contract_clause_unknown';

const templateText = z
  .string()
  .max(CONTRACT_TEMPLATE_MAX, ruleMessage('text_too_long', { max: CONTRACT_TEMPLATE_MAX }))
  .default('');

/** The field errors of a project's templates: path (`texts.fr`) to message key. */
export function contractTemplateErrors(texts: Record<Language, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const text = texts[language];
    if (language === CONTRACT_DEFAULT_LANGUAGE && isEmptyBody(text)) errors[`texts.${language}`] = REQUIRED;
    else if (contractPlaceholders.hasProblem(text))
      errors[`texts.${language}`] = CONTRACT_UNKNOWN_PLACEHOLDER;
  }
  return errors;
}

/** How many attachments (house rules, general terms) a contract language may have. */
export const CONTRACT_ATTACHMENTS_MAX = 5;
export const CONTRACT_ATTACHMENT_NOT_PDF = 'rental_agreement_attachment_not_pdf';
export const CONTRACT_ATTACHMENT_MISSING = 'rental_agreement_attachment_missing';

/** An attachment as the upload answered it (`key` names the stored file) and as the settings answer it. */
const attachmentFile = z.object({
  key: z.string().min(1).max(300),
  name: z.string().trim().min(1).max(200),
  url: z.string().max(400).optional(),
  size: z.number().int().min(0).optional(),
});
const attachmentList = z
  .array(attachmentFile)
  .max(
    CONTRACT_ATTACHMENTS_MAX,
    ruleMessage('rental_agreement_attachments_too_many', { max: CONTRACT_ATTACHMENTS_MAX }),
  )
  .default([]);

/** The attachments of a language; a language without its own takes the default language's. */
export function attachmentsFor<T>(attachments: Record<Language, T[]>, language: Language): T[] {
  const own = attachments[language];
  return own.length > 0 ? own : attachments[CONTRACT_DEFAULT_LANGUAGE];
}

/** Settings > rental agreement: the template per language (HTML) and the clauses the project uses. */
export const rentalAgreementSchema = z
  .object({
    texts: z
      .object({ de: templateText, fr: templateText, it: templateText, en: templateText })
      .default({ de: '', fr: '', it: '', en: '' }),
    clauses: z
      .array(z.string().max(60), { error: CONTRACT_CLAUSE_UNKNOWN })
      .max(CONTRACT_CLAUSES.length * 2)
      .default([])
      .refine(
        (values) => values.every((value) => (CONTRACT_CLAUSES as readonly string[]).includes(value)),
        CONTRACT_CLAUSE_UNKNOWN,
      )
      // each once, in the order of the list
      .transform((values) => CONTRACT_CLAUSES.filter((clause) => values.includes(clause))),
    // absent: the list stays as it is
    initialRentCantons: initialRentCantonsSchema.optional(),
    // PDFs per contract language, in order; absent: they stay as they are
    attachments: z
      .object({ de: attachmentList, fr: attachmentList, it: attachmentList, en: attachmentList })
      .optional(),
    version: z.number().int().min(1).optional(),
  })
  .superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(contractTemplateErrors(value.texts))) {
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
  });
export type RentalAgreementValues = z.infer<typeof rentalAgreementSchema>;

/** How long a signing link lasts, in days: at least one, at most two months. */
export const SIGNING_LINK_DAYS_MIN = 1;
export const SIGNING_LINK_DAYS_MAX = 60;
export const SIGNING_LINK_DAYS_DEFAULT = 14;

/** A required number rule: never null once parsed (numberRule's type also covers optional ones). */
const required = (rule: ReturnType<typeof numberRule>) => rule as unknown as z.ZodType<number, unknown>;

/** Settings > digital signature: who countersigns (a user of the project) and the link lifetime. */
export const digitalSignatureSchema = z.object({
  countersigner_id: required(numberRule({ required: true, integer: true, min: 1, max: 2_147_483_647 })),
  link_days: required(
    numberRule({ required: true, integer: true, min: SIGNING_LINK_DAYS_MIN, max: SIGNING_LINK_DAYS_MAX }),
  ),
  version: z.number().int().min(1).optional(),
});
export type DigitalSignatureValues = z.infer<typeof digitalSignatureSchema>;

export const DEPOSIT_PROVIDER_NAME_MAX = 120;
export const DEPOSIT_PROVIDER_CONTACT_MAX = 200;

/** Settings > deposit providers: a guarantee provider, with the address its requests go to. */
export const depositProviderSchema = z.object({
  name: textRule({ required: true, max: DEPOSIT_PROVIDER_NAME_MAX }),
  contact: textRule({ max: DEPOSIT_PROVIDER_CONTACT_MAX }),
  email: emailRule(true),
  version: z.number().int().min(1).optional(),
});
export type DepositProviderInput = z.infer<typeof depositProviderSchema>;

/** An edit carries the version it was loaded with. */
export const depositProviderUpdateSchema = depositProviderSchema.refine(
  (value) => value.version !== undefined,
  { path: ['version'], message: REQUIRED },
);
