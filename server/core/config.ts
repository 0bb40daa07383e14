import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parseSecretKey } from './secrets';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... switches from the embedded SQLite database to PostgreSQL */
  databaseUrl: string | null;
  publicUrl: string;
  logLevel: LogLevel;
  nodeEnv: string;
  axiosTimeout: number;
  /** bytes a project's uploaded files may take in all (UPLOAD_QUOTA_MB) */
  uploadQuotaBytes: number;
  /** bytes one person may upload to a project within an hour (UPLOAD_RATE_MB_PER_HOUR) */
  uploadRateBytesPerHour: number;
  /**
   * percent of the quota kept for staff (UPLOAD_STAFF_RESERVE_PERCENT): uploads through the
   * public form stop at quota minus reserve, staff uploads may fill the whole quota
   */
  uploadStaffReservePercent: number;
  /** bytes of documents one application may hold (PUBLIC_UPLOAD_MB_PER_APPLICATION) */
  publicUploadBytesPerApplication: number;
  /** bytes one client address may upload through private links within an hour (PUBLIC_UPLOAD_MB_PER_ADDRESS_PER_HOUR) */
  publicUploadBytesPerAddressPerHour: number;
  /** applications one client address may submit within an hour (PUBLIC_SUBMITS_PER_ADDRESS_PER_HOUR) */
  publicSubmitsPerAddressPerHour: number;
  /** writes one client address may make through private links within an hour (PUBLIC_LINK_WRITES_PER_ADDRESS_PER_HOUR) */
  publicLinkWritesPerAddressPerHour: number;
  /** minutes a session may stay unused before it ends */
  sessionIdleMinutes: number;
  /** hours after its sign-in a session ends however often it is used */
  sessionMaxHours: number;
  /** JOB_INTERVAL_SECONDS: the pause between two passes of the job runner over the due jobs */
  jobIntervalSeconds: number;
  /**
   * the proxies whose X-Forwarded-* headers count (client address, host): false trusts none,
   * a number that many hops, a list those addresses and CIDR ranges
   */
  trustProxy: false | number | string[];
  adminUsername: string | null;
  adminPassword: string | null;
  /** the built client (vite build), served on every non-API path */
  clientDir: string;
  /** seals stored secrets; null: a key kept in DATA_DIR/secret.key */
  secretKey: string | null;
  /** SSO issuers on loopback or private addresses (and http on loopback) are allowed: tests only */
  ssoAllowPrivateIssuer: boolean;
  /** SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS); null: mails wait in the outbox */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender address of every mail */
  mailFrom: string;
  /** MAIL_DOMAIN: the domain of Message-IDs and of the conversations' reply addresses */
  mailDomain: string;
  /** MAIL_RATE_PER_MINUTE: at most this many mails a minute per project */
  mailRatePerMinute: number;
  /** SMTP_IN_PORT: the port the app receives replies on (smtp-server); null: no inbound SMTP */
  smtpInPort: number | null;
  /** SMTP_IN_HOST: the address the inbound SMTP server listens on */
  smtpInHost: string;
  /** STORAGE: where uploaded files live (README, "Running more than one node") */
  storage: StorageSettings;
  /** EXPORT_WORKERS: worker threads that render dossier PDFs (one fewer than the CPUs, at least one) */
  exportWorkers: number;
  /** EXPORT_QUEUE: dossiers that may wait for a worker; an export beyond them is refused (503) */
  exportQueue: number;
  /** EXPORT_WORKER_HEAP_MB: the heap ceiling of one dossier worker; a dossier over it fails alone */
  exportWorkerHeapMb: number;
}

/** Uploaded files on the local disk (DATA_DIR/files/, memory for DATA_DIR=:memory:). */
export interface DiskStorageSettings {
  kind: 'disk';
}

/** Uploaded files in a bucket of an S3-compatible object store (STORAGE=s3). */
export interface S3StorageSettings {
  kind: 's3';
  /** S3_BUCKET */
  bucket: string;
  /** S3_ENDPOINT: the store's address (MinIO, Ceph, a Swiss cloud); null: Amazon S3 of the region */
  endpoint: string | null;
  /** S3_REGION */
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; null: the SDK's own chain (environment, instance role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** S3_FORCE_PATH_STYLE: bucket in the path (host/bucket/key), as most on-premise stores need */
  forcePathStyle: boolean;
}

