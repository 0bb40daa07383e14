import type { ExportFormat, Portal, Transport } from '../marketing';

/** Settings > rental platforms (GET/POST api/v1/settings/marketing-platforms): one portal. */
export interface PlatformRecord {
  portal: Portal;
  enabled: boolean;
  format: ExportFormat;
  transport: Transport;
  senderId: string;
  host: string;
  port: number;
  path: string;
  username: string;
  /** whether a password / an SFTP key is stored (never the secret itself) */
  passwordSet: boolean;
  privateKeySet: boolean;
  /** SFTP: the confirmed host key fingerprint (`SHA256:…`, '' while none) */
  hostKeyFingerprint: string;
  /** FTPS: the trusted certificate or CA as PEM ('' for the public CAs) */
  tlsCertificate: string;
  hasFeed: boolean;
  feedCreatedAt: string | null;
  lastTransfer: { at: string; objectsSent: number; error: string; message: string } | null;
}

export interface PlatformsRecord {
  version: number;
  platforms: PlatformRecord[];
}

/** POST .../renew-feed: the new address, shown this once. */
export interface FeedRenewReply {
  portal: Portal;
  feedUrl: string;
  feedCreatedAt: string;
}

/** POST .../test-connection. */
export interface ConnectionTestReply {
  ok: boolean;
  error: string;
  message: string;
  entries: string[];
  /** SFTP: the fingerprint of the key the server showed (`SHA256:…`), '' when none was seen */
  fingerprint: string;
}
