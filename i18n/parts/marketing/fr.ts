import type { de } from './de';

/** Marketing in French. */
export const fr: typeof de = {
  marketing_list_title: 'Annonces',
};
