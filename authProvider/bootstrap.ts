import type { Bootstrap } from '../schema/api/session';
import { api } from '../dataProvider/http';

/** The react-query key of the bootstrap settings; login fills it, `useBootstrap` reads it. */
export const BOOTSTRAP_QUERY_KEY = ['bootstrap'] as const;

/** GET /api/v1/bootstrap: the signed-in user's settings (spec 2 section 7.2). */
export async function fetchBootstrap(): Promise<Bootstrap> {
  const { data } = await api.get<Bootstrap>('/api/v1/bootstrap');
  return data;
}
