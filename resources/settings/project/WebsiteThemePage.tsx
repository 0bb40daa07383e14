import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { WebsiteThemeReply } from '../../../schema/api/projectSettings';
import { websiteThemeSchema } from '../../../schema/projectSettings';
import {
  FieldInputs,
  FormSection,
  QueryContent,
  SchemaForm,
  useProjectSettings,
  useSettingsEdit,
} from '../../../src/forms';
import { CityTemplateSection } from './CityTemplateSection';
import { PrivacyTextSection } from './PrivacyTextSection';
import { ObjectListSection } from './ObjectListSection';
import { PublicThemePreview } from './PublicThemePreview';
import { themeFields, themeValuesOf, WEBSITE_THEME_KEY } from './projectSettingsModel';
import { SettingsPageHeader } from './SettingsPageHeader';

const SERVER_ERRORS = {
  conflictKeys: ['website_settings_changed'],
  conflictMessage: 'website_conflict',
} as const;

function LoadedForm({
  theme,
  save,
  onReload,
}: {
  theme: WebsiteThemeReply;
  save: (values: FieldValues) => Promise<void>;
  onReload: () => unknown;
}) {
  const project = useProjectSettings();
  const defaultValues = useMemo(() => ({ ...themeValuesOf(theme), version: theme.version }), [theme]);
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

/**
 * Settings > website: the theme (colours, font and custom CSS of the public pages, with a preview)
 * the city template, and the public object list with its iframe (page builder).
 */
export function WebsiteThemePage() {
  const { query, save, reload } = useSettingsEdit({
    queryKey: WEBSITE_THEME_KEY,
    read: (provider) => provider.getWebsiteTheme(),
    write: (provider, values, theme) => provider.saveWebsiteTheme({ ...values, version: theme.version }),
    savedMessage: 'website_saved',
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 1080, width: '100%' }}>
      <SettingsPageHeader title="website_theme_title" intro="website_theme_intro" />
      <FormSection title="website_theme_section">
        <QueryContent query={query} loadingHeight={420}>
          {(theme) => <LoadedForm theme={theme} save={save} onReload={reload} />}
        </QueryContent>
      </FormSection>
      <CityTemplateSection />
      <PrivacyTextSection />
      <ObjectListSection />
    </Stack>
  );
}
