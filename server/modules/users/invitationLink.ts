import type { Kysely } from 'kysely';
import type { InvitationLinkReply } from '../../../schema/api/users';
import { recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { ApiError } from '../../core/errors';
import type { Database, User } from '../../db/types';
import { newInvitation } from './invitations';
import { mayChange } from './service';

/**
 * A new invitation link for the admin to hand over by other means than mail (no mail server, a
 * mail that never arrived). Tokens are stored hashed, so the link cannot be shown again: a new
 * one is made and the earlier links (the mailed one too) stop working. Audited.
 */
export async function copyInvitationLink(
  db: Kysely<Database>,
  ctx: StaffContext,
  target: User,
  links: { publicUrl: string },
): Promise<InvitationLinkReply> {
  mayChange(ctx, target);
  if (target.is_active !== 1 || target.password_hash !== '') throw new ApiError(409, 'user_not_invited');
  return db.transaction().execute(async (trx) => {
    const issued = await newInvitation(trx, ctx, target, links);
    await recordAudit(trx, {
      projectId: ctx.project.id,
      userId: ctx.user.id,
      action: 'invitation_link_copy',
      entity: 'users',
      entityId: target.id,
      before: null,
      after: { email: target.email, expires_at: issued.expiresAt },
    });
    return {
      link: issued.link,
      expires_at: issued.expiresAt,
      message: ctx.t('user_invitation_link_issued'),
    };
  });
}
