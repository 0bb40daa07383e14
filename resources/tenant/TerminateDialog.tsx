import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import type { TenantDetail, TenantTerminateInfo } from '../../schema/api/tenants';
import { formatDate } from '../../schema/dates';
import { earliestEndDate, type TerminationTerms } from '../../schema/tenantTermination';
import { TERMINATION_BY, terminateTenantSchema, terminateTenantSchemaFor } from '../../schema/tenants';
import {
  FormSaveButton,
  QueryContent,
  SchemaForm,
  useConfirmDiscard,
  useNotifySuccess,
  useProviderQuery,
  type FieldSpec,
} from '../../src/forms';
import { isoOf, termsOf } from './tenantModel';

/** The form's own values only: never a record of a surrounding react-admin context. */
const NO_RECORD = {};

const FIELDS: readonly FieldSpec[] = [
  {
    source: 'by',
    kind: 'radio',
    label: 'tenant_field_by',
    required: true,
    choices: TERMINATION_BY.map((by) => ({ id: by, name: `tenant_by_${by}` })),
  },
  { source: 'receivedOn', kind: 'date', label: 'tenant_field_received_on', required: true, autoFocus: true },
  {
    source: 'endDate',
    kind: 'date',
    label: 'tenant_field_end_date',
    helperText: 'tenant_field_end_date_hint',
  },
  { source: 'comment', kind: 'textarea', label: 'tenant_field_comment', maxLength: 1000 },
];

/**
 * What the typed dates mean: the earliest end of the tenancy for a notice received on the typed
 * day (the shared rule of schema/tenantTermination.ts), and for a landlord's notice the reminder
 * of the canton's official form.
 */
function TerminationNotice({ terms }: { terms: TerminationTerms }) {
  const translate = useTranslate();
  const receivedOn = isoOf(useWatch({ name: 'receivedOn' }));
  const by: unknown = useWatch({ name: 'by' });
  const earliest = receivedOn ? earliestEndDate(terms, receivedOn) : null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      {earliest ? (
        <Alert severity="info" role="status">
          <Typography fontWeight={600}>
            {translate('tenant_earliest_end', { date: formatDate(earliest.endDate) })}
          </Typography>
          <Typography variant="body2">
            {translate('tenant_receive_by', { date: formatDate(earliest.receiveBy) })}
          </Typography>
        </Alert>
      ) : null}
      {by === 'landlord' ? (
        <Alert severity="warning">{translate('tenant_landlord_official_form')}</Alert>
      ) : null}
    </Box>
  );
}

function TerminateForm({
  tenant,
  info,
  onClose,
  discard,
}: {
  tenant: TenantDetail;
  info: TenantTerminateInfo;
  onClose: () => void;
  discard: ReturnType<typeof useConfirmDiscard>;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifySuccess = useNotifySuccess();
  const terms = useMemo(() => termsOf(info.contract, info.objectType), [info]);
  const schema = useMemo(() => terminateTenantSchemaFor(terms, info.today), [terms, info.today]);
  const defaults = useMemo(
    () => ({ version: info.version, by: 'tenant', receivedOn: info.today, endDate: null, comment: '' }),
    [info],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['tenant'] });

  const submit = async (values: Record<string, unknown>) => {
    const { data } = await dataProvider.terminateTenant(tenant.id, terminateTenantSchema.parse(values));
    notifySuccess(data.message, 'tenant_terminate_done');
    discard.unsaved.current = false;
    onClose();
    void refresh();
    return data;
  };

  return (
    <SchemaForm
      fields={FIELDS}
      record={NO_RECORD}
      schema={schema}
      defaultValues={defaults}
      onSubmit={submit}
      onReload={refresh}
      serverErrors={{ refuseInForm: [409] }}
      unsaved={discard.unsaved}
      toolbar={
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={discard.requestClose}>{translate('ra.action.cancel')}</Button>
          <FormSaveButton label="tenant_terminate_submit" icon={<></>} alwaysEnable />
        </Box>
      }
    >
      <TerminationNotice terms={terms} />
    </SchemaForm>
  );
}

/**
 * "Kündigung erfassen": who gave notice, the day it was received, the end asked for (empty: the
 * earliest), checked by the shared rule under the contract's terms before it is sent. Closing
 * with unsaved input asks first. Mount it to open it.
 */
export function TerminateDialog({ tenant, onClose }: { tenant: TenantDetail; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const discard = useConfirmDiscard(onClose);
  const info = useProviderQuery(['tenant', tenant.id, 'terminate-info', tenant.version], (provider) =>
    provider.getTenantTerminateInfo(tenant.id),
  );
  return (
    <>
      <Dialog open onClose={discard.requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate('tenant_terminate_title', { name: tenant.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('tenant_terminate_intro')}</DialogContentText>
          <QueryContent query={info}>
            {(data) => <TerminateForm tenant={tenant} info={data} onClose={onClose} discard={discard} />}
          </QueryContent>
        </DialogContent>
      </Dialog>
      {discard.confirmation}
    </>
  );
}
