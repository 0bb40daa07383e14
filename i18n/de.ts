import { de as auth } from './parts/auth/de';
import { de as errors } from './parts/errors/de';
import { de as forms } from './parts/forms/de';
import { de as layout } from './parts/layout/de';
import { de as list } from './parts/list/de';
import { de as objectEdit } from './parts/objectEdit/de';
import { de as objects } from './parts/objects/de';
import { de as profile } from './parts/profile/de';
import { de as settings } from './parts/settings/de';
import { de as roles } from './parts/roles/de';
import { de as changelog } from './parts/changelog/de';
import { de as users } from './parts/users/de';
import { de as home } from './parts/home/de';
import { de as projectSettings } from './parts/projectSettings/de';
import { de as applicationForm } from './parts/applicationForm/de';
import { de as applications } from './parts/applications/de';
import { raGerman } from './ra/de';
import { tiptap } from './ra/tiptap';

/** The reference catalogue (Swiss German): react-admin's messages and every area's texts. */
export const de = {
  ...raGerman,
  // the rich-text editor's labels, besides react-admin's own messages
  ra: { ...raGerman.ra, tiptap: tiptap.de },
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
};

/** The shape every other catalogue must have: a key missing there fails the type check. */
export type Messages = typeof de;
