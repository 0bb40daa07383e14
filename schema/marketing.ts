import { z } from 'zod';
import { emailRule, REQUIRED, richTextRule, textRule } from './rules';
import { phoneRule } from './phoneRules';

/**
 * Marketing (spec 2 section 7.13): an object's ad on the Swiss portals, its state per portal, and
 * the portals' settings (settings > software interfaces > rental platforms, `marketing-platforms`).
 */

/** The portals, in the order of the list's columns (spec 1 section 3). */
export const PORTALS = ['homegate', 'newhome', 'immoscout', 'icasa', 'flatfox'] as const;
export type Portal = (typeof PORTALS)[number];
export const isPortal = (value: string): value is Portal => (PORTALS as readonly string[]).includes(value);

export const AD_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type AdLanguage = (typeof AD_LANGUAGES)[number];

/** An ad's state on a portal. */
export const AD_STATES = ['pending', 'live', 'failed', 'off'] as const;
export type AdState = (typeof AD_STATES)[number];

export const EXPORT_FORMATS = ['swissrets', 'idx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** How a portal gets its export: it fetches the pull feed, or we push it over FTP, FTPS or SFTP. */
export const TRANSPORTS = ['pull', 'ftp', 'ftps', 'sftp'] as const;
export type Transport = (typeof TRANSPORTS)[number];
export const PUSH_TRANSPORTS = ['ftp', 'ftps', 'sftp'] as const;
export type PushTransport = (typeof PUSH_TRANSPORTS)[number];
export const isPushTransport = (value: string): value is PushTransport =>
  (PUSH_TRANSPORTS as readonly string[]).includes(value);
/** The port a push transport uses when the settings name none (0). */
export const DEFAULT_PORTS: Record<PushTransport, number> = { ftp: 21, ftps: 21, sftp: 22 };

/** IDX 3.01 takes at most 13 pictures per object. */
export const IDX_MAX_PICTURES = 13;

/** Only an active, available object may be advertised (a rented, sold or inactive one is taken off). */
export function advertisable(object: { active: boolean; progress_state: string }): boolean {
  return object.active && object.progress_state === 'available';
}

/** Why an object's ads are taken off, or null while it may stay advertised. */
export function takenOffReason(object: { active: boolean; progress_state: string }): string | null {
  if (!object.active) return 'marketing_off_inactive';
  if (object.progress_state === 'rented') return 'marketing_off_rented';
  if (object.progress_state === 'sold') return 'marketing_off_sold';
  if (object.progress_state !== 'available') return 'marketing_off_not_available';
  return null;
}

const adText = z.object({
  title: textRule({ max: 200 }),
  description: richTextRule({ max: 20_000 }),
});

const portalList = z.array(z.enum(PORTALS, 'marketing_unknown_portal')).max(PORTALS.length);

/** POST api/v1/marketing/ad/save: the whole ad at the version it was loaded at. */
export const adSaveSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  texts: z.object({ de: adText, fr: adText, it: adText, en: adText }).partial(),
  imageIds: z.array(z.number().int().positive()).max(200).default([]),
  contactName: textRule({ max: 200 }),
  contactEmail: emailRule(),
  contactPhone: phoneRule(),
  viewingInfo: textRule({ max: 2000 }),
  portals: portalList.default([]),
});
export type AdSaveInput = z.infer<typeof adSaveSchema>;

/** POST api/v1/marketing/ad/publish: the object's ad goes to its portals (or the ones named). */
export const adPublishSchema = z.object({
  id: z.number().int().positive(),
  portals: portalList.optional(),
});
export type AdPublishInput = z.infer<typeof adPublishSchema>;

/** POST api/v1/marketing/objects/deactivate and /refresh: the objects to act on. */
export const adBulkSchema = z.object({
  targets: z.array(z.unknown()).max(5000).default([]),
});

/** An SSH host key fingerprint as `ssh-keygen -lf` prints it (base64 of the key's SHA-256). */
export const HOST_KEY_FINGERPRINT = /^SHA256:[A-Za-z0-9+/]{43}=?$/;

