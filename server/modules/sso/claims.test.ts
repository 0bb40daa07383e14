import { describe, expect, it } from 'vitest';
import { namesOf, usernameFor, verifiedEmail } from './claims';

const TENANT = '8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b';

describe('the e-mail a sign-in is matched on', () => {
  it('takes a generic provider’s address only when it says it is verified', () => {
    expect(verifiedEmail('oidc', { email: 'a.b@firma.ch', email_verified: true }, '')).toEqual({
      ok: true,
      email: 'a.b@firma.ch',
    });
    expect(verifiedEmail('oidc', { email: 'a.b@firma.ch', email_verified: 'true' }, '').ok).toBe(true);
    expect(verifiedEmail('oidc', { email: 'a.b@firma.ch', email_verified: false }, '')).toEqual({
      ok: false,
      reason: 'unverified',
    });
    expect(verifiedEmail('oidc', { email: 'a.b@firma.ch' }, '')).toEqual({ ok: false, reason: 'unverified' });
    expect(verifiedEmail('oidc', { email_verified: true }, '')).toEqual({ ok: false, reason: 'missing' });
    expect(verifiedEmail('oidc', { email: 'not-an-address', email_verified: true }, '').ok).toBe(false);
  });

  it('never trusts a bare Entra email claim', () => {
    expect(verifiedEmail('azure', { email: 'boss@firma.ch', tid: TENANT }, TENANT)).toEqual({
      ok: false,
      reason: 'unverified',
    });
  });

  it('takes an Entra email whose domain owner is verified (xms_edov)', () => {
    expect(verifiedEmail('azure', { email: 'boss@firma.ch', xms_edov: true }, TENANT)).toEqual({
      ok: true,
      email: 'boss@firma.ch',
    });
  });

  it('takes the sign-in name of a member of the configured directory', () => {
    const claims = { preferred_username: 'anna.muster@firma.ch', tid: TENANT.toUpperCase() };
    expect(verifiedEmail('azure', claims, TENANT)).toEqual({ ok: true, email: 'anna.muster@firma.ch' });
  });

  it('refuses the sign-in name of a guest or of another directory', () => {
    const guest = { preferred_username: 'anna@gmail.com', tid: TENANT, idp: 'live.com' };
    expect(verifiedEmail('azure', guest, TENANT)).toEqual({ ok: false, reason: 'unverified' });
    const elsewhere = { preferred_username: 'anna@firma.ch', tid: '00000000-0000-0000-0000-000000000000' };
    expect(verifiedEmail('azure', elsewhere, TENANT).ok).toBe(false);
    expect(verifiedEmail('azure', { tid: TENANT }, TENANT)).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('a new account from a sign-in', () => {
  it('takes given and family name, else splits the full name, else the address', () => {
    expect(namesOf({ given_name: 'Anna', family_name: 'Muster' }, 'x@y.ch')).toEqual({
      firstName: 'Anna',
      lastName: 'Muster',
    });
    expect(namesOf({ name: 'Anna Maria Muster' }, 'x@y.ch')).toEqual({
      firstName: 'Anna Maria',
      lastName: 'Muster',
    });
    expect(namesOf({}, 'anna.muster@y.ch')).toEqual({ firstName: '', lastName: 'anna.muster' });
  });

  it('gets a username that follows the username rule', () => {
    expect(usernameFor('Anna.Muster@firma.ch')).toBe('anna.muster');
    expect(usernameFor('Anna.Muster@firma.ch', 2)).toBe('anna.muster-2');
    expect(usernameFor('jo@firma.ch')).toBe('jo.firma');
    expect(usernameFor('a@b.ch')).toBe('a.b00');
    expect(usernameFor('zoë+test@firma.ch')).toBe('zo.test');
    for (const email of ['Anna.Muster@firma.ch', 'jo@firma.ch', 'a@b.ch', 'zoë+test@firma.ch', '..@x.ch']) {
      expect(usernameFor(email)).toMatch(/^[a-zA-Z0-9._-]{5,}$/);
    }
  });
});
