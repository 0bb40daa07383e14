import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { Language } from '../../../schema/api/common';
import type { MailTemplateInput, MailTemplateRecord } from '../../../schema/api/communication';
import { mailTemplateSchema } from '../../../schema/mailTemplates';
import { dataOf, QueryContent, SchemaForm, useProviderQuery } from '../../../src/forms';
import { RecordPage } from '../RecordPages';
import {
  MAIL_SERVER_ERRORS,
  placeholderText,
  TEMPLATE_FIELDS,
  templateKey,
  templateValuesOf,
  TEMPLATES_KEY,
  TEMPLATES_PATH,
  type TemplateValues,
} from './communicationModel';
import { InlineUploadsContext, useInlineUploadRules } from './inlineUploads';
import { LanguageTabs } from './LanguageTabs';
import { EditorRegistryContext, MailRichTextInput, type EditorRegistry } from './MailRichTextInput';
import { PlaceholderList } from './PlaceholderList';

interface TemplateFormProps {
  record?: MailTemplateRecord;
  placeholders: readonly string[];
  onReload?: () => unknown;
}

/** Title, and per language subject and body, with the placeholders to put into a body. */
function TemplateForm({ record, placeholders, onReload }: TemplateFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [language, setLanguage] = useState<Language>('de');
  const registry = useRef<EditorRegistry>(new Map()).current;
  const { uploads, schema } = useInlineUploadRules(mailTemplateSchema);
  const defaultValues = useMemo(() => templateValuesOf(record), [record]);

  const insert = useCallback(
    (name: string) => {
      const editor = registry.get(`texts.${language}.body`);
      if (!editor || editor.isDestroyed) return;
      editor.chain().focus().insertContent(placeholderText(name)).run();
    },
    [registry, language],
  );

  const save = async (values: FieldValues) => {
    const { title, texts } = values as TemplateValues;
    const input: MailTemplateInput = { title, texts };
    const saved = record
      ? dataOf(await dataProvider.updateMailTemplate(record.id, { ...input, version: record.version }))
      : dataOf(await dataProvider.createMailTemplate(input));
    queryClient.setQueryData(templateKey(String(saved.id)), saved);
    await queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY, exact: true });
    notify('mail_settings_template_saved', { type: 'success' });
    navigate(TEMPLATES_PATH);
  };

  const languageName = (tab: Language) => translate(`mail_settings_language_${tab}`);
  return (
    <InlineUploadsContext.Provider value={uploads}>
      <EditorRegistryContext.Provider value={registry}>
        <SchemaForm
          defaultValues={defaultValues}
          schema={schema}
          onSubmit={save}
          serverFields={TEMPLATE_FIELDS}
          serverErrors={MAIL_SERVER_ERRORS}
          onReload={onReload}
          reloadLabel="mail_settings_reload"
          warnWhenUnsavedChanges
        >
          <TextInput
            source="title"
            label="mail_settings_template_title"
            isRequired
            autoComplete="off"
            helperText={false}
          />
          <LanguageTabs active={language} onChange={setLanguage}>
            {(tab) => (
              <Stack spacing={1}>
                <TextInput
                  source={`texts.${tab}.subject`}
                  label={translate('mail_settings_subject_of', { language: languageName(tab) })}
                  isRequired={tab === 'de'}
                  autoComplete="off"
                  helperText={false}
                />
                <MailRichTextInput
                  source={`texts.${tab}.body`}
                  label={translate('mail_settings_body_of', { language: languageName(tab) })}
                />
              </Stack>
            )}
          </LanguageTabs>
          <PlaceholderList placeholders={placeholders} onInsert={insert} />
        </SchemaForm>
      </EditorRegistryContext.Provider>
    </InlineUploadsContext.Provider>
  );
}

const usePlaceholders = () => useProviderQuery(TEMPLATES_KEY, (provider) => provider.getMailTemplates());

/** `/settings/communication/templates/create`: a new template. */
export function MailTemplateCreate() {
  const list = usePlaceholders();
  return (
    <RecordPage
      title="mail_settings_template_create_title"
      backTo={TEMPLATES_PATH}
      backLabel="mail_settings_back_to_templates"
    >
      <QueryContent query={list} loadingHeight={320}>
        {(reply) => <TemplateForm placeholders={reply.placeholders} />}
      </QueryContent>
    </RecordPage>
  );
}

/** `/settings/communication/templates/{id}`: a template's form; saving carries its version. */
export function MailTemplateEdit() {
  const { id = '' } = useParams();
  const list = usePlaceholders();
  const record = useProviderQuery(templateKey(id), (provider) => provider.getMailTemplateRecord(id));
  return (
    <RecordPage
      title="mail_settings_template_edit_title"
      backTo={TEMPLATES_PATH}
      backLabel="mail_settings_back_to_templates"
    >
      <QueryContent query={list} loadingHeight={320}>
        {(reply) => (
          <QueryContent query={record} loadingHeight={320}>
            {(template) => (
              <TemplateForm
                record={template}
                placeholders={reply.placeholders}
                onReload={() => record.refetch()}
              />
            )}
          </QueryContent>
        )}
      </QueryContent>
    </RecordPage>
  );
}
