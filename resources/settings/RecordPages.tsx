import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { DeleteWithConfirmButton, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import type { AppDataProvider } from '../../dataProvider';
import type { ListMeta } from '../../schema/listPaths';
import {
  QueryContent,
  SchemaCreate,
  SchemaEdit,
  SchemaForm,
  useProviderQuery,
  type FieldSpec,
} from '../../src/forms';
import { listQueryKey } from '../../src/list';

/** A settings record's page: its heading and the way back to its list. */
export function RecordPage({
  title,
  backTo,
  backLabel,
  children,
}: {
  /** key of the heading */
  title: string;
  /** the list's path */
  backTo: string;
  /** key of the link back */
  backLabel: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Paper component="article" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {translate(title)}
        </Typography>
        <Button component={Link} to={backTo}>
          {translate(backLabel)}
        </Button>
      </Stack>
      {children}
    </Paper>
  );
}

/** A list of the settings resource and its records: the resource and the meta naming the list. */
export interface SettingsListRef {
  resource: string;
  meta: ListMeta;
}

/**
 * After a change to one of a settings list's records: react-admin's record calls and the list's
 * reload carry the list's meta (the data provider turns resource and meta into the API path).
 */
export function useSettingsListDone(list: SettingsListRef) {
  const queryClient = useQueryClient();
  const { resource, meta } = list;
  return useMemo(
    () => ({
      meta,
      reloadList: () => void queryClient.invalidateQueries({ queryKey: listQueryKey(resource, meta) }),
    }),
    [queryClient, resource, meta],
  );
}

/**
 * A settings record (a team, an owner) declared once: its list (resource and meta), the path of the
 * list's page, the key prefix of its texts (`<texts>_create_title`, `_edit_title`, `_back_to_list`, `_saved`, `_deleted`,
 * `_delete_title`, `_delete_content`), the choices its inputs need, its fields and its rules.
 */
export interface SettingsRecord<Choices> {
  list: SettingsListRef;
  path: string;
  texts: string;
  choices: (dataProvider: AppDataProvider) => Promise<{ data: Choices }>;
  fields: (choices: Choices) => FieldSpec[];
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  defaultValues: FieldValues;
}

/** After a save or delete: the notice, the list loads again, back to it. */
function useDone(record: SettingsRecord<unknown>, message: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { meta, reloadList } = useSettingsListDone(record.list);
  const { path } = record;
  return useMemo(
    () => ({
      meta,
      onSuccess: () => {
        notify(message, { type: 'success' });
        reloadList();
        navigate(path);
      },
    }),
    [notify, navigate, message, meta, reloadList, path],
  );
}

const useChoices = <Choices,>(record: SettingsRecord<Choices>) =>
  useProviderQuery<Choices>([record.list.resource, 'choices', record.list.meta], record.choices);

/** The create page of a settings record. */
export function RecordCreate<Choices>({ record }: { record: SettingsRecord<Choices> }) {
  const choices = useChoices(record);
  const mutationOptions = useDone(record as SettingsRecord<unknown>, `${record.texts}_saved`);
  return (
    <RecordPage
      title={`${record.texts}_create_title`}
      backTo={record.path}
      backLabel={`${record.texts}_back_to_list`}
    >
      <QueryContent query={choices}>
        {(data) => (
          <SchemaCreate resource={record.list.resource} redirect={false} mutationOptions={mutationOptions}>
            <SchemaForm
              fields={record.fields(data)}
              schema={record.createSchema}
              defaultValues={record.defaultValues}
              warnWhenUnsavedChanges
            />
          </SchemaCreate>
        )}
      </QueryContent>
    </RecordPage>
  );
}

/** The edit page of a settings record (its id from the path), with delete. */
export function RecordEdit<Choices>({ record }: { record: SettingsRecord<Choices> }) {
  const { id = '' } = useParams();
  const choices = useChoices(record);
  const mutationOptions = useDone(record as SettingsRecord<unknown>, `${record.texts}_saved`);
  const deleted = useDone(record as SettingsRecord<unknown>, `${record.texts}_deleted`);
  return (
    <RecordPage
      title={`${record.texts}_edit_title`}
      backTo={record.path}
      backLabel={`${record.texts}_back_to_list`}
    >
      <QueryContent query={choices}>
        {(data) => (
          <SchemaEdit
            resource={record.list.resource}
            id={id}
            redirect={false}
            queryOptions={{ meta: record.list.meta }}
            mutationOptions={mutationOptions}
          >
            <SchemaForm fields={record.fields(data)} schema={record.updateSchema} warnWhenUnsavedChanges />
            <Stack direction="row">
              <DeleteWithConfirmButton
                resource={record.list.resource}
                redirect={false}
                mutationMode="pessimistic"
                mutationOptions={deleted}
                confirmTitle={`${record.texts}_delete_title`}
                confirmContent={`${record.texts}_delete_content`}
              />
            </Stack>
          </SchemaEdit>
        )}
      </QueryContent>
    </RecordPage>
  );
}
