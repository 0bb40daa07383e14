import { randomUUID, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { hashToken, hasProjectAccess, newToken } from '../../core/auth';
import type { Config } from '../../core/config';
import { ApiError, badRequest } from '../../core/errors';
import { hashPassword } from '../../core/passwords';
import type { Database, Project, User } from '../../db/types';
import { projectUrl } from '../shared/service';
import { passwordResetMail } from './mails';
import { setPassword } from './password';

/**
 * Password reset by e-mail (spec 2 section 7.3): request, check, confirm. The link carries the
 * reset's random public id and a 256-bit token, of which only the SHA-256 is stored; it works
 * once, for one hour, on the project it was asked for.
 */

export const RESET_VALID_MINUTES = 60;
/** mails one account may be sent within an hour; further requests answer the same and send nothing */
export const RESET_MAX_PER_HOUR = 3;
/** every request takes at least this long, so that the time of the reply does not tell whether the account exists */
const REQUEST_MIN_MS = 250;

const iso = (ms: number) => new Date(ms).toISOString();

export function resetLink(
  config: Pick<Config, 'publicUrl'>,
  project: Project,
  publicId: string,
  token: string,
) {
  return `${projectUrl(config, project.slug)}/action/account/${publicId}/password-reset-form?token=${token}`;
}

async function issueReset(
  db: Kysely<Database>,
  config: Pick<Config, 'publicUrl'>,
  project: Project,
  login: string,
  ip: string,
  now: number,
): Promise<void> {
  const key = login.trim().toLowerCase();
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username_key', '=', key), eb('email_key', '=', key)]))
    .executeTakeFirst();
  if (!user || user.is_active !== 1 || user.user_type !== 'staff') return;
  if (user.organisation_id !== project.organisation_id || !(await hasProjectAccess(db, user, project)))
    return;
  const recent = await db
    .selectFrom('password_resets')
    .select('id')
    .where('user_id', '=', user.id)
    .where('created_at', '>', iso(now - 60 * 60_000))
    .execute();
  if (recent.length >= RESET_MAX_PER_HOUR) return;

  const token = newToken();
  const publicId = randomUUID();
  await db.transaction().execute(async (trx) => {
    // links that ended a week ago are of no use to anyone any more
    await trx
      .deleteFrom('password_resets')
      .where('expires_at', '<', iso(now - 7 * 24 * 60 * 60_000))
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        public_id: publicId,
        user_id: user.id,
        token_hash: hashToken(token),
        created_at: iso(now),
        expires_at: iso(now + RESET_VALID_MINUTES * 60_000),
        ip,
        project_id: project.id,
      })
      .execute();
    await passwordResetMail(trx, project, user, resetLink(config, project, publicId, token));
  });
}

/** Mails a reset link when the account exists and may work in this project; the caller answers the same either way. */
export async function requestPasswordReset(
  db: Kysely<Database>,
  config: Pick<Config, 'publicUrl'>,
  project: Project,
  input: { login: string; ip: string },
): Promise<void> {
  const started = Date.now();
  try {
    await issueReset(db, config, project, input.login, input.ip, started);
  } finally {
    const rest = REQUEST_MIN_MS - (Date.now() - started);
    if (rest > 0) await sleep(rest);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const invalidLink = () => badRequest('password_reset_link_invalid');

/**
 * The reset of a link: unknown id, wrong token, another project than the one it was asked for or
 * a deactivated account: 400; used or expired (told only to the holder of the right token): 410.
 */
async function findReset(
  db: Kysely<Database>,
  project: Project,
  publicId: string,
  token: string,
  now: number,
): Promise<{ resetId: number; expiresAt: string; user: User }> {
  if (!UUID.test(publicId) || !token) throw invalidLink();
  const reset = await db
    .selectFrom('password_resets')
    .selectAll()
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  const given = Buffer.from(hashToken(token));
  if (!reset || !timingSafeEqual(Buffer.from(reset.token_hash), given)) throw invalidLink();
  // a link works only on the project it was asked for: elsewhere it is as good as unknown
  if (reset.project_id !== project.id) throw invalidLink();
  const user = await db.selectFrom('users').selectAll().where('id', '=', reset.user_id).executeTakeFirst();
  if (!user || user.is_active !== 1 || user.organisation_id !== project.organisation_id) throw invalidLink();
  if (reset.used_at) throw new ApiError(410, 'password_reset_link_used');
  if (Date.parse(reset.expires_at) <= now) throw new ApiError(410, 'password_reset_link_expired');
  return { resetId: reset.id, expiresAt: reset.expires_at, user };
}

/** GET .../check/{id}/init?token=: whether the link still works, and whose password it resets. */
export async function checkPasswordReset(
  db: Kysely<Database>,
  project: Project,
  publicId: string,
  token: string,
): Promise<{ valid: true; username: string; expiresAt: string }> {
  const { user, expiresAt } = await findReset(db, project, publicId, token, Date.now());
  return { valid: true, username: user.username, expiresAt };
}

/**
 * Sets the new password, in one transaction: the link is used up (with every other open link of
 * the account), every session of the user ends, and the user is told by mail.
 */
export async function confirmPasswordReset(
  db: Kysely<Database>,
  project: Project,
  input: { id: string; token: string; password: string },
): Promise<void> {
  const now = Date.now();
  const { resetId, user } = await findReset(db, project, input.id, input.token, now);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: iso(now) })
      .where('id', '=', resetId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    // the same link confirmed twice at once: the second one finds it used
    if (Number(used.numUpdatedRows) !== 1) throw new ApiError(410, 'password_reset_link_used');
    await setPassword(trx, project, user, passwordHash, {
      keepSessionId: null,
      action: 'password_reset',
      now,
    });
  });
}
