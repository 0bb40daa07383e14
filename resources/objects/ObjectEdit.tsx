import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type MutableRefObject } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ObjectCreateInit, ObjectDetail } from '../../schema/api/objects';
import { isObjectType, type ObjectType } from '../../schema/objects';
import {
  FieldInputs,
  FormSaveButton,
  FormSection,
  QueryContent,
  SchemaEdit,
  SchemaForm,
  specPaths,
} from '../../src/forms';
import { BuildingAddressFill } from './BuildingAddressFill';
import { GrossRentFill } from './GrossRentFill';
import { objectFormSections, takesApplications, type ObjectFormSection } from './objectFields';
import { useObjectCreateInit } from './objectFormQueries';
import { objectFormSchema } from './objectWizard';

export interface ObjectEditProps {
  id: number;
  /** 2 on a page, 1 in a sidepanel */
  columns?: 1 | 2;
  /** on a page: leaving it with unsaved input asks first */
  warnWhenUnsavedChanges?: boolean;
  /** in a sidepanel: tells the panel's guard whether there is unsaved input */
  unsaved?: MutableRefObject<boolean>;
  /** list paths whose rows show this object, refreshed after a save */
  lists?: readonly string[];
}

const NO_LISTS: readonly string[] = [];

type FormProps = Pick<ObjectEditProps, 'columns' | 'warnWhenUnsavedChanges' | 'unsaved'>;

/** A group's section; the rental criteria only while the object takes applications. */
function Section({
  section,
  columns,
  init,
}: {
  section: ObjectFormSection;
  columns: 1 | 2;
  init: ObjectCreateInit;
}) {
  const additional = useWatch({ name: 'additional' }) as { application?: unknown } | undefined;
  if (section.name === 'rental' && !takesApplications({ additional })) return null;
  return (
    <FormSection title={`objects_group_${section.name}`}>
      <FieldInputs fields={section.fields} columns={columns} />
      {section.name === 'address' && <BuildingAddressFill buildings={init.buildings} />}
      {section.name === 'prices' && <GrossRentFill />}
    </FormSection>
  );
}

/** The save button stays in reach at the bottom of a long form. */
const TOOLBAR = (
  <Box
    sx={{
      position: 'sticky',
      bottom: 0,
      zIndex: 2,
      py: 1.5,
      bgcolor: 'background.paper',
      borderTop: 1,
      borderColor: 'divider',
    }}
  >
    <FormSaveButton />
  </Box>
);

function ObjectForm({
  type,
  sale,
  init,
  columns = 2,
  ...props
}: FormProps & { type: ObjectType; sale: boolean; init: ObjectCreateInit }) {
  const sections = useMemo(
    () => objectFormSections({ type, sale, buildings: init.buildings }),
    [type, sale, init],
  );
  const schema = useMemo(() => objectFormSchema(type, sale), [type, sale]);
  const serverFields = useMemo(() => sections.flatMap((section) => specPaths(section.fields)), [sections]);
  return (
    <SchemaForm schema={schema} serverFields={serverFields} toolbar={TOOLBAR} {...props}>
      <Stack spacing={2}>
        {sections.map((section) => (
          <Section key={section.name} section={section} columns={columns} init={init} />
        ))}
      </Stack>
    </SchemaForm>
  );
}

/** The loaded record's form: its kind's fields, with the project's buildings. */
function RecordForm(props: FormProps) {
  const record = useRecordContext<ObjectDetail>();
  const type = record && isObjectType(record.type) ? record.type : null;
  if (!record || !type) return null;
  return <LoadedForm type={type} sale={record.sale} {...props} />;
}

function LoadedForm({ type, ...props }: FormProps & { type: ObjectType; sale: boolean }) {
  const init = useObjectCreateInit(type);
  return (
    <QueryContent query={init}>{(data) => <ObjectForm type={type} init={data} {...props} />}</QueryContent>
  );
}

/**
 * An object's edit form (spec 2 section 7.7, edit): the fields of its kind in the groups of the
 * creation wizard (images and documents have their own modals). It saves with the version it
 * loaded; a save over someone else's newer one shows the conflict notice with a reload.
 */
export function ObjectEdit({ id, lists = NO_LISTS, ...props }: ObjectEditProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mutationOptions = useMemo(
    () => ({
      onSuccess: () => {
        notify('objects_saved', { type: 'success' });
        for (const list of lists) void queryClient.invalidateQueries({ queryKey: [list, 'getList'] });
      },
    }),
    [notify, queryClient, lists],
  );
  return (
    <SchemaEdit resource="objects" id={id} redirect={false} mutationOptions={mutationOptions}>
      <RecordForm {...props} />
    </SchemaEdit>
  );
}
