import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FieldValues } from 'react-hook-form';
import { useId, useState } from 'react';
import { Form, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ApplicationDetail } from '../../schema/api/applications';
import type { ApplicationAction } from '../../schema/applicationStates';
import { useNotifyError, useNotifySuccess } from '../../src/forms';
import { GuardedButton } from '../objects/actions/GuardedButton';
import { stateButtons } from './applicationModel';
import { DeactivateDialog } from './DeactivateDialog';
import { reasonLength, SubmitButton } from './formParts';

type ChangeAction = Exclude<ApplicationAction, 'offer' | 'assign' | 'deactivate' | 'declineOffer'>;

/** Asks for the household's reason of a declined offer (optional text), as a react-admin form. */
function DeclineDialog({
  onConfirm,
  onClose,
}: {
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Form
        defaultValues={{ reason: '' }}
        onSubmit={async (values: FieldValues) => {
          await onConfirm(String(values.reason ?? '').trim());
        }}
        noValidate
      >
        <DialogTitle id={titleId}>{translate('applications_decline_title')}</DialogTitle>
        <DialogContent>
          <TextInput
            source="reason"
            label="applications_decline_reason"
            multiline
            minRows={2}
            fullWidth
            autoFocus
            validate={reasonLength}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('applications_cancel')}</Button>
          <SubmitButton label="applications_decline_confirm" />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

export interface ApplicationStateActionsProps {
  detail: ApplicationDetail;
  canWrite: boolean;
  /** after a change: read the application and the list again */
  onChanged: () => unknown;
  /** offer and assign choose their object in the ApplicationOffer panel */
  onOffer: (mode: 'offer' | 'assign') => void;
}

/**
 * The state buttons of an application (spec 1 section 4): every action of its project kind,
 * enabled as the state machine allows in its state (a disabled one tells why). Deactivate asks
 * for the reason, a declined offer for the household's; a refusal of the server (409, someone
 * changed it meanwhile) shows the server's message.
 */
export function ApplicationStateActions({
  detail,
  canWrite,
  onChanged,
  onOffer,
}: ApplicationStateActionsProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const notifySuccess = useNotifySuccess();
  const [dialog, setDialog] = useState<'deactivate' | 'declineOffer' | null>(null);
  const [busy, setBusy] = useState<ApplicationAction | null>(null);
  if (!canWrite) return null;

  const run = async (action: ApplicationAction, call: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(action);
    try {
      await call();
      notifySuccess(undefined, 'applications_state_changed');
      setDialog(null);
      onChanged();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  const CALLS: Record<ChangeAction, () => Promise<unknown>> = {
    startProgress: () =>
      dataProvider.changeApplicationStatus(detail.id, { action: 'startProgress', version: detail.version }),
    markEvaluated: () =>
      dataProvider.changeApplicationStatus(detail.id, { action: 'markEvaluated', version: detail.version }),
    reopen: () =>
      dataProvider.changeApplicationStatus(detail.id, { action: 'reopen', version: detail.version }),
    activate: () =>
      dataProvider.changeApplicationStatus(detail.id, { action: 'activate', version: detail.version }),
    withdrawOffer: () => dataProvider.withdrawApplicationOffer(detail.id, detail.version),
    releaseAssignment: () => dataProvider.releaseApplicationAssignment(detail.id, detail.version),
    clientSigned: () =>
      dataProvider.changeApplicationStatus(detail.id, { action: 'clientSigned', version: detail.version }),
    feeTransferred: () =>
      dataProvider.changeApplicationStatus(detail.id, { action: 'feeTransferred', version: detail.version }),
    reservationCompleted: () =>
      dataProvider.changeApplicationStatus(detail.id, {
        action: 'reservationCompleted',
        version: detail.version,
      }),
  };

  const click = (action: ApplicationAction) => {
    if (action === 'offer' || action === 'assign') onOffer(action);
    else if (action === 'deactivate' || action === 'declineOffer') setDialog(action);
    else void run(action, CALLS[action]);
  };

  return (
    <Box
      role="group"
      aria-label={translate('applications_state_actions')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {stateButtons({ progress_state: detail.progress_state, sale: detail.sale }).map(
        ({ action, refusal }) => (
          <GuardedButton
            key={action}
            label={`applications_action_${action}`}
            refusal={refusal}
            loading={busy === action}
            onClick={() => click(action)}
          />
        ),
      )}
      {dialog === 'deactivate' && (
        <DeactivateDialog
          count={1}
          onClose={() => setDialog(null)}
          onConfirm={(reason) =>
            run('deactivate', () =>
              dataProvider.changeApplicationStatus(detail.id, {
                action: 'deactivate',
                version: detail.version,
                reason,
              }),
            )
          }
        />
      )}
      {dialog === 'declineOffer' && (
        <DeclineDialog
          onClose={() => setDialog(null)}
          onConfirm={(reason) =>
            run('declineOffer', () => dataProvider.declineApplicationOffer(detail.id, reason, detail.version))
          }
        />
      )}
    </Box>
  );
}
