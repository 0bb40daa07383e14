import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useMemo, useState } from 'react';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { statusOf } from '../../dataProvider';
import { SettingsSection } from './SettingsSection';
import { SSO_SETTINGS_KEY, fetchSsoSettings, saveSsoSettings, type SsoSettings } from './settingsApi';
import { SsoInputs } from './SsoInputs';
import { formValuesOf, payloadOf, submissionErrorsOf, type SsoFormValues } from './ssoModel';
import { useReportError, useSettingsQuery } from './useSettingsCall';

/** What react-admin's Form puts on the inputs after a refused save (`root.serverError`: no input). */
type SubmitErrors = Record<string, string | { serverError: string }>;

function ConflictNotice({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onReload} disabled={reloading}>
          {translate('settings_sso_conflict_reload')}
        </Button>
      }
    >
      {translate('settings_sso_conflict')}
    </Alert>
  );
}

function LoadedForm({
  settings,
  onReload,
  reloading,
}: {
  settings: SsoSettings;
  onReload: () => void;
  reloading: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState(false);
  const defaultValues = useMemo(() => formValuesOf(settings), [settings]);

  const submit = async (values: FieldValues): Promise<SubmitErrors | undefined> => {
    try {
      const saved = await saveSsoSettings(payloadOf(values as SsoFormValues, settings.version));
      queryClient.setQueryData(SSO_SETTINGS_KEY, saved);
      notify('settings_sso_saved', { type: 'success' });
      return undefined;
    } catch (error) {
      const status = statusOf(error);
      if (status === 400) {
        const body = isAxiosError(error) ? error.response?.data : undefined;
        const { fields, general } = submissionErrorsOf(body, translate);
        return general.length > 0 ? { ...fields, root: { serverError: general.join(' ') } } : fields;
      }
      if (status === 409) {
        setConflict(true);
        return { root: { serverError: translate('settings_sso_conflict') } };
      }
      await reportError(error);
      return undefined;
    }
  };

  return (
    <Form defaultValues={defaultValues} onSubmit={submit} noValidate>
      <Stack spacing={3}>
        <SsoInputs settings={settings} />
        {conflict && <ConflictNotice onReload={onReload} reloading={reloading} />}
        <Box>
          <SaveButton />
        </Box>
      </Stack>
    </Form>
  );
}

/**
 * Single sign-on with the company directory (spec 2 section 7.3): Microsoft Entra ID or any
 * OpenID Connect provider. The secret is write-only; a save carries the version it was loaded at,
 * and one that someone else overtook (409) offers to load theirs.
 */
export function SsoSettingsForm() {
  const translate = useTranslate();
  const { data, error, refetch, isFetching } = useSettingsQuery(SSO_SETTINGS_KEY, fetchSsoSettings);
  const title = translate('settings_sso_title');

  if (error && !data) {
    return (
      <SettingsSection title={title}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('settings_retry')}
            </Button>
          }
        >
          {translate('settings_load_failed')}
        </Alert>
      </SettingsSection>
    );
  }

  return (
    <SettingsSection title={title} description={translate('settings_sso_intro')}>
      {data ? (
        // a new version (saved here, or loaded after a conflict) starts the form afresh
        <LoadedForm
          key={data.version}
          settings={data}
          onReload={() => void refetch()}
          reloading={isFetching}
        />
      ) : (
        <Skeleton variant="rounded" height={320} aria-label={translate('settings_loading')} />
      )}
    </SettingsSection>
  );
}
