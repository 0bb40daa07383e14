import { sql, type SqlBool } from 'kysely';
import {
  OPEN_APPLICATION_STATES,
  RENT_APPLICATION_STATES,
  SALE_APPLICATION_STATES,
} from '../../../schema/applicationStates';
import { zurichOffsetMinutes } from '../../../schema/dates';
import {
  HOME_WIDGETS,
  OBJECT_TYPE_KIND,
  OFFER_EXPIRY_DAYS,
  applicationListLink,
  applicationStateLabelKey,
  communicationLink,
  newApplicationsLink,
  objectListLink,
  type DashboardWidget,
  type HomeWidgetId,
  type WidgetFigure,
} from '../../../schema/dashboard';
import { OBJECT_TYPES, isObjectType, isSaleProject, type ObjectType } from '../../../schema/objects';
import { checkAccess, needs } from '../../../schema/permissions';
import type { StaffContext } from '../../core/context';
import { scoped, type Executor } from '../../core/scope';

const LETTING_STATES = ['available', 'with_offer', 'assigned', 'reserved', 'rented'] as const;
const SALE_STATES = ['available', 'reserved', 'sold'] as const;

type Scope = ReturnType<typeof scoped>;

/** Today's date in Zurich, `YYYY-MM-DD`, shifted by whole days. */
export function zurichDay(now: number, plusDays = 0): string {
  const local = new Date(now + zurichOffsetMinutes(now) * 60_000 + plusDays * 86_400_000);
  return local.toISOString().slice(0, 10);
}

/** Active objects per type and state, from the counts the triggers keep (no row is counted). */
async function stateCounts(scope: Scope): Promise<Map<ObjectType, Map<string, number>>> {
  const rows = await scope
    .selectFrom('object_state_counts')
    .select(['object_type', 'progress_state', 'n'])
    .where('active', '=', 1)
    .where('n', '>', 0)
    .execute();
  const byType = new Map<ObjectType, Map<string, number>>();
  for (const row of rows) {
    if (!isObjectType(row.object_type)) continue;
    const states = byType.get(row.object_type) ?? new Map<string, number>();
    states.set(row.progress_state, Number(row.n));
    byType.set(row.object_type, states);
  }
  return byType;
}

const kindLabel = (type: ObjectType) => `objects_kind_${OBJECT_TYPE_KIND[type]}`;

async function objectsByState(scope: Scope, sale: boolean): Promise<Partial<DashboardWidget>> {
  const counts = await stateCounts(scope);
  const states = sale ? SALE_STATES : LETTING_STATES;
  const groups = OBJECT_TYPES.filter((type) => counts.has(type)).map((type) => ({
    key: type,
    labelKey: kindLabel(type),
    figures: states.map((state) => ({
      key: state,
      labelKey: `objects_state_${state}`,
      value: counts.get(type)?.get(state) ?? 0,
      link: objectListLink(type, state),
    })),
  }));
  return { groups };
}

/** Current offers on offered objects whose answer is due from today to three days ahead. */
async function offersExpiring(scope: Scope, now: number): Promise<Partial<DashboardWidget>> {
  const rows = await scope
    .selectFrom('object_occupancies')
    .innerJoin('objects', 'objects.id', 'object_occupancies.object_id')
    .select(['objects.object_type as object_type'])
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('object_occupancies.kind', '=', 'offer')
    .where('object_occupancies.closed_at', 'is', null)
    .where('object_occupancies.ends_on', '>=', zurichDay(now))
    .where('object_occupancies.ends_on', '<=', zurichDay(now, OFFER_EXPIRY_DAYS))
    .where('objects.active', '=', 1)
    .where('objects.progress_state', '=', 'with_offer')
    .groupBy('objects.object_type')
    .execute();
  return { figures: typeFigures(rows, 'with_offer') };
}

/** Whether an open application (not inactive, assigned or completed) asks for the object of the row. */
function openApplicationFor(scope: Scope) {
  const open = sql.join(OPEN_APPLICATION_STATES);
  return sql<SqlBool>`(exists (
      select 1 from application_priorities p
      join applications a on a.id = p.application_id
      where p.object_id = objects.id and ${scope.owns('application_priorities', 'p')} and a.progress_state in (${open}))
    or exists (
      select 1 from applications a
      where a.object_id = objects.id and ${scope.owns('applications', 'a')} and a.progress_state in (${open})))`;
}

/**
 * Available objects per type that no open application asks for (neither as a priority nor as its
 * first object); docs/decisions.md.
 */
async function availableWithoutApplications(scope: Scope): Promise<Partial<DashboardWidget>> {
  const rows = await scope
    .selectFrom('objects')
    .select('object_type')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('active', '=', 1)
    .where('progress_state', '=', 'available')
    .where(sql<SqlBool>`not ${openApplicationFor(scope)}`)
    .groupBy('object_type')
    .execute();
  return { figures: typeFigures(rows, 'available') };
}

