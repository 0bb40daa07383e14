import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';

/**
 * Inputs of react-admin forms (validation, server errors through `useInput`) drawn with MUI 9's own
 * components: ra-ui-materialui 5's TextInput, PasswordInput and BooleanInput still pass
 * `InputProps` / `inputRef`, which MUI 9 no longer knows (they land on the DOM, and the password's
 * show/hide button is lost).
 */
interface FormTextFieldProps {
  source: string;
  /** label key */
  label: string;
  /** hint key, shown while there is no error */
  hint?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  choices?: ReadonlyArray<{ id: string; name: string }>;
}

export function FormTextField({
  source,
  label,
  hint,
  type = 'text',
  autoComplete,
  choices,
}: FormTextFieldProps) {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source });
  const [shown, setShown] = useState(false);
  const password = type === 'password';
  const toggle = password ? (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        onClick={() => setShown((value) => !value)}
        aria-label={translate(shown ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
      >
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  ) : undefined;
  return (
    <TextField
      {...field}
      id={id}
      value={field.value ?? ''}
      type={password && shown ? 'text' : type}
      label={translate(label)}
      autoComplete={autoComplete}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={hint} />}
      select={choices !== undefined}
      fullWidth
      margin="dense"
      size="small"
      slotProps={{ input: { endAdornment: toggle } }}
    >
      {choices?.map((choice) => (
        <MenuItem key={choice.id} value={choice.id} lang={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An on/off switch of a react-admin form. */
export function FormSwitch({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { id, field } = useInput({ source, type: 'checkbox' });
  return (
    <FormControlLabel
      label={translate(label)}
      control={
        <Switch
          id={id}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
}
