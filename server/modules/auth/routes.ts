import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMIT } from '../../../schema/permissions';
import {
  loginSchema,
  twoFactorAuthenticationSchema,
  twoFactorChallengeSchema,
  twoFactorSetupSchema,
} from '../../../schema/validation';
import { requireProject, staffContext } from '../../core/context';
import { parse } from '../../core/validate';
import { login, logout } from './service';
import { completeTwoFactor, resendCode, setupFromChallenge } from './twoFactor';

const PUBLIC = { kind: 'public' } as const;

const origin = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/v1/login', { config: { guard: PUBLIC } }, async (request) => {
    const body = parse(loginSchema, request.body);
    return login(app.db, requireProject(request), { ...body, ...origin(request) });
  });

  app.post('/api/v1/2fa-authentication', { config: { guard: PUBLIC } }, async (request) => {
    const body = parse(twoFactorAuthenticationSchema, request.body);
    return completeTwoFactor(app.db, requireProject(request), { ...body, ...origin(request) });
  });

  app.post('/api/v1/2fa-authentication/setup', { config: { guard: PUBLIC } }, async (request) => {
    const body = parse(twoFactorSetupSchema, request.body);
    const reply = await setupFromChallenge(app.db, requireProject(request), body);
    if (reply.method === 'totp') return reply;
    return { ...reply, message: request.t('two_factor_code_sent', { email: reply.sentTo }) };
  });

  app.post('/api/v1/2fa-authentication/resend', { config: { guard: PUBLIC } }, async (request) => {
    const body = parse(twoFactorChallengeSchema, request.body);
    const { sentTo } = await resendCode(app.db, requireProject(request), body);
    return { sentTo, message: request.t('two_factor_code_sent', { email: sentTo }) };
  });

  app.post('/api/v1/logout', { config: { guard: PERMIT, endsSession: true } }, async (request) => {
    const { auth, t } = staffContext(request);
    await logout(app.db, auth.sessionId);
    return { message: t('logged_out') };
  });
}
