import raEnglish from 'ra-language-english';
import type { Messages } from './de';
import { tiptap } from './ra/tiptap';
import { en as auth } from './parts/auth/en';
import { en as errors } from './parts/errors/en';
import { en as forms } from './parts/forms/en';
import { en as layout } from './parts/layout/en';
import { en as list } from './parts/list/en';
import { en as objectEdit } from './parts/objectEdit/en';
import { en as objects } from './parts/objects/en';
import { en as profile } from './parts/profile/en';
import { en as settings } from './parts/settings/en';
import { en as roles } from './parts/roles/en';
import { en as changelog } from './parts/changelog/en';
import { en as users } from './parts/users/en';
import { en as home } from './parts/home/en';
import { en as projectSettings } from './parts/projectSettings/en';
import { en as applicationForm } from './parts/applicationForm/en';
import { en as applications } from './parts/applications/en';

/** The English catalogue, loaded on demand (see index.ts). */
export const en = {
  ...raEnglish,
  ra: { ...raEnglish.ra, tiptap: tiptap.en },
  ...errors,
  ...auth,
  ...layout,
  ...list,
  ...objects,
  ...forms,
  ...objectEdit,
  ...profile,
  ...settings,
  ...roles,
  ...changelog,
  ...users,
  ...home,
  ...projectSettings,
  ...applicationForm,
  ...applications,
} satisfies Messages;
