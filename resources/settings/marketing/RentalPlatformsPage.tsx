import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider';
import { formatDateTime } from '../../../schema/dates';
import {
  EXPORT_FORMATS,
  isPushTransport,
  platformSettingsSchema,
  PORTALS,
  TRANSPORTS,
  type PlatformSettingsInput,
  type Portal,
} from '../../../schema/marketing';
import type {
  ConnectionTestReply,
  PlatformRecord,
  PlatformsRecord,
} from '../../../schema/api/marketingPlatforms';
import {
  ActionButton,
  FormSection,
  QueryContent,
  SchemaForm,
  useSettingsEdit,
  type FieldSpec,
} from '../../../src/forms';
import { useNotifyError } from '../../../src/list/useNotifyError';
import { SettingsPageHeader } from '../project/SettingsPageHeader';

export const MARKETING_PLATFORMS_KEY = ['settings', 'marketing-platforms'] as const;

/** The server names a portal's inputs `platforms.<portal>.<field>`; the form's are the portal's own. */
const serverErrorsOf = (portal: Portal) => ({
  conflictKeys: ['marketing_settings_changed'],
  conflictMessage: 'marketing_platforms_conflict',
  rename: (path: string) => path.replace(`platforms.${portal}.`, ''),
});

const isPush = (values: FieldValues) => isPushTransport(String(values.transport ?? ''));
const secretHint = (set: boolean) =>
  set ? 'marketing_platform_secret_set' : 'marketing_platform_secret_not_set';

/** One portal's inputs; the password and key are write-only (the hint says whether one is stored). */
function fieldsOf(record: PlatformRecord): FieldSpec[] {
  return [
    { source: 'enabled', kind: 'boolean', label: 'marketing_platform_enabled', wide: true },
    {
      source: 'format',
      kind: 'select',
      label: 'marketing_platform_format',
      required: true,
      choices: EXPORT_FORMATS.map((id) => ({ id, name: `marketing_platform_format_${id}` })),
    },
    {
      source: 'transport',
      kind: 'select',
      label: 'marketing_platform_transport',
      required: true,
      choices: TRANSPORTS.map((id) => ({ id, name: `marketing_platform_transport_${id}` })),
    },
    { source: 'senderId', kind: 'text', label: 'marketing_platform_sender_id' },
    { source: 'host', kind: 'text', label: 'marketing_platform_host', required: true, when: isPush },
    {
      source: 'port',
      kind: 'integer',
      label: 'marketing_platform_port',
      min: 0,
      max: 65535,
      grouping: false,
      helperText: 'marketing_platform_port_help',
      when: isPush,
    },
    { source: 'path', kind: 'text', label: 'marketing_platform_path', when: isPush },
    { source: 'username', kind: 'text', label: 'marketing_platform_username', required: true, when: isPush },
    {
      source: 'password',
      kind: 'password',
      label: 'marketing_platform_password',
      autoComplete: 'new-password',
      helperText: secretHint(record.passwordSet),
      when: isPush,
    },
    {
      source: 'privateKey',
      kind: 'textarea',
      label: 'marketing_platform_private_key',
      helperText: secretHint(record.privateKeySet),
      when: (values) => values.transport === 'sftp',
      wide: true,
    },
    {
      source: 'hostKeyFingerprint',
      kind: 'text',
      label: 'marketing_platform_host_key_fingerprint',
      helperText: 'marketing_platform_host_key_fingerprint_help',
      required: true,
      when: (values) => values.transport === 'sftp',
      wide: true,
    },
    {
      source: 'tlsCertificate',
      kind: 'textarea',
      label: 'marketing_platform_tls_certificate',
      helperText: 'marketing_platform_tls_certificate_help',
      when: (values) => values.transport === 'ftps',
      wide: true,
    },
  ];
}

/** The settings a save sends for a portal not being edited: as loaded (its secrets stay). */
const asLoaded = (p: PlatformRecord): PlatformSettingsInput => ({
  enabled: p.enabled,
  format: p.format,
  transport: p.transport,
  senderId: p.senderId,
  host: p.host,
  port: p.port,
  path: p.path,
  username: p.username,
  hostKeyFingerprint: p.hostKeyFingerprint,
  tlsCertificate: p.tlsCertificate,
});

