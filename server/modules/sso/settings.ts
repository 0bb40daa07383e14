import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { SsoSettingsReply } from '../../../schema/api/settings';
import { ROLES, type Role } from '../../../schema/permissions';
import { changedFields, recordAudit } from '../../core/audit';
import type { Config } from '../../core/config';
import { ApiError } from '../../core/errors';
import type { MessageKey, Translator } from '../../core/i18n/index';
import { scoped } from '../../core/scope';
import { encryptSecret } from '../../core/secrets';
import type { SsoProviderKind, SsoSettings } from '../../db/tables/sso';
import { isPrivateHost } from './directoryFetch';
import type { Database, Project, User } from '../../db/types';

export const PROVIDER_KINDS: readonly SsoProviderKind[] = ['azure', 'oidc'];
export const CALLBACK_PATH = '/api/v2/sso/callback';

/** Roles an account created at sign-in may get: never an administrator role. */
export const CREATABLE_ROLES = ROLES.filter((r) => r !== 'superadmin' && r !== 'admin') as [Role, ...Role[]];

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CLIENT_ID = /^[\x21-\x7e]{1,200}$/;

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The issuer of a configuration, or '' when it cannot be told yet. */
export function issuerOf(settings: Pick<SsoSettings, 'provider' | 'directory_id' | 'issuer_url'>): string {
  if (settings.provider === 'azure') {
    return GUID.test(settings.directory_id)
      ? `https://login.microsoftonline.com/${settings.directory_id.toLowerCase()}/v2.0`
      : '';
  }
  return settings.issuer_url;
}

/**
 * What is wrong with an issuer URL, if anything: it must be https without credentials, query or
 * fragment, on a public host (not this machine, not a private network). SSO_ALLOW_PRIVATE_ISSUER
 * (tests) allows private hosts, and http on this machine.
 */
function issuerUrlError(value: string, allowPrivate: boolean): MessageKey | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'sso_issuer_invalid';
  }
  const secure =
    url.protocol === 'https:' || (allowPrivate && url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!secure || url.username || url.password || url.search || url.hash || value.includes('#')) {
    return 'sso_issuer_invalid';
  }
  return !allowPrivate && isPrivateHost(url.hostname) ? 'sso_issuer_private' : null;
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

const bodySchema = z.object({
  provider: z.enum(['azure', 'oidc'], { message: 'sso_provider_invalid' }),
  enabled: z.boolean({ message: 'invalid_request' }).default(false),
  directoryId: z
    .string({ message: 'sso_directory_id_invalid' })
    .trim()
    .max(100, 'sso_directory_id_invalid')
    .default(''),
  clientId: z
    .string({ message: 'sso_client_id_invalid' })
    .trim()
    .max(200, 'sso_client_id_invalid')
    .default(''),
  /** empty or missing: keep the stored secret */
  clientSecret: z
    .string({ message: 'sso_client_secret_invalid' })
    .trim()
    .max(1000, 'sso_client_secret_invalid')
    .default(''),
  issuerUrl: z.string({ message: 'sso_issuer_invalid' }).trim().max(500, 'sso_issuer_invalid').default(''),
  allowCreateUsers: z.boolean({ message: 'invalid_request' }).default(false),
  defaultRole: z.enum(CREATABLE_ROLES, { message: 'sso_default_role_invalid' }).default('user'),
  version: z.number().int().min(0).optional(),
});

export type SsoSettingsInput = z.infer<typeof bodySchema>;

/** The form's fields, each refused with its own message key (the first one is the reply's message). */
function refuse(errors: Record<string, MessageKey>): never {
  const [, first] = Object.entries(errors)[0]!;
  throw new ApiError(400, first, {}, { errors });
}

function validate(value: unknown, stored: SsoSettings | undefined, config: Config): SsoSettingsInput {
  const parsed = bodySchema.safeParse(value ?? {});
  if (!parsed.success) {
    const errors: Record<string, MessageKey> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || '_';
      errors[field] ??= (issue.message.startsWith('sso_') ? issue.message : 'invalid_request') as MessageKey;
    }
    refuse(errors);
  }
  const input = parsed.data;
  const errors: Record<string, MessageKey> = {};
  if (input.provider === 'azure') {
    if (input.directoryId && !GUID.test(input.directoryId)) errors.directoryId = 'sso_directory_id_invalid';
    else if (input.enabled && !input.directoryId) errors.directoryId = 'sso_directory_id_required';
  } else if (input.issuerUrl && issuerUrlError(input.issuerUrl, config.ssoAllowPrivateIssuer)) {
    errors.issuerUrl = issuerUrlError(input.issuerUrl, config.ssoAllowPrivateIssuer)!;
  } else if (input.enabled && !input.issuerUrl) {
    errors.issuerUrl = 'sso_issuer_required';
  }
  if (input.clientId && !CLIENT_ID.test(input.clientId)) errors.clientId = 'sso_client_id_invalid';
  else if (input.enabled && !input.clientId) errors.clientId = 'sso_client_id_required';
  const hasSecret = input.clientSecret !== '' || (stored?.client_secret ?? '') !== '';
  if (input.enabled && !hasSecret) errors.clientSecret = 'sso_client_secret_required';
  if (Object.keys(errors).length > 0) refuse(errors);
  return input;
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
  body: unknown,
  t: Translator,
): Promise<SsoSettingsReply & { message: string }> {
  const saved = await db.transaction().execute(async (trx) => {
    const stored = await loadSettings(trx, project.id);
    const input = validate(body, stored, config);
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
