import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FieldValues } from 'react-hook-form';
import { useId, useState } from 'react';
import { Form, TextInput, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ApplicationDetail } from '../../schema/api/applications';
import type { ApplicationAction } from '../../schema/applicationStates';
import { useProviderMutation } from '../../src/forms';
import { GuardedButton } from '../objects/actions/GuardedButton';
import { stateButtons } from './applicationModel';
import { DeactivateDialog } from './DeactivateDialog';
import { reasonLength, SubmitButton } from './formParts';

type StateCall = Exclude<ApplicationAction, 'offer' | 'assign'>;

/** The state actions with a call of their own; every other one is a change of status. */
const OWN_CALLS: Partial<
  Record<
    StateCall,
    (provider: AppDataProvider, detail: ApplicationDetail, reason: string) => Promise<unknown>
  >
> = {
  withdrawOffer: (provider, { id, version }) => provider.withdrawApplicationOffer(id, version),
  releaseAssignment: (provider, { id, version }) => provider.releaseApplicationAssignment(id, version),
  declineOffer: (provider, { id, version }, reason) => provider.declineApplicationOffer(id, reason, version),
};

/** The call of a state action (offer and assign open their panel instead); deactivate carries its reason. */
function stateCall(provider: AppDataProvider, detail: ApplicationDetail, action: StateCall, reason?: string) {
  const own = OWN_CALLS[action];
  if (own) return own(provider, detail, reason ?? '');
  return provider.changeApplicationStatus(detail.id, {
    action,
    version: detail.version,
    ...(reason === undefined ? {} : { reason }),
  });
}

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
  const [dialog, setDialog] = useState<'deactivate' | 'declineOffer' | null>(null);
  const change = useProviderMutation(
    (provider, { action, reason }: { action: StateCall; reason?: string }) =>
      stateCall(provider, detail, action, reason),
    {
      successMessage: 'applications_state_changed',
      onSuccess: () => {
        setDialog(null);
        onChanged();
      },
    },
  );
  const busy = change.isPending ? change.variables?.action : undefined;
  if (!canWrite) return null;
  const run = (action: StateCall, reason?: string) => change.run({ action, reason });

  const click = (action: ApplicationAction) => {
    if (action === 'offer' || action === 'assign') onOffer(action);
    else if (action === 'deactivate' || action === 'declineOffer') setDialog(action);
    else void run(action);
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
          onConfirm={(reason) => run('deactivate', reason)}
        />
      )}
      {dialog === 'declineOffer' && (
        <DeclineDialog onClose={() => setDialog(null)} onConfirm={(reason) => run('declineOffer', reason)} />
      )}
    </Box>
  );
}
