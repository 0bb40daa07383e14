import { takenOffReason } from '../../../schema/marketing';
import { recordAudit } from '../../core/audit';
import { scoped, type Executor } from '../../core/scope';
import { takeOff } from './ads';

/**
 * Takes an object's ads off every portal once it is rented, sold or inactive (or otherwise no
 * longer available), with a changelog entry per ad made by the system. Runs in the transaction of
 * the change to the object (server/lists/searchText.ts calls the object state hooks).
 */
export async function deactivateTakenObjects(trx: Executor, projectId: number, ids: readonly number[]) {
  const scope = scoped(trx, projectId);
  const onPortal = await scope
    .selectFrom('marketing_ad_portals')
    .select('object_id')
    .where('object_id', 'in', [...ids])
    .where('state', '!=', 'off')
    .execute();
  if (onPortal.length === 0) return;
  const objects = await scope
    .selectFrom('objects')
    .select(['id', 'active', 'progress_state'])
    .where('id', 'in', [...new Set(onPortal.map((r) => r.object_id))])
    .execute();
  for (const object of objects) {
    const reason = takenOffReason({ active: object.active === 1, progress_state: object.progress_state });
    if (!reason) continue;
    const rows = await takeOff(trx, projectId, [object.id], reason);
    const ad = await scope
      .selectFrom('marketing_ads')
      .select('id')
      .where('object_id', '=', object.id)
      .executeTakeFirst();
    if (rows.length === 0 || !ad) continue;
    await recordAudit(trx, {
      projectId,
      userId: null,
      action: 'autoDeactivate',
      entity: 'marketing_ads',
      entityId: ad.id,
      before: { portals: rows.map((r) => `${r.portal}:${r.state}`).join(',') },
      after: { portals: rows.map((r) => `${r.portal}:off`).join(','), reason },
    });
  }
}
