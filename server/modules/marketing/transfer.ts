import { validateSwissRets } from '@qualipool/swissrets-json';
import { isPortal, type Portal } from '../../../schema/marketing';
import type { Job } from '../../core/jobs';
import { scheduleJob } from '../../core/jobs';
import { scoped, type Executor } from '../../core/scope';
import type { Project } from '../../db/types';
import type { ExportContext, ExportRecord } from './exportModel';
import { idxFile } from './idx';
import { platformRows } from './platforms';
import { portalRecords } from './records';
import { swissRetsInventory } from './swissrets';

/**
 * The transfer job of one portal in one project: builds the portal's export from the ads pending
 * or live on it, checks it, and records the result. With the pull feed (the only transport until
 * push exists), the feed serves the export itself, so the ads it holds are live from here on.
 */
export const MARKETING_TRANSFER_JOB = 'marketing.transfer';

export async function scheduleTransfer(db: Executor, projectId: number, portal: Portal): Promise<void> {
  await scheduleJob(db, {
    kind: MARKETING_TRANSFER_JOB,
    key: `marketing-transfer:${projectId}:${portal}`,
    runAt: new Date(),
    payload: { projectId, portal },
  });
}

/** The export's problems, or [] when it is sound (SwissRETS against its schema, IDX by its field count). */
export function exportProblems(
  format: string,
  records: readonly ExportRecord[],
  ctx: ExportContext,
): string[] {
  if (format === 'idx') {
    const lines = idxFile(records, ctx).split('\r\n').filter(Boolean);
    return lines.flatMap((line, i) =>
      (line.match(/#/g) ?? []).length === 182 ? [] : [`record ${i + 1}: wrong field count`],
    );
  }
  return validateSwissRets(JSON.parse(JSON.stringify(swissRetsInventory(records, ctx))) as never).map(
    (e) => `${e.instancePath} ${e.message ?? e.keyword}`,
  );
}

export async function runMarketingTransfer(trx: Executor, job: Job): Promise<void> {
  const projectId = Number(job.payload.projectId);
  const portal = String(job.payload.portal);
  if (!Number.isSafeInteger(projectId) || !isPortal(portal)) return;
  const project = (await trx
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', projectId)
    .executeTakeFirst()) as Project | undefined;
  if (!project) return;
  const scope = scoped(trx, projectId);
  const platform = (await platformRows(scope)).get(portal)!;
  const now = new Date();
  const records = await portalRecords(trx, projectId, portal);
  const ctx: ExportContext = {
    project,
    senderId: platform.sender_id,
    mediaUrl: (kind, id) => `feed:${kind}/${id}`,
    now,
  };
  const ids = records.map((r) => r.object.id);
  let error = '';
  if (platform.enabled !== 1) error = 'marketing_portal_disabled';
  else if (platform.feed_token_hash === '') error = 'marketing_feed_missing';
  else {
    const problems = exportProblems(platform.format, records, ctx);
    if (problems.length > 0) error = `marketing_export_invalid: ${problems.slice(0, 3).join('; ')}`;
  }
  const at = now.toISOString();
  // ads whose object may no longer be advertised leave the feed
  const stale = scope
    .updateTable('marketing_ad_portals')
    .set({ state: 'off', reason: 'marketing_off_not_available', updated_at: at })
    .where('portal', '=', portal)
    .where('state', 'in', ['pending', 'live']);
  await (ids.length > 0 ? stale.where('object_id', 'not in', ids) : stale).execute();
  if (ids.length > 0) {
    await scope
      .updateTable('marketing_ad_portals')
      .set(
        error
          ? { state: 'failed', reason: error.split(':')[0]!, updated_at: at }
          : { state: 'live', reason: '', updated_at: at },
      )
      .where('portal', '=', portal)
      .where('state', error ? '=' : 'in', error ? 'pending' : ['pending', 'live'])
      .where('object_id', 'in', ids)
      .execute();
  }
  await scope
    .insertInto('marketing_transfers', [
      {
        portal,
        format: platform.format,
        transport: platform.transport,
        objects_sent: error ? 0 : ids.length,
        error,
        created_at: at,
      },
    ])
    .execute();
}
