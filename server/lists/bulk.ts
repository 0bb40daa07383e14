import type { BulkResult, BulkRowResult } from '../../schema/api/tableData';
import { BULK_MAX_TARGETS, MAX_ROW_ID } from '../../schema/constants';
import type { BulkActionBody } from '../../schema/listBulk';
import { checkAccess } from '../../schema/permissions';
import { auditedFields, changedFields, recordAudit, type AuditEntry } from '../core/audit';
import { badRequest, forbidden } from '../core/errors';
import type { MessageKey, Translator } from '../core/i18n/index';
import { scoped, type Scoped } from '../core/scope';
import { attachmentHeader, workbook } from './excel';
import { parseListParams } from './params';
import { baseQuery, idRef, schemaContext, selections, sortOrder } from './query';
import { loadColumnOrder } from './settings';
import { orderedColumns } from './header';
import { toTableRow } from './tableData';
import type { ListRequest, ListSchema } from './types';

export type BulkReply =
  | {
      kind: 'result';
      result: BulkResult;
      /** storage keys whose rows the action removed; the caller deletes their bytes (committed) */
      removedFiles: readonly string[];
    }
  | { kind: 'file'; fileName: string; contentDisposition: string; data: Buffer };

/** The targets that may exist, for `id in (...)`; an empty selection matches nothing. */
function lookupIds(targets: number[]): number[] {
  return targets.filter((id) => id <= MAX_ROW_ID);
}

function parseTargets(raw: unknown[]): number[] {
  const ids = raw.map((v) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v));
  if (!ids.every((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0)) {
    throw badRequest('bulk_invalid_targets');
  }
  return [...new Set(ids)];
}

type Row = Record<string, unknown>;

