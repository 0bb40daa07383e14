import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorNotifications, statusOf, type AppNotification } from '../../dataProvider';
import { SignedOutError } from '../../dataProvider/replies';

/** The messages a failed call shows (spec 2 section 8), already translated. */
export function useErrorMessages(): (error: unknown) => AppNotification[] {
  const translate = useTranslate();
  return useCallback((error: unknown) => errorNotifications(error, translate), [translate]);
}

/**
 * Shows a failed call the way spec 2 section 8 says (timeout, the server's notify list, 403, the
 * first line of its text...). A 401 has signed out already (the data provider's proxy asks the
 * authProvider), so it shows nothing.
 */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  const messagesOf = useErrorMessages();
  return useCallback(
    (error: unknown) => {
      if (error instanceof SignedOutError || statusOf(error) === 401) return;
      for (const m of messagesOf(error)) {
        notify(m.message, { type: m.type, autoHideDuration: m.duration, messageArgs: { _: m.message } });
      }
    },
    [notify, messagesOf],
  );
}
