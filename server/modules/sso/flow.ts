import { signInSubject } from '../../core/auth';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import { isLanguage, type Language } from '../../../schema/api/common';
import type { LoginReply } from '../../../schema/api/session';
import type { Config } from '../../core/config';
import { ApiError, badRequest, forbidden } from '../../core/errors';
import { scoped } from '../../core/scope';
import { decryptSecret, encryptSecret, SecretDecryptError } from '../../core/secrets';
import type { SsoLogin, SsoProviderKind, SsoSettings } from '../../db/tables/sso';
import type { Database, Project } from '../../db/types';
import { createSession, sessionUser } from '../auth/service';
import { verifiedEmail, type Claims } from './claims';
import { directoryFetch } from './directoryFetch';
import { isLoopbackHost } from '../../../schema/ssoSettings';
import { callbackUrl, CALLBACK_PATH, issuerOf, loadSettings } from './settings';
import { userFor, type Identity } from './users';

/** How long the directory may take to send the user back. */
export const STATE_TTL_MS = 10 * 60_000;
/** Used and expired sign-ins are kept this long (a late second answer reads "already used"), then removed. */
const KEEP_MS = 24 * 60 * 60_000;
/** Sign-ins one project may have in progress at once (the start is public). */
export const MAX_PENDING_PER_PROJECT = 200;
/** Seconds a request to the directory may take. */
const DIRECTORY_TIMEOUT_S = 10;
const SCOPE = 'openid email profile';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The nonce of a sign-in, derived from its PKCE code verifier: unguessable without the verifier
 * (which never leaves the server except to the directory's token endpoint), so only the hash of
 * the nonce is stored and nothing else about it.
 */
function nonceFor(codeVerifier: string): string {
  return createHash('sha256').update('immodesk sso nonce\0').update(codeVerifier).digest('base64url');
}

function notConfigured(kind: SsoProviderKind): ApiError {
  return new ApiError(404, 'sso_not_configured', {
    provider: kind === 'azure' ? 'Microsoft Entra ID' : 'OpenID Connect',
  });
}

/** The project's configuration, usable for this kind of sign-in, with its secret opened. */
function usableSettings(settings: SsoSettings | undefined, kind: SsoProviderKind) {
  if (!settings || settings.enabled !== 1 || settings.provider !== kind) throw notConfigured(kind);
  const issuer = issuerOf(settings);
  if (!issuer || !settings.client_id || !settings.client_secret) throw notConfigured(kind);
  let secret: string;
  try {
    secret = decryptSecret(settings.client_secret);
  } catch (error) {
    if (error instanceof SecretDecryptError) throw new ApiError(500, 'sso_secret_unreadable');
    throw error;
  }
  return { settings, issuer, secret };
}

/**
 * The one answer to anyone when the directory cannot be used (unreachable, refused address, no
 * valid metadata): the caller is not told which, so the start cannot probe addresses; the log is.
 */
function unreachable(log: FastifyBaseLogger, issuer: string, error: unknown): ApiError {
  log.warn({ issuer, detail: detailOf(error) }, 'single sign-on directory unusable');
  return new ApiError(502, 'sso_provider_unreachable');
}

/**
 * Reads the directory's metadata (discovery) into an openid-client configuration whose every
 * request (keys, token, userinfo) goes through directoryFetch: https and public addresses only,
 * unless SSO_ALLOW_PRIVATE_ISSUER allows loopback and private ones (and http on loopback).
 */
async function discover(
  config: Config,
  log: FastifyBaseLogger,
  issuer: string,
  clientId: string,
  secret: string,
): Promise<oidc.Configuration> {
  const url = new URL(issuer);
  const allowPrivate = config.ssoAllowPrivateIssuer;
  const insecure = allowPrivate && url.protocol === 'http:' && isLoopbackHost(url.hostname);
  try {
    return await oidc.discovery(url, clientId, undefined, oidc.ClientSecretPost(secret), {
      timeout: DIRECTORY_TIMEOUT_S,
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      [oidc.customFetch]: directoryFetch({ allowPrivate, allowHttp: insecure }),
    });
  } catch (error) {
    throw unreachable(log, issuer, error);
  }
}

function detailOf(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
    return (error.error_description || error.error).slice(0, 300);
  }
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return error instanceof Error ? `${error.message}${cause}`.slice(0, 300) : 'unknown error';
}

