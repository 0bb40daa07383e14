import { z } from 'zod';
import { LANGUAGES } from './api/common';

/** Validation rules of spec 1 section 5, shared by client forms and server routes. */

/** POST /api/v1/login, and the sign-in form's rules. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'general_field_is_required').max(254),
  password: z.string().min(1, 'general_field_is_required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The path of a list's column settings: the list's settings key (`objects_apartments`). */
export const listSettingParams = z.object({ key: z.string() });

export const listSettingSchema = z.object({
  value: z.array(z.string().min(1).max(100)).min(1).max(100),
});

// ---- accounts: passwords, usernames, profile, two-factor sign-in (spec 1 section 5) ----

/** A string the form must send; missing or not a string is "required", like an empty one. */
const text = () => z.string({ error: 'general_field_is_required' });

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

/**
 * A new password (spec 1 section 5): 6-20 characters with at least one lowercase letter, one
 * uppercase letter, one digit and one special character. The spec does not name the special set:
 * every character that is neither a letter, a digit nor white space counts (! ? # . - _ € and so on).
 */
export const passwordSchema = text()
  .min(1, 'general_field_is_required')
  .min(PASSWORD_MIN_LENGTH, 'password_too_short')
  .max(PASSWORD_MAX_LENGTH, 'password_too_long')
  .regex(/\p{Ll}/u, 'password_needs_lowercase')
  .regex(/\p{Lu}/u, 'password_needs_uppercase')
  .regex(/\p{Nd}/u, 'password_needs_digit')
  .regex(/[^\p{L}\p{N}\s]/u, 'password_needs_special');

/** The rule keys of a password, in the order a form shows them as a checklist. */
export function passwordRuleFailures(password: string): string[] {
  const result = passwordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const passwordsMatch = (value: { password: string; password_confirmation: string }) =>
  value.password === value.password_confirmation;
const mismatch = { path: ['password_confirmation'], message: 'password_confirmation_mismatch' };

/** The inputs of a new password: the password and its confirmation (the same again). */
const newPasswordShape = { password: passwordSchema, password_confirmation: text() };

/** A new password and its confirmation: the form of the reset and invitation pages. */
export const newPasswordSchema = z.object(newPasswordShape).refine(passwordsMatch, mismatch);

/** Username (spec 1 section 5): at least 5 characters, only a-z, A-Z, 0-9, '.', '_', '-'. */
export const usernameSchema = text()
  .trim()
  .min(1, 'general_field_is_required')
  .min(5, 'username_too_short')
  .max(150, 'username_too_long')
  .regex(/^[a-zA-Z0-9._-]+$/, 'username_invalid_characters');

export const emailSchema = text()
  .trim()
  .min(1, 'general_field_is_required')
  .max(254, 'email_invalid')
  .pipe(z.email('email_invalid'));

const personName = () => text().trim().min(1, 'general_field_is_required').max(100, 'field_too_long');

/** POST /api/v1/users/user-profile-settings */
export const profileSettingsSchema = z.object({
  first_name: personName(),
  last_name: personName(),
  email: emailSchema,
  username: usernameSchema,
  language: z.enum(LANGUAGES, { error: 'language_invalid' }),
  /** the version the form was loaded with; a stale one is refused (409) */
  version: z.number({ error: 'general_field_is_required' }).int().positive(),
  /** the current password, needed when the e-mail address changes */
  currentPassword: z.string().max(200).optional(),
});
export type ProfileSettingsInput = z.infer<typeof profileSettingsSchema>;

/** A password the user types to confirm it is them; checked against the stored one, not the rules. */
export const currentPasswordSchema = text().min(1, 'general_field_is_required').max(200);

/** POST /api/v1/users/reset-password: change one's own password. */
export const passwordChangeSchema = z
  .object({
    current_password: currentPasswordSchema,
    ...newPasswordShape,
  })
  .refine(passwordsMatch, mismatch);

/**
 * POST /api/v1/accounts/password/reset/request: a username or an e-mail address. The sign-in's
 * request form has one input for either (`username`), checked with this schema.
 */
export const passwordResetRequestSchema = z
  .object({
    username: z.string().trim().max(254).optional(),
    email: z.string().trim().max(254).optional(),
  })
  .refine((value) => Boolean(value.username || value.email), {
    path: ['username'],
    message: 'general_field_is_required',
  });

/**
 * The check of an e-mailed link (an invitation, a password reset) before its page shows: the link's
 * public id in the path, its token in the query (anything but one text is no token: the link is
 * refused like a wrong one).
 */
export const linkCheckParams = z.object({ id: z.string() });
export const linkCheckQuery = z.object({ token: z.string().catch('') });

/** POST /api/v1/accounts/password/reset/confirm */
export const passwordResetConfirmSchema = z
  .object({
    id: text().min(1, 'general_field_is_required').max(100),
    token: text().min(1, 'general_field_is_required').max(200),
    ...newPasswordShape,
  })
  .refine(passwordsMatch, mismatch);

/** A code of the second factor: 6 digits (app or e-mail), or a recovery code; spaces and dashes are ignored. */
export const twoFactorCodeSchema = text()
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().min(1, 'general_field_is_required').max(32, 'two_factor_code_invalid'));

