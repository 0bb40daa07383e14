/** Texts of the sales pipeline: the sale section of an application's panel. */
export const de = {
  sales_title: 'Verkauf und Reservation',
  sales_saved: 'Gespeichert.',
  sales_confirmation_file: 'Reservationsbestaetigung',
  sales_reserved_object: 'Reserviertes Objekt',
  sales_fee: 'Reservationsgebühr',
  sales_due_on: 'Zahlbar bis',
  sales_paid_on: 'Bezahlt am',
  sales_not_paid: 'Noch nicht bezahlt',
  sales_reference: 'QR-Referenz',
  sales_no_reservation: 'Noch keine Reservation. Reservieren Sie eines der gewünschten Objekte.',
  sales_settings_missing:
    'Für Reservationen fehlen die Einstellungen (Gebühr, Zahlungsfrist, QR-IBAN). Eine Administratorin oder ein Administrator erfasst sie unter Einstellungen > Reservationen.',
  sales_actions: 'Verkaufsschritte',
  sales_reserve: 'Reservieren',
  sales_remove: 'Reservation aufheben',
  sales_download_confirmation: 'Reservationsbestätigung (PDF)',
  sales_accounting: 'Abrechnungsangaben der Käuferschaft',
  sales_accounting_answer: 'Antwort',
  sales_accounting_confirmed: 'Bestätigt',
  sales_accounting_corrected: 'Korrigiert',
  sales_accounting_name: 'Name',
  sales_accounting_address: 'Adresse',
  sales_accounting_email: 'E-Mail für Rechnungen',
  sales_accounting_iban: 'IBAN für Rückzahlungen',
  sales_accounting_comment: 'Bemerkung',
  sales_accounting_answered_at: 'Beantwortet am',
  sales_accounting_waiting: 'Angefragt am %{date}, noch keine Antwort.',
  sales_accounting_request: 'Abrechnungsangaben anfragen',
  sales_accounting_request_again: 'Abrechnungsangaben erneut anfragen',
  settings_menu_reservations: 'Reservationen',
  reservation_settings_title: 'Reservationen',
  reservation_settings_intro:
    'Die Reservationsgebühr, die Zahlungsfrist und die Empfängerin oder der Empfänger des QR-Einzahlungsscheins auf der Reservationsbestätigung.',
  reservation_settings_section: 'Gebühr und Zahlung',
  reservation_settings_fee: 'Reservationsgebühr (CHF)',
  reservation_settings_payment_days: 'Zahlungsfrist (Tage)',
  reservation_settings_iban: 'QR-IBAN',
  reservation_settings_iban_help:
    'Die QR-IBAN Ihres Kontos (Institut-Identifikation 30000 bis 31999), nicht die gewöhnliche IBAN.',
  reservation_settings_creditor: 'Zahlungsempfänger',
  reservation_settings_street: 'Strasse',
  reservation_settings_building: 'Hausnummer',
  reservation_settings_zip: 'PLZ',
  reservation_settings_city: 'Ort',
  reservation_settings_country: 'Land',
  reservation_settings_country_CH: 'Schweiz',
  reservation_settings_country_LI: 'Liechtenstein',
  reservation_settings_saved: 'Die Reservationseinstellungen sind gespeichert.',
  qr_iban_required: 'Geben Sie eine QR-IBAN ein (Institut-Identifikation 30000 bis 31999).',
};

declare module '../../partTexts' {
  interface PartTexts {
    sales: typeof de;
  }
}
