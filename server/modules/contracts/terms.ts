import { LANGUAGES, type Language } from '../../../schema/api/common';
import type { ContractTerms } from '../../../schema/api/tenantContract';
import { CONTRACT_CLAUSES } from '../../../schema/contract';
import { maxDeposit } from '../../../schema/deposit';
import { DEFAULT_TERMINATION_MONTHS } from '../../../schema/tenantTermination';
import {
  EXTRA_COSTS_KINDS,
  REFERENCE_RATE_DEFAULT,
  type ExtraCostsKind,
} from '../../../schema/tenantContract';
import { scoped, type Executor } from '../../core/scope';
import type { Contract } from '../../db/tables/contracts';
import type { Tenant } from '../../db/tables/tenants';
import { getRentalAgreement } from '../contractSettings/rentalAgreement';

/**
 * A rental agreement's terms: read from the tenants row (start, rents, notice terms) and the
 * contracts row (the rest), and their defaults (the object's rents, the template's clauses).
 * Money is cents in the database and currency units in the terms.
 */

const units = (cents: number | null) => (cents === null ? null : cents / 100);
export const toCents = (amount: number | null) => (amount === null ? null : Math.round(amount * 100));

function parseList(json: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'de';

const monthsOf = (json: string): number[] => {
  const months = parseList(json).filter(
    (m): m is number => Number.isInteger(m) && Number(m) >= 1 && Number(m) <= 12,
  );
  return months.length > 0 ? months : [...DEFAULT_TERMINATION_MONTHS];
};

const clausesOf = (json: string): string[] => {
  const list = parseList(json);
  return CONTRACT_CLAUSES.filter((clause) => list.includes(clause));
};

/** The default deposit: three net monthly rents, within the law's three gross ones (OR 257e). */
export const defaultDeposit = (netRent: number | null) => (netRent === null ? null : maxDeposit(netRent));

/** The terms of a tenant's agreement as stored; without a contracts row, the defaults for the rest. */
export async function termsOf(
  db: Executor,
  projectId: number,
  tenant: Tenant,
  contract: Contract | undefined,
): Promise<ContractTerms> {
  const netRent = units(tenant.net_rent);
  const base = {
    start_date: tenant.contract_start,
    net_rent: netRent,
    extra_costs: units(tenant.extra_costs),
    notice_months: tenant.notice_months,
    termination_months: monthsOf(tenant.termination_months),
  };
  if (contract) {
    return {
      ...base,
      language: languageOf(contract.language),
      extra_costs_kind: (EXTRA_COSTS_KINDS as readonly string[]).includes(contract.extra_costs_kind)
        ? (contract.extra_costs_kind as ExtraCostsKind)
        : 'advance',
      deposit: units(contract.deposit),
      reference_rate: contract.reference_rate === null ? null : contract.reference_rate / 100,
      cpi: contract.cpi === null ? null : contract.cpi / 10,
      clauses: clausesOf(contract.clauses),
      previous_rent: units(contract.previous_rent),
      rent_change_reason: contract.rent_change_reason,
    };
  }
  const template = await getRentalAgreement(db, projectId);
  return {
    ...base,
    language: languageOf(tenant.language),
    extra_costs_kind: 'advance',
    deposit: defaultDeposit(netRent),
    reference_rate: REFERENCE_RATE_DEFAULT,
    cpi: null,
    clauses: [...template.clauses],
    previous_rent: null,
    rent_change_reason: '',
  };
}

/**
 * The default terms of a tenant's agreement (reset-to-default): the object's rents as they are
 * now, the assignment's start, the notice terms the tenancy began with, the template's clauses.
 */
export async function defaultTerms(db: Executor, projectId: number, tenant: Tenant): Promise<ContractTerms> {
  const scope = scoped(db, projectId);
  const object =
    tenant.object_id === null
      ? undefined
      : await scope
          .selectFrom('objects')
          .select(['netto_price', 'extra_price', 'available_from'])
          .where('id', '=', tenant.object_id)
          .executeTakeFirst();
  const binding =
    tenant.application_id === null
      ? undefined
      : await scope
          .selectFrom('object_occupancies')
          .select('starts_on')
          .where('application_id', '=', tenant.application_id)
          .where('kind', '=', 'assignment')
          .orderBy('id', 'desc')
          .executeTakeFirst();
  const netRent = units(object?.netto_price ?? tenant.net_rent);
  const template = await getRentalAgreement(db, projectId);
  const start = binding?.starts_on ?? tenant.contract_start ?? object?.available_from ?? null;
  return {
    language: languageOf(tenant.language),
    start_date: start,
    net_rent: netRent,
    extra_costs: units(object?.extra_price ?? tenant.extra_costs),
    extra_costs_kind: 'advance',
    deposit: defaultDeposit(netRent),
    notice_months: 3,
    termination_months: [...DEFAULT_TERMINATION_MONTHS],
    reference_rate: REFERENCE_RATE_DEFAULT,
    cpi: null,
    clauses: [...template.clauses],
    previous_rent: null,
    rent_change_reason: '',
  };
}

/** The columns of both rows that hold the terms. */
export function termColumns(terms: ContractTerms) {
  return {
    tenant: {
      contract_start: terms.start_date,
      net_rent: toCents(terms.net_rent),
      extra_costs: toCents(terms.extra_costs),
      notice_months: terms.notice_months,
      termination_months: JSON.stringify(terms.termination_months),
    },
    contract: {
      language: terms.language,
      extra_costs_kind: terms.extra_costs_kind,
      deposit: toCents(terms.deposit),
      reference_rate: terms.reference_rate === null ? null : Math.round(terms.reference_rate * 100),
      cpi: terms.cpi === null ? null : Math.round(terms.cpi * 10),
      clauses: JSON.stringify(terms.clauses),
      previous_rent: toCents(terms.previous_rent ?? null),
      rent_change_reason: terms.rent_change_reason ?? '',
    },
  };
}