/**
 * The redirect URI we accept: our callback at PUBLIC_URL's origin or at the host of an existing
 * project below it (`<slug>.<PUBLIC_URL host>`).
 */
async function checkRedirectUri(
  db: Kysely<Database>,
  config: Config,
  value: string | undefined,
): Promise<string> {
  if (value === undefined || value === '') return callbackUrl(config);
  const invalid = () =>
    badRequest('sso_redirect_uri_invalid', {}, { errors: { redirectUri: 'sso_redirect_uri_invalid' } });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid();
  }
  const ours = new URL(config.publicUrl);
  const clean = !url.username && !url.password && !url.search && !url.hash;
  if (!clean || url.pathname !== CALLBACK_PATH) throw invalid();
  if (url.origin === ours.origin) return url.toString();
  const slug = url.hostname.slice(0, -ours.hostname.length - 1);
  const projectHost =
    url.protocol === ours.protocol &&
    url.port === ours.port &&
    url.hostname.endsWith(`.${ours.hostname}`) &&
    /^[a-z0-9-]+$/.test(slug);
  if (!projectHost) throw invalid();
  const project = await db.selectFrom('projects').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!project) throw invalid();
  return url.toString();
}

export interface StartInput {
  redirectUri?: string;
  lang: Language;
  log: FastifyBaseLogger;
}

/**
 * Starts a popup sign-in: authorization code with PKCE (S256), a state and a nonce, kept (hashed)
 * for ten minutes. Answers the directory's authorization URL for the popup.
 */
export async function startSignIn(
  db: Kysely<Database>,
  config: Config,
  project: Project,
  kind: SsoProviderKind,
  input: StartInput,
): Promise<{ authorizationUrl: string }> {
  const { settings, issuer, secret } = usableSettings(await loadSettings(db, project.id), kind);
  const redirectUri = await checkRedirectUri(db, config, input.redirectUri);
  const now = Date.now();
  const scope = scoped(db, project.id);
  await scope
    .deleteFrom('sso_logins')
    .where('expires_at', '<', new Date(now - KEEP_MS).toISOString())
    .execute();
  const pending = await scope
    .selectFrom('sso_logins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('expires_at', '>', new Date(now).toISOString())
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(pending.n) >= MAX_PENDING_PER_PROJECT) {
    throw new ApiError(429, 'sso_too_many_pending', {}, { headers: { 'Retry-After': '60' } });
  }

  const configuration = await discover(config, input.log, issuer, settings.client_id, secret);
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = nonceFor(codeVerifier);
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: SCOPE,
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  // Entra: let the person pick the work account instead of silently taking the one signed in
  if (kind === 'azure') parameters.prompt = 'select_account';
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, parameters);

  await db
    .insertInto('sso_logins')
    .values({
      project_id: project.id,
      provider: kind,
      state_hash: sha256(state),
      nonce_hash: sha256(nonce),
      code_verifier: encryptSecret(codeVerifier),
      redirect_uri: redirectUri,
      language: input.lang,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + STATE_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return { authorizationUrl: authorizationUrl.href };
}

/** Takes a sign-in by its state, once: a second answer with the same state finds it used. */
async function consumeState(db: Kysely<Database>, state: string | undefined): Promise<SsoLogin> {
  if (!state) throw badRequest('sso_state_missing');
  const stateHash = sha256(state);
  const now = new Date().toISOString();
  const row = await db
    .updateTable('sso_logins')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const known = await db
      .selectFrom('sso_logins')
      .select('id')
      .where('state_hash', '=', stateHash)
      .executeTakeFirst();
    throw badRequest(known ? 'sso_state_used' : 'sso_state_unknown');
  }
  if (row.expires_at <= now) throw badRequest('sso_state_expired');
  return row;
}

