import type { de } from './de';

export const fr: typeof de = {
  home_widgets: 'Aperçu',
  home_widget_objects_by_state: 'Objets par statut',
  home_widget_offers_expiring: 'Offres, échéance dans 3 jours',
  home_widget_available_without_applications: 'Disponibles sans candidature',
  widget_loading: 'Chargement …',
  widget_reloading: 'Actualisation …',
  widget_reload: 'Actualiser',
  widget_error: 'Chargement impossible.',
  widget_retry: 'Réessayer',
  widget_empty: 'Aucune entrée',
  widget_total: 'Total',
};
