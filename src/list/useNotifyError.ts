import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorNotifications, type AppNotification } from '../../dataProvider';

/** The messages a failed call shows (spec 2 section 8), already translated. */
export function useErrorMessages(): (error: unknown) => AppNotification[] {
  const translate = useTranslate();
  return useCallback((error: unknown) => errorNotifications(error, translate), [translate]);
}

/** Shows a failed call's messages as notifications. */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  const messagesOf = useErrorMessages();
  return useCallback(
    (error: unknown) => {
      for (const m of messagesOf(error)) {
        notify(m.message, { type: m.type, autoHideDuration: m.duration, messageArgs: { _: m.message } });
      }
    },
    [notify, messagesOf],
  );
}
