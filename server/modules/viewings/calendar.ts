import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CalendarFeedStatus, CalendarFeedRenewed } from '../../../schema/api/viewings';
import { checkAccess } from '../../../schema/permissions';
import { RESOURCES } from '../../../schema/resources';
import { permissionSubject } from '../../core/auth';
import type { StaffContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { translator } from '../../core/i18n/index';
import type { Config } from '../../core/config';
import { acrossProjects, scoped, type Executor } from '../../core/scope';
import type { Database, Project } from '../../db/types';
import { projectUrl } from '../shared/service';
import { hashLinkToken } from './common';
import { viewingCalendar, type ViewingEvent } from './ical';
import type { ViewingAppointment } from '../../db/tables/viewings';
import { isLanguage } from '../../../schema/api/common';

/**
 * The viewings as calendars: one appointment's `.ics` (by its slug, for the host's project) and a
 * user's private feed over all their projects where they may see viewings.
 */

export const FEED_PATH = '/api/v1/calendar-feed';
/** How far back a feed reaches: the viewings of the last weeks stay visible. */
const FEED_DAYS_BACK = 60;
const FEED_LIMIT = 2000;

const eventOf = (row: ViewingAppointment, extra: Partial<ViewingEvent> = {}): ViewingEvent => ({
  slug: row.slug,
  objectLabel: row.object_label,
  date: row.date,
  startTime: row.start_time,
  endTime: row.end_time,
  place: row.place,
  contactPerson: row.contact_person,
  contactPhone: row.contact_phone,
  note: row.note,
  state: row.state,
  version: row.version,
  updatedAt: row.updated_at,
  ...extra,
});

const domainOf = (config: Pick<Config, 'publicUrl'>) => new URL(config.publicUrl).hostname;

/** GET appointments/{slug}/export-ical: one appointment of the host's project, cancelled or not. */
export async function appointmentIcal(
  db: Executor,
  config: Pick<Config, 'publicUrl'>,
  project: Project,
  slug: string,
  language: string,
): Promise<{ fileName: string; text: string }> {
  const row = await scoped(db, project.id)
    .selectFrom('viewing_appointments')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw notFound('viewing_not_found');
  const t = translator(isLanguage(language) ? language : 'de');
  const text = viewingCalendar([eventOf(row)], {
    name: t('viewing_ical_feed_name'),
    domain: domainOf(config),
    t,
  });
  return { fileName: `viewing-${row.date}.ics`, text };
}

/** The feed's address of a token. */
const feedUrl = (config: Pick<Config, 'publicUrl'>, token: string) =>
  `${config.publicUrl.replace(/\/$/, '')}${FEED_PATH}/${token}.ics`;

/** GET users/calendar-feed: whether the user has a feed (its address is shown once, when made). */
export async function feedStatus(db: Executor, ctx: StaffContext): Promise<CalendarFeedStatus> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select(['created_at', 'last_used_at'])
    .where('user_id', '=', ctx.user.id)
    .executeTakeFirst();
  return { active: !!row, createdAt: row?.created_at ?? null, lastUsedAt: row?.last_used_at ?? null };
}

/** POST users/calendar-feed: a new address (128 random bits); the previous one stops working. */
export async function renewFeed(
  db: Kysely<Database>,
  config: Pick<Config, 'publicUrl'>,
  ctx: StaffContext,
): Promise<CalendarFeedRenewed> {
  const token = randomBytes(16).toString('base64url');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('calendar_feeds').where('user_id', '=', ctx.user.id).execute();
    await trx
      .insertInto('calendar_feeds')
      .values({ user_id: ctx.user.id, token_hash: hashLinkToken(token), created_at: now })
      .execute();
  });
  return {
    active: true,
    createdAt: now,
    lastUsedAt: null,
    url: feedUrl(config, token),
    message: ctx.t('calendar_feed_renewed'),
  };
}

/** DELETE users/calendar-feed: no feed any more. */
export async function removeFeed(
  db: Executor,
  ctx: StaffContext,
): Promise<CalendarFeedStatus & { message: string }> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', ctx.user.id).execute();
  return { active: false, createdAt: null, lastUsedAt: null, message: ctx.t('calendar_feed_removed') };
}

/** The projects where a user may see viewings (assigned, or all of the organisation for a superadmin). */
async function viewingProjects(db: Executor, userId: number): Promise<Project[]> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!user) return [];
  let query = db
    .selectFrom('projects')
    .selectAll('projects')
    .where('projects.organisation_id', '=', user.organisation_id);
  if (user.role !== 'superadmin')
    query = query
      .innerJoin('user_projects', 'user_projects.project_id', 'projects.id')
      .where('user_projects.user_id', '=', user.id);
  const projects = await query.orderBy('projects.id').execute();
  const rolePermissions = await acrossProjects(
    db,
    projects.map((p) => p.id),
  )
    .selectFrom('role_permissions')
    .select(['project_id', 'permissions'])
    .where('role', '=', user.role)
    .execute();
  const byProject = new Map(rolePermissions.map((r) => [r.project_id, r.permissions]));
  const needs = RESOURCES['viewing-appointments'].permission;
  return projects.filter(
    (p) => checkAccess(permissionSubject(user, p, byProject.get(p.id) ?? null), needs) === 'allow',
  );
}

/** GET calendar-feed/{token}: the viewings of the token's user; an unknown token is 404. */
export async function feedIcal(
  db: Executor,
  config: Pick<Config, 'publicUrl'>,
  rawToken: string,
): Promise<string> {
  const token = rawToken.replace(/\.ics$/i, '');
  const feed = /^[A-Za-z0-9_-]{22}$/.test(token)
    ? await db
        .selectFrom('calendar_feeds')
        .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
        .select(['calendar_feeds.id', 'calendar_feeds.user_id', 'users.language'])
        .where('calendar_feeds.token_hash', '=', hashLinkToken(token))
        .executeTakeFirst()
    : undefined;
  if (!feed) throw notFound('calendar_feed_not_found');
  const projects = await viewingProjects(db, feed.user_id);
  const from = new Date(Date.now() - FEED_DAYS_BACK * 86_400_000).toISOString().slice(0, 10);
  const rows = await acrossProjects(
    db,
    projects.map((p) => p.id),
  )
    .selectFrom('viewing_appointments')
    .selectAll()
    .where('date', '>=', from)
    .orderBy('date')
    .orderBy('start_time')
    .orderBy('id')
    .limit(FEED_LIMIT)
    .execute();
  await db
    .updateTable('calendar_feeds')
    .set({ last_used_at: new Date().toISOString() })
    .where('id', '=', feed.id)
    .execute();
  const t = translator(isLanguage(feed.language) ? feed.language : 'de');
  const byId = new Map(projects.map((p) => [p.id, p]));
  const events = rows.map((row) => {
    const project = byId.get(row.project_id)!;
    return eventOf(row, {
      project: projects.length > 1 ? project.title : undefined,
      url: `${projectUrl(config, project.slug)}/viewing-appointments/${row.id}`,
    });
  });
  return viewingCalendar(events, { name: t('viewing_ical_feed_name'), domain: domainOf(config), t });
}
