import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider';
import type { WebsiteThemeReply } from '../../../schema/api/projectSettings';
import { websiteThemeSchema } from '../../../schema/projectSettings';
import {
  dataOf,
  FieldInputs,
  FormSection,
  QueryContent,
  SchemaForm,
  useProjectSettings,
  useProviderQuery,
} from '../../../src/forms';
import { PublicThemePreview } from './PublicThemePreview';
import { themeFields, themeValuesOf, WEBSITE_THEME_KEY } from './projectSettingsModel';
import { SettingsPageHeader } from './SettingsPageHeader';

const SERVER_ERRORS = {
  conflictKeys: ['website_settings_changed'],
  conflictMessage: 'website_conflict',
} as const;

function LoadedForm({ theme, onReload }: { theme: WebsiteThemeReply; onReload: () => unknown }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const project = useProjectSettings();
  const defaultValues = useMemo(() => ({ ...themeValuesOf(theme), version: theme.version }), [theme]);
  const save = async (values: FieldValues) => {
    const saved = dataOf(await dataProvider.saveWebsiteTheme({ ...values, version: theme.version }));
    queryClient.setQueryData(WEBSITE_THEME_KEY, saved);
    notify('website_saved', { type: 'success' });
  };
  return (
    <SchemaForm
      defaultValues={defaultValues}
      schema={websiteThemeSchema}
      onSubmit={save}
      serverFields={['themeColor', 'fontColor', 'secondFontColor', 'font', 'customCss']}
      serverErrors={SERVER_ERRORS}
      onReload={onReload}
      reloadLabel="settings_reload"
      warnWhenUnsavedChanges
    >
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ flex: 3, minWidth: 0, width: '100%' }}>
          <FieldInputs fields={themeFields(theme)} />
        </Stack>
        <Stack sx={{ flex: 2, minWidth: 0, width: '100%' }}>
          <PublicThemePreview title={project?.project.title ?? ''} />
        </Stack>
      </Stack>
    </SchemaForm>
  );
}

/** Settings > website, the theme part: colours, font and custom CSS of the public pages, with a preview. */
export function WebsiteThemePage() {
  const query = useProviderQuery(WEBSITE_THEME_KEY, (provider) => provider.getWebsiteTheme());
  return (
    <Stack spacing={2} sx={{ maxWidth: 1080, width: '100%' }}>
      <SettingsPageHeader title="website_theme_title" intro="website_theme_intro" />
      <FormSection title="website_theme_title">
        <QueryContent query={query} loadingHeight={420}>
          {(theme) => <LoadedForm theme={theme} onReload={() => query.refetch()} />}
        </QueryContent>
      </FormSection>
    </Stack>
  );
}
