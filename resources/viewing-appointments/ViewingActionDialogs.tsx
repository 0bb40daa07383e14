import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ViewingDetail } from '../../schema/api/viewings';
import { viewingCancelSchema } from '../../schema/viewings';
import {
  FormSaveButton,
  SchemaForm,
  useConfirmDiscard,
  useNotifySuccess,
  type FieldSpec,
} from '../../src/forms';
import { VIEWINGS_QUERY_KEY } from './viewingQueries';

const NO_RECORD = {};

const CANCEL_FIELDS: readonly FieldSpec[] = [
  { source: 'sendMail', kind: 'boolean', label: 'viewing_cancel_send_mail' },
  {
    source: 'message',
    kind: 'textarea',
    label: 'viewing_cancel_message',
    maxLength: 2000,
    when: (values) => values.sendMail === true,
  },
];

interface DialogProps {
  viewing: ViewingDetail;
  onClose: () => void;
}

function ActionDialog({
  title,
  intro,
  fields,
  schema,
  defaults,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  intro: string;
  fields: readonly FieldSpec[];
  schema: Parameters<typeof SchemaForm>[0]['schema'];
  defaults: Record<string, unknown>;
  submitLabel: string;
  onSubmit: (values: Record<string, unknown>) => Promise<{ message: string }>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const discard = useConfirmDiscard(onClose);
  const queryClient = useQueryClient();
  const notifySuccess = useNotifySuccess();
  const submit = async (values: Record<string, unknown>) => {
    const data = await onSubmit(values);
    notifySuccess(data.message, submitLabel);
    discard.unsaved.current = false;
    await queryClient.invalidateQueries({ queryKey: VIEWINGS_QUERY_KEY });
    onClose();
    return data;
  };
  return (
    <>
      <Dialog open onClose={discard.requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          <SchemaForm
            fields={fields}
            record={NO_RECORD}
            schema={schema}
            defaultValues={defaults}
            onSubmit={submit}
            serverErrors={{ refuseInForm: [409] }}
            unsaved={discard.unsaved}
            formAttributes={{ 'aria-labelledby': titleId }}
            toolbar={
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
                <Button onClick={discard.requestClose}>{translate('ra.action.cancel')}</Button>
                <FormSaveButton label={submitLabel} icon={<></>} alwaysEnable />
              </Box>
            }
          />
        </DialogContent>
      </Dialog>
      {discard.confirmation}
    </>
  );
}

/** "Besichtigung absagen", with an optional mail to every participant in their language. */
export function CancelViewingDialog({ viewing, onClose }: DialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const defaults = useMemo(() => ({ version: viewing.version, sendMail: true, message: '' }), [viewing]);
  return (
    <ActionDialog
      title="viewing_cancel_title"
      intro={translate('viewing_cancel_intro', {
        smart_count: viewing.counts.invited + viewing.counts.booked,
      })}
      fields={CANCEL_FIELDS}
      schema={viewingCancelSchema}
      defaults={defaults}
      submitLabel="viewing_cancel_submit"
      onSubmit={async (values) =>
        (await dataProvider.cancelViewing(viewing.id, viewingCancelSchema.parse(values))).data
      }
      onClose={onClose}
    />
  );
}
