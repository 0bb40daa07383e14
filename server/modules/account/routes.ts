import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { rowIdParams } from '../../../schema/rowId';
import {
  notificationSettingsSchema,
  passwordChangeSchema,
  passwordConfirmationSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  linkCheckParams,
  linkCheckQuery,
  profileSettingsSchema,
  systemNotificationPreferenceSchema,
  twoFactorConfirmSchema,
  twoFactorProjectSettingSchema,
} from '../../../schema/validation';
import { requireProject, staffContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import { ADMIN, PERMIT, PUBLIC, route } from '../../core/route';
import { codeNotice } from './mails';
import { confirmCurrentPassword } from './password';
import { checkPasswordReset, confirmPasswordReset, requestPasswordReset } from './passwordReset';
import {
  changePassword,
  preference,
  profileSettings,
  type PreferenceKey,
  type PreferenceValue,
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

const PROFILE = '/api/v1/users/user-profile-settings';
const RESET = '/api/v1/accounts/password/reset';
const sessionParams = rowIdParams('id');

/** A preference of the signed-in user: GET reads it (over the defaults), POST saves the form's values. */
function preferenceRoutes<K extends PreferenceKey>(
  app: FastifyInstance,
  key: K,
  { url, body, saved }: { url: string; body: z.ZodType<Partial<PreferenceValue<K>>>; saved: MessageKey },
): void {
  route(app, { method: 'GET', url, guard: PERMIT }, ({ request }) =>
    preference(app.db, staffContext(request).user.id, key),
  );
  route(app, { method: 'POST', url, guard: PERMIT, body }, async ({ request, body: values }) => {
    const ctx = staffContext(request);
    const stored = await savePreference(app.db, ctx, key, values);
    return { ...stored, message: ctx.t(saved) };
  });
}

/** Profile settings, sessions, two-factor settings, password reset (spec 2 sections 7.3 and 7.17). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  // ---- profile ----
  route(app, { method: 'GET', url: PROFILE, guard: PERMIT }, async ({ request }) =>
    profileSettings(app.db, staffContext(request)),
  );

  route(
    app,
    { method: 'POST', url: PROFILE, guard: PERMIT, body: profileSettingsSchema },
    async ({ request, body: input }) => {
      const ctx = staffContext(request);
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
    },
  );

  route(
    app,
    { method: 'POST', url: '/api/v1/users/reset-password', guard: PERMIT, body: passwordChangeSchema },
    async ({ request, body: input }) => {
      const ctx = staffContext(request);
      await confirmCurrentPassword(app.db, ctx.user, input.current_password, request.ip, 'current_password');
      if (input.password === input.current_password) {
        throw badRequest(
          'password_same_as_current',
          {},
          { errors: { password: 'password_same_as_current' } },
        );
      }
      const endedSessions = await changePassword(app.db, ctx, input);
      return { message: ctx.t('password_changed'), endedSessions };
    },
  );

  preferenceRoutes(app, 'notifications', {
    url: '/api/v1/users/notification-settings',
    body: notificationSettingsSchema,
    saved: 'notification_settings_saved',
  });
  preferenceRoutes(app, 'system_notifications', {
    url: '/api/v1/users/system-notification-preference',
    body: systemNotificationPreferenceSchema,
    saved: 'system_notification_preference_saved',
  });

  // ---- sessions ----
  route(app, { method: 'GET', url: '/api/v1/users/sessions', guard: PERMIT }, async ({ request }) => ({
    sessions: await listSessions(app.db, staffContext(request), app.config),
  }));

  route(app, { method: 'DELETE', url: '/api/v1/users/sessions', guard: PERMIT }, async ({ request }) => {
    const ctx = staffContext(request);
    const count = await endOtherSessions(app.db, ctx);
    return { ended: count, message: ctx.t('other_sessions_ended', { count }) };
  });

  route(
    app,
    {
      method: 'DELETE',
      url: '/api/v1/users/sessions/:id',
      guard: PERMIT,
      params: sessionParams,
      missing: 'session_not_found',
    },
    async ({ request, params }) => {
      const ctx = staffContext(request);
      const sessionId = params.id;
      await endSession(app.db, ctx, sessionId);
      return { current: sessionId === ctx.auth.sessionId, message: ctx.t('session_ended') };
    },
  );

  // ---- two-factor settings ----
  route(app, { method: 'GET', url: `${PROFILE}/2fa`, guard: PERMIT }, async ({ request }) =>
    twoFactorStatus(app.db, staffContext(request)),
  );

  route(
    app,
    { method: 'POST', url: `${PROFILE}/2fa/totp/start`, guard: PERMIT, body: passwordConfirmationSchema },
    async ({ request, body: { password } }) => {
      const ctx = staffContext(request);
      await confirmCurrentPassword(app.db, ctx.user, password, request.ip);
      return { method: 'totp', ...(await startTotp(app.db, ctx)) };
    },
  );

  route(
    app,
    { method: 'POST', url: `${PROFILE}/2fa/email/start`, guard: PERMIT, body: passwordConfirmationSchema },
    async ({ request, body: { password } }) => {
      const ctx = staffContext(request);
      await confirmCurrentPassword(app.db, ctx.user, password, request.ip);
      const { sentTo } = await startEmail(app.db, ctx);
      return { method: 'email', sentTo, ...codeNotice(ctx.t, app.config, sentTo) };
    },
  );

  for (const method of ['totp', 'email'] as const) {
    route(
      app,
      {
        method: 'POST',
        url: `${PROFILE}/2fa/${method}/confirm`,
        guard: PERMIT,
        body: twoFactorConfirmSchema,
      },
      async ({ request, body: { code } }) => {
        const ctx = staffContext(request);
        const result = await confirmSetup(app.db, ctx, method, code, request.ip);
        return { ...result, message: ctx.t('two_factor_enabled') };
      },
    );
  }

  route(
    app,
    { method: 'POST', url: `${PROFILE}/2fa/disable`, guard: PERMIT, body: passwordConfirmationSchema },
    async ({ request, body: { password } }) => {
      const ctx = staffContext(request);
      await confirmCurrentPassword(app.db, ctx.user, password, request.ip);
      return { twoFactor: await disableTwoFactor(app.db, ctx), message: ctx.t('two_factor_disabled') };
    },
  );

  route(
    app,
    { method: 'POST', url: `${PROFILE}/2fa/recovery-codes`, guard: PERMIT, body: passwordConfirmationSchema },
    async ({ request, body: { password } }) => {
      const ctx = staffContext(request);
      await confirmCurrentPassword(app.db, ctx.user, password, request.ip);
      return {
        recoveryCodes: await regenerateRecoveryCodes(app.db, ctx),
        message: ctx.t('recovery_codes_regenerated'),
      };
    },
  );

  // ---- project setting (admin) ----
  route(app, { method: 'GET', url: '/api/v1/settings/two-factor', guard: ADMIN }, async ({ request }) =>
    projectTwoFactorSetting(app.db, staffContext(request).project),
  );

  route(
    app,
    { method: 'POST', url: '/api/v1/settings/two-factor', guard: ADMIN, body: twoFactorProjectSettingSchema },
    async ({ request, body: { require_2fa } }) => {
      const ctx = staffContext(request);
      const saved = await saveProjectTwoFactorSetting(app.db, ctx, require_2fa);
      return { ...saved, message: ctx.t('two_factor_setting_saved') };
    },
  );

  // ---- password reset (public) ----
  route(
    app,
    { method: 'POST', url: `${RESET}/request`, guard: PUBLIC, body: passwordResetRequestSchema },
    async ({ request, body: input }) => {
      const login = input.username || input.email || '';
      await requestPasswordReset(app.db, app.config, requireProject(request), { login, ip: request.ip });
      return { message: request.t('password_reset_requested') };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: `${RESET}/check/:id/init`,
      guard: PUBLIC,
      params: linkCheckParams,
      query: linkCheckQuery,
    },
    ({ request, params, query }) =>
      checkPasswordReset(app.db, requireProject(request), params.id, query.token),
  );

  route(
    app,
    { method: 'POST', url: `${RESET}/confirm`, guard: PUBLIC, body: passwordResetConfirmSchema },
    async ({ request, body: input }) => {
      await confirmPasswordReset(app.db, requireProject(request), input);
      return { message: request.t('password_reset_done') };
    },
  );
}
