import { lazy, Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SchemaList, type BulkPromptProps, type ListRow } from '../../src/list';

/** The mail dialog (and its editor) loads when a mail is written, not with the list. */
const LazyMailPrompt = lazy(() =>
  import('../communication/mail').then((module) => ({ default: module.bulkMailPrompt('tenants') })),
);

/** `sendMail` on picked tenants: a mail to each household through the mail dialog. */
export function TenantMailPrompt(props: BulkPromptProps) {
  return (
    <Suspense fallback={null}>
      <LazyMailPrompt {...props} />
    </Suspense>
  );
}

const BULK_PROMPTS = { sendMail: TenantMailPrompt };

/** The tenants (`/tenant`): by state (without contract, contract sent, with contract, quit); a row opens its page. */
export function TenantList() {
  const navigate = useNavigate();
  const openTenant = useCallback((row: ListRow) => navigate(`/tenant/${row.id}`), [navigate]);
  return (
    <SchemaList
      resource="tenant"
      title="tenant_list_title"
      onDetail={openTenant}
      bulkPrompts={BULK_PROMPTS}
    />
  );
}
