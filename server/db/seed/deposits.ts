/**
 * The demo deposits and tenancy ends of a letting project: every tenant from the contract on has
 * a deposit (at most three monthly rents; every third through the project's guarantee provider).
 * Sent contracts wait for theirs (due at the start, reminded the day after if still unpaid),
 * signed ones paid it, except every seventh, which is overdue and was reminded. A quit tenancy
 * returns its object to letting on its end date (the job of server/modules/tenants/tenancyEnd.ts).
 * Deterministic: the same rows for the same demo and day.
 */
import type { Kysely } from 'kysely';
import { maxDeposit, monthlyRentOf } from '../../../schema/deposit';
import { scoped } from '../../core/scope';
import { DEPOSIT_REMINDER_JOB, depositReminderKey } from '../../modules/tenants/deposit';
import { scheduleTenancyEnd } from '../../modules/tenants/tenancyEnd';
import { scheduleJob } from '../../core/jobs';
import { zurichDayStart } from '../../../schema/tenancyObject';
import type { Database } from '../types';
import type { SeedProject } from './context';

const shift = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export async function seedDeposits(
  db: Kysely<Database>,
  project: SeedProject,
  today: string,
): Promise<number> {
  if (project.mode !== 'rent') return 0;
  const scope = scoped(db, project.id);
  const tenants = await scope
    .selectFrom('tenants')
    .selectAll()
    .where('progress_state', 'in', ['contract_sent', 'with_contract', 'quit'])
    .orderBy('id')
    .execute();
  const provider = await scope.selectFrom('deposit_providers').select('id').orderBy('id').executeTakeFirst();
  const now = `${today}T06:00:00.000Z`;
  let count = 0;
  for (const [i, tenant] of tenants.entries()) {
    if (tenant.progress_state === 'quit' && tenant.end_date) {
      await scheduleTenancyEnd(db, project.id, tenant.id, tenant.end_date);
    }
    if (tenant.net_rent === null) continue;
    const rent = monthlyRentOf(tenant.net_rent / 100, (tenant.extra_costs ?? 0) / 100);
    // two or three monthly rents, to the franc
    const amount = Math.floor(maxDeposit(rent) * (i % 2 === 0 ? 1 : 2 / 3));
    const guarantee = provider !== undefined && i % 3 === 2;
    const start = tenant.contract_start ?? today;
    const sent = tenant.progress_state === 'contract_sent';
    const overdue = !sent && i % 7 === 3;
    const dueDate = sent ? (start > today ? start : shift(today, 10)) : overdue ? shift(today, -12) : start;
    await scope
      .insertInto('tenant_deposits', [
        {
          tenant_id: tenant.id,
          kind: guarantee ? 'guarantee' : 'bank_account',
          provider_id: guarantee ? provider.id : null,
          amount: amount * 100,
          due_date: dueDate,
          paid_date: sent || overdue ? null : shift(dueDate, -5),
          reminder_sent_at: overdue ? `${shift(dueDate, 1)}T06:00:00.000Z` : null,
          created_by: null,
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    if (sent) {
      await scheduleJob(db, {
        kind: DEPOSIT_REMINDER_JOB,
        key: depositReminderKey(tenant.id),
        runAt: zurichDayStart(shift(dueDate, 1)),
        payload: { projectId: project.id, tenantId: tenant.id, dueDate },
      });
    }
    count += 1;
  }
  return count;
}
