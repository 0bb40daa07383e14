import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

const rootMessage = (root: unknown, name: string): string | undefined => {
  const entry =
    typeof root === 'object' && root !== null ? (root as Record<string, unknown>)[name] : undefined;
  const message =
    typeof entry === 'object' && entry !== null ? (entry as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * Someone else changed the record since the form loaded it (409): the user's input stays, and
 * "reload" fetches the record again, which resets the form to it.
 */
export function ConflictNotice({
  onReload,
  reloadLabel = 'forms_reload',
}: {
  /** fetches the record again (the form shows it once the typed input is dropped) */
  onReload: () => Promise<unknown> | unknown;
  reloadLabel?: string;
}) {
  const translate = useTranslate();
  const { clearErrors, reset } = useFormContext();
  const { errors, defaultValues } = useFormState();
  const [reloading, setReloading] = useState(false);
  const message = rootMessage(errors.root, 'conflict');
  if (!message) return null;
  const reload = async () => {
    setReloading(true);
    // the typed input goes, so that the record read again shows in full
    reset(defaultValues, { keepErrors: true });
    try {
      await onReload();
      clearErrors('root');
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => void reload()} disabled={reloading}>
          {translate(reloadLabel)}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
}

/** The server's reason for refusing the form, shown in the form itself (a dialog's step). */
export function FormRefusal() {
  const { errors } = useFormState();
  const message = rootMessage(errors.root, 'refusal');
  return message ? <Alert severity="error">{message}</Alert> : null;
}

/**
 * After a submit the form refused: one notification, react-admin's "invalid form" for the inputs'
 * errors or the server's errors that belong to no input. A conflict or a refusal shown in the form
 * needs none. (react-admin's own notice would repeat those.) Without `inputErrors`, only the
 * server's errors are notified (a wizard moves the focus to the invalid input instead).
 */
export function useNotifyInvalidForm({ inputErrors = true }: { inputErrors?: boolean } = {}): void {
  const notify = useNotify();
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    if (rootMessage(errors.root, 'conflict') || rootMessage(errors.root, 'refusal')) return;
    const serverError = rootMessage(errors.root, 'serverError');
    if (!serverError && !inputErrors) return;
    notify(serverError ?? 'ra.message.invalid_form', {
      type: 'error',
      messageArgs: serverError ? { _: serverError } : undefined,
    });
  }, [errors, submitCount, notify, inputErrors]);
}
