import { RENT_APPLICATION_STATES, SALE_APPLICATION_STATES } from '../../../schema/applicationStates';
import {
  FIGURE_FILTERS,
  HOME_WIDGETS,
  OBJECT_TYPE_KIND,
  applicationStateLabelKey,
  figureLink,
  figureListQuery,
  objectCountLabelKey,
  type DashboardWidget,
  type FigureTarget,
  type HomeWidgetId,
  type WidgetFigure,
} from '../../../schema/dashboard';
import { listApiPath } from '../../../schema/listPaths';
import { OBJECT_TYPES, isSaleProject, type ObjectType } from '../../../schema/objects';
import { checkAccess, needs } from '../../../schema/permissions';
import { objectStateLabelKey } from '../../../schema/states';
import type { StaffContext } from '../../core/context';
import { scoped, type Executor } from '../../core/scope';
import { listCounter, type ListCounter } from '../../lists/count';
import type { ListRequest, ListSchema } from '../../lists/types';
import { LAST_VISIT_SINCE_KEY } from '../applications/lists';
import { LIST_SCHEMAS, ROUTED_LIST_SCHEMAS } from '../lists';

export { zurichDay } from '../objects/conditions';

/**
 * The home page's figures. Each is the row count of a list under a state and filters (a
 * FigureTarget), counted by the list engine itself, and links to that list with the same query:
 * a figure and the rows it opens cannot differ.
 */

const LETTING_STATES = ['available', 'with_offer', 'assigned', 'reserved', 'rented'] as const;
const SALE_STATES = ['available', 'reserved', 'sold'] as const;

/** Counts a target's rows in the caller's project; null when the project has no such list or the caller may not read it. */
type TargetCount = (target: FigureTarget) => Promise<number | null>;

function targetCounter(req: ListRequest): TargetCount {
  const count: ListCounter = listCounter(req);
  const lists: readonly ListSchema[] = [...LIST_SCHEMAS, ...ROUTED_LIST_SCHEMAS];
  return async (target) => {
    const path = listApiPath(target.list.resource, target.list.meta, req.project.type);
    const schema = lists.find(
      (l) => l.path === path && (!l.projectTypes || l.projectTypes.includes(req.project.type)),
    );
    if (!schema || checkAccess(req.subject, schema.permission) !== 'allow') return null;
    return count(schema, figureListQuery(target));
  };
}

/** The figure of a target, or null when it has no list here. */
async function figureOf(
  count: TargetCount,
  key: string,
  labelKey: string,
  target: FigureTarget,
): Promise<WidgetFigure | null> {
  const value = await count(target);
  return value === null ? null : { key, labelKey, value, link: figureLink(target) };
}

const present = (figures: ReadonlyArray<WidgetFigure | null>): WidgetFigure[] =>
  figures.filter((f): f is WidgetFigure => f !== null);

const nonZero = (figures: ReadonlyArray<WidgetFigure | null>): WidgetFigure[] =>
  present(figures).filter((f) => f.value > 0);

const objectList = (type: ObjectType) => ({ resource: 'objects', meta: { kind: type } });

/** Active objects per type and state. */
async function objectsByState(count: TargetCount, sale: boolean): Promise<Partial<DashboardWidget>> {
  const states = sale ? SALE_STATES : LETTING_STATES;
  const groups = await Promise.all(
    OBJECT_TYPES.map(async (type) => ({
      key: type,
      labelKey: `objects_kind_${OBJECT_TYPE_KIND[type]}`,
      figures: present(
        await Promise.all(
          states.map((state) =>
            figureOf(count, state, objectStateLabelKey(type, state), {
              list: objectList(type),
              status: state,
            }),
          ),
        ),
      ),
    })),
  );
  // a kind the project has no active object of is left out
  return { groups: groups.filter((g) => g.figures.some((f) => f.value > 0)) };
}

/** Objects per type with a current offer whose answer is due within three days (no offers in sale projects). */
async function offersExpiring(count: TargetCount, sale: boolean): Promise<Partial<DashboardWidget>> {
  if (sale) return { figures: [] };
  return {
    figures: nonZero(
      await Promise.all(
        OBJECT_TYPES.map((type) =>
          figureOf(count, type, objectCountLabelKey(type), {
            list: objectList(type),
            status: 'with_offer',
            filters: { [FIGURE_FILTERS.offerDue]: 'true' },
          }),
        ),
      ),
    ),
  };
}

/** Available objects per type that no open application asks for (docs/decisions.md). */
async function availableWithoutApplications(count: TargetCount): Promise<Partial<DashboardWidget>> {
  return {
    figures: nonZero(
      await Promise.all(
        OBJECT_TYPES.map((type) =>
          figureOf(count, type, objectCountLabelKey(type), {
            list: objectList(type),
            status: 'available',
            filters: { [FIGURE_FILTERS.withoutApplications]: 'true' },
          }),
        ),
      ),
    ),
  };
}

