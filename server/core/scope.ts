import {
  sql,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type Kysely,
  type SelectQueryBuilder,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { Database, ProjectScopedTable } from '../db/types';

/** A connection or a transaction (a Transaction is a Kysely). */
export type Executor = Kysely<Database>;

/**
 * The one way to reach a project's rows: every query it builds is limited to that project
 * (the tenant), and every row it inserts is stamped with it. Handlers never write an unscoped
 * query against a project-scoped table.
 */
export function scoped(db: Executor, projectId: number) {
  const sameProject = (table: ProjectScopedTable) =>
    sql<boolean>`${sql.ref(`${table}.project_id`)} = ${projectId}`;
  return {
    projectId,
    selectFrom<T extends ProjectScopedTable>(table: T): SelectQueryBuilder<Database, T, object> {
      const query = db.selectFrom(table as ProjectScopedTable).where(sameProject(table));
      return query as unknown as SelectQueryBuilder<Database, T, object>;
    },
    updateTable<T extends ProjectScopedTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
      const query = db.updateTable(table as ProjectScopedTable).where(sameProject(table));
      return query as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>;
    },
    deleteFrom<T extends ProjectScopedTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
      const query = db.deleteFrom(table as ProjectScopedTable).where(sameProject(table));
      return query as unknown as DeleteQueryBuilder<Database, T, DeleteResult>;
    },
    insertInto<T extends ProjectScopedTable>(
      table: T,
      rows: ReadonlyArray<Omit<Insertable<Database[T]>, 'project_id'>>,
    ) {
      const stamped = rows.map((row) => ({ ...row, project_id: projectId })) as unknown as Insertable<
        Database[T]
      >[];
      return db.insertInto(table).values(stamped);
    },
  };
}

export type Scoped = ReturnType<typeof scoped>;
