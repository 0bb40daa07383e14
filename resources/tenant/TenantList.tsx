import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SchemaList, type ListRow } from '../../src/list';

/** The tenants (`/tenant`): by state (without contract, contract sent, with contract, quit); a row opens its page. */
export function TenantList() {
  const navigate = useNavigate();
  const openTenant = useCallback((row: ListRow) => navigate(`/tenant/${row.id}`), [navigate]);
  return <SchemaList resource="tenant" title="tenant_list_title" onDetail={openTenant} />;
}
