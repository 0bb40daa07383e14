import type { SsoProviderKind } from '../../db/tables/sso';

/** Claims of a validated ID token (and, for a generic provider, its userinfo). */
export type Claims = Readonly<Record<string, unknown>>;

export type EmailResult = { ok: true; email: string } | { ok: false; reason: 'missing' | 'unverified' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** Some providers send booleans as strings. */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * The e-mail address a sign-in may be matched on, or why there is none.
 *
 * A generic OpenID Connect provider must assert it: `email` with `email_verified: true`.
 *
 * Microsoft Entra ID sends no `email_verified`. There the address counts when
 * - `email` comes with `xms_edov: true` (Entra's "e-mail domain owner verified" optional claim), or
 * - `preferred_username` is an address, the token's `tid` is the configured directory and it
 *   carries no `idp` claim: the account is a member of that directory (not a guest signed in
 *   through another identity provider), and a member's sign-in name uses one of the directory's
 *   verified domains.
 * A bare `email` claim of Entra is never trusted: an administrator of any directory can set it.
 */
export function verifiedEmail(kind: SsoProviderKind, claims: Claims, directoryId: string): EmailResult {
  const email = emailOf(claims.email);
  if (kind === 'oidc') {
    if (!email) return { ok: false, reason: 'missing' };
    return isTrue(claims.email_verified) ? { ok: true, email } : { ok: false, reason: 'unverified' };
  }
  if (email && (isTrue(claims.email_verified) || isTrue(claims.xms_edov))) return { ok: true, email };
  const upn = emailOf(claims.preferred_username);
  const member =
    typeof claims.tid === 'string' &&
    claims.tid.toLowerCase() === directoryId.toLowerCase() &&
    claims.idp === undefined;
  if (upn && member) return { ok: true, email: upn };
  return { ok: false, reason: email || upn ? 'unverified' : 'missing' };
}

function text(value: unknown, max = 100): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** First and last name of a new account: given/family name, else the full name split, else the address. */
export function namesOf(claims: Claims, email: string): { firstName: string; lastName: string } {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  if (given || family) return { firstName: given, lastName: family };
  const full = text(claims.name, 200);
  if (full) {
    const parts = full.split(/\s+/);
    if (parts.length === 1) return { firstName: '', lastName: parts[0]!.slice(0, 100) };
    return { firstName: parts.slice(0, -1).join(' ').slice(0, 100), lastName: parts.at(-1)!.slice(0, 100) };
  }
  return { firstName: '', lastName: email.split('@')[0]!.slice(0, 100) };
}

/**
 * A username for a new account from its e-mail address, following the username rule of spec 1
 * section 5 (at least 5 characters of a-z, A-Z, 0-9, '.', '_', '-'): the local part, with
 * `n` > 1 appended as `-n` when that name is taken.
 */
export function usernameFor(email: string, n = 1): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  let base = local
    .replace(/[^a-z0-9._-]+/g, '.')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 40);
  if (base.length < 5) {
    const label = domain.split('.')[0]!.replace(/[^a-z0-9-]+/g, '');
    base = [base, label].filter(Boolean).join('.');
  }
  base = base.padEnd(5, '0');
  return n > 1 ? `${base}-${n}` : base;
}
