import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loginSchema,
  twoFactorAuthenticationSchema,
  twoFactorChallengeSchema,
  twoFactorSetupSchema,
} from '../../../schema/validation';
import { requireProject, staffContext } from '../../core/context';
import { PERMIT, PUBLIC, route } from '../../core/route';
import { login, logout } from './service';
import { completeTwoFactor, resendCode, setupFromChallenge } from './twoFactor';

const origin = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const post = { method: 'POST', guard: PUBLIC } as const;

  route(app, { ...post, url: '/api/v1/login', body: loginSchema }, ({ request, body }) =>
    login(app.db, requireProject(request), { ...body, ...origin(request) }),
  );

  route(
    app,
    { ...post, url: '/api/v1/2fa-authentication', body: twoFactorAuthenticationSchema },
    ({ request, body }) =>
      completeTwoFactor(app.db, requireProject(request), { ...body, ...origin(request) }),
  );

  route(
    app,
    { ...post, url: '/api/v1/2fa-authentication/setup', body: twoFactorSetupSchema },
    async ({ request, body }) => {
      const reply = await setupFromChallenge(app.db, requireProject(request), body);
      if (reply.method === 'totp') return reply;
      return { ...reply, message: request.t('two_factor_code_sent', { email: reply.sentTo }) };
    },
  );

  route(
    app,
    { ...post, url: '/api/v1/2fa-authentication/resend', body: twoFactorChallengeSchema },
    async ({ request, body }) => {
      const { sentTo } = await resendCode(app.db, requireProject(request), body);
      return { sentTo, message: request.t('two_factor_code_sent', { email: sentTo }) };
    },
  );

  route(
    app,
    { method: 'POST', url: '/api/v1/logout', guard: PERMIT, endsSession: true },
    async ({ request }) => {
      const { auth, t } = staffContext(request);
      await logout(app.db, auth.sessionId);
      return { message: t('logged_out') };
    },
  );
}
