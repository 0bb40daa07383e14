import type { de } from './de';

/** Marketing in Italian. */
export const it: typeof de = {
  marketing_list_title: 'Annunci',
};
