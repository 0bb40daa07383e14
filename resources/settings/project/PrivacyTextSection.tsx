import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { PrivacyTextReply } from '../../../schema/api/projectSettings';
import { privacyTextSchema } from '../../../schema/projectSettings';
import {
  FieldInputs,
  FormSection,
  QueryContent,
  SchemaForm,
  useSettingsEdit,
  type FieldSpec,
} from '../../../src/forms';

export const PRIVACY_TEXT_KEY = ['settings', 'website', 'privacy-text'] as const;

const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;

const SERVER_ERRORS = {
  conflictKeys: ['privacy_text_changed'],
  conflictMessage: 'website_privacy_conflict',
} as const;

const FIELDS: FieldSpec[] = LANGUAGES.map((lang) => ({
  source: lang,
  kind: 'richtext',
  label: `website_privacy_${lang}`,
}));

function PrivacyForm({
  text,
  save,
  onReload,
}: {
  text: PrivacyTextReply;
  save: (values: FieldValues) => Promise<void>;
  onReload: () => unknown;
}) {
  const defaultValues = useMemo(
    () => ({ de: text.de, fr: text.fr, it: text.it, en: text.en, version: text.version }),
    [text],
  );
  return (
    <SchemaForm
      defaultValues={defaultValues}
      schema={privacyTextSchema}
      onSubmit={save}
      serverFields={[...LANGUAGES]}
      serverErrors={SERVER_ERRORS}
      onReload={onReload}
      reloadLabel="settings_reload"
      warnWhenUnsavedChanges
    >
      <FieldInputs fields={FIELDS} />
    </SchemaForm>
  );
}

/**
 * Settings > website, the privacy text: the project's own privacy policy per language, which the
 * privacy-policy modal of its public pages shows (a language left empty shows the German text, or
 * the app's default text when there is none).
 */
export function PrivacyTextSection() {
  const translate = useTranslate();
  const { query, save, reload } = useSettingsEdit({
    queryKey: PRIVACY_TEXT_KEY,
    read: (provider) => provider.getPrivacyText(),
    write: (provider, values, text) => provider.savePrivacyText({ ...values, version: text.version }),
    savedMessage: 'website_privacy_saved',
  });
  return (
    <FormSection title="website_privacy_section" description={translate('website_privacy_intro')}>
      <QueryContent query={query} loadingHeight={120}>
        {(text) => <PrivacyForm text={text} save={save} onReload={reload} />}
      </QueryContent>
    </FormSection>
  );
}
