import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN } from '../../../schema/permissions';
import { rowIdParams } from '../../../schema/rowId';
import { userCreateSchema, userUpdateSchema } from '../../../schema/users';
import { passwordResetConfirmSchema } from '../../../schema/validation';
import { requireProject, staffContext } from '../../core/context';
import { parse, pathIds } from '../../core/validate';
import { acceptInvitation, checkInvitation } from './invitations';
import {
  activateUser,
  createUser,
  deactivateUser,
  findUser,
  resendInvitation,
  resetTwoFactor,
  updateUser,
  userChoices,
  userDetail,
} from './service';

const PUBLIC = { kind: 'public' } as const;
const USERS = '/api/v1/settings/users';
const INVITATION = '/api/v1/accounts/invitation';

const idParams = rowIdParams('id');

function idOf(request: FastifyRequest): number {
  return pathIds(idParams, request.params, 'user_not_found').id;
}

/**
 * User management (spec 2 section 7.17, settings > users): the list is a list schema
 * (GET /api/v1/settings/users); here the form, the invitation and the actions on one user, and the
 * public page where an invited person sets their password.
 */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${USERS}/choices`, { config: { guard: ADMIN } }, async (request) =>
    userChoices(app.db, staffContext(request)),
  );

  app.post(`${USERS}/create`, { config: { guard: ADMIN } }, async (request) => {
    const ctx = staffContext(request);
    const input = parse(userCreateSchema, request.body);
    const user = await createUser(app.db, ctx, input, app.config);
    return {
      ...(await userDetail(app.db, ctx, user)),
      message: ctx.t('user_invited', { email: user.email }),
    };
  });

  app.get(`${USERS}/:id`, { config: { guard: ADMIN } }, async (request) => {
    const ctx = staffContext(request);
    return userDetail(app.db, ctx, await findUser(app.db, ctx, idOf(request)));
  });

  app.post(`${USERS}/:id/edit`, { config: { guard: ADMIN } }, async (request) => {
    const ctx = staffContext(request);
    const target = await findUser(app.db, ctx, idOf(request));
    const input = parse(userUpdateSchema, request.body);
    const user = await updateUser(app.db, ctx, target, input);
    return { ...(await userDetail(app.db, ctx, user)), message: ctx.t('user_saved') };
  });

  app.post(`${USERS}/:id/deactivate`, { config: { guard: ADMIN } }, async (request) => {
    const ctx = staffContext(request);
    const target = await findUser(app.db, ctx, idOf(request));
    const endedSessions = await deactivateUser(app.db, ctx, target);
    return { endedSessions, message: ctx.t('user_deactivated') };
  });

  app.post(`${USERS}/:id/activate`, { config: { guard: ADMIN } }, async (request) => {
    const ctx = staffContext(request);
    await activateUser(app.db, ctx, await findUser(app.db, ctx, idOf(request)));
    return { message: ctx.t('user_activated') };
  });

  app.post(`${USERS}/:id/reset-2fa`, { config: { guard: ADMIN } }, async (request) => {
    const ctx = staffContext(request);
    await resetTwoFactor(app.db, ctx, await findUser(app.db, ctx, idOf(request)));
    return { message: ctx.t('user_two_factor_reset') };
  });

  app.post(`${USERS}/:id/resend-invitation`, { config: { guard: ADMIN } }, async (request) => {
    const ctx = staffContext(request);
    const target = await findUser(app.db, ctx, idOf(request));
    await resendInvitation(app.db, ctx, target, app.config);
    return { message: ctx.t('user_invited', { email: target.email }) };
  });

  // ---- the invited person (public) ----
  app.get(`${INVITATION}/:id/init`, { config: { guard: PUBLIC } }, async (request) => {
    const { id } = request.params as { id: string };
    const { token } = request.query as { token?: unknown };
    return checkInvitation(app.db, requireProject(request), id, typeof token === 'string' ? token : '');
  });

  app.post(`${INVITATION}/confirm`, { config: { guard: PUBLIC } }, async (request) => {
    const input = parse(passwordResetConfirmSchema, request.body);
    await acceptInvitation(app.db, requireProject(request), input);
    return { message: request.t('invitation_accepted') };
  });
}
