import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  FieldInputs,
  FormSection,
  QueryContent,
  SchemaForm,
  useSettingsEdit,
  type FieldSpec,
  type SettingsEditOptions,
} from '../../src/forms';
import type { ServerErrorOptions } from '../../src/forms/serverErrors';

interface Versioned {
  version: number;
}

export interface VersionedSectionProps<T extends Versioned> {
  title: string;
  intro: string;
  queryKey: readonly string[];
  read: SettingsEditOptions<T, T>['read'];
  write: (
    provider: Parameters<SettingsEditOptions<T, T>['write']>[0],
    values: FieldValues,
  ) => Promise<{ data: T }>;
  savedMessage: string;
  schema: z.ZodType;
  fields: FieldSpec[];
  serverFields: string[];
  serverErrors: ServerErrorOptions;
  /** the form's values of the loaded settings (the version is added) */
  valuesOf: (loaded: T) => Record<string, unknown>;
}

function VersionedForm<T extends Versioned>({
  loaded,
  save,
  onReload,
  props,
}: {
  loaded: T;
  save: (values: FieldValues) => Promise<void>;
  onReload: () => unknown;
  props: VersionedSectionProps<T>;
}) {
  const { valuesOf } = props;
  const defaultValues = useMemo(() => ({ ...valuesOf(loaded), version: loaded.version }), [loaded, valuesOf]);
  return (
    <SchemaForm
      defaultValues={defaultValues}
      schema={props.schema}
      onSubmit={save}
      serverFields={props.serverFields}
      serverErrors={props.serverErrors}
      onReload={onReload}
      reloadLabel="settings_reload"
      warnWhenUnsavedChanges
    >
      <FieldInputs fields={props.fields} />
    </SchemaForm>
  );
}

/**
 * A settings section with its own form and edit version (on settings > website the city template,
 * the privacy text and the public object list; the reference questions of the form settings):
 * saved with the version it was loaded at, a conflict offers a reload.
 */
export function VersionedSection<T extends Versioned>(props: VersionedSectionProps<T>) {
  const translate = useTranslate();
  const { query, save, reload } = useSettingsEdit<T>({
    queryKey: props.queryKey,
    read: props.read,
    write: (provider, values, loaded) => props.write(provider, { ...values, version: loaded.version }),
    savedMessage: props.savedMessage,
  });
  return (
    <FormSection title={props.title} description={translate(props.intro)}>
      <QueryContent query={query} loadingHeight={120}>
        {(loaded) => <VersionedForm loaded={loaded} save={save} onReload={reload} props={props} />}
      </QueryContent>
    </FormSection>
  );
}
