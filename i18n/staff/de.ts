import { de as list } from '../parts/list/de';
import { de as objects } from '../parts/objects/de';
import { de as forms } from '../parts/forms/de';
import { de as objectEdit } from '../parts/objectEdit/de';
import { de as settings } from '../parts/settings/de';
import { de as roles } from '../parts/roles/de';
import { de as projectSettings } from '../parts/projectSettings/de';
import { de as changelog } from '../parts/changelog/de';
import { de as home } from '../parts/home/de';
import { de as applications } from '../parts/applications/de';
import { de as applicationForm } from '../parts/applicationForm/de';
import { de as mailSettings } from '../parts/mailSettings/de';
import { de as mailDialog } from '../parts/mailDialog/de';
import { de as messenger } from '../parts/messenger/de';

/**
 * The texts of the signed-in staff app beyond its shell: its lists, forms, objects, settings,
 * changelog, home and applications. The layout loads them before its first render (../areas.ts).
 */
export const de = {
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
};

export type StaffMessages = typeof de;
