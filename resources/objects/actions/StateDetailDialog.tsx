import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ObjectDetail } from '../../../schema/api/objects';
import { useFullScreen } from '../media/useFullScreen';
import { objectName } from './objectActionsModel';
import { ObjectStateDetail } from './ObjectStateDetail';

/** Who the object is bound to (offer, assignment, tenancy, reservation, sale) and before, in a dialog. */
export function StateDetailDialog({ record, onClose }: { record: ObjectDetail; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useFullScreen();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {translate(`objectEdit_detail_title_${record.progress_state}`, { title: objectName(record) })}
      </DialogTitle>
      <DialogContent dividers>
        <ObjectStateDetail record={record} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
