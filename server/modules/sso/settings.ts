import type { Kysely } from 'kysely';
import type { SsoSettingsReply } from '../../../schema/api/settings';
import { CREATABLE_ROLES, DIRECTORY_ID, type SsoSettingsInput } from '../../../schema/ssoSettings';
import { changedFields, recordAudit } from '../../core/audit';
import type { Config } from '../../core/config';
import { ApiError } from '../../core/errors';
import type { Translator } from '../../core/i18n/index';
import { scoped } from '../../core/scope';
import { encryptSecret } from '../../core/secrets';
import type { SsoProviderKind, SsoSettings } from '../../db/tables/sso';
import type { Database, Project, User } from '../../db/types';

export const PROVIDER_KINDS: readonly SsoProviderKind[] = ['azure', 'oidc'];
export const CALLBACK_PATH = '/api/v2/sso/callback';

/** The issuer of a configuration, or '' when it cannot be told yet. */
export function issuerOf(settings: Pick<SsoSettings, 'provider' | 'directory_id' | 'issuer_url'>): string {
  if (settings.provider === 'azure') {
    return DIRECTORY_ID.test(settings.directory_id)
      ? `https://login.microsoftonline.com/${settings.directory_id.toLowerCase()}/v2.0`
      : '';
  }
  return settings.issuer_url;
}

export function callbackUrl(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}${CALLBACK_PATH}`;
}

export async function loadSettings(
  db: Kysely<Database>,
  projectId: number,
): Promise<SsoSettings | undefined> {
  return scoped(db, projectId).selectFrom('sso_settings').selectAll().executeTakeFirst();
}

function reply(settings: SsoSettings | undefined, config: Config): SsoSettingsReply {
  const row = settings ?? {
    provider: 'azure',
    enabled: 0,
    directory_id: '',
    client_id: '',
    client_secret: '',
    issuer_url: '',
    allow_create_users: 0,
    default_role: 'user',
    version: 0,
  };
  return {
    provider: row.provider === 'oidc' ? 'oidc' : 'azure',
    enabled: row.enabled === 1,
    directoryId: row.directory_id,
    clientId: row.client_id,
    hasSecret: row.client_secret !== '',
    issuerUrl: row.issuer_url,
    issuer: issuerOf(row),
    allowCreateUsers: row.allow_create_users === 1,
    defaultRole: row.default_role,
    roles: CREATABLE_ROLES,
    callbackUrl: callbackUrl(config),
    version: row.version,
  };
}

export async function getSettings(db: Kysely<Database>, config: Config, project: Project) {
  return reply(await loadSettings(db, project.id), config);
}

/** What the audit trail records of a directory: its settings, of the secret only whether one is set. */
function auditView(row: SsoSettings | undefined, secretChanged = false): Record<string, unknown> {
  if (!row) return {};
  const { provider, enabled, directory_id, client_id, issuer_url, allow_create_users, default_role } = row;
  const secret = row.client_secret === '' ? '' : secretChanged ? 'replaced' : 'set';
  return {
    provider,
    enabled,
    directory_id,
    client_id,
    issuer_url,
    allow_create_users,
    default_role,
    client_secret: secret,
  };
}

/**
 * Saves a project's directory. An empty secret keeps the stored one; fields of the other provider
 * kind are cleared. A stale version (someone saved in between) is refused with 409.
 */
export async function saveSettings(
  db: Kysely<Database>,
  config: Config,
  project: Project,
  user: User,
  input: SsoSettingsInput,
  t: Translator,
): Promise<SsoSettingsReply & { message: string }> {
  const saved = await db.transaction().execute(async (trx) => {
    const stored = await loadSettings(trx, project.id);
    // the form's rules are checked by its schema; a secret may also be one stored before
    if (input.enabled && input.clientSecret === '' && (stored?.client_secret ?? '') === '') {
      throw new ApiError(
        400,
        'sso_client_secret_required',
        {},
        {
          errors: { clientSecret: 'sso_client_secret_required' },
        },
      );
    }
    const current = stored?.version ?? 0;
    if (input.version !== undefined && input.version !== current)
      throw new ApiError(409, 'sso_settings_changed');
    const now = new Date().toISOString();
    const values = {
      provider: input.provider,
      enabled: input.enabled ? 1 : 0,
      directory_id: input.provider === 'azure' ? input.directoryId.toLowerCase() : '',
      client_id: input.clientId,
      client_secret: input.clientSecret ? encryptSecret(input.clientSecret) : (stored?.client_secret ?? ''),
      issuer_url: input.provider === 'oidc' ? input.issuerUrl : '',
      allow_create_users: input.allowCreateUsers ? 1 : 0,
      default_role: input.defaultRole,
      updated_by: user.id,
      updated_at: now,
    };
    if (!stored) {
      await trx
        .insertInto('sso_settings')
        .values({ ...values, project_id: project.id, version: 1, created_at: now })
        .execute();
    } else {
      const result = await scoped(trx, project.id)
        .updateTable('sso_settings')
        .set({ ...values, version: current + 1 })
        .where('version', '=', current)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'sso_settings_changed');
    }
    const written = await loadSettings(trx, project.id);
    const changes = changedFields(
      auditView(stored),
      auditView(written, stored !== undefined && values.client_secret !== stored.client_secret),
    );
    if (changes) {
      await recordAudit(trx, {
        projectId: project.id,
        userId: user.id,
        action: stored ? 'update' : 'create',
        entity: 'sso_settings',
        entityId: project.id,
        before: stored ? changes.before : null,
        after: changes.after,
      });
    }
    return written;
  });
  return { ...reply(saved, config), message: t('sso_settings_saved') };
}