export type StorageSettings = DiskStorageSettings | S3StorageSettings;

const MB = 1024 * 1024;
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {}

/** A yes/no variable: unset, empty, 0 or false is no; 1 or true is yes. */
function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase() ?? '';
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name} must be 1, true, 0 or false, got "${env[name]}"`);
}

function secretKeyOf(raw: string | undefined): string | null {
  if (!raw?.trim()) return null;
  try {
    parseSecretKey(raw);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  return raw.trim();
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset, empty or 0 trusts no proxy; a whole number is a hop count; else a list. */
export function trustProxyOf(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0 || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma-separated list of addresses and CIDR ranges, got "${value}"`,
    );
  }
  return entries;
}

/**
 * Fastify's trustProxy of TRUST_PROXY. A hop count trusts that many proxies in front of the server
 * whatever their address (Fastify's own number option trusts none), so it suits a server that
 * only its proxies can reach.
 */
export function trustProxyOption(
  value: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** DATA_DIR=:memory: keeps the database in memory (tests, benchmarks); anything else is a folder. */
function dataDirOf(raw: string | undefined): string {
  const value = raw?.trim() || './data';
  return value === ':memory:' ? value : path.resolve(value);
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

const MAIL_ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/** The mail settings (README, "Mail"). */
export function mailConfigOf(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
): Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailDomain' | 'mailRatePerMinute' | 'smtpInPort' | 'smtpInHost'> {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must look like smtp://user:password@host:port (smtps:// for TLS)');
  }
  const mailDomain = (env.MAIL_DOMAIN?.trim() || new URL(publicUrl).hostname).toLowerCase();
  if (!DOMAIN.test(mailDomain))
    throw new ConfigError(`MAIL_DOMAIN must be a domain name, got "${mailDomain}"`);
  const mailFrom = env.MAIL_FROM?.trim() || `noreply@${mailDomain}`;
  if (!MAIL_ADDRESS.test(mailFrom))
    throw new ConfigError(`MAIL_FROM must be an e-mail address, got "${mailFrom}"`);
  const inPort = env.SMTP_IN_PORT?.trim();
  return {
    smtpUrl,
    mailFrom,
    mailDomain,
    mailRatePerMinute: integer(env, 'MAIL_RATE_PER_MINUTE', 120, 1, 100_000),
    smtpInPort: inPort ? integer(env, 'SMTP_IN_PORT', 2525, 0, 65535) : null,
    smtpInHost: env.SMTP_IN_HOST?.trim() || '0.0.0.0',
  };
}

/** The limits of the public application form (README, "Configuration"; docs/decisions.md). */
export function publicLimitsOf(
  env: NodeJS.ProcessEnv,
): Pick<
  Config,
  | 'uploadStaffReservePercent'
  | 'publicUploadBytesPerApplication'
  | 'publicUploadBytesPerAddressPerHour'
  | 'publicSubmitsPerAddressPerHour'
  | 'publicLinkWritesPerAddressPerHour'
> {
  return {
    uploadStaffReservePercent: integer(env, 'UPLOAD_STAFF_RESERVE_PERCENT', 10, 0, 90),
    // at most 2000 MiB: one upload's bytes are counted in a 32-bit column (public_rate_events.amount)
    publicUploadBytesPerApplication: integer(env, 'PUBLIC_UPLOAD_MB_PER_APPLICATION', 200, 1, 2000) * MB,
    publicUploadBytesPerAddressPerHour:
      integer(env, 'PUBLIC_UPLOAD_MB_PER_ADDRESS_PER_HOUR', 500, 1, 1_000_000) * MB,
    publicSubmitsPerAddressPerHour: integer(env, 'PUBLIC_SUBMITS_PER_ADDRESS_PER_HOUR', 10, 1, 100_000),
    publicLinkWritesPerAddressPerHour: integer(
      env,
      'PUBLIC_LINK_WRITES_PER_ADDRESS_PER_HOUR',
      300,
      1,
      1_000_000,
    ),
  };
}

