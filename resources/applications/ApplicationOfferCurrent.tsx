import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ApplicationAssignment, ApplicationOffer, FlowObject } from '../../schema/api/applicationFlow';
import type { ApplicationDetail } from '../../schema/api/applications';
import { assignmentCommentSchema, declineInputSchema } from '../../schema/applicationFlow';
import { formatDate, formatDateTime } from '../../schema/dates';
import {
  FormSubmitButton,
  SchemaForm,
  useNotifySuccess,
  useProviderMutation,
  type FieldSpec,
} from '../../src/forms';
import { DenialMailButton } from '../communication/mail';
import { DetailList } from './DetailList';
import { useApplicationPanels } from './panels';
import { objectName } from '../../schema/applicationAnswers';

/** An object as one line: its reference number and title. */

/**
 * The offer or assignment an application holds, in its ApplicationOffer panel: accept, withdraw
 * or decline an offer (with the household's reason); update the comment of an assignment,
 * release or cancel it.
 */

export function ObjectLine({ object }: { object: FlowObject }) {
  const translate = useTranslate();
  return (
    <DetailList
      entries={[
        { label: translate('applications_field_object'), value: objectName(object) },
        { label: translate('applications_field_rooms'), value: object.rooms ?? '' },
      ]}
    />
  );
}

/** A call of the offer panel: its button's key, the key of its success notice and the call. */
interface PanelCall {
  action: string;
  done: string;
  call: (provider: AppDataProvider) => Promise<unknown>;
}

/** Runs the offer panel's calls one at a time (`busy` is the key of the one running), and its forms' calls. */
function useRun(id: number) {
  const notifySuccess = useNotifySuccess();
  const { refresh } = useApplicationPanels();
  const mutation = useProviderMutation((provider, { call }: PanelCall) => call(provider), {
    onSuccess: (_reply, { done }) => {
      notifySuccess(undefined, done);
      refresh(id);
    },
  });
  const busy = mutation.isPending ? mutation.variables?.action : undefined;
  const run = (action: string, done: string, call: PanelCall['call']) => mutation.run({ action, done, call });
  // a form's call: the form shows a refusal (field errors on the input, else the error catalogue)
  const submit = async (done: string, call: () => Promise<unknown>) => {
    await call();
    notifySuccess(undefined, done);
    refresh(id);
  };
  return { busy, run, submit };
}

const DECLINE_FIELDS: readonly FieldSpec[] = [
  { source: 'reason', kind: 'text', label: 'applications_decline_reason' },
];
const commentFields = (readOnly: boolean): FieldSpec[] => [
  { source: 'comment', kind: 'textarea', label: 'applications_comment', readOnly },
];

/** A button of the offer panel that runs one call, with progress while it runs. */
function RunButton({
  runner,
  action,
  done,
  label,
  call,
  variant = 'outlined',
  color,
}: {
  runner: ReturnType<typeof useRun>;
  action: string;
  /** the message key of the success notice */
  done: string;
  label: string;
  call: PanelCall['call'];
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
}) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      variant={variant}
      color={color}
      loading={runner.busy === action}
      onClick={() => void runner.run(action, done, call)}
    >
      {translate(label)}
    </Button>
  );
}

export function CurrentOffer({
  detail,
  offer,
  canWrite,
}: {
  detail: ApplicationDetail;
  offer: ApplicationOffer;
  canWrite: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { refresh } = useApplicationPanels();
  const runner = useRun(detail.id);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ObjectLine object={offer.object} />
      <DetailList
        entries={[
          { label: translate('applications_offer_expires_on'), value: formatDate(offer.expires_on) },
          { label: translate('applications_comment'), value: offer.comment },
          {
            label: translate('applications_offered_at'),
            value: `${formatDateTime(offer.created_at)} · ${offer.created_by}`,
          },
        ]}
      />
      {canWrite && (
        <>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <RunButton
              runner={runner}
              action="assign"
              done="applications_assigned"
              label="applications_offer_accepted"
              variant="contained"
              call={(provider) =>
                provider.assignApplication(detail.id, {
                  objectId: offer.object.id,
                  comment: '',
                  version: detail.version,
                })
              }
            />
            <RunButton
              runner={runner}
              action="withdraw"
              done="applications_offer_withdrawn"
              label="applications_action_withdrawOffer"
              call={(provider) => provider.withdrawApplicationOffer(detail.id, detail.version)}
            />
            <DenialMailButton
              applicationId={detail.id}
              apartmentId={offer.object.id}
              objectName={objectName(offer.object)}
              onSent={() => refresh(detail.id)}
            />
          </Box>
          <SchemaForm
            fields={DECLINE_FIELDS}
            schema={declineInputSchema}
            defaultValues={{ reason: '' }}
            onSubmit={(values) =>
              runner.submit('applications_offer_declined', () =>
                dataProvider.declineApplicationOffer(
                  detail.id,
                  declineInputSchema.parse(values).reason,
                  detail.version,
                ),
              )
            }
            toolbar={
              <Box>
                <FormSubmitButton
                  size="small"
                  variant="outlined"
                  color="warning"
                  label="applications_action_declineOffer"
                />
              </Box>
            }
          />
        </>
      )}
    </Box>
  );
}

export function CurrentAssignment({
  detail,
  assignment,
  canWrite,
}: {
  detail: ApplicationDetail;
  assignment: ApplicationAssignment;
  canWrite: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const runner = useRun(detail.id);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ObjectLine object={assignment.object} />
      <DetailList
        entries={[
          {
            label: translate('applications_assigned_at'),
            value: `${formatDateTime(assignment.created_at)} · ${assignment.created_by}`,
          },
        ]}
      />
      <SchemaForm
        fields={commentFields(!canWrite)}
        schema={assignmentCommentSchema}
        defaultValues={{ comment: assignment.comment }}
        onSubmit={(values) =>
          runner.submit('applications_assignment_updated', () =>
            dataProvider.updateApplicationAssignment(
              detail.id,
              assignmentCommentSchema.parse(values).comment,
              detail.version,
            ),
          )
        }
        toolbar={
          canWrite ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <FormSubmitButton size="small" label="applications_assignment_update" />
              <RunButton
                runner={runner}
                action="release"
                done="applications_assignment_released"
                label="applications_action_releaseAssignment"
                call={(provider) => provider.releaseApplicationAssignment(detail.id, detail.version)}
              />
              <RunButton
                runner={runner}
                action="cancel"
                done="applications_assignment_cancelled"
                label="applications_assignment_cancel"
                color="warning"
                call={(provider) => provider.cancelApplicationAssignment(detail.id, detail.version)}
              />
            </Box>
          ) : null
        }
      />
    </Box>
  );
}
