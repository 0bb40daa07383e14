import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errorNotifications, statusOf } from '../../dataProvider';
import type { TenantDetail } from '../../schema/api/tenants';
import {
  ActionButton,
  SectionLoading,
  useNotifySuccess,
  useProviderMutation,
  useProviderQuery,
} from '../../src/forms';

/**
 * The delete confirmation of a tenant: what delete-info says first (a signed contract refuses it,
 * with the reason), then DELETE; a refusal meanwhile (409) shows the server's reason here. After
 * the delete the tenant list opens. Mount it to open it.
 */
export function DeleteTenantDialog({ tenant, onClose }: { tenant: TenantDetail; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notifySuccess = useNotifySuccess();
  const [refusal, setRefusal] = useState<string | null>(null);
  const info = useProviderQuery(['tenant', tenant.id, 'delete-info', tenant.version], (provider) =>
    provider.getTenantDeleteInfo(tenant.id),
  );
  const deletion = useProviderMutation((provider) => provider.deleteTenant(tenant.id), {
    onSuccess: ({ data }) => {
      notifySuccess(data.message, 'tenant_delete_done');
      onClose();
      navigate('/tenant');
      void queryClient.invalidateQueries({ queryKey: ['tenant'] });
    },
    onError: (error) => {
      if (statusOf(error) !== 409) return false;
      setRefusal(errorNotifications(error, translate)[0]?.message ?? null);
      return true;
    },
  });
  const busy = deletion.isPending;
  const reason = refusal ?? (info.data && !info.data.canDelete ? info.data.reason : null);

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('tenant_delete_title', { name: tenant.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {info.data ? (
          <DialogContentText>{translate('tenant_delete_text', { name: tenant.name })}</DialogContentText>
        ) : (
          <SectionLoading rows={1} />
        )}
        {reason && (
          <Alert severity="error" role="alert">
            {reason}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {translate(reason ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {info.data && !reason && (
          <ActionButton
            label="tenant_delete_confirm"
            color="error"
            variant="contained"
            onAction={() => deletion.run()}
          />
        )}
      </DialogActions>
    </Dialog>
  );
}
