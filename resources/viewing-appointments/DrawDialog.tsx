import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ViewingDrawInit, ViewingDrawReply } from '../../schema/api/viewings';
import { formatDate, formatDateTime } from '../../schema/dates';
import { viewingDrawSchema } from '../../schema/viewings';
import {
  FormSaveButton,
  QueryContent,
  SchemaForm,
  useConfirmDiscard,
  useNotifySuccess,
  useProviderQuery,
  type FieldSpec,
} from '../../src/forms';
import { drawInitKey, VIEWINGS_QUERY_KEY } from './viewingQueries';

const NO_RECORD = {};

function drawFields(init: ViewingDrawInit): FieldSpec[] {
  return [
    {
      source: 'appointmentId',
      kind: 'select',
      label: 'viewing_draw_appointment',
      required: true,
      translateChoice: false,
      wide: true,
      choices: init.appointments.map((a) => ({
        id: a.id,
        name: `${formatDate(a.date)} ${a.startTime}–${a.endTime}${a.place ? `, ${a.place}` : ''}`,
      })),
    },
    {
      source: 'count',
      kind: 'integer',
      label: 'viewing_draw_count',
      required: true,
      min: 1,
      autoFocus: true,
    },
    {
      source: 'states',
      kind: 'tags',
      label: 'viewing_draw_states',
      helperText: 'viewing_draw_states_hint',
      translateChoice: false,
      choices: init.states.map((s) => ({ id: s.value, name: `${s.displayName} (${s.totalNum})` })),
    },
    { source: 'minPoints', kind: 'integer', label: 'viewing_draw_min_points', min: 0 },
    { source: 'maxPoints', kind: 'integer', label: 'viewing_draw_max_points', min: 0 },
    { source: 'matchOccupancy', kind: 'boolean', label: 'viewing_draw_match_occupancy', wide: true },
    { source: 'replace', kind: 'boolean', label: 'viewing_draw_replace', wide: true },
  ];
}

/** The draws of the object so far: when, how many, and whether each still recomputes from its seed. */
function DrawHistory({ init }: { init: ViewingDrawInit }) {
  const translate = useTranslate();
  if (init.draws.length === 0) return null;
  return (
    <Box component="section" aria-label={translate('viewing_draw_history')} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('viewing_draw_history')}
      </Typography>
      <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
        {init.draws.map((d) => (
          <li key={d.id}>
            <Typography variant="body2">
              {translate('viewing_draw_history_line', {
                date: formatDateTime(d.createdAt),
                by: d.createdBy,
                drawn: d.result.length,
                candidates: d.candidates.length,
              })}{' '}
              {translate(d.recomputes ? 'viewing_draw_recomputes' : 'viewing_draw_not_recomputing')}
            </Typography>
            <Typography variant="caption" sx={{ wordBreak: 'break-all' }}>
              {translate('viewing_draw_seed')}: {d.seed}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function DrawForm({
  objectId,
  init,
  appointmentId,
  onDrawn,
  discard,
}: {
  objectId: number;
  init: ViewingDrawInit;
  appointmentId?: number;
  onDrawn: (reply: ViewingDrawReply) => void;
  discard: ReturnType<typeof useConfirmDiscard>;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifySuccess = useNotifySuccess();
  const fields = useMemo(() => drawFields(init), [init]);
  const defaults = useMemo(
    () => ({
      appointmentId: appointmentId ?? init.appointments[0]?.id ?? null,
      count: null,
      states: [],
      minPoints: null,
      maxPoints: null,
      matchOccupancy: false,
      replace: false,
    }),
    [init, appointmentId],
  );
  const submit = async (values: Record<string, unknown>) => {
    const { data } = await dataProvider.runViewingDraw(objectId, viewingDrawSchema.parse(values));
    notifySuccess(data.message, 'viewing_draw_done');
    discard.unsaved.current = false;
    await queryClient.invalidateQueries({ queryKey: VIEWINGS_QUERY_KEY });
    onDrawn(data);
    return data;
  };
  if (init.appointments.length === 0)
    return <Alert severity="info">{translate('viewing_draw_no_appointment')}</Alert>;
  return (
    <SchemaForm
      fields={fields}
      columns={2}
      record={NO_RECORD}
      schema={viewingDrawSchema}
      defaultValues={defaults}
      onSubmit={submit}
      serverErrors={{ refuseInForm: [409] }}
      unsaved={discard.unsaved}
      formAttributes={{ 'aria-label': translate('viewing_draw_title') }}
      toolbar={
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button onClick={discard.requestClose}>{translate('ra.action.cancel')}</Button>
          <FormSaveButton label="viewing_draw_submit" icon={<></>} alwaysEnable />
        </Box>
      }
    />
  );
}

/**
 * "Bewerbende auslosen": N among the object's applicants matching the filters, by a stored seed
 * that anyone can recompute; the result names how many were invited. Mount it to open it.
 */
export function DrawDialog({
  objectId,
  appointmentId,
  onClose,
}: {
  objectId: number;
  appointmentId?: number;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const discard = useConfirmDiscard(onClose);
  const [result, setResult] = useState<ViewingDrawReply | null>(null);
  const init = useProviderQuery(drawInitKey(objectId), (provider) => provider.getViewingDrawInit(objectId));
  return (
    <>
      <Dialog open onClose={discard.requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate('viewing_draw_title')}</DialogTitle>
        <DialogContent>
          <QueryContent query={init}>
            {(data) => (
              <>
                <DialogContentText sx={{ mb: 2 }}>
                  {translate('viewing_draw_intro', {
                    object: data.object.label,
                    applicants: data.applicants,
                  })}
                </DialogContentText>
                {result ? (
                  <>
                    <Alert severity="success" role="status">
                      {result.message}
                    </Alert>
                    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
                      {/* the form is gone: focus the way out, so Escape and Enter close the dialog */}
                      <Button variant="contained" onClick={onClose} autoFocus>
                        {translate('ra.action.close')}
                      </Button>
                    </Box>
                  </>
                ) : (
                  <DrawForm
                    objectId={objectId}
                    init={data}
                    appointmentId={appointmentId}
                    onDrawn={setResult}
                    discard={discard}
                  />
                )}
                <DrawHistory init={data} />
              </>
            )}
          </QueryContent>
        </DialogContent>
      </Dialog>
      {discard.confirmation}
    </>
  );
}
