import { defineSearchText, joinSearchWords } from '../../lists/searchText';

/** What the appointment lists search: the object, the place, the contact person and the note. */
export const viewingSearch = defineSearchText(
  'viewing_appointments',
  ['object_label', 'place', 'contact_person', 'note'],
  (row) => joinSearchWords([row.object_label, row.place, row.contact_person, row.note]),
);
