import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { LANGUAGES } from '../../../schema/api/common';
import { FIELD_SCOPES, FIELD_TYPE_CODES, type FieldTypeCode } from '../../../schema/applicationForm';
import { formMessage, readFormMessage } from '../../../src/forms';
import { typeTakes, type DraftChoice, type DraftField, type Texts } from './formBuilderModel';

/** The translated message of an input's refusal (a rule message with parameters or a key). */
export function useErrorText(): (raw: string | undefined) => string | undefined {
  const translate = useTranslate();
  return (raw) => {
    if (!raw) return undefined;
    const { message, args } = readFormMessage(formMessage(raw));
    return translate(message, { _: translate('forms_field_invalid'), ...args });
  };
}

/** One text in the four languages, German first (required where `required`). */
export function TextsInputs({
  label,
  value,
  onChange,
  errors,
  path,
  required,
  multiline,
}: {
  label: string;
  value: Texts;
  onChange: (value: Texts) => void;
  errors: Record<string, string>;
  path: string;
  required?: boolean;
  multiline?: boolean;
}) {
  const translate = useTranslate();
  const errorText = useErrorText();
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {LANGUAGES.map((language) => {
        const error = errorText(errors[`${path}.${language}`]);
        return (
          <TextField
            key={language}
            size="small"
            label={translate('form_builder_in_language', {
              label: translate(label),
              language: language.toUpperCase(),
            })}
            value={value[language]}
            required={required && language === 'de'}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            error={Boolean(error)}
            helperText={error}
            onChange={(event) => onChange({ ...value, [language]: event.target.value })}
            slotProps={{ htmlInput: { lang: language } }}
          />
        );
      })}
    </Box>
  );
}

const TYPE_ENTRIES = Object.entries(FIELD_TYPE_CODES) as [string, FieldTypeCode][];

/** The choices of a radio or select field: a value and a label in four languages each. */
function ChoicesEditor({
  choices,
  onChange,
  errors,
  path,
}: {
  choices: DraftChoice[];
  onChange: (choices: DraftChoice[]) => void;
  errors: Record<string, string>;
  path: string;
}) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const listError = errorText(errors[path]);
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {translate('form_builder_choices')}
      </Typography>
      {listError && (
        <Typography color="error" variant="body2" role="alert">
          {listError}
        </Typography>
      )}
      {choices.map((choice, index) => {
        const valueError = errorText(errors[`${path}.${index}.value`]);
        return (
          <Stack key={index} spacing={1} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                size="small"
                required
                label={translate('form_builder_choice_value', { n: index + 1 })}
                value={choice.value}
                error={Boolean(valueError)}
                helperText={valueError}
                onChange={(event) =>
                  onChange(
                    choices.map((entry, at) =>
                      at === index ? { ...entry, value: event.target.value } : entry,
                    ),
                  )
                }
              />
              <IconButton
                aria-label={translate('form_builder_remove_choice', { n: index + 1 })}
                onClick={() => onChange(choices.filter((_, at) => at !== index))}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
            <TextsInputs
              label="form_builder_choice_label"
              value={choice.label}
              required
              errors={errors}
              path={`${path}.${index}.label`}
              onChange={(label) =>
                onChange(choices.map((entry, at) => (at === index ? { ...entry, label } : entry)))
              }
            />
          </Stack>
        );
      })}
      <Box>
        <Button
          startIcon={<AddOutlined />}
          onClick={() => onChange([...choices, { value: '', label: { de: '', fr: '', it: '', en: '' } }])}
        >
          {translate('form_builder_add_choice')}
        </Button>
      </Box>
    </Stack>
  );
}

/** Everything of one field: type, key, who is asked, required, label and help in four languages, choices, range. */
export function FieldEditor({
  field,
  onChange,
  errors,
  path,
}: {
  field: DraftField;
  onChange: (change: Partial<DraftField>) => void;
  errors: Record<string, string>;
  path: string;
}) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const takes = typeTakes(field.type);
  const number = (value: string) => (value.trim() === '' ? null : Math.trunc(Number(value)));
  const typeError = errorText(errors[`${path}.type`]);
  const keyError = errorText(errors[`${path}.key`]);
  const maxError = errorText(errors[`${path}.max`]);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <TextField
          select
          size="small"
          label={translate('form_builder_field_type')}
          value={field.type}
          error={Boolean(typeError)}
          helperText={typeError}
          onChange={(event) => onChange({ type: Number(event.target.value) as FieldTypeCode })}
        >
          {TYPE_ENTRIES.map(([name, code]) => (
            <MenuItem key={code} value={code}>
              {`${code} · ${translate(`form_builder_type_${name}`)}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          required
          label={translate('form_builder_field_key')}
          value={field.key}
          error={Boolean(keyError)}
          helperText={keyError ?? translate('form_builder_field_key_help')}
          onChange={(event) => onChange({ key: event.target.value })}
        />
        <TextField
          select
          size="small"
          label={translate('form_builder_field_scope')}
          value={field.scope}
          onChange={(event) => onChange({ scope: event.target.value as DraftField['scope'] })}
        >
          {FIELD_SCOPES.map((scope) => (
            <MenuItem key={scope} value={scope}>
              {translate(`form_builder_scope_${scope}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {takes.answer && (
        <FormControlLabel
          control={
            <Checkbox
              checked={field.required}
              onChange={(event) => onChange({ required: event.target.checked })}
            />
          }
          label={translate('form_builder_required')}
        />
      )}
      <TextsInputs
        label="form_builder_label"
        value={field.label}
        required
        errors={errors}
        path={`${path}.label`}
        onChange={(label) => onChange({ label })}
      />
      <TextsInputs
        label={takes.answer ? 'form_builder_help' : 'form_builder_text'}
        value={field.help}
        multiline
        errors={errors}
        path={`${path}.help`}
        onChange={(help) => onChange({ help })}
      />
      {takes.choices && (
        <ChoicesEditor
          choices={field.choices}
          errors={errors}
          path={`${path}.choices`}
          onChange={(choices) => onChange({ choices })}
        />
      )}
      {takes.range && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: '200px 200px' } }}>
          <TextField
            size="small"
            type="number"
            label={translate('form_builder_min')}
            value={field.min ?? ''}
            onChange={(event) => onChange({ min: number(event.target.value) })}
          />
          <TextField
            size="small"
            type="number"
            label={translate('form_builder_max')}
            value={field.max ?? ''}
            error={Boolean(maxError)}
            helperText={maxError}
            onChange={(event) => onChange({ max: number(event.target.value) })}
          />
        </Box>
      )}
    </Stack>
  );
}
