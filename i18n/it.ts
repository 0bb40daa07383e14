import { raItalian } from './ra/it';
import { tiptap } from './ra/tiptap';
import type { Messages } from './de';
import { it as auth } from './parts/auth/it';
import { it as errors } from './parts/errors/it';
import { it as forms } from './parts/forms/it';
import { it as layout } from './parts/layout/it';
import { it as list } from './parts/list/it';
import { it as objectEdit } from './parts/objectEdit/it';
import { it as objects } from './parts/objects/it';
import { it as profile } from './parts/profile/it';
import { it as settings } from './parts/settings/it';
import { it as roles } from './parts/roles/it';
import { it as changelog } from './parts/changelog/it';
import { it as users } from './parts/users/it';
import { it as home } from './parts/home/it';
import { it as projectSettings } from './parts/projectSettings/it';
import { it as applicationForm } from './parts/applicationForm/it';
import { it as applications } from './parts/applications/it';

/** The Italian catalogue, loaded on demand (see index.ts). */
export const it = {
  ...raItalian,
  // the rich-text editor's labels, besides react-admin's own messages
  ra: { ...raItalian.ra, tiptap: tiptap.it },
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
