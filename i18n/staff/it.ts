import type { StaffMessages } from './de';
import { it as list } from '../parts/list/it';
import { it as objects } from '../parts/objects/it';
import { it as forms } from '../parts/forms/it';
import { it as objectEdit } from '../parts/objectEdit/it';
import { it as settings } from '../parts/settings/it';
import { it as roles } from '../parts/roles/it';
import { it as projectSettings } from '../parts/projectSettings/it';
import { it as changelog } from '../parts/changelog/it';
import { it as home } from '../parts/home/it';
import { it as applications } from '../parts/applications/it';
import { it as applicationForm } from '../parts/applicationForm/it';
import { it as mailSettings } from '../parts/mailSettings/it';
import { it as mailDialog } from '../parts/mailDialog/it';
import { it as messenger } from '../parts/messenger/it';

/** The Italian texts of the staff screens (see ./de.ts). */
export const it = {
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
