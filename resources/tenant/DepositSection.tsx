import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { TenantDepositInfo } from '../../schema/api/deposits';
import type { TenantDetail } from '../../schema/api/tenants';
import { formatDate, formatDateTime } from '../../schema/dates';
import { DEPOSIT_KINDS, DEPOSIT_MAX_MONTHS, depositInputSchema, depositSchema } from '../../schema/deposit';
import { formatMoney } from '../../schema/money';
import type { TenantState } from '../../schema/tenants';
import {
  FormSaveButton,
  QueryContent,
  SchemaForm,
  useNotifySuccess,
  useProviderQuery,
  type FieldSpec,
} from '../../src/forms';

/** The states whose page shows the deposit: it comes with the contract (spec 1 section 4). */
export const DEPOSIT_STATES: readonly TenantState[] = ['contract_sent', 'with_contract', 'quit'];

/** The form's own values only: never a record of a surrounding react-admin context. */
const NO_RECORD = {};

function fieldsOf(info: TenantDepositInfo): FieldSpec[] {
  return [
    {
      source: 'kind',
      kind: 'radio',
      label: 'deposit_field_kind',
      required: true,
      choices: DEPOSIT_KINDS.map((kind) => ({ id: kind, name: `deposit_kind_${kind}` })),
      // another kind: the provider chosen for a guarantee goes
      sets: { source: 'provider_id', from: () => null },
    },
    {
      source: 'provider_id',
      kind: 'select',
      label: 'deposit_field_provider',
      required: true,
      choices: info.providers.map((p) => ({ id: p.id, name: p.name })),
      translateChoice: false,
      when: (values) => values.kind === 'guarantee',
    },
    {
      source: 'amount',
      kind: 'money',
      label: 'deposit_field_amount',
      required: true,
      min: 0,
      currency: info.currency,
    },
    { source: 'due_date', kind: 'date', label: 'deposit_field_due_date', required: true },
    { source: 'paid_date', kind: 'date', label: 'deposit_field_paid_date' },
  ];
}

/** Where the deposit stands: paid, overdue (and whether the tenant was reminded), or due. */
function DepositState({ info }: { info: TenantDepositInfo }) {
  const translate = useTranslate();
  const deposit = info.deposit;
  if (!deposit) return <Typography color="text.secondary">{translate('deposit_none')}</Typography>;
  if (deposit.paid_date)
    return (
      <Alert severity="success" role="status">
        {translate('deposit_state_paid', { date: formatDate(deposit.paid_date) })}
      </Alert>
    );
  if (deposit.overdue)
    return (
      <Alert severity="warning" role="status">
        <div>{translate('deposit_state_overdue', { date: formatDate(deposit.due_date) })}</div>
        {deposit.reminderSentAt ? (
          <div>{translate('deposit_state_reminded', { date: formatDateTime(deposit.reminderSentAt) })}</div>
        ) : null}
      </Alert>
    );
  return (
    <Alert severity="info" role="status">
      {translate('deposit_state_due', { date: formatDate(deposit.due_date) })}
    </Alert>
  );
}

function DepositFacts({ info }: { info: TenantDepositInfo }) {
  const translate = useTranslate();
  const deposit = info.deposit;
  if (!deposit) return null;
  const facts: Array<[string, string]> = [
    ['deposit_field_kind', translate(`deposit_kind_${deposit.kind}`)],
    ...(deposit.kind === 'guarantee'
      ? ([['deposit_field_provider', deposit.providerName]] as Array<[string, string]>)
      : []),
    ['deposit_field_amount', formatMoney(deposit.amount, info.currency, info.currencyOrder)],
    ['deposit_field_due_date', formatDate(deposit.due_date)],
    ['deposit_field_paid_date', deposit.paid_date ? formatDate(deposit.paid_date) : '–'],
  ];
  return (
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
  );
}

function DepositForm({ tenantId, info }: { tenantId: number; info: TenantDepositInfo }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifySuccess = useNotifySuccess();
  const unsaved = useRef(false);
  const fields = useMemo(() => fieldsOf(info), [info]);
  // the rule of three monthly rents, as the server checks it; without a rent the server says why
  const schema = useMemo(
    () =>
      info.monthlyRent === null
        ? depositInputSchema
        : depositSchema(info.monthlyRent, info.currency, info.currencyOrder),
    [info],
  );
  const deposit = info.deposit;
  const defaults = useMemo(
    () => ({
      kind: deposit?.kind ?? 'bank_account',
      provider_id: deposit?.provider_id ?? null,
      amount: deposit?.amount ?? info.maxAmount ?? null,
      due_date: deposit?.due_date ?? null,
      paid_date: deposit?.paid_date ?? null,
      ...(deposit ? { version: deposit.version } : {}),
    }),
    [deposit, info.maxAmount],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['tenant', tenantId, 'deposit'] });

  const submit = async (values: Record<string, unknown>) => {
    const { data } = await dataProvider.saveTenantDeposit(tenantId, depositInputSchema.parse(values));
    notifySuccess(data.message, 'deposit_saved');
    unsaved.current = false;
    queryClient.setQueryData(['tenant', tenantId, 'deposit'], data);
    return data;
  };

  return (
    <SchemaForm
      key={deposit?.version ?? 0}
      fields={fields}
      columns={2}
      record={NO_RECORD}
      schema={schema}
      defaultValues={defaults}
      onSubmit={submit}
      onReload={refresh}
      serverErrors={{ refuseInForm: [409] }}
      unsaved={unsaved}
      formAttributes={{ 'aria-label': translate('tenant_section_deposit') }}
      toolbar={
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <FormSaveButton label="deposit_save" />
        </Box>
      }
    >
      {info.maxAmount === null ? null : (
        <Typography variant="body2" color="text.secondary">
          {translate('deposit_maximum', {
            max: formatMoney(info.maxAmount, info.currency, info.currencyOrder),
            months: DEPOSIT_MAX_MONTHS,
          })}
        </Typography>
      )}
      {info.providers.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('deposit_no_providers')}
        </Typography>
      ) : null}
    </SchemaForm>
  );
}

/**
 * The deposit on a tenant's page: where it stands (due, overdue and reminded, paid) and, for those
 * who may change tenants, its form: bank deposit account or a provider's guarantee, at most three
 * monthly rents (the shared rule of schema/deposit.ts), due and paid dates.
 */
export function DepositSection({ tenant }: { tenant: TenantDetail }) {
  const translate = useTranslate();
  const titleId = useId();
  const { canAccess } = useCanAccess({ resource: 'tenant', action: 'edit' });
  const shown = DEPOSIT_STATES.includes(tenant.progress_state);
  const query = useProviderQuery(
    ['tenant', tenant.id, 'deposit'],
    (provider) => provider.getTenantDeposit(tenant.id),
    shown,
  );
  if (!shown) return null;
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('tenant_section_deposit')}
      </Typography>
      <QueryContent query={query}>
        {(info) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <DepositState info={info} />
            {canAccess === true ? (
              <DepositForm tenantId={tenant.id} info={info} />
            ) : (
              <DepositFacts info={info} />
            )}
          </Box>
        )}
      </QueryContent>
    </Paper>
  );
}
