import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { AppDataProvider } from '../../dataProvider';
import type { ApplicationAssignment, ApplicationOffer, FlowObject } from '../../schema/api/applicationFlow';
import type { ApplicationDetail } from '../../schema/api/applications';
import { formatDate, formatDateTime } from '../../schema/dates';
import { dateRule, textRule } from '../../schema/rules';
import {
  QueryContent,
  SchemaForm,
  SectionLoading,
  useNotifyError,
  useNotifySuccess,
  useProviderQuery,
  useSidepanelDiscardGuard,
  type FieldSpec,
} from '../../src/forms';
import { objectOfferRefusal } from './applicationModel';
import { useApplication } from './ApplicationEditPanel';
import { DetailList } from './DetailList';
import { BackToApplication, useApplicationPanels } from './panels';

export type OfferPanelMode = 'offer' | 'assign';

const offerSchema = z.object({
  objectId: z.coerce
    .number({ error: 'general_field_is_required' })
    .int()
    .positive('general_field_is_required'),
  expiresOn: dateRule(true),
  comment: textRule({ max: 2000 }),
});
const assignSchema = offerSchema.omit({ expiresOn: true });

const objectLabel = (o: { ref_number: string; title: string }) =>
  [o.ref_number, o.title].filter(Boolean).join(' · ');

/** Objects that may be offered or assigned to the application: its priorities and the alternatives, where allowed. */
function useOfferableObjects(detail: ApplicationDetail, mode: OfferPanelMode) {
  const priorities = useProviderQuery(['application', detail.id, 'priorities'], (dp) =>
    dp.getPriorityApartments(detail.id),
  );
  const alternatives = useProviderQuery(['application', detail.id, 'alternatives'], (dp) =>
    dp.getAlternativeApartments(detail.id),
  );
  const subject = { progress_state: detail.progress_state, sale: detail.sale };
  const all = [...(priorities.data ?? []), ...(alternatives.data ?? [])];
  const seen = new Set<number>();
  const objects = all.filter((o) => {
    if (seen.has(o.object_id) || objectOfferRefusal(mode, subject, o) !== null) return false;
    seen.add(o.object_id);
    return true;
  });
  // the choice appears once both are read (a preselected object must be among its options)
  const loaded =
    (priorities.data !== undefined || priorities.error) &&
    (alternatives.data !== undefined || alternatives.error);
  return { objects, loaded: Boolean(loaded) };
}

function ObjectLine({ object }: { object: FlowObject }) {
  const translate = useTranslate();
  return (
    <DetailList
      entries={[
        { label: translate('applications_field_object'), value: objectLabel(object) },
        { label: translate('applications_field_rooms'), value: object.rooms ?? '' },
      ]}
    />
  );
}

/** A new offer or direct assignment: the object, (offer) the expiry date, a comment. */
function CreateForm({
  detail,
  mode,
  objectId,
}: {
  detail: ApplicationDetail;
  mode: OfferPanelMode;
  objectId?: number;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifySuccess = useNotifySuccess();
  const { refresh } = useApplicationPanels();
  const { unsaved, confirmation } = useSidepanelDiscardGuard();
  const { objects, loaded } = useOfferableObjects(detail, mode);
  const refusal = objectOfferRefusal(
    mode,
    { progress_state: detail.progress_state, sale: detail.sale },
    {
      progress_state: 'available',
      active: true,
    },
  );
  if (refusal) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(refusal)}
      </Typography>
    );
  }
  if (!loaded) return <SectionLoading rows={3} />;
  const fields: FieldSpec[] = [
    {
      source: 'objectId',
      kind: 'select',
      label: 'applications_field_object',
      required: true,
      translateChoice: false,
      choices: objects.map((o) => ({ id: o.object_id, name: objectLabel(o) })),
    },
    ...(mode === 'offer'
      ? [
          {
            source: 'expiresOn',
            kind: 'date',
            label: 'applications_offer_expires_on',
            required: true,
          } as FieldSpec,
        ]
      : []),
    { source: 'comment', kind: 'textarea', label: 'applications_comment', maxLength: 2000 },
  ];
  const save = async (values: FieldValues) => {
    if (mode === 'offer') {
      const input = offerSchema.parse(values);
      await dataProvider.offerApplication(detail.id, {
        ...input,
        expiresOn: input.expiresOn ?? '',
        version: detail.version,
      });
      notifySuccess(undefined, 'applications_offer_sent');
    } else {
      const input = assignSchema.parse(values);
      await dataProvider.assignApplication(detail.id, { ...input, version: detail.version });
      notifySuccess(undefined, 'applications_assigned');
    }
    refresh(detail.id);
  };
  return (
    <>
      <SchemaForm
        fields={fields}
        schema={mode === 'offer' ? offerSchema : assignSchema}
        defaultValues={{
          objectId: objectId !== undefined && objects.some((o) => o.object_id === objectId) ? objectId : '',
          expiresOn: '',
          comment: '',
        }}
        onSubmit={save}
        unsaved={unsaved}
        toolbar={
          <Box>
            <Button type="submit" variant="contained">
              {translate(mode === 'offer' ? 'applications_offer_send' : 'applications_assign_confirm')}
            </Button>
          </Box>
        }
      />
      {confirmation}
    </>
  );
}

