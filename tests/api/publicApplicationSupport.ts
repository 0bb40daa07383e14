import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';
import type { TestApp } from './harness';

/** The objects of a project that take applications now (active, available, open to apply): a query to finish. */
export const openObjects = (db: Kysely<Database>, projectId: number) =>
  db
    .selectFrom('objects')
    .select(['id', 'public_id', 'title'])
    .where('project_id', '=', projectId)
    .where('active', '=', 1)
    .where('progress_state', '=', 'available')
    .where('application', '=', 1);

/** A call of the public pages of the rent project from one remote address (the limits count per address). */
export const publicCall = (
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  remoteAddress: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    remoteAddress,
    headers: { 'tenant-name': 'rent' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A household as the shipped form asks for it (schema/applicationForm.ts, defaultForm.ts). */
export function validApplication(uuid: string, extra: Record<string, unknown> = {}) {
  return {
    language: 'fr',
    uuids: [uuid],
    household: {
      move_in_date: '2027-04-01',
      residents: 2,
      pets: false,
      instruments: 'no',
      parking: 'garage_1',
      landlord_name: 'Régie du Lac SA',
      landlord_phone: '021 312 45 67',
      debt_collection_entries: 'no',
      consent: true,
    },
    adults: [
      {
        first_name: 'Camille',
        last_name: 'Favre',
        birth_date: '1988-05-12',
        nationality: 'CH',
        email: 'Camille.Favre@example.ch',
        phone: '079 123 45 67',
        employment: 'employed',
        employer: 'Hôpital cantonal',
        income: 96000,
      },
    ],
    children: [{ first_name: 'Léa', last_name: 'Favre', birth_date: '2019-09-03' }],
    ...extra,
  };
}
