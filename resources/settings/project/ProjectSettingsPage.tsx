import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { BOOTSTRAP_QUERY_KEY } from '../../../authProvider/bootstrap';
import type { ProjectSettingsReply, StorageUsageReply } from '../../../schema/api/projectSettings';
import { projectSettingsSchema } from '../../../schema/projectSettings';
import {
  FieldInputs,
  FormSection,
  QueryContent,
  SchemaForm,
  useProviderQuery,
  useSettingsEdit,
} from '../../../src/forms';
import {
  CONTACT_FIELDS,
  GENERAL_FIELDS,
  PROJECT_SETTINGS_KEY,
  projectValuesOf,
} from './projectSettingsModel';
import { SettingsPageHeader } from './SettingsPageHeader';

const SERVER_ERRORS = {
  conflictKeys: ['project_settings_changed'],
  conflictMessage: 'project_settings_conflict',
} as const;

function Part({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography component="h3" variant="subtitle2">
      {translate(title)}
    </Typography>
  );
}

function LoadedForm({
  settings,
  save,
  onReload,
}: {
  settings: ProjectSettingsReply;
  save: (values: FieldValues) => Promise<void>;
  onReload: () => unknown;
}) {
  // the version is part of the values, so that a newer one (saved, or reloaded after a conflict) resets the form
  const defaultValues = useMemo(
    () => ({ ...projectValuesOf(settings), version: settings.version }),
    [settings],
  );
  return (
    <SchemaForm
      defaultValues={defaultValues}
      schema={projectSettingsSchema}
      onSubmit={save}
      serverFields={['name', 'address', 'contactName', 'phone', 'email', 'language', 'currency']}
      serverErrors={SERVER_ERRORS}
      onReload={onReload}
      reloadLabel="settings_reload"
      warnWhenUnsavedChanges
    >
      <Part title="project_settings_general" />
      <FieldInputs fields={GENERAL_FIELDS(settings)} columns={2} />
      <Part title="project_settings_contact" />
      <FieldInputs fields={CONTACT_FIELDS} columns={2} />
    </SchemaForm>
  );
}

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** A number of bytes as people read it: GB from one gigabyte on, MB below. */
function sizeOf(bytes: number): string {
  return bytes >= GB ? `${(bytes / GB).toFixed(1)} GB` : `${(bytes / MB).toFixed(1)} MB`;
}

/** What the project's files take of its quota, and what one person may upload in an hour. */
function StorageUsage({ usage }: { usage: StorageUsageReply }) {
  const translate = useTranslate();
  const percent = usage.quotaBytes > 0 ? Math.min(100, (usage.usedBytes / usage.quotaBytes) * 100) : 0;
  const used = translate('project_settings_storage_used', {
    used: sizeOf(usage.usedBytes),
    quota: sizeOf(usage.quotaBytes),
    percent: Math.round(percent),
  });
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{used}</Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 90 ? 'error' : 'primary'}
        aria-label={used}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('project_settings_storage_rate', { rate: sizeOf(usage.ratePerHourBytes) })}
      </Typography>
    </Stack>
  );
}

/** Settings > project: the project's name, address, default language and currency, and its contact. */
export function ProjectSettingsPage() {
  const queryClient = useQueryClient();
  const { query, save, reload } = useSettingsEdit({
    queryKey: PROJECT_SETTINGS_KEY,
    read: (provider) => provider.getProjectSettings(),
    write: (provider, values, settings) =>
      provider.saveProjectSettings({ ...values, version: settings.version }),
    savedMessage: 'project_settings_saved',
    // the top bar's project name and the currency of money inputs come from the bootstrap
    onSaved: () => void queryClient.invalidateQueries({ queryKey: BOOTSTRAP_QUERY_KEY }),
  });
  const storage = useProviderQuery(['settings', 'storage'], (provider) => provider.getStorageUsage());
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, width: '100%' }}>
      <SettingsPageHeader title="project_settings_title" />
      <FormSection title="project_settings_title">
        <QueryContent query={query} loadingHeight={360}>
          {(settings) => <LoadedForm settings={settings} save={save} onReload={reload} />}
        </QueryContent>
      </FormSection>
      <FormSection title="project_settings_storage">
        <QueryContent query={storage} loadingHeight={72}>
          {(usage) => <StorageUsage usage={usage} />}
        </QueryContent>
      </FormSection>
    </Stack>
  );
}
