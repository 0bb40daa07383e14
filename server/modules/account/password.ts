import type { Kysely } from 'kysely';
import { recordAudit } from '../../core/audit';
import { badRequest } from '../../core/errors';
import { verifyPassword } from '../../core/passwords';
import type { Executor } from '../../core/scope';
import type { Database, Project, User } from '../../db/types';
import {
  accountKey,
  assertNotThrottled,
  clearFailures,
  currentPasswordKey,
  recordFailure,
} from '../auth/throttle';
import { passwordChangedMail } from './mails';

/**
 * Asks for the user's current password before a change that needs it (password change, two-factor
 * settings). A wrong one is a field error on `field` and counts against the user: 10 within 15
 * minutes and the answer is 429 for a while, so that a taken-over session cannot guess it.
 */
export async function confirmCurrentPassword(
  db: Kysely<Database>,
  user: User,
  password: string,
  ip: string,
  field = 'password',
): Promise<void> {
  const now = Date.now();
  const key = currentPasswordKey(user.id);
  await assertNotThrottled(db, key, now, 'too_many_password_attempts');
  if (!(await verifyPassword(user.password_hash, password))) {
    await recordFailure(db, key, ip, now);
    throw badRequest('current_password_wrong', {}, { errors: { [field]: 'current_password_wrong' } });
  }
  await clearFailures(db, key);
}

/**
 * Sets a new password, within the caller's transaction (recorded in the audit trail): ends the user's sessions (all of them, or
 * all but `keepSessionId`), pending two-factor sign-ins and unused reset links, clears the
 * sign-in failures of the account, and tells the user by mail. Answers the number of sessions ended.
 */
export async function setPassword(
  trx: Executor,
  project: Project,
  user: User,
  passwordHash: string,
  options: { keepSessionId: number | null; action: 'password_change' | 'password_reset'; now: number },
): Promise<number> {
  const { keepSessionId, action, now } = options;
  const stamp = new Date(now).toISOString();
  await trx
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      password_changed_at: stamp,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', user.id)
    .execute();
  let sessions = trx.deleteFrom('sessions').where('user_id', '=', user.id);
  if (keepSessionId !== null) sessions = sessions.where('id', '!=', keepSessionId);
  const ended = await sessions.executeTakeFirst();
  await trx.deleteFrom('two_factor_challenges').where('user_id', '=', user.id).execute();
  await trx
    .updateTable('password_resets')
    .set({ used_at: stamp })
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .deleteFrom('login_failures')
    .where('username_key', 'in', [accountKey(user.id), currentPasswordKey(user.id)])
    .execute();
  // the trail records that and when, never a hash
  await recordAudit(trx, {
    projectId: project.id,
    userId: user.id,
    action,
    entity: 'users',
    entityId: user.id,
    before: { password_changed_at: user.password_changed_at },
    after: { password_changed_at: stamp },
  });
  await passwordChangedMail(trx, project, user, new Date(now));
  return Number(ended.numDeletedRows);
}
