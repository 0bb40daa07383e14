import type { Kysely } from 'kysely';
import type { TwoFactorMethodName } from '../../../schema/validation';
import { recordAudit } from '../../core/audit';
import { ApiError, badRequest } from '../../core/errors';
import type { StaffContext } from '../../core/context';
import { scoped } from '../../core/scope';
import { newTotpSecret } from '../../core/totp';
import type { Database } from '../../db/types';
import { maskEmail, totpSetup } from '../auth/twoFactor';
import {
  assertMayGuess,
  clearGuessFailures,
  codeKey,
  recordGuessFailure,
  type Guess,
} from '../auth/throttle';
import { twoFactorDisabledMail } from './mails';
import { twoFactorStatus, type TwoFactorStatus } from './profile';
import {
  activatePending,
  activeMethod,
  assertMaySendCode,
  auditTwoFactor,
  ENROL_EMAIL_CODE_MINUTES,
  issueEmailCode,
  pendingMethod,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  setPending,
  turnOff,
  twoFactorOf,
  twoFactorRequiredFor,
  useSecondFactor,
} from './twoFactor';

/**
 * Two-factor settings in the profile: set up an app (TOTP) or e-mailed codes, confirm with a first
 * code (which switches the method on and shows ten recovery codes once), turn off, new recovery
 * codes. Starting a set-up, turning off and new recovery codes ask for the current password
 * (checked by the route before these run).
 */

export async function startTotp(db: Kysely<Database>, ctx: StaffContext) {
  const secret = newTotpSecret();
  await setPending(db, ctx.user.id, 'totp', secret, Date.now());
  return totpSetup(ctx.user, secret);
}

export async function startEmail(db: Kysely<Database>, ctx: StaffContext): Promise<{ sentTo: string }> {
  const now = Date.now();
  // asking again sends a new code, within the resend limits
  await assertMaySendCode(db, ctx.user.id, null, now);
  await db.transaction().execute(async (trx) => {
    await setPending(trx, ctx.user.id, 'email', null, now);
    await issueEmailCode(trx, ctx.project, ctx.user, null, ENROL_EMAIL_CODE_MINUTES, now);
  });
  return { sentTo: maskEmail(ctx.user.email) };
}

/** The first code of the method being set up; wrong codes count like wrong sign-in codes. */
export async function confirmSetup(
  db: Kysely<Database>,
  ctx: StaffContext,
  method: TwoFactorMethodName,
  code: string,
  ip: string,
): Promise<{ recoveryCodes: string[]; twoFactor: TwoFactorStatus }> {
  const now = Date.now();
  const guess: Guess = { scope: '2fa', key: codeKey(ctx.user.id), ip };
  await assertMayGuess(db, guess, now, 'too_many_code_attempts');
  const row = await twoFactorOf(db, ctx.user.id);
  if (pendingMethod(row) !== method) throw new ApiError(409, 'two_factor_not_pending');
  const recoveryCodes = await db.transaction().execute(async (trx) => {
    const factor = await useSecondFactor(trx, row, code, { mode: 'pending', challengeId: null, now });
    if (!factor) return null;
    await activatePending(trx, row!, now);
    await clearGuessFailures(trx, guess);
    const before = { method: activeMethod(row) };
    await auditTwoFactor(trx, ctx.project.id, ctx.user.id, 'two_factor_enable', before, { method });
    return replaceRecoveryCodes(trx, ctx.user.id, now);
  });
  if (!recoveryCodes) {
    await recordGuessFailure(db, guess, now);
    throw badRequest('two_factor_code_invalid', {}, { errors: { code: 'two_factor_code_invalid' } });
  }
  return { recoveryCodes, twoFactor: await twoFactorStatus(db, ctx) };
}

/** Turns two-factor sign-in off, unless a project the user works in requires it. */
export async function disableTwoFactor(db: Kysely<Database>, ctx: StaffContext): Promise<TwoFactorStatus> {
  const row = await twoFactorOf(db, ctx.user.id);
  if (!activeMethod(row) && !pendingMethod(row)) throw new ApiError(409, 'two_factor_not_enabled');
  if (activeMethod(row) && (await twoFactorRequiredFor(db, ctx.user))) {
    throw new ApiError(409, 'two_factor_required_by_project');
  }
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await turnOff(trx, ctx.user.id, now);
    if (activeMethod(row)) {
      const before = { method: activeMethod(row) };
      await auditTwoFactor(trx, ctx.project.id, ctx.user.id, 'two_factor_disable', before, { method: null });
      await twoFactorDisabledMail(trx, ctx.project, ctx.user, new Date(now));
    }
  });
  return twoFactorStatus(db, ctx);
}

/** Ten new recovery codes; the previous ones stop working. */
export async function regenerateRecoveryCodes(db: Kysely<Database>, ctx: StaffContext): Promise<string[]> {
  if (!activeMethod(await twoFactorOf(db, ctx.user.id))) throw new ApiError(409, 'two_factor_not_enabled');
  return db.transaction().execute(async (trx) => {
    const before = { recovery_codes_left: await recoveryCodesLeft(trx, ctx.user.id) };
    const codes = await replaceRecoveryCodes(trx, ctx.user.id, Date.now());
    const after = { recovery_codes_left: codes.length };
    await auditTwoFactor(trx, ctx.project.id, ctx.user.id, 'recovery_codes_replace', before, after);
    return codes;
  });
}

export interface ProjectTwoFactorSetting {
  require_2fa: boolean;
  /** active staff who may work in the project, and how many of them have a second factor */
  staff: { total: number; enrolled: number };
}

/** GET /api/v1/settings/two-factor: whether the project requires a second factor, and how far its staff are. */
export async function projectTwoFactorSetting(
  db: Kysely<Database>,
  project: StaffContext['project'],
): Promise<ProjectTwoFactorSetting> {
  const staff = await db
    .selectFrom('users')
    .leftJoin('user_two_factor', 'user_two_factor.user_id', 'users.id')
    .select(['users.id', 'user_two_factor.method'])
    .where('users.organisation_id', '=', project.organisation_id)
    .where('users.user_type', '=', 'staff')
    .where('users.is_active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('users.role', '=', 'superadmin'),
        eb.exists(
          eb
            .selectFrom('user_projects')
            .select('user_projects.user_id')
            .whereRef('user_projects.user_id', '=', 'users.id')
            .where(scoped(db, project.id).owns('user_projects')),
        ),
      ]),
    )
    .execute();
  return {
    require_2fa: project.require_2fa === 1,
    staff: {
      total: staff.length,
      enrolled: staff.filter((s) => s.method === 'totp' || s.method === 'email').length,
    },
  };
}

/**
 * Requires (or no longer requires) a second factor for the project's staff. It applies from each
 * one's next sign-in, where a member of staff without one sets it up before the session opens.
 */
export async function saveProjectTwoFactorSetting(
  db: Kysely<Database>,
  ctx: StaffContext,
  require2fa: boolean,
): Promise<ProjectTwoFactorSetting> {
  const { project } = ctx;
  const value = require2fa ? 1 : 0;
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('projects')
      .select('require_2fa')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    if (before.require_2fa === value) return;
    await trx.updateTable('projects').set({ require_2fa: value }).where('id', '=', project.id).execute();
    await recordAudit(trx, {
      projectId: project.id,
      userId: ctx.user.id,
      action: 'update',
      entity: 'projects',
      entityId: project.id,
      before: { require_2fa: before.require_2fa },
      after: { require_2fa: value },
    });
  });
  return projectTwoFactorSetting(db, { ...project, require_2fa: value });
}
