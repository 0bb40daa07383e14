import type { MailDelivery } from '../schema/api/communication';
import type { LoginReply } from '../schema/api/session';
import { api } from '../dataProvider/http';

/**
 * Two-factor sign-in (spec 2 section 7.3, POST /api/v1/2fa-authentication and its set-up and
 * resend calls). None of these stores anything: the login page holds the challenge in its state
 * and hands the session to `authProvider.login({ session })` once there is one.
 */

export type TwoFactorMethod = 'totp' | 'email';

/** Login's answer when the password was right but a second factor is needed (no session yet). */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  /** the user's method; null when the project requires one the user has not set up */
  method: TwoFactorMethod | null;
  enrolmentRequired: boolean;
  /** single use; sent back with the code */
  challenge: string;
  expiresAt: string;
  /** method email: the address the code went to, partly hidden (b***@example.ch) */
  sentTo?: string;
  /** method email: `outbox` when no mail server is configured and the code waits in the outbox */
  delivery?: MailDelivery;
}

/** The session a right code opens; after an enrolment with the ten recovery codes, shown once. */
export interface TwoFactorSession extends LoginReply {
  recoveryCodes?: string[];
}

export type TwoFactorSetup =
  | { method: 'totp'; secret: string; otpauthUri: string }
  | { method: 'email'; sentTo: string; message?: string; delivery?: MailDelivery };

export function isTwoFactorChallenge(value: unknown): value is TwoFactorChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const reply = value as Partial<TwoFactorChallenge>;
  return reply.twoFactorRequired === true && typeof reply.challenge === 'string';
}

/**
 * What `authProvider.login` rejects with when the password was right but a code is still needed:
 * react-admin stays on the login page, which moves on to the code (or set-up) step.
 */
export class TwoFactorRequiredError extends Error {
  constructor(readonly challenge: TwoFactorChallenge) {
    super('two-factor code required');
    this.name = 'TwoFactorRequiredError';
  }
}

export function isTwoFactorRequired(error: unknown): error is TwoFactorRequiredError {
  return error instanceof TwoFactorRequiredError;
}

/** The code of the app or the e-mail, or a recovery code: the session, or a refusal. */
export async function submitTwoFactorCode(challenge: string, code: string): Promise<TwoFactorSession> {
  const { data } = await api.post<TwoFactorSession>('/api/v1/2fa-authentication', { challenge, code });
  return data;
}

/** During an enrolment sign-in: chooses the method (TOTP answers the secret, e-mail sends a code). */
export async function setupTwoFactor(challenge: string, method: TwoFactorMethod): Promise<TwoFactorSetup> {
  const { data } = await api.post<TwoFactorSetup>('/api/v1/2fa-authentication/setup', { challenge, method });
  return data;
}

/** A new e-mailed code (the server allows one every 30 seconds). */
/** A resent code: where it went, and whether it left or waits in the outbox. */
export interface ResentCode {
  sentTo: string;
  message?: string;
  delivery?: MailDelivery;
}

export async function resendTwoFactorCode(challenge: string): Promise<ResentCode> {
  const { data } = await api.post<ResentCode>('/api/v1/2fa-authentication/resend', { challenge });
  return data;
}
