import AnalyticsOutlined from '@mui/icons-material/AnalyticsOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import DomainOutlined from '@mui/icons-material/DomainOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LocalParkingOutlined from '@mui/icons-material/LocalParkingOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TerrainOutlined from '@mui/icons-material/TerrainOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import type { SvgIcon } from '@mui/material';
import {
  ADMIN,
  MENU_ENTRY_PERMISSION,
  PERMIT,
  needs,
  type MenuEntry,
  type RoutePermission,
} from '../../schema/permissions';
import { MENU_ENTRY_PATHS } from '../routes/builtScreens';
import { SETTINGS_PATH } from './flags';

export type MenuIcon = typeof SvgIcon;

/** What a menu item does instead of navigating: its feature is switched off or not booked. */
export type MenuBehaviour = 'inactive' | 'upsell' | null;

export interface MenuItemConfig {
  /** a MenuEntry for the top level (matched against BUILT_MENU_ENTRIES), the route child below */
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

const objectRead = MENU_ENTRY_PERMISSION.objects;

function objectChild(key: string, titleKey: string, icon: MenuIcon): MenuItemConfig {
  return {
    key,
    titleKey,
    icon,
    path: `/objects/${key}`,
    permission: objectRead,
    beta: false,
    behaviour: null,
  };
}

/** A top-level entry: the path and permission of its menu entry (the waitlist is none of them). */
function entry(key: MenuEntry | 'waitlist', titleKey: string, icon: MenuIcon, beta = false): MenuItemConfig {
  const path = key === 'waitlist' ? '/waitlist' : MENU_ENTRY_PATHS[key];
  const permission = key === 'waitlist' ? needs('waitlist') : MENU_ENTRY_PERMISSION[key];
  return { key, titleKey, icon, path, permission, beta, behaviour: null };
}

/** The left menu (spec 1 sections 1 and 2), in display order. */
export const MENU_ITEMS: readonly MenuItemConfig[] = [
  entry('home', 'layout_menu_home', HomeOutlined),
  entry('interestedPeople', 'layout_menu_interested_people', PeopleOutlined),
  entry('applications', 'layout_menu_applications', AssignmentIndOutlined),
  entry('waitlist', 'layout_menu_waitlist', HourglassEmptyOutlined, true),
  {
    ...entry('objects', 'layout_menu_objects', HomeWorkOutlined),
    match: '/objects',
    children: [
      objectChild('apartments', 'layout_menu_apartments', ApartmentOutlined),
      objectChild('parking', 'layout_menu_parking', LocalParkingOutlined),
      objectChild('outbuildings', 'layout_menu_outbuildings', WarehouseOutlined),
      objectChild('business', 'layout_menu_business', StorefrontOutlined),
      objectChild('buildings', 'layout_menu_buildings', DomainOutlined),
      objectChild('plots', 'layout_menu_plots', TerrainOutlined),
    ],
  },
  entry('tenant', 'layout_menu_tenant', KeyOutlined),
  entry('analytics', 'layout_menu_analytics', AnalyticsOutlined, true),
  entry('reporting', 'layout_menu_reporting', AssessmentOutlined),
  entry('budget', 'layout_menu_budget', SavingsOutlined),
];

function settingsItem(key: string, titleKey: string, icon: MenuIcon, path: string): MenuItemConfig {
  return { key, titleKey, icon, path, permission: ADMIN, beta: false, behaviour: null };
}

/**
 * The settings mode's menu (the left menu under `/settings`): only the settings pages that are
 * built, today software interfaces > authentication (resources/settings lists the same pages).
 */
export const SETTINGS_MENU_ITEMS: readonly MenuItemConfig[] = [
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
