import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  newPasswordSchema,
  notificationSettingsSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordRuleFailures,
  passwordSchema,
  profileSettingsSchema,
  twoFactorAuthenticationSchema,
  usernameSchema,
} from '../../schema/validation';

/** The field errors a schema gives, as the server's 400 reply carries them (first message per field). */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

describe('password rules (spec 1 section 5)', () => {
  it.each(['Abcde1!', 'Demo2026!', 'aB3$xy', 'Zürich-2026', 'Passw0rd€'])('accepts %s', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['', 'general_field_is_required'],
    ['Ab1!', 'password_too_short'],
    ['Abcdefghij1234567890!', 'password_too_long'],
    ['ABCDE1!', 'password_needs_lowercase'],
    ['abcde1!', 'password_needs_uppercase'],
    ['Abcdef!', 'password_needs_digit'],
    ['Abcdef1', 'password_needs_special'],
    ['Abc def1', 'password_needs_special'],
  ])('refuses %j with %s', (password, key) => {
    expect(fieldErrors(passwordSchema, password)._).toBe(key);
  });

  it('takes 6 and 20 characters, not 5 or 21', () => {
    expect(passwordSchema.safeParse('Ab1!cd').success).toBe(true);
    expect(passwordSchema.safeParse('Ab1!c').success).toBe(false);
    expect(passwordSchema.safeParse('Ab1!' + 'x'.repeat(16)).success).toBe(true);
    expect(passwordSchema.safeParse('Ab1!' + 'x'.repeat(17)).success).toBe(false);
  });

  it('lists every rule a password breaks, for a checklist', () => {
    expect(passwordRuleFailures('abc')).toEqual([
      'password_too_short',
      'password_needs_uppercase',
      'password_needs_digit',
      'password_needs_special',
    ]);
    expect(passwordRuleFailures('Demo2026!')).toEqual([]);
  });

  it('needs the confirmation to equal the password, on the confirmation field', () => {
    expect(
      fieldErrors(newPasswordSchema, { password: 'Demo2026!', password_confirmation: 'Demo2026?' }),
    ).toEqual({
      password_confirmation: 'password_confirmation_mismatch',
    });
    expect(
      fieldErrors(newPasswordSchema, { password: 'Demo2026!', password_confirmation: 'Demo2026!' }),
    ).toEqual({});
  });

  it('names a missing field as required rather than as a type error', () => {
    expect(
      fieldErrors(passwordChangeSchema, { password: 'Demo2026!', password_confirmation: 'Demo2026!' }),
    ).toEqual({
      current_password: 'general_field_is_required',
    });
    expect(fieldErrors(passwordResetConfirmSchema, {}).password).toBe('general_field_is_required');
  });
});

describe('username rules (spec 1 section 5)', () => {
  it.each(['demo.admin', 'Anna_Muster-2', 'abcde', '12345'])('accepts %s', (username) => {
    expect(usernameSchema.safeParse(username).success).toBe(true);
  });

  it.each([
    ['abcd', 'username_too_short'],
    ['anna muster', 'username_invalid_characters'],
    ['anna@muster', 'username_invalid_characters'],
    ['zoë.meier', 'username_invalid_characters'],
    ['', 'general_field_is_required'],
  ])('refuses %j with %s', (username, key) => {
    expect(fieldErrors(usernameSchema, username)._).toBe(key);
  });

  it('trims surrounding spaces before checking', () => {
    expect(usernameSchema.parse('  demo.admin ')).toBe('demo.admin');
  });
});

describe('profile settings', () => {
  const valid = {
    first_name: 'Marco',
    last_name: 'Bernasconi',
    email: 'marco@example.ch',
    username: 'marco.b',
    language: 'it',
    version: 1,
  };

  it('accepts a complete profile', () => {
    expect(profileSettingsSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a bad e-mail, an empty name, an unknown language and a missing version', () => {
    expect(
      fieldErrors(profileSettingsSchema, {
        ...valid,
        email: 'not-an-address',
        first_name: ' ',
        language: 'es',
        version: undefined,
      }),
    ).toEqual({
      email: 'email_invalid',
      first_name: 'general_field_is_required',
      language: 'language_invalid',
      version: 'general_field_is_required',
    });
  });
});

describe('two-factor and reset payloads', () => {
  it('takes a code with spaces and dashes, in any case', () => {
    const parsed = twoFactorAuthenticationSchema.parse({ challenge: 'x', code: ' 123 456 ' });
    expect(parsed.code).toBe('123456');
    expect(twoFactorAuthenticationSchema.parse({ challenge: 'x', code: 'ABCD-EFGH-JKMN' }).code).toBe(
      'abcdefghjkmn',
    );
  });

  it('needs a username or an e-mail address to request a reset', () => {
    expect(passwordResetRequestSchema.safeParse({ email: 'a@b.ch' }).success).toBe(true);
    expect(passwordResetRequestSchema.safeParse({ username: 'demo.admin' }).success).toBe(true);
    expect(fieldErrors(passwordResetRequestSchema, {})).toEqual({ username: 'general_field_is_required' });
  });

  it('refuses unknown notification events and non-boolean values', () => {
    expect(notificationSettingsSchema.safeParse({ new_message: false }).success).toBe(true);
    expect(notificationSettingsSchema.safeParse({ new_message: 'yes' }).success).toBe(false);
    expect(notificationSettingsSchema.safeParse({ surprise: true }).success).toBe(false);
  });
});