/** The project's applications per state. */
async function applicationsByState(count: TargetCount, sale: boolean): Promise<Partial<DashboardWidget>> {
  const states: readonly string[] = sale ? SALE_APPLICATION_STATES : RENT_APPLICATION_STATES;
  return {
    figures: nonZero(
      await Promise.all(
        states.map((state) =>
          figureOf(count, state, applicationStateLabelKey(state), {
            list: { resource: 'applications' },
            status: state,
          }),
        ),
      ),
    ),
  };
}

/** The user's settings key of the last home visit (one per project). */
const VISIT_KEY = 'home:last_visit';

interface Visit {
  /** the session of the latest look */
  session: number;
  /** what that session counts from */
  since: string;
  /** the latest look */
  seen: string;
}

function parseVisit(value: string | undefined): Visit | null {
  if (!value) return null;
  try {
    const v = JSON.parse(value) as Partial<Visit>;
    return typeof v.session === 'number' && typeof v.since === 'string' && typeof v.seen === 'string'
      ? (v as Visit)
      : null;
  } catch {
    return null;
  }
}

/**
 * The user's last visit of this project's home page before the current sign-in: the latest look
 * of an earlier session. The first look of a session records it; later looks in the same session
 * keep it, so the figures stay put while one works. Without an earlier visit, the sign-in itself.
 */
export async function lastVisit(db: Executor, ctx: StaffContext, now: number): Promise<string> {
  const scope = scoped(db, ctx.project.id);
  const stored = parseVisit(
    (
      await scope
        .selectFrom('user_list_settings')
        .select('value')
        .where('user_id', '=', ctx.user.id)
        .where('key', '=', VISIT_KEY)
        .executeTakeFirst()
    )?.value,
  );
  const sessionId = ctx.auth.sessionId;
  let since: string;
  if (stored && stored.session === sessionId) since = stored.since;
  else if (stored) since = stored.seen;
  else {
    const session = await db
      .selectFrom('sessions')
      .select('created_at')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    since = session?.created_at ?? new Date(now).toISOString();
  }
  const seen = new Date(now).toISOString();
  const value = JSON.stringify({ session: sessionId, since, seen } satisfies Visit);
  const store = (key: string, stored: string) =>
    scope
      .insertInto('user_list_settings', [{ user_id: ctx.user.id, key, value: stored, updated_at: seen }])
      .onConflict((oc) =>
        oc.columns(['project_id', 'user_id', 'key']).doUpdateSet({ value: stored, updated_at: seen }),
      )
      .execute();
  await store(VISIT_KEY, value);
  // what the applications list's "new since my last visit" filter counts from
  await store(LAST_VISIT_SINCE_KEY, since);
  return since;
}

/** Applications received since the user's last visit, and how many of them nobody has started on. */
async function newApplications(
  count: TargetCount,
  db: Executor,
  ctx: StaffContext,
  sale: boolean,
  now: number,
): Promise<Partial<DashboardWidget>> {
  // records this visit first: the list's filter reads the moment it stores
  const since = await lastVisit(db, ctx, now);
  const list = { resource: 'applications' };
  const filters = { [FIGURE_FILTERS.sinceLastVisit]: 'true' };
  return {
    since,
    figures: present([
      await figureOf(count, 'new', 'home_applications_new', { list, filters }),
      await figureOf(count, 'untouched', 'home_applications_untouched', {
        list,
        status: sale ? 'sale.new' : 'active.new',
        filters,
      }),
    ]),
  };
}

/** Unread replies in the inbox and bounces nobody has looked at among the sent mails (a bounce is no unread mail). */
async function unreadMails(count: TargetCount): Promise<Partial<DashboardWidget>> {
  const unread = { [FIGURE_FILTERS.read]: 'unread' };
  return {
    figures: present([
      await figureOf(count, 'replies', 'home_unread_replies', {
        list: { resource: 'communication', meta: { mailbox: 'inbox' } },
        filters: unread,
      }),
      await figureOf(count, 'bounces', 'home_unseen_bounces', {
        list: { resource: 'communication', meta: { mailbox: 'sent' } },
        status: 'bounced',
        filters: unread,
      }),
    ]),
  };
}

/** The permitted widgets among `ids` (all when empty), each with its figures. */
export async function dashboardWidgets(
  req: ListRequest,
  ctx: StaffContext,
  ids: readonly HomeWidgetId[],
  now = Date.now(),
): Promise<DashboardWidget[]> {
  const sale = isSaleProject(ctx.project.type);
  const count = targetCounter(req);
  const wanted = HOME_WIDGETS.filter(
    (w) => (ids.length === 0 || ids.includes(w.id)) && checkAccess(ctx.subject, needs(w.needs)) === 'allow',
  );
  const data: Record<HomeWidgetId, () => Promise<Partial<DashboardWidget>>> = {
    objects_by_state: () => objectsByState(count, sale),
    applications_by_state: () => applicationsByState(count, sale),
    applications_new: () => newApplications(count, req.db, ctx, sale, now),
    offers_expiring: () => offersExpiring(count, sale),
    unread_mails: () => unreadMails(count),
    available_without_applications: () => availableWithoutApplications(count),
  };
  return Promise.all(
    wanted.map(async (w) => ({ id: w.id, type: w.type, titleKey: w.titleKey, ...(await data[w.id]()) })),
  );
}
