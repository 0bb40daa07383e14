import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import {
  setupTwoFactor,
  submitTwoFactorCode,
  type TwoFactorMethod,
  type TwoFactorSetup,
} from '../../authProvider/twoFactor';
import { CodeField } from './CodeField';
import { LoginFrame } from './LoginFrame';
import { ResendCodeButton } from './ResendCodeButton';
import { TotpSetupPanel } from './TotpSetupPanel';
import { twoFactorFailure } from './loginError';
import { FormError } from './SubmitButton';
import type { TwoFactorStepProps } from './CodeStep';

const CHOICES: ReadonlyArray<{
  method: TwoFactorMethod;
  label: string;
  hint: string;
  icon: typeof EmailOutlined;
}> = [
  { method: 'totp', label: 'auth_enrol_app', hint: 'auth_enrol_app_hint', icon: PhoneIphone },
  { method: 'email', label: 'auth_enrol_email', hint: 'auth_enrol_email_hint', icon: EmailOutlined },
];

/**
 * Setting up the second factor at sign-in, when the project requires one the user has not got:
 * choose app or e-mail; for the app the QR code (and the key to type), for e-mail a mailed code;
 * the first code confirms it.
 */
export function EnrolStep({ challenge, onSession, onRestart, onCancel }: TwoFactorStepProps) {
  const translate = useTranslate();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [pending, setPending] = useState<TwoFactorMethod | 'confirm' | null>(null);

  const fail = (failure: unknown) => {
    const outcome = twoFactorFailure(failure, translate);
    if (outcome.restart) return onRestart(outcome.text);
    setInfo(null);
    if (outcome.onField) setFieldError(outcome.text);
    else setError(outcome.text);
  };

  const choose = async (method: TwoFactorMethod) => {
    setPending(method);
    setError(null);
    try {
      setSetup(await setupTwoFactor(challenge.challenge, method));
      setCode('');
      setFieldError(null);
    } catch (failure) {
      fail(failure);
    } finally {
      setPending(null);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    setFieldError(null);
    if (!code.trim()) {
      setFieldError(translate('auth_field_required'));
      return;
    }
    setPending('confirm');
    try {
      await onSession(await submitTwoFactorCode(challenge.challenge, code.trim()));
    } catch (failure) {
      fail(failure);
      setPending(null);
    }
  };

  const alerts = (
    <>
      {info ? (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {info}
        </Alert>
      ) : null}
      <FormError error={error} mt={1} />
    </>
  );
  const back = (
    <Link component="button" type="button" variant="body2" onClick={onCancel} disabled={Boolean(pending)}>
      {translate('auth_back_to_sign_in')}
    </Link>
  );

  if (!setup) {
    return (
      <LoginFrame title={translate('auth_enrol_title')} intro={translate('auth_enrol_intro')}>
        <Stack spacing={2} role="group" aria-label={translate('auth_enrol_title')}>
          {CHOICES.map(({ method, label, hint, icon: Icon }) => (
            <Button
              key={method}
              variant="outlined"
              size="large"
              fullWidth
              onClick={() => choose(method)}
              disabled={Boolean(pending)}
              startIcon={pending === method ? <CircularProgress size={18} /> : <Icon />}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', py: 1.5 }}
            >
              <Box component="span">
                <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {translate(label)}
                </Box>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {translate(hint)}
                </Typography>
              </Box>
            </Button>
          ))}
        </Stack>
        {alerts}
        <Box sx={{ mt: 2 }}>{back}</Box>
      </LoginFrame>
    );
  }

  const intro =
    setup.method === 'totp'
      ? translate('auth_enrol_scan')
      : translate('auth_enrol_confirm_email', { email: setup.sentTo });
  return (
    <LoginFrame title={translate('auth_enrol_title')} intro={intro}>
      {setup.method === 'totp' ? <TotpSetupPanel setup={setup} onCopyFailure={setError} /> : null}
      <Box component="form" noValidate onSubmit={confirm} aria-label={translate('auth_enrol_title')}>
        {setup.method === 'totp' ? (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {translate('auth_enrol_confirm_app')}
          </Typography>
        ) : null}
        <CodeField
          id="enrol-code"
          label={translate('auth_2fa_code_label')}
          value={code}
          onChange={(value) => {
            setCode(value);
            if (value) setFieldError(null);
          }}
          error={fieldError}
          disabled={Boolean(pending)}
        />
        {alerts}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={Boolean(pending)}
          sx={{ mt: 2 }}
          startIcon={pending === 'confirm' ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate(pending === 'confirm' ? 'auth_2fa_verifying' : 'auth_2fa_verify')}
        </Button>
      </Box>
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        {setup.method === 'email' ? (
          <ResendCodeButton
            challenge={challenge.challenge}
            disabled={Boolean(pending)}
            onSent={(sentTo) => {
              setError(null);
              setInfo(translate('auth_2fa_resent', { email: sentTo }));
            }}
            onFailure={fail}
          />
        ) : null}
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => {
            setSetup(null);
            setError(null);
            setInfo(null);
          }}
          disabled={Boolean(pending)}
        >
          {translate('auth_enrol_other_method')}
        </Link>
        {back}
      </Stack>
    </LoginFrame>
  );
}
