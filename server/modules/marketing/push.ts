import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { checkServerIdentity, type ConnectionOptions } from 'node:tls';
import { Client as FtpClient, FTPError } from 'basic-ftp';
import { Client as SshClient, type SFTPWrapper } from 'ssh2';
import { DEFAULT_PORTS, type PushTransport } from '../../../schema/marketing';

/**
 * Pushing a portal's export to its server over FTP, FTPS (explicit TLS) or SFTP, all or nothing:
 * every file goes up under a temporary name first; only when all arrived complete are they renamed
 * to their final names, the main file (the SwissRETS JSON or the IDX ZIP) last. A transfer that
 * breaks off leaves at most temporary files (removed where the connection still allows), never a
 * half file under a final name.
 *
 * Credentials only go to a server we trust: FTPS checks the server's certificate (against the public
 * CAs, or the certificate or CA the portal's settings hold) before logging in; SFTP checks the host
 * key against the fingerprint the settings hold, and with none held refuses (reporting the key's
 * fingerprint, so the admin can confirm it and save it).
 */

export interface PushTarget {
  transport: PushTransport;
  host: string;
  /** 0: the transport's default port */
  port: number;
  /** the folder on the server ('' for the login folder) */
  path: string;
  username: string;
  password: string;
  /** SFTP only: an OpenSSH or PEM private key ('' for none) */
  privateKey: string;
  /** SFTP only: the server's host key fingerprint, `SHA256:…` ('' while none is confirmed: refused) */
  hostKeyFingerprint: string;
  /** FTPS only: the portal's certificate or its CA, PEM ('' for the public CAs) */
  tlsCertificate: string;
}

export interface PushFile {
  name: string;
  bytes: Buffer;
}

/** Why a push failed, as a message key a marketer understands (server texts), with the detail for the log. */
export type PushErrorKey =
  | 'marketing_push_auth_failed'
  | 'marketing_push_unreachable'
  | 'marketing_push_path_missing'
  | 'marketing_push_interrupted'
  | 'marketing_push_tls_failed'
  | 'marketing_push_host_key_mismatch'
  | 'marketing_push_host_key_unknown'
  | 'marketing_push_refused'
  | 'marketing_push_no_credentials'
  | 'marketing_push_secret_unreadable';

export class PushError extends Error {
  constructor(
    readonly key: PushErrorKey,
    detail: string,
    /** SFTP: the fingerprint of the host key the server showed, when one was seen */
    readonly fingerprint = '',
  ) {
    super(detail);
  }
}

