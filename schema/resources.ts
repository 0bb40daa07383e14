import {
  ADMIN,
  PERMIT,
  checkAccess,
  isRole,
  needs,
  type PermissionSubject,
  type Role,
  type RoutePermission,
} from './permissions';

/**
 * The resource registry: one declaration per entity of the staff area (spec 1 section 2) — its
 * name (the first segment of its screens' paths and react-admin's resource name), what reading and
 * changing it need, its menu entry and rank, and the API lists its screens read. The server's list
 * and write routes, the client's <Resource>s, route guards and canAccess, the left menu and the
 * landing page all read it. A resource's screens and icon are declared beside it in the client
 * (resources/<entity>/index.ts); the menu shows only resources that have screens.
 */
export interface ResourceDefinition {
  name: string;
  /** reading: the route guard, canAccess for list and show, its lists */
  permission: RoutePermission;
  /** changing (create, edit, delete); defaults to `permission` */
  writePermission?: RoutePermission;
  /** the top-level menu entry it is, with its place in the menu */
  menu?: { entry: MenuEntry; rank: number; titleKey: string; beta?: boolean };
  /**
   * The API lists (paths after /api/v1/) its screens read, each served by the server under this
   * resource's permission (sale projects read some under sales/): a declared list the server does
   * not serve, or a served list no resource declares, fails tests/unit/registry.test.ts.
   */
  lists?: readonly string[];
}

/** The entries of the left menu that a landing page can be (spec 1 section 2). */
export const MENU_ENTRIES = [
  'home',
  'interestedPeople',
  'applications',
  'waitlist',
  'objects',
  'tenant',
  'analytics',
  'reporting',
  'budget',
  'viewingAppointments',
  'marketing',
] as const;
export type MenuEntry = (typeof MENU_ENTRIES)[number];

const menu = (entry: MenuEntry, rank: number, titleKey: string, beta = false) => ({
  entry,
  rank,
  titleKey,
  beta,
});

export const RESOURCES = {
  home: { name: 'home', permission: needs('homepage_read'), menu: menu('home', 10, 'layout_menu_home') },
  'interested-people': {
    name: 'interested-people',
    permission: needs('interested_people'),
    menu: menu('interestedPeople', 20, 'layout_menu_interested_people'),
    lists: ['applications/interested'],
  },
  'interested-people-b2b': {
    name: 'interested-people-b2b',
    permission: needs('interested_people'),
  },
  applications: {
    name: 'applications',
    permission: needs('applications_read'),
    writePermission: needs('applications_write'),
    menu: menu('applications', 30, 'layout_menu_applications'),
    lists: ['applications/'],
  },
  waitlist: {
    name: 'waitlist',
    permission: needs('waitlist'),
    menu: menu('waitlist', 40, 'layout_menu_waitlist', true),
  },
  objects: {
    name: 'objects',
    permission: needs('object_read'),
    writePermission: needs('object_write'),
    menu: menu('objects', 50, 'layout_menu_objects'),
    lists: ['objects/apartments', 'objects/parkingspace', 'objects/other', 'objects/craft', 'objects/plot'],
  },
  // the building list is a child of the object screens; its own paths hold create and edit
  buildings: {
    name: 'buildings',
    permission: needs('object_read'),
    writePermission: needs('object_write'),
    lists: ['buildings/'],
  },
  tenant: {
    name: 'tenant',
    permission: needs('tenants_read'),
    writePermission: needs('tenants_write'),
    menu: menu('tenant', 60, 'layout_menu_tenant'),
    lists: ['tenants/'],
  },
  analytics: {
    name: 'analytics',
    permission: needs('analytics_read'),
    menu: menu('analytics', 70, 'layout_menu_analytics', true),
  },
  reporting: {
    name: 'reporting',
    permission: needs('reporting_read'),
    menu: menu('reporting', 80, 'layout_menu_reporting'),
  },
  budget: {
    name: 'budget',
    permission: needs('budget_read'),
    menu: menu('budget', 90, 'layout_menu_budget'),
  },
  changelog: { name: 'changelog', permission: PERMIT, lists: ['event-log/logs'] },
  'changelog-details': { name: 'changelog-details', permission: PERMIT },
  communication: {
    name: 'communication',
    permission: needs('shared_communication'),
    lists: ['communication/inbox/inbox', 'communication/inbox/sent', 'communication/inbox/outbox'],
  },
  'viewing-appointments': {
    name: 'viewing-appointments',
    permission: needs('viewing'),
    menu: menu('viewingAppointments', 55, 'layout_menu_viewings'),
    lists: ['appointments/booked', 'appointments/without-registrations'],
  },
  // marketing: the ads on the Swiss portals (spec 2 section 7.13): the list and each object's ad editor
  marketing: {
    name: 'marketing',
    permission: needs('object_advertisement'),
    menu: menu('marketing', 57, 'layout_menu_marketing'),
    lists: ['marketing/objects'],
  },
  investors: { name: 'investors', permission: PERMIT },
  projects: { name: 'projects', permission: PERMIT },
  'create-contract': { name: 'create-contract', permission: needs('digitalcontract') },
  'project-nda': { name: 'project-nda', permission: PERMIT },
  'project-memorandum': { name: 'project-memorandum', permission: PERMIT },
  'project-memorandum-pitch': { name: 'project-memorandum-pitch', permission: PERMIT },
  'charts-testing': { name: 'charts-testing', permission: PERMIT },
  dms: { name: 'dms', permission: PERMIT },
  'profile-settings': { name: 'profile-settings', permission: PERMIT },
  // the project settings area (spec 1 section 2, "Project settings area")
  settings: {
    name: 'settings',
    permission: ADMIN,
    lists: ['settings/users', 'settings/teams', 'settings/owners', 'settings/owners-investors'],
  },
} as const satisfies Record<string, ResourceDefinition>;

