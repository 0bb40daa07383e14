import type { AdState, Portal } from '../../../schema/marketing';
import { advertisable } from '../../../schema/marketing';
import { scoped, type Executor } from '../../core/scope';
import { objectFileRows, objectImageRows } from '../objectMedia/mediaRows';
import { jsonList, type ExportRecord } from './exportModel';

/**
 * The objects a portal's export holds: those whose ad is pending or live on the portal (or in the
 * states named) and that may be advertised (active, available), with their ad and media in the ad's order.
 */
export async function portalRecords(
  db: Executor,
  projectId: number,
  portal: Portal,
  states: readonly AdState[] = ['pending', 'live'],
): Promise<ExportRecord[]> {
  const scope = scoped(db, projectId);
  const rows = await scope
    .selectFrom('marketing_ad_portals')
    .select('object_id')
    .where('portal', '=', portal)
    .where('state', 'in', [...states])
    .orderBy('object_id')
    .execute();
  return exportRecords(
    db,
    projectId,
    rows.map((r) => r.object_id),
  );
}

/** Export records of the given objects that have an ad and may be advertised. */
export async function exportRecords(
  db: Executor,
  projectId: number,
  objectIds: readonly number[],
): Promise<ExportRecord[]> {
  if (objectIds.length === 0) return [];
  const scope = scoped(db, projectId);
  const objects = await scope
    .selectFrom('objects')
    .selectAll()
    .where('id', 'in', [...objectIds])
    .orderBy('id')
    .execute();
  const ads = await scope
    .selectFrom('marketing_ads')
    .selectAll()
    .where('object_id', 'in', [...objectIds])
    .execute();
  const adOf = new Map(ads.map((a) => [a.object_id, a]));
  const buildingIds = [...new Set(objects.map((o) => o.building_id).filter((b): b is number => b !== null))];
  const buildings = buildingIds.length
    ? await scope.selectFrom('buildings').selectAll().where('id', 'in', buildingIds).execute()
    : [];
  const buildingOf = new Map(buildings.map((b) => [b.id, b]));
  const records: ExportRecord[] = [];
  for (const object of objects) {
    const ad = adOf.get(object.id);
    if (!ad || !advertisable({ active: object.active === 1, progress_state: object.progress_state }))
      continue;
    const images = await objectImageRows(db, projectId, object.id).execute();
    const order = jsonList<number>(ad.image_ids);
    const byId = new Map(images.map((i) => [i.id, i]));
    const chosen = order.length > 0 ? order.map((id) => byId.get(id)).filter((i) => i !== undefined) : images;
    const files = await objectFileRows(db, projectId, object.id).execute();
    records.push({
      object,
      building: object.building_id === null ? null : (buildingOf.get(object.building_id) ?? null),
      ad,
      images: chosen.map((i) => ({
        id: i.id,
        storageKey: i.storage_key,
        name: i.original_name,
        category: '',
      })),
      documents: files.map((f) => ({
        id: f.id,
        storageKey: f.storage_key,
        name: f.original_name,
        category: f.category,
      })),
    });
  }
  return records;
}
