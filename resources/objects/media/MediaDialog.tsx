import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import {
  ActionButton,
  ConfirmDiscardDialog,
  LoadFailed,
  SectionLoading,
  dataOf,
  useNotifyError,
} from '../../../src/forms';
import { useFullScreen } from './useFullScreen';

export interface MediaDialogProps {
  /** the heading (translated: it names the object) */
  title: string;
  children: ReactNode;
  /** whether closing would lose something (asks first) */
  dirty: boolean;
  /** nothing may close the modal (a save runs) */
  locked?: boolean;
  /** Save: disabled when nothing changed or something is wrong */
  canSave: boolean;
  onSave: () => Promise<unknown>;
  /** closes without saving (after the question when dirty): removes the session's uploads */
  onCancel: () => void;
  /** content of the actions row before the buttons (a reason Save is blocked) */
  note?: ReactNode;
}

/**
 * The frame of the images and documents modals: full screen on a phone, a close button, Cancel and
 * Save (one save at a time); closing with changes asks first (Escape, backdrop, Cancel, close).
 */
export function MediaDialog({
  title,
  children,
  dirty,
  locked: lockedByCaller = false,
  canSave,
  onSave,
  onCancel,
  note,
}: MediaDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useFullScreen();
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const locked = lockedByCaller || saving;
  const save = async () => {
    setSaving(true);
    try {
      await onSave();
    } finally {
      setSaving(false);
    }
  };
  const requestClose = () => {
    if (locked) return;
    if (dirty) setAsking(true);
    else onCancel();
  };

  return (
    <>
      <Dialog
        open
        onClose={requestClose}
        aria-labelledby={titleId}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="md"
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {title}
        </DialogTitle>
        <IconButton
          onClick={requestClose}
          disabled={locked}
          aria-label={translate('ra.action.close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Close />
        </IconButton>
        <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          {children}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {note}
          <Button onClick={requestClose} disabled={locked}>
            {translate('ra.action.cancel')}
          </Button>
          <ActionButton label="ra.action.save" variant="contained" disabled={!canSave} onAction={save} />
        </DialogActions>
      </Dialog>
      <ConfirmDiscardDialog
        open={asking}
        onDiscard={() => {
          setAsking(false);
          onCancel();
        }}
        onKeep={() => setAsking(false)}
      />
    </>
  );
}

/** The modal while its content loads, or why it could not be loaded (with a retry). */
export function LoadingDialog({
  title,
  error,
  onRetry,
  onClose,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useFullScreen();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {error ? <LoadFailed error={error} onRetry={onRetry} /> : <SectionLoading height={120} rows={2} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A media modal's content, loaded afresh each time it opens (nothing cached): the editor once it
 * is there, before that (or after a failure, with a retry) a modal of the same title.
 */
export function MediaSetup<T>({
  queryKey,
  load,
  title,
  onClose,
  children,
}: {
  queryKey: readonly unknown[];
  load: (dataProvider: AppDataProvider) => Promise<{ data: T }>;
  title: string;
  onClose: () => void;
  /** the editor, with a reload for after a conflict */
  children: (setup: T, reload: () => Promise<T | undefined>) => ReactNode;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey,
    queryFn: async () => dataOf(await load(dataProvider)),
    retry: false,
    gcTime: 0,
  });
  if (query.data) return children(query.data, async () => (await query.refetch()).data);
  return (
    <LoadingDialog title={title} error={query.error} onRetry={() => void query.refetch()} onClose={onClose} />
  );
}

/** Files given up (uploaded in this session, not kept): removed from the server, failures shown. */
export function useRemoveUploads(): (keys: string[]) => void {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  return (keys) => {
    if (keys.length > 0) dataProvider.removeUploadedFiles(keys).catch(notifyError);
  };
}
