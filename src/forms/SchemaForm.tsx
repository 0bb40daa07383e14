import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useContext, useMemo, type MutableRefObject, type ReactNode } from 'react';
import { EditContext, Form, useCanBlock, useSaveContext, type RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormSaveButton } from './buttons';
import { FieldInputs } from './FieldInput';
import { specPaths, type FieldSpec } from './fieldSpec';
import { ConflictNotice, FormRefusal, useNotifyInvalidForm } from './FormNotices';
import { PendingUploadsProvider, useUploadCounter } from './pendingUploads';
import { SaveErrorContext } from './saveError';
import { fieldTest, type ServerErrorOptions } from './serverErrors';
import { TrackUnsavedInput, UnsavedChangesGuard } from './UnsavedChanges';
import { useSubmitHandler } from './useSubmitHandler';
import { zodResolver } from './zodResolver';

export interface SchemaFormProps {
  /** the form's inputs as declarations */
  fields?: readonly FieldSpec[];
  /** 2: two columns from the small breakpoint on */
  columns?: 1 | 2;
  /** further content after the declared inputs (hand-laid inputs, hints) */
  children?: ReactNode;
  /** the shared zod schema (schema/) the values must pass before anything is sent */
  schema?: z.ZodType;
  record?: Partial<RaRecord>;
  defaultValues?: FieldValues;
  /**
   * Saves the values; whatever it throws is shown (field errors on their inputs, a conflict...).
   * Without it, the save of the surrounding SchemaEdit / SchemaCreate (react-admin's EditBase, CreateBase).
   */
  onSubmit?: (values: FieldValues) => Promise<unknown> | unknown;
  /** inputs the server may name that are not declared in `fields` (hand-laid ones) */
  serverFields?: readonly string[];
  serverErrors?: ServerErrorOptions;
  /** fetches the record again after a conflict; the edit's refetch inside SchemaEdit */
  onReload?: () => Promise<unknown> | unknown;
  reloadLabel?: string;
  /** leaving the page with unsaved input asks first (one such form per page; needs a data router) */
  warnWhenUnsavedChanges?: boolean;
  /** in a modal or sidepanel: tells useConfirmDiscard whether there is unsaved input */
  unsaved?: MutableRefObject<boolean>;
  /** the buttons; react-admin's save button by default */
  toolbar?: ReactNode;
  id?: string;
}

function FormBody({
  fields,
  columns,
  children,
  onReload,
  reloadLabel,
  unsaved,
  toolbar,
}: Pick<
  SchemaFormProps,
  'fields' | 'columns' | 'children' | 'onReload' | 'reloadLabel' | 'unsaved' | 'toolbar'
>) {
  useNotifyInvalidForm();
  return (
    <Stack spacing={2}>
      {fields && <FieldInputs fields={fields} columns={columns} />}
      {children}
      {onReload && <ConflictNotice onReload={onReload} reloadLabel={reloadLabel} />}
      <FormRefusal />
      {unsaved && <TrackUnsavedInput state={unsaved} />}
      {toolbar === undefined ? (
        <Box>
          <FormSaveButton />
        </Box>
      ) : (
        toolbar
      )}
    </Stack>
  );
}

/**
 * A react-admin Form built from field declarations and a shared zod schema: the schema's rules on
 * the inputs before sending, the server's refusals on the inputs after, the conflict notice with
 * reload, and the unsaved-changes question. Inside SchemaEdit it edits the record (with its
 * version), inside SchemaCreate it creates one; with `onSubmit` it saves through that call.
 */
export function SchemaForm({
  fields,
  schema,
  record,
  defaultValues,
  onSubmit,
  serverFields = [],
  serverErrors,
  onReload,
  warnWhenUnsavedChanges = false,
  id,
  ...body
}: SchemaFormProps) {
  const uploads = useUploadCounter();
  const saveContext = useSaveContext();
  const edit = useContext(EditContext);
  const saveError = useContext(SaveErrorContext);
  const canBlock = useCanBlock();
  const resolver = useMemo(() => (schema ? zodResolver(schema) : undefined), [schema]);
  const isField = useMemo(
    () => fieldTest([...specPaths(fields ?? []), ...serverFields]),
    [fields, serverFields],
  );

  const save = async (values: FieldValues) => {
    if (onSubmit) return onSubmit(values);
    if (saveError) saveError.current = null;
    await saveContext?.save?.(values);
    // EditBase and CreateBase keep their failures to themselves; SchemaEdit hands them over here
    const failure = saveError?.current;
    if (failure) throw failure;
  };
  const submit = useSubmitHandler(save, { isField, serverErrors, uploads });
  const reload = onReload ?? (edit ? () => edit.refetch() : undefined);

  return (
    <PendingUploadsProvider value={uploads}>
      <Form
        id={id}
        record={record}
        defaultValues={defaultValues}
        resolver={resolver}
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification
        warnWhenUnsavedChanges={warnWhenUnsavedChanges && canBlock}
        WarnWhenUnsavedChangesComponent={UnsavedChangesGuard}
      >
        <FormBody fields={fields} onReload={reload} {...body} />
      </Form>
    </PendingUploadsProvider>
  );
}
