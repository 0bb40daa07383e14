import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { WidgetCard } from '../../src/widgets';
import { homeWidgetsOf, loadHomeWidget, takeEarlyHomeWidget } from './widgetLoads';

/**
 * The home page (spec 1 section 2): the project's day at a glance. Each widget loads on its own
 * request, so the page shows every widget as soon as its figures arrive.
 */
export function HomeScreen() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const user = useCurrentUser();
  const widgets = useMemo(
    () =>
      homeWidgetsOf(user).map((w) => ({
        ...w,
        // the first load takes the figures asked for alongside the start, if any
        load: () => takeEarlyHomeWidget(w.id, user) ?? loadHomeWidget(dataProvider, w.id),
      })),
    [user, dataProvider],
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('layout_menu_home')}
      </Typography>
      <Box
        aria-label={translate('home_widgets')}
        role="region"
        sx={{
          display: 'grid',
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
