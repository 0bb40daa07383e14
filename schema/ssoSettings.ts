import { z } from 'zod';
import { ROLES, type Role } from './permissions';

/**
 * The directory of a project for single sign-on (spec 2 section 7.3, settings > authentication):
 * the rules of its form, for the server's parse. What depends on the stored settings (a secret
 * kept from before) is checked where they are loaded.
 */

/** Roles an account created at sign-in may get: never an administrator role. */
export const CREATABLE_ROLES = ROLES.filter((r) => r !== 'superadmin' && r !== 'admin') as [Role, ...Role[]];

/** A Microsoft Entra directory (tenant) id. */
export const DIRECTORY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CLIENT_ID = /^[\x21-\x7e]{1,200}$/;

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Where an issuer may be: the server's own setting and its test of a private host. */
export interface IssuerRules {
  /** SSO_ALLOW_PRIVATE_ISSUER (tests): private hosts, and http on this machine, are allowed */
  allowPrivate: boolean;
  isPrivateHost: (hostname: string) => boolean;
}

/**
 * What is wrong with an issuer URL, if anything: it must be https without credentials, query or
 * fragment, on a public host (not this machine, not a private network).
 */
export function issuerUrlProblem(
  value: string,
  rules: IssuerRules,
): 'sso_issuer_invalid' | 'sso_issuer_private' | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'sso_issuer_invalid';
  }
  const secure =
    url.protocol === 'https:' ||
    (rules.allowPrivate && url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!secure || url.username || url.password || url.search || url.hash || value.includes('#')) {
    return 'sso_issuer_invalid';
  }
  return !rules.allowPrivate && rules.isPrivateHost(url.hostname) ? 'sso_issuer_private' : null;
}

const INVALID = 'invalid_request';

/**
 * The body of POST /api/v1/settings/authentication. Each field is refused with its own message
 * key; fields of the provider kind not chosen are not checked. An empty secret keeps the stored one.
 */
export function ssoSettingsSchema(rules: IssuerRules) {
  return z
    .object(
      {
        provider: z.enum(['azure', 'oidc'], { message: 'sso_provider_invalid' }),
        enabled: z.boolean({ message: INVALID }).default(false),
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
        issuerUrl: z
          .string({ message: 'sso_issuer_invalid' })
          .trim()
          .max(500, 'sso_issuer_invalid')
          .default(''),
        allowCreateUsers: z.boolean({ message: INVALID }).default(false),
        defaultRole: z.enum(CREATABLE_ROLES, { message: 'sso_default_role_invalid' }).default('user'),
        version: z.number({ message: INVALID }).int(INVALID).min(0, INVALID).optional(),
      },
      { message: INVALID },
    )
    .superRefine((input, ctx) => {
      const refuse = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      if (input.provider === 'azure') {
        if (input.directoryId && !DIRECTORY_ID.test(input.directoryId))
          refuse('directoryId', 'sso_directory_id_invalid');
        else if (input.enabled && !input.directoryId) refuse('directoryId', 'sso_directory_id_required');
      } else if (input.issuerUrl) {
        const problem = issuerUrlProblem(input.issuerUrl, rules);
        if (problem) refuse('issuerUrl', problem);
      } else if (input.enabled) {
        refuse('issuerUrl', 'sso_issuer_required');
      }
      if (input.clientId && !CLIENT_ID.test(input.clientId)) refuse('clientId', 'sso_client_id_invalid');
      else if (input.enabled && !input.clientId) refuse('clientId', 'sso_client_id_required');
    });
}

export type SsoSettingsInput = z.infer<ReturnType<typeof ssoSettingsSchema>>;

/** The body of POST /api/v2/azure/sso and /api/v2/oicd/sso: where the popup returns to. */
export const ssoStartSchema = z.object({ redirectUri: z.string().max(2000).optional() });
