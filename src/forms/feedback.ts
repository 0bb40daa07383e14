import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { dataOf } from '../../dataProvider/replies';
import { useNotifyError } from '../list/useNotifyError';

export { dataOf, SignedOutError } from '../../dataProvider/replies';
export { useNotifyError };

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

export interface ProviderMutationOptions<TVariables, TResult> {
  /** cached reads to load again after a success (the lists and sections the write changed) */
  invalidate?: readonly QueryKey[];
  /** after a success, before the invalidation: store the reply, close a dialog... */
  onSuccess?: (result: TResult, variables: TVariables) => unknown;
  /**
   * A failure this caller shows itself (a refusal in its dialog): return true to skip the
   * notification every other failure gets. The call stays busy until a returned promise settles.
   */
  onError?: (error: unknown, variables: TVariables) => boolean | void | Promise<boolean | void>;
  /** confirm a success: the reply's own `message`, else the text of this key */
  successMessage?: string;
}

function replyMessage(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || !('message' in result)) return undefined;
  return typeof result.message === 'string' ? result.message : undefined;
}

/**
 * A write through the app's data provider (a custom method, or a react-admin one), with its
 * busy state (`isPending`), the failure shown the way spec 2 section 8 says, an optional
 * confirmation and the cached reads it changed loaded again. `mutate(variables)` runs it,
 * `run(variables)` too for a caller that awaits it (an ActionButton); one call at a time: one
 * asked for while another is pending is dropped.
 */
export function useProviderMutation<TVariables = void, TResult = unknown>(
  write: (dataProvider: AppDataProvider, variables: TVariables) => Promise<TResult>,
  options: ProviderMutationOptions<TVariables, TResult> = {},
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  const notifySuccess = useNotifySuccess();
  const { invalidate, onSuccess, onError, successMessage } = options;
  const mutation = useMutation<TResult, unknown, TVariables>({
    mutationFn: (variables) => write(dataProvider, variables),
    onSuccess: async (result, variables) => {
      if (successMessage) notifySuccess(replyMessage(result), successMessage);
      await onSuccess?.(result, variables);
      if (invalidate) {
        await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      }
    },
    onError: async (error, variables) => {
      if ((await onError?.(error, variables)) !== true) notifyError(error);
    },
  });
  const { mutateAsync } = mutation;
  // one call at a time: a second click arriving before the first one's re-render is dropped
  const running = useRef(false);
  /** runs it and resolves to the reply, or to undefined after a failure (already shown) */
  const run = useCallback(
    async (variables: TVariables): Promise<TResult | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      try {
        return await mutateAsync(variables);
      } catch {
        return undefined;
      } finally {
        running.current = false;
      }
    },
    [mutateAsync],
  );
  const mutate = useCallback((variables: TVariables) => void run(variables), [run]);
  return { ...mutation, mutate, run };
}

/**
 * useProviderMutation for a form's submit (a dialog's, a panel's small form): `submit(variables)`
 * resolves to the reply and rethrows a failure without notifying it, so that the form shows it
 * (the server's field errors on the inputs, anything else through the error catalogue). The
 * busy state, the confirmation and the invalidation as in useProviderMutation; `onError` is told
 * about a failure before it is rethrown.
 */
export function useProviderSubmit<TVariables = void, TResult = unknown>(
  write: (dataProvider: AppDataProvider, variables: TVariables) => Promise<TResult>,
  options: ProviderMutationOptions<TVariables, TResult> = {},
) {
  const { onError } = options;
  const mutation = useProviderMutation(write, {
    ...options,
    onError: async (error, variables) => {
      await onError?.(error, variables);
      // the form shows it
      return true;
    },
  });
  return { ...mutation, submit: mutation.mutateAsync };
}
