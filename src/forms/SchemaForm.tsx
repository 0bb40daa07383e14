import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import {
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormHTMLAttributes,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import { EditContext, Form, useCanBlock, useRecordContext, useSaveContext, type RaRecord } from 'react-admin';
import { useFormContext, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormSaveButton } from './buttons';
import { FieldInputs, useInputsLoaded } from './FieldInput';
import { FormSchemaContext } from './fieldHints';
import { specPaths, type FieldSpec } from './fieldSpec';
import { ConflictNotice, FormRefusal, useNotifyInvalidForm } from './FormNotices';
import { PendingUploadsProvider, useUploadCounter } from './pendingUploads';
import { SaveErrorContext } from './saveError';
import { fieldTest, type ServerErrorOptions } from './serverErrors';
import { ReportUnsavedInput, TrackUnsavedInput, UnsavedChangesGuard } from './UnsavedChanges';
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
  /**
   * Attributes of the form element itself, which react-admin's Form does not pass on: its
   * accessible name (a form is a landmark only with one), the browser's autofill.
   */
  formAttributes?: FormAttributes;
  /**
   * After a refused submit, react-admin's "invalid form" notification for the inputs' own errors
   * (default). Off: the inputs show them alone (a sign-in form); the server's other errors still notify.
   */
  notifyInputErrors?: boolean;
}

/** The form element's attributes a SchemaForm sets (see `formAttributes`). */
export type FormAttributes = Pick<
  FormHTMLAttributes<HTMLFormElement>,
  'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'autoComplete' | 'name'
>;

/** The HTML names of FormAttributes. */
const FORM_ATTRIBUTE_NAMES: Record<keyof FormAttributes, string> = {
  'aria-label': 'aria-label',
  'aria-labelledby': 'aria-labelledby',
  'aria-describedby': 'aria-describedby',
  autoComplete: 'autocomplete',
  name: 'name',
};

/** Sets `attributes` on the form element around the element of `inside`. */
function useFormAttributes(inside: MutableRefObject<HTMLElement | null>, attributes: FormAttributes = {}) {
  const key = JSON.stringify(attributes);
  useLayoutEffect(() => {
    const form = inside.current?.closest('form');
    if (!form) return;
    const set = JSON.parse(key) as FormAttributes;
    for (const [prop, name] of Object.entries(FORM_ATTRIBUTE_NAMES)) {
      const value = set[prop as keyof FormAttributes];
      if (value === undefined) form.removeAttribute(name);
      else form.setAttribute(name, String(value));
    }
  }, [inside, key]);
}

/** Changed defaults never overwrite typed input: react-admin resets the form with these options. */
const KEEP_TYPED: UseFormProps['resetOptions'] = { keepDirtyValues: true };

/**
 * The record a form shows: the latest one, except while the form holds unsaved input. Then it keeps
 * the one the input started from: a re-read (someone else's save, a refetch) does not touch what
 * is typed, and a save still sends the version the input started from, so a conflict is detected.
 * Once saved or discarded, the latest record shows.
 */
function useRecordHeldWhile<R extends Partial<RaRecord>>(live: R | undefined, unsaved: boolean) {
  const [held, setHeld] = useState(live);
  const hold = unsaved && held !== undefined && live !== undefined && held.id === live.id;
  if (!hold && held !== live) setHeld(live);
  return hold ? held : live;
}

/** Inside the form: hands SchemaForm the form's methods and whether it holds unsaved input. */
function FormLink({
  api,
  onUnsaved,
}: {
  api: MutableRefObject<UseFormReturn | null>;
  onUnsaved: (unsaved: boolean) => void;
}) {
  const form = useFormContext();
  useEffect(() => {
    api.current = form;
  }, [api, form]);
  return <ReportUnsavedInput onChange={onUnsaved} />;
}

function FormBody({
  fields,
  columns,
  children,
  onReload,
  reloadLabel,
  unsaved,
  toolbar,
  formAttributes,
  notifyInputErrors = true,
}: Pick<
  SchemaFormProps,
  | 'fields'
  | 'columns'
  | 'children'
  | 'onReload'
  | 'reloadLabel'
  | 'unsaved'
  | 'toolbar'
  | 'formAttributes'
  | 'notifyInputErrors'
>) {
  useNotifyInvalidForm({ inputErrors: notifyInputErrors });
  const body = useRef<HTMLDivElement | null>(null);
  useFormAttributes(body, formAttributes);
  return (
    <Stack spacing={2} ref={body}>
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
 * It shows once the code of all its inputs is loaded (the rich-text editor, the uploads).
 */
export function SchemaForm(props: SchemaFormProps) {
  const loaded = useInputsLoaded(props.fields ?? NO_FIELDS);
  return loaded ? <LoadedSchemaForm {...props} /> : <FormLoading />;
}

const NO_FIELDS: readonly FieldSpec[] = [];

/** While the code of a form's inputs loads: the form shows once whole, nothing moves under a press. */
function FormLoading() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}

function LoadedSchemaForm({
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

  const formApi = useRef<UseFormReturn | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const shown = useRecordHeldWhile(useRecordContext({ record }), unsaved);

  const save = async (values: FieldValues) => {
    if (onSubmit) {
      await onSubmit(values);
    } else {
      if (saveError) saveError.current = null;
      await saveContext?.save?.(values);
      // EditBase and CreateBase keep their failures to themselves; SchemaEdit hands them over here
      const failure = saveError?.current;
      if (failure) throw failure;
    }
    // saved: nothing is unsaved any more, so the record read after the save shows in full
    const form = formApi.current;
    form?.reset(form.getValues());
  };
  const submit = useSubmitHandler(save, { isField, serverErrors, uploads });
  const reload = onReload ?? (edit ? () => edit.refetch() : undefined);

  return (
    <PendingUploadsProvider value={uploads}>
      <Form
        id={id}
        record={shown}
        defaultValues={defaultValues}
        resetOptions={KEEP_TYPED}
        resolver={resolver}
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification
        warnWhenUnsavedChanges={warnWhenUnsavedChanges && canBlock}
        WarnWhenUnsavedChangesComponent={UnsavedChangesGuard}
      >
        <FormLink api={formApi} onUnsaved={setUnsaved} />
        <FormSchemaContext.Provider value={schema}>
          <FormBody fields={fields} onReload={reload} {...body} />
        </FormSchemaContext.Provider>
      </Form>
    </PendingUploadsProvider>
  );
}
