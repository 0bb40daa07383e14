import type { Generated, Selectable } from 'kysely';

/** Tables of the sales pipeline (migration 036); the Database interface extends this one. */
export interface SalesTables {
  reservation_settings: ReservationSettingsTable;
  sale_reservations: SaleReservationTable;
  sale_accounting_answers: SaleAccountingAnswerTable;
}

/** Settings > reservations of a project: the fee, the deadline, the QR-bill's creditor. */
export interface ReservationSettingsTable {
  project_id: number;
  fee_cents: number;
  payment_days: number;
  /** a QR-IBAN in electronic form */
  creditor_iban: string;
  creditor_name: string;
  creditor_street: string;
  creditor_building: Generated<string>;
  creditor_zip: string;
  creditor_city: string;
  creditor_country: Generated<string>;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: string;
}

/** A reservation's sale details beside its object_occupancies row (kind reservation). */
export interface SaleReservationTable {
  id: Generated<number>;
  project_id: number;
  occupancy_id: number;
  application_id: number;
  object_id: number;
  /** the QR reference, 27 digits */
  reference: Generated<string>;
  fee_cents: number;
  /** YYYY-MM-DD: the fee's payment deadline */
  due_on: string;
  /** the reservation confirmation PDF (uploaded_files) */
  file_id: number | null;
  created_at: string;
}

/** The buyer's answer to the accounting confirmation, one per application. */
export interface SaleAccountingAnswerTable {
  application_id: number;
  project_id: number;
  /** JSON of schema/sales.ts AccountingAnswer */
  answer: string;
  confirmed: number;
  answered_at: string;
}

export type ReservationSettings = Selectable<ReservationSettingsTable>;
export type SaleReservation = Selectable<SaleReservationTable>;
