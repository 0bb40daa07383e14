import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import type { Language } from '../../../schema/api/common';
import type { Bootstrap, InitReply, InitSso, ProjectLink } from '../../../schema/api/session';
import { canSeeProjectSettings, type PermissionSubject } from '../../../schema/permissions';
import { landingPage } from '../../../schema/resources';
import { allowedImageTypes } from '../objectMedia/images';
import { parseJsonList } from '../../core/context';
import type { Config } from '../../core/config';
import { scoped } from '../../core/scope';
import type { Translator } from '../../core/i18n/index';
import { DEFAULT_TENANT } from '../../core/tenancy';
import type { Database, Project, User } from '../../db/types';
import { sessionUser } from '../auth/service';
import { unreadCount } from '../communication/conversations';

const pkg = createRequire(import.meta.url)('../../../package.json') as { name: string; version: string };

export function versionReply() {
  return { name: pkg.name, version: pkg.version, api: 'v1' };
}

/** The address of a project: the bare host for `rent`, a subdomain of it for every other project. */
export function projectUrl(config: Pick<Config, 'publicUrl'>, slug: string): string {
  if (slug === DEFAULT_TENANT) return config.publicUrl;
  const url = new URL(config.publicUrl);
  url.hostname = `${slug}.${url.hostname}`;
  return url.toString().replace(/\/$/, '');
}

export function projectLink(config: Pick<Config, 'publicUrl'>, project: Project): ProjectLink {
  return {
    slug: project.slug,
    title: project.title,
    type: project.type,
    brandColor: project.brand_color,
    url: projectUrl(config, project.slug),
  };
}

const currencyOrder = (project: Project) => (project.currency_order === 'after' ? 'after' : 'before');

/**
 * The single sign-on the login page offers: the project's directory when it is switched on (the
 * settings refuse to switch on an incomplete one), else null. Never more than the provider kind.
 */
export async function projectSso(db: Kysely<Database>, project: Project): Promise<InitSso | null> {
  const row = await scoped(db, project.id)
    .selectFrom('sso_settings')
    .select('provider')
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  return { provider: row.provider === 'oidc' ? 'oidc' : 'azure' };
}

export function initReply(
  config: Config,
  project: Project,
  lang: Language,
  t: Translator,
  sso: InitSso | null = null,
): InitReply {
  return {
    siteTitle: `${project.title} – ${t('site_title')}`,
    language: lang,
    favicon: '/favicon.svg',
    bootstrap: {
      project_type: project.type,
      project: projectLink(config, project),
      baseBackendUrl: config.publicUrl,
      currency: project.currency,
      currencyOrder: currencyOrder(project),
    },
    publicTranslations: {},
    sso,
  };
}

/** The projects a user may switch to: their organisation's projects they have access to. */
async function switchableProjects(db: Kysely<Database>, user: User): Promise<Project[]> {
  let query = db
    .selectFrom('projects')
    .selectAll('projects')
    .where('projects.organisation_id', '=', user.organisation_id);
  if (user.role !== 'superadmin') {
    query = query
      .innerJoin('user_projects', 'user_projects.project_id', 'projects.id')
      .where('user_projects.user_id', '=', user.id);
  }
  return query.orderBy('projects.id').execute();
}

export async function bootstrap(
  db: Kysely<Database>,
  config: Config,
  project: Project,
  user: User,
  subject: PermissionSubject,
): Promise<Bootstrap> {
  const projects = await switchableProjects(db, user);
  return {
    project_type: project.type,
    project: projectLink(config, project),
    availableFeatures: subject.features,
    baseBackendUrl: config.publicUrl,
    allowedFileTypes: parseJsonList(project.allowed_file_types) ?? [],
    allowedImageTypes: allowedImageTypes(project),
    maxFileSize: project.max_file_size_mb,
    maxNumObjectImages: project.max_num_object_images,
    projects: projects.map((p) => projectLink(config, p)),
    currency: project.currency,
    currencyOrder: currencyOrder(project),
    unread_messages: await unreadCount(db, project.id),
    uiConfig: { applicationForm: { template: 'default' } },
    user: sessionUser(user, subject),
    landingPage: landingPage(subject),
    canSeeProjectSettings: canSeeProjectSettings(user.role),
  };
}
