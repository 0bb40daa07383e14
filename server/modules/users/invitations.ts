import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { INVITATION_VALID_HOURS } from '../../../schema/users';
import { recordAudit } from '../../core/audit';
import { hashToken, newToken } from '../../core/auth';
import type { Config } from '../../core/config';
import type { StaffContext } from '../../core/context';
import { ApiError, badRequest } from '../../core/errors';
import { translate } from '../../core/i18n/index';
import { paragraphsMail, queueMail } from '../../core/mail';
import { hashPassword } from '../../core/passwords';
import type { Executor } from '../../core/scope';
import type { Database, Project, User } from '../../db/types';
import type { UserInvitation } from '../../db/tables/users';
import { userLanguage } from '../account/mails';
import { projectUrl } from '../shared/service';

/**
 * Invitations: a new user gets a mail with a single-use link to set their password, valid for 72
 * hours. The link carries a random public id and a 256-bit token of which only the SHA-256 is
 * stored; it works once, on the project it was sent from, and a new one voids the earlier ones.
 */

const iso = (ms: number) => new Date(ms).toISOString();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function invitationLink(
  config: Pick<Config, 'publicUrl'>,
  project: Project,
  publicId: string,
  token: string,
) {
  return `${projectUrl(config, project.slug)}/action/account/${publicId}/invitation?token=${token}`;
}

export function openInvitation(db: Executor, userId: number): Promise<UserInvitation | undefined> {
  return db
    .selectFrom('user_invitations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(Date.now()))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The project the link is for: the request's when the user works in it, else the first of theirs. */
async function linkProject(trx: Executor, ctx: StaffContext, user: User): Promise<Project> {
  if (user.role === 'superadmin') return ctx.project;
  const projects = await trx
    .selectFrom('projects')
    .innerJoin('user_projects', 'user_projects.project_id', 'projects.id')
    .selectAll('projects')
    .where('user_projects.user_id', '=', user.id)
    .orderBy('projects.id')
    .execute();
  return projects.find((p) => p.id === ctx.project.id) ?? projects[0] ?? ctx.project;
}

/** A new invitation link of a user: where it leads, until when, and the project it is for. */
export interface IssuedInvitation {
  link: string;
  expiresAt: string;
  project: Project;
}

/**
 * Voids the user's open links and makes a new one (in the caller's transaction). The token is
 * answered only here: the database keeps its SHA-256.
 */
export async function newInvitation(
  trx: Executor,
  ctx: StaffContext,
  user: User,
  config: Pick<Config, 'publicUrl'>,
): Promise<IssuedInvitation> {
  const now = Date.now();
  await trx
    .updateTable('user_invitations')
    .set({ used_at: iso(now) })
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .execute();
  const project = await linkProject(trx, ctx, user);
  const token = newToken();
  const publicId = randomUUID();
  const expiresAt = iso(now + INVITATION_VALID_HOURS * 3_600_000);
  await trx
    .insertInto('user_invitations')
    .values({
      public_id: publicId,
      user_id: user.id,
      project_id: project.id,
      token_hash: hashToken(token),
      created_by: ctx.user.id,
      created_at: iso(now),
      expires_at: expiresAt,
    })
    .execute();
  return { link: invitationLink(config, project, publicId, token), expiresAt, project };
}

/** Voids the user's open links and mails a new one (in the caller's transaction). */
export async function issueInvitation(
  trx: Executor,
  ctx: StaffContext,
  user: User,
  config: Pick<Config, 'publicUrl'>,
): Promise<void> {
  const { link, project } = await newInvitation(trx, ctx, user, config);
  const lang = userLanguage(user);
  const inviter = `${ctx.user.first_name} ${ctx.user.last_name}`.trim() || ctx.user.username;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  const site = `${project.title} – ${translate(lang, 'site_title')}`;
  const paragraphs = [
    translate(lang, 'mail_greeting', { name }),
    translate(lang, 'mail_invitation_intro', { inviter, site, username: user.username }),
    link,
    translate(lang, 'mail_invitation_valid', { hours: INVITATION_VALID_HOURS }),
    translate(lang, 'mail_signature', { site }),
  ];
  await queueMail(trx, {
    to: user.email,
    subject: translate(lang, 'mail_invitation_subject', { site }),
    ...paragraphsMail(paragraphs),
    kind: 'invitation',
    projectId: project.id,
  });
}

const invalidLink = () => badRequest('invitation_link_invalid');

/**
 * The invitation of a link: unknown, wrong token, another project or a deactivated account: 400;
 * used or expired (told only to the holder of the right token): 410.
 */
async function findInvitation(
  db: Executor,
  project: Project,
  publicId: string,
  token: string,
  now: number,
): Promise<{ invitation: UserInvitation; user: User }> {
  if (!UUID.test(publicId) || !token) throw invalidLink();
  const invitation = await db
    .selectFrom('user_invitations')
    .selectAll()
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  if (!invitation || !timingSafeEqual(Buffer.from(invitation.token_hash), Buffer.from(hashToken(token))))
    throw invalidLink();
  if (invitation.project_id !== project.id) throw invalidLink();
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', invitation.user_id)
    .executeTakeFirst();
  if (!user || user.is_active !== 1 || user.organisation_id !== project.organisation_id) throw invalidLink();
  if (invitation.used_at) throw new ApiError(410, 'invitation_link_used');
  if (Date.parse(invitation.expires_at) <= now) throw new ApiError(410, 'invitation_link_expired');
  return { invitation, user };
}

/** GET /api/v1/accounts/invitation/{id}/init?token= */
export async function checkInvitation(db: Executor, project: Project, publicId: string, token: string) {
  const { invitation, user } = await findInvitation(db, project, publicId, token, Date.now());
  return { valid: true as const, username: user.username, expiresAt: invitation.expires_at };
}

/** Sets the first password; the link is used up. The person then signs in. */
export async function acceptInvitation(
  db: Kysely<Database>,
  project: Project,
  input: { id: string; token: string; password: string },
): Promise<void> {
  const now = Date.now();
  const { invitation, user } = await findInvitation(db, project, input.id, input.token, now);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('user_invitations')
      .set({ used_at: iso(now) })
      .where('id', '=', invitation.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new ApiError(410, 'invitation_link_used');
    await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        password_changed_at: iso(now),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', user.id)
      .execute();
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'invitation_accept',
      entity: 'users',
      entityId: user.id,
      before: { status: 'invited' },
      after: { status: 'active' },
    });
  });
}
