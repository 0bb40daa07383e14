import type { de } from './de';

export const en: typeof de = {
  viewings_list_title: 'Viewings',
  viewings_tab_booked: 'With bookings',
  viewings_tab_without_registrations: 'Without bookings',
};
