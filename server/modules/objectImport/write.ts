import type { ObjectInput, ObjectType } from '../../../schema/objects';
import { auditedFields, recordAudit } from '../../core/audit';
import { scoped, type Executor } from '../../core/scope';
import { insertSearchable } from '../../lists/searchText';
import { EMPTY_OBJECT, objectColumns } from '../objects/rows';
import { objectSearch } from '../objects/searchText';

export interface ImportWriter {
  projectId: number;
  userId: number;
  type: ObjectType;
  /** the project sells its objects */
  sale: boolean;
}

/**
 * Inserts the objects and one audit entry each (action `import`), inside the caller's
 * transaction, so that either all of them are kept or none. The rows are made the way the
 * creation wizard's are (objects/rows.ts) and written through the list engine, which keeps their
 * search text. Returns the ids in the given order.
 */
export async function insertObjects(
  trx: Executor,
  writer: ImportWriter,
  inputs: readonly ObjectInput[],
): Promise<number[]> {
  if (!trx.isTransaction) throw new Error('objects are imported inside one transaction');
  const now = new Date().toISOString();
  const rows = inputs.map((input) => ({
    ...EMPTY_OBJECT,
    ...objectColumns(writer.type, writer.sale, input),
    object_type: writer.type,
    progress_state: 'available',
    active: 1,
    created_at: now,
    updated_at: now,
  }));
  const ids = await insertSearchable(scoped(trx, writer.projectId), objectSearch, rows);
  await recordAudit(
    trx,
    rows.map((row, index) => ({
      projectId: writer.projectId,
      userId: writer.userId,
      action: 'import',
      entity: 'objects',
      entityId: ids[index]!,
      before: null,
      after: auditedFields(row),
    })),
  );
  return ids;
}
