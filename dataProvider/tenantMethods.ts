import type {
  TenantDeleteInfo,
  TenantDetail,
  TenantTerminateInfo,
  TenantTerminateReply,
} from '../schema/api/tenants';
import type { TerminateTenantInput } from '../schema/tenants';
import { reply } from './accountMethods';
import { api } from './http';

const TENANTS = '/api/v1/tenants';
const tenantPath = (id: number, call = '') => `${TENANTS}/${encodeURIComponent(id)}${call ? `/${call}` : ''}`;

/**
 * A tenant's calls (spec 2 section 7.10) besides its list (tenants/, through getList): its page,
 * what a termination needs, the termination, and its removal. Each answers `{data}`.
 */
export const tenantMethods = {
  getTenant: (id: number) => reply(api.get<TenantDetail>(tenantPath(id))),
  getTenantTerminateInfo: (id: number) =>
    reply(api.get<TenantTerminateInfo>(tenantPath(id, 'terminate-info'))),
  terminateTenant: (id: number, payload: TerminateTenantInput) =>
    reply(api.post<TenantTerminateReply>(tenantPath(id, 'terminate'), payload)),
  getTenantDeleteInfo: (id: number) => reply(api.get<TenantDeleteInfo>(tenantPath(id, 'delete-info'))),
  deleteTenant: (id: number) => reply(api.delete<{ message: string }>(tenantPath(id))),
};
