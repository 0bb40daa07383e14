import { raGerman } from '../ra/de';
import { tiptap } from '../ra/tiptap';
import { de as errors } from '../parts/errors/de';
import { de as auth } from '../parts/auth/de';
import { de as layout } from '../parts/layout/de';
import { de as profile } from '../parts/profile/de';
import { de as users } from '../parts/users/de';

/**
 * The texts the app ships with (German): react-admin's messages, the login and public password
 * pages, the shell (top bar, menu, user menu) and the error texts. Everything else loads with the
 * screens that show it (see ../areas.ts).
 */
export const de = {
  ...raGerman,
  // the rich-text editor's labels, besides react-admin's own messages
  ra: { ...raGerman.ra, tiptap: tiptap.de },
  ...errors,
  ...auth,
  ...layout,
  ...profile,
  ...users,
};

/** The shape of the shell texts in every language. */
export type CoreMessages = typeof de;
