import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ContractSignerInfo } from '../../schema/api/contractSigning';
import type { ContractInfo } from '../../schema/api/tenantContract';
import { formatDateTime } from '../../schema/dates';
import { useNotifySuccess } from '../../src/forms';

const STATE_COLOR = {
  pending: 'default',
  signed: 'success',
  revoked: 'warning',
  expired: 'warning',
} as const;

function SignerRow({ info, signer }: { info: ContractInfo; signer: ContractSignerInfo }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifySuccess = useNotifySuccess();
  const { canAccess } = useCanAccess({ resource: 'tenant', action: 'edit' });
  const open = info.progress_state === 'contract_sent' && canAccess === true && !signer.signedAt;
  const run = async (call: 'revokeSigner' | 'resendSigner') => {
    const { data } = await dataProvider[call](info.tenantId, signer.id);
    notifySuccess(
      data.message,
      call === 'revokeSigner' ? 'contract_signer_revoke' : 'contract_signer_resend',
    );
    void queryClient.invalidateQueries({ queryKey: ['tenant'] });
  };
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}
      aria-label={signer.name}
    >
      <Typography sx={{ fontWeight: 600, minWidth: 160 }}>{signer.name}</Typography>
      <Chip
        size="small"
        color={STATE_COLOR[signer.state]}
        label={
          signer.state === 'signed'
            ? translate('contract_signer_signed', { date: formatDateTime(signer.signedAt) })
            : translate(`contract_signer_${signer.state}`)
        }
      />
      {open && signer.state === 'pending' ? (
        <Button size="small" onClick={() => void run('revokeSigner')}>
          {translate('contract_signer_revoke')}
        </Button>
      ) : null}
      {open ? (
        <Button size="small" onClick={() => void run('resendSigner')}>
          {translate('contract_signer_resend')}
        </Button>
      ) : null}
    </Box>
  );
}

/** The adults' digital signatures of the sent contract (V2) and the countersignature. */
export function ContractSigningState({ info }: { info: ContractInfo }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifySuccess = useNotifySuccess();
  const { canAccess } = useCanAccess({ resource: 'tenant', action: 'edit' });
  const signing = info.signing;
  if (!signing) return null;
  const countersign = async () => {
    const { data } = await dataProvider.countersignContract(info.tenantId, info.version);
    notifySuccess(data.message, 'contract_countersign');
    void queryClient.invalidateQueries({ queryKey: ['tenant'] });
  };
  return (
    <Stack spacing={1} sx={{ mt: 2 }} component="section" aria-label={translate('contract_signing_title')}>
      <Typography variant="subtitle1" component="h3">
        {translate('contract_signing_title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {signing.signers.map((signer) => (
          <SignerRow key={signer.id} info={info} signer={signer} />
        ))}
      </Box>
      {signing.countersignedAt ? (
        <Typography>
          {translate('contract_countersigned_on', { date: formatDateTime(signing.countersignedAt) })}
        </Typography>
      ) : signing.allSigned && canAccess === true && info.progress_state === 'contract_sent' ? (
        <Box>
          <Button variant="contained" onClick={() => void countersign()}>
            {translate('contract_countersign')}
          </Button>
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('contract_signing_waiting')}</Typography>
      )}
    </Stack>
  );
}
