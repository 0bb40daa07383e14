import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BulkPromptProps } from '../../src/list';
import { DEACTIVATION_REASONS } from './applicationModel';

export interface DeactivateDialogProps {
  /** how many applications it deactivates */
  count: number;
  /** deactivates with the chosen reason (a DEACTIVATION_REASONS code) */
  onConfirm: (reason: string) => Promise<unknown> | unknown;
  onClose: () => void;
}

/**
 * Asks why applications are deactivated (spec 1 sections 2 and 5: a reason must be chosen):
 * confirming without one sends nothing and says so on the field.
 */
export function DeactivateDialog({ count, onConfirm, onClose }: DeactivateDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = reason === '';

  const confirm = async () => {
    setTried(true);
    if (missing || busy) return;
    setBusy(true);
    try {
      await onConfirm(reason);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('applications_deactivate_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('applications_deactivate_text', { smart_count: count, count })}
        </DialogContentText>
        <TextField
          select
          required
          fullWidth
          autoFocus
          label={translate('applications_deactivate_reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={tried && missing}
          helperText={tried && missing ? translate('general_field_is_required') : ' '}
        >
          {DEACTIVATION_REASONS.map((code) => (
            <MenuItem key={code} value={code}>
              {translate(`applications_reason_${code}`)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('applications_cancel')}</Button>
        <Button variant="contained" color="warning" loading={busy} onClick={() => void confirm()}>
          {translate('applications_deactivate_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The list's deactivate bulk action asks for the reason and sends it as the action's `option`. */
export function DeactivatePrompt({ count, onConfirm, onClose }: BulkPromptProps) {
  return (
    <DeactivateDialog count={count} onConfirm={(reason) => onConfirm({ option: reason })} onClose={onClose} />
  );
}
