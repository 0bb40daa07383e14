import { recordAudit } from '../core/audit';
import { badRequest } from '../core/errors';
import { scoped } from '../core/scope';
import { savedEntry } from './header';
import type { ListRequest, ListSchema } from './types';

/** A stored setting value as JSON (an unreadable one as its text). */
function parseStored(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The user's saved column order for a list, or null. */
export async function loadColumnOrder(ctx: ListRequest, key: string): Promise<string[] | null> {
  const row = await scoped(ctx.db, ctx.project.id)
    .selectFrom('user_list_settings')
    .select('value')
    .where('user_id', '=', ctx.user.id)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const parsed: unknown = JSON.parse(row.value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}

/**
 * Stores a column order after checking that it names only the list's columns, each once; a key
 * after `-` is a column the user hid (never a fixed one).
 */
export async function saveColumnOrder(
  ctx: ListRequest,
  schema: ListSchema,
  value: readonly string[],
): Promise<string[]> {
  const columns = new Map(schema.columns.map((c) => [c.key, c]));
  const entries = value.map(savedEntry);
  const named = new Set(entries.map((entry) => entry.key));
  const wrong = entries.some((entry) => {
    const column = columns.get(entry.key);
    return !column || (entry.hidden && column.fixed === true);
  });
  if (named.size !== value.length || wrong) throw badRequest('invalid_list_setting');
  const stored = JSON.stringify(value);
  const now = new Date().toISOString();
  const scope = scoped(ctx.db, ctx.project.id);
  await ctx.db.transaction().execute(async (trx) => {
    const inTrx = scoped(trx, scope.projectId);
    const previous = await inTrx
      .selectFrom('user_list_settings')
      .select('value')
      .where('user_id', '=', ctx.user.id)
      .where('key', '=', schema.settingsKey)
      .executeTakeFirst();
    await inTrx
      .deleteFrom('user_list_settings')
      .where('user_id', '=', ctx.user.id)
      .where('key', '=', schema.settingsKey)
      .execute();
    await inTrx
      .insertInto('user_list_settings', [
        { user_id: ctx.user.id, key: schema.settingsKey, value: stored, updated_at: now },
      ])
      .execute();
    // saving the same order again changes nothing worth recording
    if (previous?.value !== stored) {
      await recordAudit(trx, {
        projectId: scope.projectId,
        userId: ctx.user.id,
        action: previous ? 'update' : 'create',
        entity: 'user_list_settings',
        entityId: `${ctx.user.id}:${schema.settingsKey}`,
        before: previous ? { value: parseStored(previous.value) } : null,
        after: { value: [...value] },
      });
    }
  });
  return [...value];
}
