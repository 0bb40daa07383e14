import { sql } from 'kysely';
import { objectActionRefusal } from '../../../schema/states';
import { writePermissionOf } from '../../../schema/resources';
import { recordAudit } from '../../core/audit';
import type { MessageKey } from '../../core/i18n/index';
import type { BulkDef, ColumnExpr } from '../../lists/types';
import { findApplication, newFlow, transition } from '../applicationFlow/common';
import { completeSale } from './service';

/**
 * Bulk "set to sold" of the sale object lists (spec 1 section 5: per-row availability): a row is
 * available when the object may be sold, holds an open reservation, and the reserving buyer's
 * application (if the reservation has one) has paid the fee. Each sold object closes its
 * reservation as sold and opens the buyer's sale; the application's sale is complete.
 */

/** The state of the application an object's open reservation belongs to (null: none, or no application). */
export const SALE_STATE_FIELD: ColumnExpr = {
  kind: 'related',
  table: 'object_occupancies',
  select: sql`(select x.progress_state from applications x where x.id = r.application_id)`,
  match: ['object_id', 'id'],
  where: sql`r.closed_at is null and r.kind = 'reservation'`,
  orderBy: sql`r.id desc`,
};

export function setSoldBulk(): BulkDef {
  return {
    value: 'setSold',
    label: 'bulk_set_sold',
    permission: writePermissionOf('objects'),
    available: (row) => {
      const refusal = objectActionRefusal('setToSold', {
        progress_state: String(row._state),
        active: Number(row._active) === 1,
        sale: true,
      });
      if (refusal) return refusal as MessageKey;
      if (row._occupancy !== 'reservation') return 'sale_bulk_needs_reservation';
      const state = row._sale_state;
      if (typeof state === 'string' && state !== 'sale.fee.transferred')
        return 'sale_bulk_fee_not_transferred';
      return null;
    },
    run: async (scope, ids, ctx) => {
      const f = newFlow(ctx.trx, scope.projectId, ctx.t, ctx.user.id);
      for (const id of ids) {
        const reservation = await f.scope
          .selectFrom('object_occupancies')
          .selectAll()
          .where('object_id', '=', id)
          .where('kind', '=', 'reservation')
          .where('closed_at', 'is', null)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        const app =
          reservation.application_id === null
            ? null
            : await findApplication(f.scope, reservation.application_id);
        await completeSale(f, reservation, 'setSold');
        if (app) await transition(f, app, 'reservationCompleted');
      }
      // the engine writes the objects' own audit rows
      await recordAudit(
        ctx.trx,
        f.audit.filter((e) => e.entity !== 'objects'),
      );
    },
  };
}
