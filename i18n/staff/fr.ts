import type { StaffMessages } from './de';
import { fr as list } from '../parts/list/fr';
import { fr as objects } from '../parts/objects/fr';
import { fr as forms } from '../parts/forms/fr';
import { fr as objectEdit } from '../parts/objectEdit/fr';
import { fr as settings } from '../parts/settings/fr';
import { fr as roles } from '../parts/roles/fr';
import { fr as projectSettings } from '../parts/projectSettings/fr';
import { fr as changelog } from '../parts/changelog/fr';
import { fr as home } from '../parts/home/fr';
import { fr as applications } from '../parts/applications/fr';
import { fr as applicationForm } from '../parts/applicationForm/fr';
import { fr as mailSettings } from '../parts/mailSettings/fr';
import { fr as mailDialog } from '../parts/mailDialog/fr';
import { fr as messenger } from '../parts/messenger/fr';

/** The French texts of the staff screens (see ./de.ts). */
export const fr = {
  ...list,
  ...objects,
  ...forms,
  ...objectEdit,
  ...settings,
  ...roles,
  ...projectSettings,
  ...changelog,
  ...home,
  ...applications,
  ...applicationForm,
  ...mailSettings,
  ...mailDialog,
  ...messenger,
} satisfies StaffMessages;
