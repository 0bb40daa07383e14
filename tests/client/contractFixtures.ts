import type { ContractInfo } from '../../schema/api/tenantContract';

/** The rental-agreement terms of tenant 7 as `GET /api/v1/tenants/{id}/contract-info` answers them. */
export function contractInfoOf(overrides: Partial<ContractInfo> = {}): ContractInfo {
  return { ...CONTRACT_INFO, ...overrides };
}

export const CONTRACT_INFO: ContractInfo = {
  tenantId: 7,
  version: 3,
  progress_state: 'without_contract',
  name: 'Vera Muster',
  email: 'vera@example.ch',
  objectType: 'apartments',
  objectLabel: 'W 1.01 Sonnenhof',
  digital: true,
  revision: 0,
  terms: {
    language: 'de',
    start_date: '2027-04-01',
    net_rent: 1234.5,
    extra_costs: 180,
    extra_costs_kind: 'advance',
    deposit: 3703.5,
    notice_months: 3,
    termination_months: [3, 6, 9],
    reference_rate: 1.25,
    cpi: null,
    clauses: ['house_rules'],
  },
  maxDeposit: 4243.5,
  templateFallback: false,
  sent: null,
  signed: null,
  remindedAt: null,
  refusals: { edit: null, send: null, mark_sent: null, remind: 'x', cancel: 'x', mark_signed: 'x' },
};
