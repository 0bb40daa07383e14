import type {
  TenantDepositInfo,
  TenantDepositRecord,
  TenantDepositReply,
} from '../../../schema/api/deposits';
import { isLanguage } from '../../../schema/api/common';
import { formatDate } from '../../../schema/dates';
import {
  DEPOSIT_OVER_MAXIMUM,
  depositProblems,
  isDepositOverdue,
  maxDeposit,
  monthlyRentOf,
  type DepositInput,
  type DepositKind,
} from '../../../schema/deposit';
import { formatMoney, type CurrencyOrder } from '../../../schema/money';
import { readRuleMessage } from '../../../schema/rules';
import type { TenantState } from '../../../schema/tenants';
import { zurichDayStart } from '../../../schema/tenancyObject';
import { recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { isUniqueViolation } from '../../core/db';
import { ApiError, notFound } from '../../core/errors';
import { translate } from '../../core/i18n/index';
import { cancelJob, scheduleJob, type Job, type JobHandler } from '../../core/jobs';
import { paragraphsMail, queueMail } from '../../core/mail';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { TenantDeposit } from '../../db/tables/jobs';
import type { Tenant } from '../../db/tables/tenants';
import type { Project } from '../../db/types';
import { dayAfter, fieldErrors, swissToday } from '../objects/common';
import { findTenant } from './service';

/**
 * The deposit of a tenancy (issue "Tenants and contracts"): a bank deposit account in the tenant's
 * name or a provider's guarantee, at most three monthly rents (OR 257e), due on a day, paid on a
 * day. Versioned; when it is still unpaid the day after its due date, a reminder goes to the tenant
 * once (a job, through the outbox).
 */

export const DEPOSIT_REMINDER_JOB = 'deposit_reminder';
export const depositReminderKey = (tenantId: number) => `deposit_reminder:${tenantId}`;

const cents = (amount: number) => Math.round(amount * 100);
const units = (value: number) => value / 100;
const orderOf = (project: Pick<Project, 'currency_order'>): CurrencyOrder =>
  project.currency_order === 'after' ? 'after' : 'before';

/** The monthly rent the maximum counts from; null while the contract's rent is not known. */
function monthlyRent(tenant: Tenant): number | null {
  if (tenant.net_rent === null) return null;
  return monthlyRentOf(units(tenant.net_rent), units(tenant.extra_costs ?? 0));
}

async function depositRow(scope: Scoped, tenantId: number): Promise<TenantDeposit | undefined> {
  return scope.selectFrom('tenant_deposits').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

async function infoOf(scope: Scoped, project: Project, tenant: Tenant): Promise<TenantDepositInfo> {
  const providers = await scope
    .selectFrom('deposit_providers')
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  const row = await depositRow(scope, tenant.id);
  let deposit: TenantDepositRecord | null = null;
  if (row) {
    deposit = {
      kind: row.kind as DepositKind,
      provider_id: row.provider_id,
      providerName: providers.find((p) => p.id === row.provider_id)?.name ?? '',
      amount: units(row.amount),
      due_date: row.due_date,
      paid_date: row.paid_date,
      overdue: isDepositOverdue(row, swissToday()),
      reminderSentAt: row.reminder_sent_at,
      version: row.version,
      updatedAt: row.updated_at,
    };
  }
  const rent = monthlyRent(tenant);
  return {
    tenantId: tenant.id,
    applicationId: tenant.application_id,
    progress_state: tenant.progress_state as TenantState,
    deposit,
    monthlyRent: rent,
    maxAmount: rent === null ? null : maxDeposit(rent),
    currency: project.currency,
    currencyOrder: orderOf(project),
    providers,
  };
}

/** GET /api/v1/tenants/{id}/deposit */
export async function getDeposit(db: Executor, ctx: StaffContext, id: number): Promise<TenantDepositInfo> {
  const scope = scoped(db, ctx.project.id);
  return infoOf(scope, ctx.project, await findTenant(scope, id));
}

const depositChanged = () => new ApiError(409, 'deposit_changed_meanwhile');

/** The reminder of an unpaid deposit: on the day after its due date. */
async function planReminder(trx: Executor, projectId: number, tenantId: number, row: TenantDeposit) {
  const key = depositReminderKey(tenantId);
  if (row.paid_date !== null || row.reminder_sent_at !== null) {
    await cancelJob(trx, key);
    return;
  }
  await scheduleJob(trx, {
    kind: DEPOSIT_REMINDER_JOB,
    key,
    runAt: zurichDayStart(dayAfter(row.due_date)),
    payload: { projectId, tenantId, dueDate: row.due_date },
  });
}

/** Records a tenant's deposit (the first time without a version, then with the one loaded). */
async function saveDepositOf(
  trx: Executor,
  ctx: StaffContext,
  tenant: Tenant,
  input: DepositInput,
): Promise<TenantDepositReply> {
  const { project } = ctx;
  const scope = scoped(trx, project.id);
  const rent = monthlyRent(tenant);
  if (rent === null) throw fieldErrors({ amount: 'deposit_rent_unknown' });
  const problems = depositProblems(input, rent, project.currency, orderOf(project));
  if (problems.length > 0) {
    const errors = Object.fromEntries(problems.map((p) => [p.path, p.message]));
    // over the legal maximum: the refusal itself says the maximum
    const over = errors.amount ? readRuleMessage(errors.amount) : null;
    if (over?.key === DEPOSIT_OVER_MAXIMUM) throw fieldErrors(errors, DEPOSIT_OVER_MAXIMUM, over.params);
    throw fieldErrors(errors);
  }
  if (input.provider_id !== null) {
    const provider = await scope
      .selectFrom('deposit_providers')
      .select('id')
      .where('id', '=', input.provider_id)
      .executeTakeFirst();
    if (!provider) throw fieldErrors({ provider_id: 'deposit_provider_not_found' });
  }
  const before = await depositRow(scope, tenant.id);
  const now = new Date().toISOString();
  const values = {
    kind: input.kind,
    provider_id: input.provider_id,
    amount: cents(input.amount),
    due_date: input.due_date ?? '',
    paid_date: input.paid_date,
  };
  if (before) {
    if (input.version !== before.version) throw depositChanged();
    // a new due date may be reminded of again
    const reminder = before.due_date === values.due_date ? {} : { reminder_sent_at: null };
    const result = await scope
      .updateTable('tenant_deposits')
      .set({ ...values, ...reminder, version: before.version + 1, updated_at: now })
      .where('tenant_id', '=', tenant.id)
      .where('version', '=', before.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw depositChanged();
  } else {
    try {
      await scope
        .insertInto('tenant_deposits', [
          {
            ...values,
            tenant_id: tenant.id,
            reminder_sent_at: null,
            created_by: ctx.user.id,
            created_at: now,
            updated_at: now,
          },
        ])
        .execute();
    } catch (error) {
      // recorded by someone else at the same moment
      if (isUniqueViolation(error)) throw depositChanged();
      throw error;
    }
  }
  const after = (await depositRow(scope, tenant.id))!;
  await planReminder(trx, project.id, tenant.id, after);
  const audited = (row: TenantDeposit) => ({
    kind: row.kind,
    provider_id: row.provider_id,
    amount: row.amount,
    due_date: row.due_date,
    paid_date: row.paid_date,
  });
  await recordAudit(trx, {
    projectId: project.id,
    userId: ctx.user.id,
    action: before ? 'update' : 'create',
    entity: 'tenant_deposits',
    entityId: after.id,
    before: before ? audited(before) : null,
    after: audited(after),
  });
  return { ...(await infoOf(scope, project, tenant)), message: ctx.t('deposit_saved') };
}

/** POST /api/v1/tenants/{id}/deposit */
export async function saveDeposit(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: DepositInput,
): Promise<TenantDepositReply> {
  return db.transaction().execute(async (trx) => {
    const tenant = await findTenant(scoped(trx, ctx.project.id), id);
    return saveDepositOf(trx, ctx, tenant, input);
  });
}

/**
 * POST /api/v1/applications/{id}/deposit-provider (spec 2 section 7.8): the deposit of the tenancy
 * the application became; an application not assigned yet has none (409).
 */
export async function saveApplicationDeposit(
  db: Executor,
  ctx: StaffContext,
  applicationId: number,
  input: DepositInput,
): Promise<TenantDepositReply> {
  return db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const application = await scope
      .selectFrom('applications')
      .select('id')
      .where('id', '=', applicationId)
      .executeTakeFirst();
    if (!application) throw notFound('application_not_found');
    const tenant = await scope
      .selectFrom('tenants')
      .selectAll()
      .where('application_id', '=', applicationId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!tenant) throw new ApiError(409, 'deposit_application_without_tenant');
    return saveDepositOf(trx, ctx, tenant, input);
  });
}

/** The job: the reminder of a deposit still unpaid after its due date, to the tenant, once. */
export const runDepositReminder: JobHandler = async (trx: Executor, job: Job) => {
  const { projectId, tenantId, dueDate } = job.payload;
  if (typeof projectId !== 'number' || typeof tenantId !== 'number') return;
  const scope = scoped(trx, projectId);
  const deposit = await depositRow(scope, tenantId);
  // paid, reminded, or due on another day meanwhile (that day has its own job)
  if (!deposit || deposit.paid_date !== null || deposit.reminder_sent_at !== null) return;
  if (deposit.due_date !== dueDate) return;
  const tenant = await scope.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
  const project = await trx.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst();
  if (!tenant || !project || tenant.email.trim() === '') return;
  const lang = isLanguage(tenant.language) ? tenant.language : 'de';
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(lang, key, params);
  const amount = formatMoney(units(deposit.amount), project.currency, orderOf(project));
  const what = deposit.kind === 'guarantee' ? 'deposit_reminder_guarantee' : 'deposit_reminder_account';
  const mail = paragraphsMail([
    t('mail_salutation', { name: tenant.name }).trim(),
    t(what, { amount, date: formatDate(deposit.due_date), object: tenant.object_label }),
    t('deposit_reminder_request'),
    t('deposit_reminder_closing', { project: project.title }),
  ]);
  await queueMail(trx, {
    to: tenant.email,
    subject: t('deposit_reminder_subject', { object: tenant.object_label }),
    ...mail,
    kind: 'deposit_reminder',
    projectId,
    fromName: project.title,
  });
  await scope
    .updateTable('tenant_deposits')
    .set({ reminder_sent_at: new Date().toISOString() })
    .where('id', '=', deposit.id)
    .execute();
};
