import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one react-query cache. `<Admin queryClient>` uses it, and the authProvider clears it
 * on logout so that nothing of one user's session is shown to the next. A failed call shows its
 * error at once (no silent retries); returning to the tab does not reload every list.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});