/** The refusal for an error of openid-client: what went wrong, in words an administrator can act on. */
function refusalOf(error: unknown, log: FastifyBaseLogger, issuer: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return badRequest('sso_provider_error', { detail: detailOf(error) });
  }
  if (error instanceof oidc.ClientError) {
    if (error.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED') {
      const claim = (error.cause as { cause?: { claim?: unknown } } | undefined)?.cause?.claim;
      if (claim === 'aud' || claim === 'azp') return badRequest('sso_token_audience');
      if (claim === 'nonce') return badRequest('sso_token_nonce');
      if (claim === 'iss') return badRequest('sso_token_issuer');
    }
    if (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT')
      return unreachable(log, issuer, error);
    return badRequest('sso_token_invalid', { detail: detailOf(error) });
  }
  if (error instanceof TypeError) {
    // fetch failed: the directory did not answer, or its address is not allowed
    return unreachable(log, issuer, error);
  }
  return new ApiError(500, 'internal_error');
}

/** Exchanges the code (PKCE), validates the ID token (issuer, audience, nonce, expiry) and reads the verified e-mail. */
async function identityOf(
  config: Config,
  log: FastifyBaseLogger,
  login: SsoLogin,
  settings: SsoSettings,
  issuer: string,
  secret: string,
  query: Record<string, string>,
): Promise<Identity> {
  const configuration = await discover(config, log, issuer, settings.client_id, secret);
  let codeVerifier: string;
  try {
    codeVerifier = decryptSecret(login.code_verifier);
  } catch {
    // sealed with a key this server does not have (SECRET_KEY changed since the start)
    throw badRequest('sso_state_unknown');
  }
  const nonce = nonceFor(codeVerifier);
  if (sha256(nonce) !== login.nonce_hash) throw badRequest('sso_token_nonce');
  const currentUrl = new URL(login.redirect_uri);
  for (const [name, value] of Object.entries(query)) currentUrl.searchParams.set(name, value);
  let claims: Claims;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: codeVerifier,
      expectedState: query.state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw badRequest('sso_token_invalid', { detail: 'no ID token' });
    claims = idToken;
    // A generic provider may keep the e-mail out of the ID token (OIDC core 5.4): ask its userinfo.
    if (
      settings.provider === 'oidc' &&
      claims.email === undefined &&
      configuration.serverMetadata().userinfo_endpoint
    ) {
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      claims = { ...info, ...idToken };
    }
  } catch (error) {
    throw refusalOf(error, log, issuer);
  }
  const kind = settings.provider === 'azure' ? 'azure' : 'oidc';
  const email = verifiedEmail(kind, claims, settings.directory_id);
  if (!email.ok) throw forbidden(email.reason === 'missing' ? 'sso_email_missing' : 'sso_email_unverified');
  return { email: email.email, claims };
}

export interface CallbackInput {
  query: Record<string, string>;
  lang: Language;
  ip: string;
  userAgent: string;
  log: FastifyBaseLogger;
}

export type CallbackResult = { lang: Language; targetOrigin: string } & (
  { ok: true; reply: LoginReply } | { ok: false; error: ApiError }
);

/**
 * The directory's answer: takes the state once, exchanges the code, validates the ID token, finds
 * (or, if allowed, creates) the member of staff and opens a session. Every refusal opens none.
 */
export async function finishSignIn(
  db: Kysely<Database>,
  config: Config,
  input: CallbackInput,
): Promise<CallbackResult> {
  let lang = input.lang;
  let targetOrigin = new URL(config.publicUrl).origin;
  try {
    const login = await consumeState(db, input.query.state);
    lang = isLanguage(login.language) ? login.language : lang;
    targetOrigin = new URL(login.redirect_uri).origin;
    const kind: SsoProviderKind = login.provider === 'azure' ? 'azure' : 'oidc';
    const project = await db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', login.project_id)
      .executeTakeFirst();
    if (!project) throw notConfigured(kind);
    const { settings, issuer, secret } = usableSettings(await loadSettings(db, project.id), kind);
    const identity = await identityOf(config, input.log, login, settings, issuer, secret, input.query);

    const { user, token } = await db.transaction().execute(async (trx) => {
      const user = await userFor(trx, project, settings, identity, lang);
      // the directory confirmed the sign-in: no second factor of ours is asked (docs/decisions.md)
      const origin = { ip: input.ip, userAgent: input.userAgent, secondFactor: 'sso' };
      return { user, token: await createSession(trx, user, origin, Date.now()) };
    });
    const subject = await signInSubject(db, user, project);
    return { ok: true, lang, targetOrigin, reply: { token, user: sessionUser(user, subject) } };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, lang, targetOrigin, error };
    throw error;
  }
}
