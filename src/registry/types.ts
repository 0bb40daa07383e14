import type { SvgIcon } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import type { ListRef } from '../../schema/listPaths';
import type { ResourceName } from '../../schema/resources';
import type { PanelDefinitions } from '../layout/sidepanel';

export type MenuIcon = typeof SvgIcon;

/** An entry below a resource's menu entry (the object kinds below "Objekte"). */
export interface MenuChild {
  key: string;
  titleKey: string;
  icon: MenuIcon;
  path: string;
}

/** Where a resource's menu entry leads and what it marks as current. */
export interface ResourceMenu {
  /** the path the entry opens (default `/<name>`) */
  path?: string;
  /** the section it marks as current: this path and everything below it (default: `/<name>`) */
  match?: string;
  children?: readonly MenuChild[];
}

/**
 * A page below a resource's path with an entry in the resource's own menu (the settings area's
 * left menu, the profile's tabs): the menu is made from these, in their order.
 */
export interface ResourcePage {
  key: string;
  titleKey: string;
  /** the menu's icon (default: the resource's) */
  icon?: MenuIcon;
  /** where it leads, below the resource's path: `project`, `user-management/users` */
  path: string;
  /** the section it marks as current, below the resource's path (default: `path`) */
  match?: string;
  children?: readonly ResourcePage[];
  /** the project types the page exists in (all when absent): settings > reservations only in sale projects */
  projectTypes?: readonly string[];
}

/** A screen module loaded on first use; `preload` starts loading it early. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/** A custom route below a resource's path, where the spec's URL shape needs one. */
export interface ResourceRoute {
  path: string;
  element: ReactNode;
}

/**
 * A resource's screens, declared in its folder's index.ts (resources/<entity>/index.ts) beside the
 * registry entry of schema/resources.ts it names: icon, views, custom routes and menu.
 */
export interface AppResource {
  name: ResourceName;
  icon: MenuIcon;
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  /**
   * a record's own page at `/<name>/{id}`, the address the spec gives it (react-admin's edit slot,
   * so useCreatePath and useResourceDefinition know it), opened with the read permission: its
   * parts are changed in place, each behind its own permission
   */
  recordPage?: ComponentType;
  /** records have a page of their own (react-admin links to it) even without an `edit` view */
  hasEdit?: boolean;
  /** further routes below its path, where the spec's URL fits none of react-admin's slots */
  routes?: readonly ResourceRoute[];
  /** its sidepanels by key: opened by their address (`?panel=<key>:<id>`), wherever they open */
  panels?: PanelDefinitions;
  menu?: ResourceMenu;
  /** its pages with a menu of their own (registry children below its path) */
  pages?: readonly ResourcePage[];
  recordRepresentation?: string | ((record: Record<string, unknown>) => string);
  /** starts loading the data a path's screen shows first, if this resource serves it (not a list) */
  prefetch?: (pathname: string) => void;
  /** the list (resource and meta) a path shows, if this resource serves it: its rows load at the start */
  listOf?: (pathname: string, projectType: string | undefined) => ListRef | null;
}
