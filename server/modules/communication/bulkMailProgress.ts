import type { MailBatchProgress } from '../../../schema/api/communication';
import type { Config } from '../../core/config';
import { notFound } from '../../core/errors';
import { scoped, type Executor } from '../../core/scope';

/** GET bulk-mail/{batchId}: the batch's mails by delivery state. */
export async function batchProgress(
  db: Executor,
  config: Pick<Config, 'smtpUrl'>,
  projectId: number,
  batchId: number,
): Promise<MailBatchProgress> {
  const s = scoped(db, projectId);
  const batch = await s.selectFrom('mail_batches').selectAll().where('id', '=', batchId).executeTakeFirst();
  if (!batch) throw notFound('mail_batch_not_found');
  const rows = await s
    .selectFrom('conversation_mails')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('batch_id', '=', batchId)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return {
    id: batch.id,
    total: batch.total,
    queued: count('queued'),
    sent: count('sent'),
    failed: count('failed') + count('unconfirmed'),
    bounced: count('bounced'),
    delivering: config.smtpUrl !== null && config.smtpUrl !== '',
  };
}
