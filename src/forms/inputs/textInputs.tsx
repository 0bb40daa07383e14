import Box from '@mui/material/Box';
import { PasswordInput, TextInput, useTranslate, useWrappedSource } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { SpecOf } from '../fieldSpec';
import { commonProps } from './common';

type TextKind = 'text' | 'textarea' | 'email' | 'url' | 'password';

const HTML_TYPES: Record<Exclude<TextKind, 'password' | 'textarea'>, string> = {
  text: 'text',
  email: 'email',
  url: 'url',
};

/** The counter shows from this share of the limit on (and always past it). */
export const COUNTER_FROM = 0.8;

/** What the counter under a text input says: nothing far from the limit, the count near it, the excess past it. */
export function lengthCounter(
  length: number,
  max: number | undefined,
): { key: string; args: Record<string, number>; over: boolean } | null {
  if (max === undefined || length < max * COUNTER_FROM) return null;
  if (length > max)
    return { key: 'forms_chars_over', args: { count: length, max, over: length - max }, over: true };
  return { key: 'forms_chars_count', args: { count: length, max }, over: false };
}

/**
 * The helper text of a text input with a limit: its own hint, and near the limit the character
 * count. Nothing is cut: text past the limit stays as typed, the count says how much is too much,
 * and the rule refuses it on save.
 */
function useCounterHelper(spec: SpecOf<'text' | 'textarea' | 'email' | 'url'>) {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: useWrappedSource(spec.source) });
  const counter = lengthCounter(typeof value === 'string' ? value.length : 0, spec.maxLength);
  const own = spec.helperText ? translate(spec.helperText) : null;
  if (!counter) return spec.helperText ?? false;
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{own}</span>
      <Box component="span" sx={counter.over ? { color: 'error.main', fontWeight: 600 } : undefined}>
        {translate(counter.key, counter.args)}
      </Box>
    </Box>
  );
}

/** One line of text, an e-mail address or a web address: react-admin's TextInput. */
export function TextFieldInput({ spec }: { spec: SpecOf<'text' | 'email' | 'url'> }) {
  return (
    <TextInput
      {...commonProps(spec)}
      helperText={useCounterHelper(spec)}
      type={HTML_TYPES[spec.kind]}
      autoComplete={spec.autoComplete}
      autoFocus={spec.autoFocus}
    />
  );
}

/** Several lines of text. */
export function TextareaInput({ spec }: { spec: SpecOf<'textarea'> }) {
  return (
    <TextInput
      {...commonProps(spec)}
      helperText={useCounterHelper(spec)}
      multiline
      minRows={3}
      autoFocus={spec.autoFocus}
    />
  );
}

/** A password, with react-admin's show/hide button. */
export function PasswordFieldInput({ spec }: { spec: SpecOf<'password'> }) {
  return <PasswordInput {...commonProps(spec)} autoComplete={spec.autoComplete} autoFocus={spec.autoFocus} />;
}
