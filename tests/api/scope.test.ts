import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoped } from '../../server/core/scope';
import { createTestApp, DIALECTS, type TestApp } from './harness';
import { insertApplication } from './applicationsSupport';

describe.each(DIALECTS)('the scoped handle (%s)', (dialect) => {
  let t: TestApp;
  let rentId: number;
  let otherId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    rentId = await t.projectId('rent');
    otherId = await t.projectId('beta');
  });
  afterAll(() => t.close());

  it('joins no row of another project, even where a foreign key points at one', async () => {
    const db = t.database.db;
    const [own] = await t.objectsOf('rent');
    const [foreign] = await t.objectsOf('beta');
    const app = await insertApplication(db, rentId);
    // a priority of the rent project that names the other project's object (a broken reference)
    await scoped(db, rentId)
      .insertInto('application_priorities', [
        { application_id: app.id, object_id: own!.id, rank: 1 },
        { application_id: app.id, object_id: foreign!.id, rank: 2 },
      ])
      .execute();
    const scope = scoped(db, rentId);
    const priorities = () => scope.selectFrom('application_priorities').where('application_id', '=', app.id);

    // the plain join of Kysely follows the key into the other project
    const plain = await priorities()
      .innerJoin('objects', 'objects.id', 'application_priorities.object_id')
      .select(['application_priorities.rank', 'objects.id as object_id'])
      .orderBy('application_priorities.rank')
      .execute();
    expect(plain.map((r) => r.object_id)).toEqual([own!.id, foreign!.id]);

    const inner = await scope
      .innerJoin(priorities(), 'objects', 'objects.id', 'application_priorities.object_id')
      .select(['application_priorities.rank', 'objects.id as object_id', 'objects.title'])
      .orderBy('application_priorities.rank')
      .execute();
    expect(inner).toEqual([{ rank: 1, object_id: own!.id, title: own!.title }]);

    const left = await scope
      .leftJoin(priorities(), 'objects', 'objects.id', 'application_priorities.object_id')
      .select(['application_priorities.rank', 'objects.id as object_id'])
      .orderBy('application_priorities.rank')
      .execute();
    expect(left).toEqual([
      { rank: 1, object_id: own!.id },
      { rank: 2, object_id: null },
    ]);
    expect(otherId).not.toBe(rentId);
  });

  it("reads, changes and removes only the project's rows", async () => {
    const db = t.database.db;
    const mine = await insertApplication(db, rentId);
    const theirs = await insertApplication(db, otherId);
    const scope = scoped(db, rentId);
    const ids = [mine.id, theirs.id];
    const seen = await scope.selectFrom('applications').select('id').where('id', 'in', ids).execute();
    expect(seen.map((r) => r.id)).toEqual([mine.id]);
    const changed = await scope
      .updateTable('applications')
      .set({ overall_star: 3 })
      .where('id', 'in', ids)
      .executeTakeFirst();
    expect(Number(changed.numUpdatedRows)).toBe(1);
    const untouched = await scoped(db, otherId)
      .selectFrom('applications')
      .select('overall_star')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(untouched.overall_star).toBe(theirs.overall_star);
  });
});
