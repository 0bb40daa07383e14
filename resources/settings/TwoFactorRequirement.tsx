import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { TwoFactorSetting } from '../../schema/api/settings';
import { dataOf, FormSection, QueryContent, useProviderMutation, useProviderQuery } from '../../src/forms';
import { OWN_SESSION_KEY, TWO_FACTOR_SETTING_KEY } from './settingsModel';

function EnrolmentProgress({ staff }: { staff: TwoFactorSetting['staff'] }) {
  const translate = useTranslate();
  const text = translate('settings_2fa_enrolled', { enrolled: staff.enrolled, total: staff.total });
  const percent = staff.total > 0 ? Math.round((staff.enrolled / staff.total) * 100) : 0;
  return (
    <Stack spacing={0.75}>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={text}
        sx={{ height: 6, borderRadius: 3, maxWidth: 360 }}
      />
    </Stack>
  );
}

/** What turning the requirement on means, asked before it happens. */
function ConfirmContent({
  setting,
  ownSessionHasFactor,
}: {
  setting: TwoFactorSetting;
  ownSessionHasFactor: boolean | null | undefined;
}) {
  const translate = useTranslate();
  const missing = Math.max(0, setting.staff.total - setting.staff.enrolled);
  return (
    <Stack spacing={1.5}>
      <DialogContentText>{translate('settings_2fa_confirm_enrol')}</DialogContentText>
      <DialogContentText>{translate('settings_2fa_confirm_sessions')}</DialogContentText>
      {missing > 0 && (
        <DialogContentText>
          {translate('settings_2fa_confirm_missing', { smart_count: missing })}
        </DialogContentText>
      )}
      {ownSessionHasFactor === false && (
        <Alert severity="warning">{translate('settings_2fa_confirm_own_session')}</Alert>
      )}
    </Stack>
  );
}

/**
 * The project's two-factor requirement (spec 2 section 7.3): a switch, how many of the staff have
 * a second factor, and a confirmation before turning it on. Once on, a session opened without a
 * second factor no longer works here; if that is this one, the next call leads to the login page.
 */
export function TwoFactorRequirement() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useProviderQuery(TWO_FACTOR_SETTING_KEY, (provider) => provider.getTwoFactorRequirement());
  const [confirmOpen, setConfirmOpen] = useState(false);
  // whether the session this page runs in was opened with a second factor (null: not listed)
  const ownSession = useProviderQuery(
    OWN_SESSION_KEY,
    async (provider) => {
      const own = dataOf(await provider.getSessions()).sessions.find((session) => session.current);
      return { data: own ? own.second_factor !== null : null };
    },
    confirmOpen,
  );

  const save = useProviderMutation(
    async (provider, require2fa: boolean) => dataOf(await provider.saveTwoFactorRequirement(require2fa)),
    {
      onSuccess: (reply) => {
        setConfirmOpen(false);
        const { require_2fa, staff } = reply;
        queryClient.setQueryData<TwoFactorSetting>(TWO_FACTOR_SETTING_KEY, { require_2fa, staff });
        notify(require_2fa ? 'settings_2fa_turned_on' : 'settings_2fa_turned_off', { type: 'success' });
        // read it again with this session: one opened without a second factor is now refused (401),
        // which signs out to the login page, where a second factor is set up
        if (require_2fa) void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_SETTING_KEY });
      },
      onError: () => {
        setConfirmOpen(false);
      },
    },
  );

  return (
    <FormSection title="settings_2fa_title" description={translate('settings_2fa_intro')}>
      <QueryContent query={query} loadingHeight={72}>
        {(setting) => (
          <Stack spacing={2}>
            <FormControlLabel
              control={
                <Switch
                  checked={setting.require_2fa}
                  disabled={save.isPending}
                  onChange={(_event, checked) => (checked ? setConfirmOpen(true) : save.mutate(false))}
                />
              }
              label={translate('settings_2fa_require')}
            />
            <EnrolmentProgress staff={setting.staff} />
            <Confirm
              isOpen={confirmOpen}
              loading={save.isPending}
              title="settings_2fa_confirm_title"
              content={<ConfirmContent setting={setting} ownSessionHasFactor={ownSession.data} />}
              confirm="settings_2fa_confirm_button"
              confirmColor="warning"
              onConfirm={() => save.mutate(true)}
              onClose={() => setConfirmOpen(false)}
            />
          </Stack>
        )}
      </QueryContent>
    </FormSection>
  );
}
