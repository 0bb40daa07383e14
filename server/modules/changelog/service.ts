import { sql } from 'kysely';
import type { ChangelogEntryReply, ChangelogInitReply } from '../../../schema/api/changelog';
import { notFound } from '../../core/errors';
import type { Executor } from '../../core/scope';
import { scoped } from '../../core/scope';
import type { Project, User } from '../../db/types';
import { schemaContext } from '../../lists/query';
import type { ListRequest } from '../../lists/types';
import { ACTION_LABELS, changelogVisible, ENTITY_LABELS, labelOf } from './lists';
import { recordExists } from '../../core/recordNames';
import { fieldLabel, valueText } from './records';

/** The project's changelog rows the bell counts for a user: visible ones, made by someone else. */
function othersChanges(db: Executor, project: Project, user: User) {
  return scoped(db, project.id)
    .selectFrom('audit_log')
    .where(changelogVisible())
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '!=', user.id)]));
}

/** The changes by others since the user last opened the changelog. */
export async function changelogInit(db: Executor, project: Project, user: User): Promise<ChangelogInitReply> {
  const seen = await scoped(db, project.id)
    .selectFrom('changelog_seen')
    .select(['last_seen_id', 'seen_at'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const { n } = await othersChanges(db, project, user)
    .select(sql<number>`count(*)`.as('n'))
    .where('audit_log.id', '>', seen?.last_seen_id ?? 0)
    .executeTakeFirstOrThrow();
  return { unseen: Number(n), last_seen_at: seen?.seen_at ?? null };
}

/** The user opened the changelog: everything up to its newest entry counts as seen. */
export async function markChangelogSeen(
  db: Executor,
  project: Project,
  user: User,
): Promise<ChangelogInitReply> {
  const { newest } = await scoped(db, project.id)
    .selectFrom('audit_log')
    .select(sql<number | null>`max(id)`.as('newest'))
    .executeTakeFirstOrThrow();
  const lastSeenId = Number(newest ?? 0);
  const seenAt = new Date().toISOString();
  await scoped(db, project.id)
    .insertInto('changelog_seen', [{ user_id: user.id, last_seen_id: lastSeenId, seen_at: seenAt }])
    .onConflict((oc) =>
      oc.columns(['project_id', 'user_id']).doUpdateSet({ last_seen_id: lastSeenId, seen_at: seenAt }),
    )
    .execute();
  return { unseen: 0, last_seen_at: seenAt };
}

function parseFields(value: string | null): Record<string, unknown> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One entry of the project's changelog with each changed field before and after. */
export async function changelogEntry(req: ListRequest, id: number): Promise<ChangelogEntryReply> {
  const ctx = schemaContext(req);
  const row = await ctx.scope
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '=', id)
    .where(changelogVisible())
    .executeTakeFirst();
  if (!row) throw notFound('changelog_entry_not_found');
  const before = parseFields(row.before);
  const after = parseFields(row.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return {
    id: row.id,
    created_at: row.created_at,
    user_id: row.user_id,
    user_name: row.user_name,
    action: row.action,
    action_label: labelOf(ctx.t, ACTION_LABELS, row.action),
    entity: row.entity,
    entity_label: labelOf(ctx.t, ENTITY_LABELS, row.entity),
    entity_id: row.entity_id,
    record_name: row.record_name || null,
    record_exists: await recordExists(req.db, row.entity, row.entity_id),
    changes: fields.map((field) => {
      const was = row.before === null ? null : (before[field] ?? null);
      const now = row.after === null ? null : (after[field] ?? null);
      return {
        field,
        label: fieldLabel(ctx.t, row.entity, field),
        before: was,
        after: now,
        before_text: valueText(ctx.t, ctx.project, row.entity, field, was),
        after_text: valueText(ctx.t, ctx.project, row.entity, field, now),
      };
    }),
  };
}