/** An SSH host key's fingerprint as `ssh-keygen -lf` prints it: `SHA256:` and the unpadded base64. */
export const hostKeyFingerprint = (key: Buffer) =>
  `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/**
 * FTPS: how the server's certificate is checked (for the control and every data connection). With
 * no certificate in the settings, Node's own check (public CAs, the server's name). With one: it is
 * the only trust anchor; a server presenting exactly that certificate is trusted whatever its name
 * (pinned), one signed by it must carry the server's name. Never unchecked.
 */
export function tlsTrust(pem: string): ConnectionOptions {
  if (!pem) return { rejectUnauthorized: true };
  let pinned: X509Certificate;
  try {
    pinned = new X509Certificate(pem);
  } catch (error) {
    throw new PushError('marketing_push_tls_failed', `the certificate in the settings: ${detailOf(error)}`);
  }
  return {
    rejectUnauthorized: true,
    ca: pem,
    checkServerIdentity: (host, cert) =>
      cert.fingerprint256 === pinned.fingerprint256 ? undefined : checkServerIdentity(host, cert),
  };
}

/** Each step (connecting, a command, an upload's silence) gives up after this long. */
export const PUSH_TIMEOUT_MS = 20_000;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EAI_AGAIN',
]);

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** Sorts a client library's error into what the marketer is told; `phase` says what we were doing. */
export function classifyPushError(error: unknown, phase: 'connect' | 'path' | 'upload'): PushError {
  if (error instanceof PushError) return error;
  const detail = detailOf(error);
  const code = codeOf(error);
  const level = (error as { level?: unknown } | null)?.level;
  if (error instanceof FTPError) {
    if (code === 530) return new PushError('marketing_push_auth_failed', detail);
    if (phase === 'path' && code === 550) return new PushError('marketing_push_path_missing', detail);
    return new PushError(
      phase === 'upload' ? 'marketing_push_interrupted' : 'marketing_push_refused',
      detail,
    );
  }
  if (level === 'client-authentication' || /authentication methods failed/i.test(detail))
    return new PushError('marketing_push_auth_failed', detail);
  if (typeof code === 'string' && NETWORK_CODES.has(code) && phase === 'connect')
    return new PushError('marketing_push_unreachable', detail);
  if (level === 'client-timeout' || /timeout|timed out/i.test(detail))
    return new PushError(
      phase === 'connect' ? 'marketing_push_unreachable' : 'marketing_push_interrupted',
      detail,
    );
  if (
    /certificate|tls|ssl|self.signed/i.test(detail) ||
    (typeof code === 'string' && code.startsWith('ERR_TLS'))
  )
    return new PushError('marketing_push_tls_failed', detail);
  // SFTP status codes: 2 no such file, 3 permission denied
  if (phase === 'path' && (code === 2 || code === 3))
    return new PushError('marketing_push_path_missing', detail);
  if (phase === 'connect') return new PushError('marketing_push_unreachable', detail);
  return new PushError(phase === 'upload' ? 'marketing_push_interrupted' : 'marketing_push_refused', detail);
}

const tempName = (name: string) => `.${name}.${randomBytes(6).toString('hex')}.part`;
const isTempOf = (entry: string, files: readonly PushFile[]) =>
  files.some((f) => entry.startsWith(`.${f.name}.`) && /\.[0-9a-f]{12}\.part$/.test(entry));
const within = (folder: string, name: string) => (folder ? posix.join(folder, name) : name);

/** One open connection to a portal's server, whatever the protocol. */
interface PushSession {
  /** SFTP: the fingerprint of the server's host key ('' over FTP) */
  fingerprint: string;
  list(): Promise<string[]>;
  put(name: string, bytes: Buffer): Promise<void>;
  /** renames over an existing file of the final name */
  rename(from: string, to: string): Promise<void>;
  remove(name: string): Promise<void>;
  close(): void;
}

async function ftpSession(target: PushTarget): Promise<PushSession> {
  const client = new FtpClient(PUSH_TIMEOUT_MS);
  try {
    await client.access({
      host: target.host,
      port: target.port || DEFAULT_PORTS[target.transport],
      user: target.username,
      password: target.password,
      secure: target.transport === 'ftps',
      ...(target.transport === 'ftps' ? { secureOptions: tlsTrust(target.tlsCertificate) } : {}),
    });
  } catch (error) {
    client.close();
    throw classifyPushError(error, 'connect');
  }
  try {
    if (target.path) await client.cd(target.path);
  } catch (error) {
    client.close();
    throw classifyPushError(error, 'path');
  }
  return {
    fingerprint: '',
    list: async () => (await client.list()).map((f) => f.name),
    put: async (name, bytes) => {
      await client.uploadFrom(Readable.from([bytes]), name);
    },
    rename: async (from, to) => {
      await client.rename(from, to);
    },
    remove: async (name) => {
      await client.remove(name, true);
    },
    close: () => client.close(),
  };
}

function sftpCall<T>(run: (done: (error: Error | null | undefined, value?: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    run((error, value) => (error ? reject(error) : resolve(value as T)));
  });
}

async function sftpSession(target: PushTarget): Promise<PushSession> {
  const conn = new SshClient();
  let sftp: SFTPWrapper;
  // a connection that drops fails the step in progress: ssh2 leaves its callback waiting
  let lost: Error | null = null;
  const gone = new Promise<never>((_resolve, reject) => {
    const drop = (error?: Error) => {
      lost ??= error ?? new Error('the server closed the connection');
      reject(lost);
    };
    conn.on('error', drop);
    conn.on('close', () => drop());
  });
  gone.catch(() => undefined);
  // the host key is checked before any credential is sent
  const expected = target.hostKeyFingerprint.replace(/=+$/, '');
  let seen = '';
  let refused: PushError | null = null;
  const hostVerifier = (key: Buffer): boolean => {
    seen = hostKeyFingerprint(key);
    if (expected !== '' && seen === expected) return true;
    refused = expected
      ? new PushError(
          'marketing_push_host_key_mismatch',
          `expected ${expected}, the server showed ${seen}`,
          seen,
        )
      : new PushError('marketing_push_host_key_unknown', `the server showed ${seen}`, seen);
    return false;
  };
  try {
    sftp = await Promise.race([
      gone,
      new Promise<SFTPWrapper>((resolve, reject) => {
        conn.on('ready', () => conn.sftp((error, s) => (error ? reject(error) : resolve(s))));
        conn.connect({
          host: target.host,
          port: target.port || DEFAULT_PORTS.sftp,
          username: target.username,
          ...(target.password ? { password: target.password } : {}),
          ...(target.privateKey ? { privateKey: target.privateKey } : {}),
          readyTimeout: PUSH_TIMEOUT_MS,
          hostVerifier,
        });
      }),
    ]);
  } catch (error) {
    conn.end();
    throw refused ?? classifyPushError(error, 'connect');
  }
  const folder = target.path;
  /** a step ends with its answer, the connection's loss, or the timeout */
  const guard = <T>(step: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timed out waiting for the server')), PUSH_TIMEOUT_MS);
    });
    return Promise.race([step, gone, timeout]).finally(() => clearTimeout(timer));
  };
  try {
    await guard(sftpCall((done) => sftp.readdir(folder || '.', (e) => done(e))));
  } catch (error) {
    conn.end();
    throw classifyPushError(error, 'path');
  }
  return {
    fingerprint: seen,
    list: () =>
      guard(
        sftpCall<Array<{ filename: string }>>((done) => sftp.readdir(folder || '.', done)).then((entries) =>
          entries.map((e) => e.filename),
        ),
      ),
    put: (name, bytes) =>
      guard(sftpCall<void>((done) => sftp.writeFile(within(folder, name), bytes, (e) => done(e)))),
    rename: async (from, to) => {
      const src = within(folder, from);
      const dest = within(folder, to);
      try {
        // POSIX rename replaces the old file in one step where the server offers it
        await guard(sftpCall<void>((done) => sftp.ext_openssh_rename(src, dest, (e) => done(e))));
        return;
      } catch (error) {
        if (lost) throw lost;
        if (!/not support/i.test(detailOf(error))) throw error;
      }
      // plain SFTP rename refuses an existing target: the old file goes first
      await guard(sftpCall<void>((done) => sftp.unlink(dest, () => done(null))));
      await guard(sftpCall<void>((done) => sftp.rename(src, dest, (e) => done(e))));
    },
    remove: (name) => guard(sftpCall<void>((done) => sftp.unlink(within(folder, name), (e) => done(e)))),
    close: () => conn.end(),
  };
}

async function openSession(target: PushTarget): Promise<PushSession> {
  if (!target.password && !target.privateKey)
    throw new PushError('marketing_push_no_credentials', 'no password or key is set');
  return target.transport === 'sftp' ? sftpSession(target) : ftpSession(target);
}

/**
 * Connects and lists the folder ("test connection"): the names in it and (SFTP) the host key's
 * fingerprint, or a PushError.
 */
export async function listTarget(target: PushTarget): Promise<{ entries: string[]; fingerprint: string }> {
  const session = await openSession(target);
  try {
    const entries = await session.list().catch((error: unknown) => {
      throw classifyPushError(error, 'path');
    });
    return { entries, fingerprint: session.fingerprint };
  } finally {
    session.close();
  }
}

/**
 * Uploads the files all or nothing (see above): the last file is the main one, renamed last. Throws
 * a PushError when anything failed.
 */
export async function pushFiles(target: PushTarget, files: readonly PushFile[]): Promise<void> {
  const session = await openSession(target);
  const uploaded: Array<{ temp: string; name: string }> = [];
  try {
    // what a broken-off transfer left behind under temporary names goes first
    const names = await session.list().catch((error: unknown) => {
      throw classifyPushError(error, 'path');
    });
    for (const leftover of names.filter((n) => isTempOf(n, files))) await session.remove(leftover);
    for (const file of files) {
      const temp = tempName(file.name);
      uploaded.push({ temp, name: file.name });
      await session.put(temp, file.bytes);
    }
    for (const { temp, name } of uploaded) await session.rename(temp, name);
  } catch (error) {
    // best effort: the connection may be gone (then the server keeps only temporary names)
    for (const { temp } of uploaded) await session.remove(temp).catch(() => undefined);
    throw classifyPushError(error, 'upload');
  } finally {
    session.close();
  }
}
