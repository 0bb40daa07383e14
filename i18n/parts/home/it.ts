import type { de } from './de';

export const it: typeof de = {
  home_widgets: 'Panoramica',
  home_widget_objects_by_state: 'Oggetti per stato',
  home_widget_offers_expiring: 'Offerte, scadenza entro 3 giorni',
  home_widget_available_without_applications: 'Disponibili senza candidature',
  widget_loading: 'Caricamento …',
  widget_reloading: 'Aggiornamento …',
  widget_reload: 'Aggiorna',
  widget_error: 'Impossibile caricare.',
  widget_retry: 'Riprova',
  widget_empty: 'Nessuna voce',
  widget_total: 'Totale',
};
