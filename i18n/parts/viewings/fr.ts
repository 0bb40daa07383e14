import type { de } from './de';

export const fr: typeof de = {
  viewings_list_title: 'Visites',
  viewings_tab_booked: 'Avec inscriptions',
  viewings_tab_without_registrations: 'Sans inscriptions',
};
