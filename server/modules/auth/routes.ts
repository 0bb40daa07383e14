import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loginSchema,
  twoFactorAuthenticationSchema,
  twoFactorChallengeSchema,
  twoFactorSetupSchema,
} from '../../../schema/validation';
import { requireProject, staffContext } from '../../core/context';
import { PERMIT, PUBLIC, route } from '../../core/route';
import { codeNotice } from '../account/mails';
import { mailDelivery } from '../../core/mail';
import { login, logout } from './service';
import { completeTwoFactor, resendCode, setupFromChallenge } from './twoFactor';

const origin = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const post = { method: 'POST', guard: PUBLIC } as const;

  route(app, { ...post, url: '/api/v1/login', body: loginSchema }, async ({ request, body }) => {
    const reply = await login(app.db, requireProject(request), { ...body, ...origin(request) });
    // an e-mailed code: whether it left or waits in the outbox (no mail server)
    return 'sentTo' in reply && reply.sentTo ? { ...reply, delivery: mailDelivery(app.config) } : reply;
  });

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
      return { ...reply, ...codeNotice(request.t, app.config, reply.sentTo) };
    },
  );

  route(
    app,
    { ...post, url: '/api/v1/2fa-authentication/resend', body: twoFactorChallengeSchema },
    async ({ request, body }) => {
      const { sentTo } = await resendCode(app.db, requireProject(request), body);
      return { sentTo, ...codeNotice(request.t, app.config, sentTo) };
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
