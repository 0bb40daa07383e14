import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Form, RadioButtonGroupInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { errorNotifications, statusOf, type AppDataProvider } from '../../../dataProvider';
import {
  bookingPageUrl,
  cancelBookingPageUrl,
  DECLINE_REASON_MAX,
  slotHasPlace,
  type PublicBookingReply,
  type PublicBookingSlot,
} from '../../../schema/viewingBooking';
import { formatDate } from '../../../schema/dates';
import { PublicFormFrame } from '../application/PublicFormFrame';
import { PublicLoadStatus, PublicNoticeAlert, usePublicLoad } from './publicLoad';
import { PublicLanguageProvider, startPublicLanguage } from '../application/PublicLanguage';

type Mode = 'book' | 'decline';

export const slotText = (s: Pick<PublicBookingSlot, 'startTime' | 'endTime'>) =>
  `${s.startTime}–${s.endTime}`;

/** The slots as radio choices with their free places; a full one (not the person's own) is disabled. */
export function slotChoices(
  slots: readonly PublicBookingSlot[],
  current: number | null,
  translate: (key: string, options?: Record<string, unknown>) => string,
) {
  return slots.map((s) => ({
    id: s.id,
    name: `${slotText(s)} · ${
      s.free === null
        ? translate('viewing_booking_open_house')
        : s.free > 0 || s.id === current
          ? translate('viewing_booking_free', { free: s.free, capacity: s.capacity })
          : translate('viewing_booking_full')
    }`,
    disabled: s.id !== current && !slotHasPlace(s),
  }));
}

