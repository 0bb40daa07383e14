import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Provider, {
  type Adapter,
  type AdapterFactory,
  type AdapterPayload,
  type Configuration,
  type InteractionResults,
  type JWK,
} from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, for the single sign-on tests.
 *
 * Its login and consent screens are replaced by automatic ones: the account that signs in is the
 * authorization request's `login_hint` (a key of ACCOUNTS), and every requested scope is granted.
 * So a test drives a sign-in with plain HTTP requests (signIn), the way a browser follows redirects.
 */

export interface TestAccount {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export const ACCOUNTS = {
  /** demo.admin of the seed (server/db/seed/definitions.ts), with a verified address */
  admin: {
    email: 'demo.admin@immodesk.demo',
    email_verified: true,
    given_name: 'Marco',
    family_name: 'Bernasconi',
  },
  /** demo.user's address, not verified by the provider */
  unverified: {
    email: 'demo.user@immodesk.demo',
    email_verified: false,
    given_name: 'Lukas',
    family_name: 'Meier',
  },
  /** a verified address no demo user has */
  newcomer: {
    email: 'nora.neuhaus@immodesk.demo',
    email_verified: true,
    given_name: 'Nora',
    family_name: 'Neuhaus',
  },
  /** the address of the other customer's admin */
  otherCustomer: {
    email: 'beta.admin@beta.demo',
    email_verified: true,
    given_name: 'Beta',
    family_name: 'Admin',
  },
  /** demo.analyst, switched off by a test */
  analyst: {
    email: 'demo.analyst@immodesk.demo',
    email_verified: true,
    given_name: 'Thomas',
    family_name: 'Widmer',
  },
} satisfies Record<string, TestAccount>;

export type AccountName = keyof typeof ACCOUNTS;

export interface TestClient {
  id: string;
  secret: string;
}

export interface TestOidcProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  /** the client the app is configured with */
  client: TestClient;
  /** a second client of the same provider, with the same redirect URI */
  otherClient: TestClient;
  /**
   * Follows an authorization URL through the provider as `account` (fresh cookies each time) and
   * answers the redirect back to the app: the callback URL with code and state.
   */
  signIn(authorizationUrl: URL | string, account: AccountName): Promise<URL>;
  /**
   * From now on (null: no longer) the token endpoint takes every code exchange as made by this
   * client: the app's request is answered with that client's tokens, as if the endpoint answered
   * for another application.
   */
  exchangeCodesAs(client: TestClient | null): void;
  close(): Promise<void>;
}

function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: 'test-key', use: 'sig', alg: 'RS256' };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The test provider's store: in this process, one per provider (oidc-provider's own in-memory
 * store is shared and warns on every start).
 */
function memoryStore(): AdapterFactory {
  const rows = new Map<string, AdapterPayload>();
  const index = new Map<string, string>();
  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    const adapter: Adapter = {
      async upsert(id, payload) {
        rows.set(key(id), payload);
        if (payload.uid) index.set(`uid:${payload.uid}`, key(id));
        if (payload.userCode) index.set(`userCode:${payload.userCode}`, key(id));
      },
      async find(id) {
        return rows.get(key(id));
      },
      async findByUid(uid) {
        const found = index.get(`uid:${uid}`);
        return found ? rows.get(found) : undefined;
      },
      async findByUserCode(userCode) {
        const found = index.get(`userCode:${userCode}`);
        return found ? rows.get(found) : undefined;
      },
      async consume(id) {
        const row = rows.get(key(id));
        if (row) row.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        rows.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [stored, row] of rows) if (row.grantId === grantId) rows.delete(stored);
      },
    };
    return adapter;
  };
}

export async function startOidcProvider(options: { redirectUri: string }): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client: TestClient = { id: 'immodesk-test', secret: randomBytes(24).toString('base64url') };
  const otherClient: TestClient = { id: 'another-app', secret: randomBytes(24).toString('base64url') };
  const registration = (c: TestClient) => ({
    client_id: c.id,
    client_secret: c.secret,
    redirect_uris: [options.redirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code' as const],
    token_endpoint_auth_method: 'client_secret_post' as const,
  });

  const configuration: Configuration = {
    adapter: memoryStore(),
    clients: [registration(client), registration(otherClient)],
    async findAccount(_ctx, sub) {
      const account = (ACCOUNTS as Record<string, TestAccount>)[sub];
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { methods: ['S256'], required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey()] },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
    },
  };
  const provider = new Provider(issuer, configuration);
  let codeExchanger: TestClient | null = null;

  provider.use(async (ctx, next) => {
    const interaction = /^\/interaction\/[^/]+$/.exec(ctx.path);
    if (!interaction || ctx.method !== 'GET') return next();

    const details = await provider.interactionDetails(ctx.req, ctx.res);
    let result: InteractionResults;
    if (details.prompt.name === 'login') {
      const hint = details.params.login_hint;
      if (typeof hint !== 'string' || !(hint in ACCOUNTS)) {
        ctx.status = 400;
        ctx.body = `unknown test account ${String(hint)}`;
        return;
      }
      result = { login: { accountId: hint } };
    } else {
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({
            accountId: details.session!.accountId,
            clientId: String(details.params.client_id),
          });
      if (!grant) throw new Error('grant not found');
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      result = { consent: details.grantId ? {} : { grantId } };
    }
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, {
      mergeWithLastSubmission: true,
    });
    ctx.redirect(returnTo);
    ctx.status = 303;
  });
  const handle = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const exchanger = codeExchanger;
    if (!exchanger || req.method !== 'POST' || !req.url?.startsWith('/token')) return void handle(req, res);
    // the code is exchanged by another client: the request is replayed with its credentials
    void readBody(req).then((body) => {
      const form = new URLSearchParams(body);
      form.set('client_id', exchanger.id);
      form.set('client_secret', exchanger.secret);
      const bytes = Buffer.from(form.toString());
      const replay = Object.assign(Readable.from([bytes]), {
        headers: { ...req.headers, 'content-length': String(bytes.length) },
        rawHeaders: req.rawHeaders,
        method: req.method,
        url: req.url,
        httpVersion: req.httpVersion,
        httpVersionMajor: req.httpVersionMajor,
        httpVersionMinor: req.httpVersionMinor,
        socket: req.socket,
        connection: req.socket,
      });
      void handle(replay as unknown as http.IncomingMessage, res);
    });
  });

  async function signIn(authorizationUrl: URL | string, account: AccountName): Promise<URL> {
    const cookies = new Map<string, string>();
    let url = new URL(authorizationUrl);
    url.searchParams.set('login_hint', account);
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const header of res.headers.getSetCookie()) {
        const [pair = '', ...attributes] = header.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) {
        throw new Error(
          `the provider answered ${res.status} at ${url.pathname}: ${(await res.text()).slice(0, 500)}`,
        );
      }
      await res.body?.cancel();
      const next = new URL(location, url);
      if (next.href.startsWith(options.redirectUri)) return next;
      url = next;
    }
    throw new Error('the provider redirected more than 10 times');
  }

  return {
    issuer,
    client,
    otherClient,
    signIn,
    exchangeCodesAs(c) {
      codeExchanger = c;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
