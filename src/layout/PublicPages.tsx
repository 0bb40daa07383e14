import { Box, Link } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PublicTheme } from '../public/PublicTheme';
import { ErrorScreen } from './ErrorScreen';
import { PrivacyPolicyDialog } from './PrivacyPolicyDialog';

/** The small footer of the unprotected pages: the privacy-policy link, which opens the modal. */
export function PublicFooter() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Link
        component="button"
        type="button"
        variant="body2"
        color="text.secondary"
        onClick={() => setOpen(true)}
      >
        {translate('layout_privacy_policy')}
      </Link>
      <PrivacyPolicyDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

/** An unprotected page without header (access denied, not found): content centred, footer below. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <PublicTheme>
      <Box
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      >
        <Box
          component="main"
          sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          {children}
        </Box>
        <PublicFooter />
      </Box>
    </PublicTheme>
  );
}

/** /403: access denied, with a link home. */
export function AccessDeniedPage() {
  return (
    <PublicPage>
      <ErrorScreen status={403} />
    </PublicPage>
  );
}

/** /404 and /public/404: page not found, with a link home. */
export function NotFoundPage() {
  return (
    <PublicPage>
      <ErrorScreen status={404} />
    </PublicPage>
  );
}
