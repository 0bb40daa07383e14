import Stack from '@mui/material/Stack';
import { LANGUAGES } from '../../../schema/api/common';
import type { ReferenceQuestionSettingsReply } from '../../../schema/api/applicationForms';
import {
  MAX_ADDED_REFERENCE_QUESTIONS,
  REFERENCE_QUESTION_MAX,
  referenceQuestionSettingsSaveSchema,
} from '../../../schema/applicationForm';
import { REFERENCE_TYPES } from '../../../schema/actionLinks';
import type { FieldSpec } from '../../../src/forms';
import { SettingsPageHeader } from '../project/SettingsPageHeader';
import { VersionedSection } from '../VersionedSection';

export const REFERENCE_QUESTIONS_KEY = ['settings', 'form-settings', 'references'] as const;

const SERVER_ERRORS = {
  conflictKeys: ['form_settings_changed_meanwhile'],
  conflictMessage: 'form_builder_conflict',
} as const;

/**
 * One added question: its text per language (German required; multiline inputs so that a long
 * question shows whole in the row), its kind, whether it must be answered.
 */
const QUESTION_FIELDS: FieldSpec[] = [
  ...LANGUAGES.map((lang): FieldSpec => ({
    source: `label.${lang}`,
    kind: 'textarea',
    label: `reference_questions_text_${lang}`,
    required: lang === 'de',
    maxLength: REFERENCE_QUESTION_MAX,
  })),
  {
    source: 'kind',
    kind: 'select',
    label: 'reference_questions_kind',
    required: true,
    choices: [
      { id: 'yesno', name: 'reference_questions_kind_yesno' },
      { id: 'text', name: 'reference_questions_kind_text' },
    ],
  },
  { source: 'required', kind: 'boolean', label: 'reference_questions_required' },
];

const FIELDS: FieldSpec[] = REFERENCE_TYPES.map((type) => ({
  source: type,
  kind: 'array',
  label: `reference_questions_${type}`,
  helperText: 'reference_questions_hint',
  max: MAX_ADDED_REFERENCE_QUESTIONS,
  wide: true,
  fields: QUESTION_FIELDS,
}));

const valuesOf = (settings: ReferenceQuestionSettingsReply) => ({
  landlord: settings.landlord,
  employer: settings.employer,
});

/**
 * Settings > form settings > references: the questions the project adds to the landlord's and the
 * employer's reference form, after the questions every reference answers. Saved as a new version of
 * the form; a reference mail sent afterwards asks them, one sent before keeps its questions.
 */
export function ReferenceQuestionsPage() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 1080, width: '100%' }}>
      <SettingsPageHeader title="reference_questions_title" intro="reference_questions_intro" />
      <VersionedSection<ReferenceQuestionSettingsReply>
        title="reference_questions_section"
        intro="reference_questions_section_intro"
        queryKey={REFERENCE_QUESTIONS_KEY}
        read={(provider) => provider.getReferenceQuestionSettings()}
        write={(provider, values) => provider.saveReferenceQuestionSettings(values)}
        savedMessage="reference_questions_saved"
        schema={referenceQuestionSettingsSaveSchema}
        fields={FIELDS}
        serverFields={[...REFERENCE_TYPES]}
        serverErrors={SERVER_ERRORS}
        valuesOf={valuesOf}
      />
    </Stack>
  );
}
