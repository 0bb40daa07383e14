import { sql } from 'kysely';
import type { Database } from '../db/types';
import type { Executor } from './scope';

/**
 * How the changelog names the records it speaks of: by their name (an object by its number and
 * title, a person by name), not by table and id. The audit trail keeps the name each record had
 * when it changed (server/core/audit.ts), so a removed record keeps its name.
 */

/**
 * The name of a record of each kind, over its table's row as `r`. Every kind the audit trail
 * speaks of is here or in NAMELESS_RECORDS (tests/unit/recordNames.test.ts reads the sources).
 */
export const RECORD_NAMES: Readonly<Partial<Record<keyof Database, string>>> = {
  objects: `trim(r.ref_number || ' ' || r.title)`,
  buildings: `trim(r.ref_number || ' ' || r.title)`,
  applications: 'r.main_name',
  application_persons: `trim(r.first_name || ' ' || r.last_name)`,
  users: `trim(r.first_name || ' ' || r.last_name)`,
  teams: 'r.name',
  owners: 'r.name',
  tenants: 'r.name',
  projects: 'r.title',
  mail_templates: 'r.title',
  deposit_providers: 'r.name',
  viewing_appointments: `trim(r.object_label || ' ' || r.date)`,
  interested_people: 'r.name',
  // an ad by its object's number and title
  marketing_ads: `(select trim(o.ref_number || ' ' || o.title) from objects o where o.id = r.object_id)`,
};

/**
 * Kinds of audited records the changelog names by kind and number only: settings held once per
 * project, links and files (a file's name is in its fields), marks on another record.
 */
export const NAMELESS_RECORDS: ReadonlyArray<keyof Database> = [
  'application_comments',
  'application_documents',
  'application_forms',
  'conversation_mails',
  'digital_signature_settings',
  'mail_signatures',
  'marketing_platforms',
  'object_files',
  'object_images',
  'object_occupancies',
  'rental_agreement_settings',
  'reservation_settings',
  'sale_accounting_answers',
  'sale_reservations',
  'role_permissions',
  'sessions',
  'sso_settings',
  'tenant_deposits',
  'uploaded_files',
  'website_object_lists',
  'user_list_settings',
  'user_preferences',
  'user_two_factor',
];

const nameSql = (entity: string): string | undefined => RECORD_NAMES[entity as keyof Database];

const key = (entity: string, id: string) => `${entity}:${id}`;

/** The name a record had from the fields the trail keeps of it (a removed one); '' when none says it. */
export function nameFromFields(fields: Readonly<Record<string, unknown>> | null): string {
  if (!fields) return '';
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const title = text(fields.title) || text(fields.name) || text(fields.main_name);
  const person = [text(fields.first_name), text(fields.last_name)].filter(Boolean).join(' ');
  return [text(fields.ref_number), title || person].filter(Boolean).join(' ');
}

/**
 * The names of the records of some audit entries, read in the change's transaction (one query per
 * kind of record): `entity:id` -> name. Ids that are not row ids (composite keys) have none.
 */
export async function recordNames(
  trx: Executor,
  records: ReadonlyArray<{ entity: string; entityId: string | number }>,
): Promise<Map<string, string>> {
  const idsByEntity = new Map<string, Set<number>>();
  for (const { entity, entityId } of records) {
    const id = Number(entityId);
    if (!nameSql(entity) || !Number.isSafeInteger(id) || id <= 0) continue;
    idsByEntity.set(entity, (idsByEntity.get(entity) ?? new Set()).add(id));
  }
  const names = new Map<string, string>();
  for (const [entity, ids] of idsByEntity) {
    const { rows } = await sql<{
      id: number;
      name: string | null;
    }>`select r.id as id, ${sql.raw(nameSql(entity)!)} as name from ${sql.table(entity)} r where r.id in (${sql.join([...ids])})`.execute(
      trx,
    );
    for (const row of rows) names.set(key(entity, String(row.id)), row.name ?? '');
  }
  return names;
}

/** The name of one record from `recordNames`' answer. */
export const nameOf = (names: ReadonlyMap<string, string>, entity: string, id: string | number) =>
  names.get(key(entity, String(id)));

/** Whether a changed record still exists (its page can be opened); false for kinds without a name. */
export async function recordExists(db: Executor, entity: string, id: string): Promise<boolean> {
  return (await recordNames(db, [{ entity, entityId: id }])).has(key(entity, id));
}
