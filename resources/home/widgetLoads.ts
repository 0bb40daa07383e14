import { subjectOf } from '../../authProvider/rules';
import type { AppDataProvider } from '../../dataProvider';
import type { StoredUser } from '../../dataProvider/storage';
import { HOME_WIDGETS, type DashboardWidget } from '../../schema/dashboard';
import { checkAccess, needs } from '../../schema/permissions';

type HomeWidget = (typeof HOME_WIDGETS)[number];

/** How long figures asked for alongside the start count as fresh for the widget that shows them. */
const EARLY_FRESH_MS = 10_000;

/** The home widgets a user may see (each needs a permission). */
export function homeWidgetsOf(user: StoredUser | null): HomeWidget[] {
  const subject = user ? subjectOf(user) : null;
  return HOME_WIDGETS.filter((w) => subject && checkAccess(subject, needs(w.needs)) === 'allow');
}

/** One widget's figures: one call per widget, so that each shows as soon as its own arrive. */
export async function loadHomeWidget(
  dataProvider: Pick<AppDataProvider, 'getDashboardWidgets'>,
  id: string,
): Promise<DashboardWidget> {
  const { data } = await dataProvider.getDashboardWidgets([id]);
  const widget = data.widgets.find((found) => found.id === id);
  if (!widget) throw new Error(`widget ${id} not answered`);
  return widget;
}

/** Calls started alongside the start, by widget, with the session that started them. */
const early = new Map<string, { call: Promise<DashboardWidget>; at: number; token: string }>();

/**
 * Starts loading the figures of the user's widgets alongside the app's start (the home page is
 * the address opened): the widgets then show them without asking after their first render.
 */
export function prefetchHomeWidgets(
  dataProvider: Pick<AppDataProvider, 'getDashboardWidgets'>,
  user: StoredUser | null,
): void {
  if (!user) return;
  for (const w of homeWidgetsOf(user)) {
    const call = loadHomeWidget(dataProvider, w.id);
    // a failure is the widget's to show when it takes the call
    call.catch(() => undefined);
    early.set(w.id, { call, at: Date.now(), token: user.token });
  }
}

/**
 * A widget's call started alongside the start, once, while fresh and for the same session (one
 * who signs out and another who signs in soon after never see the first one's figures); else
 * undefined.
 */
export function takeEarlyHomeWidget(
  id: string,
  user: StoredUser | null,
): Promise<DashboardWidget> | undefined {
  const found = early.get(id);
  early.delete(id);
  const fresh = found && Date.now() - found.at < EARLY_FRESH_MS && found.token === user?.token;
  return fresh ? found.call : undefined;
}
