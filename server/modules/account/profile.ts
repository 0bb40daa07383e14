import type { ProfileSettings, TwoFactorStatus } from '../../../schema/api/accounts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_SYSTEM_NOTIFICATION_PREFERENCE,
  notificationSettingsSchema,
  systemNotificationPreferenceSchema,
  type ProfileSettingsInput,
} from '../../../schema/validation';
import type { SessionUser } from '../../../schema/api/session';
import { changedFields, recordAudit } from '../../core/audit';
import { ApiError, badRequest } from '../../core/errors';
import type { StaffContext } from '../../core/context';
import type { Executor } from '../../core/scope';
import type { Database, User } from '../../db/types';
import { sessionUser } from '../auth/session';
import { emailChangedMail } from './mails';
import { hashPassword } from '../../core/passwords';
import { setPassword } from './password';
import {
  activeMethod,
  pendingMethod,
  recoveryCodesLeft,
  twoFactorOf,
  twoFactorRequiredFor,
} from './twoFactor';

export type { ProfileSettings, TwoFactorStatus };

export async function twoFactorStatus(db: Executor, ctx: Pick<StaffContext, 'user' | 'project'>) {
  const row = await twoFactorOf(db, ctx.user.id);
  const method = activeMethod(row);
  const status: TwoFactorStatus = {
    enabled: method !== null,
    method,
    pendingMethod: pendingMethod(row),
    recoveryCodesLeft: method ? await recoveryCodesLeft(db, ctx.user.id) : 0,
    required: await twoFactorRequiredFor(db, ctx.user),
    requiredByProject: ctx.project.require_2fa === 1,
  };
  return status;
}

export async function profileSettings(db: Executor, ctx: StaffContext): Promise<ProfileSettings> {
  const user = ctx.user;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    username: user.username,
    language: user.language,
    version: user.version,
    password_changed_at: user.password_changed_at,
    twoFactor: await twoFactorStatus(db, ctx),
  };
}

const profileFields = (user: User) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  username: user.username,
  language: user.language,
});

function uniqueViolation(error: unknown): 'username' | 'email' | null {
  const text =
    error instanceof Error ? `${error.message} ${(error as { constraint?: string }).constraint ?? ''}` : '';
  if (/username_key/.test(text)) return 'username';
  if (/email_key/.test(text)) return 'email';
  return null;
}

const taken = (field: 'username' | 'email') => {
  const key = field === 'username' ? 'username_taken' : 'email_taken';
  return badRequest(key, {}, { errors: { [field]: key } });
};

/**
 * Saves name, e-mail, username and language. Username and e-mail stay unique across all
 * customers (a login needs neither customer nor project); a stale version is refused with 409.
 * A changed e-mail address is told to the previous one.
 */
export async function saveProfileSettings(
  db: Kysely<Database>,
  ctx: StaffContext,
  input: ProfileSettingsInput,
): Promise<{ profile: ProfileSettings; user: SessionUser }> {
  const user = ctx.user;
  const usernameKey = input.username.toLowerCase();
  const emailKey = input.email.toLowerCase();
  const clash = await db
    .selectFrom('users')
    .select(['username_key', 'email_key'])
    .where('id', '!=', user.id)
    .where((eb) => eb.or([eb('username_key', '=', usernameKey), eb('email_key', '=', emailKey)]))
    .execute();
  if (clash.some((c) => c.username_key === usernameKey)) throw taken('username');
  if (clash.some((c) => c.email_key === emailKey)) throw taken('email');

  const now = new Date();
  let updated: User;
  try {
    updated = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('users')
        .set((eb) => ({
          first_name: input.first_name,
          last_name: input.last_name,
          email: input.email,
          email_key: emailKey,
          username: input.username,
          username_key: usernameKey,
          language: input.language,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', user.id)
        .where('version', '=', input.version)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new ApiError(409, 'profile_changed_meanwhile');
      const changes = changedFields(profileFields(user), profileFields(row));
      if (changes) {
        await recordAudit(trx, {
          projectId: ctx.project.id,
          userId: user.id,
          action: 'update',
          entity: 'users',
          entityId: user.id,
          ...changes,
        });
      }
      if (user.email_key !== emailKey) await emailChangedMail(trx, ctx.project, row, user.email, now);
      return row;
    });
  } catch (error) {
    const field = uniqueViolation(error);
    if (field) throw taken(field);
    throw error;
  }
  const profile = await profileSettings(db, { ...ctx, user: updated, auth: { ...ctx.auth, user: updated } });
  return { profile, user: sessionUser(updated, { ...ctx.subject, role: updated.role }) };
}

/**
 * Changes one's own password after the current one. The session making the change stays; every
 * other session of the user ends.
 */
export async function changePassword(
  db: Kysely<Database>,
  ctx: StaffContext,
  input: { password: string },
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute((trx) =>
    setPassword(trx, ctx.project, ctx.user, passwordHash, {
      keepSessionId: ctx.auth.sessionId,
      action: 'password_change',
      now: Date.now(),
    }),
  );
}

// ---- preferences ----

const PREFERENCES = {
  notifications: { schema: notificationSettingsSchema, defaults: DEFAULT_NOTIFICATION_SETTINGS },
  system_notifications: {
    schema: systemNotificationPreferenceSchema,
    defaults: DEFAULT_SYSTEM_NOTIFICATION_PREFERENCE,
  },
} as const;

export type PreferenceKey = keyof typeof PREFERENCES;
export type PreferenceValue<K extends PreferenceKey> = (typeof PREFERENCES)[K]['defaults'];

/** A user's preference: the stored values over the defaults (a value stored by an older version that no longer fits is dropped). */
export async function preference<K extends PreferenceKey>(
  db: Executor,
  userId: number,
  key: K,
): Promise<PreferenceValue<K>> {
  const { schema, defaults } = PREFERENCES[key];
  const row = await db
    .selectFrom('user_preferences')
    .select('value')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  let stored: unknown = {};
  try {
    stored = row ? JSON.parse(row.value) : {};
  } catch {
    stored = {};
  }
  const parsed = (schema as z.ZodType).safeParse(stored);
  return { ...defaults, ...(parsed.success ? (parsed.data as object) : {}) } as PreferenceValue<K>;
}

/** Saves the values sent (the others keep theirs) and answers the whole preference. */
export async function savePreference<K extends PreferenceKey>(
  db: Kysely<Database>,
  ctx: Pick<StaffContext, 'user' | 'project'>,
  key: K,
  values: Partial<PreferenceValue<K>>,
): Promise<PreferenceValue<K>> {
  const userId = ctx.user.id;
  return db.transaction().execute(async (trx) => {
    const current = await preference(trx, userId, key);
    const merged = { ...current, ...values };
    const changes = changedFields(current, merged);
    if (changes) {
      await recordAudit(trx, {
        projectId: ctx.project.id,
        userId,
        action: 'update',
        entity: 'user_preferences',
        entityId: `${userId}:${key}`,
        ...changes,
      });
    }
    const row = { value: JSON.stringify(merged), updated_at: new Date().toISOString() };
    await trx
      .insertInto('user_preferences')
      .values({ user_id: userId, key, ...row })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet(row))
      .execute();
    return merged;
  });
}
