import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorNotifications, statusOf } from '../../../dataProvider';
import type { ObjectDetail } from '../../../schema/api/objects';
import { ActionButton, useProviderMutation } from '../../../src/forms';
import { useFullScreen } from '../media/useFullScreen';
import { objectName, refreshObjects } from './objectActionsModel';

export interface DeleteObjectDialogProps {
  record: ObjectDetail;
  onClose: () => void;
  /** after the object is gone: close the panel or leave its page */
  onDeleted: () => void;
}

/**
 * The delete confirmation (spec 1 section 2), naming the object. A refusal (409: an application,
 * a tenant or a buyer is bound to it) shows the server's reason in the dialog; after a delete the
 * object lists load again. Mount it to open it.
 */
export function DeleteObjectDialog({ record, onClose, onDeleted }: DeleteObjectDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  const fullScreen = useFullScreen();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = objectName(record);

  const deletion = useProviderMutation(
    (provider) => provider.delete<ObjectDetail>('objects', { id: record.id, previousData: record }),
    {
      onSuccess: () => {
        notify('objectEdit_delete_done', { type: 'success', messageArgs: { title: name } });
        onClose();
        onDeleted();
        void refreshObjects(queryClient, record.id);
      },
      // a refusal (409) is shown in the dialog
      onError: (error) => {
        if (statusOf(error) !== 409) return false;
        setRefusal(errorNotifications(error, translate)[0]?.message ?? null);
        return true;
      },
    },
  );
  const busy = deletion.isPending;
  const remove = () => deletion.run();

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{translate('objectEdit_delete_title', { title: name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={textId}>
          {translate('objectEdit_delete_text', { title: name, ref: record.basics.refNumber || '–' })}
        </DialogContentText>
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {translate(refusal ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {!refusal && (
          <ActionButton
            label="objectEdit_delete_confirm"
            color="error"
            variant="contained"
            onAction={remove}
          />
        )}
      </DialogActions>
    </Dialog>
  );
}
