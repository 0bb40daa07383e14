import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { LoginReply } from '../../schema/api/session';
import type { SsoProvider } from '../../authProvider/sso';
import { isTwoFactorRequired, type TwoFactorChallenge } from '../../authProvider/twoFactor';
import { LoginFrame } from './LoginFrame';
import { SsoButton } from './SsoButton';
import { loginErrorText } from './loginError';
import { FormError, SubmitButton } from './SubmitButton';

type Field = 'username' | 'password';
const FIELDS: readonly Field[] = ['username', 'password'];

export interface PasswordStepProps {
  username: string;
  onUsernameChange: (value: string) => void;
  /** signs in with the password; resolves once the session exists (and the page moves on) */
  signIn: (credentials: { username: string; password: string }) => Promise<void>;
  /** the password was right and a second factor is needed */
  onChallenge: (challenge: TwoFactorChallenge) => void;
  /** a session from the single sign-on popup */
  onSsoSession: (session: LoginReply) => Promise<void>;
  onForgotPassword: () => void;
  /** the project's directory sign-in, if it offers one */
  sso: SsoProvider | null;
  /** a message from an earlier step (e.g. the time for the code ran out) */
  notice: string | null;
}

/**
 * The first step of the sign-in: username (or e-mail) and password; Enter submits; a refusal
 * shows the server's message in the form; after too many attempts it says how long to wait.
 * Below: "Forgot your password?" and the project's single sign-on, if any.
 */
export function PasswordStep(props: PasswordStepProps) {
  const { username, onUsernameChange, signIn, onChallenge, onSsoSession, onForgotPassword, sso, notice } =
    props;
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const values: Record<Field, string> = { username, password };
  const setters: Record<Field, (value: string) => void> = {
    username: onUsernameChange,
    password: setPassword,
  };
  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setters[field](value);
    if (value) setMissing((current) => ({ ...current, [field]: false }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const credentials = { username: username.trim(), password };
    const nextMissing = Object.fromEntries(FIELDS.map((field) => [field, !credentials[field]]));
    setMissing(nextMissing);
    if (FIELDS.some((field) => nextMissing[field])) return;
    setPending(true);
    setError(null);
    try {
      // on success the page navigates away and this step unmounts
      await signIn(credentials);
    } catch (failure) {
      setPending(false);
      if (isTwoFactorRequired(failure)) onChallenge(failure.challenge);
      else setError(loginErrorText(failure, translate));
    }
  };

  const required = translate('auth_field_required');
  return (
    <LoginFrame title={translate('auth_login_title')} intro={translate('auth_login_intro')}>
      {notice ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {notice}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={submit} aria-label={translate('auth_login_title')}>
        <TextField
          id="login-username"
          name="username"
          label={translate('auth_username_label')}
          value={values.username}
          onChange={change('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          required
          fullWidth
          margin="normal"
          error={Boolean(missing.username)}
          helperText={missing.username ? required : undefined}
          disabled={pending}
        />
        <TextField
          id="login-password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          label={translate('auth_password_label')}
          value={values.password}
          onChange={change('password')}
          autoComplete="current-password"
          required
          fullWidth
          margin="normal"
          error={Boolean(missing.password)}
          helperText={missing.password ? required : undefined}
          disabled={pending}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    onClick={() => setShowPassword((shown) => !shown)}
                    aria-label={translate(showPassword ? 'auth_hide_password' : 'auth_show_password')}
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ textAlign: 'right', mt: 0.5 }}>
          <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
            {translate('auth_forgot_password')}
          </Link>
        </Box>
        <FormError error={error} mt={2} />
        <SubmitButton
          pending={pending}
          mt={3}
          label={translate(pending ? 'auth_signing_in' : 'auth_sign_in')}
        />
      </Box>
      {sso ? (
        <>
          <Divider sx={{ my: 3, typography: 'body2', color: 'text.secondary' }}>
            {translate('auth_or')}
          </Divider>
          <SsoButton provider={sso} onSession={onSsoSession} disabled={pending} />
        </>
      ) : null}
    </LoginFrame>
  );
}
