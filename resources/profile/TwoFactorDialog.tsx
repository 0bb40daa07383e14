import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { statusOf } from '../../dataProvider';
import type { TwoFactorSetup } from './profileApi';
import { recoveryCodesText, serverFieldErrors, serverMessage } from './profileModel';
import { CopyButton } from './ProfileParts';
import { QrCode } from '../../src/login/QrCode';
import { useCallFeedback } from './useCallFeedback';

/**
 * The steps of the two-factor dialog. Each sends one value (password or code); a field error of the
 * server goes on the field, a refusal with a reason of its own (409, 429) is shown in the dialog,
 * anything else as a notification.
 */
function useStepSubmit(field: 'password' | 'code', send: (value: string) => Promise<void>) {
  const { showError } = useCallFeedback();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!value.trim()) {
      setFieldError('general_field_is_required');
      return;
    }
    setPending(true);
    setFieldError(null);
    setRefusal(null);
    try {
      await send(value);
    } catch (error) {
      const { fields, unplaced } = serverFieldErrors(error, [field]);
      const status = statusOf(error);
      if (!unplaced) setFieldError(fields[field] ?? null);
      else if ((status === 409 || status === 429) && serverMessage(error)) setRefusal(serverMessage(error));
      else showError(error);
    } finally {
      setPending(false);
    }
  };
  const change = (next: string) => {
    setValue(next);
    if (next.trim()) setFieldError(null);
  };
  return { value, change, fieldError, refusal, pending, submit };
}

function StepForm({
  step,
  label,
  children,
  submitLabel,
  onCancel,
}: {
  step: ReturnType<typeof useStepSubmit>;
  label: string;
  children: ReactNode;
  submitLabel: string;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  return (
    <Box component="form" noValidate onSubmit={(event) => void step.submit(event)} aria-label={label}>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {children}
        {step.refusal && <Alert severity="error">{step.refusal}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={step.pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={step.pending}>
          {translate(submitLabel)}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Asks for the current password before a two-factor change. */
export function PasswordStep({
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const step = useStepSubmit('password', onSubmit);
  return (
    <StepForm step={step} label={label} submitLabel={submitLabel} onCancel={onCancel}>
      <DialogContentText>{translate('profile_2fa_password_intro')}</DialogContentText>
      <TextField
        type="password"
        label={translate('profile_password')}
        value={step.value}
        onChange={(event) => step.change(event.target.value)}
        autoComplete="current-password"
        autoFocus
        required
        fullWidth
        error={step.fieldError !== null}
        helperText={step.fieldError ? translate(step.fieldError) : undefined}
        disabled={step.pending}
      />
    </StepForm>
  );
}

/** Shows the app's QR code and key, or says where the code was mailed, and asks for the first code. */
export function ConfirmStep({
  setup,
  label,
  onSubmit,
  onCancel,
}: {
  setup: TwoFactorSetup;
  label: string;
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const step = useStepSubmit('code', onSubmit);
  return (
    <StepForm step={step} label={label} submitLabel="profile_2fa_confirm" onCancel={onCancel}>
      {setup.method === 'totp' ? (
        <>
          <DialogContentText>{translate('profile_2fa_totp_scan')}</DialogContentText>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <QrCode value={setup.otpauthUri} label={translate('profile_2fa_qr_label')} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {translate('profile_2fa_secret')}:
            </Typography>
            <Typography
              component="code"
              data-testid="totp-secret"
              sx={{ fontFamily: 'monospace', letterSpacing: 1, wordBreak: 'break-all' }}
            >
              {setup.secret}
            </Typography>
            <CopyButton text={setup.secret} />
          </Box>
        </>
      ) : (
        <DialogContentText>{setup.message}</DialogContentText>
      )}
      <TextField
        label={translate('profile_2fa_code')}
        value={step.value}
        onChange={(event) => step.change(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        autoFocus={setup.method === 'email'}
        required
        fullWidth
        error={step.fieldError !== null}
        helperText={step.fieldError ? translate(step.fieldError) : undefined}
        disabled={step.pending}
      />
    </StepForm>
  );
}

/** The recovery codes, shown once, with a copy button. */
export function CodesStep({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const translate = useTranslate();
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{translate('profile_2fa_codes_intro')}</DialogContentText>
        <Box
          component="ul"
          aria-label={translate('profile_2fa_codes_list')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 2,
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: 1,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: '1rem',
          }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Box>
          <CopyButton text={recoveryCodesText(codes)} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {translate('profile_done')}
        </Button>
      </DialogActions>
    </>
  );
}
