import { defineSearchText, joinSearchWords } from '../../lists/searchText';

/** Name, e-mail and phone of an interested person. */
export const interestedSearch = defineSearchText('interested_people', ['name', 'email', 'phone'], (row) =>
  joinSearchWords([row.name, row.email, row.phone]),
);
