import { raItalian } from '../ra/it';
import { tiptap } from '../ra/tiptap';
import type { CoreMessages } from './de';
import { it as errors } from '../parts/errors/it';
import { it as auth } from '../parts/auth/it';
import { it as layout } from '../parts/layout/it';
import { it as profile } from '../parts/profile/it';
import { it as users } from '../parts/users/it';

/** The Italian texts of the shell (see ./de.ts), loaded when the language is chosen. */
export const it = {
  ...raItalian,
  ra: { ...raItalian.ra, tiptap: tiptap.it },
  ...errors,
  ...auth,
  ...layout,
  ...profile,
  ...users,
} satisfies CoreMessages;
