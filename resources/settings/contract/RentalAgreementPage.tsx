import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useRef, useState } from 'react';
import { CheckboxGroupInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { Language } from '../../../schema/api/common';
import type { RentalAgreementRecord } from '../../../schema/api/contractSettings';
import { CONTRACT_PLACEHOLDERS, rentalAgreementSchema } from '../../../schema/contract';
import { FieldInput, FormSection, QueryContent, SchemaForm, useSettingsEdit } from '../../../src/forms';
import { placeholderText } from '../communication/communicationModel';
import { LanguageTabs } from '../communication/LanguageTabs';
import {
  EditorRegistryContext,
  MailRichTextInput,
  type EditorRegistry,
} from '../communication/MailRichTextInput';
import { PlaceholderList } from '../communication/PlaceholderList';
import { SettingsPageHeader } from '../project/SettingsPageHeader';
import {
  attachmentSpec,
  CANTON_CHOICES,
  CLAUSE_CHOICES,
  CONTRACT_SERVER_ERRORS,
  RENTAL_AGREEMENT_FIELDS,
  RENTAL_AGREEMENT_KEY,
  rentalAgreementValuesOf,
  type RentalAgreementValues,
} from './contractModel';

function RentalAgreementForm({
  record,
  save,
  onReload,
}: {
  record: RentalAgreementRecord;
  save: (values: FieldValues) => Promise<void>;
  onReload: () => unknown;
}) {
  const translate = useTranslate();
  const [language, setLanguage] = useState<Language>('de');
  const registry = useRef<EditorRegistry>(new Map()).current;
  // the version is part of the values: a newer one (saved, reloaded after a conflict) resets the form
  const defaultValues = useMemo(() => rentalAgreementValuesOf(record), [record]);

  const insert = useCallback(
    (name: string) => {
      const editor = registry.get(`texts.${language}`);
      if (!editor || editor.isDestroyed) return;
      editor.chain().focus().insertContent(placeholderText(name)).run();
    },
    [registry, language],
  );

  return (
    <EditorRegistryContext.Provider value={registry}>
      <SchemaForm
        defaultValues={defaultValues}
        schema={rentalAgreementSchema}
        onSubmit={save}
        serverFields={RENTAL_AGREEMENT_FIELDS}
        serverErrors={CONTRACT_SERVER_ERRORS}
        onReload={onReload}
        reloadLabel="mail_settings_reload"
        warnWhenUnsavedChanges
      >
        <LanguageTabs active={language} onChange={setLanguage}>
          {(tab) => (
            <>
              <MailRichTextInput
                source={`texts.${tab}`}
                images={false}
                required={tab === 'de'}
                label={translate('rental_agreement_template_of', {
                  language: translate(`mail_settings_language_${tab}`),
                })}
              />
              <FieldInput spec={attachmentSpec(tab)} />
            </>
          )}
        </LanguageTabs>
        <PlaceholderList
          placeholders={CONTRACT_PLACEHOLDERS}
          onInsert={insert}
          hint="rental_agreement_placeholders_hint"
          labelPrefix="contract_placeholder_"
        />
        <CheckboxGroupInput
          source="clauses"
          label="rental_agreement_clauses"
          helperText="rental_agreement_clauses_hint"
          choices={CLAUSE_CHOICES}
          row={false}
        />
        <CheckboxGroupInput
          source="initialRentCantons"
          label="rental_agreement_initial_rent_cantons"
          helperText="rental_agreement_initial_rent_cantons_hint"
          choices={CANTON_CHOICES}
          translateChoice={false}
        />
      </SchemaForm>
    </EditorRegistryContext.Provider>
  );
}

/** Settings > rental agreement: the contract template per language and the clauses the project uses. */
export function RentalAgreementPage() {
  const { query, save, reload } = useSettingsEdit({
    queryKey: RENTAL_AGREEMENT_KEY,
    read: (provider) => provider.getRentalAgreement(),
    write: (provider, values, loaded) => {
      const { texts, clauses, initialRentCantons, attachments } = values as RentalAgreementValues;
      return provider.saveRentalAgreement({
        texts,
        clauses,
        initialRentCantons: initialRentCantons ?? loaded.initialRentCantons,
        attachments: attachments ?? loaded.attachments,
        version: loaded.version,
      });
    },
    savedMessage: 'rental_agreement_saved',
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, width: '100%', minWidth: 0 }}>
      <SettingsPageHeader title="rental_agreement_title" intro="rental_agreement_intro" />
      <FormSection title="rental_agreement_section">
        <QueryContent query={query} loadingHeight={320}>
          {(record) => <RentalAgreementForm record={record} save={save} onReload={reload} />}
        </QueryContent>
      </FormSection>
    </Stack>
  );
}
