import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ssoSettingsSchema, ssoStartSchema } from '../../../schema/ssoSettings';
import { requireProject, staffContext } from '../../core/context';
import { ApiError } from '../../core/errors';
import { translator } from '../../core/i18n/index';
import { ADMIN, PUBLIC, route } from '../../core/route';
import { isPrivateHost } from './directoryFetch';
import type { SsoProviderKind } from '../../db/tables/sso';
import { finishSignIn, startSignIn, type CallbackResult } from './flow';
import { PAGE_CSP, POPUP_SCRIPT, POPUP_SCRIPT_PATH, popupPage } from './page';
import { CALLBACK_PATH, getSettings, saveSettings } from './settings';

/** Query parameters of the directory's answer, first value of each. */
function queryOf(request: FastifyRequest): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') query[name] = first.slice(0, 4000);
  }
  return query;
}

function sendPage(reply: FastifyReply, result: CallbackResult): FastifyReply {
  const t = translator(result.lang);
  const message = result.ok
    ? ({ type: 'immodesk-sso', ok: true, ...result.reply } as const)
    : ({
        type: 'immodesk-sso',
        ok: false,
        message: t(result.error.key, result.error.params),
        messageKey: result.error.key,
      } as const);
  return reply
    .status(result.ok ? 200 : result.error.status)
    .header('Content-Security-Policy', PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(popupPage({ lang: result.lang, t, message, targetOrigin: result.targetOrigin }));
}

/**
 * Single sign-on (spec 2 section 7.3): the directory settings of a project, and the popup sign-in
 * with Microsoft Entra ID (`azure`) or any OpenID Connect provider (`oicd`, the spec's spelling).
 */
export async function ssoRoutes(app: FastifyInstance): Promise<void> {
  route(app, { method: 'GET', url: '/api/v1/settings/authentication', guard: ADMIN }, ({ request }) =>
    getSettings(app.db, app.config, staffContext(request).project),
  );

  const settingsBody = ssoSettingsSchema({
    allowPrivate: app.config.ssoAllowPrivateIssuer,
    isPrivateHost,
  });
  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/settings/authentication',
      guard: ADMIN,
      body: settingsBody,
      formMessage: true,
    },
    ({ request, body }) => {
      const { project, user, t } = staffContext(request);
      return saveSettings(app.db, app.config, project, user, body, t);
    },
  );

  // `oicd` is the spec's spelling of the path; the provider kind is 'oidc'
  const starts: ReadonlyArray<readonly [string, SsoProviderKind]> = [
    ['/api/v2/azure/sso', 'azure'],
    ['/api/v2/oicd/sso', 'oidc'],
  ];
  for (const [url, kind] of starts) {
    route(app, { method: 'POST', url, guard: PUBLIC, body: ssoStartSchema }, ({ request, body }) =>
      startSignIn(app.db, app.config, requireProject(request), kind, {
        redirectUri: body.redirectUri,
        lang: request.lang,
        log: request.log,
      }),
    );
  }

  // The directory sends the popup here; the project comes from the sign-in's state, not the host.
  route(
    app,
    { method: 'GET', url: CALLBACK_PATH, guard: PUBLIC, tenant: false },
    async ({ request, reply }) => {
      let result: CallbackResult;
      try {
        result = await finishSignIn(app.db, app.config, {
          query: queryOf(request),
          lang: request.lang,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          log: request.log,
        });
      } catch (error) {
        request.log.error({ err: error }, 'single sign-on failed');
        result = {
          ok: false,
          lang: request.lang,
          targetOrigin: new URL(app.config.publicUrl).origin,
          error: new ApiError(500, 'internal_error'),
        };
      }
      return sendPage(reply, result);
    },
  );

  route(app, { method: 'GET', url: POPUP_SCRIPT_PATH, guard: PUBLIC, tenant: false }, ({ reply }) =>
    reply.type('text/javascript; charset=utf-8').send(POPUP_SCRIPT),
  );
}
