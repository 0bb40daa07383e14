import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { getStoredUser, setStoredUser } from '../../dataProvider/storage';
import { BOOTSTRAP_QUERY_KEY } from './useBootstrap';
import { useBootstrap } from './useBootstrap';
import { whenQuiet } from './whenQuiet';

/** A bootstrap loaded this recently (the redirect right after sign-in or the app's start) is not reloaded. */
const FRESH_MS = 1000;

/**
 * Keeps the signed-in user's permissions fresh: every navigation reloads the bootstrap (the
 * server reads a role's permissions per request, so an admin's change shows up there), and the
 * stored user follows it, so that the menu and the route checks (`canAccess`) agree. The reload
 * waits for the new screen's first data, so that its rows do not wait behind it; a bootstrap
 * just loaded (the navigations right after sign-in or the app's start) is not loaded again.
 */
export function useSessionRefresh(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const first = useRef(true);
  const { data } = useBootstrap();

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const updatedAt = queryClient.getQueryState(BOOTSTRAP_QUERY_KEY)?.dataUpdatedAt ?? 0;
    if (Date.now() - updatedAt < FRESH_MS) return;
    return whenQuiet(
      queryClient,
      () => void queryClient.invalidateQueries({ queryKey: BOOTSTRAP_QUERY_KEY }),
    );
  }, [pathname, queryClient]);

  useEffect(() => {
    const fresh = data?.user;
    const stored = getStoredUser();
    if (!fresh || !stored || stored.id !== fresh.id) return;
    const same =
      stored.role === fresh.role &&
      JSON.stringify(stored.permissions) === JSON.stringify(fresh.permissions) &&
      JSON.stringify(stored.features) === JSON.stringify(fresh.features);
    if (!same) {
      setStoredUser({
        ...stored,
        role: fresh.role,
        permissions: fresh.permissions,
        features: fresh.features,
      });
    }
  }, [data]);
}
