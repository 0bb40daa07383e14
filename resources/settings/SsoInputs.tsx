import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import {
  BooleanInput,
  PasswordInput,
  RadioButtonGroupInput,
  required,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CallbackUrlField } from './CallbackUrlField';
import type { SsoSettings } from './settingsApi';
import { SSO_PROVIDERS, type SsoFormValues } from './ssoModel';

const PROVIDER_CHOICES = SSO_PROVIDERS.map((id) => ({ id, name: `settings_sso_provider_${id}` }));

const FIELD = { fullWidth: true, sx: { maxWidth: 560 } } as const;

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The directory's identity: the tenant id (Entra) or the issuer (any OpenID Connect provider). */
function DirectoryInput() {
  const provider = useWatch<SsoFormValues, 'provider'>({ name: 'provider' });
  return provider === 'oidc' ? (
    <TextInput
      source="issuerUrl"
      label="settings_sso_issuer_url"
      helperText="settings_sso_issuer_url_help"
      autoComplete="off"
      {...FIELD}
    />
  ) : (
    <TextInput
      source="directoryId"
      label="settings_sso_directory_id"
      helperText="settings_sso_directory_id_help"
      autoComplete="off"
      {...FIELD}
    />
  );
}

function DefaultRoleInput({ roles }: { roles: readonly string[] }) {
  const translate = useTranslate();
  const allowCreate = useWatch<SsoFormValues, 'allowCreateUsers'>({ name: 'allowCreateUsers' });
  const choices = useMemo(
    () => roles.map((role) => ({ id: role, name: translate(`settings_role_${role}`, { _: role }) })),
    [roles, translate],
  );
  if (!allowCreate) return null;
  return (
    <SelectInput
      source="defaultRole"
      label="settings_sso_default_role"
      helperText="settings_sso_default_role_help"
      choices={choices}
      translateChoice={false}
      validate={required()}
      {...FIELD}
    />
  );
}

/**
 * The single sign-on form's inputs, in the order an admin sets a directory up: which directory,
 * the redirect URI to register there, what the directory gave back, and who may sign in.
 */
export function SsoInputs({ settings }: { settings: SsoSettings }) {
  const translate = useTranslate();
  return (
    <Stack spacing={3}>
      <Step title={translate('settings_sso_step_directory')}>
        <RadioButtonGroupInput source="provider" label="settings_sso_provider" choices={PROVIDER_CHOICES} />
        <CallbackUrlField url={settings.callbackUrl} />
      </Step>
      <Step title={translate('settings_sso_step_application')}>
        <DirectoryInput />
        <TextInput
          source="clientId"
          label="settings_sso_client_id"
          helperText="settings_sso_client_id_help"
          autoComplete="off"
          {...FIELD}
        />
        <PasswordInput
          source="clientSecret"
          label="settings_sso_client_secret"
          helperText={
            settings.hasSecret ? 'settings_sso_client_secret_stored' : 'settings_sso_client_secret_help'
          }
          autoComplete="new-password"
          {...FIELD}
        />
      </Step>
      <Step title={translate('settings_sso_step_access')}>
        <BooleanInput
          source="allowCreateUsers"
          label="settings_sso_allow_create_users"
          helperText="settings_sso_allow_create_users_help"
        />
        <DefaultRoleInput roles={settings.roles} />
        <BooleanInput source="enabled" label="settings_sso_enabled" helperText="settings_sso_enabled_help" />
      </Step>
    </Stack>
  );
}
