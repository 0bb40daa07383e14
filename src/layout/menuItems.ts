import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { PERMIT, type RoutePermission } from '../../schema/permissions';
import type { MenuIcon } from '../registry/types';

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
  /** the project types the item exists in (all when absent) */
  projectTypes?: readonly string[];
}

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
