import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { passwordResetRequestSchema } from '../../schema/validation';
import { requestPasswordReset } from '../../authProvider/passwordReset';
import { SchemaForm } from '../forms/SchemaForm';
import type { ServerErrorOptions } from '../forms/serverErrors';
import { TextButton } from './TextButton';
import { LoginFrame } from './LoginFrame';
import { LoginInput } from './LoginInput';
import { loginErrorText } from './loginError';
import { SubmitButton } from './SubmitButton';

// the one input takes a username or an e-mail address; the server's `email` is refused on it too
const FIELDS = ['username'] as const;
const rename = (path: string) => (path === 'email' ? 'username' : path);

export interface ResetRequestStepProps {
  /** what was typed as username on the password step */
  initialLogin: string;
  onBack: () => void;
}

/**
 * "Forgot your password?": asks for a reset link by username or e-mail (passwordResetRequestSchema,
 * as the server checks it). The answer reads the same whether or not such an account exists, so
 * that the form tells nobody which accounts there are.
 */
export function ResetRequestStep({ initialLogin, onBack }: ResetRequestStepProps) {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const [defaultValues] = useState(() => ({ username: initialLogin }));
  const serverErrors = useMemo<ServerErrorOptions>(
    () => ({ rename, refusal: (error) => loginErrorText(error, translate) }),
    [translate],
  );

  const submit = async (values: FieldValues) => {
    await requestPasswordReset(String(values.username ?? ''));
    setSent(true);
  };

  const back = <TextButton onClick={onBack}>{translate('auth_back_to_sign_in')}</TextButton>;

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
      <SchemaForm
        schema={passwordResetRequestSchema}
        defaultValues={defaultValues}
        onSubmit={submit}
        serverFields={FIELDS}
        serverErrors={serverErrors}
        formAttributes={{ 'aria-label': translate('auth_reset_title') }}
        notifyInputErrors={false}
        toolbar={<SubmitButton label="auth_reset_send" pendingLabel="auth_reset_sending" />}
      >
        <LoginInput
          source="username"
          id="reset-login"
          label="auth_username_label"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
      </SchemaForm>
      <Box sx={{ mt: 2 }}>{back}</Box>
    </LoginFrame>
  );
}
