import type { ResourceDefinition as RaResourceDefinition } from 'react-admin';
import { MENU_RESOURCES, RESOURCES, type MenuEntry, type ResourceName } from '../../schema/resources';
import type { MenuItemConfig } from '../layout/menuItems';
import type { MenuIcon, ResourceMenu, ResourcePage } from './types';

/** react-admin's registered resources (useResourceDefinitions), or a test's stand-in. */
export type ResourceDefinitionsLike = Readonly<
  Record<string, Pick<RaResourceDefinition, 'name' | 'icon' | 'options'>>
>;

type ResourceOptions = { menu?: ResourceMenu; pages?: readonly ResourcePage[] } | undefined;

function menuOf(definition: ResourceDefinitionsLike[string] | undefined): ResourceMenu | undefined {
  return (definition?.options as ResourceOptions)?.menu;
}

/** The path a resource's menu entry opens. */
export function menuPathOf(name: string, definitions: ResourceDefinitionsLike): string {
  return menuOf(definitions[name])?.path ?? `/${name}`;
}

/** The menu entries whose resources have screens (a landing page is chosen among them). */
export function builtMenuEntries(definitions: ResourceDefinitionsLike): MenuEntry[] {
  return MENU_RESOURCES.filter((r) => definitions[r.name] !== undefined).map((r) => r.menu.entry);
}

/**
 * The left menu (spec 1 sections 1 and 2): the registry's menu entries in their rank, each with
 * the icon, path and children its screens declare; entries without screens are left out.
 */
export function menuItemsOf(definitions: ResourceDefinitionsLike): MenuItemConfig[] {
  return MENU_RESOURCES.filter((r) => definitions[r.name] !== undefined).map((r) => {
    const definition = definitions[r.name]!;
    const menu = menuOf(definition);
    return {
      key: r.menu.entry,
      titleKey: r.menu.titleKey,
      icon: definition.icon as MenuIcon,
      path: menu?.path ?? `/${r.name}`,
      match: menu?.match ?? `/${r.name}`,
      permission: r.permission,
      beta: r.menu.beta ?? false,
      behaviour: null,
      children: menu?.children?.map((child) => ({
        ...child,
        permission: r.permission,
        beta: false,
        behaviour: null,
      })),
    };
  });
}

/**
 * The menu of a resource's pages (the settings mode's left menu): each page declared in its
 * resources/<entity>/index.ts, under the resource's path and behind its permission; none when the
 * resource has no screens.
 */
export function pageMenuItemsOf(name: ResourceName, definitions: ResourceDefinitionsLike): MenuItemConfig[] {
  const definition = definitions[name];
  const pages = (definition?.options as ResourceOptions)?.pages ?? [];
  const { permission } = RESOURCES[name];
  const itemOf = (page: ResourcePage): MenuItemConfig => ({
    key: page.key,
    titleKey: page.titleKey,
    icon: page.icon ?? (definition!.icon as MenuIcon),
    path: `/${name}/${page.path}`,
    ...(page.match ? { match: `/${name}/${page.match}` } : {}),
    permission,
    beta: false,
    behaviour: null,
    ...(page.children ? { children: page.children.map(itemOf) } : {}),
    ...(page.projectTypes ? { projectTypes: page.projectTypes } : {}),
  });
  return pages.map(itemOf);
}

/** The react-admin resource definitions of app resources (as <Resource> registers them). */
export function definitionsOf(resources: ReadonlyArray<AppResourceLike>): ResourceDefinitionsLike {
  return Object.fromEntries(
    resources.map((r) => [r.name, { name: r.name, icon: r.icon, options: { menu: r.menu, pages: r.pages } }]),
  );
}

interface AppResourceLike {
  name: string;
  icon: MenuIcon;
  menu?: ResourceMenu;
  pages?: readonly ResourcePage[];
}
