import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ViewingDetail } from '../../schema/api/viewings';
import {
  INVITATION_KINDS,
  MAX_SLOT_CAPACITY,
  MAX_SLOTS,
  viewingCreateSchema,
  viewingEditSchema,
} from '../../schema/viewings';
import {
  FormSaveButton,
  SchemaForm,
  useConfirmDiscard,
  useNotifySuccess,
  type FieldSpec,
} from '../../src/forms';
import { VIEWINGS_QUERY_KEY } from './viewingQueries';

const NO_RECORD = {};

export const VIEWING_FIELDS: readonly FieldSpec[] = [
  { source: 'date', kind: 'date', label: 'viewing_field_date', required: true, autoFocus: true },
  { source: 'startTime', kind: 'time', label: 'viewing_field_start', required: true },
  { source: 'endTime', kind: 'time', label: 'viewing_field_end', required: true },
  {
    source: 'slots',
    kind: 'array',
    label: 'viewing_field_slots',
    helperText: 'viewing_field_slots_hint',
    max: MAX_SLOTS,
    wide: true,
    fields: [
      { source: 'startTime', kind: 'time', label: 'viewing_field_slot_start', required: true },
      { source: 'endTime', kind: 'time', label: 'viewing_field_slot_end', required: true },
      {
        source: 'capacity',
        kind: 'integer',
        label: 'viewing_field_capacity',
        helperText: 'viewing_field_capacity_hint',
        min: 1,
        max: MAX_SLOT_CAPACITY,
      },
    ],
  },
  { source: 'place', kind: 'text', label: 'viewing_field_place', maxLength: 300, wide: true },
  { source: 'contactPerson', kind: 'text', label: 'viewing_field_contact_person', maxLength: 200 },
  { source: 'contactPhone', kind: 'phone', label: 'viewing_field_contact_phone' },
  {
    source: 'invitation',
    kind: 'radio',
    label: 'viewing_field_invitation',
    required: true,
    wide: true,
    choices: INVITATION_KINDS.map((kind) => ({ id: kind, name: `viewing_invitation_${kind}` })),
  },
  { source: 'note', kind: 'textarea', label: 'viewing_field_note', maxLength: 2000, wide: true },
];

/** The values a new viewing starts with: one slot over the whole time, open house. */
export function newViewingValues(today: string) {
  return {
    date: today,
    startTime: '17:00',
    endTime: '18:00',
    slots: [{ startTime: '17:00', endTime: '18:00', capacity: null }],
    place: '',
    contactPerson: '',
    contactPhone: '',
    invitation: 'draw',
    note: '',
    applicationIds: [],
  };
}

const editValues = (v: ViewingDetail) => ({
  date: v.date,
  startTime: v.startTime,
  endTime: v.endTime,
  slots: v.slots.map((s) => ({ id: s.id, startTime: s.startTime, endTime: s.endTime, capacity: s.capacity })),
  place: v.place,
  contactPerson: v.contactPerson,
  contactPhone: v.contactPhone,
  invitation: v.invitation,
  note: v.note,
  version: v.version,
});

export interface ViewingFormDialogProps {
  /** the object a new viewing is for (null: a general one); ignored when editing */
  objectId?: number | null;
  /** the viewing to edit; none: a new one */
  viewing?: ViewingDetail;
  today: string;
  onClose: () => void;
  onSaved?: (viewing: ViewingDetail) => void;
}

/**
 * "Besichtigung erfassen" / "bearbeiten": day, times, slots with places or open house, meeting
 * point, contact and note, checked by the shared schema before it is sent. Mount it to open it.
 */
export function ViewingFormDialog({
  objectId = null,
  viewing,
  today,
  onClose,
  onSaved,
}: ViewingFormDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const discard = useConfirmDiscard(onClose);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifySuccess = useNotifySuccess();
  const defaults = useMemo(() => (viewing ? editValues(viewing) : newViewingValues(today)), [viewing, today]);

  const submit = async (values: Record<string, unknown>) => {
    const { data } = viewing
      ? await dataProvider.editViewing(viewing.id, viewingEditSchema.parse(values))
      : await dataProvider.createViewing(objectId, viewingCreateSchema.parse(values));
    notifySuccess(data.message, viewing ? 'viewing_saved' : 'viewing_created');
    discard.unsaved.current = false;
    await queryClient.invalidateQueries({ queryKey: VIEWINGS_QUERY_KEY });
    onSaved?.(data.appointment);
    onClose();
    return data;
  };

  return (
    <>
      <Dialog open onClose={discard.requestClose} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>
          {translate(viewing ? 'viewing_edit_title' : 'viewing_create_title')}
        </DialogTitle>
        <DialogContent>
          <SchemaForm
            fields={VIEWING_FIELDS}
            columns={2}
            record={NO_RECORD}
            schema={viewing ? viewingEditSchema : viewingCreateSchema}
            defaultValues={defaults}
            onSubmit={submit}
            serverErrors={{ refuseInForm: [409] }}
            unsaved={discard.unsaved}
            formAttributes={{ 'aria-labelledby': titleId }}
            toolbar={
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={discard.requestClose}>{translate('ra.action.cancel')}</Button>
                <FormSaveButton label="viewing_save" icon={<></>} alwaysEnable />
              </Box>
            }
          />
        </DialogContent>
      </Dialog>
      {discard.confirmation}
    </>
  );
}
