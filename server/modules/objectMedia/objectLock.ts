import { isUniqueViolation, type Dialect } from '../../core/db';
import { ApiError, notFound } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';

/**
 * Finds an object of the project inside a transaction and holds it until the transaction ends, so
 * that two saves of the same object's images or documents run one after the other (PostgreSQL
 * locks the row; SQLite runs one writing transaction at a time anyway). Another project's object
 * is not found, like a missing one.
 */
export async function lockObject(trx: Executor, dialect: Dialect, projectId: number, objectId: number) {
  const object = await scoped(trx, projectId)
    .selectFrom('objects')
    .select(['id', 'ref_number'])
    .where('id', '=', objectId)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  if (!object) throw notFound('object_not_found');
  return object;
}

/** Whether the object exists in the project (for the reading calls). */
export async function requireObject(db: Executor, projectId: number, objectId: number): Promise<void> {
  const object = await scoped(db, projectId)
    .selectFrom('objects')
    .select('id')
    .where('id', '=', objectId)
    .executeTakeFirst();
  if (!object) throw notFound('object_not_found');
}

/**
 * Runs a save in one transaction; a file taken by another save meanwhile answers 409 `conflict`
 * (a unique index refused it: another save, of another object, attached the same file a moment
 * earlier; saves of one object wait for each other, see above).
 */
export async function saveInTransaction<T>(
  db: Executor,
  conflict: MessageKey,
  work: (trx: Executor) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    throw isUniqueViolation(error) ? new ApiError(409, conflict) : error;
  }
}
