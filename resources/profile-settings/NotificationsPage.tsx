import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import type { NotificationSettings, SystemNotificationPreference } from '../../schema/api/accounts';
import { NOTIFICATION_EVENTS } from '../../schema/validation';
import {
  dataOf,
  FieldInputs,
  FormSection,
  QueryContent,
  SchemaForm,
  useProviderQuery,
  type FieldSpec,
} from '../../src/forms';
import { NOTIFICATIONS_QUERY_KEY, SYSTEM_NOTIFICATIONS_QUERY_KEY } from './profileQueries';

const SYSTEM_FIELDS = ['desktop', 'sound'] as const;

const EVENT_SWITCHES: FieldSpec[] = NOTIFICATION_EVENTS.map((event) => ({
  source: event,
  kind: 'boolean',
  label: `profile_event_${event}`,
}));
const BROWSER_SWITCHES: FieldSpec[] = [
  { source: 'desktop', kind: 'boolean', label: 'profile_desktop' },
  { source: 'sound', kind: 'boolean', label: 'profile_sound' },
];

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

function Group({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        {translate(title)}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary">
          {translate(intro)}
        </Typography>
      )}
      {children}
    </Box>
  );
}

function NotificationsForm({
  events,
  system,
}: {
  events: NotificationSettings;
  system: SystemNotificationPreference;
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();

  const save = async (values: FieldValues) => {
    const nextEvents = pick(values, NOTIFICATION_EVENTS);
    const nextSystem = pick(values, SYSTEM_FIELDS);
    const [savedEvents, savedSystem] = await Promise.all([
      dataProvider.saveNotificationSettings(nextEvents).then(dataOf),
      dataProvider.saveSystemNotificationPreference(nextSystem).then(dataOf),
    ]);
    // the form resets to what was saved: nothing left to save
    queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, pick(savedEvents, NOTIFICATION_EVENTS));
    queryClient.setQueryData(SYSTEM_NOTIFICATIONS_QUERY_KEY, pick(savedSystem, SYSTEM_FIELDS));
    notify('profile_notifications_saved', { type: 'success' });
    await askPermission(nextSystem.desktop);
  };

  return (
    <SchemaForm record={{ ...events, ...system }} onSubmit={save} warnWhenUnsavedChanges>
      <Group title="profile_notifications_email_heading" intro="profile_notifications_email_intro">
        <FieldInputs fields={EVENT_SWITCHES} />
      </Group>
      <Divider />
      <Group title="profile_notifications_browser_heading">
        <FieldInputs fields={BROWSER_SWITCHES} />
        <DesktopBlockedHint />
      </Group>
    </SchemaForm>
  );
}

/**
 * Notifications tab: the e-mail events and the browser's notifications and sound
 * (GET/POST /api/v1/users/notification-settings and .../system-notification-preference).
 */
export function NotificationsPage() {
  const events = useProviderQuery(NOTIFICATIONS_QUERY_KEY, (provider) => provider.getNotificationSettings());
  const system = useProviderQuery(SYSTEM_NOTIFICATIONS_QUERY_KEY, (provider) =>
    provider.getSystemNotificationPreference(),
  );
  const both = {
    data: events.data && system.data ? { events: events.data, system: system.data } : undefined,
    error: events.error ?? system.error,
    refetch: () => {
      void events.refetch();
      void system.refetch();
    },
  };
  return (
    <FormSection title="profile_tab_notifications">
      <QueryContent query={both}>{(data) => <NotificationsForm {...data} />}</QueryContent>
    </FormSection>
  );
}
