import { validateSwissRets } from '@qualipool/swissrets-json';
import { isPortal, isPushTransport, type Portal } from '../../../schema/marketing';
import type { Job, OutsideJobHandler } from '../../core/jobs';
import { cancelJob, MAX_ATTEMPTS, scheduleJob } from '../../core/jobs';
import { scoped, type Executor } from '../../core/scope';
import type { Storage } from '../../core/storage';
import type { Project } from '../../db/types';
import { storedTarget } from './connection';
import type { ExportContext, ExportRecord } from './exportModel';
import { pushPackage } from './exportFiles';
import { idxFile } from './idx';
import { platformRows } from './platforms';
import { pushFiles, PushError } from './push';
import { portalRecords } from './records';
import { swissRetsInventory } from './swissrets';

/**
 * The transfer job of one portal in one project: builds the portal's export from the ads pending
 * or live on it, checks it, hands it over and records the result. With the pull feed the feed
 * serves the export itself, so the ads it holds are live from here on; with a push (FTP, FTPS,
 * SFTP) the export goes to the portal's server all or nothing (push.ts), and a failed push is
 * recorded at once (the marketer sees why) and tried again by a retry job after a backoff.
 */
export const MARKETING_TRANSFER_JOB = 'marketing.transfer';

const transferKey = (projectId: number, portal: Portal) => `marketing-transfer:${projectId}:${portal}`;
/** Each retry is its own job (a job cannot queue itself again while it runs). */
const retryKey = (projectId: number, portal: Portal, retry: number) =>
  `${transferKey(projectId, portal)}:retry-${retry}`;
/** How many times a failed push is tried again: 1, 4, 9, 16 minutes after the failure. */
export const PUSH_RETRIES = MAX_ATTEMPTS - 1;
export const retryDelayMs = (retry: number) => retry * retry * 60_000;

export async function scheduleTransfer(db: Executor, projectId: number, portal: Portal): Promise<void> {
  await scheduleJob(db, {
    kind: MARKETING_TRANSFER_JOB,
    key: transferKey(projectId, portal),
    runAt: new Date(),
    payload: { projectId, portal },
  });
}

/**
 * The storage the transfer job reads the media from: the app's, set when its routes are registered
 * (the job handler is given only the database).
 */
let mediaStorage: Storage | null = null;
export function useTransferStorage(storage: Storage): void {
  mediaStorage = storage;
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

async function transfer(db: Executor, job: Job): Promise<void> {
  const projectId = Number(job.payload.projectId);
  const portal = String(job.payload.portal);
  if (!Number.isSafeInteger(projectId) || !isPortal(portal)) return;
  const retry = Number(job.payload.retry ?? 0);
  const project = (await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', projectId)
    .executeTakeFirst()) as Project | undefined;
  if (!project) return;
  const read = scoped(db, projectId);
  const platform = (await platformRows(read)).get(portal)!;
  const now = new Date();
  const readAt = now.toISOString();
  // a failed ad is still meant for the portal: each transfer tries it again
  const records = await portalRecords(db, projectId, portal, ['pending', 'live', 'failed']);
  const ctx: ExportContext = {
    project,
    senderId: platform.sender_id,
    mediaUrl: (kind, id) => `feed:${kind}/${id}`,
    now,
  };
  const ids = records.map((r) => r.object.id);
  const push = isPushTransport(platform.transport) ? platform.transport : null;
  let error = '';
  if (platform.enabled !== 1) error = 'marketing_portal_disabled';
  else if (!push && platform.feed_token_hash === '') error = 'marketing_feed_missing';
  else {
    const problems = exportProblems(platform.format, records, ctx);
    if (problems.length > 0) error = `marketing_export_invalid: ${problems.slice(0, 3).join('; ')}`;
  }
  let pushFailed = false;
  if (!error && push) {
    try {
      const files = await pushPackage(platform.format, records, ctx, mediaStorage ?? emptyStorage);
      await pushFiles(storedTarget(platform, push), files);
    } catch (failure) {
      if (!(failure instanceof PushError)) throw failure;
      error = `${failure.key}: ${failure.message}`.slice(0, 1000);
      pushFailed = true;
    }
  }
  const at = now.toISOString();
  // the result in one short transaction, after the push: on SQLite no transaction is held while
  // the portal's server answers
  await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, projectId);
    // ads whose object may no longer be advertised leave the feed
    const stale = scope
      .updateTable('marketing_ad_portals')
      .set({ state: 'off', reason: 'marketing_off_not_available', updated_at: at })
      .where('portal', '=', portal)
      .where('state', 'in', ['pending', 'live', 'failed'])
      .where('updated_at', '<=', readAt);
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
        // a failed transfer leaves the portal as it was: what was live there stays live
        .where('state', 'in', error ? ['pending', 'failed'] : ['pending', 'live', 'failed'])
        .where('object_id', 'in', ids)
        // an ad changed while the export was on its way stays pending for the next transfer
        .where('updated_at', '<=', readAt)
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
    if (pushFailed && retry < PUSH_RETRIES) {
      await scheduleJob(trx, {
        kind: MARKETING_TRANSFER_JOB,
        key: retryKey(projectId, portal, retry + 1),
        runAt: new Date(now.getTime() + retryDelayMs(retry + 1)),
        payload: { projectId, portal, retry: retry + 1 },
      });
    }
    if (!error) {
      // a transfer that went through makes the retries still waiting pointless
      for (let n = 1; n <= PUSH_RETRIES; n++) {
        if (n !== retry) await cancelJob(trx, retryKey(projectId, portal, n));
      }
    }
  });
}

/**
 * The transfer job's handler: it runs outside a transaction (the push waits on the portal's
 * server); a transfer run twice sends the same export again, which the portal takes as an update.
 */
export const runMarketingTransfer: OutsideJobHandler = { outside: transfer };

/** With no storage known (a handler run outside an app), media are left out. */
const emptyStorage = {
  get: () => Promise.resolve(null),
} as unknown as Storage;
