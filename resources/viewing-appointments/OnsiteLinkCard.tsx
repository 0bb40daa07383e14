import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { ViewingDetail } from '../../schema/api/viewings';
import type { OnsiteLinkStatus } from '../../schema/viewingOnsite';
import { formatDate } from '../../schema/dates';
import { dataOf, QueryContent, useProviderMutation, useProviderQuery } from '../../src/forms';

const onsiteKey = (id: number) => ['viewings', id, 'on-site-link'] as const;

/**
 * The on-site link of a viewing, on its page (staff with `viewing` write): made for the caretaker at
 * the door, who marks who came, comments and completes without an account; copied, renewed (the old
 * one stops at once) or revoked here. A cancelled viewing or one past its day offers none.
 */
export function OnsiteLinkCard({ viewing, today }: { viewing: ViewingDetail; today: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useProviderQuery(onsiteKey(viewing.id), (provider) => provider.getOnsiteLink(viewing.id));
  const store = (status: OnsiteLinkStatus) => queryClient.setQueryData(onsiteKey(viewing.id), status);
  const create = useProviderMutation(
    async (provider) => dataOf(await provider.createOnsiteLink(viewing.id)),
    { successMessage: 'viewing_onsite_link_created', onSuccess: store },
  );
  const revoke = useProviderMutation(
    async (provider) => dataOf(await provider.revokeOnsiteLink(viewing.id)),
    { successMessage: 'viewing_onsite_link_revoked', onSuccess: store },
  );
  const closed = viewing.state === 'cancelled' || viewing.date < today;
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify('viewing_onsite_link_copied', { type: 'success' });
    } catch {
      notify('viewing_onsite_link_copy_failed', { type: 'warning' });
    }
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1 }}
      component="section"
      aria-labelledby="onsite-link-title"
    >
      <Typography variant="h6" component="h2" id="onsite-link-title">
        {translate('viewing_onsite_link_title')}
      </Typography>
      <Typography variant="body2">{translate('viewing_onsite_link_intro')}</Typography>
      <QueryContent query={query}>
        {({ link }) =>
          link ? (
            <>
              <TextField
                label={translate('viewing_onsite_link_address')}
                value={link.url}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { readOnly: true } }}
              />
              <Typography variant="body2" color="text.secondary">
                {translate('viewing_onsite_link_valid', {
                  date: formatDate(link.expiresAt.slice(0, 10)),
                  name: link.createdBy || '–',
                })}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button variant="contained" onClick={() => void copy(link.url)}>
                  {translate('viewing_onsite_link_copy')}
                </Button>
                <Button variant="outlined" disabled={create.isPending} onClick={() => create.mutate()}>
                  {translate('viewing_onsite_link_renew')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate()}
                >
                  {translate('viewing_onsite_link_revoke')}
                </Button>
              </Box>
            </>
          ) : closed ? (
            <Typography variant="body2" color="text.secondary">
              {translate('viewing_onsite_link_closed')}
            </Typography>
          ) : (
            <Box>
              <Button variant="outlined" disabled={create.isPending} onClick={() => create.mutate()}>
                {translate('viewing_onsite_link_create')}
              </Button>
            </Box>
          )
        }
      </QueryContent>
    </Paper>
  );
}