/** What the person needs to know of an appointment: when, what, where, whom to ask. */
export function Facts({ data }: { data: Pick<PublicBookingReply, 'appointment'> }) {
  const translate = useTranslate();
  const a = data.appointment;
  const rows: Array<[string, string]> = [
    ['viewing_booking_when', `${formatDate(a.date)}, ${a.startTime}–${a.endTime}`],
    ['viewing_booking_object', a.objectLabel],
    ['viewing_booking_place', a.place],
    ['viewing_booking_contact', [a.contactPerson, a.contactPhone].filter(Boolean).join(', ')],
    ['viewing_booking_note', a.note],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
      {rows
        .filter(([, value]) => value.trim() !== '')
        .map(([key, value]) => (
          <Box key={key} sx={{ overflowWrap: 'anywhere' }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(key)}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

function BookingForm({
  data,
  onDone,
}: {
  data: PublicBookingReply;
  onDone: (reply: PublicBookingReply | null, message: string, ok: boolean) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { slug = '', token = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const current = data.participant.slotId;
  const choices = slotChoices(data.slots, current, translate);
  const submit = async (values: Record<string, unknown>) => {
    const slotId = Number(values.slotId);
    if (!slotId) return { slotId: translate('viewing_booking_choose_slot') };
    setBusy(true);
    try {
      const { data: reply } = await dataProvider.bookViewingSlot({ slug, token }, slotId);
      onDone(reply, reply.message ?? '', true);
    } catch (error) {
      onDone(null, errorNotifications(error, translate)[0]?.message ?? '', false);
    } finally {
      setBusy(false);
    }
    return undefined;
  };
  return (
    <Form onSubmit={submit} defaultValues={{ slotId: current ?? '' }} key={`${current ?? 0}`}>
      <RadioButtonGroupInput
        source="slotId"
        label={translate('viewing_booking_slots')}
        choices={choices}
        row={false}
        disableValue="disabled"
        helperText={false}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {translate(current ? 'viewing_booking_move' : 'viewing_booking_submit')}
        </Button>
        <Button component={RouterLink} to={cancelBookingPageUrl(slug, token)} variant="outlined" size="large">
          {translate('viewing_booking_cannot_come')}
        </Button>
      </Stack>
    </Form>
  );
}

function DeclineForm({
  onDone,
}: {
  onDone: (reply: PublicBookingReply | null, message: string, ok: boolean) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { slug = '', token = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    const reason = String(values.decline_reason ?? '').trim();
    setBusy(true);
    try {
      const { data: reply } = await dataProvider.declineViewing({ slug, token }, reason);
      onDone(reply, reply.message ?? '', true);
      return undefined;
    } catch (error) {
      const message = errorNotifications(error, translate)[0]?.message ?? '';
      if (statusOf(error) === 400) return { decline_reason: message };
      onDone(null, message, false);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={submit} defaultValues={{ decline_reason: '' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('viewing_decline_intro')}
      </Typography>
      <TextInput
        source="decline_reason"
        label={translate('viewing_decline_reason')}
        multiline
        minRows={3}
        fullWidth
        isRequired
        slotProps={{ htmlInput: { maxLength: DECLINE_REASON_MAX } }}
        helperText={false}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button type="submit" variant="contained" color="error" size="large" disabled={busy}>
          {translate('viewing_decline_submit')}
        </Button>
        <Button component={RouterLink} to={bookingPageUrl(slug, token)} variant="outlined" size="large">
          {translate('viewing_decline_back')}
        </Button>
      </Stack>
    </Form>
  );
}

function StatusOf({ data }: { data: PublicBookingReply }) {
  const translate = useTranslate();
  const p = data.participant;
  const slot = data.slots.find((s) => s.id === p.slotId);
  if (p.state === 'booked' && slot)
    return <Alert severity="success">{translate('viewing_booking_booked', { slot: slotText(slot) })}</Alert>;
  if (p.state === 'declined') return <Alert severity="info">{translate('viewing_booking_declined')}</Alert>;
  if (p.state === 'present') return <Alert severity="success">{translate('viewing_booking_present')}</Alert>;
  return null;
}

function Page({ mode }: { mode: Mode }) {
  const translate = useTranslate();
  const { slug = '', token = '' } = useParams();
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);

  const read = useCallback((dp: AppDataProvider) => dp.getViewingBooking({ slug, token }), [slug, token]);
  const { load, setLoad, reload } = usePublicLoad(read);

  const onDone = useCallback((reply: PublicBookingReply | null, message: string, ok: boolean) => {
    setNotice({ ok, message });
    if (reply) setLoad({ state: 'done', data: reply });
    else reload();
  }, []);

  const data = load.state === 'done' ? load.data : null;
  return (
    <PublicFormFrame
      project={data?.project.name}
      title={mode === 'book' ? 'viewing_booking_title' : 'viewing_cancel_title'}
      languages={data?.languages}
    >
      <PublicLoadStatus load={load} onRetry={reload} />
      {data && (
        <Stack spacing={2}>
          <PublicNoticeAlert notice={notice} />
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack spacing={2}>
                <Typography component="h2" variant="h6">
                  {translate('viewing_booking_hello', { name: data.participant.name })}
                </Typography>
                {mode === 'book' && data.participant.state === 'invited' && (
                  <Typography variant="body2">{translate('viewing_booking_intro')}</Typography>
                )}
                <Facts data={data} />
                {!notice && <StatusOf data={data} />}
                {mode === 'book' && data.participant.state !== 'present' && (
                  <BookingForm data={data} onDone={onDone} />
                )}
                {mode === 'decline' &&
                  data.participant.state !== 'present' &&
                  (data.participant.state === 'declined' ? (
                    <Button
                      component={RouterLink}
                      to={bookingPageUrl(slug, token)}
                      variant="outlined"
                      size="large"
                    >
                      {translate('viewing_decline_back')}
                    </Button>
                  ) : (
                    <DeclineForm onDone={onDone} />
                  ))}
              </Stack>
            </CardContent>
          </Card>
        </Stack>
      )}
    </PublicFormFrame>
  );
}

/** `action/{appointmentSlug}/{token}/appointments-booking-object`: an invited person books a slot. */
export function ViewingBookingPage() {
  const [search] = useSearchParams();
  return (
    <PublicLanguageProvider initial={startPublicLanguage(search)} area="viewingBooking">
      <Page mode="book" />
    </PublicLanguageProvider>
  );
}

/** `action/{appointmentSlug}/{token}/appointment-cancel-booking`: an invited person declines with a reason. */
export function ViewingCancelPage() {
  const [search] = useSearchParams();
  return (
    <PublicLanguageProvider initial={startPublicLanguage(search)} area="viewingBooking">
      <Page mode="decline" />
    </PublicLanguageProvider>
  );
}
