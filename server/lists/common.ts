import { sql, type SqlBool } from 'kysely';
import type { OptionItem } from '../../schema/api/tableData';
import type { RoutePermission } from '../../schema/permissions';
import { scoped } from '../core/scope';
import type { BulkDef, ListContext, SqlExpr } from './types';

/** Building blocks several list schemas share. */

export const ref = (table: string, column: string) => sql.ref(`${table}.${column}`);

/** `expr in (...)`; an empty list matches nothing. */
export function inList(expr: SqlExpr, values: ReadonlyArray<string | number>) {
  if (values.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${expr} in (${sql.join(values)})`;
}

/** Activate and deactivate: each skips rows already in the asked state. */
export function activationBulk(table: 'objects' | 'buildings', permission: RoutePermission): BulkDef[] {
  const setActive = (active: number) => async (scope: ReturnType<typeof scoped>, ids: number[]) => {
    await scope
      .updateTable(table)
      .set({ active, updated_at: new Date().toISOString(), version: sql<number>`version + 1` })
      .where('id', 'in', ids)
      .execute();
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
  const rows = await scoped(ctx.db, ctx.project.id)
    .selectFrom('buildings')
    .select(['id', 'title'])
    .orderBy('title')
    .execute();
  return rows.map((b) => ({ value: String(b.id), displayName: b.title }));
}
