import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { SsoSettingsForm } from './SsoSettingsForm';
import { TwoFactorRequirement } from './TwoFactorRequirement';

/**
 * Project settings > software interfaces > authentication: how staff sign in to this project
 * (the two-factor requirement and single sign-on with the company directory).
 */
export function AuthenticationSettings() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, width: '100%' }}>
      <Stack spacing={0.5}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {translate('settings_menu_software_interfaces')}
        </Typography>
        <Typography variant="h5" component="h1">
          {translate('settings_authentication_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('settings_authentication_intro')}
        </Typography>
      </Stack>
      <TwoFactorRequirement />
      <SsoSettingsForm />
    </Stack>
  );
}
