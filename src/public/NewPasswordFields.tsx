import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { PasswordChecklist } from './PasswordChecklist';

export type PasswordField = 'password' | 'password_confirmation';

export interface NewPasswordFieldsProps {
  /** the account's username, for password managers (a hidden field beside the new password) */
  username?: string;
  values: Record<PasswordField, string>;
  /** message keys per field (client rules or the server's field errors) */
  errors: Partial<Record<PasswordField, string>>;
  onChange: (field: PasswordField, value: string) => void;
  disabled?: boolean;
}

const CHECKLIST_ID = 'new-password-rules';

/** A new password and its confirmation, with the live rule checklist under the first. */
export function NewPasswordFields({ username, values, errors, onChange, disabled }: NewPasswordFieldsProps) {
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
  const errorOf = (field: PasswordField) => (errors[field] ? translate(errors[field]) : undefined);
  return (
    <Box>
      {username ? (
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      ) : null}
      <TextField
        id="new-password"
        name="password"
        type={shown ? 'text' : 'password'}
        label={translate('auth_new_password_label')}
        value={values.password}
        onChange={(event) => onChange('password', event.target.value)}
        autoComplete="new-password"
        autoFocus
        required
        fullWidth
        margin="normal"
        disabled={disabled}
        error={Boolean(errors.password)}
        helperText={errorOf('password')}
        slotProps={{
          input: { endAdornment: toggle },
          // the checklist describes the input too, after MUI's own helper text
          htmlInput: {
            'aria-describedby': errors.password ? `new-password-helper-text ${CHECKLIST_ID}` : CHECKLIST_ID,
          },
        }}
      />
      <PasswordChecklist password={values.password} id={CHECKLIST_ID} />
      <TextField
        id="new-password-confirmation"
        name="password_confirmation"
        type={shown ? 'text' : 'password'}
        label={translate('auth_confirm_password_label')}
        value={values.password_confirmation}
        onChange={(event) => onChange('password_confirmation', event.target.value)}
        autoComplete="new-password"
        required
        fullWidth
        margin="normal"
        disabled={disabled}
        error={Boolean(errors.password_confirmation)}
        helperText={errorOf('password_confirmation')}
      />
    </Box>
  );
}
