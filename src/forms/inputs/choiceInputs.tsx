import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextArrayInput,
} from 'react-admin';
import { REMOTE_SEARCH_MIN_CHARS } from '../../../schema/constants';
import type { SpecOf } from '../fieldSpec';
import { commonProps } from './common';

/** Suggestions from the second character on (spec 1 section 5). */
export const longEnough = (text: string) => text.trim().length >= REMOTE_SEARCH_MIN_CHARS;

/** One of a few choices in a drop-down. */
export function SelectFieldInput({ spec }: { spec: SpecOf<'select'> }) {
  return (
    <SelectInput
      {...commonProps(spec)}
      choices={[...spec.choices]}
      translateChoice={spec.translateChoice ?? true}
      emptyText={spec.required ? undefined : 'forms_no_choice'}
    />
  );
}

/** One of a few choices, all visible. */
export function RadioFieldInput({ spec }: { spec: SpecOf<'radio'> }) {
  const { fullWidth: _fullWidth, ...props } = commonProps(spec);
  return (
    <RadioButtonGroupInput
      {...props}
      choices={[...spec.choices]}
      translateChoice={spec.translateChoice ?? true}
    />
  );
}

/** One of many choices, found by typing. */
export function AutocompleteFieldInput({ spec }: { spec: SpecOf<'autocomplete'> }) {
  return (
    <AutocompleteInput
      {...commonProps(spec)}
      choices={[...spec.choices]}
      translateChoice={spec.translateChoice ?? true}
    />
  );
}

/** A record of another resource, searched through the data provider. */
export function ReferenceFieldInput({ spec }: { spec: SpecOf<'reference'> }) {
  const { validate, ...props } = commonProps(spec);
  return (
    <ReferenceInput source={spec.source} reference={spec.reference}>
      <AutocompleteInput
        {...props}
        validate={validate}
        optionText={spec.optionText ?? 'name'}
        shouldRenderSuggestions={longEnough}
        noOptionsText="forms_type_more"
      />
    </ReferenceInput>
  );
}

/**
 * Several tags: picked from the choices (the list stays open for the next pick), or typed freely
 * (e-mail addresses, keywords).
 */
export function TagsFieldInput({ spec }: { spec: SpecOf<'tags'> }) {
  if (spec.choices) {
    return (
      <AutocompleteArrayInput
        {...commonProps(spec)}
        choices={[...spec.choices]}
        translateChoice={spec.translateChoice ?? true}
        disableCloseOnSelect
      />
    );
  }
  return <TextArrayInput {...commonProps(spec)} />;
}

/** Yes or no, as a switch. */
export function BooleanFieldInput({ spec }: { spec: SpecOf<'boolean'> }) {
  const { fullWidth: _fullWidth, ...props } = commonProps(spec);
  return <BooleanInput {...props} autoFocus={spec.autoFocus} />;
}
