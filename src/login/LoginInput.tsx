import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { required, TextInput, useTranslate, type TextInputProps } from 'react-admin';

const REQUIRED = [required()];
const asTyped = (value: string) => value;

/**
 * A required input of the sign-in pages: react-admin's TextInput, outlined and full width. The
 * rule is the form's schema (`validate` only marks the label); the value stays the typed string.
 */
export function LoginInput(props: TextInputProps) {
  return (
    <TextInput
      variant="outlined"
      margin="normal"
      fullWidth
      helperText={false}
      validate={REQUIRED}
      parse={asTyped}
      {...props}
    />
  );
}

/** Shows or hides the typed password(s): the inputs' type and the eye button after the input. */
export function usePasswordVisibility() {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const toggle = (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        onClick={() => setShown((current) => !current)}
        aria-label={translate(shown ? 'auth_hide_password' : 'auth_show_password')}
      >
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  return { type: shown ? 'text' : 'password', toggle };
}
