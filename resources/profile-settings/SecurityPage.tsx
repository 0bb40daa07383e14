import Box from '@mui/material/Box';
import { useProviderQuery } from '../../src/forms';
import { CalendarFeedSection } from './CalendarFeedSection';
import { PROFILE_QUERY_KEY } from './profileQueries';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/** Security tab: password, two-factor sign-in, sessions and the private calendar address. */
export function SecurityPage() {
  const profile = useProviderQuery(PROFILE_QUERY_KEY, (provider) => provider.getProfileSettings());
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PasswordSection changedAt={profile.data?.password_changed_at} />
      <TwoFactorSection />
      <SessionsSection />
      <CalendarFeedSection />
    </Box>
  );
}
