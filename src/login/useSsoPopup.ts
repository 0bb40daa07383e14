import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LoginReply } from '../../schema/api/session';
import { ssoResultOf, startSso, type SsoProvider } from '../../authProvider/sso';
import { loginErrorText } from './loginError';

/** The popup's size: the directories' sign-in pages are made for about this. */
const POPUP_FEATURES = 'popup=yes,width=520,height=680';
const POPUP_NAME = 'immodesk-sso';
/** How often a waiting page looks whether the person closed the popup. */
const CLOSED_POLL_MS = 500;

export interface SsoPopup {
  /** opens the popup and starts the directory's sign-in */
  start: () => Promise<void>;
  /** the popup is open and the page waits for its message */
  waiting: boolean;
  error: string | null;
}

/**
 * The single sign-on popup: opened on the click itself (a popup opened after an await is
 * blocked), sent to the directory's authorization URL, and heard back through a `message` from
 * our own origin of type `immodesk-sso`. A sign-in hands its session to `onSession`.
 */
export function useSsoPopup(
  provider: SsoProvider,
  onSession: (session: LoginReply) => Promise<void>,
): SsoPopup {
  const translate = useTranslate();
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const popupRef = useRef<Window | null>(null);
  const sessionRef = useRef(onSession);
  sessionRef.current = onSession;

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const result = ssoResultOf(event);
      if (!result) return;
      popupRef.current = null;
      if (!result.ok) {
        setWaiting(false);
        setError(result.message ?? translate('auth_sso_failed'));
        return;
      }
      setError(null);
      sessionRef.current(result.session).catch((failure: unknown) => {
        setWaiting(false);
        setError(loginErrorText(failure, translate));
      });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [translate]);

  // the person closed the popup without finishing: the page stops waiting
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(() => {
      if (popupRef.current?.closed) {
        popupRef.current = null;
        setWaiting(false);
      }
    }, CLOSED_POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);

  const start = useCallback(async () => {
    setError(null);
    const popup = window.open('', POPUP_NAME, POPUP_FEATURES);
    if (!popup) {
      setError(translate('auth_sso_popup_blocked'));
      return;
    }
    popupRef.current = popup;
    setWaiting(true);
    try {
      const url = await startSso(provider);
      popup.location.href = url;
      popup.focus();
    } catch (failure) {
      popup.close();
      popupRef.current = null;
      setWaiting(false);
      setError(loginErrorText(failure, translate));
    }
  }, [provider, translate]);

  return { start, waiting, error };
}
