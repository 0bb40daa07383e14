import { TextInput, useTranslate } from 'react-admin';
import { formatDate, isIsoDate } from '../../../schema/dates';
import { readTypedDate } from '../../../schema/rules';
import type { SpecOf } from '../fieldSpec';
import { commonProps } from './common';

/** The form holds YYYY-MM-DD; the input shows DD.MM.YYYY, and whatever is typed until it is a date. */
const showDate = (value: unknown): string => {
  if (typeof value !== 'string') return '';
  return isIsoDate(value) ? formatDate(value) : value;
};
/**
 * A typed real date becomes YYYY-MM-DD; anything else (a two-digit year, a day that does not exist)
 * stays as typed, for the rule to refuse with its reason.
 */
const readDate = (typed: string): string | null => {
  if (typed === '') return null;
  const read = readTypedDate(typed);
  return 'iso' in read ? read.iso : typed;
};

/**
 * A date typed as DD.MM.YYYY whatever the browser's language (docs/decisions.md), sent as
 * YYYY-MM-DD (spec 1 section 5).
 */
export function DateFieldInput({ spec }: { spec: SpecOf<'date'> }) {
  const translate = useTranslate();
  return (
    <TextInput
      {...commonProps(spec)}
      format={showDate}
      parse={readDate}
      autoFocus={spec.autoFocus}
      placeholder={translate('forms_date_placeholder')}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}

const showText = (value: unknown): string => (typeof value === 'string' ? value : '');
const readText = (typed: string): string | null => (typed === '' ? null : typed);

/** A time of day, HH:mm (24 hours) on every browser. */
export function TimeFieldInput({ spec }: { spec: SpecOf<'time'> }) {
  const translate = useTranslate();
  return (
    <TextInput
      {...commonProps(spec)}
      format={showText}
      parse={readText}
      autoFocus={spec.autoFocus}
      placeholder={translate('forms_time_placeholder')}
      slotProps={{ htmlInput: { autoComplete: 'off' } }}
    />
  );
}
