import Box from '@mui/material/Box';
import { useFormState, useWatch } from 'react-hook-form';
import { LoginInput, usePasswordVisibility } from '../login/LoginInput';
import { PasswordChecklist } from './PasswordChecklist';

export const NEW_PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

const CHECKLIST_ID = 'new-password-rules';

/** The checklist of the password typed so far. */
function WatchedChecklist() {
  const password = useWatch({ name: 'password' }) as string | null | undefined;
  return <PasswordChecklist password={password ?? ''} id={CHECKLIST_ID} />;
}

/**
 * A new password and its confirmation (inputs of the surrounding form), with the live rule
 * checklist under the first and one button showing or hiding both.
 */
export function NewPasswordFields({
  username,
}: {
  /** the account's username, for password managers */ username?: string;
}) {
  const { type, toggle } = usePasswordVisibility();
  const { errors } = useFormState({ name: 'password' });
  return (
    <Box>
      {username ? (
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      ) : null}
      <LoginInput
        source="password"
        id="new-password"
        label="auth_new_password_label"
        type={type}
        autoComplete="new-password"
        autoFocus
        slotProps={{
          input: { endAdornment: toggle },
          // the checklist describes the input too, after the error under it
          htmlInput: {
            'aria-describedby': errors.password ? `new-password-helper-text ${CHECKLIST_ID}` : CHECKLIST_ID,
          },
        }}
      />
      <WatchedChecklist />
      <LoginInput
        source="password_confirmation"
        id="new-password-confirmation"
        label="auth_confirm_password_label"
        type={type}
        autoComplete="new-password"
      />
    </Box>
  );
}
