import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../schema/dates';
import { dataOf, FormSection, QueryContent, useProviderMutation, useProviderQuery } from '../../src/forms';
import { CopyButton } from './CopyButton';
import { CALENDAR_FEED_QUERY_KEY } from './profileQueries';

/**
 * The private calendar subscription of the viewings of the user's projects. Only a hash of its
 * address is kept, so the address shows once, when it is made; renewing it ends the old one.
 */
export function CalendarFeedSection() {
  const translate = useTranslate();
  const query = useProviderQuery(CALENDAR_FEED_QUERY_KEY, (provider) => provider.getCalendarFeed());
  const [url, setUrl] = useState<string | null>(null);
  const renew = useProviderMutation(async (provider) => dataOf(await provider.renewCalendarFeed()), {
    invalidate: [CALENDAR_FEED_QUERY_KEY],
    successMessage: 'profile_calendar_renewed',
    onSuccess: (reply) => setUrl(reply.url),
  });
  const remove = useProviderMutation(async (provider) => dataOf(await provider.removeCalendarFeed()), {
    invalidate: [CALENDAR_FEED_QUERY_KEY],
    successMessage: 'profile_calendar_removed',
    onSuccess: () => setUrl(null),
  });
  const busy = renew.isPending || remove.isPending;
  return (
    <FormSection title="profile_calendar_heading" description={translate('profile_calendar_intro')}>
      <QueryContent query={query}>
        {(feed) => (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {url ? (
              <Alert severity="info">
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {translate('profile_calendar_url_once')}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <TextField
                    size="small"
                    value={url}
                    label={translate('profile_calendar_url')}
                    slotProps={{ htmlInput: { readOnly: true } }}
                    sx={{ flex: '1 1 20rem' }}
                  />
                  <CopyButton text={url} />
                </Box>
              </Alert>
            ) : null}
            <Typography variant="body2">
              {feed.active
                ? translate('profile_calendar_active', {
                    created: formatDateTime(feed.createdAt ?? ''),
                    used: feed.lastUsedAt
                      ? formatDateTime(feed.lastUsedAt)
                      : translate('profile_calendar_never_used'),
                  })
                : translate('profile_calendar_none')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" disabled={busy} onClick={() => renew.mutate()}>
                {translate(feed.active ? 'profile_calendar_renew' : 'profile_calendar_create')}
              </Button>
              {feed.active ? (
                <Button disabled={busy} onClick={() => remove.mutate()}>
                  {translate('profile_calendar_remove')}
                </Button>
              ) : null}
            </Box>
          </Box>
        )}
      </QueryContent>
    </FormSection>
  );
}
