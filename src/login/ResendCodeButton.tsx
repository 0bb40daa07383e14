import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import { resendTwoFactorCode, type ResentCode } from '../../authProvider/twoFactor';
import { retryAfterSeconds } from './loginError';

/** The server sends an e-mailed code at most every 30 seconds (per sign-in). */
export const RESEND_AFTER_SECONDS = 30;

/** Whole seconds until another code may be asked for; 0 when now. */
export function resendSecondsLeft(sentAt: number, now: number): number {
  return Math.max(0, Math.ceil((sentAt + RESEND_AFTER_SECONDS * 1000 - now) / 1000));
}

export interface ResendCodeButtonProps {
  challenge: string;
  /** a new code went out to this (partly hidden) address, or waits in the outbox */
  onSent: (reply: ResentCode) => void;
  onFailure: (error: unknown) => void;
  disabled?: boolean;
}

/**
 * "Send a new code" for e-mailed codes: counts down the 30 seconds the server asks between two
 * mails (from when the last code was sent), then asks for a new one.
 */
export function ResendCodeButton({ challenge, onSent, onFailure, disabled }: ResendCodeButtonProps) {
  const translate = useTranslate();
  // the step opens right after a code was sent
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [pending, setPending] = useState(false);
  const left = resendSecondsLeft(sentAt, now);
  const counting = left > 0;

  useEffect(() => {
    if (!counting) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [counting, sentAt]);

  const resend = async () => {
    setPending(true);
    try {
      const reply = await resendTwoFactorCode(challenge);
      const at = Date.now();
      setSentAt(at);
      setNow(at);
      onSent(reply);
    } catch (error) {
      // the server knows better when the last code went out: count down from its answer
      const wait = retryAfterSeconds(error);
      if (wait !== null && wait <= RESEND_AFTER_SECONDS) {
        const at = Date.now();
        setSentAt(at - (RESEND_AFTER_SECONDS - wait) * 1000);
        setNow(at);
      }
      onFailure(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant="text" onClick={resend} disabled={disabled || pending || counting} sx={{ px: 0 }}>
      {counting ? translate('auth_2fa_resend_in', { seconds: left }) : translate('auth_2fa_resend')}
    </Button>
  );
}
