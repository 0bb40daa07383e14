import type { ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';

export interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** a recovery code (letters and dashes) instead of six digits */
  recovery?: boolean;
  error?: string | null;
  disabled?: boolean;
}

/**
 * The input of a one-time code: the phone offers the code from an SMS or mail and a number pad
 * (autocomplete one-time-code, inputMode numeric); a recovery code gets a plain text keyboard.
 */
export function CodeField({ id, label, value, onChange, recovery = false, error, disabled }: CodeFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    // six digits: spaces a mail or an app shows between groups are dropped as they are typed
    onChange(recovery ? text : text.replace(/\s+/g, ''));
  };
  return (
    <TextField
      id={id}
      name={recovery ? 'recovery-code' : 'code'}
      label={label}
      value={value}
      onChange={change}
      autoFocus
      required
      fullWidth
      margin="normal"
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? undefined}
      slotProps={{
        htmlInput: recovery
          ? { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 32 }
          : {
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: 6,
              style: { letterSpacing: '0.3em', fontSize: '1.25rem' },
            },
      }}
    />
  );
}
