import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { Confirm, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import type { ApplicationPersonDetail } from '../../schema/api/applications';
import { applicationPersonSchema as personSchema, PERSON_NAME_MAX } from '../../schema/applicationDetail';
import { PERSON_SALUTATIONS } from '../../schema/mailPlaceholders';
import {
  dataOf,
  QueryContent,
  SchemaForm,
  useNotifyError,
  useNotifySuccess,
  useProviderQuery,
  useSidepanelDiscardGuard,
  type FieldSpec,
} from '../../src/forms';
import { useSidepanel } from '../../src/layout/sidepanel';
import { canDeletePerson } from './applicationModel';
import { DetailList, PanelSection } from './DetailList';
import { BackToApplication } from './panels';

const PERSON_FIELDS: readonly FieldSpec[] = [
  {
    source: 'first_name',
    kind: 'text',
    label: 'applications_field_first_name',
    required: true,
    maxLength: PERSON_NAME_MAX,
  },
  {
    source: 'last_name',
    kind: 'text',
    label: 'applications_field_last_name',
    required: true,
    maxLength: PERSON_NAME_MAX,
  },
  { source: 'email', kind: 'email', label: 'applications_field_email' },
  { source: 'phone', kind: 'phone', label: 'applications_field_phone' },
  { source: 'birth_date', kind: 'date', label: 'applications_field_birth_date' },
];

/** An adult's Anrede: how mails greet them ({{salutation}}: "Sehr geehrte Frau Keller-Huber"). */
const SALUTATION_FIELD: FieldSpec = {
  source: 'salutation',
  kind: 'select',
  label: 'applications_field_salutation',
  helperText: 'applications_field_salutation_help',
  choices: PERSON_SALUTATIONS.map((id) => ({ id, name: `applications_salutation_${id}` })),
};

/** The inputs of a person: an adult is also asked the Anrede (children get no mail). */
const fieldsOf = (type: 'adult' | 'child'): readonly FieldSpec[] =>
  type === 'adult' ? [SALUTATION_FIELD, ...PERSON_FIELDS] : PERSON_FIELDS;

export interface ApplicationPersonPanelProps {
  applicationId: number;
  type: 'adult' | 'child';
  personId: number;
  /** how many adults the household has: the last one cannot be deleted */
  adults: number;
  onChanged: () => unknown;
}

/**
 * ApplicationAdult / ApplicationChild (spec 1 section 2): one person of the household, edited
 * with the form engine (a stale version is the reload notice); its answers below. The delete
 * icon needs applications_write and is hidden on the last adult (spec 1 section 6).
 */
export function ApplicationPersonPanel({
  applicationId,
  type,
  personId,
  adults,
  onChanged,
}: ApplicationPersonPanelProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const notifySuccess = useNotifySuccess();
  const { closePanel } = useSidepanel();
  const { unsaved, confirmation } = useSidepanelDiscardGuard();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'applications', action: 'edit' });
  const [removing, setRemoving] = useState(false);
  const query = useProviderQuery(['application', applicationId, type, personId], (dp) =>
    dp.getApplicationPerson(applicationId, type, personId),
  );

  const save = async (values: FieldValues, person: ApplicationPersonDetail) => {
    const { salutation, ...parsed } = personSchema.parse(values);
    const saved = dataOf(
      await dataProvider.saveApplicationPerson(applicationId, type, personId, {
        ...parsed,
        ...(type === 'adult' ? { salutation: salutation ?? '' } : {}),
        version: person.version,
      }),
    );
    notifySuccess(undefined, 'applications_person_saved');
    await query.refetch();
    onChanged();
    return saved;
  };
  const remove = async () => {
    setRemoving(false);
    try {
      await dataProvider.deleteApplicationPerson(applicationId, type, personId);
      notifySuccess(undefined, 'applications_person_deleted');
      onChanged();
      closePanel({ discard: true });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <BackToApplication id={applicationId} />
        {canDeletePerson(type, adults, canWrite) && (
          <IconButton
            sx={{ ml: 'auto' }}
            color="error"
            aria-label={translate(`applications_delete_${type}`)}
            onClick={() => setRemoving(true)}
          >
            <DeleteOutline />
          </IconButton>
        )}
      </Box>
      <QueryContent query={query}>
        {(person) => (
          <>
            <SchemaForm
              key={person.version}
              fields={fieldsOf(type).map((spec) => ({ ...spec, readOnly: !canWrite }))}
              schema={personSchema}
              record={{ ...person }}
              onSubmit={(values) => save(values, person)}
              onReload={() => query.refetch()}
              unsaved={unsaved}
              toolbar={canWrite ? undefined : null}
            />
            {person.fields.length > 0 && (
              <PanelSection id={`person-answers-${personId}`} title={translate('applications_answers')}>
                <DetailList
                  entries={person.fields.map((field) => ({ label: field.label, value: field.value }))}
                />
              </PanelSection>
            )}
          </>
        )}
      </QueryContent>
      <Confirm
        isOpen={removing}
        title={`applications_delete_${type}`}
        content="applications_delete_person_text"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setRemoving(false)}
      />
      {confirmation}
    </Box>
  );
}
