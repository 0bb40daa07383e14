import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ApplicationDetail } from '../../schema/api/applications';
import { declineInputSchema } from '../../schema/applicationFlow';
import type { ApplicationAction } from '../../schema/applicationStates';
import { SALE_STEPS } from '../../schema/sales';
import { useProviderMutation, useProviderSubmit, type FieldSpec } from '../../src/forms';
import { GuardedButton } from '../objects/actions/GuardedButton';
import { stateButtons } from './applicationModel';
import { DeactivateDialog, FormDialog } from './DeactivateDialog';

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
  const [dialog, setDialog] = useState<'deactivate' | 'declineOffer' | null>(null);
  const done = () => {
    setDialog(null);
    onChanged();
  };
  // a button's call: busy on its button, a refusal shown by the error catalogue
  const change = useProviderMutation((provider, action: StateCall) => stateCall(provider, detail, action), {
    successMessage: 'applications_state_changed',
    onSuccess: done,
  });
  // a dialog's call: its form shows a refusal (field errors on the input, else the error catalogue)
  const confirm = useProviderSubmit(
    (provider, { action, reason }: { action: StateCall; reason: string }) =>
      stateCall(provider, detail, action, reason),
    { successMessage: 'applications_state_changed', onSuccess: done },
  );
  const busy = change.isPending ? change.variables : undefined;
  if (!canWrite) return null;

  const click = (action: ApplicationAction) => {
    if (action === 'offer' || action === 'assign') onOffer(action);
    else if (action === 'deactivate' || action === 'declineOffer') setDialog(action);
    else change.mutate(action);
  };

  return (
    <Box
      role="group"
      aria-label={translate('applications_state_actions')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {stateButtons({ progress_state: detail.progress_state, sale: detail.sale })
        // the sale steps need the reservation: the sale section (SalePipeline) has their buttons
        .filter(({ action }) => !(SALE_STEPS as readonly string[]).includes(action))
        .map(({ action, refusal }) => (
          <GuardedButton
            key={action}
            label={`applications_action_${action}`}
            refusal={refusal}
            loading={busy === action}
            onClick={() => click(action)}
          />
        ))}
      {dialog === 'deactivate' && (
        <DeactivateDialog
          count={1}
          onClose={() => setDialog(null)}
          onConfirm={(reason) => confirm.submit({ action: 'deactivate', reason })}
        />
      )}
      {dialog === 'declineOffer' && (
        <DeclineDialog
          onClose={() => setDialog(null)}
          onConfirm={(reason) => confirm.submit({ action: 'declineOffer', reason })}
        />
      )}
    </Box>
  );
}
