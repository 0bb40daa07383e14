import { LANGUAGES } from '../../../schema/api/common';
import type { PrivacyTextReply } from '../../../schema/api/projectSettings';
import { privacyTextSchema } from '../../../schema/projectSettings';
import type { FieldSpec } from '../../../src/forms';
import { VersionedSection } from '../VersionedSection';

export const PRIVACY_TEXT_KEY = ['settings', 'website', 'privacy-text'] as const;

const SERVER_ERRORS = {
  conflictKeys: ['privacy_text_changed'],
  conflictMessage: 'website_privacy_conflict',
} as const;

const FIELDS: FieldSpec[] = LANGUAGES.map((lang) => ({
  source: lang,
  kind: 'richtext',
  label: `website_privacy_${lang}`,
}));

const valuesOf = (text: PrivacyTextReply) => ({ de: text.de, fr: text.fr, it: text.it, en: text.en });

/**
 * Settings > website, the privacy text: the project's own privacy policy per language, which the
 * privacy-policy modal of its public pages shows (a language left empty shows the German text, or
 * the app's default text when there is none).
 */
export function PrivacyTextSection() {
  return (
    <VersionedSection<PrivacyTextReply>
      title="website_privacy_section"
      intro="website_privacy_intro"
      queryKey={PRIVACY_TEXT_KEY}
      read={(provider) => provider.getPrivacyText()}
      write={(provider, values) => provider.savePrivacyText(values)}
      savedMessage="website_privacy_saved"
      schema={privacyTextSchema}
      fields={FIELDS}
      serverFields={[...LANGUAGES]}
      serverErrors={SERVER_ERRORS}
      valuesOf={valuesOf}
    />
  );
}