/** POST /api/v1/2fa-authentication */
export const twoFactorAuthenticationSchema = z.object({
  challenge: text().min(1, 'general_field_is_required').max(200),
  code: twoFactorCodeSchema,
});

export const TWO_FACTOR_METHODS = ['totp', 'email'] as const;
export type TwoFactorMethodName = (typeof TWO_FACTOR_METHODS)[number];

/** POST /api/v1/2fa-authentication/setup: the method a user without one picks at sign-in. */
export const twoFactorSetupSchema = z.object({
  challenge: text().min(1, 'general_field_is_required').max(200),
  method: z.enum(TWO_FACTOR_METHODS, { error: 'two_factor_method_invalid' }),
});

/** POST /api/v1/2fa-authentication/resend */
export const twoFactorChallengeSchema = z.object({
  challenge: text().min(1, 'general_field_is_required').max(200),
});

/** Steps of the profile's two-factor settings that need the current password. */
export const passwordConfirmationSchema = z.object({ password: currentPasswordSchema });

/** POST .../2fa/totp/confirm and .../2fa/email/confirm; the code form of the sign-in's second step too. */
export const twoFactorConfirmSchema = z.object({ code: twoFactorCodeSchema });

/** Events a member of staff can be told about by e-mail (notification settings; our list, see decisions). */
export const NOTIFICATION_EVENTS = [
  'new_application',
  'new_message',
  'appointment_booked',
  'appointment_cancelled',
  'contract_signed',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const DEFAULT_NOTIFICATION_SETTINGS: Record<NotificationEvent, boolean> = {
  new_application: false,
  new_message: true,
  appointment_booked: true,
  appointment_cancelled: true,
  contract_signed: true,
};

/** POST /api/v1/users/notification-settings: every event on or off; events not sent keep their setting. */
export const notificationSettingsSchema = z
  .object(
    Object.fromEntries(
      NOTIFICATION_EVENTS.map((e) => [e, z.boolean({ error: 'boolean_expected' })]),
    ) as Record<NotificationEvent, z.ZodBoolean>,
  )
  .partial()
  .strict();

/** POST /api/v1/users/system-notification-preference: notifications of the operating system (browser) and sound. */
export const systemNotificationPreferenceSchema = z
  .object({
    desktop: z.boolean({ error: 'boolean_expected' }),
    sound: z.boolean({ error: 'boolean_expected' }),
  })
  .partial()
  .strict();
export const DEFAULT_SYSTEM_NOTIFICATION_PREFERENCE = { desktop: false, sound: false };

/** POST /api/v1/settings/two-factor */
export const twoFactorProjectSettingSchema = z.object({
  require_2fa: z.boolean({ error: 'boolean_expected' }),
});
