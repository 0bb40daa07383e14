import { sql, type SqlBool } from 'kysely';
import type { OptionItem } from '../../schema/api/tableData';
import { needs, type RoutePermission } from '../../schema/permissions';
import { badRequest } from '../core/errors';
import type { MessageKey } from '../core/i18n/index';
import {
  updateSearchable,
  type SearchableTable,
  type SearchableUpdate,
  type SearchTextDef,
} from './searchText';
import type { BulkDef, ListContext, ListTable, RelatedExpr, SqlExpr } from './types';

/** Building blocks several list schemas share. */

export const ref = (table: string, column: string) => sql.ref(`${table}.${column}`);

/** `expr in (...)`; an empty list matches nothing. */
export function inList(expr: SqlExpr, values: ReadonlyArray<string | number>) {
  if (values.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${expr} in (${sql.join(values)})`;
}

/**
 * A column of the related row of another table: `relatedValue('buildings', 'title', ['id',
 * 'building_id'])` is the title of the row's building. The engine keeps it to the row's project.
 */
export function relatedValue(
  table: ListTable,
  column: string,
  match: readonly [string, string],
  options: { where?: SqlExpr; orderBy?: SqlExpr } = {},
): RelatedExpr {
  return { kind: 'related', table, select: sql.ref(`r.${column}`), match, ...options };
}

/** How many rows of another table refer to the row, within its project. */
export function relatedCount(
  table: ListTable,
  match: readonly [string, string],
  where?: SqlExpr,
): RelatedExpr {
  return { kind: 'related', table, select: sql`count(*)`, match, ...(where ? { where } : {}) };
}

/**
 * `sendMail`: the list offers it, the client opens the mail dialog for the picked rows, which
 * sends through communication/bulk-mail; the generic bulk request changes nothing and is refused.
 */
export function sendMailBulk(value = 'sendMail', label: MessageKey = 'bulk_send_mail'): BulkDef {
  return {
    value,
    label,
    permission: needs('shared_communication'),
    run: async () => {
      throw badRequest('bulk_unknown_action', { action: value });
    },
  };
}

/**
 * Reference mails from the applications list (`referenceMailLandlord`, `referenceMailEmployer`):
 * like `sendMail`, a prompt of the client; it sends through communication/{type}/reference-mails.
 */
export const referenceMailBulks = (): BulkDef[] => [
  sendMailBulk('referenceMailLandlord', 'bulk_reference_mail_landlord'),
  sendMailBulk('referenceMailEmployer', 'bulk_reference_mail_employer'),
];

/** Activate and deactivate: each skips rows already in the asked state. */
export function activationBulk<T extends SearchableTable & ('objects' | 'buildings')>(
  search: SearchTextDef<T>,
  permission: RoutePermission,
): BulkDef[] {
  const setActive = (active: number) => async (scope: ListContext['scope'], ids: number[]) => {
    await updateSearchable(scope, search, ids, { active } as unknown as SearchableUpdate<T>);
  };
  return [
    {
      value: 'activate',
      label: 'bulk_activate',
      permission,
      available: (row) => (Number(row._active) === 1 ? 'bulk_row_already_active' : null),
      run: setActive(1),
    },
    {
      value: 'deactivate',
      label: 'bulk_deactivate',
      permission,
      available: (row) => (Number(row._active) === 0 ? 'bulk_row_already_inactive' : null),
      run: setActive(0),
    },
  ];
}

export function exportBulk(permission: RoutePermission): BulkDef {
  return { value: 'exportExcel', label: 'bulk_export_excel', permission };
}

export async function buildingChoices(ctx: ListContext): Promise<OptionItem[]> {
  const rows = await ctx.scope.selectFrom('buildings').select(['id', 'title']).orderBy('title').execute();
  return rows.map((b) => ({ value: String(b.id), displayName: b.title }));
}
