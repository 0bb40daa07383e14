import type { SsoProvider, SsoSettingsInput, SsoSettingsReply } from '../../schema/api/settings';

/**
 * The single sign-on form's values: what a save sends without its version (the secret is
 * write-only: always empty in the form; empty on save keeps the stored one).
 */
export type SsoFormValues = Omit<SsoSettingsInput, 'version'>;

/** The form's inputs, which the server's field errors may name. */
export const SSO_FORM_FIELDS: ReadonlyArray<keyof SsoFormValues> = [
  'provider',
  'enabled',
  'directoryId',
  'clientId',
  'clientSecret',
  'issuerUrl',
  'allowCreateUsers',
  'defaultRole',
];

export const SSO_PROVIDERS: readonly SsoProvider[] = ['azure', 'oidc'];

export function formValuesOf(settings: SsoSettingsReply): SsoFormValues {
  return {
    provider: settings.provider,
    enabled: settings.enabled,
    directoryId: settings.directoryId,
    clientId: settings.clientId,
    clientSecret: '',
    issuerUrl: settings.issuerUrl,
    allowCreateUsers: settings.allowCreateUsers,
    defaultRole: settings.defaultRole,
  };
}

/**
 * What a save sends: the form's values with the version it was loaded at. The other provider
 * kind's field goes empty (the server clears it anyway), so no hidden field can be refused.
 */
export function payloadOf(values: SsoFormValues, version: number): SsoSettingsInput {
  const other = values.provider === 'azure' ? 'issuerUrl' : 'directoryId';
  return { ...values, [other]: '', clientSecret: values.clientSecret.trim(), version };
}
