import { PasswordInput, TextInput } from 'react-admin';
import type { SpecOf } from '../fieldSpec';
import { commonProps } from './common';

type TextKind = 'text' | 'textarea' | 'email' | 'url' | 'password';

const HTML_TYPES: Record<Exclude<TextKind, 'password' | 'textarea'>, string> = {
  text: 'text',
  email: 'email',
  url: 'url',
};

/** One line of text, an e-mail address or a web address: react-admin's TextInput. */
export function TextFieldInput({ spec }: { spec: SpecOf<'text' | 'email' | 'url'> }) {
  return (
    <TextInput
      {...commonProps(spec)}
      type={HTML_TYPES[spec.kind]}
      autoComplete={spec.autoComplete}
      autoFocus={spec.autoFocus}
      slotProps={{ htmlInput: { maxLength: spec.maxLength } }}
    />
  );
}

/** Several lines of text. */
export function TextareaInput({ spec }: { spec: SpecOf<'textarea'> }) {
  return (
    <TextInput
      {...commonProps(spec)}
      multiline
      minRows={3}
      autoFocus={spec.autoFocus}
      slotProps={{ htmlInput: { maxLength: spec.maxLength } }}
    />
  );
}

/** A password, with react-admin's show/hide button. */
export function PasswordFieldInput({ spec }: { spec: SpecOf<'password'> }) {
  return <PasswordInput {...commonProps(spec)} autoComplete={spec.autoComplete} autoFocus={spec.autoFocus} />;
}
