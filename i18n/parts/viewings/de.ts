/** Viewing appointments: their list and its children. */
export const de = {
  viewings_list_title: 'Besichtigungen',
  viewings_tab_booked: 'Mit Anmeldungen',
  viewings_tab_without_registrations: 'Ohne Anmeldungen',
};

declare module '../../partTexts' {
  interface PartTexts {
    viewings: typeof de;
  }
}
