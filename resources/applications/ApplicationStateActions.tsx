import Box from '@mui/material/Box';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ApplicationDetail } from '../../schema/api/applications';
import { declineInputSchema } from '../../schema/applicationFlow';
import type { ApplicationAction } from '../../schema/applicationStates';
import { useNotifyError, useNotifySuccess, type FieldSpec } from '../../src/forms';
import { GuardedButton } from '../objects/actions/GuardedButton';
import { stateButtons } from './applicationModel';
import { DeactivateDialog, FormDialog } from './DeactivateDialog';

type ChangeAction = Exclude<ApplicationAction, 'offer' | 'assign' | 'deactivate' | 'declineOffer'>;

const DECLINE_FIELDS: readonly FieldSpec[] = [
  { source: 'reason', kind: 'textarea', label: 'applications_decline_reason', autoFocus: true },
];

/** Asks for the household's reason of a declined offer (optional text). */
function DeclineDialog({
  onConfirm,
  onClose,
}: {
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormDialog
      title="applications_decline_title"
      fields={DECLINE_FIELDS}
      schema={declineInputSchema}
      onSubmit={(values) => onConfirm(declineInputSchema.parse(values).reason)}
      onClose={onClose}
      submitLabel="applications_decline_confirm"
    />
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

  const done = () => {
    notifySuccess(undefined, 'applications_state_changed');
    setDialog(null);
    onChanged();
  };
  const run = async (action: ApplicationAction, call: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(action);
    try {
      await call();
      done();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  // a dialog's call: its form shows a refusal (field errors on the input, else the error catalogue)
  const confirm = async (call: () => Promise<unknown>) => {
    await call();
    done();
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
            confirm(() =>
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
            confirm(() => dataProvider.declineApplicationOffer(detail.id, reason, detail.version))
          }
        />
      )}
    </Box>
  );
}
