import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TwoFactorChallenge, TwoFactorSession } from '../../authProvider/twoFactor';
import { CodeForm } from './CodeForm';
import { TextButton } from './TextButton';
import { LoginFrame } from './LoginFrame';

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
  const recovery = mode === 'recovery';
  const backToCode = method === 'email' ? 'auth_2fa_use_email' : 'auth_2fa_use_app';
  // an e-mailed code without a mail server waits in the outbox: said so, never "sent"
  const waiting = method === 'email' && challenge.delivery === 'outbox';
  const introKey = recovery ? INTRO.recovery : waiting ? 'auth_2fa_intro_email_outbox' : INTRO[method];
  return (
    <LoginFrame
      title={translate('auth_2fa_title')}
      intro={translate(introKey, { email: challenge.sentTo ?? '' })}
    >
      <CodeForm
        // another way: a new form, empty
        key={mode}
        challenge={challenge.challenge}
        title="auth_2fa_title"
        inputId={recovery ? 'login-recovery-code' : 'login-code'}
        recovery={recovery}
        resend={method === 'email' && !recovery}
        onSession={onSession}
        onRestart={onRestart}
        links={(pending) => (
          <>
            <TextButton onClick={() => setMode(recovery ? 'code' : 'recovery')} disabled={pending}>
              {translate(recovery ? backToCode : 'auth_2fa_use_recovery')}
            </TextButton>
            <TextButton onClick={onCancel} disabled={pending}>
              {translate('auth_back_to_sign_in')}
            </TextButton>
          </>
        )}
      />
    </LoginFrame>
  );
}
