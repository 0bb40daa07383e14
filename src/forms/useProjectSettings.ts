import { useQuery } from '@tanstack/react-query';
import { BOOTSTRAP_QUERY_KEY, fetchBootstrap } from '../../authProvider/bootstrap';
import type { Bootstrap } from '../../schema/api/session';

/**
 * The project's settings inputs need (currency, upload rules, image limit), as the bootstrap the
 * app shell loaded holds them; inputs never fetch it themselves. Undefined before it is there.
 */
export function useProjectSettings(): Bootstrap | undefined {
  return useQuery({ queryKey: BOOTSTRAP_QUERY_KEY, queryFn: fetchBootstrap, enabled: false }).data;
}
