import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY, profileApi } from './profileApi';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/** Security tab: password, two-factor sign-in and sessions. */
export function SecurityPage() {
  const profile = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: profileApi.profile });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PasswordSection changedAt={profile.data?.password_changed_at} />
      <TwoFactorSection />
      <SessionsSection />
    </Box>
  );
}
