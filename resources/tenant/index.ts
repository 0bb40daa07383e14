import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { lazyScreen, type AppResource } from '../../src/registry';
import { loadTenantList, loadTenantShow, TENANT_LIST_PATH } from './screens';

/**
 * The tenant screens (spec 1 section 2): the list `/tenant` with its state filters and a tenant's
 * own page `/tenant/{id}` by state. Screens load on first use; the contract role lands here.
 */
const TenantListScreen = lazyScreen(loadTenantList);
const TenantShowScreen = lazyScreen(loadTenantShow);

export const tenant: AppResource = {
  name: 'tenant',
  icon: KeyOutlined,
  list: TenantListScreen,
  recordPage: TenantShowScreen,
  recordRepresentation: (record) => String(record.name ?? record.id),
  listOf: (pathname) => (TENANT_LIST_PATH.test(pathname) ? { resource: 'tenant' } : null),
};
