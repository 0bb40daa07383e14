import { sql, type SqlBool } from 'kysely';
import { RESOURCES, writePermissionOf } from '../../../schema/resources';
import { VIEWING_STATES, viewingActionRefusal, type ViewingState } from '../../../schema/viewings';
import type { MessageKey } from '../../core/i18n/index';
import { exportBulk, ref, relatedCount, sendMailBulk } from '../../lists/common';
import type { ListContext, ListSchema } from '../../lists/types';
import { swissToday } from '../objects/common';
import { cancelInTransaction } from './service';
import { viewingSearch } from './searchText';

/**
 * The lists of viewing-appointments (spec 1 section 2): `appointments/booked` (appointments with at
 * least one booking, the default child) and `appointments/without-registrations` (nobody booked).
 */

export const viewingStateLabel = (state: ViewingState): MessageKey => `viewing_state_${state}`;

const a = (column: string) => ref('viewing_appointments', column);

/** participants holding a place, per appointment (correlated, kept to the project by the list engine) */
const bookedExpr = relatedCount(
  'viewing_participants',
  ['appointment_id', 'id'],
  sql`r.state in ('booked', 'present')`,
);

/** appointments with (or, negated, without) a participant holding a place */
const bookedWhere = (ctx: ListContext, negate: boolean) =>
  sql<SqlBool>`${sql.raw(negate ? 'not ' : '')}exists ${ctx.scope
    .selectFrom('viewing_participants')
    .select(sql`1`.as('one'))
    .where(sql<SqlBool>`viewing_participants.appointment_id = ${a('id')}`)
    .where('state', 'in', ['booked', 'present'])}`;

function viewingList(child: 'booked' | 'without-registrations'): ListSchema {
  return {
    path: `appointments/${child}`,
    settingsKey: `viewing-appointments-${child}`,
    permission: RESOURCES['viewing-appointments'].permission,
    table: 'viewing_appointments',
    rowType: 'viewing',
    exportTitle: 'viewing_export_title',
    baseWhere: (ctx) => bookedWhere(ctx, child === 'without-registrations'),
    columns: [
      { key: 'date', title: 'viewing_col_date', format: 'date', orderable: true, fixed: true },
      { key: 'start_time', title: 'viewing_col_start', format: 'text', orderable: true },
      { key: 'end_time', title: 'viewing_col_end', format: 'text' },
      { key: 'object_label', title: 'viewing_col_object', format: 'text', orderable: true },
      { key: 'place', title: 'viewing_col_place', format: 'text', orderable: true },
      { key: 'contact_person', title: 'viewing_col_contact', format: 'text', hidden: true },
      { key: 'booked', title: 'viewing_col_booked', format: 'number', textAlign: 'right', expr: bookedExpr },
      {
        key: 'invited',
        title: 'viewing_col_invited',
        format: 'number',
        textAlign: 'right',
        expr: relatedCount('viewing_participants', ['appointment_id', 'id']),
      },
      {
        key: 'state',
        title: 'viewing_col_state',
        format: 'state',
        choices: Object.fromEntries(VIEWING_STATES.map((s) => [s, viewingStateLabel(s)])),
      },
    ],
    rowFields: { _state: a('state'), _date: a('date'), _booked: bookedExpr },
    progressState: (row) => String(row._state),
    search: { text: viewingSearch },
    defaultSort: '-date',
    stateFilter: {
      groupColumns: ['state'],
      classify: (g) => String(g.state),
      choices: () => [
        { value: 'all', label: 'state_all', where: null },
        ...VIEWING_STATES.map((s) => ({
          value: s,
          label: viewingStateLabel(s),
          where: sql<SqlBool>`${a('state')} = ${s}`,
        })),
      ],
    },
    filters: [
      {
        key: 'upcoming',
        type: 'toggle',
        label: 'viewing_filter_upcoming',
        main: true,
        where: (value) =>
          value.type === 'toggle' && value.value
            ? sql<SqlBool>`${a('date')} >= ${swissToday()}`
            : sql<SqlBool>`1 = 1`,
      },
    ],
    bulk: [
      {
        value: 'cancel',
        label: 'viewing_bulk_cancel',
        permission: writePermissionOf('viewing-appointments'),
        available: (row) =>
          viewingActionRefusal(
            'cancel',
            { state: String(row._state), date: String(row._date), booked: Number(row._booked) },
            swissToday(),
          ) as MessageKey | null,
        // option "mail": each participant gets the cancellation in their language
        run: async (scope, ids, ctx) => {
          const rows = await scope
            .selectFrom('viewing_appointments')
            .selectAll()
            .where('id', 'in', ids)
            .execute();
          const userName = `${ctx.user.first_name} ${ctx.user.last_name}`.trim();
          for (const row of rows)
            await cancelInTransaction(
              ctx.trx,
              { project: ctx.project, user: ctx.user, userName },
              row,
              ctx.option === 'mail',
              '',
            );
        },
      },
      // the client opens the mail dialog for the picked appointments' participants
      { ...sendMailBulk(), permission: writePermissionOf('viewing-appointments') },
      exportBulk(RESOURCES['viewing-appointments'].permission),
    ],
  };
}

export const viewingLists: ListSchema[] = [viewingList('booked'), viewingList('without-registrations')];
