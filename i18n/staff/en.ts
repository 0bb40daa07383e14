import type { StaffMessages } from './de';
import { en as list } from '../parts/list/en';
import { en as objects } from '../parts/objects/en';
import { en as forms } from '../parts/forms/en';
import { en as objectEdit } from '../parts/objectEdit/en';
import { en as settings } from '../parts/settings/en';
import { en as roles } from '../parts/roles/en';
import { en as projectSettings } from '../parts/projectSettings/en';
import { en as changelog } from '../parts/changelog/en';
import { en as home } from '../parts/home/en';
import { en as applications } from '../parts/applications/en';
import { en as applicationForm } from '../parts/applicationForm/en';
import { en as mailSettings } from '../parts/mailSettings/en';
import { en as mailDialog } from '../parts/mailDialog/en';
import { en as messenger } from '../parts/messenger/en';

/** The English texts of the staff screens (see ./de.ts). */
export const en = {
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
