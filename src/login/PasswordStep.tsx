import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState, useWatch, type FieldValues } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { LoginReply } from '../../schema/api/session';
import { loginSchema } from '../../schema/validation';
import type { SsoProvider } from '../../authProvider/sso';
import { isTwoFactorRequired, type TwoFactorChallenge } from '../../authProvider/twoFactor';
import { SchemaForm } from '../forms/SchemaForm';
import type { ServerErrorOptions } from '../forms/serverErrors';
import { TextButton } from './TextButton';
import { LoginFrame } from './LoginFrame';
import { LoginInput, usePasswordVisibility } from './LoginInput';
import { SsoButton } from './SsoButton';
import { loginErrorText } from './loginError';
import { SubmitButton } from './SubmitButton';

const FIELDS = ['username', 'password'] as const;

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

/** Tells the page what is typed as username (the reset request and a restart take it over). */
function ReportUsername({ onChange }: { onChange: (value: string) => void }) {
  const username = useWatch({ name: 'username' }) as string | null | undefined;
  useEffect(() => onChange(username ?? ''), [username, onChange]);
  return null;
}

/** The sign-in button, and the project's single sign-on below it (idle while the password is checked). */
function SignInActions({ sso, onSsoSession }: Pick<PasswordStepProps, 'sso' | 'onSsoSession'>) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Box>
      <SubmitButton label="auth_sign_in" pendingLabel="auth_signing_in" />
      {sso ? (
        <>
          <Divider sx={{ my: 3, typography: 'body2', color: 'text.secondary' }}>
            {translate('auth_or')}
          </Divider>
          <SsoButton provider={sso} onSession={onSsoSession} disabled={isSubmitting} />
        </>
      ) : null}
    </Box>
  );
}

/**
 * The first step of the sign-in: username (or e-mail) and password (loginSchema, as the server
 * checks them); Enter submits; a refusal shows the server's message in the form; after too many
 * attempts it says how long to wait. Below: "Forgot your password?" and the project's single
 * sign-on, if any.
 */
export function PasswordStep(props: PasswordStepProps) {
  const { username, onUsernameChange, signIn, onChallenge, onSsoSession, onForgotPassword, sso, notice } =
    props;
  const translate = useTranslate();
  const password = usePasswordVisibility();
  const [defaultValues] = useState(() => ({ username, password: '' }));
  const serverErrors = useMemo<ServerErrorOptions>(
    () => ({ refusal: (error) => loginErrorText(error, translate) }),
    [translate],
  );

  const submit = async (values: FieldValues) => {
    try {
      // on success the page navigates away and this step unmounts
      await signIn(loginSchema.parse(values));
    } catch (failure) {
      if (!isTwoFactorRequired(failure)) throw failure;
      onChallenge(failure.challenge);
    }
  };

  return (
    <LoginFrame title={translate('auth_login_title')} intro={translate('auth_login_intro')}>
      {notice ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {notice}
        </Alert>
      ) : null}
      <SchemaForm
        schema={loginSchema}
        defaultValues={defaultValues}
        onSubmit={submit}
        serverFields={FIELDS}
        serverErrors={serverErrors}
        formAttributes={{ 'aria-label': translate('auth_login_title') }}
        notifyInputErrors={false}
        toolbar={<SignInActions sso={sso} onSsoSession={onSsoSession} />}
      >
        <Box>
          <LoginInput
            source="username"
            id="login-username"
            label="auth_username_label"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
          <LoginInput
            source="password"
            id="login-password"
            label="auth_password_label"
            type={password.type}
            autoComplete="current-password"
            slotProps={{ input: { endAdornment: password.toggle } }}
          />
          <ReportUsername onChange={onUsernameChange} />
          <Box sx={{ textAlign: 'right', mt: 0.5 }}>
            <TextButton onClick={onForgotPassword}>{translate('auth_forgot_password')}</TextButton>
          </Box>
        </Box>
      </SchemaForm>
    </LoginFrame>
  );
}
