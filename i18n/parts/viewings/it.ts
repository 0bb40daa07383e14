import type { de } from './de';

export const it: typeof de = {
  viewings_list_title: 'Visite',
  viewings_tab_booked: 'Con iscrizioni',
  viewings_tab_without_registrations: 'Senza iscrizioni',
};
