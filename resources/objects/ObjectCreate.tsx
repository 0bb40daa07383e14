import Paper from '@mui/material/Paper';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import type { ObjectCreateInit, ObjectDetail } from '../../schema/api/objects';
import { isObjectType, type ObjectType } from '../../schema/objects';
import { QueryContent } from '../../src/forms';
import { Wizard } from '../../src/wizard';
import { useObjectCreateInit } from './objectFormQueries';
import {
  objectCreatePayload,
  objectFormSchema,
  objectWizardDefaults,
  objectWizardPages,
  wizardInputPath,
} from './objectWizard';

/** The server names uploads by their place in the body; the wizard's inputs hold them otherwise. */
const SERVER_ERRORS = { rename: wizardInputPath };

/** The wizard of one kind, once the project's buildings and upload rules are known. */
function ObjectCreateWizard({ type, init }: { type: ObjectType; init: ObjectCreateInit }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const pages = useMemo(() => objectWizardPages(type, init), [type, init]);
  const schema = useMemo(() => objectFormSchema(type, init.sale, true), [type, init.sale]);
  const defaultValues = useMemo(() => objectWizardDefaults(type, init), [type, init]);

  const complete = async (values: FieldValues) => {
    const { data: created } = await dataProvider.create<ObjectDetail>('objects', {
      data: objectCreatePayload(values, type, init.sale),
      meta: { type },
    });
    // the lists of this kind count it, and the next wizard suggests the next free number
    void queryClient.invalidateQueries({
      predicate: (query) =>
        typeof query.queryKey[0] === 'string' && query.queryKey[0].endsWith(`objects/${type}`),
    });
    queryClient.removeQueries({ queryKey: ['objects', 'createInit', type] });
    notify('objects_created', { type: 'success', messageArgs: { title: created.basics.title } });
    navigate(`/objects/${created.id}`);
  };

  return (
    <Wizard
      id={`object-create-${type}`}
      pages={pages}
      schema={schema}
      defaultValues={defaultValues}
      title={`objects_create_title_${type}`}
      completeLabel="objects_create"
      onComplete={complete}
      serverErrors={SERVER_ERRORS}
    />
  );
}

function LoadedWizard({ type }: { type: ObjectType }) {
  const init = useObjectCreateInit(type);
  return <QueryContent query={init}>{(data) => <ObjectCreateWizard type={type} init={data} />}</QueryContent>;
}

/**
 * `/objects/create/{type}`: the creation wizard of a kind (apartments, parkingspace, other, craft,
 * plot); another path goes back to the object lists. Completing it opens the new object's page.
 */
export function ObjectCreate() {
  const { '*': rest = '' } = useParams();
  const type = rest.split('/')[0] ?? '';
  if (!isObjectType(type)) return <Navigate to="/objects" replace />;
  return (
    <Paper component="article" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <LoadedWizard key={type} type={type} />
    </Paper>
  );
}
