import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { ObjectDetail } from '../../../schema/api/objects';
import {
  dataOf,
  FormSaveButton,
  SchemaForm,
  SectionLoading,
  useConfirmDiscard,
  useNotifySuccess,
} from '../../../src/forms';
import { useFullScreen } from '../media/useFullScreen';
import {
  objectName,
  refreshObjects,
  stateDetailPath,
  stateInfoQueryKey,
  type StateActionName,
} from './objectActionsModel';
import { STATE_ACTION_FORMS } from './stateActionForms';

/** Today in Switzerland, YYYY-MM-DD (the sale date starts there). */
/** The form's own values only: never a record of a surrounding react-admin context. */
const NO_RECORD = {};

const swissToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());

export interface StateActionDialogProps {
  record: ObjectDetail;
  action: StateActionName;
  onClose: () => void;
}

/**
 * The dialog of a state action (terminate, set to rented, set to sold, free): a small form with the
 * shared rule of schema/states.ts that sends the record's version. A stale version (409
 * record_changed) shows the form engine's conflict notice with a reload; a refusal (409) shows the
 * server's reason in the dialog. Closing with unsaved input asks first. Mount it to open it.
 */
export function StateActionDialog({ record, action, onClose }: StateActionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useFullScreen();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifySuccess = useNotifySuccess();
  const discard = useConfirmDiscard(onClose);
  const form = STATE_ACTION_FORMS[action];
  const path = form.needsStateInfo ? stateDetailPath(record) : null;
  const info = useQuery({
    queryKey: stateInfoQueryKey(record.id, path ?? '', record.version),
    queryFn: async () => dataOf(await dataProvider.getObjectStateInfo(record.id, path!)),
    enabled: path !== null,
    retry: false,
  });
  const waiting = path !== null && info.isPending;
  const defaults = useMemo(
    () => (waiting ? {} : form.defaults(record, info.data, swissToday())),
    [waiting, form, record, info.data],
  );

  const submit = async (values: Record<string, unknown>) => {
    const { data } = await form.send(dataProvider, record.id, values);
    notifySuccess(undefined, form.done);
    discard.unsaved.current = false;
    onClose();
    void refreshObjects(queryClient);
    return data;
  };

  return (
    <>
      <Dialog
        open
        onClose={discard.requestClose}
        aria-labelledby={titleId}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>{translate(form.title, { title: objectName(record) })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(form.intro)}</DialogContentText>
          {waiting ? (
            <SectionLoading rows={form.fields.length} />
          ) : (
            <SchemaForm
              fields={form.fields}
              record={NO_RECORD}
              schema={form.schema}
              defaultValues={defaults}
              onSubmit={submit}
              onReload={() => refreshObjects(queryClient)}
              serverErrors={{ refuseInForm: [409] }}
              unsaved={discard.unsaved}
              toolbar={
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
                  <Button onClick={discard.requestClose}>{translate('ra.action.cancel')}</Button>
                  <FormSaveButton label={form.submit} icon={<></>} alwaysEnable />
                </Box>
              }
            />
          )}
        </DialogContent>
      </Dialog>
      {discard.confirmation}
    </>
  );
}
