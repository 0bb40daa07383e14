/** The home page and the widget engine (src/widgets) it shares with analytics. */
export const de = {
  home_widgets: 'Übersicht',
  home_widget_objects_by_state: 'Objekte nach Status',
  home_widget_offers_expiring: 'Angebote, Frist in 3 Tagen',
  home_widget_available_without_applications: 'Verfügbar ohne Bewerbung',
  home_widget_applications_by_state: 'Bewerbungen nach Status',
  home_widget_unread_mails: 'Ungelesene Mails',
  home_unread_replies: 'Ungelesene Antworten',
  home_unseen_bounces: 'Unzustellbare Mails',
  home_widget_applications_new: 'Neue Bewerbungen seit Ihrem letzten Besuch',
  home_applications_new: 'Neu eingegangen',
  home_applications_untouched: 'Noch nicht bearbeitet',
  home_application_state_active_new: 'Neu',
  home_application_state_active_in_progress: 'In Bearbeitung',
  home_application_state_active_evaluated: 'Bewertet',
  home_application_state_inactive: 'Inaktiv',
  home_application_state_with_offer: 'Angebot offen',
  home_application_state_with_offer_declined: 'Angebot abgelehnt',
  home_application_state_assigned: 'Zugeteilt',
  home_application_state_sale_new: 'Neu',
  home_application_state_sale_client_signed: 'Reservation unterschrieben',
  home_application_state_sale_fee_transferred: 'Reservationsgebühr bezahlt',
  home_application_state_sale_reservation_completed: 'Reservation abgeschlossen',
  widget_loading: 'Wird geladen …',
  widget_reloading: 'Wird aktualisiert …',
  widget_reload: 'Aktualisieren',
  widget_error: 'Konnte nicht geladen werden.',
  widget_retry: 'Erneut versuchen',
  widget_empty: 'Keine Einträge',
  widget_since: 'seit %{date}',
  widget_total: 'Total',
};

declare module '../../partTexts' {
  interface PartTexts {
    home: typeof de;
  }
}
