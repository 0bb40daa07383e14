import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import type { MutableRefObject, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { TwoFactorSetup } from '../../schema/api/accounts';
import { passwordConfirmationSchema, twoFactorConfirmSchema } from '../../schema/validation';
import { FieldInput, FormSaveButton, SchemaForm, type FieldSpec } from '../../src/forms';
import { QrCode } from '../../src/media/QrCode';
import { CopyButton } from './CopyButton';
import { recoveryCodesText } from './profileModel';

/** What a step's form needs from the dialog around it. */
interface StepProps {
  onCancel: () => void;
  /** tells the dialog whether the step holds unsaved input (closing asks first) */
  unsaved: MutableRefObject<boolean>;
}

/**
 * A step of the two-factor dialog: one value (password or code) sent by `send`. A field error of
 * the server goes on the field, a refusal with a reason of its own (409, 429) is shown in the
 * dialog, anything else as a notification.
 */
function StepForm({
  field,
  send,
  submitLabel,
  onCancel,
  unsaved,
  schema,
  children,
}: StepProps & {
  field: FieldSpec;
  send: (value: string) => Promise<void>;
  submitLabel: string;
  schema: typeof passwordConfirmationSchema | typeof twoFactorConfirmSchema;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <DialogContent>
      <SchemaForm
        defaultValues={{ [field.source]: '' }}
        schema={schema}
        onSubmit={(values) => send(String(values[field.source] ?? ''))}
        serverFields={[field.source]}
        serverErrors={{ refuseInForm: [409, 429] }}
        unsaved={unsaved}
        toolbar={
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
            <FormSaveButton label={submitLabel} icon={<></>} />
          </Box>
        }
      >
        {children}
        <FieldInput spec={field} />
      </SchemaForm>
    </DialogContent>
  );
}

/** Asks for the current password before a two-factor change. */
export function PasswordStep({
  submitLabel,
  onSubmit,
  ...props
}: StepProps & { submitLabel: string; onSubmit: (password: string) => Promise<void> }) {
  const translate = useTranslate();
  return (
    <StepForm
      {...props}
      field={{
        source: 'password',
        kind: 'password',
        label: 'profile_password',
        autoComplete: 'current-password',
        autoFocus: true,
        required: true,
      }}
      schema={passwordConfirmationSchema}
      send={onSubmit}
      submitLabel={submitLabel}
    >
      <DialogContentText>{translate('profile_2fa_password_intro')}</DialogContentText>
    </StepForm>
  );
}

/** Shows the app's QR code and key, or says where the code was mailed, and asks for the first code. */
export function ConfirmStep({
  setup,
  onSubmit,
  ...props
}: StepProps & { setup: TwoFactorSetup; onSubmit: (code: string) => Promise<void> }) {
  const translate = useTranslate();
  return (
    <StepForm
      {...props}
      field={{
        source: 'code',
        kind: 'text',
        label: 'profile_2fa_code',
        autoComplete: 'one-time-code',
        maxLength: 12,
        autoFocus: setup.method === 'email',
        required: true,
      }}
      schema={twoFactorConfirmSchema}
      send={onSubmit}
      submitLabel="profile_2fa_confirm"
    >
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
