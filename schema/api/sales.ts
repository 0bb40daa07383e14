import type { ActionContact } from './actionLinks';
import type { Language } from './common';
import type { MailDelivery } from './communication';
import type { ApplicationStateReply, FlowObject } from './applicationFlow';

/** The replies of the sales pipeline's calls (spec 2 section 7.8). */

/** An application's open reservation. */
export interface SaleReservationInfo {
  id: number;
  object: FlowObject;
  /** the fee in CHF */
  fee: number;
  /** YYYY-MM-DD: the fee's payment deadline */
  due_on: string;
  /** YYYY-MM-DD: the day the fee arrived; null while unpaid */
  paid_on: string | null;
  /** the QR reference (27 digits) */
  reference: string;
  comment: string;
  created_at: string;
  /** the reservation confirmation can be downloaded */
  has_confirmation: boolean;
}

/** The buyer's answer to the accounting confirmation. */
export interface SaleAccountingInfo {
  confirmed: boolean;
  buyerName: string;
  street: string;
  zip: string;
  city: string;
  billingEmail: string;
  refundIban: string;
  comment: string;
  answered_at: string;
}

/** A priority object of a buyer, and whether it may be reserved now (null) or why not. */
export interface SalePriority {
  rank: number;
  object: FlowObject;
  refusal: string | null;
}

/** GET /api/v1/sales/applications/{id}/buying-confirmation-prios */
export interface BuyingConfirmationReply {
  id: number;
  progress_state: string;
  version: number;
  reservation: SaleReservationInfo | null;
  priorities: SalePriority[];
  accounting: SaleAccountingInfo | null;
  /** when the accounting confirmation link was last sent; null when never */
  accounting_link_sent_at: string | null;
  /** why each sale action is refused now, null when it is allowed */
  refusals: Record<
    'reserve' | 'removeReservation' | 'clientSigned' | 'feeTransferred' | 'reservationCompleted',
    string | null
  >;
  /** settings > reservations is filled in (a reservation needs it) */
  settings_ready: boolean;
}

/** A reservation made or removed: the application's state and the reservation after it. */
export interface SaleChangeReply extends ApplicationStateReply {
  reservation: SaleReservationInfo | null;
  delivery?: MailDelivery;
}

/** GET .../payment-info */
export interface SalePaymentInfo {
  fee: number;
  due_on: string;
  paid_on: string | null;
  reference: string;
  iban: string;
  creditor: string;
}

/** GET/POST /api/v1/settings/reservations */
export interface ReservationSettingsRecord {
  fee: number | null;
  paymentDays: number;
  iban: string;
  creditorName: string;
  street: string;
  buildingNumber: string;
  zip: string;
  city: string;
  country: string;
  version: number;
}

/** GET /api/v1/sales/accounting-confirmation/{uuid}/{token}: what the buyer sees. */
export interface AccountingFormInfo {
  state: 'open' | 'expired' | 'used' | 'revoked';
  contact: ActionContact;
  language: Language;
  /** the details as staff know them (empty once the link no longer opens) */
  buyerName: string;
  email: string;
  unit: string;
  fee: number | null;
  reference: string;
  iban: string;
  expires_at: string;
}
