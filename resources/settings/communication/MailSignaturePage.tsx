import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider';
import type { Language } from '../../../schema/api/common';
import type { MailSignatureRecord } from '../../../schema/api/communication';
import { mailSignatureSchema } from '../../../schema/mailTemplates';
import { dataOf, FormSection, QueryContent, SchemaForm, useProviderQuery } from '../../../src/forms';
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

function SignatureForm({ signature, onReload }: { signature: MailSignatureRecord; onReload: () => unknown }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [language, setLanguage] = useState<Language>('de');
  const { uploads, schema } = useInlineUploadRules(mailSignatureSchema);
  // the version is part of the values: a newer one (saved, reloaded after a conflict) resets the form
  const defaultValues = useMemo(() => signatureValuesOf(signature), [signature]);

  const save = async (values: FieldValues) => {
    const { texts } = values as SignatureValues;
    const saved = dataOf(await dataProvider.saveMailSignature({ texts, version: signature.version }));
    queryClient.setQueryData(SIGNATURE_KEY, saved);
    notify('mail_settings_signature_saved', { type: 'success' });
  };

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
  const query = useProviderQuery(SIGNATURE_KEY, (provider) => provider.getMailSignature());
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, width: '100%', minWidth: 0 }}>
      <SettingsPageHeader title="mail_settings_signature_title" intro="mail_settings_signature_intro" />
      <FormSection title="mail_settings_signature_section">
        <QueryContent query={query} loadingHeight={240}>
          {(signature) => <SignatureForm signature={signature} onReload={() => query.refetch()} />}
        </QueryContent>
      </FormSection>
    </Stack>
  );
}
