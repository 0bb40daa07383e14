import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LANGUAGE_NAMES } from '../../../i18n';
import type { FormSettingsReply } from '../../../schema/api/applicationForms';
import { formatDate } from '../../../schema/dates';
import { FormSection, QueryContent, useProviderQuery } from '../../../src/forms';
import { SettingsPageHeader } from '../project/SettingsPageHeader';
import { FORM_SETTINGS_KEY } from './FormBuilderPage';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' }, gap: 1, py: 0.5 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const timeOf = (iso: string) => (iso.length >= 16 ? iso.slice(11, 16) : '');

function General({ settings }: { settings: FormSettingsReply }) {
  const translate = useTranslate();
  const { general } = settings;
  const fields = settings.definition.sections.reduce((sum, section) => sum + section.fields.length, 0);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Row label={translate('form_builder_version')}>{settings.version}</Row>
      <Row label={translate('form_builder_changed_at')}>
        {general.updatedAt
          ? `${formatDate(general.updatedAt.slice(0, 10))} ${timeOf(general.updatedAt)}`
          : ''}
      </Row>
      <Row label={translate('form_builder_changed_by')}>
        {general.updatedBy ?? translate('form_builder_shipped')}
      </Row>
      <Row label={translate('form_builder_applications')}>{general.applications}</Row>
      <Row label={translate('form_builder_size')}>
        {translate('form_builder_size_value', { sections: settings.definition.sections.length, fields })}
      </Row>
      <Row label={translate('form_builder_languages')}>
        {general.languages.map((language) => LANGUAGE_NAMES[language]).join(', ')}
      </Row>
      <Row label={translate('form_builder_public_link')}>{`${general.publicPath}?uuids=…`}</Row>
      <Row label={translate('form_builder_field_types')}>
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }} component="span">
          {general.fieldTypes.map((type) => (
            <Chip
              key={type.code}
              size="small"
              label={`${type.code} · ${translate(`form_builder_type_${type.name}`)}`}
            />
          ))}
        </Stack>
      </Row>
      <Box sx={{ pt: 2 }}>
        <Link component={RouterLink} to="../forms">
          {translate('form_builder_open')}
        </Link>
      </Box>
    </Box>
  );
}

/** Settings > form settings > general: the form's current version, when and by whom it was saved, how much it is used. */
export function FormGeneralPage() {
  const query = useProviderQuery(FORM_SETTINGS_KEY, (provider) => provider.getFormSettings());
  return (
    <Stack spacing={2} sx={{ maxWidth: 1080, width: '100%' }}>
      <SettingsPageHeader title="form_general_title" intro="form_general_intro" />
      <FormSection title="form_general_title">
        <QueryContent query={query} loadingHeight={240}>
          {(settings) => <General settings={settings} />}
        </QueryContent>
      </FormSection>
    </Stack>
  );
}
