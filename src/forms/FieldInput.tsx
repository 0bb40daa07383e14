import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useEffect, useReducer, useRef, useState, type ComponentType } from 'react';
import { ArrayInput, SimpleFormIterator, useResourceContext } from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useFieldHints } from './fieldHints';
import { withHints } from './schemaHints';
import type { FieldKind, FieldSpec, SpecOf } from './fieldSpec';
import {
  AutocompleteFieldInput,
  BooleanFieldInput,
  RadioFieldInput,
  ReferenceFieldInput,
  SelectFieldInput,
  TagsFieldInput,
} from './inputs/choiceInputs';
import { ColorFieldInput } from './inputs/ColorInput';
import { commonProps } from './inputs/common';
import { DateFieldInput, TimeFieldInput } from './inputs/dateInputs';
import { MoneyInput, NumberFieldInput } from './inputs/numberInputs';
import { PhoneFieldInput } from './inputs/PhoneInput';
import { RemoteFieldInput } from './inputs/RemoteFieldInput';
import { PasswordFieldInput, TextareaInput, TextFieldInput } from './inputs/textInputs';

/**
 * An input whose code loads on demand: with the first form that has one, or earlier through
 * `preload`. Each drawing of it keeps what it began with: the loaded input when its code was at
 * hand, else a lazy one that suspends (its Suspense shows a placeholder) until the code is loaded.
 */
function loadedOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let failed = false;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    ));
  /** The load while it runs, null once it is settled (a failure shows where the input is drawn). */
  const preload = (): Promise<unknown> | null => {
    const running = start();
    return loaded || failed ? null : running;
  };
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Input(props: P) {
    // chosen once: switching from the lazy input to the loaded one would draw the input anew
    const [Drawn] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Drawn {...props} />;
  }
  return { Input, preload };
}

// the upload inputs load with the first form that has one
const upload = loadedOnDemand(() =>
  import('./inputs/UploadFieldInput').then((module) => module.UploadFieldInput),
);
const UploadFieldInput = upload.Input;

function Loading({ height }: { height: number }) {
  return <Skeleton variant="rounded" height={height} sx={{ my: 1 }} />;
}

// the rich-text editor (ra-input-rich-text, tiptap) loads with the first form that has one
const richText = loadedOnDemand(() =>
  import('./inputs/RichTextFieldInput').then((module) => module.RichTextFieldInput),
);
const RichTextFieldInput = richText.Input;

/** The fields of a form and of its lists' entries. */
function allFields(fields: readonly FieldSpec[]): FieldSpec[] {
  return fields.flatMap((spec) => (spec.kind === 'array' ? [spec, ...allFields(spec.fields)] : [spec]));
}

/**
 * Starts loading the code of the inputs of `fields` that load on demand: the loads still running
 * (each the same promise until it settles). A form waits for them before it shows anything: an
 * editor taking its placeholder's place would move the inputs and buttons below it, and a press
 * begun on a button would end beside it.
 */
export function preloadInputs(fields: readonly FieldSpec[]): Promise<unknown>[] {
  return allFields(fields)
    .map((spec) =>
      spec.kind === 'richtext'
        ? richText.preload()
        : spec.kind === 'image' || spec.kind === 'file'
          ? upload.preload()
          : null,
    )
    .filter((load): load is Promise<unknown> => load !== null);
}

/**
 * Whether the code of the inputs of `fields` that load on demand is loaded (or failed to load);
 * starts loading it and renders again when it is.
 */
export function useInputsLoaded(fields: readonly FieldSpec[]): boolean {
  const [pending] = preloadInputs(fields);
  const [, settled] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    const done = () => {
      if (live) settled();
    };
    pending.then(done, done);
    return () => {
      live = false;
    };
  }, [pending]);
  return pending === undefined;
}

/** Formatted text: the editor's HTML, sanitised by the server. */
function RichTextInput({ spec }: { spec: SpecOf<'richtext'> }) {
  return (
    <Suspense fallback={<Loading height={160} />}>
      <RichTextFieldInput spec={spec} />
    </Suspense>
  );
}

function LazyUpload({ spec }: { spec: SpecOf<'image' | 'file'> }) {
  return (
    <Suspense fallback={<Loading height={120} />}>
      <UploadFieldInput spec={spec} />
    </Suspense>
  );
}

