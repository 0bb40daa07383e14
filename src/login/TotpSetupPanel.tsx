import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CopyButton } from './CopyButton';
import { QrCode } from '../media/QrCode';

/** The secret in groups of four, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

export interface TotpSetupPanelProps {
  setup: { secret: string; otpauthUri: string };
  onCopyFailure?: (message: string) => void;
}

/** The authenticator app's entry: the QR code of the otpauth URI and the key to type instead. */
export function TotpSetupPanel({ setup, onCopyFailure }: TotpSetupPanelProps) {
  const translate = useTranslate();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
        <QrCode value={setup.otpauthUri} label={translate('auth_enrol_qr_label')} size={200} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('auth_enrol_secret_hint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Box
          component="code"
          aria-label={translate('auth_enrol_secret_label')}
          data-testid="totp-secret"
          sx={{
            fontFamily: 'monospace',
            fontSize: '1rem',
            wordBreak: 'break-all',
            bgcolor: 'action.hover',
            px: 1,
            py: 0.5,
            borderRadius: 1,
            userSelect: 'all',
          }}
        >
          {groupSecret(setup.secret)}
        </Box>
        <CopyButton text={setup.secret} label={translate('auth_copy')} onFailure={onCopyFailure} />
      </Box>
    </Box>
  );
}
