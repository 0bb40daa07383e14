import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { TenantDetail } from '../../schema/api/tenants';
import { formatDate, formatDateTime } from '../../schema/dates';
import { formatMoney } from '../../schema/money';
import { tenantActionRefusal } from '../../schema/tenants';
import { QueryContent, useProviderQuery } from '../../src/forms';
import { monthsText } from './tenantModel';
import { ContractSection } from './ContractSection';
import { DeleteTenantDialog } from './DeleteTenantDialog';
import { DepositSection } from './DepositSection';
import { TerminateDialog } from './TerminateDialog';

type Fact = [label: string, value: ReactNode];

function Facts({ title, facts }: { title: string; facts: readonly Fact[] }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-label={translate(title)}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function useMoney() {
  const translate = useTranslate();
  return (value: number | null) => (value === null ? translate('tenant_not_set') : formatMoney(value));
}

function HouseholdFacts({ tenant }: { tenant: TenantDetail }) {
  const object = tenant.object ? (
    <MuiLink component={Link} to={`/objects/${tenant.object.id}`}>
      {tenant.objectLabel || tenant.object.title}
    </MuiLink>
  ) : (
    tenant.objectLabel
  );
  return (
    <Facts
      title="tenant_section_household"
      facts={[
        ['tenant_field_name', tenant.name],
        ['tenant_field_email', tenant.email],
        ['tenant_field_phone', tenant.phone],
        ['tenant_field_object', object],
      ]}
    />
  );
}

function AssignmentFacts({ tenant }: { tenant: TenantDetail }) {
  const translate = useTranslate();
  const assignment = tenant.assignment;
  return (
    <Facts
      title="tenant_section_assignment"
      facts={[
        ['tenant_field_assigned_at', formatDateTime(assignment?.assignedAt ?? tenant.createdAt)],
        [
          'tenant_field_start',
          tenant.contract.startDate ? formatDate(tenant.contract.startDate) : translate('tenant_not_set'),
        ],
        ...(assignment?.comment ? ([['tenant_field_assignment_comment', assignment.comment]] as Fact[]) : []),
      ]}
    />
  );
}

function ContractFacts({ tenant }: { tenant: TenantDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = useMoney();
  const { contract } = tenant;
  const notice = translate('tenant_notice_months', { smart_count: contract.noticeMonths });
  const legal =
    contract.effectiveNoticeMonths > contract.noticeMonths
      ? ` (${translate('tenant_notice_legal_minimum', { smart_count: contract.effectiveNoticeMonths })})`
      : '';
  return (
    <Facts
      title="tenant_section_contract"
      facts={[
        [
          'tenant_field_start',
          contract.startDate ? formatDate(contract.startDate) : translate('tenant_not_set'),
        ],
        ['tenant_field_net_rent', money(contract.netRent)],
        ['tenant_field_extra_costs', money(contract.extraCosts)],
        ['tenant_field_gross_rent', money(contract.grossRent)],
        ['tenant_field_notice', `${notice}${legal}`],
        ['tenant_field_termination_dates', monthsText(contract.terminationMonths, locale, translate)],
      ]}
    />
  );
}

function TerminationFacts({ tenant }: { tenant: TenantDetail }) {
  const translate = useTranslate();
  const termination = tenant.termination;
  if (!termination) return null;
  return (
    <Facts
      title="tenant_section_termination"
      facts={[
        ['tenant_field_by', translate(`tenant_by_${termination.by}`)],
        ['tenant_field_received_on', formatDate(termination.receivedOn)],
        ['tenant_field_end_date', formatDate(termination.endDate)],
        ...(termination.recordedAt
          ? ([['tenant_field_recorded_at', formatDateTime(termination.recordedAt)]] as Fact[])
          : []),
      ]}
    />
  );
}

/** What each state loads (spec 1 section 4), below the household. */
const STATE_SECTIONS: Record<
  TenantDetail['progress_state'],
  ReadonlyArray<(p: { tenant: TenantDetail }) => ReactNode>
> = {
  without_contract: [AssignmentFacts, ContractSection],
  contract_sent: [ContractFacts, ContractSection],
  with_contract: [ContractFacts, ContractSection],
  quit: [TerminationFacts, ContractFacts],
};

function TenantPage({ tenant }: { tenant: TenantDetail }) {
  const translate = useTranslate();
  const [terminating, setTerminating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'tenant', action: 'edit' });
  const canTerminate = canAccess === true && tenantActionRefusal('terminate', tenant.progress_state) === null;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {tenant.name}
        </Typography>
        {canTerminate ? (
          <Button variant="contained" onClick={() => setTerminating(true)}>
            {translate('tenant_action_terminate')}
          </Button>
        ) : null}
        {canAccess === true ? (
          <Button color="error" onClick={() => setDeleting(true)}>
            {translate('tenant_action_delete')}
          </Button>
        ) : null}
      </Box>
      <Alert severity={tenant.progress_state === 'quit' ? 'warning' : 'info'} role="status">
        <AlertTitle>{tenant.status.title}</AlertTitle>
        <div>{tenant.status.msg1}</div>
        {tenant.status.msg2 ? <div>{tenant.status.msg2}</div> : null}
      </Alert>
      <HouseholdFacts tenant={tenant} />
      {STATE_SECTIONS[tenant.progress_state].map((Section, i) => (
        <Section key={i} tenant={tenant} />
      ))}
      <DepositSection tenant={tenant} />
      {terminating ? <TerminateDialog tenant={tenant} onClose={() => setTerminating(false)} /> : null}
      {deleting ? <DeleteTenantDialog tenant={tenant} onClose={() => setDeleting(false)} /> : null}
    </>
  );
}

/** A tenant's page (`/tenant/{id}`): the status title and what its state loads; a signed contract can be terminated. */
export function TenantShow() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const query = useProviderQuery(['tenant', Number(id)], (provider) => provider.getTenant(Number(id)));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <Button component={Link} to="/tenant" startIcon={<ArrowBack />}>
          {translate('tenant_back')}
        </Button>
      </Box>
      <QueryContent query={query}>{(tenant) => <TenantPage tenant={tenant} />}</QueryContent>
    </Box>
  );
}
