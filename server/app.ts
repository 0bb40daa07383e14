import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '../schema/api/common';
import { guardRequest } from './core/auth';
import type { RouteEntry } from './core/context';
import { trustProxyOption, type Config } from './core/config';
import { registerClient } from './core/clientFiles';
import { securityHeaders } from './core/headers';
import { initSecretKey } from './core/secrets';
import { createDatabase, type DatabaseHandle } from './core/db';
import { clientErrorHandler, errorHandler, frameworkErrorHandler, routeNotFound } from './core/errors';
import { languageOfPath, translator } from './core/i18n/index';
import { resolveProject } from './core/tenancy';
import { registerList } from './lists/routes';
import { LIST_SCHEMAS, MODULES } from './modules/index';
import { projectFrameAncestors } from './modules/publicObjects/frame';

export interface BuildOptions {
  /** an open database (tests, benchmarks); otherwise one is opened from the configuration */
  database?: DatabaseHandle;
  /** log lines for a person at a terminal (pino-pretty) instead of JSON for a log collector */
  prettyLogs?: boolean;
}

/** The API. main.ts listens with it; every test drives it through app.inject. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? createDatabase(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.prettyLogs
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    // Paths with a language prefix are served like German ones, with replies in that language.
    rewriteUrl: (req) => languageOfPath(req.url ?? '/').rest,
    bodyLimit: 1024 * 1024,
    // buildings/ and buildings, country-list/ and country-list are the same list
    routerOptions: { ignoreTrailingSlash: true },
    // X-Forwarded-For and X-Forwarded-Host count only from the proxies TRUST_PROXY names
    trustProxy: trustProxyOption(config.trustProxy),
    // errors before routing and unreadable requests answer like every other error
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });

  // Infrastructure
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('config', config);
  // the key that seals stored secrets (TOTP secrets, the SSO client secret, PKCE verifiers)
  initSecretKey({ dataDir: config.dataDir, secretKey: config.secretKey });
  // the iframe pages may be framed by the sites the project allows (settings > website)
  securityHeaders(app, { frameAncestors: projectFrameAncestors(database.db) });
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.decorateRequest('t', translator(DEFAULT_LANGUAGE));
  app.decorateRequest('project', null);
  app.decorateRequest('auth', null);
  if (!options.database) app.addHook('onClose', () => database.destroy());

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/');
    if (isApi && !route.config?.guard) {
      throw new Error(`route ${String(route.method)} ${route.url} declares no guard (permission)`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({
        method,
        url: route.url,
        guard: route.config?.guard ?? null,
        tenant: route.config?.tenant !== false,
      });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const { lang } = languageOfPath(request.originalUrl);
    request.lang = lang;
    request.t = translator(lang);
    reply.header('Cache-Control', 'no-store');
  });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request) => {
    throw routeNotFound(request);
  });

  // Core services: tenancy, then session and permission.
  app.addHook('preHandler', async (request) => {
    const routeConfig = request.routeOptions.config;
    if (!routeConfig.guard) return;
    if (routeConfig.tenant !== false) request.project = await resolveProject(app.db, request);
    request.auth = await guardRequest(app.db, request, routeConfig.guard, config);
  });

  // Routes: every module's, in the order of server/modules/index.ts, then the lists they declare
  for (const serverModule of MODULES) {
    for (const routes of serverModule.routes) await app.register(routes);
  }
  await app.register(async (lists) => {
    for (const schema of LIST_SCHEMAS) registerList(lists, schema);
  });

  // The client: its built files, and the app page for every other path
  registerClient(app, config.clientDir);

  return app;
}
