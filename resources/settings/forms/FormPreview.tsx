import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { z } from 'zod';
import type { PublicApplicationObject } from '../../../schema/api/applicationForms';
import { LANGUAGES, type Language } from '../../../schema/api/common';
import { answersSchema, type FormDefinition } from '../../../schema/applicationForm';
import { LANGUAGE_NAMES } from '../../../i18n';
import { SchemaForm } from '../../../src/forms';
import { FieldsView } from '../../../src/public/application/ApplicationFields';
import { renderSections, startAnswers } from '../../../src/public/application/applicationFormModel';
import { DocumentPicker } from '../../../src/public/application/DocumentPicker';
import { PersonCard } from '../../../src/public/application/HouseholdPersons';

/**
 * The form as the applicant sees it, drawn by the public form's own renderer (household, one
 * adult, one child) in the language chosen here; its checks run on "check", nothing is sent.
 */
export function FormPreview({ definition }: { definition: FormDefinition }) {
  const translate = useTranslate();
  const [language, setLanguage] = useState<Language>('de');
  const objects: PublicApplicationObject[] = useMemo(
    () => [
      {
        uuid: 'preview',
        object_type: 'apartments',
        title: translate('form_builder_preview_object'),
        ref_number: '',
        rooms: null,
        price: null,
        street: '',
        postal_code: '',
        city: '',
        available_from: null,
        min_occupancy: null,
        max_occupancy: null,
        open: true,
        refusal: null,
      },
    ],
    [translate],
  );
  const context = { language, objects };
  const schema = useMemo(
    () =>
      z.object({
        household: answersSchema(definition, 'household'),
        adults: z.array(answersSchema(definition, 'adult')),
        children: z.array(answersSchema(definition, 'child')),
      }),
    [definition],
  );
  const defaultValues = useMemo(
    () => ({
      household: startAnswers(definition, 'household'),
      adults: [startAnswers(definition, 'adult')],
      children: [startAnswers(definition, 'child')],
    }),
    [definition],
  );
  const documents = (field: { label: string; help: string; required: boolean }) => (
    <DocumentPicker
      label={field.label}
      help={field.help}
      required={field.required}
      files={[]}
      onPick={() => undefined}
    />
  );
  return (
    <Stack spacing={2} lang={language}>
      <TextField
        select
        size="small"
        label={translate('form_builder_preview_language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
        sx={{ maxWidth: 240 }}
      >
        {LANGUAGES.map((code) => (
          <MenuItem key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </MenuItem>
        ))}
      </TextField>
      <Box
        sx={{
          maxWidth: 420,
          width: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          p: 1.5,
          bgcolor: 'grey.100',
        }}
      >
        <SchemaForm
          key={language}
          schema={schema}
          defaultValues={defaultValues}
          onSubmit={() => undefined}
          toolbar={null}
        >
          <Typography component="h3" variant="h6">
            {translate('form_builder_preview_household')}
          </Typography>
          <FieldsView
            sections={renderSections(definition, 'household', context, 'household')}
            objects={objects}
            renderDocuments={documents}
            headingLevel="h4"
          />
          <PersonCard title={translate('form_builder_preview_adult')}>
            <FieldsView
              sections={renderSections(definition, 'adult', context, 'adults.0')}
              objects={objects}
              renderDocuments={documents}
              headingLevel="h4"
            />
          </PersonCard>
          <PersonCard title={translate('form_builder_preview_child')}>
            <FieldsView
              sections={renderSections(definition, 'child', context, 'children.0')}
              objects={objects}
              renderDocuments={documents}
              headingLevel="h4"
            />
          </PersonCard>
        </SchemaForm>
      </Box>
    </Stack>
  );
}
