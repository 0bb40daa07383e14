import {
  sql,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Expression,
  type Insertable,
  type JoinBuilder,
  type JoinReferenceExpression,
  type Kysely,
  type SelectQueryBuilder,
  type SelectQueryBuilderWithInnerJoin,
  type SelectQueryBuilderWithLeftJoin,
  type SqlBool,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { Database, ProjectScopedTable } from '../db/types';

export type { ProjectScopedTable };

/** A connection or a transaction (a Transaction is a Kysely). */
export type Executor = Kysely<Database>;

/**
 * The one place that writes a project condition: `<table or alias>.project_id = <project>`.
 * Every other file reaches project rows through `scoped` (a lint rule keeps `project_id` filters
 * out of them).
 */
const projectCondition = (reference: string, projectId: number) =>
  sql<SqlBool>`${sql.ref(`${reference}.project_id`)} = ${projectId}`;

/**
 * The one way to reach a project's rows: every query it builds is limited to that project
 * (the tenant), and every row it inserts is stamped with it. Handlers never write an unscoped
 * query against a project-scoped table.
 */
export function scoped(db: Executor, projectId: number) {
  const owns = (table: ProjectScopedTable, alias?: string): Expression<SqlBool> =>
    projectCondition(alias ?? table, projectId);
  /** The one join of the handle: `k1 = k2` and the joined table's project condition, inner or left. */
  const join = (
    kind: 'innerJoin' | 'leftJoin',
    query: SelectQueryBuilder<Database, keyof Database, unknown>,
    table: ProjectScopedTable,
    k1: unknown,
    k2: unknown,
  ): unknown => {
    const on = <J extends JoinBuilder<Database, keyof Database>>(builder: J) =>
      builder.onRef(k1 as never, '=', k2 as never).on(owns(table));
    return kind === 'innerJoin' ? query.innerJoin(table, on) : query.leftJoin(table, on);
  };
  return {
    projectId,
    /** the connection or transaction the handle runs on (for helpers that take one: audit, hooks) */
    executor: db,
    /**
     * The condition "this row is the project's" for a query the handle does not start itself: a
     * correlated subquery, a raw SQL fragment (pass the alias the fragment uses).
     */
    owns,
    selectFrom<T extends ProjectScopedTable>(table: T): SelectQueryBuilder<Database, T, object> {
      const query = db.selectFrom(table as ProjectScopedTable).where(owns(table));
      return query as unknown as SelectQueryBuilder<Database, T, object>;
    },
    updateTable<T extends ProjectScopedTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
      const query = db.updateTable(table as ProjectScopedTable).where(owns(table));
      return query as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>;
    },
    deleteFrom<T extends ProjectScopedTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
      const query = db.deleteFrom(table as ProjectScopedTable).where(owns(table));
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
    /**
     * Joins another project-scoped table to a query, `k1 = k2` plus the joined table's own project
     * condition in the ON clause: a row of another project never joins, even where the foreign key
     * alone would let it (`scope.innerJoin(scope.selectFrom('a'), 'b', 'b.id', 'a.b_id')`).
     */
    innerJoin<
      TB extends keyof Database,
      O,
      T extends ProjectScopedTable,
      K1 extends JoinReferenceExpression<Database, TB, T>,
      K2 extends JoinReferenceExpression<Database, TB, T>,
    >(
      query: SelectQueryBuilder<Database, TB, O>,
      table: T,
      k1: K1,
      k2: K2,
    ): SelectQueryBuilderWithInnerJoin<Database, TB, O, T> {
      return join('innerJoin', query, table, k1, k2) as SelectQueryBuilderWithInnerJoin<Database, TB, O, T>;
    },
    /** As `innerJoin`, as a left join: another project's row leaves the joined columns null. */
    leftJoin<
      TB extends keyof Database,
      O,
      T extends ProjectScopedTable,
      K1 extends JoinReferenceExpression<Database, TB, T>,
      K2 extends JoinReferenceExpression<Database, TB, T>,
    >(
      query: SelectQueryBuilder<Database, TB, O>,
      table: T,
      k1: K1,
      k2: K2,
    ): SelectQueryBuilderWithLeftJoin<Database, TB, O, T> {
      return join('leftJoin', query, table, k1, k2) as SelectQueryBuilderWithLeftJoin<Database, TB, O, T>;
    },
  };
}

export type Scoped = ReturnType<typeof scoped>;

/**
 * Rows of a project-scoped table over several named projects at once, for what spans projects by
 * nature: a person's project assignments, the mail sender's per-project rate. Still never
 * unscoped: the projects are named.
 */
export function acrossProjects(db: Executor, projectIds: readonly number[]) {
  const within = (table: ProjectScopedTable) =>
    projectIds.length === 0
      ? sql<SqlBool>`1 = 0`
      : sql<SqlBool>`${sql.ref(`${table}.project_id`)} in (${sql.join(projectIds)})`;
  return {
    selectFrom<T extends ProjectScopedTable>(table: T): SelectQueryBuilder<Database, T, object> {
      const query = db.selectFrom(table as ProjectScopedTable).where(within(table));
      return query as unknown as SelectQueryBuilder<Database, T, object>;
    },
    deleteFrom<T extends ProjectScopedTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
      const query = db.deleteFrom(table as ProjectScopedTable).where(within(table));
      return query as unknown as DeleteQueryBuilder<Database, T, DeleteResult>;
    },
  };
}

/** Project-scoped tables whose rows may also belong to no project (mails of the system). */
type ProjectOptionalTable = {
  [T in ProjectScopedTable]: null extends Database[T]['project_id'] ? T : never;
}[ProjectScopedTable];

/** The rows of no project in a table that has such rows (`project_id is null`). */
export function systemRows<T extends ProjectOptionalTable>(
  db: Executor,
  table: T,
): SelectQueryBuilder<Database, T, object> {
  const query = db
    .selectFrom(table as ProjectOptionalTable)
    .where(sql<SqlBool>`${sql.ref(`${table}.project_id`)} is null`);
  return query as unknown as SelectQueryBuilder<Database, T, object>;
}
