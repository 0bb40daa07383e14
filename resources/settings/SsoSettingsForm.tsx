import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { SsoSettingsReply } from '../../schema/api/settings';
import { FormSection, QueryContent, SchemaForm, useSettingsEdit } from '../../src/forms';
import { SSO_SETTINGS_KEY } from './settingsModel';
import { SsoInputs } from './SsoInputs';
import { formValuesOf, payloadOf, SSO_FORM_FIELDS, type SsoFormValues } from './ssoModel';

/** The server's field errors are translated as settings_error_<key>. */
const SERVER_ERRORS = {
  messageKey: (key: string) => `settings_error_${key}`,
  conflictKeys: ['sso_settings_changed'],
  conflictMessage: 'settings_sso_conflict',
} as const;

function LoadedForm({
  settings,
  save,
  onReload,
}: {
  settings: SsoSettingsReply;
  save: (values: FieldValues) => Promise<void>;
  onReload: () => Promise<unknown>;
}) {
  // the version is part of the values, so that a new one (saved here, or loaded after a conflict)
  // resets the form: the secret input empties again
  const defaultValues = useMemo(() => ({ ...formValuesOf(settings), version: settings.version }), [settings]);

  return (
    <SchemaForm
      defaultValues={defaultValues}
      onSubmit={save}
      serverFields={SSO_FORM_FIELDS}
      serverErrors={SERVER_ERRORS}
      onReload={onReload}
      reloadLabel="settings_sso_conflict_reload"
      warnWhenUnsavedChanges
    >
      <SsoInputs settings={settings} />
    </SchemaForm>
  );
}

/**
 * Single sign-on with the company directory (spec 2 section 7.3): Microsoft Entra ID or any
 * OpenID Connect provider. The secret is write-only; a save carries the version it was loaded at,
 * and one that someone else overtook (409) offers to load theirs.
 */
export function SsoSettingsForm() {
  const translate = useTranslate();
  const { query, save, reload } = useSettingsEdit({
    queryKey: SSO_SETTINGS_KEY,
    read: (provider) => provider.getSsoSettings(),
    write: (provider, values, settings) =>
      provider.saveSsoSettings(payloadOf(values as SsoFormValues, settings.version)),
    savedMessage: 'settings_sso_saved',
  });
  return (
    <FormSection title="settings_sso_title" description={translate('settings_sso_intro')}>
      <QueryContent query={query} loadingHeight={320}>
        {(settings) => <LoadedForm settings={settings} save={save} onReload={reload} />}
      </QueryContent>
    </FormSection>
  );
}
