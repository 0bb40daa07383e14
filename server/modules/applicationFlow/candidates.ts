import type { OfferCandidate } from '../../../schema/api/applicationFlow';
import { OFFERABLE_APPLICATION_STATES } from '../../../schema/applicationStates';
import type { Scoped } from '../../core/scope';

/**
 * The applications that rank an object and could be offered it, best first: by the rank they
 * gave it, then points, then evaluation; those that already let an offer of it go (declined or
 * expired) and `exclude` left out.
 */
export async function rankedCandidates(
  scope: Scoped,
  objectId: number,
  exclude: readonly number[],
  limit = 5,
): Promise<OfferCandidate[]> {
  let query = scope
    .selectFrom('application_priorities')
    .innerJoin('applications', 'applications.id', 'application_priorities.application_id')
    .select([
      'applications.id as application_id',
      'applications.main_name',
      'applications.points',
      'applications.overall_star',
      'applications.progress_state',
      'application_priorities.rank',
    ])
    .where('application_priorities.object_id', '=', objectId)
    .where('applications.progress_state', 'in', [...OFFERABLE_APPLICATION_STATES])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('object_occupancies')
            .select('object_occupancies.id')
            .where('object_occupancies.object_id', '=', objectId)
            .where('object_occupancies.kind', '=', 'offer')
            .where('object_occupancies.closed_as', 'in', ['declined', 'expired'])
            .whereRef('object_occupancies.application_id', '=', 'applications.id'),
        ),
      ),
    );
  if (exclude.length > 0) query = query.where('applications.id', 'not in', [...exclude]);
  return query
    .orderBy('application_priorities.rank')
    .orderBy('applications.points', 'desc')
    .orderBy('applications.overall_star', 'desc')
    .orderBy('applications.id')
    .limit(limit)
    .execute();
}
