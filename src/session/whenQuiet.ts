import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long a screen may take to start its first request (its code may still be loading). */
const START_MS = 1000;
/** The longest a call waits for the screen's requests. */
const MAX_WAIT_MS = 3000;

/**
 * Runs `run` once the screen's own requests are done: after a request has started since the call
 * and none is fetching any more; when none starts within a second and none is fetching, then; at
 * the latest after three seconds.
 * Calls that can wait (the changelog bell's count, the permissions reload) so do not compete with
 * a list's first rows. Returns a cancel function.
 */
export function whenQuiet(queryClient: QueryClient, run: () => void): () => void {
  let done = false;
  let started = false;
  const finish = () => {
    if (done) return;
    done = true;
    unsubscribe();
    window.clearTimeout(timer);
    window.clearTimeout(startTimer);
    run();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') started = true;
    // after the cache has settled the query's new state
    queueMicrotask(() => {
      if (started && queryClient.isFetching() === 0) finish();
    });
  });
  const timer = window.setTimeout(finish, MAX_WAIT_MS);
  const startTimer = window.setTimeout(() => {
    if (!started && queryClient.isFetching() === 0) finish();
  }, START_MS);
  return () => {
    done = true;
    unsubscribe();
    window.clearTimeout(timer);
    window.clearTimeout(startTimer);
  };
}

/** False until the screen's first requests are done (see `whenQuiet`), then true for good. */
export function useQuietAfterStart(): boolean {
  const queryClient = useQueryClient();
  const [quiet, setQuiet] = useState(false);
  useEffect(() => (quiet ? undefined : whenQuiet(queryClient, () => setQuiet(true))), [queryClient, quiet]);
  return quiet;
}
