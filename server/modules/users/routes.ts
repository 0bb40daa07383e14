import type { FastifyInstance } from 'fastify';
import type { MailDelivery } from '../../../schema/api/communication';
import type { UserActionReply, UserCreatedReply } from '../../../schema/api/users';
import { rowIdParams } from '../../../schema/rowId';
import { userCreateSchema, userUpdateSchema } from '../../../schema/users';
import { linkCheckParams, linkCheckQuery, passwordResetConfirmSchema } from '../../../schema/validation';
import { requireProject, staffContext } from '../../core/context';
import type { MessageKey } from '../../core/i18n/index';
import { mailDelivery } from '../../core/mail';
import { ADMIN, PUBLIC, route } from '../../core/route';
import { copyInvitationLink } from './invitationLink';
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

const USERS = '/api/v1/settings/users';
const INVITATION = '/api/v1/accounts/invitation';

/** The notice of an invitation: sent, or waiting in the outbox for lack of a mail server. */
const INVITED = { smtp: 'user_invited', outbox: 'user_invited_outbox' } as const satisfies Record<
  MailDelivery,
  MessageKey
>;

const params = rowIdParams('id');
const missing = 'user_not_found';
const one = { guard: ADMIN, params, missing } as const;

/**
 * User management (spec 2 section 7.17, settings > users): the list is a list schema
 * (GET /api/v1/settings/users); here the form, the invitation and the actions on one user, and the
 * public page where an invited person sets their password.
 */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  route(app, { method: 'GET', url: `${USERS}/choices`, guard: ADMIN }, ({ request }) =>
    userChoices(app.db, staffContext(request)),
  );

  route(
    app,
    { method: 'POST', url: `${USERS}/create`, guard: ADMIN, body: userCreateSchema },
    async ({ request, body }) => {
      const ctx = staffContext(request);
      const user = await createUser(app.db, ctx, body, app.config);
      const delivery = mailDelivery(app.config);
      const reply: UserCreatedReply = {
        ...(await userDetail(app.db, ctx, user)),
        message: ctx.t(INVITED[delivery], { email: user.email }),
        delivery,
      };
      return reply;
    },
  );

  route(app, { ...one, method: 'GET', url: `${USERS}/:id` }, async ({ request, params }) => {
    const ctx = staffContext(request);
    return userDetail(app.db, ctx, await findUser(app.db, ctx, params.id));
  });

  route(
    app,
    { ...one, method: 'POST', url: `${USERS}/:id/edit`, body: userUpdateSchema },
    async ({ request, params, body }) => {
      const ctx = staffContext(request);
      const target = await findUser(app.db, ctx, params.id);
      const user = await updateUser(app.db, ctx, target, body);
      return { ...(await userDetail(app.db, ctx, user)), message: ctx.t('user_saved') };
    },
  );

  route(app, { ...one, method: 'POST', url: `${USERS}/:id/deactivate` }, async ({ request, params }) => {
    const ctx = staffContext(request);
    const target = await findUser(app.db, ctx, params.id);
    const endedSessions = await deactivateUser(app.db, ctx, target);
    return { endedSessions, message: ctx.t('user_deactivated') };
  });

  route(app, { ...one, method: 'POST', url: `${USERS}/:id/activate` }, async ({ request, params }) => {
    const ctx = staffContext(request);
    await activateUser(app.db, ctx, await findUser(app.db, ctx, params.id));
    return { message: ctx.t('user_activated') };
  });

  route(app, { ...one, method: 'POST', url: `${USERS}/:id/reset-2fa` }, async ({ request, params }) => {
    const ctx = staffContext(request);
    await resetTwoFactor(app.db, ctx, await findUser(app.db, ctx, params.id));
    return { message: ctx.t('user_two_factor_reset') };
  });

  route(
    app,
    { ...one, method: 'POST', url: `${USERS}/:id/resend-invitation` },
    async ({ request, params }) => {
      const ctx = staffContext(request);
      const target = await findUser(app.db, ctx, params.id);
      await resendInvitation(app.db, ctx, target, app.config);
      const delivery = mailDelivery(app.config);
      const reply: UserActionReply = { message: ctx.t(INVITED[delivery], { email: target.email }), delivery };
      return reply;
    },
  );

  // a new link to hand over without mail; the reply holds a secret, so nothing may keep it
  route(
    app,
    { ...one, method: 'POST', url: `${USERS}/:id/invitation-link` },
    async ({ request, reply, params }) => {
      const ctx = staffContext(request);
      const target = await findUser(app.db, ctx, params.id);
      void reply.header('cache-control', 'no-store');
      return copyInvitationLink(app.db, ctx, target, app.config);
    },
  );

  // ---- the invited person (public) ----
  route(
    app,
    {
      method: 'GET',
      url: `${INVITATION}/:id/init`,
      guard: PUBLIC,
      params: linkCheckParams,
      query: linkCheckQuery,
    },
    ({ request, params, query }) => checkInvitation(app.db, requireProject(request), params.id, query.token),
  );

  route(
    app,
    { method: 'POST', url: `${INVITATION}/confirm`, guard: PUBLIC, body: passwordResetConfirmSchema },
    async ({ request, body }) => {
      await acceptInvitation(app.db, requireProject(request), body);
      return { message: request.t('invitation_accepted') };
    },
  );
}
