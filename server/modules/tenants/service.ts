import type {
  TenantContract,
  TenantDeleteInfo,
  TenantDetail,
  TenantStatus,
  TenantTerminateInfo,
  TenantTerminateReply,
  TenantTermination,
} from '../../../schema/api/tenants';
import { MAX_ROW_ID } from '../../../schema/constants';
import { formatDate } from '../../../schema/dates';
import { formatMoney } from '../../../schema/money';
import {
  DEFAULT_TERMINATION_MONTHS,
  earliestEndDate,
  effectiveNoticeMonths,
  terminationDates,
  type TerminationTerms,
} from '../../../schema/tenantTermination';
import {
  tenantActionRefusal,
  terminationErrors,
  type TenantState,
  type TerminateTenantInput,
  type TerminationBy,
} from '../../../schema/tenants';
import { auditedFields, changedFields, recordAudit, type AuditEntry } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';
import type { MessageKey, Translator } from '../../core/i18n/index';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { Application } from '../../db/tables/applications';
import type { Tenant } from '../../db/tables/tenants';
import type { Project, RealEstateObject } from '../../db/types';
import { insertSearchable, updateSearchable } from '../../lists/searchText';
import { fieldErrors, swissToday } from '../objects/common';
import { objectLabel, tenantSearch } from './searchText';
import { linkObjectOfTenant, scheduleTenancyEnd } from './tenancyEnd';

/**
 * Tenants (spec 2 section 7.10): one tenant's page by state, its termination and its removal.
 * A tenant row begins with the assignment of an object (createTenantOfAssignment, called in the
 * assignment's transaction).
 */

const money = (cents: number | null) => (cents === null ? null : cents / 100);

export async function findTenant(scope: Scoped, id: number): Promise<Tenant> {
  const row =
    id > MAX_ROW_ID
      ? undefined
      : await scope.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('tenant_not_found');
  return row;
}

function terminationMonthsOf(row: Pick<Tenant, 'termination_months'>): number[] {
  try {
    const parsed: unknown = JSON.parse(row.termination_months);
    if (Array.isArray(parsed))
      return parsed.filter((m): m is number => Number.isInteger(m) && m >= 1 && m <= 12);
  } catch {
    // a broken value falls back to the default below
  }
  return [...DEFAULT_TERMINATION_MONTHS];
}

export function termsOf(row: Tenant): TerminationTerms {
  return {
    noticeMonths: row.notice_months,
    terminationMonths: terminationMonthsOf(row),
    objectType: row.object_type,
    contractStart: row.contract_start,
  };
}

function contractOf(row: Tenant): TenantContract {
  const terms = termsOf(row);
  return {
    startDate: row.contract_start,
    netRent: money(row.net_rent),
    extraCosts: money(row.extra_costs),
    grossRent:
      row.net_rent === null || row.extra_costs === null ? null : money(row.net_rent + row.extra_costs),
    noticeMonths: row.notice_months,
    effectiveNoticeMonths: effectiveNoticeMonths(terms),
    terminationMonths: [...terms.terminationMonths],
  };
}

function terminationOf(row: Tenant): TenantTermination | null {
  if (!row.termination_by || !row.termination_received_on || !row.end_date) return null;
  return {
    by: row.termination_by as TerminationBy,
    receivedOn: row.termination_received_on,
    endDate: row.end_date,
    recordedAt: row.terminated_at,
  };
}

const STATUS_TITLES: Record<TenantState, MessageKey> = {
  without_contract: 'tenant_status_without_contract',
  contract_sent: 'tenant_status_contract_sent',
  with_contract: 'tenant_status_with_contract',
  quit: 'tenant_status_quit',
};

/** The status title of a tenant's page: the state and two lines of what matters in it. */
function statusOf(
  t: Translator,
  project: Project,
  row: Tenant,
  assignment: TenantDetail['assignment'],
): TenantStatus {
  const state = row.progress_state as TenantState;
  const title = t(STATUS_TITLES[state]);
  const object = row.object_label || t('tenant_no_object');
  const start = row.contract_start ? formatDate(row.contract_start) : t('tenant_start_open');
  const rent =
    row.net_rent === null
      ? t('tenant_rent_open')
      : formatMoney(row.net_rent / 100, project.currency, project.currency_order as 'before' | 'after');
  const termination = terminationOf(row);
  switch (state) {
    case 'without_contract':
      return {
        title,
        msg1: t('tenant_msg_assigned', {
          object,
          date: assignment ? formatDate(assignment.assignedAt) : formatDate(row.created_at),
        }),
        msg2: t('tenant_msg_contract_missing', { start }),
      };
    case 'contract_sent':
    case 'with_contract':
      return {
        title,
        msg1: t('tenant_msg_object', { object }),
        msg2: t('tenant_msg_contract', { start, rent, months: effectiveNoticeMonths(termsOf(row)) }),
      };
    case 'quit':
      return {
        title,
        msg1: termination
          ? t('tenant_msg_terminated', {
              by: t(termination.by === 'landlord' ? 'tenant_by_landlord' : 'tenant_by_tenant'),
              date: formatDate(termination.receivedOn),
            })
          : t('tenant_msg_object', { object }),
        msg2: termination ? t('tenant_msg_ends', { date: formatDate(termination.endDate) }) : '',
      };
  }
}

