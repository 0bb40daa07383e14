import type { TenantDepositInfo, TenantDepositReply } from '../schema/api/deposits';
import type { DepositInput } from '../schema/deposit';
import { reply } from './accountMethods';
import { api } from './http';

const depositPath = (id: number) => `/api/v1/tenants/${encodeURIComponent(id)}/deposit`;

/**
 * A tenancy's deposit: read with what its form needs, and recorded (with the version it was read
 * at once one is recorded). Each answers `{data}`.
 */
export const depositMethods = {
  getTenantDeposit: (id: number) => reply(api.get<TenantDepositInfo>(depositPath(id))),
  saveTenantDeposit: (id: number, payload: DepositInput) =>
    reply(api.post<TenantDepositReply>(depositPath(id), payload)),
};
