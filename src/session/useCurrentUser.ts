import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { getStoredUser } from '../../dataProvider/storage';
import type { StoredUser } from '../../dataProvider/storage';

let cached: { key: string; user: StoredUser | null } = { key: 'null', user: null };

/** The stored user, the same object for as long as the stored value is unchanged. */
function snapshot(): StoredUser | null {
  const user = getStoredUser();
  const key = JSON.stringify(user);
  if (key !== cached.key) cached = { key, user };
  return cached.user;
}

function subscribe(onChange: () => void): () => void {
  // sign-in and sign-out in another tab
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The signed-in user (with token) or null, read synchronously from storage so that a page knows
 * at once whether anyone is signed in. Re-read on every navigation (sign-in and sign-out in this
 * tab navigate) and when another tab changes it.
 */
export function useCurrentUser(): StoredUser | null {
  // the location makes the hook re-render with the route
  useLocation();
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
