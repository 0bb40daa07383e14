import type { ConnectionTestReply } from '../../../schema/api/marketingPlatforms';
import type { ConnectionTestInput, PushTransport } from '../../../schema/marketing';
import type { Translator } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import { decryptSecret } from '../../core/secrets';
import type { MarketingPlatform } from '../../db/tables/marketing';
import type { Project } from '../../db/types';
import { platformRows } from './platforms';
import { listTarget, PushError, type PushTarget } from './push';

/** A stored secret opened, or a PushError when it was sealed with another key. */
function opened(value: string): string {
  if (value === '') return '';
  try {
    return decryptSecret(value);
  } catch (error) {
    throw new PushError('marketing_push_secret_unreadable', (error as Error).message);
  }
}

/** Where a portal's stored settings push to, its secrets opened. */
export function storedTarget(row: MarketingPlatform, transport: PushTransport): PushTarget {
  return {
    transport,
    host: row.host,
    port: row.port,
    path: row.path,
    username: row.username,
    password: opened(row.password_secret),
    privateKey: transport === 'sftp' ? opened(row.private_key_secret) : '',
    hostKeyFingerprint: row.host_key_fingerprint,
    tlsCertificate: row.tls_certificate,
  };
}

const SHOWN_ENTRIES = 100;

/**
 * Settings > rental platforms, "test connection": connects with the settings as they stand in the
 * form (the stored password or key where the form gives none; the host key fingerprint and the
 * certificate as the form holds them) and lists the folder. A server that refuses is an answer (ok
 * false with the reason), not an error of the call. Over SFTP the answer carries the fingerprint of
 * the server's host key: with none in the form the server is refused before any credential goes out,
 * and the admin, having compared the fingerprint with the portal's, takes it into the form and saves.
 */
export async function testConnection(
  db: Executor,
  project: Project,
  input: ConnectionTestInput,
  t: Translator,
): Promise<ConnectionTestReply> {
  const row = (await platformRows(scoped(db, project.id))).get(input.portal)!;
  try {
    const stored = storedTarget(row, input.transport);
    const target: PushTarget = {
      transport: input.transport,
      host: input.host,
      port: input.port,
      path: input.path,
      username: input.username,
      password: input.password?.trim() ? input.password : stored.password,
      privateKey:
        input.transport !== 'sftp' ? '' : input.privateKey?.trim() ? input.privateKey : stored.privateKey,
      hostKeyFingerprint: input.transport === 'sftp' ? input.hostKeyFingerprint : '',
      tlsCertificate: input.transport === 'ftps' ? input.tlsCertificate : '',
    };
    const { entries, fingerprint } = await listTarget(target);
    return {
      ok: true,
      error: '',
      message: t('marketing_connection_ok', { count: entries.length }),
      entries: entries.sort().slice(0, SHOWN_ENTRIES),
      fingerprint,
    };
  } catch (error) {
    if (!(error instanceof PushError)) throw error;
    return {
      ok: false,
      error: error.key,
      message: t(error.key),
      entries: [],
      fingerprint: error.fingerprint,
    };
  }
}
