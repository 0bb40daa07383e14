import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { NOTIFICATION_EVENTS } from '../../schema/validation';
import {
  NOTIFICATIONS_QUERY_KEY,
  profileApi,
  SYSTEM_NOTIFICATIONS_QUERY_KEY,
  type NotificationSettings,
  type SystemNotificationPreference,
} from './profileApi';
import { FormSwitch } from './inputs';
import { LoadFailed, ProfileSection, SectionLoading } from './ProfileParts';
import { useCallFeedback } from './useCallFeedback';

const SYSTEM_FIELDS = ['desktop', 'sound'] as const;

/** The browser's permission for notifications, or null where it has none. */
function browserPermission(): NotificationPermission | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : null;
}

/** Asks the browser for permission when desktop notifications are switched on and it has not been asked. */
async function askPermission(desktop: boolean): Promise<void> {
  if (desktop && browserPermission() === 'default') {
    try {
      await window.Notification.requestPermission();
    } catch {
      // an old browser without the promise form: the hint below tells the rest
    }
  }
}

function DesktopBlockedHint() {
  const translate = useTranslate();
  const desktop = useWatch({ name: 'desktop' }) as boolean | undefined;
  if (!desktop || browserPermission() !== 'denied') return null;
  return <Alert severity="warning">{translate('profile_desktop_blocked')}</Alert>;
}

const pick = <K extends string>(values: FieldValues, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, Boolean(values[key])])) as Record<K, boolean>;

function NotificationsForm({
  events,
  system,
}: {
  events: NotificationSettings;
  system: SystemNotificationPreference;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { showError } = useCallFeedback();

  const submit = async (values: FieldValues) => {
    const nextEvents = pick(values, NOTIFICATION_EVENTS);
    const nextSystem = pick(values, SYSTEM_FIELDS);
    try {
      const [savedEvents, savedSystem] = await Promise.all([
        profileApi.saveNotifications(nextEvents),
        profileApi.saveSystemNotifications(nextSystem),
      ]);
      queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, pick(savedEvents, NOTIFICATION_EVENTS));
      queryClient.setQueryData(SYSTEM_NOTIFICATIONS_QUERY_KEY, pick(savedSystem, SYSTEM_FIELDS));
      notify('profile_notifications_saved', { type: 'success' });
      await askPermission(nextSystem.desktop);
    } catch (error) {
      showError(error);
    }
    return undefined;
  };

  return (
    <Form record={{ ...events, ...system }} onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
            {translate('profile_notifications_email_heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('profile_notifications_email_intro')}
          </Typography>
          <FormGroup>
            {NOTIFICATION_EVENTS.map((event) => (
              <FormSwitch key={event} source={event} label={`profile_event_${event}`} />
            ))}
          </FormGroup>
        </Box>
        <Divider />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0, mb: 1 }}>
            {translate('profile_notifications_browser_heading')}
          </Typography>
          <FormGroup>
            <FormSwitch source="desktop" label="profile_desktop" />
            <FormSwitch source="sound" label="profile_sound" />
          </FormGroup>
          <DesktopBlockedHint />
        </Box>
        <Box>
          <SaveButton />
        </Box>
      </Box>
    </Form>
  );
}

/**
 * Notifications tab: the e-mail events and the browser's notifications and sound
 * (GET/POST /api/v1/users/notification-settings and .../system-notification-preference).
 */
export function NotificationsPage() {
  const translate = useTranslate();
  const events = useQuery({ queryKey: NOTIFICATIONS_QUERY_KEY, queryFn: profileApi.notifications });
  const system = useQuery({
    queryKey: SYSTEM_NOTIFICATIONS_QUERY_KEY,
    queryFn: profileApi.systemNotifications,
  });
  const error = events.error ?? system.error;
  const retry = () => {
    void events.refetch();
    void system.refetch();
  };
  return (
    <ProfileSection title={translate('profile_tab_notifications')}>
      {events.data && system.data ? (
        <NotificationsForm events={events.data} system={system.data} />
      ) : error ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : (
        <SectionLoading />
      )}
    </ProfileSection>
  );
}
