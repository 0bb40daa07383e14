import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { nameFromFields, nameOf, recordNames } from './recordNames';
import { scoped } from './scope';

type Fields = Readonly<Record<string, unknown>>;

/** One change to one record: who, in which project, what, and the changed fields before and after. */
export interface AuditEntry {
  projectId: number;
  /** null for a change the system makes on its own */
  userId: number | null;
  /** create, update, delete, or the bulk action that made the change (activate, deactivate, ...) */
  action: string;
  /** the table of the record */
  entity: string;
  /** its id; composite keys joined with ':' */
  entityId: string | number;
  /** the changed fields before; null for a new record */
  before: Fields | null;
  /** the changed fields after; null for a removed record */
  after: Fields | null;
}

/** Rows per insert: well below SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

/** Bookkeeping columns that change with every write and say nothing about the change itself. */
export const UNAUDITED_FIELDS: ReadonlySet<string> = new Set(['version', 'updated_at', 'search_text']);

function json(fields: Fields | null): string | null {
  return fields === null ? null : JSON.stringify(fields);
}

/**
 * Records changes in the audit trail. Takes the transaction of the change (refuses anything
 * else), so that the record of a change commits and rolls back with the change itself.
 */
export async function recordAudit(trx: Kysely<Database>, entries: AuditEntry | readonly AuditEntry[]) {
  if (!trx.isTransaction) throw new Error('recordAudit runs inside the transaction of the change');
  const list = Array.isArray(entries) ? (entries as readonly AuditEntry[]) : [entries as AuditEntry];
  const createdAt = new Date().toISOString();
  const names = await authorNames(trx, list);
  const records = await recordNames(trx, list);
  const byProject = new Map<number, AuditEntry[]>();
  for (const entry of list)
    byProject.set(entry.projectId, [...(byProject.get(entry.projectId) ?? []), entry]);
  for (const [projectId, group] of byProject) {
    for (let i = 0; i < group.length; i += CHUNK) {
      const rows = group.slice(i, i + CHUNK).map((e) => ({
        user_id: e.userId,
        action: e.action,
        entity: e.entity,
        entity_id: String(e.entityId),
        before: json(e.before),
        after: json(e.after),
        created_at: createdAt,
        ...changelogColumns(e, e.userId === null ? '' : (names.get(e.userId) ?? '')),
        // the record's name now, or (removed) the name its fields last had
        record_name: nameOf(records, e.entity, e.entityId) ?? nameFromFields(e.before ?? e.after),
      }));
      await scoped(trx, projectId).insertInto('audit_log', rows).execute();
    }
  }
}

/** The authors' names, kept with each row so that the changelog shows them after an account is gone. */
async function authorNames(
  trx: Kysely<Database>,
  entries: readonly AuditEntry[],
): Promise<Map<number, string>> {
  const ids = [...new Set(entries.map((e) => e.userId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]));
}

/** The search text of a row is cut here (a removed record's whole row can be long). */
const SEARCH_TEXT_MAX = 4000;

/** The changelog's columns of a row: author, changed field names and the words its search matches. */
export function changelogColumns(
  e: Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'before' | 'after'>,
  userName: string,
): { user_name: string; fields: string; search_text: string } {
  const fields = Object.keys(e.after ?? e.before ?? {});
  const values = [...Object.values(e.before ?? {}), ...Object.values(e.after ?? {})].filter(
    (v) => typeof v === 'string' || typeof v === 'number',
  );
  const words = [userName, e.entity, e.entityId, e.action, ...fields, ...values]
    .filter((v) => v !== '')
    .map((v) => String(v).toLowerCase())
    .join(' ')
    .slice(0, SEARCH_TEXT_MAX);
  return { user_name: userName, fields: fields.join(','), search_text: words };
}

/** A row without the bookkeeping columns, for the `before` of a removed record or the `after` of a new one. */
export function auditedFields(row: Fields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !UNAUDITED_FIELDS.has(key)));
}

/**
 * The fields that differ between two versions of a row (bookkeeping columns left out), as the
 * before and after of an audit entry; null when nothing of substance changed.
 */
export function changedFields(
  before: Fields,
  after: Fields,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (UNAUDITED_FIELDS.has(key)) continue;
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return Object.keys(now).length === 0 ? null : { before: was, after: now };
}
