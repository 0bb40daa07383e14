import type { Generated, Selectable } from 'kysely';

/** The marketing tables (migration 037); the Database interface extends this one. */
export interface MarketingTables {
  marketing_ads: MarketingAdTable;
  marketing_ad_portals: MarketingAdPortalTable;
  marketing_platforms: MarketingPlatformTable;
  marketing_transfers: MarketingTransferTable;
}

/** An object's ad: one per object. */
export interface MarketingAdTable {
  id: Generated<number>;
  project_id: number;
  object_id: number;
  /** JSON: language -> { title, description (sanitised HTML) } */
  texts: string;
  /** JSON array of object_images ids, in the ad's order */
  image_ids: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  viewing_info: string;
  /** JSON array of portal keys the ad goes to */
  portals: string;
  version: Generated<number>;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An ad's state on one portal: pending, live, failed (with its reason) or off. */
export interface MarketingAdPortalTable {
  id: Generated<number>;
  project_id: number;
  object_id: number;
  portal: string;
  state: string;
  /** a message key (failed: why; off: what turned it off) */
  reason: string;
  updated_at: string;
}

/** A portal's settings in a project. */
export interface MarketingPlatformTable {
  id: Generated<number>;
  project_id: number;
  portal: string;
  enabled: number;
  format: string;
  transport: string;
  sender_id: string;
  /** SHA-256 hex of the pull feed's token, '' while there is none */
  feed_token_hash: string;
  feed_created_at: string | null;
  /** push (migration 039): the portal's server, port (0: the transport's default), folder and user */
  host: Generated<string>;
  port: Generated<number>;
  path: Generated<string>;
  username: Generated<string>;
  /** the password, sealed by core/secrets.ts ('' while none is set) */
  password_secret: Generated<string>;
  /** the SFTP private key (PEM/OpenSSH), sealed ('' while none is set) */
  private_key_secret: Generated<string>;
  /** SFTP (migration 045): the server's host key fingerprint, `SHA256:…` ('' while none is confirmed) */
  host_key_fingerprint: Generated<string>;
  /** FTPS (migration 045): the portal's certificate or its CA, PEM ('' trusts the public CAs) */
  tls_certificate: Generated<string>;
  version: Generated<number>;
  updated_at: string;
}

/** One transfer to a portal: when, how many objects, and the error if it failed. */
export interface MarketingTransferTable {
  id: Generated<number>;
  project_id: number;
  portal: string;
  format: string;
  transport: string;
  objects_sent: number;
  error: string;
  created_at: string;
}

export type MarketingAd = Selectable<MarketingAdTable>;
export type MarketingPlatform = Selectable<MarketingPlatformTable>;
