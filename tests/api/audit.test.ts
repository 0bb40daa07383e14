import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../server/core/audit';
import type { RealEstateObject } from '../../server/db/types';
import { runBulk } from '../../server/lists/bulk';
import type { ListSchema } from '../../server/lists/types';
import { LIST_SCHEMAS } from '../../server/modules/lists';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { listRequest } from './objectsSupport';

const APARTMENTS = '/api/v1/objects/apartments';

describe.each(DIALECTS)('audit trail (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let adminId: number;
  let rentId: number;

  const entries = (entity: string, ids?: readonly (number | string)[]) => {
    let query = t.database.db.selectFrom('audit_log').selectAll().where('entity', '=', entity);
    if (ids) query = query.where('entity_id', 'in', ids.length > 0 ? ids.map(String) : ['none']);
    return query.orderBy('id').execute();
  };

  /** Apartments of the rent project not yet used by another test. */
  const used = new Set<number>();
  async function freshApartments(count: number, where: (o: RealEstateObject) => boolean) {
    const picked = (await t.objectsOf('rent')).filter((o) => !used.has(o.id) && where(o)).slice(0, count);
    expect(picked).toHaveLength(count);
    for (const o of picked) used.add(o.id);
    return picked;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    adminId = (await admin.get('/api/v1/bootstrap')).json().user.id;
    rentId = await t.projectId('rent');
  });
  afterAll(() => t.close());

  describe('bulk actions', () => {
    it('records each deactivated row with who, when and the changed field before and after', async () => {
      const active = await freshApartments(2, (o) => o.active === 1);
      const [inactive] = await freshApartments(1, (o) => o.active === 0);
      const targets = [...active.map((o) => o.id), inactive!.id];
      const started = new Date().toISOString();
      const res = await admin.post(APARTMENTS, { bulkAction: 'deactivate', targets });
      expect(res.json().done).toBe(2);

      const rows = await entries('objects', targets);
      // the skipped row changed nothing, so it has no entry
      expect(rows.map((r) => Number(r.entity_id))).toEqual(active.map((o) => o.id));
      for (const row of rows) {
        expect(row).toMatchObject({ project_id: rentId, user_id: adminId, action: 'deactivate' });
        expect(JSON.parse(row.before!)).toEqual({ active: 1 });
        expect(JSON.parse(row.after!)).toEqual({ active: 0 });
        expect(row.created_at >= started).toBe(true);
      }
    });

    it('records a deleted row whole as before, without bookkeeping columns', async () => {
      const [object] = await freshApartments(1, (o) => o.progress_state === 'available');
      expect(
        (await admin.post(APARTMENTS, { bulkAction: 'delete', targets: [object!.id] })).json().done,
      ).toBe(1);
      const [row] = await entries('objects', [object!.id]);
      expect(row).toMatchObject({ action: 'delete', after: null, user_id: adminId });
      const before = JSON.parse(row!.before!);
      expect(before).toMatchObject({ id: object!.id, title: object!.title, project_id: rentId });
      expect(before).not.toHaveProperty('search_text');
      expect(before).not.toHaveProperty('version');
    });

    it('leaves no audit row when the bulk action fails and rolls back', async () => {
      const apartments = LIST_SCHEMAS.find((s) => s.path === 'objects/apartments')!;
      const failing: ListSchema = {
        ...apartments,
        bulk: apartments.bulk.map((option) =>
          option.value !== 'deactivate'
            ? option
            : {
                ...option,
                run: async (scope, ids, ctx) => {
                  await option.run!(scope, ids, ctx);
                  throw new Error('failure after the update');
                },
              },
        ),
      };
      const picked = await freshApartments(3, (o) => o.active === 1);
      const targets = picked.map((o) => o.id);
      await expect(
        runBulk(failing, await listRequest(t, 'rent', 'demo.admin'), { bulkAction: 'deactivate', targets }),
      ).rejects.toThrow('failure after the update');
      expect(await entries('objects', targets)).toEqual([]);
      const after = await t.objectsOf('rent');
      for (const o of picked) expect(after.find((a) => a.id === o.id)!.active).toBe(1);
    });

    it('rolls the change back when its audit entry cannot be written (one transaction)', async () => {
      const statements =
        dialect === 'postgres'
          ? [
              `create function audit_refuse() returns trigger language plpgsql as $$
               begin raise exception 'audit refused'; end $$`,
              `create trigger audit_refuse after insert on audit_log for each statement execute function audit_refuse()`,
            ]
          : [
              `create trigger audit_refuse after insert on audit_log begin select raise(abort, 'audit refused'); end`,
            ];
      const cleanup =
        dialect === 'postgres'
          ? ['drop trigger audit_refuse on audit_log', 'drop function audit_refuse()']
          : ['drop trigger audit_refuse'];
      const picked = await freshApartments(2, (o) => o.active === 1);
      for (const statement of statements) await sql.raw(statement).execute(t.database.db);
      try {
        const res = await admin.post(APARTMENTS, {
          bulkAction: 'deactivate',
          targets: picked.map((o) => o.id),
        });
        expect(res.statusCode).toBe(500);
      } finally {
        for (const statement of cleanup) await sql.raw(statement).execute(t.database.db);
      }
      const after = await t.objectsOf('rent');
      for (const o of picked) expect(after.find((a) => a.id === o.id)).toEqual(o);
    });
  });

  describe('list column settings', () => {
    const save = (value: string[]) => admin.post('/api/v1/settings/objects_apartments/list', { value });

    it('records the first order as created, a change with before and after, and nothing for the same order', async () => {
      const entityId = `${adminId}:objects_apartments`;
      expect((await save(['title', 'ref_number'])).statusCode).toBe(200);
      expect((await save(['ref_number', 'title', 'city'])).statusCode).toBe(200);
      expect((await save(['ref_number', 'title', 'city'])).statusCode).toBe(200);
      const rows = await entries('user_list_settings', [entityId]);
      expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
      expect(rows[0]).toMatchObject({ before: null, user_id: adminId, project_id: rentId });
      expect(JSON.parse(rows[0]!.after!)).toEqual({ value: ['title', 'ref_number'] });
      expect(JSON.parse(rows[1]!.before!)).toEqual({ value: ['title', 'ref_number'] });
      expect(JSON.parse(rows[1]!.after!)).toEqual({ value: ['ref_number', 'title', 'city'] });
    });

    it('records nothing for a refused order', async () => {
      const before = (await entries('user_list_settings')).length;
      expect((await save(['title', 'title'])).statusCode).toBe(400);
      expect((await entries('user_list_settings')).length).toBe(before);
    });
  });

  describe('recordAudit', () => {
    const entry = {
      projectId: 0,
      userId: null,
      action: 'update',
      entity: 'probe',
      entityId: 1,
      before: { a: 1 },
      after: { a: 2 },
    };

    it('refuses to run outside a transaction', async () => {
      await expect(recordAudit(t.database.db, { ...entry, projectId: rentId })).rejects.toThrow(
        /transaction/,
      );
      expect(await entries('probe')).toEqual([]);
    });

    it('commits and rolls back with the transaction it is given', async () => {
      await expect(
        t.database.db.transaction().execute(async (trx) => {
          await recordAudit(trx, { ...entry, projectId: rentId, entityId: 'rolled-back' });
          throw new Error('change failed');
        }),
      ).rejects.toThrow('change failed');
      await t.database.db
        .transaction()
        .execute((trx) => recordAudit(trx, { ...entry, projectId: rentId, entityId: 'kept' }));
      const rows = await entries('probe');
      expect(rows.map((r) => r.entity_id)).toEqual(['kept']);
      expect(rows[0]).toMatchObject({
        project_id: rentId,
        user_id: null,
        before: '{"a":1}',
        after: '{"a":2}',
      });
    });
  });
});
