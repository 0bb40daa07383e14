import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { Language } from '../../../schema/api/common';
import type { MailSignatureRecord } from '../../../schema/api/communication';
import { mailSignatureSchema } from '../../../schema/mailTemplates';
import { FormSection, QueryContent, SchemaForm, useSettingsEdit } from '../../../src/forms';
import { SettingsPageHeader } from '../project/SettingsPageHeader';
import {
  MAIL_SERVER_ERRORS,
  SIGNATURE_FIELDS,
  SIGNATURE_KEY,
  signatureValuesOf,
  type SignatureValues,
} from './communicationModel';
import { InlineUploadsContext, useInlineUploadRules } from './inlineUploads';
import { LanguageTabs } from './LanguageTabs';
import { MailRichTextInput } from './MailRichTextInput';

function SignatureForm({
  signature,
  save,
  onReload,
}: {
  signature: MailSignatureRecord;
  save: (values: FieldValues) => Promise<void>;
  onReload: () => unknown;
}) {
  const translate = useTranslate();
  const [language, setLanguage] = useState<Language>('de');
  const { uploads, schema } = useInlineUploadRules(mailSignatureSchema);
  // the version is part of the values: a newer one (saved, reloaded after a conflict) resets the form
  const defaultValues = useMemo(() => signatureValuesOf(signature), [signature]);

  return (
    <InlineUploadsContext.Provider value={uploads}>
      <SchemaForm
        defaultValues={defaultValues}
        schema={schema}
        onSubmit={save}
        serverFields={SIGNATURE_FIELDS}
        serverErrors={MAIL_SERVER_ERRORS}
        onReload={onReload}
        reloadLabel="mail_settings_reload"
        warnWhenUnsavedChanges
      >
        <LanguageTabs active={language} onChange={setLanguage}>
          {(tab) => (
            <MailRichTextInput
              source={`texts.${tab}`}
              label={translate('mail_settings_signature_of', {
                language: translate(`mail_settings_language_${tab}`),
              })}
            />
          )}
        </LanguageTabs>
      </SchemaForm>
    </InlineUploadsContext.Provider>
  );
}

/** Settings > communication > mail signature: the signature under every mail, per language. */
export function MailSignaturePage() {
  const { query, save, reload } = useSettingsEdit({
    queryKey: SIGNATURE_KEY,
    read: (provider) => provider.getMailSignature(),
    write: (provider, values, signature) =>
      provider.saveMailSignature({ texts: (values as SignatureValues).texts, version: signature.version }),
    savedMessage: 'mail_settings_signature_saved',
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, width: '100%', minWidth: 0 }}>
      <SettingsPageHeader title="mail_settings_signature_title" intro="mail_settings_signature_intro" />
      <FormSection title="mail_settings_signature_section">
        <QueryContent query={query} loadingHeight={240}>
          {(signature) => <SignatureForm signature={signature} save={save} onReload={reload} />}
        </QueryContent>
      </FormSection>
    </Stack>
  );
}
