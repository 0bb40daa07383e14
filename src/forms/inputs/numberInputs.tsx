import InputAdornment from '@mui/material/InputAdornment';
import { NumberInput, useTranslate } from 'react-admin';
import type { SpecOf } from '../fieldSpec';
import { useProjectSettings } from '../useProjectSettings';
import { commonProps } from './common';

const DEFAULT_CURRENCY = 'CHF';

/** A number as typed, or '' (react-admin's NumberInput shows this while the input has no focus). */
const plain = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Money shows two decimals once typed (1850.5 -> 1850.50); more decimals stay visible for the rule to name. */
const money = (value: unknown): string => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return plain(value);
  const decimals = (String(value).split('.')[1] ?? '').length;
  return decimals <= 2 ? value.toFixed(2) : String(value);
};

/** A number (decimal, or whole for `integer`), with an optional unit after it. */
export function NumberFieldInput({ spec }: { spec: SpecOf<'number' | 'integer'> }) {
  const translate = useTranslate();
  const unit = spec.unit ? <InputAdornment position="end">{translate(spec.unit)}</InputAdornment> : undefined;
  return (
    <NumberInput
      {...commonProps(spec)}
      min={spec.min}
      max={spec.max}
      step={spec.step ?? (spec.kind === 'integer' ? 1 : 'any')}
      format={plain}
      autoFocus={spec.autoFocus}
      slotProps={{
        input: { endAdornment: unit },
        htmlInput: { inputMode: spec.kind === 'integer' ? 'numeric' : 'decimal' },
      }}
    />
  );
}

/** An amount of money in currency units (CHF by default), two decimals, the currency beside it. */
export function MoneyInput({ spec }: { spec: SpecOf<'money'> }) {
  const project = useProjectSettings();
  const currency = spec.currency ?? project?.currency ?? DEFAULT_CURRENCY;
  const after = project?.currencyOrder === 'after';
  const adornment = <InputAdornment position={after ? 'end' : 'start'}>{currency}</InputAdornment>;
  return (
    <NumberInput
      {...commonProps(spec)}
      min={spec.min ?? 0}
      max={spec.max}
      step={0.01}
      format={money}
      autoFocus={spec.autoFocus}
      slotProps={{
        input: after ? { endAdornment: adornment } : { startAdornment: adornment },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
