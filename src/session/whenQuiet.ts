import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Runs `run` once the screen's own requests are done: after the current render's queries have
 * started and none is fetching any more (and the browser is idle, if it says so). Calls that can
 * wait (the changelog bell's count, the permissions reload) so do not compete with a list's first
 * rows. Returns a cancel function.
 */
export function whenQuiet(queryClient: QueryClient, run: () => void): () => void {
  let done = false;
  let unsubscribe: (() => void) | null = null;
  const finish = () => {
    if (done) return;
    done = true;
    unsubscribe?.();
    run();
  };
  const check = () => {
    if (!done && queryClient.isFetching() === 0) finish();
  };
  const start = () => {
    if (done) return;
    unsubscribe = queryClient.getQueryCache().subscribe(() => queueMicrotask(check));
    check();
  };
  // jsdom and older Safari have no requestIdleCallback
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(start, { timeout: 2000 });
    return () => {
      done = true;
      unsubscribe?.();
      window.cancelIdleCallback(idle);
    };
  }
  const timer = window.setTimeout(start, 0);
  return () => {
    done = true;
    unsubscribe?.();
    window.clearTimeout(timer);
  };
}

/** False until the screen's first requests are done (see `whenQuiet`), then true for good. */
export function useQuietAfterStart(): boolean {
  const queryClient = useQueryClient();
  const [quiet, setQuiet] = useState(false);
  useEffect(() => (quiet ? undefined : whenQuiet(queryClient, () => setQuiet(true))), [queryClient, quiet]);
  return quiet;
}
