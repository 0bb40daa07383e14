import type { FastifyInstance } from 'fastify';
import { PERMIT } from '../../../schema/permissions';
import { loginSchema } from '../../../schema/validation';
import { requireProject, staffContext } from '../../core/context';
import { parse } from '../../core/validate';
import { login, logout } from './service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/v1/login', { config: { guard: { kind: 'public' } } }, async (request) => {
    const body = parse(loginSchema, request.body);
    return login(app.db, requireProject(request), {
      ...body,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
  });

  app.post('/api/v1/logout', { config: { guard: PERMIT } }, async (request) => {
    const { auth, t } = staffContext(request);
    await logout(app.db, auth.sessionId);
    return { message: t('logged_out') };
  });
}
