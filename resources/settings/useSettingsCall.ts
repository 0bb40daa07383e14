import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { errorNotifications } from '../../dataProvider';

/**
 * A settings read: react-query, and a 401 signs out to the login page (the authProvider's rules),
 * as react-admin's own data calls do.
 */
export function useSettingsQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, enabled = true) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({ queryKey, queryFn, enabled, retry: false });
  const { error } = query;
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  return query;
}

/**
 * Reports a failed settings call: signs out on 401, else shows the error catalogue's notices.
 */
export function useReportError(): (error: unknown) => Promise<void> {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    async (error: unknown) => {
      if (await logoutIfAccessDenied(error)) return;
      for (const notice of errorNotifications(error, translate)) {
        notify(notice.message, {
          type: notice.type,
          autoHideDuration: notice.duration,
          messageArgs: { _: notice.message },
        });
      }
    },
    [logoutIfAccessDenied, notify, translate],
  );
}
