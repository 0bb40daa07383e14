import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { twoFactorConfirmSchema } from '../../schema/validation';
import { submitTwoFactorCode, type TwoFactorSession } from '../../authProvider/twoFactor';
import { SchemaForm } from '../forms/SchemaForm';
import type { ServerErrorOptions } from '../forms/serverErrors';
import { LoginInput } from './LoginInput';
import { ResendCodeButton } from './ResendCodeButton';
import { twoFactorFailure } from './loginError';
import { SubmitButton } from './SubmitButton';

const FIELDS = ['code'] as const;
const EMPTY = { code: '' };
// six digits: spaces a mail or an app shows between groups are dropped as they are typed
const withoutSpaces = (value: string) => value.replace(/\s+/g, '');
const asTyped = (value: string) => value;

/** The phone offers the code from an SMS or mail and a number pad; a recovery code gets plain text. */
const DIGITS = {
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  pattern: '[0-9]*',
  maxLength: 6,
  style: { letterSpacing: '0.3em', fontSize: '1.25rem' },
} as const;
const RECOVERY = { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 32 } as const;

export interface CodeFormProps {
  challenge: string;
  /** the form's name (the step's title key) */
  title: string;
  /** the input's id */
  inputId: string;
  /** a recovery code (letters and dashes) instead of six digits */
  recovery?: boolean;
  /** an e-mailed code: offers a new one */
  resend?: boolean;
  /** a right code: the session (the page stores it and goes on) */
  onSession: (session: TwoFactorSession) => Promise<void>;
  /** the challenge is gone: back to the password, with this message */
  onRestart: (message: string) => void;
  /** shown before the input (how to get the code) */
  children?: ReactNode;
  /** links under the button (another way, back), idle while the code is checked */
  links?: (pending: boolean) => ReactNode;
}

/** The button, the resend of an e-mailed code and the step's links; a failed resend shows in the form. */
function CodeActions({
  challenge,
  resend,
  links,
  onRestart,
  onInfo,
}: Pick<CodeFormProps, 'challenge' | 'resend' | 'links' | 'onRestart'> & {
  onInfo: (text: string | null) => void;
}) {
  const translate = useTranslate();
  const { setError, clearErrors } = useFormContext();
  const { isSubmitting } = useFormState();
  const failed = (failure: unknown) => {
    const outcome = twoFactorFailure(failure, translate);
    if (outcome.restart) return onRestart(outcome.text);
    onInfo(null);
    setError('root.refusal', { type: 'server', message: outcome.text });
  };
  return (
    <Box>
      <SubmitButton label="auth_2fa_verify" pendingLabel="auth_2fa_verifying" />
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        {resend ? (
          <ResendCodeButton
            challenge={challenge}
            disabled={isSubmitting}
            onSent={({ sentTo, delivery }) => {
              clearErrors('root');
              // no mail server: the code waits in the outbox, never "sent"
              const key = delivery === 'outbox' ? 'auth_2fa_resent_outbox' : 'auth_2fa_resent';
              onInfo(translate(key, { email: sentTo }));
            }}
            onFailure={failed}
          />
        ) : null}
        {links?.(isSubmitting)}
      </Stack>
    </Box>
  );
}

/**
 * The code of a second factor (at sign-in or when setting one up), checked with the rule the
 * server uses (twoFactorConfirmSchema). A wrong code is the input's error; an expired or unknown
 * challenge restarts the sign-in; too many tries say how long to wait (in the form).
 */
export function CodeForm({
  challenge,
  title,
  inputId,
  recovery = false,
  resend = false,
  onSession,
  onRestart,
  children,
  links,
}: CodeFormProps) {
  const translate = useTranslate();
  const [info, setInfo] = useState<string | null>(null);
  const serverErrors = useMemo<ServerErrorOptions>(
    () => ({ refusal: (error) => twoFactorFailure(error, translate).text }),
    [translate],
  );

  const submit = async (values: FieldValues) => {
    setInfo(null);
    try {
      // on success the page moves on and this step unmounts
      await onSession(await submitTwoFactorCode(challenge, String(values.code ?? '').trim()));
    } catch (failure) {
      const outcome = twoFactorFailure(failure, translate);
      if (!outcome.restart) throw failure;
      onRestart(outcome.text);
    }
  };

  return (
    <SchemaForm
      schema={twoFactorConfirmSchema}
      defaultValues={EMPTY}
      onSubmit={submit}
      serverFields={FIELDS}
      serverErrors={serverErrors}
      formAttributes={{ 'aria-label': translate(title) }}
      notifyInputErrors={false}
      toolbar={
        <CodeActions
          challenge={challenge}
          resend={resend}
          links={links}
          onRestart={onRestart}
          onInfo={setInfo}
        />
      }
    >
      <Box>
        {children}
        <LoginInput
          source="code"
          id={inputId}
          label={recovery ? 'auth_2fa_recovery_code_label' : 'auth_2fa_code_label'}
          autoFocus
          parse={recovery ? asTyped : withoutSpaces}
          slotProps={{ htmlInput: recovery ? RECOVERY : DIGITS }}
        />
        {info ? (
          <Alert severity="success" role="status" sx={{ mt: 1 }}>
            {info}
          </Alert>
        ) : null}
      </Box>
    </SchemaForm>
  );
}
