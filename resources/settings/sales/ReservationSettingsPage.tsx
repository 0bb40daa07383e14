import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import type { ReservationSettingsRecord } from '../../../schema/api/sales';
import {
  CREDITOR_COUNTRIES,
  PAYMENT_DAYS_MAX,
  RESERVATION_FEE_MAX,
  reservationSettingsSchema,
} from '../../../schema/sales';
import { FormSection, QueryContent, SchemaForm, useSettingsEdit, type FieldSpec } from '../../../src/forms';
import { SettingsPageHeader } from '../project/SettingsPageHeader';

export const RESERVATION_SETTINGS_KEY = ['settings', 'reservations'] as const;

const SERVER_ERRORS = {
  conflictKeys: ['reservation_settings_changed_meanwhile'],
  conflictMessage: 'mail_settings_conflict',
} as const;

const FIELDS: readonly FieldSpec[] = [
  {
    source: 'fee',
    kind: 'money',
    label: 'reservation_settings_fee',
    required: true,
    min: 1,
    max: RESERVATION_FEE_MAX,
  },
  {
    source: 'paymentDays',
    kind: 'integer',
    label: 'reservation_settings_payment_days',
    required: true,
    min: 1,
    max: PAYMENT_DAYS_MAX,
  },
  {
    source: 'iban',
    kind: 'text',
    label: 'reservation_settings_iban',
    required: true,
    helperText: 'reservation_settings_iban_help',
  },
  {
    source: 'creditorName',
    kind: 'text',
    label: 'reservation_settings_creditor',
    required: true,
    maxLength: 70,
  },
  { source: 'street', kind: 'text', label: 'reservation_settings_street', required: true, maxLength: 70 },
  { source: 'buildingNumber', kind: 'text', label: 'reservation_settings_building', maxLength: 16 },
  { source: 'zip', kind: 'text', label: 'reservation_settings_zip', required: true, maxLength: 16 },
  { source: 'city', kind: 'text', label: 'reservation_settings_city', required: true, maxLength: 35 },
  {
    source: 'country',
    kind: 'select',
    label: 'reservation_settings_country',
    required: true,
    choices: CREDITOR_COUNTRIES.map((id) => ({ id, name: `reservation_settings_country_${id}` })),
  },
];

function ReservationSettingsForm({
  record,
  save,
  onReload,
}: {
  record: ReservationSettingsRecord;
  save: Parameters<typeof SchemaForm>[0]['onSubmit'];
  onReload: () => unknown;
}) {
  const defaultValues = useMemo(() => ({ ...record, fee: record.fee ?? '' }), [record]);
  return (
    <SchemaForm
      fields={FIELDS}
      defaultValues={defaultValues}
      schema={reservationSettingsSchema}
      onSubmit={save}
      serverErrors={SERVER_ERRORS}
      onReload={onReload}
      reloadLabel="mail_settings_reload"
      warnWhenUnsavedChanges
    />
  );
}

/**
 * Settings > reservations (sale projects): the reservation fee in CHF, the days the buyer has to pay
 * it, and the creditor of the reservation confirmation's QR-bill (a QR-IBAN and an address).
 */
export function ReservationSettingsPage() {
  const { query, save, reload } = useSettingsEdit({
    queryKey: RESERVATION_SETTINGS_KEY,
    read: (provider) => provider.getReservationSettings(),
    write: (provider, values, loaded) => {
      const parsed = reservationSettingsSchema.parse(values);
      return provider.saveReservationSettings({
        fee: parsed.fee,
        paymentDays: parsed.paymentDays ?? loaded.paymentDays,
        iban: parsed.iban,
        creditorName: parsed.creditorName,
        street: parsed.street,
        buildingNumber: parsed.buildingNumber,
        zip: parsed.zip,
        city: parsed.city,
        country: parsed.country || 'CH',
        version: loaded.version,
      });
    },
    savedMessage: 'reservation_settings_saved',
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, width: '100%', minWidth: 0 }}>
      <SettingsPageHeader title="reservation_settings_title" intro="reservation_settings_intro" />
      <FormSection title="reservation_settings_section">
        <QueryContent query={query} loadingHeight={200}>
          {(record) => <ReservationSettingsForm record={record} save={save} onReload={reload} />}
        </QueryContent>
      </FormSection>
    </Stack>
  );
}