export type ResourceName = keyof typeof RESOURCES;

export function isResourceName(value: string): value is ResourceName {
  return Object.hasOwn(RESOURCES, value);
}

export function resourceDefinition(name: ResourceName): ResourceDefinition {
  return RESOURCES[name];
}

/** What changing a resource needs. */
export function writePermissionOf(name: ResourceName): RoutePermission {
  const definition: ResourceDefinition = RESOURCES[name];
  return definition.writePermission ?? definition.permission;
}

/** The resources that are menu entries, in menu order. */
export const MENU_RESOURCES: ReadonlyArray<
  ResourceDefinition & { menu: NonNullable<ResourceDefinition['menu']> }
> = Object.values(RESOURCES as Record<string, ResourceDefinition>)
  .filter(
    (r): r is ResourceDefinition & { menu: NonNullable<ResourceDefinition['menu']> } => r.menu !== undefined,
  )
  .sort((a, b) => a.menu.rank - b.menu.rank);

/** The resource behind each menu entry. */
export const MENU_ENTRY_RESOURCE: Readonly<Record<MenuEntry, ResourceDefinition>> = Object.fromEntries(
  MENU_RESOURCES.map((r) => [r.menu.entry, r]),
) as Record<MenuEntry, ResourceDefinition>;

/** The entries a role's landing page can be (spec 1 section 6), waitlist excepted. */
const LANDING_ENTRIES: readonly MenuEntry[] = MENU_ENTRIES.filter((e) => e !== 'waitlist');

const ROLE_LANDING: Record<Role, MenuEntry> = {
  superadmin: 'home',
  admin: 'home',
  superuser: 'home',
  user: 'home',
  assistant: 'home',
  marketer: 'objects',
  contract: 'tenant',
  analyst: 'analytics',
};

/**
 * Where a subject lands after sign-in: the page of its role, or the first permitted menu entry
 * when that page is not permitted; null when nothing is (the client shows access denied).
 * `available` narrows the choice to the entries that have screens.
 */
export function landingPage(
  subject: PermissionSubject,
  available: readonly MenuEntry[] = LANDING_ENTRIES,
): MenuEntry | null {
  const allowed = (entry: MenuEntry) =>
    LANDING_ENTRIES.includes(entry) &&
    available.includes(entry) &&
    checkAccess(subject, MENU_ENTRY_RESOURCE[entry].permission) === 'allow';
  const preferred = isRole(subject.role) ? ROLE_LANDING[subject.role] : 'home';
  if (allowed(preferred)) return preferred;
  return MENU_RESOURCES.map((r) => r.menu.entry).find(allowed) ?? null;
}
