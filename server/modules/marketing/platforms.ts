import type { PlatformRecord, PlatformsRecord } from '../../../schema/api/marketingPlatforms';
import { createHash, randomBytes } from 'node:crypto';
import {
  isPushTransport,
  PORTALS,
  type ExportFormat,
  type PlatformsSaveInput,
  type Portal,
  type Transport,
} from '../../../schema/marketing';
import { recordAudit } from '../../core/audit';
import { ApiError, badRequest } from '../../core/errors';
import { isMessageKey, type Translator } from '../../core/i18n/index';
import { encryptSecret } from '../../core/secrets';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { MarketingPlatform } from '../../db/tables/marketing';
import type { Project, User } from '../../db/types';

/** Settings > software interfaces > rental platforms (`marketing-platforms`, spec 2 section 7.17). */

export type PlatformView = PlatformRecord;
export type PlatformsView = PlatformsRecord;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The path of a portal's pull feed with its token (the address is shown once, when made). */
export const feedPath = (portal: Portal, token: string) => `/api/v1/marketing/feed/${portal}/${token}`;

/** A transfer's error (a message key, maybe followed by ': detail') in the reader's words. */
export function transferMessage(t: Translator | undefined, error: string): string {
  if (!error) return '';
  const key = error.split(':')[0]!;
  return t && isMessageKey(key) ? t(key) : error;
}

