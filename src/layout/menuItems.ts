import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import DynamicFormOutlined from '@mui/icons-material/DynamicFormOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { ADMIN, PERMIT, type RoutePermission } from '../../schema/permissions';
import type { MenuIcon } from '../registry/types';
import { SETTINGS_PATH } from './flags';

export type { MenuIcon };

/** What a menu item does instead of navigating: its feature is switched off or not booked. */
export type MenuBehaviour = 'inactive' | 'upsell' | null;

/**
 * One item of the left menu. The app's items come from the resource registry (src/registry/menu.ts):
 * a top-level item's key is its menu entry, a child's key its route child.
 */
export interface MenuItemConfig {
  key: string;
  titleKey: string;
  icon: MenuIcon;
  /** where the item leads */
  path: string;
  /** the section it marks as current: this path and everything below it (default: path) */
  match?: string;
  permission: RoutePermission;
  beta: boolean;
  /** set: the item opens the feature-unavailable modal instead of navigating */
  behaviour: MenuBehaviour;
  children?: MenuItemConfig[];
}

function settingsItem(key: string, titleKey: string, icon: MenuIcon, path: string): MenuItemConfig {
  return { key, titleKey, icon, path, permission: ADMIN, beta: false, behaviour: null };
}

/**
 * The settings mode's menu (the left menu under `/settings`): only the settings pages that are
 * built, today software interfaces > authentication (resources/settings lists the same pages).
 */
export const SETTINGS_MENU_ITEMS: readonly MenuItemConfig[] = [
  settingsItem('project', 'settings_menu_project', TuneOutlined, `${SETTINGS_PATH}/project`),
  settingsItem('website', 'settings_menu_website', PaletteOutlined, `${SETTINGS_PATH}/website`),
  {
    ...settingsItem(
      'user-management',
      'settings_menu_user_management',
      ManageAccountsOutlined,
      `${SETTINGS_PATH}/user-management/users`,
    ),
    match: `${SETTINGS_PATH}/user-management`,
    children: [
      settingsItem('users', 'settings_menu_users', PeopleOutlined, `${SETTINGS_PATH}/user-management/users`),
      settingsItem('teams', 'settings_menu_teams', GroupsOutlined, `${SETTINGS_PATH}/user-management/teams`),
      settingsItem(
        'roles',
        'settings_menu_roles',
        AdminPanelSettingsOutlined,
        `${SETTINGS_PATH}/user-management/roles`,
      ),
      settingsItem(
        'owners',
        'settings_menu_owners',
        HomeWorkOutlined,
        `${SETTINGS_PATH}/user-management/owners`,
      ),
    ],
  },
  {
    ...settingsItem(
      'communication',
      'settings_menu_communication',
      MailOutlined,
      `${SETTINGS_PATH}/communication/signature`,
    ),
    match: `${SETTINGS_PATH}/communication`,
    children: [
      settingsItem(
        'mail-signature',
        'settings_menu_mail_signature',
        DrawOutlined,
        `${SETTINGS_PATH}/communication/signature`,
      ),
      settingsItem(
        'mail-templates',
        'settings_menu_mail_templates',
        ArticleOutlined,
        `${SETTINGS_PATH}/communication/templates`,
      ),
    ],
  },
  {
    ...settingsItem(
      'form-settings',
      'settings_menu_form_settings',
      DynamicFormOutlined,
      `${SETTINGS_PATH}/form-settings/general`,
    ),
    match: `${SETTINGS_PATH}/form-settings`,
    children: [
      settingsItem(
        'form-general',
        'settings_menu_form_general',
        InfoOutlined,
        `${SETTINGS_PATH}/form-settings/general`,
      ),
      settingsItem(
        'form-forms',
        'settings_menu_form_forms',
        ListAltOutlined,
        `${SETTINGS_PATH}/form-settings/forms`,
      ),
    ],
  },
  {
    ...settingsItem(
      'software-interfaces',
      'settings_menu_software_interfaces',
      HubOutlined,
      `${SETTINGS_PATH}/software-interfaces`,
    ),
    children: [
      settingsItem(
        'authentication',
        'settings_menu_authentication',
        LockOutlined,
        `${SETTINGS_PATH}/software-interfaces/authentication`,
      ),
    ],
  },
];

/** The settings mode's way back to the app: `/` leads on to the landing page. */
export const SETTINGS_BACK_ITEM: MenuItemConfig = {
  key: 'back-to-app',
  titleKey: 'settings_menu_back',
  icon: ArrowBackOutlined,
  path: '/',
  permission: PERMIT,
  beta: false,
  behaviour: null,
};