/** The full rows of the changed records, for their audit entries. */
async function rowsById(scope: Scoped, table: ListSchema['table'], ids: number[]): Promise<Map<number, Row>> {
  const rows = (await scope.selectFrom(table).selectAll().where('id', 'in', ids).execute()) as Row[];
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** One audit entry per changed row: the changed fields before and after, or the whole row when removed. */
function auditEntries(
  table: ListSchema['table'],
  action: string,
  ctx: ListRequest,
  ids: number[],
  before: Map<number, Row>,
  after: Map<number, Row>,
): AuditEntry[] {
  const base = { projectId: ctx.project.id, userId: ctx.user.id, action, entity: table };
  return ids.flatMap((id): AuditEntry[] => {
    const was = before.get(id);
    const now = after.get(id);
    if (!was && !now) return [];
    if (!now) return [{ ...base, entityId: id, before: auditedFields(was!), after: null }];
    if (!was) return [{ ...base, entityId: id, before: null, after: auditedFields(now) }];
    const changed = changedFields(was, now);
    return changed ? [{ ...base, entityId: id, ...changed }] : [];
  });
}

/**
 * Answers POST /api/v1/{list path}: one bulk action on the selected rows, in one transaction. The
 * body was parsed by the route (bulkActionBody); the action is checked against the list's options.
 */
export async function runBulk(
  schema: ListSchema,
  ctx: ListRequest,
  body: BulkActionBody,
): Promise<BulkReply> {
  const { bulkAction } = body;
  const option = schema.bulk.find((b) => b.value === bulkAction);
  if (!option) throw badRequest('bulk_unknown_action', { action: bulkAction.slice(0, 50) });
  if (checkAccess(ctx.subject, option.permission) !== 'allow') throw forbidden('admin_access_denied');
  const targets = parseTargets(body.targets);
  if (targets.length === 0 && !option.standalone) throw badRequest('bulk_no_targets');
  if (targets.length > BULK_MAX_TARGETS) throw badRequest('bulk_too_many_targets', { max: BULK_MAX_TARGETS });

  if (!option.run) return exportExcel(schema, ctx, targets, body.sort);
  const chosen = (body.option ?? '').trim();
  if (option.requiresOption && chosen === '') throw badRequest(option.requiresOption);

  const removedFiles: string[] = [];
  const results = await ctx.db.transaction().execute(async (trx) => {
    const trxCtx: ListRequest = { ...ctx, db: trx };
    const lookup = lookupIds(targets);
    // the selected rows locked first, in the order of their ids: two bulk actions on the same rows
    // (two users, two nodes) run one after the other instead of deadlocking in PostgreSQL, which
    // locks the rows of an UPDATE in whatever order it finds them (SQLite writes one at a time)
    if (ctx.dialect === 'postgres' && lookup.length > 0)
      await scoped(trx, ctx.project.id)
        .selectFrom(schema.table)
        .select('id')
        .where('id', 'in', lookup)
        .orderBy('id')
        .forUpdate()
        .execute();
    const rows =
      lookup.length === 0
        ? []
        : ((await baseQuery(schema, trxCtx)
            .where(idRef(schema), 'in', lookup)
            .select(selections(schema, trxCtx))
            .execute()) as Array<Record<string, unknown>>);
    const byId = new Map(rows.map((r) => [Number(r._id), r]));
    const outcome: BulkRowResult[] = targets.map((id) => {
      const row = byId.get(id);
      if (!row) return { id, status: 'not_found', message: ctx.t('bulk_row_not_found') };
      const reason = option.available?.(row);
      if (reason) return { id, status: 'skipped', message: ctx.t(reason) };
      return { id, status: 'done', message: ctx.t('bulk_row_done') };
    });
    const doneIds = outcome.filter((r) => r.status === 'done').map((r) => r.id);
    if (doneIds.length > 0) {
      const scope = scoped(trx, ctx.project.id);
      const before = await rowsById(scope, schema.table, doneIds);
      const ran = await option.run!(scope, doneIds, { ...schemaContext(trxCtx), trx, option: chosen });
      if (ran?.removedFiles) removedFiles.push(...ran.removedFiles);
      const after = await rowsById(scope, schema.table, doneIds);
      await recordAudit(trx, auditEntries(schema.table, bulkAction, ctx, doneIds, before, after));
    }
    return outcome;
  });

  return { kind: 'result', removedFiles, result: bulkResult(ctx.t, bulkAction, option.label, results) };
}

/**
 * What a bulk action answers (spec 1 section 5): the count done and skipped, a result per row, and
 * a notice naming the action. Bulk calls of their own (inviting interested people) answer the same.
 */
export function bulkResult(
  t: Translator,
  bulkAction: string,
  label: MessageKey,
  results: BulkRowResult[],
): BulkResult {
  const done = results.filter((r) => r.status === 'done').length;
  const skipped = results.length - done;
  return {
    bulkAction,
    done,
    skipped,
    results,
    notify: [
      {
        type: skipped === 0 ? 'success' : 'warning',
        title: t('bulk_result_title', { action: t(label) }),
        text: t('bulk_result_text', { done, total: results.length, skipped }),
      },
    ],
  };
}

async function exportExcel(
  schema: ListSchema,
  ctx: ListRequest,
  targets: number[],
  sort?: string,
): Promise<BulkReply> {
  const params = parseListParams(schema, sort ? { sort } : {});
  const [order, tieBreak] = sortOrder(schema, params.sort, ctx);
  const lookup = lookupIds(targets);
  const rows = (await baseQuery(schema, ctx)
    .where(idRef(schema), 'in', lookup.length > 0 ? lookup : [0])
    .select(selections(schema, ctx))
    .orderBy(order)
    .orderBy(tieBreak)
    .execute()) as Array<Record<string, unknown>>;
  const columnOrder = await loadColumnOrder(ctx, schema.settingsKey);
  const columns = orderedColumns(schema, columnOrder).filter((c) => c.exportable !== false);
  const title = ctx.t(schema.exportTitle);
  const data = await workbook(
    ctx,
    title,
    columns,
    rows.map((r) => toTableRow(schema, ctx, r)),
  );
  const fileName = `${title}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  return { kind: 'file', fileName, contentDisposition: attachmentHeader(fileName), data };
}
