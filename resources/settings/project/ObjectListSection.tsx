import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { LANGUAGE_NAMES } from '../../../i18n';
import { LANGUAGES } from '../../../schema/api/common';
import {
  PUBLIC_OBJECT_FIELDS,
  PUBLIC_OBJECT_FILTERS,
  websiteObjectListSchema,
  type WebsiteObjectListReply,
} from '../../../schema/publicObjects';
import {
  FieldInputs,
  FormSection,
  QueryContent,
  SchemaForm,
  useSettingsEdit,
  type FieldSpec,
} from '../../../src/forms';

export const OBJECT_LIST_KEY = ['settings', 'website', 'object-list'] as const;

const SERVER_ERRORS = {
  conflictKeys: ['website_list_changed'],
  conflictMessage: 'website_list_conflict',
} as const;

const FIELDS: FieldSpec[] = [
  {
    source: 'fields',
    kind: 'tags',
    label: 'website_list_fields',
    choices: PUBLIC_OBJECT_FIELDS.map((id) => ({ id, name: `website_list_field_${id}` })),
    wide: true,
  },
  {
    source: 'filters',
    kind: 'tags',
    label: 'website_list_filters',
    choices: PUBLIC_OBJECT_FILTERS.map((id) => ({ id, name: `website_list_filter_${id}` })),
    wide: true,
  },
  {
    source: 'frameDomains',
    kind: 'textarea',
    label: 'website_list_frame_domains',
    helperText: 'website_list_frame_domains_help',
    wide: true,
  },
];

function ObjectListForm({
  settings,
  save,
  onReload,
}: {
  settings: WebsiteObjectListReply;
  save: (values: FieldValues) => Promise<void>;
  onReload: () => unknown;
}) {
  const translate = useTranslate();
  const textFields = useMemo(
    (): FieldSpec[] =>
      LANGUAGES.flatMap((lang): FieldSpec[] => [
        {
          source: `texts.${lang}.title`,
          kind: 'text',
          label: translate('website_list_title_lang', { language: LANGUAGE_NAMES[lang] }),
          maxLength: 120,
        },
        {
          source: `texts.${lang}.intro`,
          kind: 'textarea',
          label: translate('website_list_intro_lang', { language: LANGUAGE_NAMES[lang] }),
          maxLength: 1000,
        },
      ]),
    [translate],
  );
  const defaultValues = useMemo(
    () => ({
      fields: settings.fields,
      filters: settings.filters,
      texts: settings.texts,
      frameDomains: settings.frameDomains.join('\n'),
      version: settings.version,
    }),
    [settings],
  );
  return (
    <SchemaForm
      defaultValues={defaultValues}
      schema={websiteObjectListSchema}
      onSubmit={save}
      serverFields={['fields', 'filters', 'texts', 'frameDomains']}
      serverErrors={SERVER_ERRORS}
      onReload={onReload}
      reloadLabel="settings_reload"
      warnWhenUnsavedChanges
    >
      <FieldInputs fields={[...FIELDS.slice(0, 2), ...textFields, FIELDS[2]!]} />
    </SchemaForm>
  );
}

/**
 * Settings > website, page builder and iframe: the public object list's fields, filters and texts
 * per language, and the sites that may embed its iframe pages.
 */
export function ObjectListSection() {
  const translate = useTranslate();
  const { query, save, reload } = useSettingsEdit({
    queryKey: OBJECT_LIST_KEY,
    read: (provider) => provider.getWebsiteObjectList(),
    write: (provider, values, settings) =>
      provider.saveWebsiteObjectList({ ...values, version: settings.version }),
    savedMessage: 'website_list_saved',
  });
  return (
    <FormSection title="website_list_section" description={translate('website_list_intro')}>
      <QueryContent query={query} loadingHeight={320}>
        {(settings) => <ObjectListForm settings={settings} save={save} onReload={reload} />}
      </QueryContent>
    </FormSection>
  );
}