/** A button of the offer or assignment that runs one call, shows the server's refusal, and reads everything again. */
function useRun(id: number) {
  const notifyError = useNotifyError();
  const notifySuccess = useNotifySuccess();
  const { refresh } = useApplicationPanels();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, done: string, call: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(key);
    try {
      await call();
      notifySuccess(undefined, done);
      refresh(id);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

function CurrentOffer({
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
  const { busy, run } = useRun(detail.id);
  const [reason, setReason] = useState('');
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
            <Button
              size="small"
              variant="contained"
              loading={busy === 'assign'}
              onClick={() =>
                void run('assign', 'applications_assigned', () =>
                  dataProvider.assignApplication(detail.id, {
                    objectId: offer.object.id,
                    comment: '',
                    version: detail.version,
                  }),
                )
              }
            >
              {translate('applications_offer_accepted')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              loading={busy === 'withdraw'}
              onClick={() =>
                void run('withdraw', 'applications_offer_withdrawn', () =>
                  dataProvider.withdrawApplicationOffer(detail.id, detail.version),
                )
              }
            >
              {translate('applications_action_withdrawOffer')}
            </Button>
          </Box>
          <TextField
            size="small"
            label={translate('applications_decline_reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box>
            <Button
              size="small"
              variant="outlined"
              color="warning"
              loading={busy === 'decline'}
              onClick={() =>
                void run('decline', 'applications_offer_declined', () =>
                  dataProvider.declineApplicationOffer(detail.id, reason.trim(), detail.version),
                )
              }
            >
              {translate('applications_action_declineOffer')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

function CurrentAssignment({
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
  const { busy, run } = useRun(detail.id);
  const [comment, setComment] = useState(assignment.comment);
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
      <TextField
        label={translate('applications_comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        disabled={!canWrite}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {canWrite && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="contained"
            loading={busy === 'update'}
            onClick={() =>
              void run('update', 'applications_assignment_updated', () =>
                dataProvider.updateApplicationAssignment(detail.id, comment.trim(), detail.version),
              )
            }
          >
            {translate('applications_assignment_update')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            loading={busy === 'release'}
            onClick={() =>
              void run('release', 'applications_assignment_released', () =>
                dataProvider.releaseApplicationAssignment(detail.id, detail.version),
              )
            }
          >
            {translate('applications_action_releaseAssignment')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="warning"
            loading={busy === 'cancel'}
            onClick={() =>
              void run('cancel', 'applications_assignment_cancelled', () =>
                dataProvider.cancelApplicationAssignment(detail.id, detail.version),
              )
            }
          >
            {translate('applications_assignment_cancel')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function OfferContent({
  detail,
  mode,
  objectId,
}: {
  detail: ApplicationDetail;
  mode: OfferPanelMode;
  objectId?: number;
}) {
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'applications', action: 'edit' });
  const hasOffer = detail.progress_state === 'with_offer';
  const hasAssignment = detail.progress_state === 'assigned';
  const offer = useProviderQuery(
    ['application', detail.id, 'offer'],
    (dp) => dp.getApplicationOffer(detail.id),
    hasOffer,
  );
  const assignment = useProviderQuery(
    ['application', detail.id, 'assignment'],
    (dp) => dp.getApplicationAssignment(detail.id),
    hasAssignment,
  );
  if (hasAssignment) {
    return (
      <QueryContent query={assignment}>
        {(current) => <CurrentAssignment detail={detail} assignment={current} canWrite={canWrite} />}
      </QueryContent>
    );
  }
  if (hasOffer && mode === 'offer') {
    return (
      <QueryContent query={offer}>
        {(current) => <CurrentOffer detail={detail} offer={current} canWrite={canWrite} />}
      </QueryContent>
    );
  }
  if (!canWrite) return null;
  return <CreateForm detail={detail} mode={mode} objectId={objectId} />;
}

/**
 * ApplicationOffer (spec 1 section 2): offer an object with an expiry date and a comment, or
 * assign one directly; the current offer with accept (assign), withdraw and decline; the
 * assignment with its comment, update, cancel and release. A refusal (409) shows the server's message.
 */
export function ApplicationOfferPanel({
  id,
  mode,
  name,
  objectId,
}: {
  id: number;
  mode: OfferPanelMode;
  name?: string;
  objectId?: number;
}) {
  const query = useApplication(id);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <BackToApplication id={id} name={name} />
      <QueryContent query={query}>
        {(detail) => <OfferContent key={detail.version} detail={detail} mode={mode} objectId={objectId} />}
      </QueryContent>
    </Box>
  );
}