/** The form's values as the calls take them (an empty password or key keeps the stored one). */
const parsedValues = (values: FieldValues) =>
  platformSettingsSchema.parse({
    ...values,
    password: values.password || undefined,
    privateKey: values.privateKey || undefined,
  });

function LastTransfer({ record }: { record: PlatformRecord }) {
  const translate = useTranslate();
  const last = record.lastTransfer;
  let text = translate('marketing_platform_last_transfer_none');
  if (last && last.error) {
    text = translate('marketing_platform_last_transfer_failed', {
      date: formatDateTime(last.at),
      reason: last.message,
    });
  } else if (last) {
    text = translate('marketing_platform_last_transfer_ok', {
      date: formatDateTime(last.at),
      smart_count: last.objectsSent,
    });
  }
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2">{translate('marketing_platform_last_transfer')}</Typography>
      {last?.error ? <Alert severity="error">{text}</Alert> : <Typography variant="body2">{text}</Typography>}
    </Stack>
  );
}

/** The pull feed: whether an address exists; a new one is shown once, right after it is made. */
function FeedAddress({ record }: { record: PlatformRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const [made, setMade] = useState<string | null>(null);
  const renew = async () => {
    try {
      const { data } = await dataProvider.renewMarketingFeed(record.portal);
      setMade(`${window.location.origin}${data.feedUrl}`);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('marketing_platform_feed')}</Typography>
      {made ? (
        <>
          <TextField
            label={translate('marketing_platform_feed')}
            value={made}
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth
            size="small"
          />
          <Alert severity="warning">{translate('marketing_platform_feed_shown_once')}</Alert>
        </>
      ) : (
        <Typography variant="body2">
          {record.hasFeed && record.feedCreatedAt
            ? translate('marketing_platform_feed_exists', { date: formatDateTime(record.feedCreatedAt) })
            : translate('marketing_platform_feed_none')}
        </Typography>
      )}
      <div>
        <ActionButton variant="outlined" label="marketing_platform_feed_renew" onAction={renew} />
      </div>
    </Stack>
  );
}

/**
 * "Verbindung testen": connects with the form's values as they stand and lists the folder. Over SFTP
 * it shows the fingerprint of the server's host key; the admin may take it into the form (only after
 * comparing it with the portal's) and then saves: nothing is trusted without that save.
 */
function ConnectionTest({ portal }: { portal: Portal }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const form = useFormContext();
  const [result, setResult] = useState<ConnectionTestReply | null>(null);
  const test = async () => {
    setResult(null);
    const v = form.getValues();
    try {
      const { data } = await dataProvider.testMarketingConnection({
        portal,
        transport: v.transport,
        host: v.host ?? '',
        port: v.port === '' || v.port === null || v.port === undefined ? 0 : v.port,
        path: v.path ?? '',
        username: v.username ?? '',
        ...(v.password ? { password: v.password } : {}),
        ...(v.transport === 'sftp' && v.privateKey ? { privateKey: v.privateKey } : {}),
        hostKeyFingerprint: v.transport === 'sftp' ? (v.hostKeyFingerprint ?? '') : '',
        tlsCertificate: v.transport === 'ftps' ? (v.tlsCertificate ?? '') : '',
      });
      setResult(data);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack spacing={1}>
      <div>
        <ActionButton variant="outlined" label="marketing_platform_test_connection" onAction={test} />
      </div>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role="status">
          {result.message}
          {result.ok && result.entries.length > 0 && (
            <div>{translate('marketing_platform_test_entries', { names: result.entries.join(', ') })}</div>
          )}
          {result.fingerprint && (
            <div>{translate('marketing_platform_test_fingerprint', { fingerprint: result.fingerprint })}</div>
          )}
        </Alert>
      )}
      {result && result.fingerprint && result.fingerprint !== form.getValues('hostKeyFingerprint') && (
        <Stack spacing={1} direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="body2">{translate('marketing_platform_use_fingerprint_hint')}</Typography>
          <div>
            <ActionButton
              variant="outlined"
              label="marketing_platform_use_fingerprint"
              onAction={() => {
                form.setValue('hostKeyFingerprint', result.fingerprint, {
                  shouldDirty: true,
                  shouldValidate: true,
                });
                setResult(null);
              }}
            />
          </div>
        </Stack>
      )}
    </Stack>
  );
}

