/**
 * The demo tenants of a letting project, in every state: the households with an assigned object
 * (without contract, or with the contract sent), and the tenants of the rented objects (with a
 * signed contract; every fifth has given notice, every third of those by the landlord).
 * Deterministic: the same rows for the same demo and day.
 */
import type { Kysely } from 'kysely';
import {
  DEFAULT_TERMINATION_MONTHS,
  earliestEndDate,
  QUARTER_TERMINATION_MONTHS,
} from '../../../schema/tenantTermination';
import { scoped } from '../../core/scope';
import { insertSearchable, type SearchableInsert } from '../../lists/searchText';
import { objectLabel, tenantSearch } from '../../modules/tenants/searchText';
import type { Database } from '../types';
import type { SeedProject } from './context';
import { createRng, hashString } from './random';

const dayBefore = (today: string, days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

export async function seedTenants(
  db: Kysely<Database>,
  project: SeedProject,
  today: string,
): Promise<number> {
  if (project.mode !== 'rent') return 0;
  const scope = scoped(db, project.id);
  const now = `${today}T06:00:00.000Z`;
  const objectColumns = [
    'objects.id as object_id',
    'objects.object_type',
    'objects.ref_number',
    'objects.title',
    'objects.street',
    'objects.house_number',
    'objects.postal_code',
    'objects.city',
    'objects.netto_price',
    'objects.extra_price',
  ] as const;
  const occupancies = () =>
    scope.innerJoin(
      scope.selectFrom('object_occupancies'),
      'objects',
      'objects.id',
      'object_occupancies.object_id',
    );
  const assigned = await scope
    .innerJoin(occupancies(), 'applications', 'applications.id', 'object_occupancies.application_id')
    .select([
      ...objectColumns,
      'applications.id as application_id',
      'applications.main_name',
      'applications.email',
      'applications.phone',
      'applications.language',
      'applications.move_in_date',
      'object_occupancies.starts_on',
      'object_occupancies.created_at',
    ])
    .where('object_occupancies.kind', '=', 'assignment')
    .where('object_occupancies.closed_at', 'is', null)
    .orderBy('object_occupancies.id')
    .execute();
  const rented = await occupancies()
    .select([
      ...objectColumns,
      'object_occupancies.person_name',
      'object_occupancies.person_email',
      'object_occupancies.person_phone',
      'object_occupancies.starts_on',
      'object_occupancies.created_at',
    ])
    .where('object_occupancies.kind', '=', 'rental')
    .where('object_occupancies.closed_at', 'is', null)
    .orderBy('object_occupancies.id')
    .execute();

  const rows: Array<SearchableInsert<'tenants'>> = [];
  const base = {
    notice_months: 3,
    termination_by: null,
    termination_received_on: null,
    end_date: null,
    terminated_at: null,
    created_by: null,
    updated_at: now,
  };
  for (const [i, a] of assigned.entries()) {
    rows.push({
      ...base,
      application_id: a.application_id,
      object_id: a.object_id,
      // the first is without contract, then every other one has its contract sent
      progress_state: i % 2 === 0 ? 'without_contract' : 'contract_sent',
      name: a.main_name,
      email: a.email,
      phone: a.phone,
      language: a.language,
      object_type: a.object_type,
      object_label: objectLabel(a),
      contract_start: a.starts_on ?? a.move_in_date,
      net_rent: a.netto_price,
      extra_costs: a.extra_price,
      termination_months: JSON.stringify(DEFAULT_TERMINATION_MONTHS),
      created_at: a.created_at,
    });
  }
  for (const [i, r] of rented.entries()) {
    const rng = createRng(hashString(`tenant:${project.slug}:${r.ref_number}`));
    const months = rng.chance(0.3) ? QUARTER_TERMINATION_MONTHS : DEFAULT_TERMINATION_MONTHS;
    const quit = i % 5 === 4;
    const objectType = r.object_type;
    const receivedOn = dayBefore(today, rng.int(3, 60));
    const terms = { noticeMonths: 3, terminationMonths: months, objectType, contractStart: r.starts_on };
    rows.push({
      ...base,
      application_id: null,
      object_id: r.object_id,
      progress_state: quit ? 'quit' : 'with_contract',
      name: r.person_name,
      email: r.person_email,
      phone: r.person_phone,
      language: 'de',
      object_type: objectType,
      object_label: objectLabel(r),
      contract_start: r.starts_on,
      net_rent: r.netto_price,
      extra_costs: r.extra_price,
      termination_months: JSON.stringify(months),
      ...(quit
        ? {
            termination_by: i % 15 === 14 ? 'landlord' : 'tenant',
            termination_received_on: receivedOn,
            end_date: earliestEndDate(terms, receivedOn).endDate,
            terminated_at: `${receivedOn}T09:00:00.000Z`,
          }
        : {}),
      created_at: r.created_at,
    });
  }
  await insertSearchable(scope, tenantSearch, rows);
  return rows.length;
}
