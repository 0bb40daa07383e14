import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { LANGUAGE_NAMES } from '../../../i18n';
import { LANGUAGES } from '../../../schema/api/common';
import {
  PUBLIC_OBJECT_FIELDS,
  PUBLIC_OBJECT_FILTERS,
  websiteObjectListSchema,
  type WebsiteObjectListReply,
} from '../../../schema/publicObjects';
import type { FieldSpec } from '../../../src/forms';
import { VersionedSection } from '../VersionedSection';

export const OBJECT_LIST_KEY = ['settings', 'website', 'object-list'] as const;

const SERVER_ERRORS = {
  conflictKeys: ['website_list_changed'],
  conflictMessage: 'website_list_conflict',
} as const;

const CHOICE_FIELDS: FieldSpec[] = [
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
];

const FRAME_FIELD: FieldSpec = {
  source: 'frameDomains',
  kind: 'textarea',
  label: 'website_list_frame_domains',
  helperText: 'website_list_frame_domains_help',
  wide: true,
};

const valuesOf = (settings: WebsiteObjectListReply) => ({
  fields: settings.fields,
  filters: settings.filters,
  texts: settings.texts,
  frameDomains: settings.frameDomains.join('\n'),
});

/**
 * Settings > website, page builder and iframe: the public object list's fields, filters and texts
 * per language, and the sites that may embed its iframe pages.
 */
export function ObjectListSection() {
  const translate = useTranslate();
  const fields = useMemo((): FieldSpec[] => {
    const texts = LANGUAGES.flatMap((lang): FieldSpec[] => [
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
    ]);
    return [...CHOICE_FIELDS, ...texts, FRAME_FIELD];
  }, [translate]);
  return (
    <VersionedSection<WebsiteObjectListReply>
      title="website_list_section"
      intro="website_list_intro"
      queryKey={OBJECT_LIST_KEY}
      read={(provider) => provider.getWebsiteObjectList()}
      write={(provider, values) => provider.saveWebsiteObjectList(values)}
      savedMessage="website_list_saved"
      schema={websiteObjectListSchema}
      fields={fields}
      serverFields={['fields', 'filters', 'texts', 'frameDomains']}
      serverErrors={SERVER_ERRORS}
      valuesOf={valuesOf}
    />
  );
}
