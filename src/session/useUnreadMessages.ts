import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { dataOf, SignedOutError } from '../../dataProvider/replies';
import { statusOf } from '../../dataProvider/requestError';
import { afterFirstScreen } from './firstScreen';
import { useBootstrap } from './useBootstrap';

/** Where the unread-mail count is kept: the top bar shows it, a read mark sets it. */
export const UNREAD_QUERY_KEY = ['unreadMessages'] as const;

/** How long the poll waits after a failed call before it asks again. */
export const UNREAD_RETRY_MS = 5000;

export interface UnreadPollOptions {
  /** one long-poll call: the count once it differs from `count` (or the same after a while) */
  wait: (count: number, signal: AbortSignal) => Promise<number>;
  /** the latest known count (a read mark may have changed it while a call waited) */
  current: () => number;
  onCount: (count: number) => void;
  signal: AbortSignal;
  retryMs?: number;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Resolves once the page's load event has passed (at once when it has): the long poll starts only
 * then, so that it never counts as part of the page's load (a call that stays open would keep
 * the page from settling for measuring tools such as Lighthouse).
 */
export function afterPageLoad(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') {
      resolve();
      return;
    }
    function done() {
      window.removeEventListener('load', done);
      signal.removeEventListener('abort', done);
      // after the load event's own handlers
      setTimeout(resolve, 0);
    }
    window.addEventListener('load', done, { once: true });
    signal.addEventListener('abort', done, { once: true });
  });
}

/** A failure after which asking again is pointless: signed out, or no longer allowed. */
function isFinal(error: unknown): boolean {
  const status = statusOf(error);
  return error instanceof SignedOutError || status === 401 || status === 403;
}

/**
 * The unread poll (spec 2 section 7.5): asks the server with the count it knows, takes the
 * answer, asks again; after a failure it waits `retryMs` first. Ends when `signal` aborts or the
 * session is gone.
 */
export async function pollUnread({
  wait,
  current,
  onCount,
  signal,
  retryMs = UNREAD_RETRY_MS,
}: UnreadPollOptions): Promise<void> {
  while (!signal.aborted) {
    try {
      const count = await wait(current(), signal);
      if (signal.aborted) return;
      onCount(count);
    } catch (error) {
      if (signal.aborted || isFinal(error)) return;
      await pause(retryMs, signal);
    }
  }
}

/** Reads again what a changed unread count makes stale: the inbox, the messengers, the applications' mail flags. */
function refreshMailViews(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const [first] = query.queryKey;
      return first === 'messenger' || first === 'communication' || first === 'applications';
    },
  });
}

/**
 * The project's unread-mail count, kept current by a long poll while `enabled` (the user may read
 * communication): it starts from the bootstrap's `unread_messages` (else GET
 * unread-count-messages) and stops at unmount, which includes signing out. The poll starts after
 * the page's load event and after the first screen's content (a list's first rows) has been
 * painted, so that it neither delays them nor keeps the page from settling. A change refreshes the
 * mail views.
 */
export function useUnreadMessages(enabled: boolean): number {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const provider = useRef(dataProvider);
  provider.current = dataProvider;
  const { data: bootstrap } = useBootstrap();
  const start = bootstrap?.unread_messages;

  const { data } = useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: async () => start ?? dataOf(await provider.current.getUnreadCount()).count,
    initialData: start,
    enabled,
    staleTime: Infinity,
    retry: false,
  });
  const ready = data !== undefined;

  useEffect(() => {
    if (!enabled || !ready) return;
    const controller = new AbortController();
    const current = () => queryClient.getQueryData<number>(UNREAD_QUERY_KEY) ?? 0;
    void Promise.all([
      afterPageLoad(controller.signal),
      afterFirstScreen(queryClient, controller.signal),
    ]).then(() =>
      pollUnread({
        wait: async (count, signal) => dataOf(await provider.current.waitForUnreadCount(count, signal)).count,
        current,
        onCount: (count) => {
          if (count === current()) return;
          queryClient.setQueryData(UNREAD_QUERY_KEY, count);
          refreshMailViews(queryClient);
        },
        signal: controller.signal,
      }),
    );
    return () => controller.abort();
  }, [enabled, ready, queryClient]);

  return data ?? 0;
}

/** Sets the count a call answered (a read mark answers the new count). */
export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData(UNREAD_QUERY_KEY, count);
}