async function objectOf(scope: Scoped, row: Tenant): Promise<TenantDetail['object']> {
  if (row.object_id === null) return null;
  const object = await scope
    .selectFrom('objects')
    .select(['id', 'object_type', 'title', 'ref_number', 'street', 'house_number', 'postal_code', 'city'])
    .where('id', '=', row.object_id)
    .executeTakeFirst();
  if (!object) return null;
  return {
    id: object.id,
    type: object.object_type,
    title: object.title,
    refNumber: object.ref_number,
    address: [`${object.street} ${object.house_number}`.trim(), `${object.postal_code} ${object.city}`.trim()]
      .filter(Boolean)
      .join(', '),
  };
}

/** The open assignment of the tenant's application (what without_contract loads). */
async function assignmentOf(scope: Scoped, row: Tenant): Promise<TenantDetail['assignment']> {
  if (row.application_id === null) return null;
  const binding = await scope
    .selectFrom('object_occupancies')
    .select(['starts_on', 'created_at', 'comment'])
    .where('application_id', '=', row.application_id)
    .where('kind', '=', 'assignment')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return binding
    ? { startsOn: binding.starts_on, assignedAt: binding.created_at, comment: binding.comment }
    : null;
}

async function detailOf(
  scope: Scoped,
  ctx: Pick<StaffContext, 't' | 'project'>,
  row: Tenant,
): Promise<TenantDetail> {
  const state = row.progress_state as TenantState;
  const assignment = state === 'without_contract' ? await assignmentOf(scope, row) : null;
  return {
    id: row.id,
    progress_state: state,
    version: row.version,
    status: statusOf(ctx.t, ctx.project, row, assignment),
    name: row.name,
    email: row.email,
    phone: row.phone,
    language: row.language,
    applicationId: row.application_id,
    object: await objectOf(scope, row),
    objectLabel: row.object_label,
    contract: contractOf(row),
    assignment,
    termination: state === 'quit' ? terminationOf(row) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** GET /api/v1/tenants/{id} */
export async function getTenant(db: Executor, ctx: StaffContext, id: number): Promise<TenantDetail> {
  const scope = scoped(db, ctx.project.id);
  return detailOf(scope, ctx, await findTenant(scope, id));
}

const refusalText = (t: Translator, key: string | null) => (key === null ? null : t(key as MessageKey));

/** GET /api/v1/tenants/{id}/terminate-info */
export async function getTerminateInfo(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<TenantTerminateInfo> {
  const scope = scoped(db, ctx.project.id);
  const row = await findTenant(scope, id);
  const today = swissToday();
  return {
    id: row.id,
    version: row.version,
    progress_state: row.progress_state as TenantState,
    refusal: refusalText(ctx.t, tenantActionRefusal('terminate', row.progress_state)),
    objectType: row.object_type,
    contract: contractOf(row),
    today,
    dates: terminationDates(termsOf(row), today, 6),
    landlordNotice: ctx.t('tenant_landlord_official_form'),
    termination: terminationOf(row),
  };
}

export const tenantChanged = (t: Translator) =>
  new ApiError(409, 'record_changed', { entity: t('record_entity_tenant') });

function auditEntry(
  ctx: Pick<StaffContext, 'project' | 'user'>,
  id: number,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditEntry {
  return {
    projectId: ctx.project.id,
    userId: ctx.user.id,
    action,
    entity: 'tenants',
    entityId: id,
    before,
    after,
  };
}

/**
 * POST /api/v1/tenants/{id}/terminate: a notice by the tenant or the landlord, received on a day;
 * the tenancy ends on the end date asked for or, without one, on the earliest possible. The
 * tenant is quit from then on.
 */
export async function terminateTenant(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: TerminateTenantInput,
): Promise<TenantTerminateReply> {
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const row = await findTenant(scope, id);
    if (row.version !== input.version) throw tenantChanged(ctx.t);
    const refusal = tenantActionRefusal('terminate', row.progress_state);
    if (refusal) throw new ApiError(409, refusal as MessageKey);
    const terms = termsOf(row);
    const receivedOn = input.receivedOn;
    if (!receivedOn) throw fieldErrors({ receivedOn: 'general_field_is_required' });
    const errors = terminationErrors(terms, input, swissToday());
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const endDate = input.endDate ?? earliestEndDate(terms, receivedOn).endDate;
    const now = new Date().toISOString();
    const set = {
      progress_state: 'quit',
      termination_by: input.by,
      termination_received_on: receivedOn,
      end_date: endDate,
      terminated_at: now,
    };
    const changed = await updateSearchable(scope, tenantSearch, [id], set, { version: input.version, now });
    if (changed === 0) throw tenantChanged(ctx.t);
    const after = await findTenant(scope, id);
    const diff = changedFields(row, after);
    const comment = input.comment ? { comment: input.comment } : {};
    if (diff)
      await recordAudit(trx, auditEntry(ctx, id, 'terminate', diff.before, { ...diff.after, ...comment }));
    // the object stays let until the end date; then it returns to the letting flow (a job)
    await recordAudit(trx, await linkObjectOfTenant(scope, after, now, ctx.user.id));
    await scheduleTenancyEnd(trx, ctx.project.id, id, endDate);
    const detail = await detailOf(scope, ctx, after);
    const done = ctx.t('tenant_terminated', { date: formatDate(endDate) });
    const message = input.by === 'landlord' ? `${done} ${ctx.t('tenant_landlord_official_form')}` : done;
    return { ...detail, message };
  });
}

/** GET /api/v1/tenants/{id}/delete-info */
export async function getDeleteInfo(db: Executor, ctx: StaffContext, id: number): Promise<TenantDeleteInfo> {
  const row = await findTenant(scoped(db, ctx.project.id), id);
  const reason = refusalText(ctx.t, tenantActionRefusal('delete', row.progress_state));
  return { id: row.id, name: row.name, canDelete: reason === null, reason };
}

/**
 * Removes the tenant rows that may be removed (not while a contract is signed); answers the rows
 * removed. The caller writes their audit rows (the list engine does so for its bulk delete).
 */
export async function removeTenants(scope: Scoped, ids: readonly number[]): Promise<Tenant[]> {
  if (ids.length === 0) return [];
  const rows = await scope
    .selectFrom('tenants')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const removable = rows.filter((r) => tenantActionRefusal('delete', r.progress_state) === null);
  if (removable.length > 0) {
    await scope
      .deleteFrom('tenants')
      .where(
        'id',
        'in',
        removable.map((r) => r.id),
      )
      .execute();
  }
  return removable;
}

/** DELETE /api/v1/tenants/{id}: refused (409 with the reason) while a contract is signed. */
export async function deleteTenant(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const row = await findTenant(scope, id);
    const refusal = tenantActionRefusal('delete', row.progress_state);
    if (refusal) throw new ApiError(409, refusal as MessageKey);
    await removeTenants(scope, [id]);
    await recordAudit(trx, auditEntry(ctx, id, 'delete', auditedFields(row), null));
    return { message: ctx.t('tenant_deleted', { name: row.name }) };
  });
}

