import type { FieldValues } from 'react-hook-form';
import type { CityTemplateReply } from '../../../schema/api/projectSettings';
import { cityTemplateSchema } from '../../../schema/projectSettings';
import type { FieldSpec } from '../../../src/forms';
import { VersionedSection } from '../VersionedSection';

export const CITY_TEMPLATE_KEY = ['settings', 'website', 'city-template'] as const;

const SERVER_ERRORS = {
  conflictKeys: ['city_template_changed'],
  conflictMessage: 'website_city_conflict',
} as const;

const on = (values: FieldValues) => values.enabled === true;

const LINKS = [
  ['legalUrl', 'website_city_legal_url'],
  ['imprintUrl', 'website_city_imprint_url'],
  ['accessibilityUrl', 'website_city_accessibility_url'],
] as const;
const OTHER = [
  ['Fr', 'website_city_in_fr'],
  ['It', 'website_city_in_it'],
  ['En', 'website_city_in_en'],
] as const;

/** Each link in German (required when on), then in French, Italian and English (German stands in). */
const FIELDS: FieldSpec[] = [
  {
    source: 'enabled',
    kind: 'boolean',
    label: 'website_city_enabled',
    helperText: 'website_city_enabled_help',
  },
  { source: 'cityName', kind: 'text', label: 'website_city_name', required: true, maxLength: 120, when: on },
  ...LINKS.flatMap(([source, label]): FieldSpec[] => [
    { source, kind: 'url', label, helperText: 'website_city_in_de', required: true, when: on },
    ...OTHER.map(([lang, help]): FieldSpec => ({
      source: `${source}${lang}`,
      kind: 'url',
      label,
      helperText: help,
      when: on,
    })),
  ]),
];

const SOURCES = LINKS.flatMap(([source]) => [source, ...OTHER.map(([lang]) => `${source}${lang}`)]);

const valuesOf = (city: CityTemplateReply) => ({
  enabled: city.enabled,
  cityName: city.name,
  ...Object.fromEntries(SOURCES.map((source) => [source, city[source as keyof CityTemplateReply]])),
});

/**
 * Settings > website, the city template: a city's housing office switches its public pages to the
 * government-style header and footer with the city's legal, imprint and accessibility pages.
 */
export function CityTemplateSection() {
  return (
    <VersionedSection<CityTemplateReply>
      title="website_city_section"
      intro="website_city_intro"
      queryKey={CITY_TEMPLATE_KEY}
      read={(provider) => provider.getCityTemplate()}
      write={(provider, values) => provider.saveCityTemplate(values)}
      savedMessage="website_city_saved"
      schema={cityTemplateSchema}
      fields={FIELDS}
      serverFields={['enabled', 'cityName', ...SOURCES]}
      serverErrors={SERVER_ERRORS}
      valuesOf={valuesOf}
    />
  );
}
