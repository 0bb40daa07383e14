import raFrench from 'ra-language-french';
import type { Messages } from './de';
import { tiptap } from './ra/tiptap';
import { fr as auth } from './parts/auth/fr';
import { fr as errors } from './parts/errors/fr';
import { fr as forms } from './parts/forms/fr';
import { fr as layout } from './parts/layout/fr';
import { fr as list } from './parts/list/fr';
import { fr as objectEdit } from './parts/objectEdit/fr';
import { fr as objects } from './parts/objects/fr';
import { fr as profile } from './parts/profile/fr';
import { fr as settings } from './parts/settings/fr';
import { fr as roles } from './parts/roles/fr';
import { fr as changelog } from './parts/changelog/fr';
import { fr as users } from './parts/users/fr';
import { fr as home } from './parts/home/fr';
import { fr as projectSettings } from './parts/projectSettings/fr';
import { fr as applicationForm } from './parts/applicationForm/fr';
import { fr as applications } from './parts/applications/fr';

/** The French catalogue, loaded on demand (see index.ts). */
export const fr = {
  ...raFrench,
  ra: { ...raFrench.ra, tiptap: tiptap.fr },
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
