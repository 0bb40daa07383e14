import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import type { LoginReply } from '../../schema/api/session';
import type { SsoProvider } from '../../authProvider/sso';
import { useSsoPopup } from './useSsoPopup';

/** The button's text per directory. */
const LABELS: Record<SsoProvider, string> = {
  azure: 'auth_sso_azure',
  oidc: 'auth_sso_oidc',
};

/** The four squares of the Microsoft logo, as Microsoft asks sign-in buttons to show it. */
function MicrosoftLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 21 21" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="9" height="9" fill="#f25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
      <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
      <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
    </svg>
  );
}

export interface SsoButtonProps {
  provider: SsoProvider;
  onSession: (session: LoginReply) => Promise<void>;
  disabled?: boolean;
}

/** "Sign in with Microsoft" / "with your company account": the directory's sign-in in a popup. */
export function SsoButton({ provider, onSession, disabled }: SsoButtonProps) {
  const translate = useTranslate();
  const { start, waiting, error } = useSsoPopup(provider, onSession);
  const icon = waiting ? (
    <CircularProgress size={18} />
  ) : provider === 'azure' ? (
    <MicrosoftLogo />
  ) : (
    <BusinessCenterOutlined />
  );
  return (
    <Box>
      <Button variant="outlined" size="large" fullWidth onClick={start} disabled={disabled} startIcon={icon}>
        {translate(LABELS[provider])}
      </Button>
      {waiting ? (
        <Box role="status" sx={{ mt: 1, typography: 'body2', color: 'text.secondary' }}>
          {translate('auth_sso_waiting')}
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
