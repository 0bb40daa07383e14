import { Suspense, lazy, useCallback, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Loading, useLogin, useTranslate } from 'react-admin';
import type { LoginReply } from '../../schema/api/session';
import { REDIRECT_PARAM } from '../../authProvider/rules';
import type { LoginParams } from '../../authProvider/authProvider';
import type { TwoFactorChallenge, TwoFactorSession } from '../../authProvider/twoFactor';
import { getInitReply } from '../session/init';
import { useCurrentUser } from '../session/useCurrentUser';
import { loginErrorText } from './loginError';

// the steps' forms (the form engine) load with the login page, not with the app's first chunk,
// which a signed-in user loads too
const PasswordStep = lazy(() => import('./PasswordStep').then((m) => ({ default: m.PasswordStep })));
const CodeStep = lazy(() => import('./CodeStep').then((m) => ({ default: m.CodeStep })));
const ResetRequestStep = lazy(() =>
  import('./ResetRequestStep').then((m) => ({ default: m.ResetRequestStep })),
);
// set-up and recovery codes (with the QR code) are rare steps: loaded when reached
const EnrolStep = lazy(() => import('./EnrolStep').then((m) => ({ default: m.EnrolStep })));
const RecoveryCodesStep = lazy(() =>
  import('./RecoveryCodesStep').then((m) => ({ default: m.RecoveryCodesStep })),
);

/** `/login?forgot`: the request for a password-reset link (the reset page links here). */
export const FORGOT_PARAM = 'forgot';

/** Where the sign-in stands. The challenge lives only here, never in browser storage. */
type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: TwoFactorChallenge }
  | { kind: 'enrol'; challenge: TwoFactorChallenge }
  | { kind: 'recovery'; session: TwoFactorSession };

/**
 * The staff sign-in (spec 2 section 7.3): password, then when needed the second factor (or its
 * set-up, with the recovery codes shown once), single sign-on through the project's directory,
 * and the request for a password-reset link. authProvider.login stores the session.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useCurrentUser();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [username, setUsername] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const redirect = searchParams.get(REDIRECT_PARAM);

  /** authProvider.login: resolves once the session is stored, and the page navigates away. */
  const signIn = useCallback(
    async (params: LoginParams) => {
      setSigningIn(true);
      try {
        await login({ ...params, redirect });
      } catch (failure) {
        setSigningIn(false);
        throw failure;
      }
    },
    [login, redirect],
  );
  const signInWith = useCallback((session: LoginReply) => signIn({ session }), [signIn]);

  // someone already signed in has nothing to do here
  if (user && !signingIn) return <Navigate to="/" replace />;

  const toPassword = (message: string | null = null) => {
    setNotice(message);
    setStep({ kind: 'password' });
  };
  const onChallenge = (challenge: TwoFactorChallenge) => {
    setNotice(null);
    setStep({ kind: challenge.enrolmentRequired || !challenge.method ? 'enrol' : 'code', challenge });
  };
  // a second factor just set up: the recovery codes first, then the app
  const onTwoFactorSession = async (session: TwoFactorSession) => {
    if (session.recoveryCodes?.length) setStep({ kind: 'recovery', session });
    else await signInWith(session);
  };
  const setForgot = (open: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (open) next.set(FORGOT_PARAM, '');
    else next.delete(FORGOT_PARAM);
    setSearchParams(next, { replace: !open });
  };

  const current = () => {
    if (searchParams.has(FORGOT_PARAM)) {
      return <ResetRequestStep initialLogin={username} onBack={() => setForgot(false)} />;
    }
    switch (step.kind) {
      case 'code':
      case 'enrol': {
        const Step = step.kind === 'code' ? CodeStep : EnrolStep;
        return (
          <Step
            challenge={step.challenge}
            onSession={onTwoFactorSession}
            onRestart={toPassword}
            onCancel={() => toPassword()}
          />
        );
      }
      case 'recovery': {
        const { recoveryCodes = [], ...session } = step.session;
        return (
          <RecoveryCodesStep
            codes={recoveryCodes}
            onDone={() => signInWith(session)}
            errorText={(failure) => loginErrorText(failure, translate)}
          />
        );
      }
      default:
        return (
          <PasswordStep
            username={username}
            onUsernameChange={setUsername}
            signIn={(credentials) => signIn(credentials)}
            onChallenge={onChallenge}
            onSsoSession={signInWith}
            onForgotPassword={() => setForgot(true)}
            sso={getInitReply()?.sso?.provider ?? null}
            notice={notice}
          />
        );
    }
  };
  return <Suspense fallback={<Loading />}>{current()}</Suspense>;
}
