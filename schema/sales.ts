import { z } from 'zod';
import { mailSendSchema } from './communication';
import { electronicIban, isValidIban } from './iban';
import { booleanRule, choiceRule, emailRule, moneyRule, numberRule, REQUIRED, textRule } from './rules';

/** The countries of a QR-bill's creditor address. */
export const CREDITOR_COUNTRIES = ['CH', 'LI'] as const;

/**
 * The sales pipeline of a sale project (spec 2 section 7.8, spec 1 section 4): a reservation of
 * one object for a buyer's application (the object is reserved), the steps sale.client.signed,
 * sale.fee.transferred and sale.reservation.completed (the object is sold), the reservation
 * confirmation with its Swiss QR-bill, and the buyer's confirmation of the accounting details.
 * The client's forms and the server's parse share these rules.
 */

const version = z.number({ error: 'version_required' }).int().positive();
const comment = textRule({ max: 1000 });
const objectId = z
  .number({ error: 'general_field_is_required' })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER);

/** The sale steps that need the application's open reservation. */
export const SALE_STEPS = ['clientSigned', 'feeTransferred', 'reservationCompleted'] as const;
export type SaleStep = (typeof SALE_STEPS)[number];

/** The states in which a sale application may reserve an object (it holds none yet). */
export const RESERVABLE_SALE_STATES = ['sale.new'] as const;
/** The states in which a reservation may be removed (before the sale is complete). */
export const REMOVABLE_RESERVATION_STATES = [
  'sale.new',
  'sale.client.signed',
  'sale.fee.transferred',
] as const;

/**
 * Why a sale application cannot reserve, or remove its reservation, now; null when it can. The
 * client hides the buttons, the server refuses with 409 and the key.
 */
export function reservationRefusal(
  action: 'reserve' | 'removeReservation',
  subject: { progress_state: string; sale: boolean; reserved: boolean },
): string | null {
  if (!subject.sale) return 'application_action_not_in_project';
  if (action === 'reserve') {
    if (subject.reserved) return 'sale_reservation_exists';
    return (RESERVABLE_SALE_STATES as readonly string[]).includes(subject.progress_state)
      ? null
      : 'application_action_not_in_state';
  }
  if (!subject.reserved) return 'sale_no_reservation';
  return (REMOVABLE_RESERVATION_STATES as readonly string[]).includes(subject.progress_state)
    ? null
    : 'application_action_not_in_state';
}

/** A sale step needs the open reservation the step is about. */
export function saleStepRefusal(action: string, reserved: boolean): string | null {
  return (SALE_STEPS as readonly string[]).includes(action) && !reserved ? 'sale_no_reservation' : null;
}

/** POST /api/v1/sales/applications/{id}/reservation: reserves the object for the buyer. */
export const reservationSchema = z.object({ version, objectId, comment });
/** POST /api/v1/sales/applications/{id}/reservation/remove: the reservation fell through. */
export const removeReservationSchema = z.object({ version, comment });
/** POST /api/v1/sales/applications/{id}/payment-info: the day the fee arrived. */
export const paymentInfoSchema = z.object({
  version,
  paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid'),
});

/**
 * POST .../interested/send-buying-confirmation-form: the mail of the shared mail dialog (subject,
 * body, template, attachments) with the application's version the staff saw (a stale one is 409).
 */
export const buyingConfirmationMailSchema = mailSendSchema.safeExtend({ version });
export type BuyingConfirmationMailInput = z.output<typeof buyingConfirmationMailSchema>;

// ---- QR-IBAN and the QR reference ----

/** A QR-IBAN: a Swiss or Liechtenstein IBAN whose institution id (IID) is 30000-31999. */
export function isQrIban(value: string): boolean {
  const iban = electronicIban(value);
  if (!/^(CH|LI)/.test(iban) || !isValidIban(iban)) return false;
  const iid = Number(iban.slice(4, 9));
  return iid >= 30000 && iid <= 31999;
}

/** A QR-IBAN input, kept in electronic form (`iban_invalid`, `qr_iban_required`). */
export const qrIbanRule = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string({ error: 'iban_invalid' }).transform((v, ctx) => {
    const iban = electronicIban(v);
    if (iban === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    if (!isValidIban(iban)) {
      ctx.addIssue({ code: 'custom', message: 'iban_invalid' });
      return z.NEVER;
    }
    if (!isQrIban(iban)) {
      ctx.addIssue({ code: 'custom', message: 'qr_iban_required' });
      return z.NEVER;
    }
    return iban;
  }),
);

const MOD10 = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];

