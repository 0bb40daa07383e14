import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { SKELETON_DELAY_MS, useWaitedLong } from '../../src/layout/placeholderDelay';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { WidgetCard } from '../../src/widgets';
import { homeWidgetsOf, loadHomeWidget, takeEarlyHomeWidget } from './widgetLoads';

/**
 * The home page (spec 1 section 2): the project's day at a glance. Each widget loads on its own
 * request, so the page shows every widget as soon as its figures arrive.
 *
 * The figures usually come a moment after the page renders (they are asked for alongside the
 * start). For that moment the widgets stay out of sight, then show together with their figures: a
 * placeholder shown in between would be replaced by taller figures and push the widgets below it
 * down (a layout shift). Figures that take longer show each widget's placeholder until they come.
 */
export function HomeScreen() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const user = useCurrentUser();
  // the widgets whose first load has answered (figures or a failure)
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());
  const answer = useCallback(
    (id: string) => setAnswered((ids) => (ids.has(id) ? ids : new Set(ids).add(id))),
    [],
  );
  const widgets = useMemo(
    () =>
      homeWidgetsOf(user).map((w) => ({
        ...w,
        load: () => {
          // the first load takes the figures asked for alongside the start, if any
          const call = takeEarlyHomeWidget(w.id, user) ?? loadHomeWidget(dataProvider, w.id);
          call.then(
            () => answer(w.id),
            () => answer(w.id),
          );
          return call;
        },
      })),
    [user, dataProvider, answer],
  );
  const waiting = widgets.some((w) => !answered.has(w.id));
  const waitedLong = useWaitedLong(waiting, SKELETON_DELAY_MS);
  const shown = !waiting || waitedLong;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('layout_menu_home')}
      </Typography>
      <Box
        aria-label={translate('home_widgets')}
        role="region"
        hidden={!shown}
        sx={{
          display: shown ? 'grid' : 'none',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
        }}
      >
        {widgets.map((w) => (
          <WidgetCard key={w.id} titleKey={w.titleKey} load={w.load} />
        ))}
      </Box>
    </Box>
  );
}
