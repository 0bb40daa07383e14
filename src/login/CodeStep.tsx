import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  submitTwoFactorCode,
  type TwoFactorChallenge,
  type TwoFactorSession,
} from '../../authProvider/twoFactor';
import { CodeField } from './CodeField';
import { LoginFrame } from './LoginFrame';
import { ResendCodeButton } from './ResendCodeButton';
import { twoFactorFailure } from './loginError';
import { FormError, SubmitButton } from './SubmitButton';

type Mode = 'code' | 'recovery';

/** The introduction of each way of confirming. */
const INTRO: Record<'totp' | 'email' | 'recovery', string> = {
  totp: 'auth_2fa_intro_totp',
  email: 'auth_2fa_intro_email',
  recovery: 'auth_2fa_intro_recovery',
};

/** What the steps of a two-factor sign-in (code, set-up) get from the login page. */
export interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  /** a right code: the session (the page stores it and goes on; after a set-up with recovery codes) */
  onSession: (session: TwoFactorSession) => Promise<void>;
  /** the challenge is gone: back to the password, with this message */
  onRestart: (message: string) => void;
  onCancel: () => void;
}

/**
 * The second step of a sign-in with two factors: the code of the app or of the e-mail (with a
 * resend for e-mail), or one of the recovery codes.
 */
export function CodeStep({ challenge, onSession, onRestart, onCancel }: TwoFactorStepProps) {
  const translate = useTranslate();
  const method = challenge.method ?? 'totp';
  const [mode, setMode] = useState<Mode>('code');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const fail = (failure: unknown) => {
    const outcome = twoFactorFailure(failure, translate);
    if (outcome.restart) {
      onRestart(outcome.text);
      return;
    }
    setInfo(null);
    if (outcome.onField) setFieldError(outcome.text);
    else setError(outcome.text);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    setFieldError(null);
    if (!code.trim()) {
      setFieldError(translate('auth_field_required'));
      return;
    }
    setPending(true);
    try {
      const session = await submitTwoFactorCode(challenge.challenge, code.trim());
      // on success the page moves on and this step unmounts
      await onSession(session);
    } catch (failure) {
      fail(failure);
      setPending(false);
    }
  };

  const switchMode = () => {
    setMode((current) => (current === 'code' ? 'recovery' : 'code'));
    setCode('');
    setFieldError(null);
    setError(null);
  };

  const introKey = mode === 'recovery' ? INTRO.recovery : INTRO[method];
  const backToCode = method === 'email' ? 'auth_2fa_use_email' : 'auth_2fa_use_app';
  return (
    <LoginFrame
      title={translate('auth_2fa_title')}
      intro={translate(introKey, { email: challenge.sentTo ?? '' })}
    >
      <Box component="form" noValidate onSubmit={submit} aria-label={translate('auth_2fa_title')}>
        <CodeField
          key={mode}
          id={mode === 'recovery' ? 'login-recovery-code' : 'login-code'}
          label={translate(mode === 'recovery' ? 'auth_2fa_recovery_code_label' : 'auth_2fa_code_label')}
          value={code}
          onChange={(value) => {
            setCode(value);
            if (value) setFieldError(null);
          }}
          recovery={mode === 'recovery'}
          error={fieldError}
          disabled={pending}
        />
        {info ? (
          <Alert severity="success" role="status" sx={{ mt: 1 }}>
            {info}
          </Alert>
        ) : null}
        <FormError error={error} mt={1} />
        <SubmitButton
          pending={pending}
          mt={2}
          label={translate(pending ? 'auth_2fa_verifying' : 'auth_2fa_verify')}
        />
      </Box>
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        {method === 'email' && mode === 'code' ? (
          <ResendCodeButton
            challenge={challenge.challenge}
            disabled={pending}
            onSent={(sentTo) => {
              setError(null);
              setInfo(translate('auth_2fa_resent', { email: sentTo }));
            }}
            onFailure={fail}
          />
        ) : null}
        <Link component="button" type="button" variant="body2" onClick={switchMode} disabled={pending}>
          {translate(mode === 'code' ? 'auth_2fa_use_recovery' : backToCode)}
        </Link>
        <Link component="button" type="button" variant="body2" onClick={onCancel} disabled={pending}>
          {translate('auth_back_to_sign_in')}
        </Link>
      </Stack>
    </LoginFrame>
  );
}