/** The project's portal rows, made (off, SwissRETS, pull feed) where missing. */
export async function platformRows(scope: Scoped): Promise<Map<Portal, MarketingPlatform>> {
  let rows = await scope.selectFrom('marketing_platforms').selectAll().execute();
  const missing = PORTALS.filter((p) => !rows.some((r) => r.portal === p));
  if (missing.length > 0) {
    const now = new Date().toISOString();
    await scope
      .insertInto(
        'marketing_platforms',
        missing.map((portal) => ({
          portal,
          enabled: 0,
          format: 'swissrets',
          transport: 'pull',
          sender_id: '',
          feed_token_hash: '',
          feed_created_at: null,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['project_id', 'portal']).doNothing())
      .execute();
    rows = await scope.selectFrom('marketing_platforms').selectAll().execute();
  }
  return new Map(rows.map((r) => [r.portal as Portal, r]));
}

const settingsVersion = (rows: Map<Portal, MarketingPlatform>) =>
  Math.max(...[...rows.values()].map((r) => r.version));

export async function getPlatforms(db: Executor, project: Project, t?: Translator): Promise<PlatformsView> {
  const scope = scoped(db, project.id);
  const rows = await platformRows(scope);
  const transfers = await scope
    .selectFrom('marketing_transfers')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return {
    version: settingsVersion(rows),
    platforms: PORTALS.map((portal) => {
      const r = rows.get(portal)!;
      const last = transfers.find((t) => t.portal === portal);
      return {
        portal,
        enabled: r.enabled === 1,
        format: r.format as ExportFormat,
        transport: r.transport as Transport,
        senderId: r.sender_id,
        host: r.host,
        port: r.port,
        path: r.path,
        username: r.username,
        passwordSet: r.password_secret !== '',
        privateKeySet: r.private_key_secret !== '',
        hostKeyFingerprint: r.host_key_fingerprint,
        tlsCertificate: r.tls_certificate,
        hasFeed: r.feed_token_hash !== '',
        feedCreatedAt: r.feed_created_at,
        lastTransfer: last
          ? {
              at: last.created_at,
              objectsSent: last.objects_sent,
              error: last.error.split(':')[0]!,
              message: transferMessage(t, last.error),
            }
          : null,
      };
    }),
  };
}

/** The stored secret after a save: cleared, replaced by a new one, or kept. */
function nextSecret(stored: string, given: string | undefined, clear: boolean | undefined): string {
  if (given !== undefined && given.trim() !== '') return encryptSecret(given);
  return clear ? '' : stored;
}

const AUDITED = [
  'enabled',
  'format',
  'transport',
  'sender_id',
  'host',
  'port',
  'path',
  'username',
  'host_key_fingerprint',
  'tls_certificate',
] as const;

/**
 * Saves every portal's settings at the version loaded (409 when another save came first). A
 * password or key is sealed (core/secrets.ts) and only replaced when one is given; the changelog
 * says that it changed, never what it is.
 */
export async function savePlatforms(
  db: Executor,
  project: Project,
  user: User,
  input: PlatformsSaveInput,
  t?: Translator,
): Promise<PlatformsView> {
  await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, project.id);
    const rows = await platformRows(scope);
    if (settingsVersion(rows) !== input.version) throw new ApiError(409, 'marketing_settings_changed');
    const now = new Date().toISOString();
    const next = input.version + 1;
    for (const portal of PORTALS) {
      const was = rows.get(portal)!;
      const s = input.platforms[portal];
      const set = {
        enabled: s.enabled ? 1 : 0,
        format: s.format,
        transport: s.transport,
        sender_id: s.senderId,
        host: s.host,
        port: s.port,
        path: s.path,
        username: s.username,
        host_key_fingerprint: s.hostKeyFingerprint,
        tls_certificate: s.tlsCertificate,
      };
      const password = nextSecret(was.password_secret, s.password, s.clearCredentials);
      const privateKey =
        s.transport === 'sftp' || s.clearCredentials
          ? nextSecret(was.private_key_secret, s.privateKey, s.clearCredentials)
          : was.private_key_secret;
      if (s.enabled && isPushTransport(s.transport) && password === '' && privateKey === '') {
        throw badRequest(
          'marketing_push_no_credentials',
          {},
          { errors: { [`platforms.${portal}.password`]: 'marketing_push_no_credentials' } },
        );
      }
      await scope
        .updateTable('marketing_platforms')
        .set({
          ...set,
          password_secret: password,
          private_key_secret: privateKey,
          version: next,
          updated_at: now,
        })
        .where('id', '=', was.id)
        .execute();
      const before: Record<string, unknown> = Object.fromEntries(AUDITED.map((k) => [k, was[k]]));
      const after: Record<string, unknown> = set;
      const changed = AUDITED.filter((k) => before[k] !== after[k]);
      const secretsChanged = password !== was.password_secret || privateKey !== was.private_key_secret;
      if (changed.length > 0 || secretsChanged) {
        await recordAudit(trx, {
          projectId: project.id,
          userId: user.id,
          action: 'update',
          entity: 'marketing_platforms',
          entityId: was.id,
          before: {
            ...Object.fromEntries(changed.map((k) => [k, before[k]])),
            ...(secretsChanged
              ? { credentials: was.password_secret || was.private_key_secret ? 'old' : '' }
              : {}),
          },
          after: {
            ...Object.fromEntries(changed.map((k) => [k, after[k]])),
            ...(secretsChanged ? { credentials: password || privateKey ? 'new' : '' } : {}),
          },
        });
      }
    }
  });
  return getPlatforms(db, project, t);
}

/**
 * Makes a new pull feed address for a portal (128 random bits; only its SHA-256 is kept): the old
 * address stops working at once. Answers the new address, shown this once.
 */
export async function renewFeed(
  db: Executor,
  project: Project,
  user: User,
  portal: Portal,
): Promise<{ portal: Portal; feedUrl: string; feedCreatedAt: string }> {
  const token = randomBytes(24).toString('base64url');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, project.id);
    const row = (await platformRows(scope)).get(portal)!;
    await scope
      .updateTable('marketing_platforms')
      .set({ feed_token_hash: hashToken(token), feed_created_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'renewFeed',
      entity: 'marketing_platforms',
      entityId: row.id,
      before: { feed_created_at: row.feed_created_at },
      after: { feed_created_at: now },
    });
  });
  return { portal, feedUrl: feedPath(portal, token), feedCreatedAt: now };
}

/** The enabled portal a feed token opens, or null. */
export async function platformByToken(
  db: Executor,
  projectId: number,
  portal: Portal,
  token: string,
): Promise<MarketingPlatform | null> {
  if (token.length < 20 || token.length > 100) return null;
  const row = await scoped(db, projectId)
    .selectFrom('marketing_platforms')
    .selectAll()
    .where('portal', '=', portal)
    .where('feed_token_hash', '=', hashToken(token))
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}
