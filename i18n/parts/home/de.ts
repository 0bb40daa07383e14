/** The home page and the widget engine (src/widgets) it shares with analytics. */
export const de = {
  home_widgets: 'Übersicht',
  home_widget_objects_by_state: 'Objekte nach Status',
  home_widget_offers_expiring: 'Angebote, Frist in 3 Tagen',
  home_widget_available_without_applications: 'Verfügbar ohne Bewerbung',
  home_widget_applications_by_state: 'Bewerbungen nach Status',
  home_widget_unread_mails: 'Mails',
  home_unread_replies: 'Ungelesene Antwort |||| Ungelesene Antworten',
  home_unseen_bounces: 'Unzustellbare Mail |||| Unzustellbare Mails',
  // figure labels take the count (smart_count): "1 Wohnung", "2 Wohnungen"
  home_count_apartments: 'Wohnung |||| Wohnungen',
  home_count_parking: 'Parkplatz |||| Parkplätze',
  home_count_outbuildings: 'Nebenobjekt |||| Nebenobjekte',
  home_count_business: 'Gewerbefläche |||| Gewerbeflächen',
  home_count_plots: 'Grundstück |||| Grundstücke',
  home_widget_applications_new: 'Neue Bewerbungen seit Ihrem letzten Besuch',
  home_applications_new: 'Neu eingegangen |||| Neu eingegangen',
  home_applications_untouched: 'Noch nicht bearbeitet |||| Noch nicht bearbeitet',
  // the same word for one and several: French and Italian need both forms
  home_application_state_active_new: 'Neu |||| Neu',
  home_application_state_active_in_progress: 'In Bearbeitung',
  home_application_state_active_evaluated: 'Bewertet |||| Bewertet',
  home_application_state_inactive: 'Inaktiv |||| Inaktiv',
  home_application_state_with_offer: 'Angebot offen',
  home_application_state_with_offer_declined: 'Angebot abgelehnt |||| Angebot abgelehnt',
  home_application_state_assigned: 'Zugeteilt |||| Zugeteilt',
  home_application_state_sale_new: 'Neu |||| Neu',
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
