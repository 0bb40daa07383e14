import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { SsoSettingsReply } from '../../schema/api/settings';
import { FieldInputs, type FieldSpec } from '../../src/forms';
import { CallbackUrlField } from './CallbackUrlField';
import { SSO_PROVIDERS } from './ssoModel';

const FIELD_WIDTH = { maxWidth: 560 } as const;

function Step({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Stack>
  );
}

const DIRECTORY: FieldSpec[] = [
  {
    source: 'provider',
    kind: 'radio',
    label: 'settings_sso_provider',
    choices: SSO_PROVIDERS.map((id) => ({ id, name: `settings_sso_provider_${id}` })),
  },
];

/** The application the directory registered for us: its directory (Entra) or issuer, id and secret. */
function applicationFields(hasSecret: boolean): FieldSpec[] {
  return [
    {
      source: 'issuerUrl',
      kind: 'url',
      label: 'settings_sso_issuer_url',
      helperText: 'settings_sso_issuer_url_help',
      autoComplete: 'off',
      when: (values) => values.provider === 'oidc',
    },
    {
      source: 'directoryId',
      kind: 'text',
      label: 'settings_sso_directory_id',
      helperText: 'settings_sso_directory_id_help',
      autoComplete: 'off',
      when: (values) => values.provider !== 'oidc',
    },
    {
      source: 'clientId',
      kind: 'text',
      label: 'settings_sso_client_id',
      helperText: 'settings_sso_client_id_help',
      autoComplete: 'off',
    },
    {
      source: 'clientSecret',
      kind: 'password',
      label: 'settings_sso_client_secret',
      helperText: hasSecret ? 'settings_sso_client_secret_stored' : 'settings_sso_client_secret_help',
      autoComplete: 'new-password',
    },
  ];
}

/** Who may sign in: new accounts at the first sign-in (with which role), and the switch itself. */
function accessFields(roleNames: ReadonlyArray<{ id: string; name: string }>): FieldSpec[] {
  return [
    {
      source: 'allowCreateUsers',
      kind: 'boolean',
      label: 'settings_sso_allow_create_users',
      helperText: 'settings_sso_allow_create_users_help',
    },
    {
      source: 'defaultRole',
      kind: 'select',
      label: 'settings_sso_default_role',
      helperText: 'settings_sso_default_role_help',
      choices: roleNames,
      translateChoice: false,
      required: true,
      when: (values) => values.allowCreateUsers === true,
    },
    {
      source: 'enabled',
      kind: 'boolean',
      label: 'settings_sso_enabled',
      helperText: 'settings_sso_enabled_help',
    },
  ];
}

/**
 * The single sign-on form's inputs, in the order an admin sets a directory up: which directory,
 * the redirect URI to register there, what the directory gave back, and who may sign in.
 */
export function SsoInputs({ settings }: { settings: SsoSettingsReply }) {
  const translate = useTranslate();
  const roleNames = useMemo(
    () => settings.roles.map((role) => ({ id: role, name: translate(`settings_role_${role}`, { _: role }) })),
    [settings.roles, translate],
  );
  return (
    <Stack spacing={3} sx={{ '& .ra-input': FIELD_WIDTH }}>
      <Step title="settings_sso_step_directory">
        <FieldInputs fields={DIRECTORY} />
        <CallbackUrlField url={settings.callbackUrl} />
      </Step>
      <Step title="settings_sso_step_application">
        <FieldInputs fields={applicationFields(settings.hasSecret)} />
      </Step>
      <Step title="settings_sso_step_access">
        <FieldInputs fields={accessFields(roleNames)} />
      </Step>
    </Stack>
  );
}