/** Below the inputs: the feed (pull) or the connection test (push), and the last transfer. */
function PortalExtras({ record }: { record: PlatformRecord }) {
  const transport = String(useWatch({ name: 'transport' }) ?? record.transport);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {isPushTransport(transport) ? (
        <ConnectionTest portal={record.portal} />
      ) : (
        <FeedAddress record={record} />
      )}
      <LastTransfer record={record} />
    </Stack>
  );
}

function PortalForm({
  portal,
  loaded,
  save,
  onReload,
}: {
  portal: Portal;
  loaded: PlatformsRecord;
  save: (values: FieldValues) => Promise<void>;
  onReload: () => unknown;
}) {
  const translate = useTranslate();
  const record = loaded.platforms.find((p) => p.portal === portal)!;
  const fields = useMemo(() => fieldsOf(record), [record]);
  const serverErrors = useMemo(() => serverErrorsOf(portal), [portal]);
  const defaultValues = useMemo(
    () => ({ ...asLoaded(record), port: record.port || '', password: '', privateKey: '' }),
    [record],
  );
  return (
    <SchemaForm
      key={`${portal}:${loaded.version}`}
      fields={fields}
      columns={2}
      defaultValues={defaultValues}
      schema={platformSettingsSchema}
      onSubmit={save}
      serverErrors={serverErrors}
      onReload={onReload}
      reloadLabel="marketing_platforms_reload"
      formAttributes={{ 'aria-label': translate(`marketing_platform_portal_${portal}`) }}
    >
      <PortalExtras record={record} />
    </SchemaForm>
  );
}

/**
 * Settings > software interfaces > rental platforms (spec 2 section 7.17, `marketing-platforms`):
 * per portal whether it is on, the format it takes, how it gets it (its pull feed, or a push over
 * FTP, FTPS or SFTP with the server's address and credentials), the sender id the portal gave, and
 * the last transfer. One portal at a time; a save sends every portal (the others as loaded).
 */
export function RentalPlatformsPage() {
  const translate = useTranslate();
  const [portal, setPortal] = useState<Portal>(PORTALS[0]);
  const { query, save, reload } = useSettingsEdit<PlatformsRecord>({
    queryKey: MARKETING_PLATFORMS_KEY,
    read: (provider) => provider.getMarketingPlatforms(),
    write: (provider, values, loaded) => {
      const platforms = Object.fromEntries(loaded.platforms.map((p) => [p.portal, asLoaded(p)])) as Record<
        Portal,
        PlatformSettingsInput
      >;
      platforms[portal] = parsedValues(values);
      return provider.saveMarketingPlatforms({ version: loaded.version, platforms });
    },
    savedMessage: 'marketing_platforms_saved',
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, width: '100%', minWidth: 0 }}>
      <SettingsPageHeader title="marketing_platforms_title" intro="marketing_platforms_intro" />
      <Tabs
        value={portal}
        onChange={(_event, value: Portal) => setPortal(value)}
        variant="scrollable"
        aria-label={translate('marketing_platforms_title')}
      >
        {PORTALS.map((p) => (
          <Tab key={p} value={p} label={translate(`marketing_platform_portal_${p}`)} />
        ))}
      </Tabs>
      <FormSection title={`marketing_platform_portal_${portal}`}>
        <QueryContent query={query} loadingHeight={300}>
          {(loaded) => (
            <PortalForm key={portal} portal={portal} loaded={loaded} save={save} onReload={reload} />
          )}
        </QueryContent>
      </FormSection>
    </Stack>
  );
}
