/** The home page and the widget engine (src/widgets) it shares with analytics. */
export const de = {
  home_widgets: 'Übersicht',
  home_widget_objects_by_state: 'Objekte nach Status',
  home_widget_offers_expiring: 'Angebote, Frist in 3 Tagen',
  home_widget_available_without_applications: 'Verfügbar ohne Bewerbung',
  widget_loading: 'Wird geladen …',
  widget_reloading: 'Wird aktualisiert …',
  widget_reload: 'Aktualisieren',
  widget_error: 'Konnte nicht geladen werden.',
  widget_retry: 'Erneut versuchen',
  widget_empty: 'Keine Einträge',
  widget_total: 'Total',
};
