import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '../../schema/api/common';
import type { Features, PermissionSubject, RoutePermission } from '../../schema/permissions';
import type { Database, Project, User } from '../db/types';
import type { Config } from './config';
import type { Dialect } from './db';
import { ApiError, unauthorized } from './errors';
import type { Translator } from './i18n/index';

export interface AuthContext {
  user: User;
  sessionId: number;
  subject: PermissionSubject;
}

/** How a route is guarded: `public` needs no session; otherwise a session and this permission. */
export type RouteGuard = RoutePermission | { kind: 'public' };

/** One route of the API, as the access test and docs/api.md see it. */
export interface RouteEntry {
  method: string;
  url: string;
  guard: RouteGuard | null;
  tenant: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
    db: Kysely<Database>;
    dialect: Dialect;
    config: Config;
  }
  interface FastifyRequest {
    lang: Language;
    t: Translator;
    project: Project | null;
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** required on every API route (a route without one fails at start-up and in the access test) */
    guard?: RouteGuard;
    /** false for the few routes that do not belong to a project (version, config) */
    tenant?: boolean;
    /** the route ends the session: a session the project's two-factor requirement refuses may call it */
    endsSession?: boolean;
  }
}

export function projectFeatures(project: Project): Features {
  try {
    const parsed: unknown = JSON.parse(project.features);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'boolean')) as Features;
    }
  } catch {
    // a broken feature list enables nothing special: every feature stays on
  }
  return {};
}

export function parseJsonList(value: string | null): string[] | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}

export function requireProject(request: FastifyRequest): Project {
  if (!request.project) throw new ApiError(500, 'internal_error');
  return request.project;
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Session, project and language of a guarded request, for handlers. */
export function staffContext(request: FastifyRequest) {
  const project = requireProject(request);
  const auth = requireAuth(request);
  return { project, auth, user: auth.user, subject: auth.subject, t: request.t, lang: request.lang };
}

export type StaffContext = ReturnType<typeof staffContext>;
