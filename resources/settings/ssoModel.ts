import type { SsoProvider, SsoSettings, SsoSettingsInput } from './settingsApi';

/** The single sign-on form's values: the settings without what the server alone knows. */
export interface SsoFormValues {
  provider: SsoProvider;
  enabled: boolean;
  directoryId: string;
  clientId: string;
  /** write-only: always empty in the form; empty on save keeps the stored secret */
  clientSecret: string;
  issuerUrl: string;
  allowCreateUsers: boolean;
  defaultRole: string;
}

type SsoField = keyof SsoFormValues;

const FORM_FIELDS: readonly SsoField[] = [
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

export function formValuesOf(settings: SsoSettings): SsoFormValues {
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

/** react-admin's translate, or any function of the same shape. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface SubmissionErrors {
  /** form field -> translated message, to put on the input */
  fields: Partial<Record<SsoField, string>>;
  /** messages for errors on no input of the form */
  general: string[];
}

function isFormField(name: string): name is SsoField {
  return (FORM_FIELDS as readonly string[]).includes(name);
}

/**
 * The server's 400 reply `{message, messageKey, errors: {field: key}}` as messages: each key
 * translated as `settings_error_<key>`, falling back to the server's own text for its first
 * error, else a generic one.
 */
export function submissionErrorsOf(body: unknown, translate: Translate): SubmissionErrors {
  const reply = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const serverText = typeof reply.message === 'string' ? reply.message : '';
  const errors = typeof reply.errors === 'object' && reply.errors !== null ? reply.errors : {};
  const result: SubmissionErrors = { fields: {}, general: [] };
  for (const [field, key] of Object.entries(errors as Record<string, unknown>)) {
    const messageKey = typeof key === 'string' ? key : '';
    const fallback =
      serverText && messageKey === reply.messageKey ? serverText : translate('settings_field_invalid');
    const message = messageKey ? translate(`settings_error_${messageKey}`, { _: fallback }) : fallback;
    if (isFormField(field)) result.fields[field] = message;
    else result.general.push(message);
  }
  if (Object.keys(result.fields).length === 0 && result.general.length === 0) {
    result.general.push(serverText || translate('settings_field_invalid'));
  }
  return result;
}
