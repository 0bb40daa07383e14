import type { PermissionKey } from './permissions';
import type { ListRef } from './listPaths';
import type { ObjectType } from './objects';

/**
 * The home page's widgets (spec 1 section 4, spec 2 section 7.15): which exist, their type, what
 * each needs, and the reply of GET /api/v1/dashboard/get-dashboard-widgets. The analytics area
 * reuses the types and the client's widget engine (src/widgets).
 */

export const WIDGET_TYPES = ['donut', 'multi-num', 'grouped-number'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** The states a widget shows (spec 1 section 4). */
export const WIDGET_STATES = ['init', 'reload', 'done', 'error'] as const;
export type WidgetState = (typeof WIDGET_STATES)[number];

/** One figure: a label (message key), its number and the client path of the list filtered to it. */
export interface WidgetFigure {
  key: string;
  labelKey: string;
  value: number;
  link: string | null;
}

/** A titled set of figures (the groups of a grouped-number widget). */
export interface WidgetGroup {
  key: string;
  labelKey: string;
  figures: WidgetFigure[];
}

export interface DashboardWidget {
  id: string;
  type: WidgetType;
  titleKey: string;
  /** donut and multi-num */
  figures?: WidgetFigure[];
  /** grouped-number */
  groups?: WidgetGroup[];
  /** ISO time the figures count from (new since the last visit), shown under the title */
  since?: string;
}

/** The reply of get-dashboard-widgets: the permitted widgets asked for, in catalogue order. */
export interface DashboardWidgetsReply {
  widgets: DashboardWidget[];
}

/** The home page's widgets and the permission each needs besides homepage_read. */
export const HOME_WIDGETS = [
  {
    id: 'objects_by_state',
    type: 'grouped-number',
    titleKey: 'home_widget_objects_by_state',
    needs: 'object_read',
  },
  {
    id: 'applications_by_state',
    type: 'donut',
    titleKey: 'home_widget_applications_by_state',
    needs: 'applications_read',
  },
  {
    id: 'applications_new',
    type: 'multi-num',
    titleKey: 'home_widget_applications_new',
    needs: 'applications_read',
  },
  { id: 'offers_expiring', type: 'multi-num', titleKey: 'home_widget_offers_expiring', needs: 'object_read' },
  {
    id: 'unread_mails',
    type: 'multi-num',
    titleKey: 'home_widget_unread_mails',
    needs: 'shared_communication',
  },
  {
    id: 'available_without_applications',
    type: 'donut',
    titleKey: 'home_widget_available_without_applications',
    needs: 'object_read',
  },
] as const satisfies ReadonlyArray<{ id: string; type: WidgetType; titleKey: string; needs: PermissionKey }>;

export type HomeWidgetId = (typeof HOME_WIDGETS)[number]['id'];

export function isHomeWidgetId(value: string): value is HomeWidgetId {
  return HOME_WIDGETS.some((w) => w.id === value);
}

/** Days ahead in which an offer counts as expiring. */
export const OFFER_EXPIRY_DAYS = 3;

/** The object list screen (/objects/<kind>) of each object type. */
export const OBJECT_TYPE_KIND: Readonly<Record<ObjectType, string>> = {
  apartments: 'apartments',
  parkingspace: 'parking',
  other: 'outbuildings',
  craft: 'business',
  plot: 'plots',
};

/**
 * The list filters the home figures set (keys of the lists' server filter definitions): an offer
 * whose answer is due within OFFER_EXPIRY_DAYS, no open application asking for the object, received
 * since the user's last home visit, and the read mark of a mail.
 */
export const FIGURE_FILTERS = {
  offerDue: 'offer_due',
  withoutApplications: 'without_applications',
  sinceLastVisit: 'since_last_visit',
  read: 'read',
} as const;

/**
 * The rows a figure counts: one list (named as the client's data provider names it) with a state
 * and filters. The server counts the figure through the list engine with exactly this query, and
 * the figure's link opens the list with it, so that the number and the rows cannot differ.
 */
export interface FigureTarget {
  list: ListRef;
  status?: string;
  /** filter key -> value in the form the list reads ('true', 'unread', ...) */
  filters?: Readonly<Record<string, string>>;
}

/** The client path of a list screen. */
function listScreenPath(list: ListRef): string {
  const { kind, mailbox } = list.meta ?? {};
  if (list.resource === 'objects' && kind) return `/objects/${OBJECT_TYPE_KIND[kind]}`;
  if (list.resource === 'applications') return '/applications';
  if (list.resource === 'communication' && mailbox)
    return mailbox === 'inbox' ? '/communication' : `/communication/${mailbox}`;
  throw new Error(`No list screen for ${JSON.stringify(list)}`);
}

/** The list call's query of a target: `status` and one parameter per filter (spec 2 section 7.4). */
export function figureListQuery(target: FigureTarget): Record<string, string> {
  return { ...(target.status ? { status: target.status } : {}), ...target.filters };
}

/**
 * The link of a figure: the list screen with the target's state and filters in the URL query the
 * list reads (`status`, `f.<filter>`; src/list/useListState.ts).
 */
export function figureLink(target: FigureTarget): string {
  const params = new URLSearchParams(target.status ? { status: target.status } : {});
  for (const [key, value] of Object.entries(target.filters ?? {})) params.set(`f.${key}`, value);
  const query = params.toString();
  return query ? `${listScreenPath(target.list)}?${query}` : listScreenPath(target.list);
}

/** The message key of an object type's name with a count ("1 Wohnung", "2 Wohnungen"). */
export function objectCountLabelKey(type: ObjectType): string {
  return `home_count_${OBJECT_TYPE_KIND[type]}`;
}

/** The message key of an application state's name on the home page (`active.new` -> `home_application_state_active_new`). */
export function applicationStateLabelKey(state: string): string {
  return `home_application_state_${state.replace(/\./g, '_')}`;
}
