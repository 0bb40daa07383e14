import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { errorNotifications, statusOf, type AppDataProvider } from '../../../dataProvider';
import { usePublicLanguage } from '../application/PublicLanguage';

/** What a public viewing page has read: loading, refused (with whether trying again may help), or its reply. */
export type PublicLoad<T> =
  { state: 'loading' } | { state: 'failed'; message: string; retry: boolean } | { state: 'done'; data: T };

/** A message the page shows above its content after a write: confirmed, or refused. */
export type PublicNotice = { ok: boolean; message: string } | null;

/**
 * Reads a public viewing page's reply through the data provider (`read`, stable with useCallback):
 * again when the visitor changes the language (the reply's texts follow it) and on `reload`. An
 * unknown (404) or closed (410) link is final; another failure may be tried again.
 */
export function usePublicLoad<T>(read: (provider: AppDataProvider) => Promise<{ data: T }>) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { language } = usePublicLanguage();
  const [load, setLoad] = useState<PublicLoad<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    read(dataProvider)
      .then(({ data }) => live && setLoad({ state: 'done', data }))
      .catch((error: unknown) => {
        if (!live) return;
        const status = statusOf(error);
        const message =
          errorNotifications(error, translate)[0]?.message ?? translate('viewing_booking_load_failed');
        setLoad({ state: 'failed', message, retry: status !== 404 && status !== 410 });
      });
    return () => {
      live = false;
    };
  }, [read, language, round, dataProvider, translate]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { load, setLoad, reload };
}

/** The page's state while it loads, and a failure with its message (and a retry where it may help). */
export function PublicLoadStatus<T>({ load, onRetry }: { load: PublicLoad<T>; onRetry: () => void }) {
  const translate = useTranslate();
  if (load.state === 'loading')
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={24} />
        {translate('viewing_booking_loading')}
      </Box>
    );
  if (load.state === 'failed')
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          load.retry ? (
            <Button color="inherit" onClick={onRetry}>
              {translate('viewing_booking_retry')}
            </Button>
          ) : undefined
        }
      >
        {load.message}
      </Alert>
    );
  return null;
}

/** The notice of the last write: a status when it worked, an alert when it was refused. */
export function PublicNoticeAlert({ notice }: { notice: PublicNotice }) {
  if (!notice?.message) return null;
  return (
    <Alert severity={notice.ok ? 'success' : 'warning'} role={notice.ok ? 'status' : 'alert'}>
      {notice.message}
    </Alert>
  );
}
