import { zurichOffsetMinutes } from '../../../schema/dates';
import {
  HOME_WIDGETS,
  OBJECT_TYPE_KIND,
  OFFER_EXPIRY_DAYS,
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

/**
 * Available objects per type. No application is stored yet (the applications area comes later),
 * so every available object is one without applications; docs/decisions.md.
 */
async function availableWithoutApplications(scope: Scope): Promise<Partial<DashboardWidget>> {
  const counts = await stateCounts(scope);
  const rows = [...counts].map(([object_type, states]) => ({ object_type, n: states.get('available') ?? 0 }));
  return { figures: typeFigures(rows, 'available') };
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
    offers_expiring: () => offersExpiring(scope, now),
    available_without_applications: () => availableWithoutApplications(scope),
  };
  return Promise.all(
    wanted.map(async (w) => ({ id: w.id, type: w.type, titleKey: w.titleKey, ...(await data[w.id]()) })),
  );
}