/** The project's applications per state, from the counts the triggers keep (migration 017). */
async function applicationsByState(scope: Scope, sale: boolean): Promise<Partial<DashboardWidget>> {
  const rows = await scope
    .selectFrom('application_state_counts')
    .select(['progress_state', 'n'])
    .where('n', '>', 0)
    .execute();
  const counts = new Map(rows.map((r) => [r.progress_state, Number(r.n)]));
  const states: readonly string[] = sale ? SALE_APPLICATION_STATES : RENT_APPLICATION_STATES;
  return {
    figures: states
      .filter((state) => (counts.get(state) ?? 0) > 0)
      .map((state) => ({
        key: state,
        labelKey: applicationStateLabelKey(state),
        value: counts.get(state)!,
        link: applicationListLink(state),
      })),
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
  await scope
    .insertInto('user_list_settings', [{ user_id: ctx.user.id, key: VISIT_KEY, value, updated_at: seen }])
    .onConflict((oc) => oc.columns(['project_id', 'user_id', 'key']).doUpdateSet({ value, updated_at: seen }))
    .execute();
  return since;
}

/** Applications received since the user's last visit, and how many of them nobody has started on. */
async function newApplications(
  db: Executor,
  ctx: StaffContext,
  sale: boolean,
  now: number,
): Promise<Partial<DashboardWidget>> {
  const since = await lastVisit(db, ctx, now);
  const untouched = sale ? 'sale.new' : 'active.new';
  const row = await scoped(db, ctx.project.id)
    .selectFrom('applications')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn
        .sum<number | string | null>(sql`case when progress_state = ${untouched} then 1 else 0 end`)
        .as('untouched'),
    ])
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const day = zurichDay(Date.parse(since));
  return {
    since,
    figures: [
      {
        key: 'new',
        labelKey: 'home_applications_new',
        value: Number(row.n),
        link: newApplicationsLink(day),
      },
      {
        key: 'untouched',
        labelKey: 'home_applications_untouched',
        value: Number(row.untouched ?? 0),
        link: newApplicationsLink(day, untouched),
      },
    ],
  };
}

function typeFigures(
  rows: ReadonlyArray<{ object_type: string; n: number | string }>,
  state: string,
): WidgetFigure[] {
  const counts = new Map(rows.map((r) => [r.object_type, Number(r.n)]));
  return OBJECT_TYPES.filter((type) => (counts.get(type) ?? 0) > 0).map((type) => ({
    key: type,
    labelKey: kindLabel(type),
    value: counts.get(type)!,
    link: objectListLink(type, state),
  }));
}

/** Unread replies and unseen bounces of the project's conversations (what the top-bar counter adds up). */
async function unreadMails(scope: Scope): Promise<Partial<DashboardWidget>> {
  const row = await scope
    .selectFrom('conversations')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>('unread_count'), sql<number>`0`).as('replies'),
      eb.fn.coalesce(eb.fn.sum<number | string>('unread_bounce_count'), sql<number>`0`).as('bounces'),
    ])
    .executeTakeFirst();
  return {
    figures: [
      {
        key: 'replies',
        labelKey: 'home_unread_replies',
        value: Number(row?.replies ?? 0),
        link: communicationLink('inbox'),
      },
      {
        key: 'bounces',
        labelKey: 'home_unseen_bounces',
        value: Number(row?.bounces ?? 0),
        link: communicationLink('sent'),
      },
    ],
  };
}

/** The permitted widgets among `ids` (all when empty), each with its figures. */
export async function dashboardWidgets(
  db: Executor,
  ctx: StaffContext,
  ids: readonly HomeWidgetId[],
  now = Date.now(),
): Promise<DashboardWidget[]> {
  const scope = scoped(db, ctx.project.id);
  const sale = isSaleProject(ctx.project.type);
  const wanted = HOME_WIDGETS.filter(
    (w) => (ids.length === 0 || ids.includes(w.id)) && checkAccess(ctx.subject, needs(w.needs)) === 'allow',
  );
  const data: Record<HomeWidgetId, () => Promise<Partial<DashboardWidget>>> = {
    objects_by_state: () => objectsByState(scope, sale),
    applications_by_state: () => applicationsByState(scope, sale),
    applications_new: () => newApplications(db, ctx, sale, now),
    offers_expiring: () => offersExpiring(scope, now),
    unread_mails: () => unreadMails(scope),
    available_without_applications: () => availableWithoutApplications(scope),
  };
  return Promise.all(
    wanted.map(async (w) => ({ id: w.id, type: w.type, titleKey: w.titleKey, ...(await data[w.id]()) })),
  );
}