/**
 * STORAGE=disk (default) or STORAGE=s3 with its S3_* variables. Whatever is missing or
 * malformed is named here, before the server starts (README, "Running more than one node").
 */
export function storageConfigOf(env: NodeJS.ProcessEnv): StorageSettings {
  const kind = env.STORAGE?.trim().toLowerCase() || 'disk';
  if (kind === 'disk') return { kind: 'disk' };
  if (kind !== 's3') throw new ConfigError(`STORAGE must be disk or s3, got "${env.STORAGE}"`);
  const value = (name: string) => env[name]?.trim() || null;
  const bucket = value('S3_BUCKET');
  const endpoint = value('S3_ENDPOINT');
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  const missing = [
    bucket ? null : 'S3_BUCKET',
    endpoint || value('S3_REGION') ? null : 'S3_REGION (or S3_ENDPOINT for a store of your own)',
    !accessKeyId && secretAccessKey ? 'S3_ACCESS_KEY_ID' : null,
    accessKeyId && !secretAccessKey ? 'S3_SECRET_ACCESS_KEY' : null,
  ].filter(Boolean);
  if (missing.length > 0)
    throw new ConfigError(
      `STORAGE=s3 needs ${missing.join(', ')}; see "Running more than one node" in the README`,
    );
  // bucket names of S3 (lower-case letters, digits, dots and hyphens, 3 to 63 characters)
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket!))
    throw new ConfigError(
      `S3_BUCKET must be a bucket name (a-z, 0-9, "." and "-", 3 to 63 characters), got "${bucket}"`,
    );
  if (endpoint) {
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      // named below
    }
    if (!url || !['http:', 'https:'].includes(url.protocol))
      throw new ConfigError(`S3_ENDPOINT must be an http:// or https:// address, got "${endpoint}"`);
  }
  return {
    kind: 's3',
    bucket: bucket!,
    endpoint,
    region: value('S3_REGION') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE'),
  };
}

/** Reads the configuration from environment variables (see README, "Configuration"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      'DATABASE_URL must start with postgres:// (leave it unset for the embedded SQLite database)',
    );
  }
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: dataDirOf(env.DATA_DIR),
    databaseUrl,
    publicUrl,
    logLevel,
    nodeEnv: env.NODE_ENV?.trim() || 'development',
    axiosTimeout: integer(env, 'AXIOS_TIMEOUT', 120000, 1000, 3600000),
    uploadQuotaBytes: integer(env, 'UPLOAD_QUOTA_MB', 5120, 1, 10_000_000) * MB,
    uploadRateBytesPerHour: integer(env, 'UPLOAD_RATE_MB_PER_HOUR', 1024, 1, 10_000_000) * MB,
    ...publicLimitsOf(env),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 480, 1, 525600),
    sessionMaxHours: integer(env, 'SESSION_MAX_HOURS', 24 * 14, 1, 87600),
    jobIntervalSeconds: integer(env, 'JOB_INTERVAL_SECONDS', 15, 1, 3600),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    adminUsername: env.ADMIN_USERNAME?.trim() || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    secretKey: secretKeyOf(env.SECRET_KEY),
    ssoAllowPrivateIssuer: flag(env, 'SSO_ALLOW_PRIVATE_ISSUER'),
    ...mailConfigOf(env, publicUrl),
    storage: storageConfigOf(env),
    exportWorkers: integer(env, 'EXPORT_WORKERS', Math.max(1, availableParallelism() - 1), 1, 64),
    exportQueue: integer(env, 'EXPORT_QUEUE', 16, 0, 10_000),
    exportWorkerHeapMb: integer(env, 'EXPORT_WORKER_HEAP_MB', 512, 16, 65_536),
    clientDir: path.resolve(
      env.CLIENT_DIR?.trim() || fileURLToPath(new URL('../../dist/client', import.meta.url)),
    ),
  };
}
