import { describe, expectTypeOf, it } from 'vitest';
import type { ProjectScopedTable } from '../../server/core/scope';
import type { Database } from '../../server/db/types';

/** Every table of the types that has a project_id column, written another way than scope's own. */
type TablesWithProjectId = {
  [T in keyof Database]: Database[T] extends { project_id: unknown } ? T : never;
}[keyof Database];

describe('ProjectScopedTable', () => {
  it('is every table with a project_id column, and only those (checked by the type check)', () => {
    // fails `tsc` when a table with project_id is left out or one without it is named
    expectTypeOf<ProjectScopedTable>().toEqualTypeOf<TablesWithProjectId>();
    expectTypeOf<
      'applications' | 'outbox' | 'user_projects' | 'team_projects'
    >().toExtend<ProjectScopedTable>();
    expectTypeOf<'projects'>().not.toExtend<ProjectScopedTable>();
  });
});
