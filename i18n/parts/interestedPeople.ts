/** Interested people (B2C): their list, the panel, the form, the invitation to apply. */
export { de } from './interestedPeople/de';
export { fr } from './interestedPeople/fr';
export { it } from './interestedPeople/it';
export { en } from './interestedPeople/en';
