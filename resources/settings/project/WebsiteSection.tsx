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
} from '../../../src/forms';
import type { ServerErrorOptions } from '../../../src/forms/serverErrors';

interface Versioned {
  version: number;
}

export interface WebsiteSectionProps<T extends Versioned> {
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

function WebsiteForm<T extends Versioned>({
  loaded,
  save,
  onReload,
  props,
}: {
  loaded: T;
  save: (values: FieldValues) => Promise<void>;
  onReload: () => unknown;
  props: WebsiteSectionProps<T>;
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
 * A section of settings > website with its own form and edit version beside the theme (the city
 * template, the privacy text, the public object list): saved with the version it was loaded at, a conflict offers a reload.
 */
export function WebsiteSection<T extends Versioned>(props: WebsiteSectionProps<T>) {
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
        {(loaded) => <WebsiteForm loaded={loaded} save={save} onReload={reload} props={props} />}
      </QueryContent>
    </FormSection>
  );
}
