import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorNotifications, statusOf } from '../../../dataProvider';
import { peekEarlyRead, takeEarlyRead } from '../earlyReads';

export type Load<T> =
  { state: 'loading' } | { state: 'failed'; message: string; retry: boolean } | { state: 'done'; data: T };

/**
 * A public page's read: loading, the data, or why it failed (an unknown or closed link is 404 or
 * 410 and says so; anything else offers a retry). `reload` reads again without a loading state.
 * `early`: the key of the same read started by the public start (src/public/earlyReads.ts), taken
 * instead of reading again; answered already, its data shows from the first render.
 */
export function useLoad<T>(
  read: () => Promise<{ data: T }>,
  deps: readonly unknown[],
  notFoundKey: string,
  early?: string,
) {
  const translate = useTranslate();
  const [load, setLoad] = useState<Load<T>>(() => {
    const answered = early ? peekEarlyRead<{ data: T }>(early)?.settled() : undefined;
    return answered?.ok ? { state: 'done', data: answered.value.data } : { state: 'loading' };
  });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const started = round === 0 && early ? takeEarlyRead<{ data: T }>(early) : undefined;
    // its data shows already
    if (started?.settled()?.ok && load.state === 'done') return;
    let current = true;
    (started?.promise ?? read())
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
