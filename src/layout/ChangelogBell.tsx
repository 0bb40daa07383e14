import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { useQuietAfterStart } from '../session/whenQuiet';
import { CHANGELOG_PATH } from './flags';
import { unreadLabel } from './menuModel';

/** The react-query key of the bell's count; the changelog screen sets it to zero when opened. */
export const CHANGELOG_QUERY_KEY = ['changelog', 'init'] as const;

/** How often the bell asks for new changes while the app is open. */
const REFRESH_MS = 120_000;

/** The changelog bell (spec 1 section 1): the changes by others since the user last looked. */
export function ChangelogBell() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // the count waits for the screen's first data: the bell shows at once, its number a moment later
  const enabled = useQuietAfterStart();
  const { data } = useQuery({
    enabled,
    queryKey: CHANGELOG_QUERY_KEY,
    queryFn: async () => (await dataProvider.getChangelogInit()).data,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const count = unreadLabel(data?.unseen ?? 0);
  const title = count === '0' ? translate('layout_changelog') : translate('changelog_bell_unseen', { count });
  return (
    <Tooltip title={title}>
      <IconButton component={RouterLink} to={CHANGELOG_PATH} aria-label={title}>
        {/* no hidden "0" in the link's text: its name would not match what it shows */}
        <Badge badgeContent={count === '0' ? null : count} color="error">
          <NotificationsNone />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
