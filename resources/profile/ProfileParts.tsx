import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, type ReactNode } from 'react';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { errorNotifications, statusOf } from '../../dataProvider';

/** A titled card of the profile settings, a region named by its heading. */
export function ProfileSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {intro && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** While a section loads. */
export function SectionLoading() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={40} />
    </Box>
  );
}

/** A section whose data could not be loaded: the reason and a retry; a 401 signs out. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    if (statusOf(error) === 401) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  const reason = errorNotifications(error, translate)[0]?.message;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('profile_retry')}
        </Button>
      }
    >
      {translate('profile_load_failed')}
      {reason ? ` ${reason}` : ''}
    </Alert>
  );
}

/** A button that copies a text, and says whether it worked. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('profile_copied', { type: 'info' });
    } catch {
      notify('profile_copy_failed', { type: 'warning' });
    }
  };
  return (
    <Button variant="outlined" size="small" onClick={() => void copy()}>
      {label ?? translate('profile_copy')}
    </Button>
  );
}
