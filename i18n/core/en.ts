import raEnglish from 'ra-language-english';
import { tiptap } from '../ra/tiptap';
import type { CoreMessages } from './de';
import { en as errors } from '../parts/errors/en';
import { en as auth } from '../parts/auth/en';
import { en as layout } from '../parts/layout/en';
import { en as profile } from '../parts/profile/en';
import { en as users } from '../parts/users/en';

/** The English texts of the shell (see ./de.ts), loaded when the language is chosen. */
export const en = {
  ...raEnglish,
  ra: { ...raEnglish.ra, tiptap: tiptap.en },
  ...errors,
  ...auth,
  ...layout,
  ...profile,
  ...users,
} satisfies CoreMessages;
