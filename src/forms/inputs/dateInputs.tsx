import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useRef } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatDate, isIsoDate } from '../../../schema/dates';
import { dateYearRange, readTypedDate } from '../../../schema/rules';
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

/** Opens the browser's own date picker of `input` (a click where `showPicker` is missing). */
function openPicker(input: HTMLInputElement | null) {
  if (!input) return;
  try {
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.click();
  } catch {
    // refused (no user gesture, an old browser): the date can still be typed
    input.focus();
  }
}

/**
 * The calendar button at the end of a date input: the browser's own date picker (a native
 * `type="date"` input under the button, out of the tab order), within the years the spec allows
 * (100 back, 5 ahead); the day picked fills the input.
 */
function CalendarButton({ spec }: { spec: SpecOf<'date'> }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name: spec.source });
  const picker = useRef<HTMLInputElement>(null);
  const { from, to } = dateYearRange();
  const disabled = spec.disabled || spec.readOnly;
  return (
    <InputAdornment position="end" sx={{ position: 'relative' }}>
      <IconButton
        edge="end"
        size="small"
        disabled={disabled}
        onClick={() => openPicker(picker.current)}
        aria-label={translate('forms_date_calendar', { field: translate(spec.label) })}
      >
        <CalendarMonthOutlined fontSize="small" />
      </IconButton>
      <Box
        component="input"
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        data-date-picker={spec.source}
        disabled={disabled}
        min={`${from}-01-01`}
        max={`${to}-12-31`}
        value={typeof value === 'string' && isIsoDate(value) ? value : ''}
        onChange={(event) => {
          const picked = event.target.value;
          if (!isIsoDate(picked)) return;
          setValue(spec.source, picked, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
        }}
        // under the button, so that the browser opens its calendar there
        sx={{ position: 'absolute', inset: 0, opacity: 0, pointerEvents: 'none', width: '100%', border: 0 }}
      />
    </InputAdornment>
  );
}

/**
 * A date typed as DD.MM.YYYY whatever the browser's language (docs/decisions.md), sent as
 * YYYY-MM-DD (spec 1 section 5), or picked from the calendar of its button.
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
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <CalendarButton spec={spec} /> },
      }}
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
