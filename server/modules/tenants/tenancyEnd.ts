import { isTenantState } from '../../../schema/tenants';
import { objectStateOfTenant, TENANCY_OBJECT_STATES, zurichDayStart } from '../../../schema/tenancyObject';
import { changedFields, recordAudit, type AuditEntry } from '../../core/audit';
import { scheduleJob, type Job, type JobHandler } from '../../core/jobs';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { Tenant } from '../../db/tables/tenants';
import { updateSearchable } from '../../lists/searchText';
import { dayAfter } from '../objects/common';
import { objectSearch } from '../objects/searchText';

/**
 * The end of a tenancy: when a tenant is quit, a job is scheduled for the end date; on that day
 * the tenancy's binding of the object closes and the object returns to the letting flow
 * (available from the day after). The job runs once (server/core/jobs.ts), also after a restart.
 */

export const TENANCY_END_JOB = 'tenancy_end';

export const tenancyEndKey = (tenantId: number) => `tenancy_end:${tenantId}`;

/** Schedules (or moves) the end of a tenant's tenancy, in the caller's transaction. */
export async function scheduleTenancyEnd(
  db: Executor,
  projectId: number,
  tenantId: number,
  endDate: string,
): Promise<void> {
  await scheduleJob(db, {
    kind: TENANCY_END_JOB,
    key: tenancyEndKey(tenantId),
    runAt: zurichDayStart(endDate),
    payload: { projectId, tenantId, endDate },
  });
}

const audit = (
  scope: Scoped,
  entity: string,
  id: number,
  action: string,
  before: object,
  after: object,
  userId: number | null = null,
) =>
  ({
    projectId: scope.projectId,
    userId,
    action,
    entity,
    entityId: id,
    before: before as Record<string, unknown>,
    after: after as Record<string, unknown>,
  }) satisfies AuditEntry;

/**
 * Sets the object of a tenant to the state its tenancy gives it (rented once signed), when the
 * object is in a tenancy's state at all (a sold or available object is left as it is).
 */
export async function linkObjectOfTenant(
  scope: Scoped,
  tenant: Tenant,
  now: string,
  userId: number | null = null,
): Promise<AuditEntry[]> {
  if (tenant.object_id === null || !isTenantState(tenant.progress_state)) return [];
  const object = await scope
    .selectFrom('objects')
    .select(['id', 'progress_state', 'version'])
    .where('id', '=', tenant.object_id)
    .executeTakeFirst();
  const wanted = objectStateOfTenant(tenant.progress_state);
  if (!object || object.progress_state === wanted) return [];
  if (!TENANCY_OBJECT_STATES.includes(object.progress_state as never)) return [];
  await updateSearchable(scope, objectSearch, [object.id], { progress_state: wanted }, { now });
  return [
    audit(
      scope,
      'objects',
      object.id,
      'tenancy',
      { progress_state: object.progress_state },
      { progress_state: wanted },
      userId,
    ),
  ];
}

/** The job: closes the tenancy's binding of the object and frees the object. */
export const runTenancyEnd: JobHandler = async (trx: Executor, job: Job) => {
  const { projectId, tenantId } = job.payload;
  if (typeof projectId !== 'number' || typeof tenantId !== 'number') return;
  const scope = scoped(trx, projectId);
  const tenant = await scope.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
  // removed meanwhile, or no longer quit: nothing ends
  if (!tenant || tenant.progress_state !== 'quit' || !tenant.end_date || tenant.object_id === null) return;
  const endDate = tenant.end_date;
  const now = new Date().toISOString();
  const entries: AuditEntry[] = [];
  // the tenancy's binding: the rental, or the assignment of the tenant's application
  const bindings = await scope
    .selectFrom('object_occupancies')
    .selectAll()
    .where('object_id', '=', tenant.object_id)
    .where('closed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('kind', '=', 'rental'),
        ...(tenant.application_id === null
          ? []
          : [eb.and([eb('kind', '=', 'assignment'), eb('application_id', '=', tenant.application_id)])]),
      ]),
    )
    .execute();
  for (const binding of bindings) {
    const set = { ends_on: endDate, closed_at: now, closed_as: 'ended' };
    await scope.updateTable('object_occupancies').set(set).where('id', '=', binding.id).execute();
    const diff = changedFields(binding, { ...binding, ...set });
    if (diff)
      entries.push(audit(scope, 'object_occupancies', binding.id, 'tenancy_end', diff.before, diff.after));
  }
  const object = await scope
    .selectFrom('objects')
    .selectAll()
    .where('id', '=', tenant.object_id)
    .executeTakeFirst();
  if (object && TENANCY_OBJECT_STATES.includes(object.progress_state as never)) {
    const change = { progress_state: 'available', available_from: dayAfter(endDate) };
    await updateSearchable(scope, objectSearch, [object.id], change, { now });
    entries.push(
      audit(
        scope,
        'objects',
        object.id,
        'tenancy_end',
        { progress_state: object.progress_state, available_from: object.available_from },
        change,
      ),
    );
  }
  if (entries.length > 0) await recordAudit(trx, entries);
};