/** A push server's address and folder (host name or IP address; a folder path without line breaks). */
const pushTarget = {
  host: textRule({ max: 255, pattern: /^[A-Za-z0-9.:[\]-]+$/, patternMessage: 'marketing_host_invalid' }),
  port: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z
      .number('marketing_port_invalid')
      .int('marketing_port_invalid')
      .min(0)
      .max(65535, 'marketing_port_invalid'),
  ),
  path: textRule({ max: 500, pattern: /^[^\0\r\n]*$/, patternMessage: 'marketing_path_invalid' }),
  username: textRule({ max: 200 }),
  /** write-only: absent or '' keeps the one stored */
  password: z.string().max(500).optional(),
  /** write-only (SFTP): an OpenSSH or PEM private key; absent or '' keeps the one stored */
  privateKey: z.string().max(20_000).optional(),
  /**
   * SFTP: the server's host key fingerprint as `ssh-keygen -lf` prints it (`SHA256:` and 43 base64
   * characters); a server showing another key is refused. '' while none is confirmed.
   */
  hostKeyFingerprint: textRule({
    max: 60,
    pattern: HOST_KEY_FINGERPRINT,
    patternMessage: 'marketing_host_key_invalid',
  }).transform((v) => v.replace(/=+$/, '')),
  /**
   * FTPS: the portal's certificate, or the CA that signed it, as PEM. '' trusts the public CAs only;
   * a server whose certificate is not trusted is always refused.
   */
  tlsCertificate: textRule({
    max: 20_000,
    pattern: /^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----$/,
    patternMessage: 'marketing_tls_certificate_invalid',
  }),
};

export const platformSettingsSchema = z
  .object({
    enabled: z.boolean(),
    format: z.enum(EXPORT_FORMATS, 'marketing_unknown_format'),
    transport: z.enum(TRANSPORTS, 'marketing_unknown_transport'),
    senderId: textRule({ max: 100 }),
    ...pushTarget,
    /** forget the stored password and key */
    clearCredentials: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.enabled || !isPushTransport(value.transport)) return;
    if (value.host === '') ctx.addIssue({ code: 'custom', path: ['host'], message: REQUIRED });
    if (value.username === '') ctx.addIssue({ code: 'custom', path: ['username'], message: REQUIRED });
    if (value.transport === 'sftp' && value.hostKeyFingerprint === '')
      ctx.addIssue({ code: 'custom', path: ['hostKeyFingerprint'], message: 'marketing_host_key_required' });
  });
export type PlatformSettingsInput = z.infer<typeof platformSettingsSchema>;

/** POST api/v1/settings/marketing-platforms/test-connection: one portal's push settings as in the form. */
export const connectionTestSchema = z.object({
  portal: z.enum(PORTALS, 'marketing_unknown_portal'),
  transport: z.enum(PUSH_TRANSPORTS, 'marketing_unknown_transport'),
  ...pushTarget,
  host: textRule({
    required: true,
    max: 255,
    pattern: /^[A-Za-z0-9.:[\]-]+$/,
    patternMessage: 'marketing_host_invalid',
  }),
});
export type ConnectionTestInput = z.infer<typeof connectionTestSchema>;

/** POST api/v1/settings/marketing-platforms: every portal's settings at the version loaded. */
export const platformsSaveSchema = z.object({
  version: z.number().int().min(0),
  platforms: z.object(
    Object.fromEntries(PORTALS.map((p) => [p, platformSettingsSchema])) as Record<
      Portal,
      typeof platformSettingsSchema
    >,
  ),
});
export type PlatformsSaveInput = z.infer<typeof platformsSaveSchema>;

/** POST api/v1/settings/marketing-platforms/renew-feed: a new feed address for one portal. */
export const feedRenewSchema = z.object({ portal: z.enum(PORTALS, 'marketing_unknown_portal') });
