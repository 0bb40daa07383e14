import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { DepositProviderListReply, DepositProviderRecord } from '../../../schema/api/contractSettings';
import type { DepositProviderInput, depositProviderUpdateSchema } from '../../../schema/contract';
import { recordAudit } from '../../core/audit';
import { ApiError, notFound } from '../../core/errors';
import { scoped } from '../../core/scope';
import type { DepositProviderTable } from '../../db/tables/contractSettings';
import type { Database, Project, User } from '../../db/types';

/**
 * Settings > deposit providers: the guarantee providers a tenant's deposit can go through, with
 * the mail address their requests go to. Project rows; another project's id is "not found".
 */

type Db = Kysely<Database>;

const recordOf = (row: Selectable<DepositProviderTable>): DepositProviderRecord => ({
  id: row.id,
  name: row.name,
  contact: row.contact,
  email: row.email,
  version: row.version,
  updated_at: row.updated_at,
});

const audited = ({ name, contact, email }: DepositProviderRecord) => ({ name, contact, email });

async function providerRow(db: Db, project: Project, id: number) {
  const row = await scoped(db, project.id)
    .selectFrom('deposit_providers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('deposit_provider_not_found');
  return row;
}

export async function depositProviderList(db: Db, project: Project): Promise<DepositProviderListReply> {
  const rows = await scoped(db, project.id)
    .selectFrom('deposit_providers')
    .selectAll()
    .orderBy('name')
    .orderBy('id')
    .execute();
  return { providers: rows.map(recordOf) };
}

export async function getDepositProvider(
  db: Db,
  project: Project,
  id: number,
): Promise<DepositProviderRecord> {
  return recordOf(await providerRow(db, project, id));
}

export async function createDepositProvider(
  db: Db,
  project: Project,
  user: User,
  input: DepositProviderInput,
): Promise<DepositProviderRecord> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const row = await scoped(trx, project.id)
      .insertInto('deposit_providers', [
        { name: input.name, contact: input.contact, email: input.email, created_at: now, updated_at: now },
      ])
      .returningAll()
      .executeTakeFirstOrThrow();
    const record = recordOf(row);
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'create',
      entity: 'deposit_providers',
      entityId: record.id,
      before: null,
      after: audited(record),
    });
    return record;
  });
}

export async function updateDepositProvider(
  db: Db,
  project: Project,
  user: User,
  id: number,
  input: z.infer<typeof depositProviderUpdateSchema>,
): Promise<DepositProviderRecord> {
  return db.transaction().execute(async (trx) => {
    const before = recordOf(await providerRow(trx, project, id));
    const result = await scoped(trx, project.id)
      .updateTable('deposit_providers')
      .set({
        name: input.name,
        contact: input.contact,
        email: input.email,
        version: (input.version ?? 0) + 1,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('version', '=', input.version ?? 0)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'deposit_provider_changed_meanwhile');
    const after = recordOf(await providerRow(trx, project, id));
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'update',
      entity: 'deposit_providers',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

export async function deleteDepositProvider(
  db: Db,
  project: Project,
  user: User,
  id: number,
): Promise<{ id: number }> {
  await db.transaction().execute(async (trx) => {
    const before = recordOf(await providerRow(trx, project, id));
    // a provider guaranteeing a tenancy's deposit stays (the deposit names it)
    const use = await scoped(trx, project.id)
      .selectFrom('tenant_deposits')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('provider_id', '=', id)
      .executeTakeFirstOrThrow();
    const count = Number(use.n);
    if (count > 0)
      throw new ApiError(409, count === 1 ? 'deposit_provider_in_use_one' : 'deposit_provider_in_use', {
        count,
      });
    await scoped(trx, project.id).deleteFrom('deposit_providers').where('id', '=', id).execute();
    await recordAudit(trx, {
      projectId: project.id,
      userId: user.id,
      action: 'delete',
      entity: 'deposit_providers',
      entityId: id,
      before: audited(before),
      after: null,
    });
  });
  return { id };
}
