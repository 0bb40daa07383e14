import raFrench from 'ra-language-french';
import { tiptap } from '../ra/tiptap';
import type { CoreMessages } from './de';
import { fr as errors } from '../parts/errors/fr';
import { fr as auth } from '../parts/auth/fr';
import { fr as layout } from '../parts/layout/fr';
import { fr as profile } from '../parts/profile/fr';
import { fr as users } from '../parts/users/fr';

/** The French texts of the shell (see ./de.ts), loaded when the language is chosen. */
export const fr = {
  ...raFrench,
  ra: { ...raFrench.ra, tiptap: tiptap.fr },
  ...errors,
  ...auth,
  ...layout,
  ...profile,
  ...users,
} satisfies CoreMessages;
