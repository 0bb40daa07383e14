import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import { dataOf, useProviderQuery } from './feedback';

export interface SettingsEditOptions<T, R> {
  /** the cached read of the settings (also what a conflict's reload reads again) */
  queryKey: QueryKey;
  read: (dataProvider: AppDataProvider) => Promise<{ data: T }>;
  /** the save: the form's values and the settings they were loaded from (their version) */
  write: (dataProvider: AppDataProvider, values: FieldValues, loaded: T) => Promise<{ data: R }>;
  /** what of the reply the cache keeps (the saved settings); the reply itself by default */
  stored?: (reply: R) => T;
  /** the text confirming a save; none when `onSaved` says it */
  savedMessage?: string;
  /** after the cache holds the saved settings: what else the save changed (the bootstrap...) */
  onSaved?: (reply: R) => void;
}

/**
 * A singleton settings edit (project, public theme, mail signature, SSO, profile): its read, and
 * the form's save, which stores the saved settings in the read's cache (the form resets to them,
 * version included) and confirms. A refusal is thrown to the form, which puts it on its fields or
 * shows the conflict notice; `reload` reads the settings again after a conflict.
 */
export function useSettingsEdit<T, R = T>({
  queryKey,
  read,
  write,
  stored,
  savedMessage,
  onSaved,
}: SettingsEditOptions<T, R>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useProviderQuery(queryKey, read);
  const { data: loaded, refetch } = query;
  const save = useCallback(
    async (values: FieldValues) => {
      if (loaded === undefined) return;
      const reply = dataOf(await write(dataProvider, values, loaded));
      queryClient.setQueryData<T>(queryKey, stored ? stored(reply) : (reply as unknown as T));
      onSaved?.(reply);
      if (savedMessage) notify(savedMessage, { type: 'success' });
    },
    [dataProvider, loaded, notify, onSaved, queryClient, queryKey, savedMessage, stored, write],
  );
  const reload = useCallback(() => refetch(), [refetch]);
  return { query, save, reload };
}
