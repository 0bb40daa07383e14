import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import type { ApplicationDetail } from '../../schema/api/applications';
import {
  assignInputSchema as assignSchema,
  offerFormSchema,
  offerInputSchema,
} from '../../schema/applicationFlow';
import { swissDay } from '../../schema/dates';
import { NOTE_MAX_CHARS } from '../../schema/constants';
import {
  QueryContent,
  SchemaForm,
  SectionLoading,
  useNotifySuccess,
  useProviderQuery,
  useSidepanelDiscardGuard,
  type FieldSpec,
} from '../../src/forms';
import { objectOfferRefusal } from './applicationModel';
import { useApplication } from './ApplicationEditPanel';
import { objectName } from '../../schema/applicationAnswers';
import { CurrentAssignment, CurrentOffer } from './ApplicationOfferCurrent';
import { BackToApplication, useApplicationPanels } from './panels';

export type OfferPanelMode = 'offer' | 'assign';

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

/**
 * The object the form starts with: the one it was opened for, else the one applied for (the
 * household's first choice), else the only one there is; none when that cannot be offered.
 */
export function preselectedObject(
  objects: ReadonlyArray<{ object_id: number }>,
  opened: number | undefined,
  appliedFor: number | undefined,
): number | '' {
  const offerable = (id: number | undefined) => id !== undefined && objects.some((o) => o.object_id === id);
  if (offerable(opened)) return opened!;
  if (opened === undefined && offerable(appliedFor)) return appliedFor!;
  if (opened === undefined && objects.length === 1) return objects[0]!.object_id;
  return '';
}

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
  // the last day may be today, never earlier (the server says so too)
  const offerSchema = useMemo(() => offerFormSchema(swissDay()), []);
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
      choices: objects.map((o) => ({ id: o.object_id, name: objectName(o) })),
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
    { source: 'comment', kind: 'textarea', label: 'applications_comment', maxLength: NOTE_MAX_CHARS },
  ];
  const withDone = (mail: string | undefined, done: string) =>
    mail ? `${translate(done)} ${mail}` : undefined;
  const save = async (values: FieldValues) => {
    if (mode === 'offer') {
      const input = offerInputSchema.parse(values);
      const { data } = await dataProvider.offerApplication(detail.id, {
        ...input,
        expiresOn: input.expiresOn ?? '',
        version: detail.version,
      });
      // what was done, then what became of the applicant's mail
      notifySuccess(withDone(data.message, 'applications_offer_sent'), 'applications_offer_sent');
    } else {
      const input = assignSchema.parse(values);
      const { data } = await dataProvider.assignApplication(detail.id, { ...input, version: detail.version });
      notifySuccess(withDone(data.message, 'applications_assigned'), 'applications_assigned');
    }
    refresh(detail.id);
  };
  return (
    <>
      <SchemaForm
        fields={fields}
        schema={mode === 'offer' ? offerSchema : assignSchema}
        defaultValues={{
          objectId: preselectedObject(objects, objectId, detail.object?.id),
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
