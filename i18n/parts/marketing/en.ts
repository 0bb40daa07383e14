import type { de } from './de';

/** Marketing in English. */
export const en: typeof de = {
  marketing_list_title: 'Ads',
};
