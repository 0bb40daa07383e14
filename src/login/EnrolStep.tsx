import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import { setupTwoFactor, type TwoFactorMethod, type TwoFactorSetup } from '../../authProvider/twoFactor';
import { CodeForm } from './CodeForm';
import { TextButton } from './TextButton';
import { LoginFrame } from './LoginFrame';
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
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<TwoFactorMethod | null>(null);

  const choose = async (method: TwoFactorMethod) => {
    setChoosing(method);
    setError(null);
    try {
      setSetup(await setupTwoFactor(challenge.challenge, method));
    } catch (failure) {
      const outcome = twoFactorFailure(failure, translate);
      if (outcome.restart) onRestart(outcome.text);
      else setError(outcome.text);
    } finally {
      setChoosing(null);
    }
  };

  const back = (disabled: boolean) => (
    <TextButton onClick={onCancel} disabled={disabled}>
      {translate('auth_back_to_sign_in')}
    </TextButton>
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
              disabled={Boolean(choosing)}
              startIcon={choosing === method ? <CircularProgress size={18} /> : <Icon />}
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
        <FormError error={error} mt={1} />
        <Box sx={{ mt: 2 }}>{back(Boolean(choosing))}</Box>
      </LoginFrame>
    );
  }

  const intro =
    setup.method === 'totp'
      ? translate('auth_enrol_scan')
      : translate(
          setup.delivery === 'outbox' ? 'auth_enrol_confirm_email_outbox' : 'auth_enrol_confirm_email',
          {
            email: setup.sentTo,
          },
        );
  return (
    <LoginFrame title={translate('auth_enrol_title')} intro={intro}>
      {setup.method === 'totp' ? <TotpSetupPanel setup={setup} onCopyFailure={setError} /> : null}
      <FormError error={error} mt={1} />
      <CodeForm
        challenge={challenge.challenge}
        title="auth_enrol_title"
        inputId="enrol-code"
        resend={setup.method === 'email'}
        onSession={onSession}
        onRestart={onRestart}
        links={(pending) => (
          <>
            <TextButton
              onClick={() => {
                setSetup(null);
                setError(null);
              }}
              disabled={pending}
            >
              {translate('auth_enrol_other_method')}
            </TextButton>
            {back(pending)}
          </>
        )}
      >
        {setup.method === 'totp' ? (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {translate('auth_enrol_confirm_app')}
          </Typography>
        ) : null}
      </CodeForm>
    </LoginFrame>
  );
}
