import { useCallback } from 'react';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { errorNotifications, statusOf } from '../../dataProvider';

/**
 * Feedback of the profile's own calls (they go through `api`, not react-admin's dataProvider):
 * `showError` signs out on 401 (through the authProvider's checkError) and otherwise shows the
 * error catalogue of spec 2 section 8; `showMessage` shows a text the server already translated.
 */
export function useCallFeedback() {
  const notify = useNotify();
  const translate = useTranslate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();

  const showError = useCallback(
    (error: unknown) => {
      if (statusOf(error) === 401) {
        void logoutIfAccessDenied(error);
        return;
      }
      for (const m of errorNotifications(error, translate)) {
        notify(m.message, { type: m.type, autoHideDuration: m.duration, messageArgs: { _: m.message } });
      }
    },
    [logoutIfAccessDenied, notify, translate],
  );

  const showMessage = useCallback(
    (message: string | undefined, fallbackKey: string) => {
      const text = message?.trim() || translate(fallbackKey);
      notify(text, { type: 'success', messageArgs: { _: text } });
    },
    [notify, translate],
  );

  return { showError, showMessage };
}
