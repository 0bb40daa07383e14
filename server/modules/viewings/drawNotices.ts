import type { TableNotices } from '../../../schema/api/tableData';
import { formatDate, formatDateTime } from '../../../schema/dates';
import { scoped } from '../../core/scope';
import type { ListParams } from '../../lists/params';
import type { ListRequest } from '../../lists/types';
import { swissToday } from '../objects/common';
import { parseIds } from './drawService';

/** How many of an object's latest draws the notices tell of. */
const NOTICE_DRAWS = 3;

/**
 * The applications list's notices (spec 1 section 3) when it shows the applicants of one object
 * (its `object` filter names exactly one): the latest draw with the object's coming viewings, and
 * a sentence per recent draw: when, by whom, how many of how many, for which viewing.
 */
export async function drawNotices(ctx: ListRequest, filters: ListParams['filters']): Promise<TableNotices> {
  const filter = filters.find((f) => f.def.key === 'object')?.value;
  const ids = filter?.type === 'multiselect_remote' ? filter.value : [];
  const objectId = ids.length === 1 ? Number(ids[0]) : NaN;
  if (!Number.isSafeInteger(objectId) || objectId <= 0) return {};
  const scope = scoped(ctx.db, ctx.project.id);
  const draws = await scope
    .selectFrom('viewing_draws')
    .selectAll()
    .where('object_id', '=', objectId)
    .orderBy('id', 'desc')
    .limit(NOTICE_DRAWS)
    .execute();
  if (draws.length === 0) return {};
  const appointments = await scope
    .selectFrom('viewing_appointments')
    .select(['id', 'date', 'start_time', 'state'])
    .where('object_id', '=', objectId)
    .execute();
  const authors = await ctx.db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [...new Set(draws.map((d) => d.created_by ?? 0))])
    .execute();
  const today = swissToday();
  return {
    randomPeopleViewing: {
      date: draws[0]!.created_at,
      appointments: appointments.filter((a) => a.state === 'planned' && a.date >= today).length,
    },
    randomApplicantsViewingMessages: draws.map((draw) => {
      const author = authors.find((u) => u.id === draw.created_by);
      const viewing = appointments.find((a) => a.id === draw.appointment_id);
      return ctx.t('viewing_draw_notice', {
        when: formatDateTime(draw.created_at),
        name: author ? `${author.first_name} ${author.last_name}`.trim() : '–',
        count: parseIds(draw.result).length,
        candidates: parseIds(draw.candidates).length,
        viewing: viewing ? `${formatDate(viewing.date)} ${viewing.start_time}` : '–',
      });
    }),
  };
}
