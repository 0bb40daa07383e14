import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { RadioButtonGroupInput, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorNotifications, statusOf, type AppDataProvider } from '../../../dataProvider';
import { formatDate } from '../../../schema/dates';
import { withPhoneMetadata } from '../../../schema/phoneMetadataMissing';
import {
  contactBookingSchema,
  personBookingSchema,
  type ContactBookingReply,
  type ContactBookingScope,
} from '../../../schema/interestedBooking';
import { FormSaveButton, SchemaForm, type FieldSpec } from '../../forms';
import { PublicFormFrame } from '../application/PublicFormFrame';
import { PublicLoadStatus, PublicNoticeAlert, usePublicLoad } from './publicLoad';
import {
  PublicLanguageProvider,
  startPublicLanguage,
  usePublicLanguage,
} from '../application/PublicLanguage';
import { Facts, slotChoices } from './ViewingBookingPage';

const NO_RECORD = {};

const CONTACT_FIELDS: readonly FieldSpec[] = [
  {
    source: 'name',
    kind: 'text',
    label: 'contact_booking_name',
    required: true,
    autoComplete: 'name',
    maxLength: 200,
  },
  { source: 'email', kind: 'email', label: 'contact_booking_email', required: true, autoComplete: 'email' },
  {
    source: 'phone',
    kind: 'phone',
    label: 'contact_booking_phone',
    required: true,
    autoComplete: 'tel',
    helperText: 'contact_booking_phone_hint',
  },
];

/** The chosen appointment's facts and its slots (the appointments first, when there are several). */
function SlotChoice({ data }: { data: ContactBookingReply }) {
  const translate = useTranslate();
  const chosen: unknown = useWatch({ name: 'appointment' });
  const current = data.appointments.find((a) => a.slug === chosen) ?? data.appointments[0]!;
  return (
    <Stack spacing={2}>
      {data.appointments.length > 1 && (
        <RadioButtonGroupInput
          source="appointment"
          label={translate('contact_booking_appointment')}
          choices={data.appointments.map((a) => ({
            id: a.slug,
            name: `${formatDate(a.appointment.date)}, ${a.appointment.startTime}–${a.appointment.endTime}${
              a.appointment.objectLabel ? ` · ${a.appointment.objectLabel}` : ''
            }`,
          }))}
          row={false}
          helperText={false}
        />
      )}
      <Facts data={current} />
      <RadioButtonGroupInput
        key={current.slug}
        source="slotId"
        label={translate('viewing_booking_slots')}
        choices={slotChoices(current.slots, null, translate)}
        row={false}
        disableValue="disabled"
      />
    </Stack>
  );
}

function BookingForm({
  scope,
  data,
  onDone,
}: {
  scope: ContactBookingScope;
  data: ContactBookingReply;
  onDone: (reply: ContactBookingReply | null, message: string, ok: boolean) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { language } = usePublicLanguage();
  // a person's own link knows the person: only the appointment and the slot are asked
  const own = scope.kind === 'person';
  const schema = own ? personBookingSchema : contactBookingSchema;
  const defaults = useMemo(
    () => ({
      name: '',
      email: '',
      phone: '',
      language,
      appointment: data.appointments[0]?.slug ?? '',
      slotId: null,
    }),
    [data.appointments, language],
  );
  const submit = async (values: Record<string, unknown>) => {
    try {
      const { data: reply } = await dataProvider.bookWithContact(
        scope,
        await withPhoneMetadata(() => schema.parse(values)),
      );
      onDone(reply, reply.message ?? '', true);
    } catch (error) {
      // a field the server refused goes on its input; anything else (a full slot, a closed page) above
      if (statusOf(error) === 400) throw error;
      onDone(null, errorNotifications(error, translate)[0]?.message ?? '', false);
    }
    return undefined;
  };
  return (
    <SchemaForm
      fields={own ? [] : CONTACT_FIELDS}
      record={NO_RECORD}
      schema={schema}
      defaultValues={defaults}
      onSubmit={submit}
      serverFields={['appointment', 'slotId', 'language']}
      formAttributes={{ 'aria-label': translate('contact_booking_form') }}
      toolbar={
        <Box sx={{ mt: 1 }}>
          <FormSaveButton label="viewing_booking_submit" icon={<></>} alwaysEnable />
        </Box>
      }
    >
      <SlotChoice data={data} />
    </SchemaForm>
  );
}

function Page({ scope }: { scope: ContactBookingScope }) {
  const translate = useTranslate();
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const scopeKey = JSON.stringify(scope);

  const read = useCallback(
    (dp: AppDataProvider) => dp.getContactBooking(JSON.parse(scopeKey) as ContactBookingScope),
    [scopeKey],
  );
  const { load, setLoad, reload } = usePublicLoad(read);

  const onDone = useCallback((reply: ContactBookingReply | null, message: string, ok: boolean) => {
    setNotice({ ok, message });
    if (reply) setLoad({ state: 'done', data: reply });
    else reload();
  }, []);

  const data = load.state === 'done' ? load.data : null;
  // with contact, a booking ends the page (the person's own link comes by mail); a person's own page stays
  const booked = scope.kind !== 'person' && data?.booked !== undefined && notice?.ok === true;
  return (
    <PublicFormFrame project={data?.project.name} title="contact_booking_title" languages={data?.languages}>
      <PublicLoadStatus load={load} onRetry={reload} />
      {data && (
        <Stack spacing={2}>
          <PublicNoticeAlert notice={notice} />
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack spacing={2}>
                {data.person && (
                  <Typography component="h2" variant="h6">
                    {translate('viewing_booking_hello', { name: data.person.name })}
                  </Typography>
                )}
                {data.object && (
                  <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                    {data.object.label}
                  </Typography>
                )}
                {data.appointments.length === 0 ? (
                  <Typography>{translate('contact_booking_none')}</Typography>
                ) : booked ? (
                  <Typography variant="body2">{translate('contact_booking_mail_hint')}</Typography>
                ) : (
                  <>
                    <Typography variant="body2">
                      {translate(
                        scope.kind === 'person' ? 'contact_booking_intro_own' : 'contact_booking_intro',
                      )}
                    </Typography>
                    <BookingForm scope={scope} data={data} onDone={onDone} />
                  </>
                )}
              </Stack>
            </CardContent>
          </Card>
        </Stack>
      )}
    </PublicFormFrame>
  );
}

/** `action/appointments-booking-general-with-contact`: anyone books a general viewing with their contact. */
export function GeneralContactBookingPage() {
  const [search] = useSearchParams();
  return (
    <PublicLanguageProvider initial={startPublicLanguage(search)} area="viewingBooking">
      <Page scope={{ kind: 'general' }} />
    </PublicLanguageProvider>
  );
}

/** `action/{interestedPersonSlug}/appointments-booking-general`: an interested person books a general viewing. */
export function PersonBookingPage() {
  const [search] = useSearchParams();
  const { personSlug = '' } = useParams();
  return (
    <PublicLanguageProvider initial={startPublicLanguage(search)} area="viewingBooking">
      <Page scope={{ kind: 'person', token: personSlug }} />
    </PublicLanguageProvider>
  );
}

/** `action/{objectSlug}/appointments-booking-object-with-contact`: anyone books a viewing of an object. */
export function ObjectContactBookingPage() {
  const [search] = useSearchParams();
  const { objectSlug = '' } = useParams();
  return (
    <PublicLanguageProvider initial={startPublicLanguage(search)} area="viewingBooking">
      <Page scope={{ kind: 'object', objectSlug }} />
    </PublicLanguageProvider>
  );
}
