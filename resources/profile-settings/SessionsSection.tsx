import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { SessionEntry } from '../../schema/api/accounts';
import { formatDateTime } from '../../schema/dates';
import { dataOf, FormSection, QueryContent, useProviderMutation, useProviderQuery } from '../../src/forms';
import { deviceOf } from './profileModel';
import { SESSIONS_QUERY_KEY } from './profileQueries';

/** On phones the row needs its width for the end button: no IP, and the sign-in time below the device. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

/** A session's device in plain words: "Firefox auf Windows", "Chrome", "Unbekanntes Gerät". */
function useDeviceName() {
  const translate = useTranslate();
  return (userAgent: string): string => {
    const { browser, os } = deviceOf(userAgent);
    if (browser && os) return translate('profile_session_device', { browser, os });
    return browser ?? os ?? translate('profile_session_device_unknown');
  };
}

/** The user's sessions: where and since when, the current one marked; end one or all others. */
export function SessionsSection() {
  const translate = useTranslate();
  const deviceName = useDeviceName();
  const queryClient = useQueryClient();
  const query = useProviderQuery(SESSIONS_QUERY_KEY, (provider) => provider.getSessions());
  // the list is read again after a refusal too: the session may be gone already
  const ended = {
    invalidate: [SESSIONS_QUERY_KEY],
    successMessage: 'ra.notification.deleted',
    onError: () => void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  };
  const endOne = useProviderMutation(
    async (provider, session: SessionEntry) => dataOf(await provider.endSession(session.id)),
    ended,
  );
  const endOthers = useProviderMutation(async (provider) => dataOf(await provider.endOtherSessions()), ended);
  const busy = endOne.isPending || endOthers.isPending;

  return (
    <FormSection title="profile_sessions_heading" description={translate('profile_sessions_intro')}>
      <QueryContent query={query}>
        {({ sessions }) => (
          <>
            <TableContainer>
              <Table size="small" aria-label={translate('profile_sessions_heading')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('profile_session_column_device')}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{translate('profile_session_created')}</TableCell>
                    <TableCell>{translate('profile_session_last_used')}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{translate('profile_session_ip')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {sessions.map((session) => {
                    const device = deviceName(session.user_agent);
                    const created = formatDateTime(session.created_at);
                    return (
                      <TableRow key={session.id} selected={session.current}>
                        <TableCell>
                          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                            <span title={session.user_agent}>{device}</span>
                            {session.current && (
                              <Chip
                                size="small"
                                color="primary"
                                label={translate('profile_session_current')}
                              />
                            )}
                          </Box>
                          <Typography variant="caption" color="text.secondary" sx={NARROW_ONLY}>
                            {translate('profile_session_created')}: {created}
                          </Typography>
                        </TableCell>
                        <TableCell sx={WIDE_ONLY}>{created}</TableCell>
                        <TableCell>{formatDateTime(session.last_seen_at)}</TableCell>
                        <TableCell sx={WIDE_ONLY}>{session.ip}</TableCell>
                        <TableCell align="right">
                          {!session.current && (
                            <Button
                              size="small"
                              color="error"
                              disabled={busy}
                              onClick={() => endOne.mutate(session)}
                              aria-label={translate('profile_session_end_label', { device, date: created })}
                            >
                              {translate('profile_session_end')}
                            </Button>
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            {sessions.every((session) => session.current) ? (
              <Typography variant="body2" color="text.secondary">
                {translate('profile_sessions_none')}
              </Typography>
            ) : (
              <Box>
                <Button variant="outlined" color="error" disabled={busy} onClick={() => endOthers.mutate()}>
                  {translate('profile_sessions_end_others')}
                </Button>
              </Box>
            )}
          </>
        )}
      </QueryContent>
    </FormSection>
  );
}
