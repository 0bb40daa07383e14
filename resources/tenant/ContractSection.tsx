import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Confirm, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import type { ContractInfo } from '../../schema/api/tenantContract';
import type { TenantDetail } from '../../schema/api/tenants';
import { formatDateTime } from '../../schema/dates';
import { QueryContent, useNotifySuccess, useProviderQuery } from '../../src/forms';
import { ContractMailDialog, ContractTermsDialog, SignedContractDialog } from './ContractDialogs';
import { ContractSigningState } from './ContractSigning';

type Open = 'terms' | 'send' | 'remind' | 'cancel' | 'signed' | null;

function ContractFacts({ info }: { info: ContractInfo }) {
  const translate = useTranslate();
  const facts: [string, ReactNode][] = [['contract_fact_revision', String(info.revision || 1)]];
  if (info.sent) {
    const key = info.sent.by === 'mail' ? 'contract_sent_by_mail' : 'contract_sent_by_in_person';
    facts.push(['contract_fact_sent', translate(key, { date: formatDateTime(info.sent.at) })]);
    facts.push(['contract_fact_fingerprint', <code key="sha">{info.sent.sha256}</code>]);
  }
  if (info.remindedAt) facts.push(['contract_fact_reminded', formatDateTime(info.remindedAt)]);
  if (info.signed) {
    facts.push([
      'contract_fact_signed',
      <MuiLink key="signed" href={info.signed.url} target="_blank" rel="noopener">
        {`${info.signed.fileName} (${formatDateTime(info.signed.at)})`}
      </MuiLink>,
    ]);
  }
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ContractActions({ tenant, info }: { tenant: TenantDetail; info: ContractInfo }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifySuccess = useNotifySuccess();
  const [open, setOpen] = useState<Open>(null);
  const { canAccess } = useCanAccess({ resource: 'tenant', action: 'edit' });
  const { canAccess: digitalPage } = useCanAccess({ resource: 'create-contract', action: 'edit' });
  const can = (action: keyof ContractInfo['refusals']) =>
    canAccess === true && info.refusals[action] === null;
  const close = () => setOpen(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['tenant'] });
  const download = () => void dataProvider.downloadContract(info.tenantId, `${info.name}.pdf`);
  const handOver = async () => {
    if (tenant.applicationId === null) return;
    const { data } = await dataProvider.changeContractStatus(tenant.applicationId, {
      version: info.version,
      contractState: 'contract_sent',
      signedFile: '',
    });
    notifySuccess(data.message, 'contract_hand_over');
    void refresh();
  };
  const cancel = async () => {
    const { data } = await dataProvider.cancelContract(info.tenantId, info.version);
    notifySuccess(data.message, 'contract_cancel');
    close();
    void refresh();
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      {can('edit') ? (
        info.digital && digitalPage === true ? (
          <Button variant="outlined" component={Link} to={`/create-contract/${info.tenantId}`}>
            {translate('contract_edit')}
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => setOpen('terms')}>
            {translate('contract_edit')}
          </Button>
        )
      ) : null}
      <Button variant="outlined" onClick={download}>
        {translate('contract_preview')}
      </Button>
      {can('send') && info.email ? (
        <Button variant="contained" onClick={() => setOpen('send')}>
          {translate('contract_send')}
        </Button>
      ) : null}
      {can('mark_sent') && tenant.applicationId !== null ? (
        <Button variant="outlined" onClick={() => void handOver()}>
          {translate('contract_hand_over')}
        </Button>
      ) : null}
      {can('mark_signed') && tenant.applicationId !== null ? (
        <Button variant="contained" onClick={() => setOpen('signed')}>
          {translate('contract_upload_signed')}
        </Button>
      ) : null}
      {can('remind') && info.email ? (
        <Button variant="outlined" onClick={() => setOpen('remind')}>
          {translate('contract_remind')}
        </Button>
      ) : null}
      {can('cancel') ? (
        <Button color="error" onClick={() => setOpen('cancel')}>
          {translate('contract_cancel')}
        </Button>
      ) : null}
      {open === 'terms' ? <ContractTermsDialog info={info} onClose={close} /> : null}
      {open === 'send' || open === 'remind' ? (
        <ContractMailDialog info={info} kind={open} onClose={close} />
      ) : null}
      {open === 'signed' && tenant.applicationId !== null ? (
        <SignedContractDialog info={info} applicationId={tenant.applicationId} onClose={close} />
      ) : null}
      <Confirm
        isOpen={open === 'cancel'}
        title="contract_cancel"
        content="contract_cancel_text"
        onConfirm={() => void cancel()}
        onClose={close}
      />
    </Box>
  );
}

/** The rental agreement on a tenant's page: what was sent and signed, and the next steps. */
export function ContractSection({ tenant }: { tenant: TenantDetail }) {
  const translate = useTranslate();
  const query = useProviderQuery(['tenant', tenant.id, 'contract-info', tenant.version], (provider) =>
    provider.getContractInfo(tenant.id),
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: 2 }}
      aria-label={translate('contract_section_title')}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('contract_section_title')}
      </Typography>
      <QueryContent query={query}>
        {(info) => (
          <>
            <ContractFacts info={info} />
            <ContractSigningState info={info} />
            <ContractActions tenant={tenant} info={info} />
          </>
        )}
      </QueryContent>
    </Paper>
  );
}
