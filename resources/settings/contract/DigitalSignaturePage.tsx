import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { DigitalSignatureRecord } from '../../../schema/api/contractSettings';
import { digitalSignatureSchema } from '../../../schema/contract';
import { FormSection, QueryContent, SchemaForm, useSettingsEdit } from '../../../src/forms';
import { SettingsPageHeader } from '../project/SettingsPageHeader';
import { CONTRACT_SERVER_ERRORS, DIGITAL_SIGNATURE_KEY, digitalSignatureFields } from './contractModel';

function DigitalSignatureForm({
  record,
  save,
  onReload,
}: {
  record: DigitalSignatureRecord;
  save: Parameters<typeof SchemaForm>[0]['onSubmit'];
  onReload: () => unknown;
}) {
  const translate = useTranslate();
  const fields = useMemo(() => digitalSignatureFields(record), [record]);
  const defaultValues = useMemo(
    () => ({
      countersigner_id: record.countersigner_id ?? '',
      link_days: record.link_days,
      version: record.version,
    }),
    [record],
  );
  return (
    <>
      {record.countersigner_id === null && (
        <Typography variant="body2" color="text.secondary">
          {translate('digital_signature_nobody')}
        </Typography>
      )}
      <SchemaForm
        fields={fields}
        defaultValues={defaultValues}
        schema={digitalSignatureSchema}
        onSubmit={save}
        serverErrors={CONTRACT_SERVER_ERRORS}
        onReload={onReload}
        reloadLabel="mail_settings_reload"
        warnWhenUnsavedChanges
      />
    </>
  );
}

/** Settings > digital signature: who countersigns the rental agreements, how long a signing link lasts. */
export function DigitalSignaturePage() {
  const { query, save, reload } = useSettingsEdit({
    queryKey: DIGITAL_SIGNATURE_KEY,
    read: (provider) => provider.getDigitalSignature(),
    write: (provider, values, loaded) =>
      provider.saveDigitalSignature({
        countersigner_id: Number(values.countersigner_id),
        link_days: Number(values.link_days),
        version: loaded.version,
      }),
    savedMessage: 'digital_signature_saved',
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, width: '100%', minWidth: 0 }}>
      <SettingsPageHeader title="digital_signature_title" intro="digital_signature_intro" />
      <FormSection title="digital_signature_section">
        <QueryContent query={query} loadingHeight={200}>
          {(record) => <DigitalSignatureForm record={record} save={save} onReload={reload} />}
        </QueryContent>
      </FormSection>
    </Stack>
  );
}
