import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import { formatMoney, formatNumber } from '../../../schema/money';
import { decimalsOf, readTypedNumber } from '../../../schema/rules';
import type { SpecOf } from '../fieldSpec';
import { useProjectSettings } from '../useProjectSettings';
import { commonProps } from './common';

const DEFAULT_CURRENCY = 'CHF';

/**
 * What a number input puts into the form for the text typed: the number it reads (92,5 -> 92.5,
 * 1'234.50 -> 1234.5), null when empty, and otherwise the text itself, which the rule refuses
 * with its message: nothing typed is dropped or saved as another number.
 */
export function parseTypedNumber(typed: string): number | string | null {
  if (typed.trim() === '') return null;
  const read = readTypedNumber(typed);
  return 'value' in read ? read.value : typed;
}

/** A number as the Swiss read it (1'234.5), every decimal it has; text that is no number as typed. */
export function showNumber(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  return formatNumber(value, decimalsOf(value));
}

/** A number without thousands separators (a year). */
const showUngrouped = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? showNumber(value).replace(/'/g, '')
    : showNumber(value);

/** An amount with two decimals at least, grouped the way its currency is written (CHF 1'234.50, EUR 1.234,50). */
export function showAmount(value: unknown, currency = DEFAULT_CURRENCY): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return showNumber(value);
  const code = currency.trim() || DEFAULT_CURRENCY;
  const text = formatMoney(value, code, 'after', Math.max(2, decimalsOf(value)));
  return text.slice(0, -(code.length + 1));
}

interface TypedNumberInputProps {
  spec: SpecOf<'number' | 'integer' | 'money'>;
  /** the value as shown while the input has no focus */
  show: (value: unknown) => string;
  inputMode: 'decimal' | 'numeric';
  adornment?: { position: 'start' | 'end'; content: ReactNode };
}

/**
 * A number typed as text (type="text", so the browser drops nothing): a decimal comma or point,
 * apostrophes or spaces between thousands. While focused it shows what is typed; otherwise the
 * value formatted (1'234.50). The form holds the number read, or the typed text when it is none,
 * for the rule to refuse on the input.
 */
function TypedNumberInput({ spec, show, inputMode, adornment }: TypedNumberInputProps) {
  const { helperText, validate, ...props } = commonProps(spec);
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ ...props, validate, defaultValue: null });
  const [text, setText] = useState(() => show(field.value));
  const focused = useRef(false);

  // a value set from outside (a record read, a reset) shows once the input is left alone
  useEffect(() => {
    if (!focused.current) setText(show(field.value));
  }, [field.value, show]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    field.onChange(parseTypedNumber(event.target.value));
  };
  const onFocus = () => {
    focused.current = true;
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    focused.current = false;
    field.onBlur(event);
    setText(show(field.value));
  };

  const shownAdornment = adornment ? (
    <InputAdornment position={adornment.position}>{adornment.content}</InputAdornment>
  ) : undefined;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      className={`ra-input ra-input-${spec.source}`}
      type="text"
      size="small"
      fullWidth
      autoFocus={spec.autoFocus}
      error={invalid}
      disabled={spec.disabled || spec.readOnly}
      label={<FieldTitle label={spec.label} source={spec.source} isRequired={isRequired} />}
      helperText={
        helperText !== false || invalid ? (
          <InputHelperText error={error?.message} helperText={helperText} />
        ) : null
      }
      slotProps={{
        input: {
          readOnly: spec.readOnly,
          ...(adornment?.position === 'start'
            ? { startAdornment: shownAdornment }
            : { endAdornment: shownAdornment }),
        },
        htmlInput: { inputMode, autoComplete: spec.autoComplete ?? 'off' },
      }}
    />
  );
}

/** A number (decimal, or whole for `integer`), with an optional unit after it. */
export function NumberFieldInput({ spec }: { spec: SpecOf<'number' | 'integer'> }) {
  const translate = useTranslate();
  return (
    <TypedNumberInput
      spec={spec}
      show={spec.grouping === false ? showUngrouped : showNumber}
      inputMode={spec.kind === 'integer' ? 'numeric' : 'decimal'}
      adornment={spec.unit ? { position: 'end', content: translate(spec.unit) } : undefined}
    />
  );
}

/** An amount of money in currency units (CHF by default), two decimals, the currency beside it. */
export function MoneyInput({ spec }: { spec: SpecOf<'money'> }) {
  const project = useProjectSettings();
  const currency = spec.currency ?? project?.currency ?? DEFAULT_CURRENCY;
  const after = project?.currencyOrder === 'after';
  const show = useCallback((value: unknown) => showAmount(value, currency), [currency]);
  return (
    <TypedNumberInput
      spec={spec}
      show={show}
      inputMode="decimal"
      adornment={{ position: after ? 'end' : 'start', content: currency }}
    />
  );
}
