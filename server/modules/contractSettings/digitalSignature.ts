import type { Kysely } from 'kysely';
import type { CountersignerChoice, DigitalSignatureRecord } from '../../../schema/api/contractSettings';
import { SIGNING_LINK_DAYS_DEFAULT, type DigitalSignatureValues } from '../../../schema/contract';
import { changedFields, recordAudit } from '../../core/audit';
import { ApiError, badRequest } from '../../core/errors';
import { scoped, type Executor } from '../../core/scope';
import type { Database, Project, User } from '../../db/types';

/**
 * Settings > digital signature: who countersigns the project's rental agreements (an active user
 * who works in the project) and how many days a signing link lasts. A project without a row has
 * nobody chosen and the default lifetime, at version 1.
 */

/** The active staff users who work in the project (assigned, or superadmins of its organisation). */
export async function countersignerChoices(db: Executor, project: Project): Promise<CountersignerChoice[]> {
  const scope = scoped(db, project.id);
  const rows = await db
    .selectFrom('users')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.username'])
    .where('users.organisation_id', '=', project.organisation_id)
    .where('users.is_active', '=', 1)
    .where('users.user_type', '=', 'staff')
    .where((eb) =>
      eb.or([
        eb('users.role', '=', 'superadmin'),
        eb.exists(
          eb
            .selectFrom('user_projects')
            .select('user_projects.user_id')
            .whereRef('user_projects.user_id', '=', 'users.id')
            .where(scope.owns('user_projects')),
        ),
      ]),
    )
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: [r.first_name, r.last_name].filter(Boolean).join(' ').trim() || r.username,
  }));
}

export async function getDigitalSignature(db: Executor, project: Project): Promise<DigitalSignatureRecord> {
  const row = await scoped(db, project.id)
    .selectFrom('digital_signature_settings')
    .selectAll()
    .executeTakeFirst();
  const countersigners = await countersignerChoices(db, project);
  return {
    countersigner_id: row?.countersigner_id ?? null,
    link_days: row?.link_days ?? SIGNING_LINK_DAYS_DEFAULT,
    version: row?.version ?? 1,
    countersigners,
  };
}

export async function saveDigitalSignature(
  db: Kysely<Database>,
  project: Project,
  user: User,
  input: DigitalSignatureValues,
): Promise<DigitalSignatureRecord> {
  const choices = await countersignerChoices(db, project);
  if (!choices.some((choice) => choice.id === input.countersigner_id)) {
    throw badRequest(
      'invalid_request',
      { detail: 'countersigner_id' },
      { errors: { countersigner_id: 'countersigner_invalid' } },
    );
  }
  await db.transaction().execute(async (trx) => {
    const s = scoped(trx, project.id);
    const row = await s.selectFrom('digital_signature_settings').selectAll().executeTakeFirst();
    const current = row?.version ?? 1;
    if (input.version !== undefined && input.version !== current) {
      throw new ApiError(409, 'digital_signature_changed_meanwhile');
    }
    const values = {
      countersigner_id: input.countersigner_id,
      link_days: input.link_days,
      version: current + 1,
      updated_by: user.id,
      updated_at: new Date().toISOString(),
    };
    if (row) {
      const result = await s
        .updateTable('digital_signature_settings')
        .set(values)
        .where('version', '=', current)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'digital_signature_changed_meanwhile');
    } else {
      const result = await s
        .insertInto('digital_signature_settings', [values])
        .onConflict((oc) => oc.column('project_id').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1)
        throw new ApiError(409, 'digital_signature_changed_meanwhile');
    }
    const before = {
      countersigner_id: row?.countersigner_id ?? null,
      link_days: row?.link_days ?? null,
    };
    const change = changedFields(before, {
      countersigner_id: input.countersigner_id,
      link_days: input.link_days,
    });
    if (change) {
      await recordAudit(trx, {
        projectId: project.id,
        userId: user.id,
        action: row ? 'update' : 'create',
        entity: 'digital_signature_settings',
        entityId: project.id,
        ...change,
      });
    }
  });
  return getDigitalSignature(db, project);
}