/** The check digit of a QR reference (modulo 10, recursive). */
export function qrReferenceCheckDigit(digits: string): string {
  let carry = 0;
  for (const d of digits) carry = MOD10[(carry + Number(d)) % 10]!;
  return String((10 - carry) % 10);
}

/**
 * The QR reference of a reservation: 26 digits (the project's id in 6, the reservation's in 20)
 * and the check digit. The bank reports a payment with it, so the fee finds its reservation.
 */
export function reservationReference(projectId: number, reservationId: number): string {
  const digits = String(projectId).padStart(6, '0') + String(reservationId).padStart(20, '0');
  return digits + qrReferenceCheckDigit(digits);
}

/** A QR reference for reading: 2 digits, then groups of 5 (`21 00000 00003 13947 14300 09017`). */
export const formatQrReference = (reference: string) =>
  `${reference.slice(0, 2)} ${reference.slice(2).replace(/(\d{5})(?=\d)/g, '$1 ')}`;

// ---- settings > reservations ----

/** The fee's bounds (CHF) and the payment deadline's (days). */
export const RESERVATION_FEE_MAX = 1_000_000;
export const PAYMENT_DAYS_MAX = 365;
export const PAYMENT_DAYS_DEFAULT = 10;

/** GET/POST /api/v1/settings/reservations: the fee, the deadline and the creditor of the QR-bill. */
export const reservationSettingsSchema = z.object({
  version: version.optional(),
  fee: moneyRule({ required: true, min: 1, max: RESERVATION_FEE_MAX }),
  paymentDays: numberRule({ required: true, integer: true, min: 1, max: PAYMENT_DAYS_MAX }),
  iban: qrIbanRule,
  creditorName: textRule({ required: true, max: 70 }),
  street: textRule({ required: true, max: 70 }),
  buildingNumber: textRule({ max: 16 }),
  zip: textRule({ required: true, max: 16 }),
  city: textRule({ required: true, max: 35 }),
  country: choiceRule(CREDITOR_COUNTRIES, true),
});
export type ReservationSettingsInput = z.output<typeof reservationSettingsSchema>;

// ---- the buyer's accounting confirmation ----

export const ACCOUNTING_LINK_DAYS = 30;

/**
 * POST /api/v1/sales/accounting-confirmation/{uuid}/{token}: the buyer confirms the details as
 * shown, or corrects them (then the name, address and billing e-mail are required).
 */
const accountingDetails = {
  buyerName: textRule({ max: 200 }),
  street: textRule({ max: 200 }),
  zip: textRule({ max: 16 }),
  city: textRule({ max: 100 }),
  billingEmail: emailRule(),
  refundIban: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: 'iban_invalid' }).transform((v, ctx) => {
      const iban = electronicIban(v);
      if (iban !== '' && !isValidIban(iban)) {
        ctx.addIssue({ code: 'custom', message: 'iban_invalid' });
        return z.NEVER;
      }
      return iban;
    }),
  ),
  comment: textRule({ max: 2000 }),
};

type AccountingDetails = z.output<z.ZodObject<typeof accountingDetails>>;

/** A correction names the buyer, the address and the billing e-mail. */
function requireCorrection(value: AccountingDetails, ctx: z.RefinementCtx) {
  for (const key of ['buyerName', 'street', 'zip', 'city', 'billingEmail'] as const) {
    if (value[key] === '') ctx.addIssue({ code: 'custom', path: [key], message: REQUIRED });
  }
}

export const accountingAnswerSchema = z
  .object({ confirmed: booleanRule(true), ...accountingDetails })
  .superRefine((value, ctx) => {
    if (!value.confirmed) requireCorrection(value, ctx);
  });
export type AccountingAnswer = z.output<typeof accountingAnswerSchema>;

/** The buyer's page: confirm the details as shown, or correct them. */
export const ACCOUNTING_CHOICES = ['confirm', 'correct'] as const;

/** The buyer's page form: the choice, then the same details as the call (`accountingAnswerOf`). */
export const accountingFormSchema = z
  .object({ answer: choiceRule(ACCOUNTING_CHOICES, true), ...accountingDetails })
  .superRefine((value, ctx) => {
    if (value.answer === 'correct') requireCorrection(value, ctx);
  });

/** The call's body from the page's form (a confirmation sends no corrected details). */
export function accountingAnswerOf(values: z.output<typeof accountingFormSchema>): AccountingAnswer {
  const { answer, ...details } = values;
  const confirmed = answer !== 'correct';
  return confirmed
    ? { ...details, confirmed, buyerName: '', street: '', zip: '', city: '', billingEmail: '' }
    : { ...details, confirmed };
}
