import { useQuery } from '@tanstack/react-query';
import type { Bootstrap } from '../../schema/api/session';
import { api } from '../../dataProvider/http';
import { getToken } from '../../dataProvider/storage';

export const BOOTSTRAP_QUERY_KEY = ['bootstrap'] as const;

export async function fetchBootstrap(): Promise<Bootstrap> {
  const { data } = await api.get<Bootstrap>('/api/v1/bootstrap');
  return data;
}

/** The signed-in user's project settings, projects, features and unread count (spec 2 section 7.2). */
export function useBootstrap() {
  return useQuery({
    queryKey: BOOTSTRAP_QUERY_KEY,
    queryFn: fetchBootstrap,
    enabled: getToken() !== null,
    staleTime: 5 * 60_000,
  });
}
