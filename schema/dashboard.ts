import type { PermissionKey } from './permissions';
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

/** The object list of a type filtered to a state: the link of an object figure. */
export function objectListLink(type: ObjectType, status: string): string {
  return `/objects/${OBJECT_TYPE_KIND[type]}?${new URLSearchParams({ status }).toString()}`;
}

/** The applications list (/applications, rent and sale alike) filtered to a state. */
export function applicationListLink(state: string): string {
  return `/applications?${new URLSearchParams({ status: state }).toString()}`;
}

/**
 * The applications list of those created on or after a day (`YYYY-MM-DD`, the list's `created`
 * filter), optionally in one state: the link of a "new since the last visit" figure.
 */
export function newApplicationsLink(day: string, state?: string): string {
  const params = new URLSearchParams(state ? { status: state } : {});
  params.set('f.created', day);
  return `/applications?${params.toString()}`;
}

/** The message key of an application state's name on the home page (`active.new` -> `home_application_state_active_new`). */
export function applicationStateLabelKey(state: string): string {
  return `home_application_state_${state.replace(/\./g, '_')}`;
}

/** The communication screen's mailbox of a figure: replies in the inbox, bounces among the sent mails. */
export function communicationLink(mailbox: 'inbox' | 'sent'): string {
  return mailbox === 'inbox' ? '/communication' : '/communication/sent';
}
