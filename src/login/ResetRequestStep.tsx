import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { requestPasswordReset } from '../../authProvider/passwordReset';
import { LoginFrame } from './LoginFrame';
import { loginErrorText } from './loginError';
import { FormError, SubmitButton } from './SubmitButton';

export interface ResetRequestStepProps {
  /** what was typed as username on the password step */
  initialLogin: string;
  onBack: () => void;
}

/**
 * "Forgot your password?": asks for a reset link by username or e-mail. The answer reads the same
 * whether or not such an account exists, so that the form tells nobody which accounts there are.
 */
export function ResetRequestStep({ initialLogin, onBack }: ResetRequestStepProps) {
  const translate = useTranslate();
  const [login, setLogin] = useState(initialLogin);
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const value = login.trim();
    setMissing(!value);
    if (!value) return;
    setPending(true);
    setError(null);
    try {
      await requestPasswordReset(value);
      setSent(true);
    } catch (failure) {
      setError(loginErrorText(failure, translate));
    } finally {
      setPending(false);
    }
  };

  const back = (
    <Link component="button" type="button" variant="body2" onClick={onBack}>
      {translate('auth_back_to_sign_in')}
    </Link>
  );

  if (sent) {
    return (
      <LoginFrame title={translate('auth_reset_title')}>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {translate('auth_reset_requested')}
        </Alert>
        {back}
      </LoginFrame>
    );
  }

  return (
    <LoginFrame title={translate('auth_reset_title')} intro={translate('auth_reset_intro')}>
      <Box component="form" noValidate onSubmit={submit} aria-label={translate('auth_reset_title')}>
        <TextField
          id="reset-login"
          name="username"
          label={translate('auth_username_label')}
          value={login}
          onChange={(event) => {
            setLogin(event.target.value);
            if (event.target.value) setMissing(false);
          }}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          required
          fullWidth
          margin="normal"
          error={missing}
          helperText={missing ? translate('auth_field_required') : undefined}
          disabled={pending}
        />
        <FormError error={error} mt={1} />
        <SubmitButton
          pending={pending}
          mt={2}
          label={translate(pending ? 'auth_reset_sending' : 'auth_reset_send')}
        />
      </Box>
      <Box sx={{ mt: 2 }}>{back}</Box>
    </LoginFrame>
  );
}