/** A list of entries, each with the inputs of `spec.fields` (react-admin's ArrayInput). */
function ArrayFieldInput({ spec }: { spec: SpecOf<'array'> }) {
  const { helperText, validate, ...props } = commonProps(spec);
  const entries = useWatch({ name: spec.source }) as unknown[] | undefined;
  const full = spec.max !== undefined && (entries?.length ?? 0) >= spec.max;
  // a form of no resource (a settings page, a wizard) still needs one for the iterator's labels
  const resource = useResourceContext() ?? 'forms';
  return (
    <ArrayInput {...props} helperText={helperText} validate={validate}>
      <SimpleFormIterator
        inline
        disableReordering
        disableAdd={full || spec.disabled || spec.readOnly}
        resource={resource}
      >
        {spec.fields.length === 1 ? (
          <FieldInput source={spec.fields[0]!.source} spec={spec.fields[0]!} />
        ) : (
          spec.fields.map((field) => <FieldInput key={field.source} source={field.source} spec={field} />)
        )}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** Every kind of input and what draws it (CONVENTIONS: dispatch with a map). */
const FIELD_INPUTS: { [K in FieldKind]: ComponentType<{ spec: SpecOf<K> }> } = {
  text: TextFieldInput,
  email: TextFieldInput,
  url: TextFieldInput,
  textarea: TextareaInput,
  password: PasswordFieldInput,
  number: NumberFieldInput,
  integer: NumberFieldInput,
  money: MoneyInput,
  select: SelectFieldInput,
  radio: RadioFieldInput,
  autocomplete: AutocompleteFieldInput,
  reference: ReferenceFieldInput,
  remote: RemoteFieldInput,
  date: DateFieldInput,
  time: TimeFieldInput,
  boolean: BooleanFieldInput,
  phone: PhoneFieldInput,
  tags: TagsFieldInput,
  array: ArrayFieldInput,
  richtext: RichTextInput,
  color: ColorFieldInput,
  image: LazyUpload,
  file: LazyUpload,
};

function Conditional({ spec, when }: { spec: FieldSpec; when: (values: FieldValues) => boolean }) {
  const values = useWatch() as FieldValues;
  return when(values) ? <FieldInput spec={{ ...spec, when: undefined }} /> : null;
}

/**
 * The input of one field declaration. (`source` repeats the spec's for react-admin's ArrayInput,
 * which reads its children's sources to make a new entry.)
 */
export function FieldInput({ spec }: { spec: FieldSpec; source?: string }) {
  if (spec.when) return <Conditional spec={spec} when={spec.when} />;
  return <HintedInput spec={spec} />;
}

/** The input of a declaration, with the required mark and limits of the form's schema. */
/** Keeps the value `sets` names following this input's value (changes made here only). */
function SetsValue({ source, sets }: { source: string; sets: NonNullable<FieldSpec['sets']> }) {
  const { setValue, getValues } = useFormContext();
  const value: unknown = useWatch({ name: source });
  // the values the form starts with (a saved object, a draft) are left as they are
  const seen = useRef(value);
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    const next = sets.from(value);
    if (Object.is(getValues(sets.source), next)) return;
    setValue(sets.source, next, { shouldDirty: true });
  }, [value, sets, setValue, getValues]);
  return null;
}

function HintedInput({ spec }: { spec: FieldSpec }) {
  const hinted = withHints(spec, useFieldHints(spec.source));
  const Input = FIELD_INPUTS[hinted.kind] as ComponentType<{ spec: FieldSpec }>;
  return (
    <>
      <Input spec={hinted} />
      {spec.sets && <SetsValue source={spec.source} sets={spec.sets} />}
    </>
  );
}

/**
 * The inputs of a list of field declarations, in one column or, from the small breakpoint on,
 * two (a `wide` field takes both).
 */
export function FieldInputs({ fields, columns = 1 }: { fields: readonly FieldSpec[]; columns?: 1 | 2 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${columns}, minmax(0, 1fr))` },
        alignItems: 'start',
      }}
    >
      {fields.map((spec) => (
        <Box key={spec.source} sx={spec.wide || isWide(spec) ? { gridColumn: '1 / -1' } : undefined}>
          <FieldInput spec={spec} />
        </Box>
      ))}
    </Box>
  );
}

/** Kinds that need the whole width whatever the columns. */
const WIDE_KINDS: readonly FieldKind[] = ['textarea', 'richtext', 'array', 'image', 'file'];
const isWide = (spec: FieldSpec) => WIDE_KINDS.includes(spec.kind);
