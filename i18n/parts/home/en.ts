import type { de } from './de';

export const en: typeof de = {
  home_widgets: 'Overview',
  home_widget_objects_by_state: 'Objects by state',
  home_widget_offers_expiring: 'Offers due within 3 days',
  home_widget_available_without_applications: 'Available without applications',
  widget_loading: 'Loading …',
  widget_reloading: 'Updating …',
  widget_reload: 'Update',
  widget_error: 'Could not be loaded.',
  widget_retry: 'Try again',
  widget_empty: 'No entries',
  widget_total: 'Total',
};
