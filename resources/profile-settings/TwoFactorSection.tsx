import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { TwoFactorSetup, TwoFactorStatus } from '../../schema/api/accounts';
import type { TwoFactorMethodName } from '../../schema/validation';
import {
  dataOf,
  FormSection,
  QueryContent,
  useConfirmDiscard,
  useNotifySuccess,
  useProviderQuery,
} from '../../src/forms';
import { PROFILE_QUERY_KEY, TWO_FACTOR_QUERY_KEY } from './profileQueries';
import { CodesStep, ConfirmStep, PasswordStep } from './TwoFactorDialog';

/** What the password opens: a set-up with the app or by e-mail, turning off, new recovery codes. */
type PasswordAction = TwoFactorMethodName | 'disable' | 'codes';

type Step =
  | { kind: 'closed' }
  | { kind: 'password'; action: PasswordAction }
  | { kind: 'confirm'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] };

const CLOSED: Step = { kind: 'closed' };

/** The dialog title and the button of each password action. */
const ACTION_TEXTS: Record<PasswordAction, { title: string; button: string }> = {
  totp: { title: 'profile_2fa_totp_title', button: 'profile_continue' },
  email: { title: 'profile_2fa_email_title', button: 'profile_continue' },
  disable: { title: 'profile_2fa_disable', button: 'profile_2fa_disable' },
  codes: { title: 'profile_2fa_new_codes', button: 'profile_continue' },
};

const SETUP_TITLES: Record<TwoFactorMethodName, string> = {
  totp: 'profile_2fa_totp_title',
  email: 'profile_2fa_email_title',
};

const STATUS_TEXTS: Record<TwoFactorMethodName | 'off', string> = {
  off: 'profile_2fa_status_off',
  totp: 'profile_2fa_status_totp',
  email: 'profile_2fa_status_email',
};

function titleOf(step: Step): string {
  if (step.kind === 'password') return ACTION_TEXTS[step.action].title;
  if (step.kind === 'confirm') return SETUP_TITLES[step.setup.method];
  return 'profile_2fa_codes_title';
}

function StatusLine({ status }: { status: TwoFactorStatus }) {
  const translate = useTranslate();
  const method = status.enabled && status.method ? status.method : 'off';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          label={translate(STATUS_TEXTS[method])}
          color={status.enabled ? 'success' : 'default'}
          variant={status.enabled ? 'filled' : 'outlined'}
        />
        {status.enabled && (
          <Typography variant="body2" color="text.secondary">
            {translate('profile_2fa_codes_left', { smart_count: status.recoveryCodesLeft })}
          </Typography>
        )}
      </Box>
      {(status.required || status.requiredByProject) && (
        <Alert severity={status.enabled ? 'info' : 'warning'}>{translate('profile_2fa_required')}</Alert>
      )}
    </Box>
  );
}

/**
 * Two-factor sign-in in the profile: status; set-up with an app (QR code and key) or by e-mail,
 * confirmed by a first code, after which the recovery codes are shown once; new recovery codes;
 * turning off. Every change asks for the current password first.
 */
export function TwoFactorSection() {
  const translate = useTranslate();
  const titleId = useId();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifySuccess = useNotifySuccess();
  const query = useProviderQuery(TWO_FACTOR_QUERY_KEY, (provider) => provider.getTwoFactor());
  const [step, setStep] = useState<Step>(CLOSED);
  const close = useCallback(() => setStep(CLOSED), []);
  // a password or code typed and not sent: closing the dialog asks first
  const discard = useConfirmDiscard(close);

  const updateStatus = (status: TwoFactorStatus) => {
    queryClient.setQueryData(TWO_FACTOR_QUERY_KEY, status);
    void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY, exact: true });
  };

  const RUN: Record<PasswordAction, (password: string) => Promise<void>> = {
    totp: async (password) =>
      setStep({ kind: 'confirm', setup: dataOf(await dataProvider.startTwoFactor('totp', password)) }),
    email: async (password) =>
      setStep({ kind: 'confirm', setup: dataOf(await dataProvider.startTwoFactor('email', password)) }),
    disable: async (password) => {
      const reply = dataOf(await dataProvider.disableTwoFactor(password));
      updateStatus(reply.twoFactor);
      notifySuccess(reply.message, 'ra.notification.updated');
      close();
    },
    codes: async (password) => {
      const reply = dataOf(await dataProvider.renewRecoveryCodes(password));
      void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });
      setStep({ kind: 'codes', codes: reply.recoveryCodes });
    },
  };

  const confirm = (method: TwoFactorMethodName) => async (code: string) => {
    const reply = dataOf(await dataProvider.confirmTwoFactor(method, code));
    updateStatus(reply.twoFactor);
    setStep({ kind: 'codes', codes: reply.recoveryCodes });
  };

  const open = (action: PasswordAction) => () => setStep({ kind: 'password', action });
  // the codes are shown once: only the button closes that step, and a set-up is left by cancelling
  const closable = step.kind === 'password';

  return (
    <FormSection title="profile_2fa_heading" description={translate('profile_2fa_intro')}>
      <QueryContent query={query}>
        {(status) => (
          <>
            <StatusLine status={status} />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {status.enabled ? (
                <>
                  <Button variant="outlined" onClick={open('codes')}>
                    {translate('profile_2fa_new_codes')}
                  </Button>
                  <Button variant="outlined" color="error" onClick={open('disable')}>
                    {translate('profile_2fa_disable')}
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="contained" onClick={open('totp')}>
                    {translate('profile_2fa_setup_totp')}
                  </Button>
                  <Button variant="outlined" onClick={open('email')}>
                    {translate('profile_2fa_setup_email')}
                  </Button>
                </>
              )}
            </Box>
          </>
        )}
      </QueryContent>
      <Dialog
        open={step.kind !== 'closed'}
        onClose={closable ? discard.requestClose : undefined}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        {step.kind !== 'closed' && <DialogTitle id={titleId}>{translate(titleOf(step))}</DialogTitle>}
        {step.kind === 'password' && (
          <PasswordStep
            key={step.action}
            submitLabel={ACTION_TEXTS[step.action].button}
            onSubmit={RUN[step.action]}
            onCancel={discard.requestClose}
            unsaved={discard.unsaved}
          />
        )}
        {step.kind === 'confirm' && (
          <ConfirmStep
            setup={step.setup}
            onSubmit={confirm(step.setup.method)}
            onCancel={discard.requestClose}
            unsaved={discard.unsaved}
          />
        )}
        {step.kind === 'codes' && <CodesStep codes={step.codes} onDone={close} />}
      </Dialog>
      {discard.confirmation}
    </FormSection>
  );
}
