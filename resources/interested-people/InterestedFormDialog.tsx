import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { LANGUAGES } from '../../schema/api/common';
import {
  interestedCreateSchema,
  interestedEditSchema,
  type InterestedChangeReply,
  type InterestedPersonDetail,
} from '../../schema/interestedPeople';
import {
  FormSaveButton,
  SchemaForm,
  useConfirmDiscard,
  useNotifySuccess,
  useProviderSubmit,
  type Choice,
  type FieldSpec,
} from '../../src/forms';

/** The form's own values only: never a record of a surrounding react-admin context. */
const NO_RECORD = {};

/** Apartments of the project whose reference or title holds the typed text. */
async function objectChoices(search: string, dataProvider: AppDataProvider): Promise<Choice[]> {
  const { data } = await dataProvider.getList('objects', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'ref_number', order: 'ASC' },
    filter: { q: search },
    meta: { kind: 'apartments' },
  });
  return data.map((row) => ({
    id: Number(row.id),
    name: [row.ref_number, row.title].filter((part) => part !== undefined && part !== '').join(' '),
  }));
}

const LANGUAGE_CHOICES: readonly Choice[] = LANGUAGES.map((l) => ({
  id: l,
  name: `interested_language_${l}`,
}));

function fieldsOf(initialObject: InterestedPersonDetail['object']): readonly FieldSpec[] {
  return [
    {
      source: 'name',
      kind: 'text',
      label: 'interested_field_name',
      required: true,
      autoFocus: true,
      maxLength: 200,
    },
    { source: 'email', kind: 'email', label: 'interested_field_email', required: true },
    { source: 'phone', kind: 'phone', label: 'interested_field_phone' },
    {
      source: 'language',
      kind: 'select',
      label: 'interested_field_language',
      required: true,
      choices: LANGUAGE_CHOICES,
    },
    {
      source: 'objectId',
      kind: 'remote',
      label: 'interested_field_object',
      helperText: 'interested_field_object_hint',
      loadChoices: objectChoices,
      initialChoices: initialObject ? [{ id: initialObject.id, name: initialObject.label }] : [],
    },
    { source: 'note', kind: 'textarea', label: 'interested_field_note', maxLength: 2000, wide: true },
  ];
}

/**
 * "Interessent/in erfassen" or, with a person, their details to change: name, e-mail, phone (read
 * as Swiss without a country code), language, object, note; the server's field errors land on the
 * inputs, a stale version shows in the form. Mount it to open it.
 */
export function InterestedFormDialog({
  person,
  onClose,
  onSaved,
}: {
  person?: InterestedPersonDetail;
  onClose: () => void;
  onSaved: (reply: InterestedChangeReply) => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const discard = useConfirmDiscard(onClose);
  const notifySuccess = useNotifySuccess();
  const fields = useMemo(() => fieldsOf(person?.object ?? null), [person]);
  const defaults = useMemo(
    () =>
      person
        ? {
            name: person.name,
            email: person.email,
            phone: person.phone,
            language: person.language,
            objectId: person.object?.id ?? null,
            note: person.note,
            version: person.version,
          }
        : { name: '', email: '', phone: '', language: 'de', objectId: null, note: '' },
    [person],
  );
  const { submit } = useProviderSubmit((provider, values: Record<string, unknown>) =>
    person
      ? provider.editInterestedPerson(person.id, interestedEditSchema.parse(values))
      : provider.createInterestedPerson(interestedCreateSchema.parse(values)),
  );
  const save = async (values: Record<string, unknown>) => {
    const { data } = await submit(values);
    notifySuccess(data.message, 'interested_saved');
    discard.unsaved.current = false;
    onSaved(data);
    onClose();
    return data;
  };
  return (
    <>
      <Dialog open onClose={discard.requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>
          {translate(person ? 'interested_edit_title' : 'interested_create_title')}
        </DialogTitle>
        <DialogContent>
          <SchemaForm
            fields={fields}
            record={NO_RECORD}
            schema={person ? interestedEditSchema : interestedCreateSchema}
            defaultValues={defaults}
            onSubmit={save}
            serverErrors={{ refuseInForm: [409] }}
            unsaved={discard.unsaved}
            toolbar={
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={discard.requestClose}>{translate('ra.action.cancel')}</Button>
                <FormSaveButton label={person ? 'ra.action.save' : 'interested_create_submit'} />
              </Box>
            }
          />
        </DialogContent>
      </Dialog>
      {discard.confirmation}
    </>
  );
}