/**
 * The tenant an assignment makes (in the assignment's transaction): the household of the
 * application, without contract, with the object's rents and the default contract terms.
 */
export async function createTenantOfAssignment(
  scope: Scoped,
  app: Application,
  object: RealEstateObject,
  userId: number | null,
  now: string,
  audit: AuditEntry[],
): Promise<number> {
  const row = {
    application_id: app.id,
    object_id: object.id,
    progress_state: 'without_contract',
    name: app.main_name,
    email: app.email,
    phone: app.phone,
    language: app.language,
    object_type: object.object_type,
    object_label: objectLabel(object),
    contract_start: app.move_in_date ?? object.available_from,
    net_rent: object.netto_price,
    extra_costs: object.extra_price,
    notice_months: 3,
    termination_months: JSON.stringify(DEFAULT_TERMINATION_MONTHS),
    termination_by: null,
    termination_received_on: null,
    end_date: null,
    terminated_at: null,
    created_by: userId,
    created_at: now,
    updated_at: now,
  };
  const [id] = await insertSearchable(scope, tenantSearch, [row]);
  audit.push({
    projectId: scope.projectId,
    userId,
    action: 'create',
    entity: 'tenants',
    entityId: id!,
    before: null,
    after: auditedFields(row),
  });
  return id!;
}

/**
 * An assignment cancelled or released: its tenant goes too while no contract was sent (the
 * household never became a tenant); one with a contract stays for the contract's own steps.
 */
export async function removeTenantOfAssignment(
  scope: Scoped,
  applicationId: number,
  userId: number | null,
  audit: AuditEntry[],
): Promise<void> {
  const rows = await scope
    .selectFrom('tenants')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('progress_state', '=', 'without_contract')
    .execute();
  if (rows.length === 0) return;
  await scope
    .deleteFrom('tenants')
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  for (const r of rows) {
    audit.push({
      projectId: scope.projectId,
      userId,
      action: 'delete',
      entity: 'tenants',
      entityId: r.id,
      before: auditedFields(r),
      after: null,
    });
  }
}
