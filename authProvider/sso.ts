import type { LoginReply, SessionUser } from '../schema/api/session';
import { api } from '../dataProvider/http';

/** Single sign-on through a popup (spec 2 section 7.3, POST api/v2/azure/sso and api/v2/oicd/sso). */

export type SsoProvider = 'azure' | 'oidc';

/** The start path of each provider kind; `oicd` is the spec's spelling of the path. */
export const SSO_START_PATHS: Readonly<Record<SsoProvider, string>> = {
  azure: '/api/v2/azure/sso',
  oidc: '/api/v2/oicd/sso',
};

/** Where the directory sends the popup back; its page posts the result to this window. */
export const SSO_CALLBACK_PATH = '/api/v2/sso/callback';
/** The `type` of the popup's message. */
export const SSO_MESSAGE_TYPE = 'immodesk-sso';

/**
 * Starts a sign-in and answers the directory's authorization URL for the popup. The callback is
 * asked for at this page's own origin (the project's host), so that the popup's message comes
 * from, and is posted to, the origin this page listens on.
 */
export async function startSso(provider: SsoProvider, origin = window.location.origin): Promise<string> {
  const { data } = await api.post<{ authorizationUrl: string }>(SSO_START_PATHS[provider], {
    redirectUri: `${origin}${SSO_CALLBACK_PATH}`,
  });
  return data.authorizationUrl;
}

export type SsoResult = { ok: true; session: LoginReply } | { ok: false; message: string | null };

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<SessionUser>;
  return typeof user.id === 'number' && typeof user.username === 'string' && typeof user.role === 'string';
}

/**
 * The result a `message` event carries, or null for an event that is not the popup's: from
 * another origin, of another type, or malformed. Only a message from our own origin is believed.
 */
export function ssoResultOf(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin = window.location.origin,
): SsoResult | null {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type !== SSO_MESSAGE_TYPE) return null;
  if (message.ok === true) {
    if (typeof message.token !== 'string' || !message.token || !isSessionUser(message.user)) return null;
    return { ok: true, session: { token: message.token, user: message.user } };
  }
  return {
    ok: false,
    message: typeof message.message === 'string' && message.message ? message.message : null,
  };
}
