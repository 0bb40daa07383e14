import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { dataOf } from '../../dataProvider/replies';

export { dataOf, SignedOutError } from '../../dataProvider/replies';
export { useNotifyError } from '../list/useNotifyError';

/** Confirms a save: the server's own (translated) message, else the text of `fallbackKey`. */
export function useNotifySuccess(): (message: string | undefined, fallbackKey: string) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (message: string | undefined, fallbackKey: string) => {
      const text = message?.trim() || translate(fallbackKey);
      notify(text, { type: 'success', messageArgs: { _: text } });
    },
    [notify, translate],
  );
}

/**
 * A read through the app's data provider (a custom method), with react-query's cache: what a
 * section of a settings page loads. Not retried: a failed read says so and offers a retry.
 */
export function useProviderQuery<T>(
  queryKey: QueryKey,
  read: (dataProvider: AppDataProvider) => Promise<{ data: T }>,
  enabled = true,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey,
    queryFn: async () => dataOf(await read(dataProvider)),
    enabled,
    retry: false,
  });
}
