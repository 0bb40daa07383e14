import type { FastifyInstance } from 'fastify';
import { ADMIN, PERMIT } from '../../../schema/permissions';
import { rowIdParams } from '../../../schema/rowId';
import {
  notificationSettingsSchema,
  passwordChangeSchema,
  passwordConfirmationSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileSettingsSchema,
  systemNotificationPreferenceSchema,
  twoFactorConfirmSchema,
  twoFactorProjectSettingSchema,
} from '../../../schema/validation';
import { requireProject, staffContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { parse, pathIds } from '../../core/validate';
import { confirmCurrentPassword } from './password';
import { checkPasswordReset, confirmPasswordReset, requestPasswordReset } from './passwordReset';
import {
  changePassword,
  preference,
  profileSettings,
  saveProfileSettings,
  savePreference,
  twoFactorStatus,
} from './profile';
import { endOtherSessions, endSession, listSessions } from './sessions';
import {
  confirmSetup,
  disableTwoFactor,
  projectTwoFactorSetting,
  regenerateRecoveryCodes,
  saveProjectTwoFactorSetting,
  startEmail,
  startTotp,
} from './twoFactorSettings';

const PUBLIC = { kind: 'public' } as const;
const PROFILE = '/api/v1/users/user-profile-settings';
const RESET = '/api/v1/accounts/password/reset';
const sessionParams = rowIdParams('id');

/** Profile settings, sessions, two-factor settings, password reset (spec 2 sections 7.3 and 7.17). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  // ---- profile ----
  app.get(PROFILE, { config: { guard: PERMIT } }, async (request) =>
    profileSettings(app.db, staffContext(request)),
  );

  app.post(PROFILE, { config: { guard: PERMIT } }, async (request) => {
    const ctx = staffContext(request);
    const input = parse(profileSettingsSchema, request.body);
    // a new address receives reset links: only who knows the password may set one
    if (input.email.toLowerCase() !== ctx.user.email_key) {
      if (!input.currentPassword) {
        throw badRequest(
          'invalid_request',
          { detail: 'currentPassword' },
          { errors: { currentPassword: 'general_field_is_required' } },
        );
      }
      await confirmCurrentPassword(app.db, ctx.user, input.currentPassword, request.ip, 'currentPassword');
    }
    const { profile, user } = await saveProfileSettings(app.db, ctx, input);
    return { ...profile, user, message: ctx.t('profile_saved') };
  });

  app.post('/api/v1/users/reset-password', { config: { guard: PERMIT } }, async (request) => {
    const ctx = staffContext(request);
    const input = parse(passwordChangeSchema, request.body);
    await confirmCurrentPassword(app.db, ctx.user, input.current_password, request.ip, 'current_password');
    if (input.password === input.current_password) {
      throw badRequest('password_same_as_current', {}, { errors: { password: 'password_same_as_current' } });
    }
    const endedSessions = await changePassword(app.db, ctx, input);
    return { message: ctx.t('password_changed'), endedSessions };
  });

  app.get('/api/v1/users/notification-settings', { config: { guard: PERMIT } }, async (request) =>
    preference(app.db, staffContext(request).user.id, 'notifications'),
  );

  app.post('/api/v1/users/notification-settings', { config: { guard: PERMIT } }, async (request) => {
    const ctx = staffContext(request);
    const values = parse(notificationSettingsSchema, request.body);
    const saved = await savePreference(app.db, ctx, 'notifications', values);
    return { ...saved, message: ctx.t('notification_settings_saved') };
  });

  app.get('/api/v1/users/system-notification-preference', { config: { guard: PERMIT } }, async (request) =>
    preference(app.db, staffContext(request).user.id, 'system_notifications'),
  );

  app.post('/api/v1/users/system-notification-preference', { config: { guard: PERMIT } }, async (request) => {
    const ctx = staffContext(request);
    const values = parse(systemNotificationPreferenceSchema, request.body);
    const saved = await savePreference(app.db, ctx, 'system_notifications', values);
    return { ...saved, message: ctx.t('system_notification_preference_saved') };
  });

  // ---- sessions ----
  app.get('/api/v1/users/sessions', { config: { guard: PERMIT } }, async (request) => ({
    sessions: await listSessions(app.db, staffContext(request), app.config),
  }));

  app.delete('/api/v1/users/sessions', { config: { guard: PERMIT } }, async (request) => {
    const ctx = staffContext(request);
    const count = await endOtherSessions(app.db, ctx);
    return { ended: count, message: ctx.t('other_sessions_ended', { count }) };
  });

  app.delete('/api/v1/users/sessions/:id', { config: { guard: PERMIT } }, async (request) => {
    const ctx = staffContext(request);
    const sessionId = pathIds(sessionParams, request.params, 'session_not_found').id;
    await endSession(app.db, ctx, sessionId);
    return { current: sessionId === ctx.auth.sessionId, message: ctx.t('session_ended') };
  });

  // ---- two-factor settings ----
  app.get(`${PROFILE}/2fa`, { config: { guard: PERMIT } }, async (request) =>
    twoFactorStatus(app.db, staffContext(request)),
  );

  app.post(`${PROFILE}/2fa/totp/start`, { config: { guard: PERMIT } }, async (request) => {
    const ctx = staffContext(request);
    const { password } = parse(passwordConfirmationSchema, request.body);
    await confirmCurrentPassword(app.db, ctx.user, password, request.ip);
    return { method: 'totp', ...(await startTotp(app.db, ctx)) };
  });

  app.post(`${PROFILE}/2fa/email/start`, { config: { guard: PERMIT } }, async (request) => {
    const ctx = staffContext(request);
    const { password } = parse(passwordConfirmationSchema, request.body);
    await confirmCurrentPassword(app.db, ctx.user, password, request.ip);
    const { sentTo } = await startEmail(app.db, ctx);
    return { method: 'email', sentTo, message: ctx.t('two_factor_code_sent', { email: sentTo }) };
  });

  for (const method of ['totp', 'email'] as const) {
    app.post(`${PROFILE}/2fa/${method}/confirm`, { config: { guard: PERMIT } }, async (request) => {
      const ctx = staffContext(request);
      const { code } = parse(twoFactorConfirmSchema, request.body);
      const result = await confirmSetup(app.db, ctx, method, code, request.ip);
      return { ...result, message: ctx.t('two_factor_enabled') };
    });
  }

  app.post(`${PROFILE}/2fa/disable`, { config: { guard: PERMIT } }, async (request) => {
    const ctx = staffContext(request);
    const { password } = parse(passwordConfirmationSchema, request.body);
    await confirmCurrentPassword(app.db, ctx.user, password, request.ip);
    return { twoFactor: await disableTwoFactor(app.db, ctx), message: ctx.t('two_factor_disabled') };
  });

  app.post(`${PROFILE}/2fa/recovery-codes`, { config: { guard: PERMIT } }, async (request) => {
    const ctx = staffContext(request);
    const { password } = parse(passwordConfirmationSchema, request.body);
    await confirmCurrentPassword(app.db, ctx.user, password, request.ip);
    return {
      recoveryCodes: await regenerateRecoveryCodes(app.db, ctx),
      message: ctx.t('recovery_codes_regenerated'),
    };
  });

  // ---- project setting (admin) ----
  app.get('/api/v1/settings/two-factor', { config: { guard: ADMIN } }, async (request) =>
    projectTwoFactorSetting(app.db, staffContext(request).project),
  );

  app.post('/api/v1/settings/two-factor', { config: { guard: ADMIN } }, async (request) => {
    const ctx = staffContext(request);
    const { require_2fa } = parse(twoFactorProjectSettingSchema, request.body);
    const saved = await saveProjectTwoFactorSetting(app.db, ctx, require_2fa);
    return { ...saved, message: ctx.t('two_factor_setting_saved') };
  });

  // ---- password reset (public) ----
  app.post(`${RESET}/request`, { config: { guard: PUBLIC } }, async (request) => {
    const input = parse(passwordResetRequestSchema, request.body);
    const login = input.username || input.email || '';
    await requestPasswordReset(app.db, app.config, requireProject(request), { login, ip: request.ip });
    return { message: request.t('password_reset_requested') };
  });

  app.get(`${RESET}/check/:id/init`, { config: { guard: PUBLIC } }, async (request) => {
    const { id } = request.params as { id: string };
    const { token } = request.query as { token?: unknown };
    return checkPasswordReset(app.db, requireProject(request), id, typeof token === 'string' ? token : '');
  });

  app.post(`${RESET}/confirm`, { config: { guard: PUBLIC } }, async (request) => {
    const input = parse(passwordResetConfirmSchema, request.body);
    await confirmPasswordReset(app.db, requireProject(request), input);
    return { message: request.t('password_reset_done') };
  });
}
