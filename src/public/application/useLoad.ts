import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorNotifications, statusOf } from '../../../dataProvider';

export type Load<T> =
  { state: 'loading' } | { state: 'failed'; message: string; retry: boolean } | { state: 'done'; data: T };

/**
 * A public page's read: loading, the data, or why it failed (an unknown or closed link is 404 or
 * 410 and says so; anything else offers a retry). `reload` reads again without a loading state.
 */
export function useLoad<T>(read: () => Promise<{ data: T }>, deps: readonly unknown[], notFoundKey: string) {
  const translate = useTranslate();
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    read()
      .then(({ data }) => current && setLoad({ state: 'done', data }))
      .catch((error: unknown) => {
        if (!current) return;
        const status = statusOf(error);
        const gone = status === 404 || status === 410 || status === 403;
        const message = gone
          ? translate(notFoundKey)
          : (errorNotifications(error, translate)[0]?.message ?? translate('application_form_load_failed'));
        setLoad({ state: 'failed', message, retry: !gone });
      });
    return () => {
      current = false;
    };
  }, [...deps, round]);

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setRound((value) => value + 1);
  }, []);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { load, retry, reload, setLoad };
}
