import { useQuery } from '@tanstack/react-query';
import { BOOTSTRAP_QUERY_KEY, fetchBootstrap } from '../../authProvider/bootstrap';
import { getToken } from '../../dataProvider/storage';

// login fetches the bootstrap too (a failed one signs out), so the key and fetch live beside it
export { BOOTSTRAP_QUERY_KEY, fetchBootstrap };

/** The signed-in user's project settings, projects, features and unread count (spec 2 section 7.2). */
export function useBootstrap() {
  return useQuery({
    queryKey: BOOTSTRAP_QUERY_KEY,
    queryFn: fetchBootstrap,
    enabled: getToken() !== null,
    staleTime: 5 * 60_000,
  });
}
